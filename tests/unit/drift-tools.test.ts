/**
 * `check:drift --tools`: the tool records of src/data, compared with the newest version a registry
 * publishes, asked of a small local server that answers like npm, PyPI and crates.io.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkTools, compareVersions, findToolRecords, formatTools, loadToolRecords, type Endpoints} from '../../scripts/drift/tools';

const ROOT = path.resolve(__dirname, '../..');

describe('tool records', () => {
  it('are found by shape in a module’s exports', () => {
    const exports = {
      devTools: {graphCli: {name: '@graphprotocol/graph-cli', registry: 'npm', version: '0.98.1', pages: ['developer/indexers/the-graph.md']}},
      notATool: {name: 'x', version: '1.0.0'},
      aiPackages: {celoMcp: {name: 'celo-mcp', registry: 'pypi', version: '0.4.1'}},
    };
    expect(findToolRecords('src/data/x.ts', exports).map((r) => [r.name, r.registry, r.version, r.where])).toEqual([
      ['celo-mcp', 'pypi', '0.4.1', 'src/data/x.ts aiPackages.celoMcp'],
      ['@graphprotocol/graph-cli', 'npm', '0.98.1', 'src/data/x.ts devTools.graphCli'],
    ]);
  });

  it('are read from the site’s data modules', async () => {
    const records = await loadToolRecords(ROOT);
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(r.version, `${r.where}: an exact version`).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('include every package record of src/data, with or without a registry field', async () => {
    const where = new Set((await loadToolRecords(ROOT)).map((r) => r.where.split(' ')[0]));
    for (const file of ['src/data/toolVersions.ts', 'src/data/ai.ts', 'src/data/providerPackages.ts', 'src/data/self.ts', 'src/data/goat.ts', 'src/data/mento.ts', 'src/data/aiTools.ts']) {
      expect(where.has(file), `${file}: its package records`).toBe(true);
    }
    // A record with a name and an exact version but neither registry nor sources is not a package pin.
    expect(findToolRecords('src/data/x.ts', {a: {name: 'x', version: '1.0.0'}, b: {name: 'y', version: '1.0.0', sources: []}}).map((r) => r.name)).toEqual(['y']);
  });

  it('compare release versions, not strings', () => {
    expect(compareVersions('0.98.1', '0.100.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('2.0.0-rc.1', '2.0.0')).toBe(-1);
    expect(compareVersions('v3.0.0', '2.9.9')).toBe(1);
  });
});

describe('the registries', () => {
  let server: http.Server;
  let at: Endpoints;
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.accept ?? ''}`.trim());
      res.setHeader('content-type', 'application/json');
      // The fields each registry's JSON API answers with (abbreviated).
      if (req.url === '/npm/@graphprotocol%2fgraph-cli') res.end(JSON.stringify({name: '@graphprotocol/graph-cli', 'dist-tags': {latest: '0.99.0', next: '0.100.0-alpha.1'}, versions: {}}));
      else if (req.url === '/npm/openskills') res.end(JSON.stringify({name: 'openskills', 'dist-tags': {latest: '1.5.0'}}));
      else if (req.url === '/pypi/pypi/celo-mcp/json') res.end(JSON.stringify({info: {name: 'celo-mcp', version: '0.4.1'}, releases: {}}));
      else if (req.url === '/crates/api/v1/crates/foundry') res.end(JSON.stringify({crate: {id: 'foundry', max_stable_version: '1.3.0', newest_version: '1.4.0-beta'}}));
      else res.writeHead(404).end(JSON.stringify({error: 'Not found'}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    at = {npm: `${base}/npm`, pypi: `${base}/pypi`, crates: `${base}/crates`};
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('name the tools whose pin is behind, and the ones they could not answer for', async () => {
    const results = await checkTools(
      [
        {name: '@graphprotocol/graph-cli', registry: 'npm', version: '0.98.1', where: 'a', pages: ['developer/indexers/the-graph.md']},
        {name: 'openskills', registry: 'npm', version: '1.5.0', where: 'b', pages: []},
        {name: 'celo-mcp', registry: 'pypi', version: '0.4.1', where: 'c', pages: []},
        {name: 'foundry', registry: 'crates', version: '1.2.0', where: 'd', pages: []},
        {name: 'left-pad-nowhere', registry: 'npm', version: '1.0.0', where: 'e', pages: []},
      ],
      at,
    );
    expect(results.map((r) => [r.name, r.newest ?? r.error, r.behind])).toEqual([
      ['@graphprotocol/graph-cli', '0.99.0', true],
      ['celo-mcp', '0.4.1', false],
      ['foundry', '1.3.0', true],
      ['left-pad-nowhere', expect.stringContaining('answered 404'), false],
      ['openskills', '1.5.0', false],
    ]);
    expect(seen).toContain('/npm/@graphprotocol%2fgraph-cli application/vnd.npm.install-v1+json');
    const text = formatTools(results);
    expect(text).toContain('@graphprotocol/graph-cli@0.98.1 (npm): behind: newest is 0.99.0');
    expect(text).toContain('a; pages: developer/indexers/the-graph.md');
    expect(text).toContain('Behind their registry: @graphprotocol/graph-cli, foundry.');
    expect(text).toContain('No answer from the registry for: left-pad-nowhere.');
  });

  it('says so when there is no tool record', () => {
    expect(formatTools([])).toMatch(/^No tool version records in src\/data/);
  });
});
