import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docDescriptions, navbarDocIds, sidebarModule, splitGlobalDocs, withLeanVersionProps} from '../../src/plugins/docs';
import {registerDocs, registerSidebar, sidebarsOf} from '../../src/plugins/docs/client/sidebars';

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {
    main: [
      {type: 'link', href: '/a', label: 'A', docId: 'a', unlisted: false},
      {type: 'category', label: 'More', collapsible: true, collapsed: true, items: [{type: 'link', href: '/b', label: 'B', docId: 'b', unlisted: true}]},
    ],
  },
  docs: {
    a: {id: 'a', title: 'A', description: 'About A', sidebar: 'main'},
    b: {id: 'b', title: 'B', sidebar: 'main'},
  },
};

describe('docs plugin wrapper', () => {
  it('leaves the docs map and the sidebars out of the version metadata, and gives each route its sidebar’s module', () => {
    const tree: RouteConfig = {
      path: '/',
      component: 'root',
      routes: [
        {
          path: '/',
          component: 'version',
          props: {version: versionProp},
          routes: [
            {
              path: '/',
              component: 'docRoot',
              routes: [
                {path: '/a', component: 'doc', modules: {content: 'a.md'}, sidebar: 'main'} as RouteConfig,
                {path: '/c', component: 'doc', modules: {content: 'c.md'}},
              ],
            },
          ],
        },
      ],
    };
    const asked: string[] = [];
    const lean = withLeanVersionProps(tree, (version, name) => {
      asked.push(`${version.version}/${name}`);
      return `/generated/sidebar-${name}.js`;
    });
    const version = lean.routes?.[0]?.props?.version as typeof versionProp;
    expect(version).toEqual({pluginId: 'default', version: 'current', docs: {}, docsSidebars: {}});
    const [withSidebar, without] = lean.routes?.[0]?.routes?.[0]?.routes ?? [];
    expect(withSidebar?.modules).toEqual({content: 'a.md', sidebarItems: '/generated/sidebar-main.js'});
    expect(without?.modules).toEqual({content: 'c.md'});
    expect(asked).toEqual(['current/main']);
    // The input is not modified: the plugin's own content stays whole.
    expect(versionProp.docs.a.description).toBe('About A');
    expect(versionProp.docsSidebars.main[0]).toHaveProperty('unlisted', false);
  });

  it('writes a sidebar as a module that registers it, without unlisted: false', () => {
    const {fileName, source} = sidebarModule(versionProp, 'main', versionProp.docsSidebars.main);
    expect(fileName).toBe('sidebar-default-current-main.js');
    const registered: unknown[][] = [];
    const body = source
      .replace(/^import \{registerDocs, registerSidebar\} from "([^"]+)";$/m, (_line, from: string) => {
        expect(from).toMatch(/src\/plugins\/docs\/client\/sidebars\.ts$/);
        expect(fs.existsSync(from), from).toBe(true);
        return '';
      })
      .replace("import globalData from '@generated/globalData';", '');
    expect(body).not.toContain('import');
    expect(body).not.toContain('registerDocs');
    const value = new Function('registerSidebar', body.replace('export default ', 'return '))((...args: unknown[]) => {
      registered.push(args);
      return args[2];
    }) as string;
    expect(value).toBe('main');
    expect(registered).toEqual([
      [
        'default',
        'current',
        'main',
        [
          {type: 'link', href: '/a', label: 'A', docId: 'a'},
          {type: 'category', label: 'More', collapsible: true, collapsed: true, items: [{type: 'link', href: '/b', label: 'B', docId: 'b', unlisted: true}]},
        ],
      ],
    ]);
  });

  it('writes a sidebar’s docs into its module, which adds them to the global data as it loads', () => {
    const docs = [{id: 'a', path: '/a', sidebar: 'main'}];
    const {source} = sidebarModule(versionProp, 'main', [], docs);
    const calls: unknown[][] = [];
    const body = source.replace(/^import .*$/gm, '').replace('export default ', 'return ');
    new Function('registerDocs', 'registerSidebar', 'globalData', body)(
      (...args: unknown[]) => calls.push(['docs', ...args]),
      (...args: unknown[]) => calls.push(['sidebar', ...args]),
      'the global data',
    );
    expect(calls).toEqual([
      ['docs', 'the global data', 'default', 'current', docs],
      ['sidebar', 'default', 'current', 'main', []],
    ]);
  });

  it('keeps in the global data the docs in no sidebar, the main doc and the navbar’s, and hands the rest to their sidebars', () => {
    const data = {
      path: '/',
      versions: [
        {
          name: 'current',
          mainDocId: 'intro',
          docs: [
            {id: 'intro', path: '/', sidebar: 'main'},
            {id: 'a', path: '/a', sidebar: 'main'},
            {id: 'b', path: '/b', sidebar: 'other'},
            {id: 'loose', path: '/loose'},
            {id: 'named', path: '/named', sidebar: 'other'},
          ],
        },
      ],
    };
    const {lean, bySidebar} = splitGlobalDocs(data, new Set(['named']));
    expect(lean.versions[0]!.docs.map((doc) => doc.id)).toEqual(['intro', 'loose', 'named']);
    expect(Object.fromEntries(bySidebar)).toEqual({
      '["current","main"]': [{id: 'a', path: '/a', sidebar: 'main'}],
      '["current","other"]': [{id: 'b', path: '/b', sidebar: 'other'}],
    });
    expect(data.versions[0]!.docs).toHaveLength(5);
  });

  it('finds the doc ids the navbar names, in dropdowns too', () => {
    const items = [{type: 'doc', docId: 'x'}, {type: 'dropdown', items: [{type: 'doc', docId: 'y'}, {to: '/z'}]}, {type: 'docSidebar', sidebarId: 's'}];
    expect([...navbarDocIds(items)].sort()).toEqual(['x', 'y']);
    expect(navbarDocIds(undefined).size).toBe(0);
  });

  it('adds a sidebar’s docs to the version’s list in the global data once, and leaves other plugins alone', () => {
    const globalData = {'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: [{id: 'intro', path: '/'}]}]}}};
    const docs = [{id: 'a', path: '/a', sidebar: 'main'}];
    registerDocs(globalData, 'default', 'current', docs);
    registerDocs(globalData, 'default', 'current', docs);
    registerDocs(globalData, 'other', 'current', docs);
    registerDocs(globalData, 'default', 'next', docs);
    expect(globalData['docusaurus-plugin-content-docs'].default.versions[0]!.docs).toEqual([{id: 'intro', path: '/'}, ...docs]);
  });

  it('registers sidebars per plugin and version, in the object the theme reads', () => {
    const sidebars = sidebarsOf('default', 'next');
    expect(sidebars).toEqual({});
    expect(registerSidebar('default', 'next', 'main', [])).toBe('main');
    expect(sidebarsOf('default', 'next')).toBe(sidebars);
    expect(sidebars).toEqual({main: []});
    expect(sidebarsOf('other', 'next')).toEqual({});
  });

  it('refuses to rewrite a route that shows a sidebar without the paths of the sidebar modules', () => {
    const route = {path: '/', component: 'version', props: {version: versionProp}, routes: [{path: '/x', component: 'doc', sidebar: 'gone'} as RouteConfig]};
    expect(() => withLeanVersionProps(route)).toThrow(/sidebar modules/);
  });

  it('leaves routes without version metadata alone', () => {
    const route: RouteConfig = {path: '/tags', component: 'tags', props: {tags: ['x']}};
    expect(withLeanVersionProps(route)).toEqual({...route, routes: undefined});
  });

  it('maps doc ids to descriptions for the doc cards', () => {
    const content = {
      loadedVersions: [{docs: [{id: 'a', description: 'About A'}, {id: 'b', description: ''}]}],
    } as unknown as LoadedContent;
    expect(docDescriptions(content)).toEqual({a: 'About A'});
  });
});
