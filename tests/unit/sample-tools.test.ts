/**
 * `sampleTools` of src/data/toolVersions.ts: the packages many walkthroughs install (tsx, typescript, ethers,
 * wagmi…), pinned to the versions the site's own install type-checks the samples with, and celocli to the
 * release of the command reference. Pages render install commands with `toolInstallArgs`, and
 * `npm run check:samples` (scripts/samples/installs.ts) fails any install left without an exact version.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {releaseHistory} from '@site/src/data/celocli/global';
import {providerPackages} from '@site/src/data/providerPackages';
import {isSourceRef} from '@site/src/data/sources';
import {sampleTools, toolInstallArgs} from '@site/src/data/toolVersions';

const ROOT = path.resolve(__dirname, '../..');
const installed = (name: string): string => (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

describe('sampleTools', () => {
  it.each(Object.entries(sampleTools))('%s is exact, sourced and checked', (_key, p) => {
    expect(p.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(p.checked.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const s of p.sources) expect(isSourceRef(s), s).toBe(true);
  });

  it.each(Object.entries(sampleTools).filter(([key]) => key !== 'celocli'))('%s is the version the site installs (package-lock.json)', (key, p) => {
    expect(p.version, `sampleTools.${key}: the site now installs ${installed(p.name)}; re-check the pages that install it, then update the record`).toBe(installed(p.name));
  });

  it('pins celocli to the newest release of the command reference', () => {
    expect(sampleTools.celocli.version).toBe(releaseHistory[releaseHistory.length - 1]!.version);
  });

  it('renders install arguments, viem from providerPackages', () => {
    expect(toolInstallArgs(['viem', 'tsx'])).toBe(`viem@${providerPackages.viem.version} tsx@${sampleTools.tsx.version}`);
    expect(installed('viem')).toBe(providerPackages.viem.version);
  });

  it.each(Object.entries(sampleTools).flatMap(([key, p]) => p.pages.map((page) => [key, page] as const)))('%s: docs/%s renders it from the data', (key, page) => {
    const text = fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8');
    expect(text, `docs/${page}: install ${sampleTools[key as keyof typeof sampleTools].name} with toolInstallArgs(['${key}'])`).toMatch(new RegExp(`toolInstallArgs\\(\\[[^\\]]*'${key}'`));
  });
});
