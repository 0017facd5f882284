/**
 * Files of the production build for the tests in tests/build-output/, which run after
 * `npm run build` (in `npm test`, or `npm run test:build` by hand). A missing file is an error, never a skipped check:
 * a test that passes because there was nothing to read would hide the very output it is there for.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');
/** The site as deployed. */
export const BUILD_DIR = path.join(ROOT, 'build');
/** What Docusaurus generated for the bundler during that build (routes, chunk names, client manifest). */
export const GENERATED_DIR = path.join(ROOT, '.docusaurus');

/** Absolute path of `rel` inside `dir`; throws, saying how to make it, when the build did not write it. */
export function builtFile(dir: string, rel: string): string {
  const file = path.join(dir, rel);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${path.relative(ROOT, file)} is missing: the tests in tests/build-output check the production build; ` +
        'run `npm run build` first (`npm test` does)',
    );
  }
  return file;
}

export function readBuilt(dir: string, rel: string): string {
  return fs.readFileSync(builtFile(dir, rel), 'utf8');
}

export function readBuiltJson<T>(dir: string, rel: string): T {
  return JSON.parse(readBuilt(dir, rel)) as T;
}

/** Every HTML file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * The URL of each script a page starts, in document order: a placeholder's `data-src` (the script
 * loader starts those, src/script-loader/README.md) or a `<script src>`.
 */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*?\s(?:data-)?src="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
}
