/**
 * The celocli page generator, and the sync between src/data/celocli and the committed docs/cli pages.
 *
 * Regenerate the pages: UPDATE_CLI_DOCS=1 npx vitest run tests/unit/celocli-docs.test.ts
 * (or npm run gen:cli once that script exists).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {globalFlags, tableFlags, topics, type Command, type Topic} from '../../src/data/celocli';
import {
  GENERATED_MARKER,
  anchorFor,
  escapeMdx,
  generateCliDocs,
  inlineCode,
  renderCommand,
  commandSection,
  renderFlagsTable,
  renderLifecycleBanner,
  renderTopicPage,
  renderUsage,
  topicPageDescription,
} from '../../scripts/celocli-docs/generate';
import {checkCliDocs, writeCliDocs} from '../../scripts/celocli-docs/write';
import {generateLocalizedCliDocs, localizedCliDir, readTranslations, withEnglishHeadingIds} from '../../scripts/celocli-docs/localized';
import {cliLocales} from '../../scripts/celocli-docs/strings';
import {gitBlobId} from '../../scripts/i18n/translations';
import {CLI_COMMAND_CLASS} from '../../src/features/on-demand-layout/sectionClasses';

const docsDir = join(__dirname, '..', '..', 'docs', 'cli');

const sampleCommand: Command = {
  id: 'demo:send-thing',
  description: 'Send a <token> to {someone}.',
  args: [{name: 'ARG1', type: 'address', required: true, description: 'Who gets it.'}],
  flags: [
    {name: 'role', char: 'r', type: 'string', required: true, options: ['vote', 'validator'], description: 'Role | part.'},
    {name: 'gasLimit', type: 'integer', required: false, default: '100000', description: 'Limit, < 1e6.'},
    {name: 'yes', type: 'boolean', required: false, description: 'Skip the prompt.'},
  ],
  inherits: {global: ['node', 'useLedger'], table: ['output']},
  example: 'celocli demo:send-thing $ADDRESS --role vote --node celo',
};
const sampleTopic: Topic = {
  name: 'demo',
  description: 'A topic used only in tests.',
  lifecycle: {state: 'current'},
  commands: [sampleCommand, {...sampleCommand, id: 'demo:alias', aliasOf: 'demo:send-thing', flags: [], args: [], example: undefined}],
};
const removedTopic: Topic = {
  ...sampleTopic,
  name: 'olddemo',
  lifecycle: {state: 'removed', removedIn: '8.0.0', lastDocumentedIn: '7.1.0', replacement: 'demo:send-thing', note: 'Gone {for good}.'},
  commands: [{...sampleCommand, id: 'olddemo:x'}],
};
const testTopics = [sampleTopic, removedTopic];

describe('anchorFor', () => {
  it('turns a command id into a lowercase heading id', () => {
    expect(anchorFor('account:balance')).toBe('account-balance');
    expect(anchorFor('governance:votePartially')).toBe('governance-votepartially');
    expect(anchorFor('help')).toBe('help');
    expect(anchorFor('validatorgroup:reset-slashing-multiplier')).toBe('validatorgroup-reset-slashing-multiplier');
  });

  it('gives every command of the data a distinct anchor within its page', () => {
    for (const topic of topics) {
      const anchors = topic.commands.map((c) => anchorFor(c.id));
      expect(new Set(anchors).size, topic.name).toBe(anchors.length);
      // The fixed section ids of a topic page must not collide with a command anchor.
      for (const fixed of ['command-reference', 'removed-commands', 'see-also']) expect(anchors).not.toContain(fixed);
    }
  });
});

describe('escapeMdx', () => {
  it('escapes characters that MDX reads as JSX or expressions', () => {
    expect(escapeMdx('use <value> and {x}')).toBe('use \\<value\\> and \\{x\\}');
  });
  it('escapes a colon before a letter so that remark-directive does not read `:name` as a directive', () => {
    expect(escapeMdx('use network:whitelist at https://x')).toBe('use network\\:whitelist at https://x');
  });
  it('leaves inline code alone', () => {
    expect(escapeMdx('run `celocli <topic>` now {ok}')).toBe('run `celocli <topic>` now \\{ok\\}');
  });
  it('escapes pipes in table cells, even inside code', () => {
    expect(escapeMdx('a | b', {inTable: true})).toBe('a \\| b');
    expect(inlineCode('a|b', {inTable: true})).toBe('`a\\|b`');
  });
});

describe('renderFlagsTable', () => {
  const tableText = renderFlagsTable(sampleCommand.flags);
  const rows = tableText.split('\n');

  it('has a header, a divider and one row per flag', () => {
    expect(rows[0]).toBe('| Flag | Short | Type | Required | Default | Allowed values | Description |');
    expect(rows).toHaveLength(2 + sampleCommand.flags.length);
  });
  it('renders name, short form, type, required, default, options and description', () => {
    expect(rows[2]).toBe('| `--role` | `-r` | `string` | Yes | — | `vote`, `validator` | Role \\| part. |');
    expect(rows[3]).toBe('| `--gasLimit` | — | `integer` | No | `100000` | — | Limit, \\< 1e6. |');
    expect(rows[4]).toBe('| `--yes` | — | `boolean` | No | — | — | Skip the prompt. |');
  });
});

describe('renderUsage', () => {
  it('spells out required arguments and flags and sums up the rest', () => {
    expect(renderUsage(sampleCommand)).toBe('celocli demo:send-thing ARG1 --role vote|validator [FLAGS]');
  });
});

describe('renderCommand', () => {
  const text = renderCommand(sampleCommand, sampleTopic, testTopics);
  it('starts with an h3 carrying an explicit anchor', () => {
    expect(text.startsWith('### demo\\:send-thing {/* #demo-send-thing */}\n')).toBe(true);
  });
  it('escapes the description and includes usage, tables and example in bash blocks', () => {
    expect(text).toContain('Send a \\<token\\> to \\{someone\\}.');
    expect(text).toContain('```bash\ncelocli demo:send-thing ARG1 --role vote|validator [FLAGS]\n```');
    expect(text).toContain('| `ARG1` | `address` | Yes | — | Who gets it. |');
    expect(text).toContain('```bash\ncelocli demo:send-thing $ADDRESS --role vote --node celo\n```');
    expect(text).toContain('[global flags](./index.mdx#global-flags) `--node`, `--useLedger`');
    expect(text).toContain('[table flags](./index.mdx#table-flags) `--output`');
  });
  it('points a plain alias to its target and borrows its example', () => {
    const alias = sampleTopic.commands[1]!;
    const aliasText = renderCommand(alias, sampleTopic, testTopics);
    expect(aliasText).toContain('Alias of [`demo:send-thing`](#demo-send-thing).');
    expect(aliasText).toContain('```bash\ncelocli demo:alias $ADDRESS --role vote --node celo\n```');
    expect(aliasText).not.toContain('| Flag |');
  });
  it('refuses an alias whose target is not in the data', () => {
    const broken = {...sampleCommand, id: 'demo:broken', aliasOf: 'demo:missing'};
    expect(() => renderCommand(broken, sampleTopic, testTopics)).toThrow(/unknown demo:missing/);
  });
});

describe('renderLifecycleBanner', () => {
  it('is empty for a current topic', () => {
    expect(renderLifecycleBanner(sampleTopic, testTopics)).toBe('');
  });
  it('opens a warning with the version, the note and a link to the replacement', () => {
    const banner = renderLifecycleBanner(removedTopic, testTopics);
    expect(banner.startsWith(':::warning[Removed in celocli 8.0.0]\n')).toBe(true);
    expect(banner).toContain('Gone \\{for good\\}.');
    expect(banner).toContain('Last documented in celocli 7.1.0.');
    expect(banner).toContain('Use [`demo:send-thing`](./demo.mdx#demo-send-thing) instead.');
    expect(banner.trimEnd().endsWith(':::')).toBe(true);
  });
  it('names the replacement topic in the title of a renamed topic', () => {
    const lockedgold = topics.find((t) => t.name === 'lockedgold')!;
    const banner = renderLifecycleBanner(lockedgold);
    expect(banner).toMatch(/^:::warning\[Renamed to lockedcelo\]/);
    expect(banner).toContain('[`lockedcelo`](./lockedcelo.mdx)');
  });
  it('puts a warning at the top of every removed, renamed or deprecated topic page', () => {
    for (const name of ['dkg', 'exchange', 'lockedgold', 'utils']) {
      const topic = topics.find((t) => t.name === name)!;
      const page = renderTopicPage(topic, 1);
      const afterFrontMatter = page.split('\n---\n')[1]!.trimStart();
      expect(afterFrontMatter.startsWith(':::warning['), name).toBe(true);
    }
  });
});

const SECTION_OPEN = `<section className="${CLI_COMMAND_CLASS}">`;

describe('commandSection', () => {
  it('puts the command in a section, with blank lines so the inside stays Markdown', () => {
    const text = commandSection(sampleCommand, sampleTopic, testTopics);
    expect(text).toBe(`${SECTION_OPEN}\n\n${renderCommand(sampleCommand, sampleTopic, testTopics)}\n\n</section>`);
  });
});

describe('renderTopicPage', () => {
  it('gives every command, current or removed, a section of its own', () => {
    for (const topic of topics) {
      const page = renderTopicPage(topic, 1);
      const sections = page.split('\n').filter((line) => line === SECTION_OPEN);
      expect(sections, topic.name).toHaveLength(topic.commands.length);
      expect(page.split('\n').filter((line) => line === '</section>'), topic.name).toHaveLength(topic.commands.length);
      // Each section opens with the command's heading.
      const headings = [...page.matchAll(new RegExp(`${SECTION_OPEN}\\n\\n### `, 'g'))];
      expect(headings, topic.name).toHaveLength(topic.commands.length);
    }
  });
  it('starts with front matter that says the file is generated', () => {
    const page = renderTopicPage(sampleTopic, 3, testTopics);
    expect(page.startsWith('---\n# ')).toBe(true);
    expect(page.split('\n')[1]).toContain(GENERATED_MARKER);
    expect(page).toContain('sidebar_position: 3');
    expect(page).toContain('title: "celocli demo"');
  });
  it('keeps every front matter description within 160 characters', () => {
    for (const topic of topics) expect(topicPageDescription(topic).length, topic.name).toBeLessThanOrEqual(160);
  });
});

describe('generateCliDocs', () => {
  const files = generateCliDocs();
  it('produces one page per topic, ordered alphabetically in the sidebar', () => {
    const pages = files.filter((f) => !f.path.startsWith('_'));
    expect(pages.map((p) => p.path)).toEqual([...topics].map((t) => `${t.name}.mdx`).sort());
    pages.forEach((p, i) => expect(p.content, p.path).toContain(`\nsidebar_position: ${i + 1}\n`));
  });
  it('never emits a raw { or < outside code in prose lines', () => {
    for (const f of files) {
      let inFence = false;
      for (const line of f.content.split('\n')) {
        if (line.startsWith('```')) inFence = !inFence;
        if (inFence || line.startsWith('```') || line.startsWith('{/*')) continue;
        // The section element around each command is the one JSX the generator writes.
        if (line === SECTION_OPEN || line === '</section>') continue;
        // Drop inline code and escaped characters, then look for bare ones. Heading ids are allowed.
        const prose = line.replace(/`[^`]*`/g, '').replace(/\\./g, '').replace(/ \{\/\* #[a-z0-9-]+ \*\/\}$/, '');
        expect(prose, `${f.path}: ${line}`).not.toMatch(/[{}<>]/);
      }
    }
  });
});

describe('committed docs/cli pages', () => {
  if (process.env.UPDATE_CLI_DOCS) {
    it('are rewritten from the data (UPDATE_CLI_DOCS is set)', () => {
      writeCliDocs(docsDir);
      expect(checkCliDocs(docsDir)).toEqual({outdated: [], stale: []});
    });
  }

  it('match what the generator produces from src/data/celocli', () => {
    const report = checkCliDocs(docsDir);
    expect(
      report,
      'docs/cli is out of sync with src/data/celocli: run `UPDATE_CLI_DOCS=1 npx vitest run tests/unit/celocli-docs.test.ts`',
    ).toEqual({outdated: [], stale: []});
  });

  it('show every command, argument and flag of the data on its topic page', () => {
    for (const topic of topics) {
      const page = readFileSync(join(docsDir, `${topic.name}.mdx`), 'utf8');
      for (const command of topic.commands) {
        expect(page, `${topic.name}: ${command.id}`).toContain(`### ${command.id.replace(':', '\\:')} {/* #${anchorFor(command.id)} */}`);
        for (const arg of command.args) expect(page, `${command.id} ${arg.name}`).toContain(`| \`${arg.name}\` |`);
        for (const flag of command.flags) expect(page, `${command.id} --${flag.name}`).toContain(`| \`--${flag.name}\` |`);
      }
    }
  });

  it('list every global and table flag in the partials the overview imports', () => {
    const visible = readFileSync(join(docsDir, '_global-flags.mdx'), 'utf8');
    const hidden = readFileSync(join(docsDir, '_hidden-global-flags.mdx'), 'utf8');
    const table = readFileSync(join(docsDir, '_table-flags.mdx'), 'utf8');
    for (const f of globalFlags) expect(f.hidden ? hidden : visible, f.name).toContain(`| \`--${f.name}\` |`);
    for (const f of tableFlags) expect(table, f.name).toContain(`| \`--${f.name}\` |`);
    const index = readFileSync(join(docsDir, 'index.mdx'), 'utf8');
    for (const partialName of ['_global-flags.mdx', '_hidden-global-flags.mdx', '_table-flags.mdx', '_node-aliases.mdx', '_config-keys.mdx', '_releases.mdx', '_topics.mdx']) {
      expect(index, partialName).toContain(`from './${partialName}'`);
    }
  });
});

describe('the celocli reference in other languages', () => {
  const root = join(__dirname, '..', '..');
  const locales = cliLocales(root);

  it('is made for every language of the site but English', () => {
    expect(locales.sort()).toEqual(['es', 'pt-BR']);
  });

  // A page left untranslated (a changed English sentence) is a state the site shows its readers, not an
  // error; the committed folder must still be what the generator makes of the translations.
  it.each(locales)('%s: the committed pages match the generator', (locale) => {
    const {files} = generateLocalizedCliDocs(root, locale);
    expect(checkCliDocs(localizedCliDir(root, locale), files), `${locale}: run npm run gen:cli`).toEqual({outdated: [], stale: []});
  });

  it('records the English page each page was made beside, and keeps its heading ids', () => {
    const english = generateCliDocs().find((file) => file.path === 'transfer.mdx')!;
    const {files} = generateLocalizedCliDocs(root, 'es');
    const page = files.find((file) => file.path === 'transfer.mdx')!.content;
    expect(page).toContain(`translated_from: ${gitBlobId(english.content)}`);
    expect(page).toContain('#### Uso {/* #usage */}');
    expect(page).toContain('#### Uso {/* #usage-1 */}');
    expect(page).toContain('## Comandos {/* #command-reference */}');
  });

  it('leaves a page with an untranslated sentence to the English page, and writes the partials with it in English', () => {
    const translations = readTranslations(root, 'es');
    const sentence = topics.find((topic) => topic.name === 'transfer')!.commands[0]!.description;
    const flag = globalFlags[0]!.description;
    delete translations[sentence];
    delete translations[flag];
    const {files, untranslated} = generateLocalizedCliDocs(root, 'es', translations);
    expect(untranslated).toEqual([{path: 'transfer.mdx', missing: [sentence]}]);
    expect(files.map((file) => file.path)).not.toContain('transfer.mdx');
    expect(files.map((file) => file.path)).toContain('account.mdx');
    expect(files.find((file) => file.path === '_global-flags.mdx')!.content).toContain(escapeMdx(flag, {inTable: true}));
  });

  it('names the translations no page shows any more (an English sentence that changed), and writes nothing from them', () => {
    const translations = {...readTranslations(root, 'es'), 'A sentence the data no longer has.': 'Una frase que los datos ya no tienen.'};
    const {files, unused} = generateLocalizedCliDocs(root, 'es', translations);
    expect(unused).toEqual(['A sentence the data no longer has.']);
    expect(files.some((file) => file.content.includes('Una frase que los datos ya no tienen.'))).toBe(false);
    expect(generateLocalizedCliDocs(root, 'es').unused).toEqual([]);
  });

  it('gives a heading the id of the English heading at its place, and refuses a page whose headings differ', () => {
    const english = '---\ntitle: x\n---\n\n## Commands {/* #command-reference */}\n\n#### Usage\n\n```bash\n# not a heading\n```\n\n#### Usage\n';
    const translated = '---\ntitle: x\n---\n\n## Comandos {/* #command-reference */}\n\n#### Uso\n\n```bash\n# not a heading\n```\n\n#### Uso\n';
    expect(withEnglishHeadingIds(translated, english)).toBe(
      '---\ntitle: x\n---\n\n## Comandos {/* #command-reference */}\n\n#### Uso {/* #usage */}\n\n```bash\n# not a heading\n```\n\n#### Uso {/* #usage-1 */}\n',
    );
    expect(() => withEnglishHeadingIds(`${translated}\n#### Extra\n`, english)).toThrow(/no English twin/);
  });
});
