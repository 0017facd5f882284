import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docDescriptions, sidebarModule, withLeanVersionProps} from '../../src/plugins/docs';
import {registerSidebar, sidebarsOf} from '../../src/plugins/docs/client/sidebars';

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
    const body = source.replace(/^import \{registerSidebar\} from "([^"]+)";$/m, (_line, from: string) => {
      expect(from).toMatch(/src\/plugins\/docs\/client\/sidebars\.ts$/);
      expect(fs.existsSync(from), from).toBe(true);
      return '';
    });
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
