/**
 * Validates the celocli reference data in src/data/celocli. Each failure message says what to fix.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  globalFlags,
  releaseHistory,
  requiredTopicNames,
  tableFlags,
  topics,
  type Command,
  type ValueType,
} from '../../src/data/celocli';

// Keep in step with the ValueType union in src/data/celocli/types.ts.
const VALUE_TYPES: readonly ValueType[] = [
  'string',
  'boolean',
  'integer',
  'option',
  'address',
  'address (fee currency)',
  'address[] (JSON array)',
  'bigint (wei)',
  'wei',
  'url',
  'url (proposal description)',
  'hex string',
  'hex (proof of possession)',
  'hex (ECDSA public key)',
  'file path',
  'file path (new)',
  'CustomFlags.blsPublicKey',
  'CustomFlags.blsProofOfPossession',
];

const allCommands: {topic: string; command: Command}[] = topics.flatMap((t) =>
  t.commands.map((command) => ({topic: t.name, command})),
);
const byId = new Map(allCommands.map(({command}) => [command.id, command]));
const releases = new Set<string>(releaseHistory.map((r) => r.version));

describe('celocli topics', () => {
  it('include every topic the site spec lists', () => {
    const names = topics.map((t) => t.name);
    for (const required of requiredTopicNames) expect(names, `add a topic module for "${required}"`).toContain(required);
  });

  it('are unique and sorted by name', () => {
    const names = topics.map((t) => t.name);
    expect(new Set(names).size, 'two topic modules share a name').toBe(names.length);
    expect(names, 'keep the topics list in src/data/celocli/index.ts alphabetical').toEqual([...names].sort());
  });

  it('each have a description and at least one command', () => {
    for (const t of topics) {
      expect(t.description.length, `${t.name}: write a description`).toBeGreaterThan(20);
      expect(t.commands.length, `${t.name}: no commands`).toBeGreaterThan(0);
    }
  });

  it('describe removed, renamed and deprecated topics with versions from the release history', () => {
    for (const t of topics) {
      const lc = t.lifecycle;
      if (lc.state === 'current') continue;
      expect(lc.note.length, `${t.name}: explain the ${lc.state} state in lifecycle.note`).toBeGreaterThan(20);
      for (const v of [lc.lastDocumentedIn, lc.removedIn]) {
        if (v !== undefined) expect(releases, `${t.name}: ${v} is not a celocli release in global.ts`).toContain(v);
      }
      if (lc.docsRemovedOn !== undefined) expect(lc.docsRemovedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (lc.state === 'renamed') expect(lc.replacement, `${t.name}: a renamed topic needs a replacement`).toBeDefined();
      if (lc.replacement) {
        const exists = lc.replacement.includes(':') ? byId.has(lc.replacement) : topics.some((x) => x.name === lc.replacement);
        expect(exists, `${t.name}: replacement ${lc.replacement} is not in the data`).toBe(true);
      }
    }
  });

  it('link related pages that exist under docs/', () => {
    for (const t of topics) {
      for (const r of t.related ?? []) {
        expect(existsSync(join(__dirname, '..', '..', 'docs', r.doc)), `${t.name}: docs/${r.doc} does not exist`).toBe(true);
      }
    }
  });

  it('mark the topics that are gone from celocli 9.0.1', () => {
    const state = (name: string) => topics.find((t) => t.name === name)?.lifecycle.state;
    expect(state('lockedgold')).toBe('renamed');
    expect(state('exchange')).toBe('removed');
    expect(state('utils')).toBe('removed');
    expect(state('dkg')).toBe('deprecated');
    expect(state('lockedcelo')).toBe('current');
  });
});

describe('celocli commands', () => {
  it('have unique ids', () => {
    const seen = new Map<string, string>();
    for (const {topic, command} of allCommands) {
      expect(seen.has(command.id), `${command.id} appears in both ${seen.get(command.id)} and ${topic}`).toBe(false);
      seen.set(command.id, topic);
    }
  });

  it('belong to the topic of their id', () => {
    for (const {topic, command} of allCommands) {
      const ok = command.id === topic || command.id.startsWith(`${topic}:`);
      expect(ok, `${command.id} is filed under ${topic}`).toBe(true);
    }
  });

  it('have a description that is a sentence', () => {
    for (const {command} of allCommands) {
      expect(command.description, command.id).toMatch(/^[A-Z`].*[.]$/s);
      expect(command.description, command.id).not.toMatch(/TODO|TBD|lorem/i);
    }
  });

  it('point aliases at commands that exist and list them back', () => {
    for (const {command} of allCommands) {
      if (command.aliasOf) {
        const target = byId.get(command.aliasOf);
        expect(target, `${command.id}: alias target ${command.aliasOf} is not in the data`).toBeDefined();
        expect(target?.aliases ?? [], `${command.aliasOf} should list ${command.id} in aliases`).toContain(command.id);
      }
      for (const alias of command.aliases ?? []) {
        expect(byId.has(alias), `${command.id}: alias ${alias} has no entry of its own`).toBe(true);
      }
    }
  });

  it('have an example that runs the command with its required arguments and flags', () => {
    for (const {command} of allCommands) {
      const target = command.aliasOf ? byId.get(command.aliasOf) : undefined;
      const plainAlias = target !== undefined && command.flags.length === 0 && command.args.length === 0;
      if (plainAlias) {
        expect(target.example, `${command.aliasOf} needs an example for its alias ${command.id}`).toBeDefined();
        continue;
      }
      const example = command.example;
      expect(example, `${command.id}: add an example`).toBeDefined();
      if (!example) continue;
      expect(example.startsWith(`celocli ${command.id}`), `${command.id}: example must run this command`).toBe(true);

      const known = new Set<string>([
        ...command.flags.map((f) => f.name),
        ...command.inherits.global,
        ...command.inherits.table,
      ]);
      const used = [...example.matchAll(/(?:^|\s)--([A-Za-z][\w-]*)/g)].map((m) => m[1]!);
      for (const name of used) expect(known, `${command.id}: example uses --${name}, which it does not take`).toContain(name);
      for (const f of command.flags.filter((x) => x.required)) {
        expect(used, `${command.id}: example misses the required --${f.name}`).toContain(f.name);
      }
      const positional = example.split(/\s+/).slice(2).filter((w, i, all) => !w.startsWith('-') && !all[i - 1]?.startsWith('--'));
      const requiredArgs = command.args.filter((a) => a.required).length;
      expect(positional.length, `${command.id}: example needs ${requiredArgs} argument(s)`).toBeGreaterThanOrEqual(requiredArgs);
    }
  });

  it('never put a secret literal in an example', () => {
    for (const {command} of allCommands) {
      expect(command.example ?? '', command.id).not.toMatch(/0x[0-9a-fA-F]{64}/);
      expect(command.example ?? '', command.id).not.toMatch(/--privateKey\s+(?!\$)/);
    }
  });
});

describe('celocli flags and arguments', () => {
  it('each have a known type, a description and a unique name within the command', () => {
    for (const {command} of allCommands) {
      const names = command.flags.map((f) => f.name);
      expect(new Set(names).size, `${command.id}: duplicate flag name`).toBe(names.length);
      const chars = command.flags.flatMap((f) => (f.char ? [f.char] : []));
      expect(new Set(chars).size, `${command.id}: duplicate short flag`).toBe(chars.length);
      for (const f of command.flags) {
        expect(VALUE_TYPES, `${command.id} --${f.name}: unknown type ${f.type}`).toContain(f.type);
        expect(f.name, `${command.id}: flag name`).toMatch(/^[A-Za-z][\w-]*$/);
        if (f.char !== undefined) expect(f.char, `${command.id} --${f.name}: short form`).toMatch(/^[A-Za-z]$/);
        expect(f.description, `${command.id} --${f.name}: description`).toMatch(/^[A-Z`].*[.]$/);
      }
      for (const a of command.args) {
        if (a.type !== undefined) expect(VALUE_TYPES, `${command.id} ${a.name}: unknown type`).toContain(a.type);
        expect(a.description, `${command.id} ${a.name}: description`).toMatch(/^[A-Z`].*[.]$/);
      }
    }
  });

  it('keep options and defaults consistent', () => {
    for (const {command} of allCommands) {
      for (const f of command.flags) {
        const where = `${command.id} --${f.name}`;
        if (f.type === 'option') expect(f.options?.length ?? 0, `${where}: an option flag needs options`).toBeGreaterThan(0);
        if (f.options) {
          expect(new Set(f.options).size, `${where}: duplicate option`).toBe(f.options.length);
          if (f.default !== undefined) expect(f.options, `${where}: default is not an allowed value`).toContain(f.default);
        }
        if (f.type === 'boolean') {
          expect(f.options, `${where}: a boolean has no options`).toBeUndefined();
          if (f.default !== undefined) expect(['true', 'false']).toContain(f.default);
        }
        if (f.type === 'integer' && f.default !== undefined) expect(f.default, where).toMatch(/^-?\d+$/);
      }
    }
  });

  it('only inherit global and table flags that exist', () => {
    const globalNames = new Set<string>(globalFlags.map((f) => f.name));
    const tableNames = new Set<string>(tableFlags.map((f) => f.name));
    for (const {command} of allCommands) {
      for (const g of command.inherits.global) expect(globalNames, `${command.id}: --${g}`).toContain(g);
      for (const t of command.inherits.table) expect(tableNames, `${command.id}: --${t}`).toContain(t);
    }
  });

  it('describe the global flags with consistent relations', () => {
    const names = new Set<string>(globalFlags.map((f) => f.name));
    for (const f of globalFlags) {
      for (const other of [...(f.dependsOn ?? []), ...(f.exclusive ?? [])]) {
        expect(names, `--${f.name} refers to unknown --${other}`).toContain(other);
      }
      expect(VALUE_TYPES, `--${f.name}: unknown type`).toContain(f.type);
    }
    const node = globalFlags.find((f) => f.name === 'node');
    expect(node?.flagAliases).toEqual(['rpc-url', 'rpc']);
  });
});
