// The social card renderer: one 1200×630 PNG from a page's title and section, drawn as SVG by
// satori (from a tree of plain objects, the shape JSX compiles to) and rasterised by resvg (WebAssembly).
// Plain JavaScript, not TypeScript: the plugin runs it in worker threads, which Node starts
// without a TypeScript loader. Types: render.d.mts. How it fits: src/plugins/social-cards/README.md.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import satori from 'satori';
import {Resvg, initWasm} from '@resvg/resvg-wasm';

export {cardKey, TEMPLATE_VERSION} from './key.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export const WIDTH = 1200;
export const HEIGHT = 630;
/** Longer titles are cut at a word before satori sees them (it clamps the rest to three lines). */
export const MAX_TITLE_CHARS = 140;

/** The site's mark: the logo of the dark colour mode, the site's default. */
const LOGO_FILE = path.resolve(here, '../../../static/img/logo-dark.svg');
/**
 * Inter from @fontsource/inter, read from node_modules (satori reads .woff and .ttf, not .woff2): the
 * latin subset as "Inter", and latin-ext under a name of its own: satori takes one font per family
 * and weight, and looks for a glyph the family lacks (₮ in "USD₮") in the other families.
 */
const FONT_FILES = ['latin', 'latin-ext'].flatMap((subset) =>
  [400, 700].map((weight) => ({
    name: subset === 'latin' ? 'Inter' : `Inter ${subset}`,
    weight,
    file: `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`,
  })),
);

const COLOURS = {
  background: '#0b0b0c',
  text: '#ffffff',
  muted: '#b8b8bf',
  accent: '#fcff52',
};

/** `title` cut to at most `max` characters, at a word boundary where there is one, with an ellipsis. */
export function shortenTitle(title, max = MAX_TITLE_CHARS) {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The font size that lets a title of this length fit in three lines. */
function titleSize(title) {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 62;
  return 52;
}

const el = (type, style, children) => ({type, props: {style, children}});

/** The card as satori's element tree. */
export function cardTree({title, section, host, logo}) {
  const text = shortenTitle(title);
  const size = titleSize(text);
  // Yoga sizes boxes without their padding (content-box), so the padding sits on an inner box
  // that grows to fill the card, not on the card itself.
  return el('div', {width: WIDTH, height: HEIGHT, display: 'flex', flexDirection: 'column', backgroundColor: COLOURS.background}, [
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        flexGrow: 1,
        padding: '60px 72px 48px',
        color: COLOURS.text,
        fontFamily: 'Inter',
      },
      [
        el('div', {display: 'flex', alignItems: 'center'}, [
          {type: 'img', props: {src: logo, width: 72, height: 72, style: {borderRadius: 12}}},
          el('div', {display: 'flex', marginLeft: 24, fontSize: 36, fontWeight: 700}, 'Celo Docs'),
        ]),
        el('div', {display: 'flex', flexDirection: 'column'}, [
          el(
            'div',
            {display: 'flex', fontSize: 30, fontWeight: 700, color: COLOURS.accent, textTransform: 'uppercase', letterSpacing: 2, marginBottom: 20},
            section,
          ),
          // Three lines at most; satori ends a clamped text with an ellipsis.
          el('div', {display: 'block', width: WIDTH - 144, fontSize: size, fontWeight: 700, lineHeight: 1.15, lineClamp: 3}, text),
        ]),
        el('div', {display: 'flex', fontSize: 28, color: COLOURS.muted}, host),
      ],
    ),
    el('div', {display: 'flex', height: 12, backgroundColor: COLOURS.accent}, []),
  ]);
}

let ready;

/** Loads the fonts, the logo and resvg's WebAssembly once per thread. */
export function prepare() {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    const fonts = FONT_FILES.map(({name, weight, file}) => ({
      name,
      weight,
      style: 'normal',
      data: readFileSync(require.resolve(file)),
    }));
    const logo = `data:image/svg+xml;base64,${readFileSync(LOGO_FILE).toString('base64')}`;
    return {fonts, logo};
  })();
  return ready;
}

/**
 * The card as SVG. With `embedFont: false` the text stays `<text>` elements (the tests read the
 * lines of a long title); the PNG is drawn from the default, text as paths.
 */
export async function cardSvg({title, section, host}, {embedFont = true} = {}) {
  const {fonts, logo} = await prepare();
  return satori(cardTree({title, section, host, logo}), {width: WIDTH, height: HEIGHT, fonts, embedFont});
}

/** One card as PNG bytes. `host` is the site's host name, shown at the foot (docs.celo.org). */
export async function renderCard(card) {
  const svg = await cardSvg(card);
  const resvg = new Resvg(svg, {fitTo: {mode: 'original'}});
  try {
    const image = resvg.render();
    try {
      return Buffer.from(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
