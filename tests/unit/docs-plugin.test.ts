import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docDescriptions, withLeanDocsMap} from '../../src/plugins/docs';

const versionProp = {
  pluginId: 'default',
  version: 'current',
  docsSidebars: {main: [{type: 'link', href: '/a', label: 'A', docId: 'a'}]},
  docs: {
    a: {id: 'a', title: 'A', description: 'About A', sidebar: 'main'},
    b: {id: 'b', title: 'B', sidebar: 'main'},
  },
};

describe('docs plugin wrapper', () => {
  it('cuts the docs map of the version metadata down to ids, at any depth, and keeps everything else', () => {
    const tree: RouteConfig = {
      path: '/',
      component: 'root',
      routes: [{path: '/', component: 'version', props: {version: versionProp}, routes: [{path: '/a', component: 'doc'}]}],
    };
    const lean = withLeanDocsMap(tree);
    const version = lean.routes?.[0]?.props?.version as typeof versionProp;
    expect(version.docs).toEqual({a: {id: 'a'}, b: {id: 'b'}});
    expect(version.docsSidebars).toEqual(versionProp.docsSidebars);
    expect(lean.routes?.[0]?.routes).toEqual([{path: '/a', component: 'doc', props: undefined, routes: undefined}]);
    // The input is not modified: the plugin's own content stays whole.
    expect(versionProp.docs.a.description).toBe('About A');
  });

  it('leaves routes without version metadata alone', () => {
    const route: RouteConfig = {path: '/tags', component: 'tags', props: {tags: ['x']}};
    expect(withLeanDocsMap(route)).toEqual({...route, routes: undefined});
  });

  it('maps doc ids to descriptions for the doc cards', () => {
    const content = {
      loadedVersions: [{docs: [{id: 'a', description: 'About A'}, {id: 'b', description: ''}]}],
    } as unknown as LoadedContent;
    expect(docDescriptions(content)).toEqual({a: 'About A'});
  });
});
