/**
 * Relative links between docs files (a path to another page's Markdown file) in a language other than English. Translated
 * pages keep the English page's link targets byte for byte, and the locale's build mixes translated files
 * (under i18n/<locale>/…) with English files for pages not translated yet. Docusaurus resolves a relative
 * link from the linking file's own folder only, so a translated page's link to an untranslated page, or an
 * English page's link to a translated one, would break the build. This plugin points each such link at the
 * file the locale's build serves for that page: the translation when there is one, else the English file.
 * English builds are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Node {
  type: string;
  url?: string;
  children?: Node[];
}

export interface LocalizedLinksOptions {
  siteDir: string;
  /** The locale being built; Docusaurus sets DOCUSAURUS_CURRENT_LOCALE for `build` and `start`. */
  locale?: string;
  defaultLocale: string;
}

const localizedRoot = (siteDir: string, locale: string) => path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** The `@site/…` file a relative docs link of `file` stands for in `locale`'s build, when it needs rewriting. */
export function localizedTarget({siteDir, locale, defaultLocale}: Required<LocalizedLinksOptions>, file: string, url: string): string | undefined {
  if (locale === defaultLocale || !/^\.\.?\//.test(url)) return undefined;
  const [pathname, hash = ''] = url.split(/(?=#)/);
  if (!/\.mdx?$/.test(pathname!)) return undefined;
  const roots = [localizedRoot(siteDir, locale), path.join(siteDir, 'docs')];
  const root = roots.find((dir) => !path.relative(dir, file).startsWith('..'));
  if (!root) return undefined;
  const target = path.relative(root, path.resolve(path.dirname(file), decodeURIComponent(pathname!)));
  if (target.startsWith('..')) return undefined;
  const served = roots.map((dir) => path.join(dir, target)).find((candidate) => fs.existsSync(candidate));
  if (!served) return undefined;
  return `@site/${path.relative(siteDir, served).split(path.sep).join('/')}${hash}`;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

export default function remarkLocalizedLinks(options: LocalizedLinksOptions) {
  const locale = options.locale ?? process.env.DOCUSAURUS_CURRENT_LOCALE ?? options.defaultLocale;
  return (tree: Node, file: {path?: string}): void => {
    if (!file.path || locale === options.defaultLocale) return;
    walk(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        const target = localizedTarget({...options, locale}, file.path!, node.url);
        if (target) node.url = target;
      }
    });
  };
}
