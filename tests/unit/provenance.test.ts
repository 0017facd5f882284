/**
 * Provenance: every docs page names its sources and the day it was last
 * checked against them, and every fact in src/data names where it comes from.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {parseSource} from '@site/src/data/sources';
import {
  formatDay,
  provenanceProblems,
  readProvenance,
  reviewDay,
} from '@site/src/components/PageProvenance/provenance';
import {dueForReview, readPageReviews} from '../../scripts/review/stale';
import {dataModules, dataPinProblems, pagePinProblems, sharedSourceNames} from '../../scripts/drift/pins';

const ROOT = path.resolve(__dirname, '../..');
const TODAY = new Date();

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

describe('source strings', () => {
  it('reads repository files, pinned or not, and https pages', () => {
    expect(parseSource('celo-org/docs:docs/network/index.md')).toEqual({
      label: 'celo-org/docs docs/network/index.md',
      href: 'https://github.com/celo-org/docs/blob/HEAD/docs/network/index.md',
    });
    expect(parseSource('celo-org/docs@0240e76:docs/network/index.md')?.href).toBe(
      'https://github.com/celo-org/docs/blob/0240e76/docs/network/index.md',
    );
    expect(parseSource('https://docs.celo.org/')?.label).toBe('docs.celo.org');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'docs.celo.org', 'http://docs.celo.org', 'celo-org/docs', 'celo-org:docs', 'celo-org/docs@xyz:a.md', 'https://', 'javascript:alert(1)']) {
      expect(parseSource(bad), bad).toBeUndefined();
    }
  });
});

describe('review dates', () => {
  it('accepts the day as YAML, JSON and plain text give it, and only real days', () => {
    expect(reviewDay('2026-11-23')).toBe('2026-11-23');
    expect(reviewDay(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(reviewDay('2026-11-23T00:00:00.000Z')).toBe('2026-11-23');
    expect(reviewDay('2026-02-30')).toBeUndefined();
    expect(reviewDay('23 Nov 2026')).toBeUndefined();
    expect(reviewDay(20261123)).toBeUndefined();
  });

  it('formats like the theme without Intl', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatDay('2025-01-31')).toBe('Jan 31, 2025');
    expect(formatDay('2026-09-03', 'es')).toBe('3 sept 2026');
    expect(formatDay('2026-02-28', 'pt-BR')).toBe('28 fev 2026');
  });

  it('explains what is missing or wrong', () => {
    const today = new Date('2026-11-23T12:00:00Z');
    expect(provenanceProblems({sources: ['celo-org/docs:a.md'], last_reviewed: '2026-11-23'}, today)).toEqual([]);
    expect(provenanceProblems({}, today)).toHaveLength(2);
    expect(provenanceProblems({sources: ['see the docs'], last_reviewed: '2026-11-23'}, today)[0]).toMatch(/neither/);
    expect(provenanceProblems({sources: ['https://a.org', 'https://a.org'], last_reviewed: '2026-11-23'}, today)).toEqual([
      'a source is listed twice',
    ]);
    expect(provenanceProblems({sources: ['https://a.org'], last_reviewed: '2027-01-01'}, today)[0]).toMatch(/future/);
  });

  it('gives the footer only what parses', () => {
    expect(readProvenance({})).toBeUndefined();
    expect(readProvenance({sources: ['https://a.org', 'nonsense'], last_reviewed: '2026-11-23'})).toEqual({
      sources: [{label: 'a.org', href: 'https://a.org'}],
      lastReviewed: '2026-11-23',
    });
  });
});

describe('check:review', () => {
  const today = new Date('2026-11-23T00:00:00Z');
  it('lists pages never reviewed first, then reviews older than the threshold, oldest first', () => {
    const due = dueForReview(
      [
        {file: 'docs/a.md', lastReviewed: '2026-11-01'},
        {file: 'docs/b.md', lastReviewed: '2025-01-01'},
        {file: 'docs/c.md'},
        {file: 'docs/d.md', lastReviewed: '2026-05-20'},
      ],
      today,
      180,
    );
    expect(due.map((p) => p.file)).toEqual(['docs/c.md', 'docs/b.md', 'docs/d.md']);
    expect(due[1]?.age).toBe(691);
  });

  it('reads every docs page of the site', () => {
    expect(readPageReviews(ROOT).length).toBeGreaterThan(150);
  });
});

const pages = walk(path.join(ROOT, 'docs'), (name) => /\.mdx?$/.test(name) && !name.startsWith('_')).sort();

describe('every docs page', () => {
  it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s: names its sources and review day', (rel, file) => {
    const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'));
    const frontMatter = (match ? parseYaml(match[1] ?? '') : {}) ?? {};
    const problems = provenanceProblems(frontMatter as Record<string, unknown>, TODAY);
    expect(problems.map((p) => `${rel}: ${p}`)).toEqual([]);
  });
});

/**
 * A fact in a data module is a line with an address or an https URL. It is
 * sourced when the line says `// src:`, or when the record around it (the
 * lines at deeper indentation between its opening and closing brace) has a
 * `// src:` comment or a `sources:` field, or when the module's header
 * comment names its source for the whole module (`// src:` before any code).
 */
function unsourcedFacts(text: string): number[] {
  const lines = text.split('\n');
  const FACT = /0x[0-9a-fA-F]{40}|['"`]https:\/\//;
  const SOURCED = /\bsrc:|\bsources?\s*[:=]/;
  const COMMENT = /^\s*(\/\/|\/?\*)/;
  const OPENER = /[{[(]\s*(\/\/.*)?$/;
  const indent = (line: string) => /^\s*/.exec(line)![0].length;
  /** The comment lines just above line `index`. */
  const commentsAbove = (index: number) => {
    let first = index;
    while (first > 0 && COMMENT.test(lines[first - 1]!)) first -= 1;
    return lines.slice(first, index);
  };
  const missing: number[] = [];
  lines.forEach((line, index) => {
    if (!FACT.test(line) || SOURCED.test(line) || COMMENT.test(line)) return;
    const own = indent(line);
    // The innermost record: the lines at this indentation or deeper around the line.
    let start = index;
    while (start > 0 && indent(lines[start - 1]!) >= own && !OPENER.test(lines[start - 1]!)) start -= 1;
    let end = index;
    while (end < lines.length - 1 && indent(lines[end + 1]!) >= own) end += 1;
    const seen = lines.slice(start, end + 1);
    // Each enclosing record: its opening line, the comments above it, and its
    // own fields (a `sources:` key of the record), not those of nested records.
    let level = own;
    for (let i = start - 1; i >= 0 && level > 0; i -= 1) {
      const candidate = lines[i]!;
      if (candidate.trim() && indent(candidate) < level && OPENER.test(candidate)) {
        seen.push(candidate, ...commentsAbove(i));
        for (let j = i + 1; j < lines.length && (!lines[j]!.trim() || indent(lines[j]!) > indent(candidate)); j += 1) {
          if (indent(lines[j]!) === level) seen.push(lines[j]!);
        }
        level = indent(candidate);
      }
    }
    if (!seen.some((l) => SOURCED.test(l))) missing.push(index + 1);
  });
  return missing;
}

describe('every fact in src/data', () => {
  it('finds an unsourced address (the check can fail)', () => {
    expect(unsourcedFacts("export const a = {\n  x: '0x471EcE3750Da237f93B8E339c536989b8978a438',\n};")).toEqual([2]);
    expect(unsourcedFacts("export const a = {\n  x: '0x471EcE3750Da237f93B8E339c536989b8978a438', // src: facts\n};")).toEqual([]);
    expect(
      unsourcedFacts("export const a = [\n  {\n    url: 'https://x.org',\n    sources: ['https://x.org'],\n  },\n];"),
    ).toEqual([]);
    expect(unsourcedFacts("// src: facts\nexport const list = [\n  {\n    url: 'https://x.org',\n  },\n];")).toEqual([]);
    expect(unsourcedFacts("export const list = [\n  {\n    url: 'https://x.org',\n  },\n];")).toEqual([3]);
    // A record's own sources cover its nested objects; a sibling record's do not.
    const nested = "export const list = [\n  {\n    inner: {\n      url: 'https://a.org',\n    },\n    sources: ['https://a.org'],\n  },\n  {\n    url: 'https://b.org',\n  },\n];";
    expect(unsourcedFacts(nested)).toEqual([9]);
  });

  // sources.ts defines the source format itself.
  const modules = walk(path.join(ROOT, 'src/data'), (name) => name.endsWith('.ts') && name !== 'sources.ts').sort();
  it.each(modules.map((file) => [path.relative(ROOT, file), file]))('%s: every address and URL names its source', (rel, file) => {
    const lines = unsourcedFacts(fs.readFileSync(file, 'utf8'));
    expect(
      lines.map((line) => `${rel}:${line}: add a "// src: <source>" comment or a sources field to this record`),
    ).toEqual([]);
  });
});

/**
 * Every source is pinned, so `npm run check:drift` can tell when it changes: a repository file names the
 * full commit that was read (`owner/name@<40 hex>:path`), an https page in a `// src:` comment the day it
 * was read. The rules are in scripts/drift/pins.ts.
 */
describe('every source is pinned', () => {
  const shared = sharedSourceNames(ROOT);

  it('finds an unpinned source in a page and in a data module (the check can fail)', () => {
    const page = '---\ntitle: T\nsources:\n  - celo-org/docs:a.md\nlast_reviewed: 2026-11-28\n---\n';
    expect(pagePinProblems('docs/t.md', page).map((p) => p.line)).toEqual([4]);
    const module = "export const a = 1; // src: celo-org/docs:a.md\nexport const b = 2; // src: docs_net_mintlify\nexport const c = 3; // src: see upstream";
    expect(dataPinProblems('src/data/t.ts', module, shared).map((p) => p.line)).toEqual([1, 3]);
  });

  it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s: pins its repository sources to a commit', (rel, file) => {
    const problems = pagePinProblems(rel.split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  it.each(dataModules(ROOT).map((rel) => [rel]))('%s: every source it names is pinned', (rel) => {
    const problems = dataPinProblems(rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'), shared);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});
