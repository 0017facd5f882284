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
import {englishStrings, type CliStrings} from './strings';

const EN = englishStrings;

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
const yesNo = (value: boolean, s: CliStrings) => (value ? s.yes : s.no);

/** One row per flag: name, short form, type, required, default, allowed values, description. */
export function renderFlagsTable(flags: readonly Flag[], s: CliStrings = EN): string {
  return table(
    s.headers.flags,
    flags.map((f) => [
      inlineCode(`--${f.name}`, {inTable: true}),
      f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
      cellCode(f.type),
      yesNo(f.required, s),
      cellCode(f.default),
      cellList(f.options),
      cellText(s.prose(f.description)),
    ]),
  );
}

export function renderArgsTable(args: readonly Arg[], s: CliStrings = EN): string {
  return table(
    s.headers.args,
    args.map((a) => [
      inlineCode(a.name, {inTable: true}),
      cellCode(a.type),
      yesNo(a.required, s),
      cellList(a.options),
      cellText(s.prose(a.description)),
    ]),
  );
}

/** Rows for the global flags: visible ones, or only the hidden ones. */
export function renderGlobalFlagsTable(flags: readonly GlobalFlag[], which: 'visible' | 'hidden', s: CliStrings = EN): string {
  const selected = flags.filter((f) => Boolean(f.hidden) === (which === 'hidden'));
  return table(
    s.headers.globalFlags,
    selected.map((f) => {
      const relations: string[] = [];
      if (f.flagAliases?.length) relations.push(s.alsoSpelled(f.flagAliases.map((a) => inlineCode(`--${a}`)).join(', ')));
      if (f.dependsOn?.length) relations.push(s.needs(f.dependsOn.map((a) => inlineCode(`--${a}`)).join(', ')));
      if (f.exclusive?.length) relations.push(s.notWith(f.exclusive.map((a) => inlineCode(`--${a}`)).join(', ')));
      if (f.deprecated) relations.push(s.deprecated);
      return [
        inlineCode(`--${f.name}`, {inTable: true}),
        f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
        cellCode(f.type),
        cellCode(f.default),
        relations.length > 0 ? relations.join('; ') : DASH,
        cellText(s.prose(f.description)),
      ];
    }),
  );
}

export function renderTableFlagsTable(flags: readonly TableFlag[], s: CliStrings = EN): string {
  return table(
    s.headers.tableFlags,
    flags.map((f) => [
      inlineCode(`--${f.name}`, {inTable: true}),
      f.char ? inlineCode(`-${f.char}`, {inTable: true}) : DASH,
      cellCode(f.type),
      cellList(f.options),
      cellText(`${s.prose(f.description)}${f.exclusive?.length ? s.tableNotWith(f.exclusive.map((e) => `\`--${e}\``).join(', ')) : ''}`),
    ]),
  );
}

export function renderNodeAliasesTable(s: CliStrings = EN): string {
  return table(
    s.headers.nodeAliases,
    nodeAliases.map((a) => [a.names.map((n) => inlineCode(n, {inTable: true})).join(', '), cellText(s.prose(a.target)), inlineCode(a.url, {inTable: true})]),
  );
}

export function renderConfigKeysTable(s: CliStrings = EN): string {
  return table(
    s.headers.configKeys,
    configKeys.map((k) => [inlineCode(k.key, {inTable: true}), inlineCode(k.default, {inTable: true}), cellText(s.prose(k.description))]),
  );
}

export function renderReleaseHistoryTable(s: CliStrings = EN): string {
  return table(
    s.headers.releases,
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

function inheritedSentence(command: Command, s: CliStrings): string | null {
  const sentences: string[] = [];
  if (command.inherits.global.length > 0) {
    sentences.push(s.inheritsGlobal(command.inherits.global.map((n) => inlineCode(`--${n}`)).join(', ')));
  }
  if (command.inherits.table.length > 0) {
    sentences.push(s.inheritsTable(command.inherits.table.map((n) => inlineCode(`--${n}`)).join(', ')));
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

function lifecycleSentence(lifecycle: Lifecycle | undefined, s: CliStrings): string | null {
  if (!lifecycle || lifecycle.state === 'current') return null;
  return escapeMdx(s.prose(lifecycle.note));
}

/** Renders one command: heading with explicit anchor, description, usage, tables, example. */
export function renderCommand(command: Command, topic: Topic, topics: readonly Topic[] = allTopics, s: CliStrings = EN): string {
  const out: string[] = [];
  out.push(`### ${escapeMdx(command.id)} ${headingId(anchorFor(command.id))}`);
  out.push(escapeMdx(s.prose(command.description)));

  const removal = lifecycleSentence(command.lifecycle, s);
  if (removal) out.push(`:::note[${s.notInVersion(CELOCLI_VERSION)}]\n\n${removal}\n\n:::`);

  const target = command.aliasOf ? indexCommands(topics).get(command.aliasOf)?.command : undefined;
  if (command.aliasOf && !target) throw new Error(`celocli docs: ${command.id} is an alias of unknown ${command.aliasOf}`);

  const facts: string[] = [];
  if (command.aliasOf) facts.push(s.aliasOf(commandLink(command.aliasOf, topic.name, topics)));
  if (command.aliases?.length) {
    const known = indexCommands(topics);
    const names = command.aliases.map((a) => (known.has(a) ? commandLink(a, topic.name, topics) : inlineCode(a)));
    facts.push(s.alsoRunsAs(names.join(', ')));
  }
  if (command.providedBy) facts.push(s.providedBy(inlineCode(command.providedBy)));
  if (facts.length > 0) out.push(facts.join(' '));

  // A plain alias (no own flags or args in the data) borrows usage and example from its target.
  const plainAlias = target !== undefined && command.flags.length === 0 && command.args.length === 0;
  const shape = plainAlias ? target : command;

  out.push(`#### ${s.usage}`);
  out.push(bash(renderUsage(shape, command.id)));

  if (plainAlias) {
    out.push(s.sameAsTarget(commandLink(target.id, topic.name, topics)));
  } else {
    if (command.args.length > 0) {
      out.push(`#### ${s.argumentsHeading}`);
      out.push(renderArgsTable(command.args, s));
    }
    out.push(`#### ${s.flagsHeading}`);
    out.push(command.flags.length > 0 ? renderFlagsTable(command.flags, s) : s.noFlags);
    const inherited = inheritedSentence(command, s);
    if (inherited) out.push(inherited);
  }

  const example = command.example ?? (plainAlias && target.example ? target.example.replace(target.id, command.id) : undefined);
  if (!example) throw new Error(`celocli docs: ${command.id} has no example`);
  out.push(`#### ${s.exampleHeading}`);
  out.push(bash(example));
  return out.join('\n\n');
}

/**
 * One command inside its own section element (blank lines keep the inside Markdown). The browser
 * lays the section out only when it nears the screen: src/features/on-demand-layout/README.md.
 */
export function commandSection(command: Command, topic: Topic, topics: readonly Topic[] = allTopics, s: CliStrings = EN): string {
  return `<section className="${CLI_COMMAND_CLASS}">\n\n${renderCommand(command, topic, topics, s)}\n\n</section>`;
}

/** The :::warning at the top of a topic that was removed, renamed or deprecated. Empty for current topics. */
export function renderLifecycleBanner(topic: Topic, topics: readonly Topic[] = allTopics, s: CliStrings = EN): string {
  const lc = topic.lifecycle;
  if (lc.state === 'current') return '';
  let title = s.banner[lc.state];
  if (lc.state === 'renamed' && lc.replacement) title = s.banner.renamedTo(lc.replacement);
  else if (lc.removedIn) title = s.banner.inVersion(title, lc.removedIn);
  else if (lc.state === 'deprecated') title = s.banner.deprecatedHidden(CELOCLI_VERSION);
  else title = s.banner.fromCelocli(title);

  const lines: string[] = [escapeMdx(s.prose(lc.note))];
  const details: string[] = [];
  if (lc.lastDocumentedIn) details.push(s.banner.lastDocumentedIn(lc.lastDocumentedIn));
  if (lc.removedIn) details.push(s.banner.removedIn(lc.removedIn));
  if (lc.docsRemovedOn) details.push(s.banner.docsRemovedOn(lc.docsRemovedOn));
  if (lc.replacement) details.push(s.banner.useInstead(replacementLink(lc.replacement, topic.name, topics)));
  if (details.length > 0) lines.push(details.join(' '));
  return [`:::warning[${title}]`, '', lines.join('\n\n'), '', ':::'].join('\n');
}

function frontMatterString(value: string): string {
  return JSON.stringify(value);
}

/** Front matter description: one sentence, at most 160 characters. */
export function topicPageDescription(topic: Topic, s: CliStrings = EN): string {
  const full = s.pageDescription(topic.name, s.prose(topic.description));
  if (full.length <= 160) return full;
  return s.pageDescriptionShort(topic.name);
}

function introSentence(topic: Topic, s: CliStrings): string {
  const current = topic.commands.filter((c) => !c.lifecycle || c.lifecycle.state === 'current');
  const lc = topic.lifecycle;
  if (lc.state === 'current') return s.introCurrent(current.length, CELOCLI_VERSION);
  const source = lc.lastDocumentedIn ? s.documentedIn(lc.lastDocumentedIn) : s.recordedInOlder;
  return s.introKept(topic.commands.length, source);
}

function summaryTable(commands: readonly Command[], s: CliStrings): string {
  return table(
    s.headers.commands,
    commands.map((c) => [`[${inlineCode(c.id, {inTable: true})}](#${anchorFor(c.id)})`, cellText(s.prose(c.description))]),
  );
}

/**
 * Renders a whole topic page. `position` orders the sidebar (index first, then topics alphabetically).
 * A page in another language records the English page it was made beside (`translatedFrom`, the Git
 * blob id of the English file, as every translated page does).
 */
export function renderTopicPage(topic: Topic, position: number, topics: readonly Topic[] = allTopics, s: CliStrings = EN, translatedFrom?: string): string {
  const current = topic.commands.filter((c) => !c.lifecycle || c.lifecycle.state === 'current');
  const removed = topic.commands.filter((c) => c.lifecycle && c.lifecycle.state !== 'current');

  const frontMatter = [
    '---',
    `# ${GENERATED_NOTICE}`,
    `title: ${frontMatterString(`celocli ${topic.name}`)}`,
    `sidebar_label: ${frontMatterString(topic.name)}`,
    `sidebar_position: ${position}`,
    `description: ${frontMatterString(topicPageDescription(topic, s))}`,
    `keywords: ${JSON.stringify(['celocli', topic.name, 'Celo CLI', s.keyword])}`,
    ...(translatedFrom ? [`translated_from: ${translatedFrom}`] : []),
    `sources: ${JSON.stringify(topicSources(topic))}`,
    `last_reviewed: ${celocliDataReviewed}`,
    '---',
  ].join('\n');

  const body: string[] = [frontMatter];
  const banner = renderLifecycleBanner(topic, topics, s);
  if (banner) body.push(banner);
  body.push(`${escapeMdx(s.prose(topic.description))} ${introSentence(topic, s)} ${s.overviewPointer}`);

  if (current.length > 0) {
    body.push(`## ${s.commandsHeading} ${headingId('command-reference')}`);
    body.push(summaryTable(current, s));
    for (const c of current) body.push(commandSection(c, topic, topics, s));
  }
  if (removed.length > 0) {
    body.push(`## ${s.removedHeading} ${headingId('removed-commands')}`);
    body.push(s.removedIntro(CELOCLI_VERSION));
    body.push(summaryTable(removed, s));
    for (const c of removed) body.push(commandSection(c, topic, topics, s));
  }

  body.push(`## ${s.seeAlsoHeading} ${headingId('see-also')}`);
  body.push([...s.seeAlso, ...(topic.related ?? []).map((r) => `- [${escapeMdx(s.prose(r.label))}](../${r.doc}).`)].join('\n'));
  return body.join('\n\n') + '\n';
}

/** Table of all topics for the overview page. */
export function renderTopicsTable(topics: readonly Topic[] = allTopics, s: CliStrings = EN): string {
  return table(
    s.headers.topics,
    topics.map((t) => {
      const lc = t.lifecycle;
      let status = s.status.current(CELOCLI_VERSION);
      if (lc.state === 'renamed') status = s.status.renamedTo(inlineCode(lc.replacement ?? '', {inTable: true}));
      else if (lc.state === 'deprecated') status = s.status.deprecatedHidden;
      else if (lc.state === 'removed') status = lc.removedIn ? s.status.removedIn(lc.removedIn) : s.status.removed;
      return [`[${t.name}](./${t.name}.mdx)`, status, cellText(s.prose(t.description))];
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
export function generateCliDocs(
  topics: readonly Topic[] = allTopics,
  s: CliStrings = EN,
  translatedFrom?: (path: string) => string,
  /** Called before each file is rendered (another language's generator tells which file lacks a sentence). */
  onFile?: (path: string) => void,
): GeneratedFile[] {
  const sorted = [...topics].sort((a, b) => a.name.localeCompare(b.name));
  const renderers: [string, () => string][] = [
    ...sorted.map((topic, i): [string, () => string] => [`${topic.name}.mdx`, () => renderTopicPage(topic, i + 1, topics, s, translatedFrom?.(`${topic.name}.mdx`))]),
    ['_global-flags.mdx', () => partial(renderGlobalFlagsTable(allGlobalFlags, 'visible', s))],
    ['_hidden-global-flags.mdx', () => partial(renderGlobalFlagsTable(allGlobalFlags, 'hidden', s))],
    ['_table-flags.mdx', () => partial(renderTableFlagsTable(allTableFlags, s))],
    ['_node-aliases.mdx', () => partial(renderNodeAliasesTable(s))],
    ['_config-keys.mdx', () => partial(renderConfigKeysTable(s))],
    ['_releases.mdx', () => partial(renderReleaseHistoryTable(s))],
    ['_topics.mdx', () => partial(renderTopicsTable(sorted, s))],
  ];
  return renderers.map(([path, render]) => {
    onFile?.(path);
    return {path, content: render()};
  });
}
