/**
 * The navigations of the Celo docs on Mintlify (celo-org/docs `docs.json`), as committed data:
 * every tab, group, nested group and page path, and every redirect rule, one file per commit in
 * config/routes/navigation/. Only paths and names are kept, never upstream's file.
 *
 * scripts/routes/extract-nav.ts writes a data file from a `docs.json`; tests/unit/redirects.test.ts
 * and `npm run routes:check` read them. Node only: never import it from client code.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface NavGroup {
  group: string;
  pages: NavItem[];
}

/** A page path (`learn/celo`, no leading slash, as docs.json writes it) or a nested group. */
export type NavItem = string | NavGroup;

export interface NavTab {
  tab: string;
  groups: NavGroup[];
}

export interface UpstreamRedirect {
  source: string;
  destination: string;
}

/** Why a redirect rule of upstream is not one this site has to answer. */
export interface OutOfScope {
  source: string;
  reason: string;
}

export interface Navigation {
  repository: string;
  commit: string;
  file: string;
  /** The day the file was read at this commit (the file store gives no commit dates). */
  read: string;
  /** Order of the known layouts, oldest first. */
  sequence: number;
  /** The tab names, as one line. */
  layout: string;
  tabs: NavTab[];
  redirects: UpstreamRedirect[];
  outOfScope: OutOfScope[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readItems(value: unknown, where: string): NavItem[] {
  if (!Array.isArray(value)) throw new Error(`${where}: "pages" is not a list`);
  return value.map((item, index): NavItem => {
    if (typeof item === 'string') return item;
    if (isRecord(item) && typeof item.group === 'string') {
      return {group: item.group, pages: readItems(item.pages, `${where} > ${item.group}`)};
    }
    throw new Error(`${where}: page ${index} is neither a path nor a group`);
  });
}

function readGroups(value: unknown, where: string): NavGroup[] {
  if (!Array.isArray(value)) throw new Error(`${where}: "groups" is not a list`);
  return value.map((group, index) => {
    if (!isRecord(group) || typeof group.group !== 'string') throw new Error(`${where}: group ${index} has no name`);
    return {group: group.group, pages: readItems(group.pages, `${where} > ${group.group}`)};
  });
}

/**
 * The tabs and redirects of a parsed `docs.json`. Mintlify's navigation holds `tabs` (each with
 * `groups`), or `groups` alone (read as one tab named ""); other keys (anchors, global links) are
 * links, not pages.
 */
export function extractNavigation(docsJson: unknown): {tabs: NavTab[]; redirects: UpstreamRedirect[]} {
  if (!isRecord(docsJson) || !isRecord(docsJson.navigation)) throw new Error('docs.json: no "navigation" object');
  const navigation = docsJson.navigation;
  let tabs: NavTab[];
  if (Array.isArray(navigation.tabs)) {
    tabs = navigation.tabs.map((tab, index) => {
      if (!isRecord(tab) || typeof tab.tab !== 'string') throw new Error(`docs.json: tab ${index} has no name`);
      return {tab: tab.tab, groups: readGroups(tab.groups, tab.tab)};
    });
  } else if (Array.isArray(navigation.groups)) {
    tabs = [{tab: '', groups: readGroups(navigation.groups, 'navigation')}];
  } else {
    throw new Error('docs.json: the navigation has neither "tabs" nor "groups"');
  }
  const rules = docsJson.redirects ?? [];
  if (!Array.isArray(rules)) throw new Error('docs.json: "redirects" is not a list');
  const redirects = rules.map((rule, index): UpstreamRedirect => {
    if (!isRecord(rule) || typeof rule.source !== 'string' || typeof rule.destination !== 'string') {
      throw new Error(`docs.json: redirect ${index} needs a "source" and a "destination"`);
    }
    return {source: rule.source, destination: rule.destination};
  });
  return {tabs, redirects};
}

function collect(items: NavItem[], into: string[]): void {
  for (const item of items) {
    if (typeof item === 'string') into.push(item);
    else collect(item.pages, into);
  }
}

/** Every page path of a navigation, in order, each once. */
export function navPages(tabs: NavTab[]): string[] {
  const pages: string[] = [];
  for (const tab of tabs) for (const group of tab.groups) collect(group.pages, pages);
  return [...new Set(pages)];
}

/**
 * The URLs a page path is served at: Mintlify serves `a/index` at both `/a/index` and `/a`.
 */
export function navUrls(page: string): string[] {
  const url = '/' + page.replace(/^\/+/, '');
  return url.endsWith('/index') ? [url, url.slice(0, -'/index'.length) || '/'] : [url];
}

/** Locale folders of Mintlify and of the 2025 Docusaurus site's translations. */
const LOCALE = /^\/(es|pt|pt-br|fr|de|zh|zh-cn|ja|ko|ru|tr|it|vi|id)(\/|$)/i;

/**
 * Whether this site has to answer a redirect rule of upstream: a rule that sends readers to
 * another site, or whose source is under a locale prefix, is out of scope, with the reason.
 */
export function redirectScope(rule: UpstreamRedirect): {inScope: true} | {inScope: false; reason: string} {
  if (/^[a-z][a-z0-9+.-]*:/i.test(rule.destination)) {
    return {inScope: false, reason: `sends readers to another site (${rule.destination}); this site does not redirect off-site`};
  }
  if (LOCALE.test(rule.source)) {
    return {inScope: false, reason: 'under a locale prefix; this site has no translated path space'};
  }
  return {inScope: true};
}

export function outOfScope(redirects: UpstreamRedirect[]): OutOfScope[] {
  return redirects.flatMap((rule) => {
    const scope = redirectScope(rule);
    return scope.inScope ? [] : [{source: rule.source, reason: scope.reason}];
  });
}

/** A wildcard source (`/tooling/:slug*`): its prefix (`/tooling`), or null for an exact source. */
export function wildcardPrefix(source: string): string | null {
  const match = /^(.*?)\/:[A-Za-z_]\w*\*$/.exec(source);
  return match ? match[1]! || '/' : null;
}

/**
 * The path a server sees for a source: the fragment (never sent by browsers) dropped, percent-escapes
 * decoded (`%20` is a space, `%5B` a bracket), no trailing slash.
 */
export function requestPath(source: string): string {
  const bare = source.split('#')[0]!;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape stays as written.
  }
  return decoded.replace(/\/+$/, '') || '/';
}

export const NAVIGATION_DIR = path.resolve(__dirname, 'navigation');

/** The committed navigations, oldest layout first. */
export function loadNavigations(dir = NAVIGATION_DIR): Navigation[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Navigation)
    .sort((a, b) => a.sequence - b.sequence);
}

/**
 * A navigation as the data file holds it: one line per page path and per redirect rule, so a
 * diff between two commits reads like the change upstream made.
 */
export function serializeNavigation(nav: Navigation): string {
  const json = (value: unknown) => JSON.stringify(value);
  const items = (list: NavItem[], indent: string): string[] =>
    list.map((item, index) => {
      const comma = index < list.length - 1 ? ',' : '';
      if (typeof item === 'string') return `${indent}${json(item)}${comma}`;
      return [
        `${indent}{"group": ${json(item.group)}, "pages": [`,
        ...items(item.pages, indent + '  '),
        `${indent}]}${comma}`,
      ].join('\n');
    });
  const tabs = nav.tabs.map((tab, t) =>
    [
      `    {"tab": ${json(tab.tab)}, "groups": [`,
      ...tab.groups.map((group, g) =>
        [`      {"group": ${json(group.group)}, "pages": [`, ...items(group.pages, '        '), `      ]}${g < tab.groups.length - 1 ? ',' : ''}`].join('\n'),
      ),
      `    ]}${t < nav.tabs.length - 1 ? ',' : ''}`,
    ].join('\n'),
  );
  const lines = <T>(list: T[]) => list.map((item, index) => `    ${json(item)}${index < list.length - 1 ? ',' : ''}`);
  return [
    '{',
    `  "repository": ${json(nav.repository)},`,
    `  "commit": ${json(nav.commit)},`,
    `  "file": ${json(nav.file)},`,
    `  "read": ${json(nav.read)},`,
    `  "sequence": ${nav.sequence},`,
    `  "layout": ${json(nav.layout)},`,
    '  "tabs": [',
    ...tabs,
    '  ],',
    '  "redirects": [',
    ...lines(nav.redirects),
    '  ],',
    '  "outOfScope": [',
    ...lines(nav.outOfScope),
    '  ]',
    '}',
    '',
  ].join('\n');
}
