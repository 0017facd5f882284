/**
 * The /tutorials catalogue: the front-matter validator, the list builder, the
 * plugin's glue to the docs plugin, and a check of this repo's own docs.
 * Fixture docs live in tests/fixtures/tutorials and are parsed with the same
 * front-matter parser the docs plugin uses.
 */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {LoadContext} from '@docusaurus/types';

import tutorialsPlugin, {PLUGIN_NAME} from '../../src/plugins/tutorials';
import {
  buildTutorialList,
  validateTutorialBlock,
  type DocLike,
  type TutorialsCatalogue,
} from '../../src/plugins/tutorials/tutorials';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/tutorials');

async function loadDoc(filePath: string): Promise<DocLike> {
  const fileContent = await readFile(filePath, 'utf8');
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  const relative = path.relative(ROOT, filePath);
  return {
    source: `@site/${relative}`,
    title: String(frontMatter.title ?? path.basename(filePath)),
    description: String(frontMatter.description ?? ''),
    permalink: `/${path.basename(filePath).replace(/\.mdx?$/, '')}`,
    frontMatter,
  };
}

const fixture = (name: string) => loadDoc(path.join(FIXTURES, name));

describe('validateTutorialBlock', () => {
  it('accepts a level and known tags', () => {
    expect(validateTutorialBlock({level: 'Advanced', tags: ['cli', 'node-operation']})).toEqual({
      ok: true,
      block: {level: 'Advanced', tags: ['cli', 'node-operation']},
    });
  });

  it('treats a missing block as "not a tutorial" and missing tags as none', () => {
    expect(validateTutorialBlock(undefined)).toEqual({ok: true, block: undefined});
    expect(validateTutorialBlock({level: 'Beginner'})).toEqual({ok: true, block: {level: 'Beginner', tags: []}});
  });

  it('rejects an unknown level, including a wrong case, and lists the levels', () => {
    for (const level of ['Expert', 'beginner', 3]) {
      const result = validateTutorialBlock({level, tags: []});
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems).toEqual([
        `unknown level ${JSON.stringify(level)}; use one of: Beginner, Intermediate, Advanced.`,
      ]);
    }
  });

  it('rejects unknown and repeated tags, a missing level and a block that is not a mapping', () => {
    const result = validateTutorialBlock({tags: ['viem', 'nextjs', 'viem']});
    expect(result.ok ? [] : result.problems).toEqual([
      '`tutorial.level` is missing; use one of: Beginner, Intermediate, Advanced.',
      expect.stringMatching(/^unknown tag "nextjs"; known tags: solidity, viem, /),
      'tag "viem" is listed twice.',
    ]);
    expect(validateTutorialBlock('Beginner')).toEqual({
      ok: false,
      problems: ['`tutorial` must be a mapping with `level` and `tags`.'],
    });
  });
});

describe('buildTutorialList with fixture docs', () => {
  it('keeps valid tutorials, skips other docs, and sorts by level then title', async () => {
    const docs = await Promise.all(
      ['deploy-with-foundry.md', 'network-overview.md', 'first-transaction.mdx'].map(fixture),
    );
    expect(buildTutorialList(docs)).toEqual([
      {
        title: 'Send your first transaction',
        description: 'Send USDm on Celo Sepolia with viem from a Node.js script.',
        permalink: '/first-transaction',
        level: 'Beginner',
        tags: ['viem', 'stablecoins'],
      },
      {
        title: 'Deploy a contract with Foundry',
        description: 'Write, test and deploy a Solidity contract to Celo Sepolia with Foundry.',
        permalink: '/deploy-with-foundry',
        level: 'Intermediate',
        tags: ['foundry', 'solidity'],
      },
    ]);
  });

  it('skips unlisted docs', async () => {
    const doc = await fixture('deploy-with-foundry.md');
    expect(buildTutorialList([{...doc, unlisted: true}])).toEqual([]);
  });

  it('returns an empty list when no doc is a tutorial', async () => {
    expect(buildTutorialList([await fixture('network-overview.md')])).toEqual([]);
    expect(buildTutorialList([])).toEqual([]);
  });

  it('fails with a message naming every file with an invalid block', async () => {
    const docs = await Promise.all(
      ['deploy-with-foundry.md', 'bad-level.md', 'bad-tag.md', 'misspelled-key.md'].map(fixture),
    );
    let message = '';
    try {
      buildTutorialList(docs);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid `tutorial` front matter in 3 file(s):');
    expect(message).toContain('- @site/tests/fixtures/tutorials/bad-level.md\n    unknown level "Expert"');
    expect(message).toContain('- @site/tests/fixtures/tutorials/bad-tag.md\n    unknown tag "nextjs"');
    expect(message).toContain('- @site/tests/fixtures/tutorials/misspelled-key.md\n    unknown key `tutorial.levle`');
    expect(message).toContain('`tutorial.tags` must be a list');
    expect(message).not.toContain('deploy-with-foundry');
  });
});

describe('tutorials plugin', () => {
  const context = {baseUrl: '/'} as LoadContext;

  function docsContent(docs: DocLike[]) {
    return {
      'docusaurus-plugin-content-docs': {
        default: {loadedVersions: [{isLast: true, docs: docs.map((doc) => ({...doc, unlisted: false}))}]},
      },
    };
  }

  async function run(allContent: unknown) {
    const plugin = tutorialsPlugin(context);
    const actions = {
      setGlobalData: vi.fn(),
      addRoute: vi.fn(),
      createData: vi.fn(async (name: string) => `/generated/${name}`),
    };
    await plugin.allContentLoaded?.({allContent: allContent as never, actions: actions as never});
    return actions;
  }

  it('adds the /tutorials route with the tutorials found in the docs as its module', async () => {
    expect(tutorialsPlugin(context).name).toBe(PLUGIN_NAME);
    const docs = await Promise.all(['first-transaction.mdx', 'network-overview.md'].map(fixture));
    const actions = await run(docsContent(docs));
    expect(actions.setGlobalData).not.toHaveBeenCalled();
    expect(actions.createData).toHaveBeenCalledOnce();
    const [name, json] = actions.createData.mock.calls[0] as unknown as [string, string];
    const data = JSON.parse(json) as TutorialsCatalogue;
    expect(data.tutorials.map((t) => t.permalink)).toEqual(['/first-transaction']);
    expect(actions.addRoute).toHaveBeenCalledWith({
      path: '/tutorials',
      component: '@site/src/components/TutorialsPage',
      modules: {catalogue: `/generated/${name}`},
      exact: true,
    });
  });

  it('fails the build when a doc has an invalid block', async () => {
    const docs = await Promise.all(['first-transaction.mdx', 'bad-tag.md'].map(fixture));
    await expect(run(docsContent(docs))).rejects.toThrow(/bad-tag\.md\n {4}unknown tag "nextjs"/);
  });

  it('fails with a clear message when the docs plugin is missing', async () => {
    await expect(run({})).rejects.toThrow(/default docs plugin is not loaded/);
  });
});

describe("this repo's docs", () => {
  async function listDocs(dir: string): Promise<string[]> {
    const entries = await readdir(dir, {withFileTypes: true});
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return listDocs(full);
        return Promise.resolve(/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : []);
      }),
    );
    return nested.flat();
  }

  it('have only valid tutorial blocks', async () => {
    const files = await listDocs(path.join(ROOT, 'docs'));
    expect(files.length).toBeGreaterThan(0);
    const docs = await Promise.all(files.map(loadDoc));
    expect(() => buildTutorialList(docs)).not.toThrow();
  });
});
