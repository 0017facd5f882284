import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docDescriptions, withLeanVersionProps} from '../../src/plugins/docs';

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
  it('leaves the docs map out of the version metadata, at any depth, and unlisted: false out of its sidebars', () => {
    const tree: RouteConfig = {
      path: '/',
      component: 'root',
      routes: [{path: '/', component: 'version', props: {version: versionProp}, routes: [{path: '/a', component: 'doc'}]}],
    };
    const lean = withLeanVersionProps(tree);
    const version = lean.routes?.[0]?.props?.version as typeof versionProp;
    expect(version.docs).toEqual({});
    expect(version.docsSidebars).toEqual({
      main: [
        {type: 'link', href: '/a', label: 'A', docId: 'a'},
        {type: 'category', label: 'More', collapsible: true, collapsed: true, items: [{type: 'link', href: '/b', label: 'B', docId: 'b', unlisted: true}]},
      ],
    });
    expect(version.pluginId).toBe('default');
    expect(lean.routes?.[0]?.routes).toEqual([{path: '/a', component: 'doc', props: undefined, routes: undefined}]);
    // The input is not modified: the plugin's own content stays whole.
    expect(versionProp.docs.a.description).toBe('About A');
    expect(versionProp.docsSidebars.main[0]).toHaveProperty('unlisted', false);
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
