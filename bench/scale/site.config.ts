/**
 * Configs of the generated scale sites (bench/scale/generate.ts writes a two-line
 * docusaurus.config.ts in each that calls one of these with its own folder).
 *
 * `celoScaleConfig`: this site's docusaurus.config.ts, every plugin, theme and option, with the
 * paths that must point at the generated site changed:
 * - plugin and client module paths are made absolute (they are written from the repository root);
 * - docs come from the generated site's docs/ (its sidebars are the real sidebars.ts: they are
 *   generated from folders);
 * - client redirects (and the deploy files and offline page list built from them) keep only the
 *   redirects whose target page exists in the generated site (the redirects plugin fails otherwise);
 * - page dates are off: the generated site lives outside any Git worktree (config/lastUpdate.ts);
 * Broken links and anchors fail the build, as on the real site: copy 0 of every real page keeps its
 * path and headings, so the navbar, footer and src/pages find their targets, and the generated
 * links name generated pages only (checked by generate.ts and tests/unit/scale-generator.test.ts).
 *
 * `stockScaleConfig`: the classic preset alone on the same generated docs and the same sidebars.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import site from '../../docusaurus.config';
import {lastUpdateVcs} from '../../config/lastUpdate';

const root = path.resolve(__dirname, '..', '..');
const fromRoot = (name: string) => (name.startsWith('.') ? path.resolve(root, name) : name);

/** URL paths of the generated pages, written by generate.ts. */
export const PAGES_FILE = 'scale-pages.json';

interface Redirect {
  from: string;
  to: string;
}

function redirectTargetExists(siteDir: string, pages: Set<string>) {
  return (redirect: Redirect) => {
    const target = redirect.to.split('#')[0]!.replace(/\/$/, '') || '/';
    if (pages.has(target) || target === '/' || target === '/tutorials' || target === '/search') return true;
    const file = path.join(siteDir, 'src', 'pages', target);
    return ['.tsx', '.md', '.mdx', '/index.tsx'].some((ext) => fs.existsSync(`${file}${ext}`));
  };
}

export function celoScaleConfig(siteDir: string): Config {
  const pages = new Set<string>(JSON.parse(fs.readFileSync(path.join(siteDir, PAGES_FILE), 'utf8')) as string[]);
  const keep = redirectTargetExists(siteDir, pages);
  const rebase = (entry: PluginConfig): PluginConfig => {
    if (typeof entry === 'string') return fromRoot(entry);
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') return entry;
    const [name, given] = entry as [string, Record<string, unknown> | undefined];
    const options = given ?? {};
    const resolved = fromRoot(name);
    if (name === './src/plugins/docs/index.ts') {
      return [resolved, {...options, path: path.join(siteDir, 'docs'), sidebarPath: path.join(root, 'sidebars.ts')}];
    }
    if (name === './src/plugins/deploy-config/index.ts') {
      return [resolved, {...options, redirects: ((options.redirects ?? []) as Redirect[]).filter(keep)}];
    }
    if (name === './src/plugins/offline/index.ts') {
      const old = new Set(((options.oldPaths ?? []) as string[]));
      return [resolved, {...options, oldPaths: [...old].filter((from) => !pages.has(from))}];
    }
    return [resolved, options];
  };
  const presets = (site.presets ?? []).map((preset) => {
    if (!Array.isArray(preset)) return preset;
    const [name, options] = preset as [string, Preset.Options];
    // src/ is a symlink in the generated site; the pages plugin must see the real path, which is
    // where the bundler resolves the files (its Markdown loader matches files by that path).
    return [
      name,
      {...options, pages: {path: path.join(root, 'src', 'pages')}, theme: {customCss: path.join(root, 'src', 'css', 'custom.css')}},
    ] as [string, Preset.Options];
  });
  return {
    ...site,
    future: {...site.future, experimental_vcs: lastUpdateVcs(siteDir)},
    staticDirectories: [path.join(root, 'static')],
    clientModules: ((site.clientModules ?? []) as string[]).map(fromRoot),
    presets,
    themes: ((site.themes ?? []) as PluginConfig[]).map(rebase),
    plugins: ((site.plugins ?? []) as PluginConfig[]).map(rebase),
  };
}

/** `docsDir`: the generated docs of the matching Celo scale site (the same pages). */
export function stockScaleConfig(siteDir: string, docsDir: string): Config {
  return {
    title: 'Scale benchmark (stock Docusaurus)',
    url: 'https://example.com',
    baseUrl: '/',
    trailingSlash: false,
    future: {v4: true, experimental_vcs: lastUpdateVcs(siteDir)},
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'warn',
    markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},
    presets: [
      [
        'classic',
        {
          docs: {path: docsDir, routeBasePath: '/', sidebarPath: path.join(root, 'sidebars.ts')},
          blog: false,
        } satisfies Preset.Options,
      ],
    ],
    themeConfig: {
      navbar: {title: 'Stock', items: [{type: 'docSidebar', sidebarId: 'buildOnCeloSidebar', label: 'Build'}]},
    } satisfies Preset.ThemeConfig,
  };
}
