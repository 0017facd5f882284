/**
 * Renders the provider tables on the server, as the static build does, and
 * checks that every provider name is in the HTML (so search finds it and the
 * page works without JavaScript), and that a URL filter narrows the rows once
 * the page runs in the browser.
 */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';

const state = {isBrowser: false, search: ''};

vi.mock('@docusaurus/Link', () => ({
  default: ({href, to, children}: {href?: string; to?: string; children?: unknown}) =>
    createElement('a', {href: href ?? to}, children as never),
}));
vi.mock('@docusaurus/Translate', () => import('./support/docusaurusTranslate'));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => state.isBrowser}));
// theme-common's query-string hook reads an empty query during server rendering and hydration.
vi.mock('@docusaurus/theme-common', () => ({
  useQueryString: (key: string) => [state.isBrowser ? (new URLSearchParams(state.search).get(key) ?? '') : '', () => undefined],
}));

const {default: ProviderTable, categoryLabel, offerLabel} = await import('../../src/components/ProviderTable');
const {categories, categoryIds, offerLabels, providersIn} = await import('../../src/data/ecosystem');

function render(category: (typeof categoryIds)[number]): string {
  return renderToStaticMarkup(createElement(ProviderTable, {category}));
}

/** Text as it appears in HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}

describe('ProviderTable on the server', () => {
  beforeEach(() => {
    state.isBrowser = false;
    state.search = '';
  });

  it.each(categoryIds)('%s: every provider name is in the static HTML, in an accessible table', (category) => {
    const html = render(category);
    expect(html).toContain('<caption>');
    expect(html).toContain('<th scope="col">Name</th>');
    for (const provider of providersIn(category)) {
      expect(html, `${provider.name} is missing from the ${category} table`).toContain(`>${escapeHtml(provider.name)}</a>`);
    }
  });

  it('ignores the URL query during server rendering, so the static HTML lists everyone', () => {
    state.search = '?network=celoSepolia';
    const html = render('rpc');
    expect(html).toContain('>Infura</a>');
  });

  it('labels every filter control', () => {
    const html = render('rpc');
    for (const id of [...html.matchAll(/<(?:select|input)[^>]*id="([^"]+)"/g)].map((m) => m[1])) {
      expect(html, `control ${id} has no <label for>`).toContain(`for="${id}"`);
    }
  });
});

describe('ProviderTable in the browser', () => {
  it('shows only the rows that match the filter in the URL', () => {
    state.isBrowser = true;
    state.search = '?network=celoSepolia';
    const html = render('rpc');
    expect(html).toContain('>Ankr</a>');
    expect(html).not.toContain('>Infura</a>');
    expect(html).toMatch(/\d+ of \d+ providers/);
  });

  it('says so when nothing matches', () => {
    state.isBrowser = true;
    state.search = '?q=no-such-provider-name';
    expect(render('oracles')).toContain('No provider matches these filters');
  });
});

describe('ProviderTable labels', () => {
  // The component translates the labels (translate() with literal ids); its English messages are the data's.
  it('has the data module\'s English label for every category and offer', () => {
    for (const category of categoryIds) expect(categoryLabel(category), category).toBe(categories[category].label);
    for (const [offer, label] of Object.entries(offerLabels)) expect(offerLabel(offer as keyof typeof offerLabels), offer).toBe(label);
  });
});
