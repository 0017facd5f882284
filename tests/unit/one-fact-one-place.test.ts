/**
 * One fact, one place: a value of one network (a property under a `mainnet`, `celoSepolia`, `alfajores`
 * or `baklava` key) is typed in one module of src/data; other modules import it. The test reads every
 * data module with the TypeScript parser and fails when two modules type the same literal for the same
 * key of the same network, or the same distinctive value (an address, a hash, a number of five digits or
 * more) for the same network under any key. It found the rollup values typed in nodeConfig.ts and
 * protocolParams.ts, now read from protocolParams.ts; networks.ts `nodeOperation`, now drawn from
 * nodeSoftware.ts; and the rollup.json times typed in upgrades.ts, protocolParams.ts and nodeConfig.ts,
 * now read from rollupTimes.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {dataModules} from '../../scripts/drift/pins';

const ROOT = path.resolve(__dirname, '../..');
const NETWORKS = new Set(['mainnet', 'celoSepolia', 'alfajores', 'baklava']);

export interface TypedFact {
  module: string;
  line: number;
  network: string;
  key: string;
  value: string;
}

const nameOf = (n: ts.PropertyName): string | undefined => (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNumericLiteral(n) ? n.text : undefined);

/** Literal values typed under a network key of one module's source. */
export function typedFacts(module: string, text: string): TypedFact[] {
  const file = ts.createSourceFile(module, text, ts.ScriptTarget.Latest, true);
  const out: TypedFact[] = [];
  const visit = (node: ts.Node, network: string | undefined) => {
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name);
      if (key && NETWORKS.has(key)) network = key;
      const init = node.initializer;
      if (network && key && (ts.isNumericLiteral(init) || ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init))) {
        out.push({module, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, network, key, value: init.text});
      }
    }
    ts.forEachChild(node, (child) => visit(child, network));
  };
  visit(file, undefined);
  return out;
}

/** An address, a hash or a number of five digits or more: a value too specific to repeat by chance. */
const distinctive = (value: string) => /^0x[0-9a-fA-F]{40}$|^0x[0-9a-fA-F]{64}$|^\d{5,}$/.test(value.replace(/_/g, ''));

/** Facts typed in two modules: the same key and value, or the same distinctive value, for one network. */
export function duplicates(facts: readonly TypedFact[]): string[] {
  const groups = new Map<string, TypedFact[]>();
  const add = (id: string, f: TypedFact) => groups.set(id, [...(groups.get(id) ?? []), f]);
  for (const f of facts) {
    const value = f.value.toLowerCase().replace(/_/g, '');
    // Same key, same number or hex value (names and labels such as 'mainnet' repeat by design).
    if (/^\d{3,}$|^0x[0-9a-f]+$/.test(value)) add(`${f.network} ${f.key}=${value}`, f);
    if (distinctive(f.value)) add(`${f.network} =${value}`, f);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [id, group] of groups) {
    const modules = [...new Set(group.map((f) => f.module))];
    if (modules.length < 2) continue;
    const where = group.map((f) => `${f.module}:${f.line} (${f.key})`).join(', ');
    if (seen.has(where)) continue;
    seen.add(where);
    out.push(`${id.split(' ')[0]}: ${group[0]!.value} is typed in ${modules.length} modules: ${where}; keep it in one and import it in the others`);
  }
  return out.sort();
}

describe('one fact, one place', () => {
  const facts = dataModules(ROOT)
    .flatMap((m) => typedFacts(m, fs.readFileSync(path.join(ROOT, m), 'utf8')))
    // The addresses of rollup.json as the file writes them (lower case): a copy of the source's text that
    // node-config-data.test.ts compares the checksummed values with, not a second definition.
    .filter((f) => !(f.module === 'src/data/nodeConfig.ts' && /^0x[0-9a-f]{40}$/.test(f.value)));

  it('reads the network values of the data modules', () => {
    expect(facts.length).toBeGreaterThan(100);
  });

  /** Duplicates left to resolve: none. A new one fails; one listed here that is resolved must leave the list. */
  const KNOWN: string[] = [];

  it('types no network value in two modules', () => {
    const found = duplicates(facts).map((d) => d.replace(/:\d+ \(/g, ' (').replace(/; keep it.*$/, ''));
    expect(found.filter((d) => !KNOWN.includes(d)), 'typed in two modules').toEqual([]);
    expect(KNOWN.filter((d) => !found.includes(d)), 'resolved: remove from KNOWN').toEqual([]);
  });

  it('finds a value typed twice, under the same key or another', () => {
    const a = typedFacts('src/data/a.ts', "export const x = {mainnet: {seqWindowSize: 7200, inbox: '0xff00000000000000000000000000000000042220', label: 'ok'}};");
    const b = typedFacts('src/data/b.ts', "export const y = {mainnet: {genesis: {seqWindowSize: 7200}, batchInbox: '0xFF00000000000000000000000000000000042220'}, celoSepolia: {label: 'ok'}};");
    const found = duplicates([...a, ...b]);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('src/data/a.ts:1 (seqWindowSize), src/data/b.ts:1 (seqWindowSize)');
    expect(found.join('\n')).toContain('(inbox), src/data/b.ts:1 (batchInbox)');
  });
});
