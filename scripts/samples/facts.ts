/**
 * Addresses and chain ids in code samples come from src/data. Pages render
 * them from the data (a `<CodeBlock>` with `${...}`, or a component), so a
 * literal address or chain id in a hand-written block is a retyped value
 * (it drifts when the data changes) or a value nobody has sourced. Both fail,
 * with the data path to render from when the value is known.
 * (tests/unit/data-facts.test.ts checks page prose the same way.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Problem, Sample} from './extract';

/** An address: 40 hex digits, not part of a longer hex string such as a hash. */
const ADDRESS = /(?<![0-9a-fA-Fx])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g;
/** A chain id given as a literal after a chain-id key or flag (`chainId: 42220`, `--chain-id 0xa4ec`). */
const CHAIN_ID = /\bchain[-_]?id\b["']?\s*[:=]?\s*["']?(0x[0-9a-fA-F]+|\d+)\b/gi;
/** Protocol constants that are not deployments: the zero address. */
const CONSTANT_ADDRESSES = new Set(['0x0000000000000000000000000000000000000000']);

export interface KnownFacts {
  /** Lower-case address -> where it is in src/data. */
  addresses: Map<string, string>;
  /** Chain id (decimal) -> where it is in src/data. */
  chainIds: Map<number, string>;
}

function collect(value: unknown, where: string, facts: KnownFacts, key = '', seen = new Set<unknown>()): void {
  if (typeof value === 'string') {
    for (const m of value.matchAll(ADDRESS)) if (!facts.addresses.has(m[0].toLowerCase())) facts.addresses.set(m[0].toLowerCase(), where);
  } else if (typeof value === 'number' && /chainid/i.test(key)) {
    if (!facts.chainIds.has(value)) facts.chainIds.set(value, where);
  } else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) collect(v, `${where}.${k}`, facts, Array.isArray(value) ? key : k, seen);
  }
}

/** Every address and chain id held in the data modules of src/data. */
export async function knownFacts(root: string): Promise<KnownFacts> {
  const facts: KnownFacts = {addresses: new Map(), chainIds: new Map()};
  const dir = path.join(root, 'src', 'data');
  for (const file of fs.readdirSync(dir).filter((f) => /\.ts$/.test(f) && !f.endsWith('.d.ts')).sort()) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    collect(mod, file.replace(/\.ts$/, ''), facts);
  }
  return facts;
}

export function checkFacts(samples: readonly Sample[], facts: KnownFacts): Problem[] {
  const problems: Problem[] = [];
  for (const s of samples) {
    if (s.renderedFromData) continue;
    s.code.split('\n').forEach((text, i) => {
      const line = s.line + i;
      for (const m of text.matchAll(ADDRESS)) {
        if (CONSTANT_ADDRESSES.has(m[0].toLowerCase())) continue;
        const known = facts.addresses.get(m[0].toLowerCase());
        problems.push({
          page: s.page,
          line,
          message: known
            ? `address ${m[0]} is typed by hand: render it from src/data (${known}) with a <CodeBlock> template`
            : `address ${m[0]} is not in src/data: add it there with its source, then render it from the data`,
        });
      }
      for (const m of text.matchAll(CHAIN_ID)) {
        const id = Number(m[1]);
        const known = facts.chainIds.get(id);
        problems.push({
          page: s.page,
          line,
          message: known
            ? `chain id ${m[1]} is typed by hand: render it from src/data (${known}), or read it from the chain object (celo.id)`
            : `chain id ${m[1]} is not a chain id in src/data`,
        });
      }
    });
  }
  return problems;
}
