/**
 * Samples rendered from data: a `<CodeBlock>` whose text is a template with
 * `${...}` (an address, a chain id, a package version from src/data) cannot
 * be read from the page's source. After a build, its Markdown twin holds the
 * text the reader sees, so `check:samples --rendered` reads the twins and
 * checks every block that is not a hand-written block of docs/ (those are
 * checked from the source, with their page lines).
 */
import fs from 'node:fs';
import path from 'node:path';
import {visiblePart} from '../../src/remark/hiddenPrelude';
import {extractFences, type Sample} from './extract';
import locales from '../../config/locales.json';

/** Code compared without whitespace: twins and sources may wrap or indent differently. */
const normal = (code: string): string => code.replace(/\s+/g, ' ').trim();

/**
 * The folders of the other languages' builds inside the default one (`build/es/`): their code is the
 * English pages' code byte for byte (the parity test, tests/unit/i18n-pages.test.ts), so their twins
 * are not checked again. Checked again, a block of a page's project would be compiled three times in
 * one program, and the same file name would be declared three times.
 */
const localeFolders = new Set(Object.keys(locales.locales).filter((locale) => locale !== locales.defaultLocale));

function twins(dir: string, top = true): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return top && localeFolders.has(entry.name) ? [] : twins(full, false);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A matcher for the text a `<CodeBlock>{`...`}</CodeBlock>` template renders
 * to: its literal parts in order, anything where a `${...}` stands.
 */
export function templateMatcher(jsxInner: string): RegExp | null {
  const body = /^\{`([\s\S]*)`\}$/.exec(jsxInner.trim())?.[1];
  if (body === undefined) return null;
  const literals = body.split(/(?<!\\)\$\{[^}]*\}/).map((part) => normal(part.replace(/\\([`$\\])/g, '$1')));
  return new RegExp(`^${literals.map((part) => part.split(' ').map(escapeRegExp).join('\\s*')).join('[\\s\\S]*?')}$`);
}

/**
 * The blocks of the built twins under `buildDir` that no hand-written sample
 * accounts for, named by twin path (`build/developer/viem.md`) and twin line.
 * Each takes the meta (title, check=skip) of the `<CodeBlock>` it was rendered
 * from, found by its template, and names it in `origin`.
 */
export function renderedSamples(root: string, buildDir: string, handWritten: readonly Sample[]): Sample[] {
  if (!fs.existsSync(path.join(buildDir, 'llms.txt'))) {
    throw new Error(`${path.relative(root, buildDir) || buildDir} has no Markdown twins: build the site first (npm run build)`);
  }
  const seen = new Set(handWritten.filter((s) => !s.renderedFromData).map((s) => normal(visiblePart(s.code))));
  const templates = handWritten
    .filter((s) => s.renderedFromData)
    .map((s) => ({sample: s, matcher: templateMatcher(s.code)}))
    .filter((t): t is {sample: Sample; matcher: RegExp} => t.matcher !== null);
  return twins(buildDir)
    .sort()
    .flatMap((file) => extractFences(fs.readFileSync(file, 'utf8'), path.relative(root, file)))
    .filter((s) => !seen.has(normal(s.code)))
    .map((s) => {
      const from = templates.find((t) => t.sample.lang === s.lang && t.matcher.test(normal(s.code)))?.sample;
      if (!from) return s;
      return {...s, metaRaw: from.metaRaw, meta: from.meta, origin: `${from.page}:${from.line}`};
    });
}

/**
 * A rendered block may import a hand-written block of the page it came from
 * (`import {config} from './wagmi'`): those blocks, under the twin's name, so
 * the checker puts them beside it and the import resolves.
 */
export function companionSamples(rendered: readonly Sample[], handWritten: readonly Sample[]): Sample[] {
  const twinsOfPage = new Map<string, Set<string>>();
  for (const s of rendered) {
    if (!s.origin) continue;
    const page = s.origin.replace(/:\d+$/, '');
    twinsOfPage.set(page, (twinsOfPage.get(page) ?? new Set()).add(s.page));
  }
  return handWritten.flatMap((s) => [...(twinsOfPage.get(s.page) ?? [])].map((twin) => ({...s, page: twin})));
}
