/**
 * Checks src/data/x402.ts (Celo's hosted x402 facilitator, token signing domains, discovery indexes)
 * and the pages that render it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isSourceRef} from '@site/src/data/sources';
import {celoFacilitator, celoTokenDomains, x402DiscoveryIndexes} from '@site/src/data/x402';
import {networks, type NetworkId} from '@site/src/data/networks';
import {tokenBySymbol} from '@site/src/data/tokens';

const ROOT = path.resolve(__dirname, '../..');
const PAGES = ['docs/build/build-with-ai/x402.md', 'docs/build/build-with-ai/mpp.md'];
const HTTPS = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*[^/])?$/;

function expectSources(label: string, sources: readonly string[]) {
  expect(sources.length, `${label}: add at least one source`).toBeGreaterThan(0);
  for (const s of sources) expect(isSourceRef(s), `${label}: "${s}" is neither owner/name[@commit]:path nor an https URL`).toBe(true);
  expect(new Set(sources).size, `${label}: a source is listed twice`).toBe(sources.length);
}

describe('Celo x402 facilitator', () => {
  const apis = Object.entries(celoFacilitator.apiUrls) as [NetworkId, string][];

  it('has valid sources and https URLs without a trailing slash', () => {
    expectSources('celoFacilitator', celoFacilitator.sources);
    for (const url of [celoFacilitator.dashboardUrl, celoFacilitator.implementation.url, ...apis.map(([, u]) => u)]) {
      expect(url, `celoFacilitator: "${url}" must be https without a trailing slash`).toMatch(HTTPS);
    }
  });

  it('serves live networks only, with one API per network, none of them the dashboard', () => {
    expect(apis.length, 'celoFacilitator.apiUrls: list at least one network').toBeGreaterThan(0);
    for (const [net, url] of apis) {
      expect(networks[net], `celoFacilitator.apiUrls: "${net}" is not a network in networks.ts`).toBeDefined();
      expect(networks[net].status, `celoFacilitator.apiUrls.${net}: the network is retired; remove it`).toBe('live');
      expect(url, `celoFacilitator.apiUrls.${net} is the dashboard; resource servers must use the API host`).not.toBe(celoFacilitator.dashboardUrl);
    }
    expect(new Set(apis.map(([, u]) => u)).size, 'two networks share one facilitator URL').toBe(apis.length);
  });

  it('settles tokens that exist on Celo Mainnet and have a known signing domain', () => {
    for (const symbol of celoFacilitator.tokens) {
      expect(() => tokenBySymbol('mainnet', symbol), `celoFacilitator.tokens: "${symbol}" is not a Mainnet token in tokens.ts`).not.toThrow();
      expect(celoTokenDomains.some((d) => d.symbol === symbol), `celoFacilitator.tokens: add the EIP-712 domain of ${symbol} to celoTokenDomains`).toBe(true);
    }
  });

  it('names refusals with distinct HTTP status codes and a dollar price', () => {
    const codes = celoFacilitator.settleErrors.map((e) => e.status);
    expect(new Set(codes).size, 'celoFacilitator.settleErrors lists a status twice').toBe(codes.length);
    for (const c of codes) expect(c, `celoFacilitator.settleErrors: ${c} is not a 4xx status`).toBeGreaterThanOrEqual(400);
    expect(celoFacilitator.settlementPriceUsd, 'celoFacilitator.settlementPriceUsd: write a plain decimal such as 0.001').toMatch(/^\d+(\.\d+)?$/);
    expect(celoFacilitator.apiKeyHeader, 'celoFacilitator.apiKeyHeader: write an HTTP header name').toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });
});

describe('token signing domains', () => {
  it.each(celoTokenDomains.map((d) => [d.symbol, d] as const))('%s: exists in tokens.ts, has a name, a version and sources', (symbol, d) => {
    expect(() => tokenBySymbol('mainnet', symbol), `celoTokenDomains: "${symbol}" is not a Mainnet token in tokens.ts`).not.toThrow();
    expect(d.name, `celoTokenDomains.${symbol}.name is empty`).not.toBe('');
    expect(d.version, `celoTokenDomains.${symbol}.version: write the EIP-712 version string, such as "2"`).toMatch(/^\d+$/);
    expectSources(`celoTokenDomains.${symbol}`, d.sources);
  });

  it('lists each token once', () => {
    const symbols = celoTokenDomains.map((d) => d.symbol);
    expect(new Set(symbols).size, 'celoTokenDomains lists a token twice').toBe(symbols.length);
  });
});

describe('x402 discovery indexes', () => {
  it.each(x402DiscoveryIndexes.map((i) => [i.name, i] as const))('%s: https URL, an entry rule and sources', (name, index) => {
    expect(index.url, `x402DiscoveryIndexes "${name}": "${index.url}" must be https without a trailing slash`).toMatch(HTTPS);
    expect(index.entry.length, `x402DiscoveryIndexes "${name}": say how an endpoint gets listed`).toBeGreaterThan(20);
    expectSources(`x402DiscoveryIndexes "${name}"`, index.sources);
  });

  it('has no duplicate names or URLs', () => {
    expect(new Set(x402DiscoveryIndexes.map((i) => i.name)).size, 'x402DiscoveryIndexes lists a name twice').toBe(x402DiscoveryIndexes.length);
    expect(new Set(x402DiscoveryIndexes.map((i) => i.url)).size, 'x402DiscoveryIndexes lists a URL twice').toBe(x402DiscoveryIndexes.length);
  });
});

describe('pages render the facilitator from data', () => {
  it.each(PAGES)('%s never retypes a facilitator API URL', (rel) => {
    const text = fs.readFileSync(path.join(ROOT, rel), 'utf8');
    for (const [net, url] of Object.entries(celoFacilitator.apiUrls)) {
      expect(text.includes(url), `${rel} retypes ${url}; render celoFacilitator.apiUrls.${net} instead`).toBe(false);
    }
    expect(text, `${rel} must import from @site/src/data/x402`).toMatch(/from '@site\/src\/data\/x402'/);
  });
});
