/**
 * The social card renderer and its cache (src/plugins/social-cards/): a card is a 1200×630 PNG, a
 * cached card is not drawn again, and a long title stays inside the card in three lines at most.
 * The build-output test (tests/build-output/social-images.test.ts) checks that every page names its card.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {cardKey, cardSvg, renderCard, shortenTitle, HEIGHT, MAX_TITLE_CHARS, WIDTH} from '../../src/plugins/social-cards/render.mjs';
import {defaultCacheDir, generateCards} from '../../src/plugins/social-cards/generate.mjs';
import {cardPath} from '../../src/plugins/social-cards/cardPath';

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's place. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(8)).toBe(13);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
afterAll(() => fs.rmSync(temp, {recursive: true, force: true}));

const card = {title: 'Run a Celo L2 node', section: 'Celo L2', host: 'docs.celo.org'};
// Budgets of their own: the first card loads the fonts and resvg's WebAssembly.
describe('social cards', () => {
  it('draws a card as a valid 1200×630 PNG', async () => {
    const png = await renderCard(card);
    expect(pngSize(png)).toEqual({width: WIDTH, height: HEIGHT});
    expect([WIDTH, HEIGHT]).toEqual([1200, 630]);
    // Bit depth 8, colour type 6 (RGBA) or 2 (RGB): what link previews read.
    expect(png[24]).toBe(8);
    expect([2, 6]).toContain(png[25]);
  });

  it('keys a card by what it shows', () => {
    expect(cardKey(card)).toBe(cardKey({...card}));
    expect(cardKey(card)).not.toBe(cardKey({...card, title: 'Run a Celo L2 archive node'}));
    expect(cardKey(card)).not.toBe(cardKey({...card, section: 'Build'}));
    expect(cardKey(card)).not.toBe(cardKey({...card, host: 'preview.example.org'}));
  });

  it('draws a cached card only once, and writes it for every page that shows it', async () => {
    const cacheDir = path.join(temp, 'cache');
    const outDir = path.join(temp, 'out');
    const render = vi.fn(async () => Buffer.from('not drawn here'));
    const jobs = [
      {card, file: 'social-cards/a.png'},
      {card: {...card, title: 'Another page'}, file: 'social-cards/b/c.png'},
      {card, file: 'social-cards/same-title.png'},
    ];
    const first = await generateCards(jobs, {outDir, cacheDir, threads: 0, render});
    expect(first).toMatchObject({cards: 3, drawn: 2, cached: 0});
    expect(render).toHaveBeenCalledTimes(2);

    const again = await generateCards(jobs, {outDir, cacheDir, threads: 0, render});
    expect(again).toMatchObject({cards: 3, drawn: 0, cached: 2});
    expect(render).toHaveBeenCalledTimes(2);
    for (const {file} of jobs) expect(fs.existsSync(path.join(outDir, file))).toBe(true);
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('draws in worker threads what the cache lacks', async () => {
    const cacheDir = path.join(temp, 'cache-workers');
    const outDir = path.join(temp, 'out-workers');
    const jobs = [{card, file: 'x.png'}, {card: {...card, title: 'Deploy a contract'}, file: 'y.png'}];
    expect(await generateCards(jobs, {outDir, cacheDir, threads: 2})).toMatchObject({drawn: 2, cached: 0});
    for (const {file} of jobs) expect(pngSize(fs.readFileSync(path.join(outDir, file)))).toEqual({width: 1200, height: 630});
    expect(fs.readFileSync(path.join(outDir, 'x.png')).equals(fs.readFileSync(path.join(outDir, 'y.png')))).toBe(false);
  });

  it('wraps a long title in at most three lines inside the card, ending it with an ellipsis', async () => {
    const title =
      'How a fee-currency transaction is paid through the FeeCurrencyDirectory and its adapter, with the debit ' +
      'before execution and the credit after it, explained for wallets, node operators and token issuers alike';
    const svg = await cardSvg({...card, title}, {embedFont: false});
    // The title's words: the largest text of the card.
    const words = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)]
      .map((m) => ({x: Number(m[1]), y: Number(m[2]), width: Number(m[3]), size: Number(m[4]), text: m[5]!}))
      .filter((word) => word.size >= 48);
    const lines = new Set(words.map((word) => word.y));
    expect(lines.size).toBeGreaterThan(1);
    expect(lines.size).toBeLessThanOrEqual(3);
    // Inside the card's right margin (a space that ends a line draws nothing).
    for (const word of words.filter((w) => w.text.trim())) expect(word.x + word.width).toBeLessThanOrEqual(WIDTH - 72 + 1);
    expect(words.map((word) => word.text).join('')).toContain('…');
  });

  it('draws the letters of titles beyond ASCII, not the missing-glyph box', async () => {
    // U+E000 (private use) is in no font: it draws the font's missing-glyph box.
    const box = await cardSvg({...card, title: 'USD\uE000'});
    for (const letter of ['₮', 'Ł', 'é', '—', '…']) expect(await cardSvg({...card, title: `USD${letter}`}), letter).not.toBe(box);
  });

  it('cuts a very long title at a word before drawing it', () => {
    const long = 'word '.repeat(100);
    const short = shortenTitle(long);
    expect(short.length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(short.endsWith('word…')).toBe(true);
    expect(shortenTitle('  A   short\ntitle ')).toBe('A short title');
  });

  it('names each page its own card file, outside img/', () => {
    expect(cardPath('/')).toBe('/social-cards/index.png');
    expect(cardPath('/build/quickstart')).toBe('/social-cards/build/quickstart.png');
    expect(cardPath('/build/')).toBe('/social-cards/build.png');
    expect(cardPath('/404.html')).toBe('/social-cards/404.png');
    expect(cardPath('/search?q=gas#x')).toBe('/social-cards/search.png');
  });

  it('caches in node_modules/.cache unless SOCIAL_CARDS_CACHE_DIR says where', () => {
    expect(defaultCacheDir('/site', {})).toBe(path.join('/site', 'node_modules', '.cache', 'social-cards'));
    expect(defaultCacheDir('/site', {SOCIAL_CARDS_CACHE_DIR: '/tmp/cards'})).toBe(path.resolve('/tmp/cards'));
  });
});
