/**
 * Renders the celocli reference pages (docs/cli/*.mdx) from the typed data in src/data/celocli.
 *
 * Every function here is pure: data in, MDX text out. Writing the files is done by ./write.ts,
 * called from scripts/generate-cli-docs.ts and from the sync test in tests/unit/celocli-docs.test.ts.
 */
import {
  CELOCLI_VERSION,
  celocliDataReviewed,
  topicSources,
  configKeys,
  globalFlags as allGlobalFlags,
  nodeAliases,
  releaseHistory,
  tableFlags as allTableFlags,
  topics as allTopics,
  type Arg,
  type Command,
  type Flag,
  type GlobalFlag,
  type Lifecycle,
  type TableFlag,
  type Topic,
} from '../../src/data/celocli';
import {CLI_COMMAND_CLASS} from '../../src/features/on-demand-layout/sectionClasses';

/** First line of every generated file, so nobody edits one by hand. */
export const GENERATED_NOTICE =
  'This file is generated from src/data/celocli by scripts/celocli-docs/generate.ts. ' +
  'Do not edit it: change the data, then run `npm run gen:cli` ' +
  '(or `UPDATE_CLI_DOCS=1 npx vitest run tests/unit/celocli-docs.test.ts`).';

/** Marker that tells generated files apart from hand-written ones. */
export const GENERATED_MARKER = 'This file is generated from src/data/celocli';

const DASH = '—';

/** Heading id of a command: `account:balance` -> `account-balance`. */
export function anchorFor(commandId: string): string {
  return commandId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Explicit heading id in the MDX comment form (`## Title {/* #id *\/}`), which Docusaurus 3.10 reads
 * and which stays valid MDX with the v4 future flags (the classic `{#id}` form does not).
 */
export function headingId(id: string): string {
  return `{/* #${id} */}`;
}

/**
 * Escapes the characters that MDX would read as JSX or expressions in running text, and a colon
 * before a letter, which remark-directive would read as a text directive (`topic:command`).
 */
function escapePlain(text: string): string {
  return text.replace(/[\\{}<>]|:(?=[A-Za-z])/g, (c) => `\\${c}`);
}

/**
 * Makes prose MDX-safe. Text between backticks is inline code and stays as written;
 * everything else gets `{`, `}`, `<`, `>` and `\` escaped. In table cells `|` is escaped too.
 */
export function escapeMdx(text: string, opts: {inTable?: boolean} = {}): string {
  const parts = text.split(/(`[^`]*`)/);
  const out = parts
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? part : escapePlain(part)))
    .join('');
  return opts.inTable ? out.replace(/\|/g, '\\|').replace(/\n/g, ' ') : out;
}

/** Wraps a value in backticks as inline code, safe inside a table cell. */
export function inlineCode(value: string, opts: {inTable?: boolean} = {}): string {
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  const code = `${fence}${pad}${value}${pad}${fence}`;
  return opts.inTable ? code.replace(/\|/g, '\\|') : code;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const cellText = (text: string) => escapeMdx(text, {inTable: true});
const cellCode = (value: string | undefined) => (value === undefined ? DASH : inlineCode(value, {inTable: true}));
const cellList = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.map((v) => inlineCode(v, {inTable: true})).join(', ') : DASH;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One row per flag: name, short form, type, required, default, allowed values, description. */
export function renderFlagsTable(flags: readonly Flag[]): string {
  return table(
    ['Flag', 'Short', 'Type', 'Required', 'Default', 'Allowed values', 'Description'],
    flags.map((f) => [
      inlineCode(`--${f.name}`, {inTable: true}),
      f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
      cellCode(f.type),
      yesNo(f.required),
      cellCode(f.default),
      cellList(f.options),
      cellText(f.description),
    ]),
  );
}

export function renderArgsTable(args: readonly Arg[]): string {
  return table(
    ['Argument', 'Type', 'Required', 'Allowed values', 'Description'],
    args.map((a) => [
      inlineCode(a.name, {inTable: true}),
      cellCode(a.type),
      yesNo(a.required),
      cellList(a.options),
      cellText(a.description),
    ]),
  );
}

/** Rows for the global flags: visible ones, or only the hidden ones. */
export function renderGlobalFlagsTable(flags: readonly GlobalFlag[], which: 'visible' | 'hidden'): string {
  const selected = flags.filter((f) => Boolean(f.hidden) === (which === 'hidden'));
  return table(
    ['Flag', 'Short', 'Type', 'Default', 'Works with', 'Description'],
    selected.map((f) => {
      const relations: string[] = [];
      if (f.flagAliases?.length) relations.push(`also spelled ${f.flagAliases.map((a) => inlineCode(`--${a}`)).join(', ')}`);
      if (f.dependsOn?.length) relations.push(`needs ${f.dependsOn.map((a) => inlineCode(`--${a}`)).join(', ')}`);
      if (f.exclusive?.length) relations.push(`not with ${f.exclusive.map((a) => inlineCode(`--${a}`)).join(', ')}`);
      if (f.deprecated) relations.push('deprecated');
      return [
        inlineCode(`--${f.name}`, {inTable: true}),
        f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
        cellCode(f.type),
        cellCode(f.default),
        relations.length > 0 ? relations.join('; ') : DASH,
        cellText(f.description),
      ];
    }),
  );
}

export function renderTableFlagsTable(flags: readonly TableFlag[]): string {
  return table(
    ['Flag', 'Short', 'Type', 'Allowed values', 'Description'],
    flags.map((f) => [
      inlineCode(`--${f.name}`, {inTable: true}),
      f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
      cellCode(f.type),
      cellList(f.options),
      cellText(f.exclusive?.length ? `${f.description} Not with ${f.exclusive.map((e) => `\`--${e}\``).join(', ')}.` : f.description),
    ]),
  );
}

export function renderNodeAliasesTable(): string {
  return table(
    ['Value of `--node`', 'Connects to', 'URL'],
    nodeAliases.map((a) => [a.names.map((n) => inlineCode(n, {inTable: true})).join(', '), cellText(a.target), inlineCode(a.url, {inTable: true})]),
  );
}

export function renderConfigKeysTable(): string {
  return table(
    ['Key', 'Default', 'What it sets'],
    configKeys.map((k) => [inlineCode(k.key, {inTable: true}), inlineCode(k.default, {inTable: true}), cellText(k.description)]),
  );
}

export function renderReleaseHistoryTable(): string {
  return table(
    ['Version', 'Tagged on'],
    [...releaseHistory].reverse().map((r) => [inlineCode(r.version, {inTable: true}), r.date]),
  );
}

/** Where a command lives: topic page file and anchor. */
interface CommandLocation {
  topic: Topic;
  command: Command;
}

function indexCommands(topics: readonly Topic[]): Map<string, CommandLocation> {
  const map = new Map<string, CommandLocation>();
  for (const topic of topics) {
    for (const command of topic.commands) map.set(command.id, {topic, command});
  }
  return map;
}

/** Markdown link to a command, relative to a page in docs/cli. */
export function commandLink(id: string, fromTopic: string, topics: readonly Topic[] = allTopics): string {
  const loc = indexCommands(topics).get(id);
  if (!loc) throw new Error(`celocli docs: no command ${id} in the data`);
  const page = loc.topic.name === fromTopic ? '' : `./${loc.topic.name}.mdx`;
  return `[${inlineCode(id)}](${page}#${anchorFor(id)})`;
}

function replacementLink(replacement: string, fromTopic: string, topics: readonly Topic[]): string {
  if (replacement.includes(':')) return commandLink(replacement, fromTopic, topics);
  if (!topics.some((t) => t.name === replacement)) throw new Error(`celocli docs: no topic ${replacement} in the data`);
  return `[${inlineCode(replacement)}](./${replacement}.mdx)`;
}

/** Usage line: required arguments and flags spelled out, the rest summed up as [FLAGS]. */
export function renderUsage(command: Command, id: string = command.id): string {
  const parts = ['celocli', id];
  for (const a of command.args) parts.push(a.required ? a.name : `[${a.name}]`);
  for (const f of command.flags) {
    if (!f.required) continue;
    if (f.type === 'boolean') parts.push(`--${f.name}`);
    else if (f.options?.length) parts.push(`--${f.name} ${f.options.join('|')}`);
    else parts.push(`--${f.name} <value>`);
  }
  const hasOptional =
    command.flags.some((f) => !f.required) || command.inherits.global.length > 0 || command.inherits.table.length > 0;
  if (hasOptional) parts.push('[FLAGS]');
  return parts.join(' ');
}

function bash(code: string): string {
  return ['```bash', code, '```'].join('\n');
}

function inheritedSentence(command: Command): string | null {
  const sentences: string[] = [];
  if (command.inherits.global.length > 0) {
    const names = command.inherits.global.map((n) => inlineCode(`--${n}`)).join(', ');
    sentences.push(`It also accepts the [global flags](./index.mdx#global-flags) ${names}.`);
  }
  if (command.inherits.table.length > 0) {
    const names = command.inherits.table.map((n) => inlineCode(`--${n}`)).join(', ');
    sentences.push(`Its table output takes the [table flags](./index.mdx#table-flags) ${names}.`);
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

function lifecycleSentence(lifecycle: Lifecycle | undefined): string | null {
  if (!lifecycle || lifecycle.state === 'current') return null;
  return escapeMdx(lifecycle.note);
}

/** Renders one command: heading with explicit anchor, description, usage, tables, example. */
export function renderCommand(command: Command, topic: Topic, topics: readonly Topic[] = allTopics): string {
  const out: string[] = [];
  out.push(`### ${escapeMdx(command.id)} ${headingId(anchorFor(command.id))}`);
  out.push(escapeMdx(command.description));

  const removal = lifecycleSentence(command.lifecycle);
  if (removal) out.push(`:::note[Not in celocli ${CELOCLI_VERSION}]\n\n${removal}\n\n:::`);

  const target = command.aliasOf ? indexCommands(topics).get(command.aliasOf)?.command : undefined;
  if (command.aliasOf && !target) throw new Error(`celocli docs: ${command.id} is an alias of unknown ${command.aliasOf}`);

  const facts: string[] = [];
  if (command.aliasOf) facts.push(`Alias of ${commandLink(command.aliasOf, topic.name, topics)}.`);
  if (command.aliases?.length) {
    const known = indexCommands(topics);
    const names = command.aliases.map((a) => (known.has(a) ? commandLink(a, topic.name, topics) : inlineCode(a)));
    facts.push(`Also runs as ${names.join(', ')}.`);
  }
  if (command.providedBy) facts.push(`Provided by the oclif plugin ${inlineCode(command.providedBy)}.`);
  if (facts.length > 0) out.push(facts.join(' '));

  // A plain alias (no own flags or args in the data) borrows usage and example from its target.
  const plainAlias = target !== undefined && command.flags.length === 0 && command.args.length === 0;
  const shape = plainAlias ? target : command;

  out.push('#### Usage');
  out.push(bash(renderUsage(shape, command.id)));

  if (plainAlias) {
    out.push(
      `It takes the same arguments and flags as ${commandLink(target.id, topic.name, topics)}; see that command for the tables.`,
    );
  } else {
    if (command.args.length > 0) {
      out.push('#### Arguments');
      out.push(renderArgsTable(command.args));
    }
    out.push('#### Flags');
    out.push(command.flags.length > 0 ? renderFlagsTable(command.flags) : 'This command has no flags of its own.');
    const inherited = inheritedSentence(command);
    if (inherited) out.push(inherited);
  }

  const example = command.example ?? (plainAlias && target.example ? target.example.replace(target.id, command.id) : undefined);
  if (!example) throw new Error(`celocli docs: ${command.id} has no example`);
  out.push('#### Example');
  out.push(bash(example));
  return out.join('\n\n');
}

/**
 * One command inside its own section element (blank lines keep the inside Markdown). The browser
 * lays the section out only when it nears the screen: src/features/on-demand-layout/README.md.
 */
export function commandSection(command: Command, topic: Topic, topics: readonly Topic[] = allTopics): string {
  return `<section className="${CLI_COMMAND_CLASS}">\n\n${renderCommand(command, topic, topics)}\n\n</section>`;
}

const BANNER_TITLE: Record<Exclude<Lifecycle['state'], 'current'>, string> = {
  deprecated: 'Deprecated',
  removed: 'Removed',
  renamed: 'Renamed',
};

/** The :::warning at the top of a topic that was removed, renamed or deprecated. Empty for current topics. */
export function renderLifecycleBanner(topic: Topic, topics: readonly Topic[] = allTopics): string {
  const lc = topic.lifecycle;
  if (lc.state === 'current') return '';
  let title = BANNER_TITLE[lc.state];
  if (lc.state === 'renamed' && lc.replacement) title = `Renamed to ${lc.replacement}`;
  else if (lc.removedIn) title = `${title} in celocli ${lc.removedIn}`;
  else if (lc.state === 'deprecated') title = `Deprecated and hidden in celocli ${CELOCLI_VERSION}`;
  else title = `${title} from celocli`;

  const lines: string[] = [escapeMdx(lc.note)];
  const details: string[] = [];
  if (lc.lastDocumentedIn) details.push(`Last documented in celocli ${lc.lastDocumentedIn}.`);
  if (lc.removedIn) details.push(`Removed in celocli ${lc.removedIn}.`);
  if (lc.docsRemovedOn) details.push(`Reference removed from the celocli repository on ${lc.docsRemovedOn}.`);
  if (lc.replacement) details.push(`Use ${replacementLink(lc.replacement, topic.name, topics)} instead.`);
  if (details.length > 0) lines.push(details.join(' '));
  return [`:::warning[${title}]`, '', lines.join('\n\n'), '', ':::'].join('\n');
}

function frontMatterString(value: string): string {
  return JSON.stringify(value);
}

/** Front matter description: one sentence, at most 160 characters. */
export function topicPageDescription(topic: Topic): string {
  const full = `celocli ${topic.name} reference: ${topic.description}`;
  if (full.length <= 160) return full;
  return `Reference for every celocli ${topic.name} command, with its arguments, flags and an example.`;
}

function introSentence(topic: Topic): string {
  const current = topic.commands.filter((c) => !c.lifecycle || c.lifecycle.state === 'current');
  const lc = topic.lifecycle;
  if (lc.state === 'current') {
    return `This page covers the ${current.length} commands of the topic in celocli ${CELOCLI_VERSION}, each with its usage, arguments, flags and an example.`;
  }
  const source = lc.lastDocumentedIn
    ? `as documented in celocli ${lc.lastDocumentedIn}`
    : 'as recorded in the older celocli reference';
  return `This page keeps the ${topic.commands.length} commands of the topic, ${source}, for readers who maintain old scripts.`;
}

function summaryTable(commands: readonly Command[]): string {
  return table(
    ['Command', 'What it does'],
    commands.map((c) => [`[${inlineCode(c.id, {inTable: true})}](#${anchorFor(c.id)})`, cellText(c.description)]),
  );
}

/** Renders a whole topic page. `position` orders the sidebar (index first, then topics alphabetically). */
export function renderTopicPage(topic: Topic, position: number, topics: readonly Topic[] = allTopics): string {
  const current = topic.commands.filter((c) => !c.lifecycle || c.lifecycle.state === 'current');
  const removed = topic.commands.filter((c) => c.lifecycle && c.lifecycle.state !== 'current');

  const frontMatter = [
    '---',
    `# ${GENERATED_NOTICE}`,
    `title: ${frontMatterString(`celocli ${topic.name}`)}`,
    `sidebar_label: ${frontMatterString(topic.name)}`,
    `sidebar_position: ${position}`,
    `description: ${frontMatterString(topicPageDescription(topic))}`,
    `keywords: ${JSON.stringify(['celocli', topic.name, 'Celo CLI', 'command reference'])}`,
    `sources: ${JSON.stringify(topicSources(topic))}`,
    `last_reviewed: ${celocliDataReviewed}`,
    '---',
  ].join('\n');

  const body: string[] = [frontMatter];
  const banner = renderLifecycleBanner(topic, topics);
  if (banner) body.push(banner);
  body.push(
    `${escapeMdx(topic.description)} ${introSentence(topic)} Install celocli and learn how to pick a node and a signer in the [celocli overview](./index.mdx).`,
  );

  if (current.length > 0) {
    body.push(`## Commands ${headingId('command-reference')}`);
    body.push(summaryTable(current));
    for (const c of current) body.push(commandSection(c, topic, topics));
  }
  if (removed.length > 0) {
    body.push(`## Removed commands ${headingId('removed-commands')}`);
    body.push(
      `These commands were part of earlier celocli releases and are not in celocli ${CELOCLI_VERSION}. They stay here so you can read old scripts.`,
    );
    body.push(summaryTable(removed));
    for (const c of removed) body.push(commandSection(c, topic, topics));
  }

  body.push(`## See also ${headingId('see-also')}`);
  body.push(
    [
      '- [celocli overview](./index.mdx): install, node selection, signing with a Ledger and paying gas in another token.',
      '- [Global flags](./index.mdx#global-flags) and [table flags](./index.mdx#table-flags) that most commands accept.',
      '- [All celocli topics](./index.mdx#topics).',
      ...(topic.related ?? []).map((r) => `- [${escapeMdx(r.label)}](../${r.doc}).`),
    ].join('\n'),
  );
  return body.join('\n\n') + '\n';
}

/** Table of all topics for the overview page. */
export function renderTopicsTable(topics: readonly Topic[] = allTopics): string {
  return table(
    ['Topic', 'Status', 'What it covers'],
    topics.map((t) => {
      const lc = t.lifecycle;
      let status = `In ${CELOCLI_VERSION}`;
      if (lc.state === 'renamed') status = `Renamed to ${inlineCode(lc.replacement ?? '', {inTable: true})}`;
      else if (lc.state === 'deprecated') status = 'Deprecated, hidden';
      else if (lc.state === 'removed') status = lc.removedIn ? `Removed in ${lc.removedIn}` : 'Removed';
      return [`[${t.name}](./${t.name}.mdx)`, status, cellText(t.description)];
    }),
  );
}

function partial(content: string): string {
  return `{/* ${GENERATED_NOTICE} */}\n\n${content}\n`;
}

export interface GeneratedFile {
  /** Path relative to docs/cli. */
  path: string;
  content: string;
}

/**
 * Every generated file of docs/cli: one page per topic, plus the partials that the hand-written
 * index.mdx imports (global flags, table flags, --node short names, config keys, releases, topic list).
 */
export function generateCliDocs(topics: readonly Topic[] = allTopics): GeneratedFile[] {
  const sorted = [...topics].sort((a, b) => a.name.localeCompare(b.name));
  const pages = sorted.map((topic, i) => ({path: `${topic.name}.mdx`, content: renderTopicPage(topic, i + 1, topics)}));
  return [
    ...pages,
    {path: '_global-flags.mdx', content: partial(renderGlobalFlagsTable(allGlobalFlags, 'visible'))},
    {path: '_hidden-global-flags.mdx', content: partial(renderGlobalFlagsTable(allGlobalFlags, 'hidden'))},
    {path: '_table-flags.mdx', content: partial(renderTableFlagsTable(allTableFlags))},
    {path: '_node-aliases.mdx', content: partial(renderNodeAliasesTable())},
    {path: '_config-keys.mdx', content: partial(renderConfigKeysTable())},
    {path: '_releases.mdx', content: partial(renderReleaseHistoryTable())},
    {path: '_topics.mdx', content: partial(renderTopicsTable(sorted))},
  ];
}
