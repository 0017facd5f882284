import {describe, expect, it} from 'vitest';
import {absoluteUrl, htmlToMarkdown} from '../../src/plugins/ai-docs/markdown/htmlToMarkdown';
import {twinPath} from '../../src/plugins/ai-docs/twinPath';
import {twinDocument} from '../../src/plugins/ai-docs';

const options = {origin: 'https://docs.celo.org', hasTwin: (p: string) => ['/network', '/developer/viem', '/'].includes(p)};

/** A built docs page, in the markup the classic theme and this site's components write. */
function page(body: string, extra = ''): string {
  return `<!doctype html><html><head><title>Celo networks | Celo Documentation</title></head><body>
<nav class="navbar"><a href="/">Home</a></nav>
<p class="ai-docs-chrome" aria-hidden="true">For AI agents: /llms.txt</p>
<article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Celo networks</h1></header>${body}</div></article>
${extra}<footer class="footer">Copyright</footer></body></html>`;
}

const code = (lang: string, lines: string[], title?: string) =>
  `<div class="deferred-hydration"><div class="language-${lang} codeBlockContainer_Ckt0 theme-code-block">${
    title ? `<div class="codeBlockTitle_OeMC">${title}</div>` : ''
  }<div class="codeBlockContent_QJqH"><pre class="prism-code language-${lang}"><code>${lines
    .map((l) => `<div class="token-line"><span class="token plain">${l}</span><br/></div>`)
    .join('')}</code></pre><div class="buttonGroup"><button aria-label="Copy code">Copy</button></div></div></div></div>`;

describe('htmlToMarkdown', () => {
  it('takes the title from the h1 and leaves navigation, breadcrumbs and agent chrome out', () => {
    const {title, markdown} = htmlToMarkdown(page('<p>Intro.</p>'), options);
    expect(title).toBe('Celo networks');
    expect(markdown).toBe('Intro.');
  });

  it('writes a data table as a Markdown table, a list in a cell kept on one line', () => {
    const html = page(`<h2 id="mainnet">Celo Mainnet<a href="#mainnet" class="hash-link">#</a></h2>
<div class="tableWrapper" tabindex="0"><table><thead><tr><th>Field</th><th>Value</th></tr></thead><tbody>
<tr><td>Chain ID</td><td><code>42220</code></td></tr>
<tr><td>Block explorers</td><td><ul><li><a href="https://celoscan.io">Celoscan</a></li><li><a href="https://celo.blockscout.com">Blockscout</a></li></ul></td></tr>
</tbody></table></div>`);
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown).toContain('## Celo Mainnet\n');
    expect(markdown).not.toContain('hash-link');
    expect(markdown).toContain('| Field | Value |');
    expect(markdown).toContain('| Chain ID | `42220` |');
    expect(markdown).toContain('| Block explorers | [Celoscan](https://celoscan.io); [Blockscout](https://celo.blockscout.com) |');
  });

  it('keeps a code block with its language and title (above it too), one line per source line, without the copy button', () => {
    const {markdown} = htmlToMarkdown(page(code('ts', ["import {celo} from 'viem/chains';", 'console.log(celo.id);'], 'chain.mts')), options);
    expect(markdown).toBe("**chain.mts**\n\n```ts title=\"chain.mts\"\nimport {celo} from 'viem/chains';\nconsole.log(celo.id);\n```");
  });

  it('keeps the indentation of code lines exactly, blank lines too', () => {
    const lines = ['const [a, b] = await Promise.all([', '  client.getBalance({address}),', '', '    nested(),', ']);'];
    const {markdown} = htmlToMarkdown(page(code('ts', lines)), options);
    expect(markdown).toBe(`\`\`\`ts\n${lines.join('\n')}\n\`\`\``);
  });

  it('writes every tab of a tab group under its label', () => {
    const html = page(`<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">npm</li><li role="tab">yarn</li></ul>
<div class="margin-top--md"><div role="tabpanel">${code('bash', ['npm install viem'])}</div><div role="tabpanel" hidden>${code('bash', ['yarn add viem'])}</div></div></div>`);
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown).toBe('**Tab: npm**\n\n```bash\nnpm install viem\n```\n\n**Tab: yarn**\n\n```bash\nyarn add viem\n```');
  });

  it('writes an admonition as a quote that opens with its label', () => {
    const html = page(`<div class="theme-admonition theme-admonition-warning alert alert--warning"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>warning</div><div class="admonitionContent_BuS1"><p>Alfajores is retired.</p></div></div>`);
    expect(htmlToMarkdown(html, options).markdown).toBe('> **Warning**\n>\n> Alfajores is retired.');
  });

  it('makes site links absolute and points them at twins where a twin exists', () => {
    const html = page('<p><a href="/network#mainnet">networks</a>, <a href="/img/logo.svg">logo</a>, <a href="https://viem.sh">viem</a>, <a href="#here">here</a></p>');
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown).toContain('[networks](https://docs.celo.org/network.md#mainnet)');
    expect(markdown).toContain('[logo](https://docs.celo.org/img/logo.svg)');
    expect(markdown).toContain('[viem](https://viem.sh)');
    expect(markdown).toContain('[here](#here)');
  });

  it("appends the page's sources from the footer", () => {
    const footer = '<section class="page-provenance"><h2 id="page-sources">Sources</h2><ul><li><a href="https://github.com/celo-org/docs">celo-org/docs</a></li></ul><p>Last reviewed on <time>November 23, 2026</time></p></section>';
    const {markdown} = htmlToMarkdown(page('<p>Intro.</p>', footer), options);
    expect(markdown).toBe('Intro.\n\n## Sources\n\n- [celo-org/docs](https://github.com/celo-org/docs)\n\nLast reviewed on November 23, 2026');
  });

  it('reads <main> on pages outside the docs, and returns nothing for a page without content', () => {
    expect(htmlToMarkdown('<html><body><main><h1>Showcase</h1><p>Apps.</p></main></body></html>', options)).toEqual({title: 'Showcase', markdown: 'Apps.'});
    expect(htmlToMarkdown('<html><head><title>X</title></head><body><div>no content root</div></body></html>', options).markdown).toBe('');
  });
});

describe('twin paths and links', () => {
  it('maps page paths to their .md twin', () => {
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/developer/viem')).toBe('/developer/viem.md');
    expect(twinPath('/developer/viem/')).toBe('/developer/viem.md');
    expect(twinPath('/developer/viem.html')).toBe('/developer/viem.md');
  });

  it('leaves external links, fragments and other schemes alone, and gives protocol-relative links https', () => {
    expect(absoluteUrl('https://x.org/a', options, true)).toBe('https://x.org/a');
    expect(absoluteUrl('//x.org/a', options, true)).toBe('https://x.org/a');
    expect(absoluteUrl('#here', options, true)).toBe('#here');
    expect(absoluteUrl('mailto:a@b.org', options, true)).toBe('mailto:a@b.org');
    expect(absoluteUrl('/developer/viem/?a=1#b', options, true)).toBe('https://docs.celo.org/developer/viem.md?a=1#b');
  });

  it('resolves page-relative links against the page, so no link of a twin needs its base URL', () => {
    const onPage = {...options, pagePath: '/developer/ethers'};
    expect(absoluteUrl('viem#install', onPage, true)).toBe('https://docs.celo.org/developer/viem.md#install');
    expect(absoluteUrl('../network', onPage, true)).toBe('https://docs.celo.org/network.md');
    expect(absoluteUrl('./files/abi.json', onPage, false)).toBe('https://docs.celo.org/developer/files/abi.json');
    const html = page('<p><a href="viem">viem</a>, <a href="//celo.org/x">celo.org</a>, <img src="/img/a.png" alt="a"></p>');
    const {markdown} = htmlToMarkdown(html, onPage);
    const links = [...markdown.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]!);
    expect(links).toEqual(['https://docs.celo.org/developer/viem.md', 'https://celo.org/x', 'https://docs.celo.org/img/a.png']);
    expect(links.every((l) => /^https:\/\//.test(l))).toBe(true);
  });

  it('starts each twin with its title and a pointer to llms.txt', () => {
    const doc = twinDocument('Use viem', 'Body.', 'https://docs.celo.org/developer/viem', 'https://docs.celo.org');
    expect(doc.split('\n').slice(0, 3)).toEqual([
      '# Use viem',
      '',
      '> Markdown version of https://docs.celo.org/developer/viem. Index of every page of these docs: https://docs.celo.org/llms.txt',
    ]);
  });
});

describe('tables drawn by components', () => {
  it('keeps the text around a list in a cell, and the caption as a line above the table', () => {
    const html = page(`<table><caption>Bridges that serve Celo</caption><thead><tr><th>Name</th><th>Offers</th></tr></thead><tbody>
<tr><th scope="row">Superbridge</th><td>A web app for the native bridge.<ul><li>Native bridge</li><li>Token bridge</li></ul></td></tr></tbody></table>`);
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown).toBe('**Bridges that serve Celo**\n\n| Name | Offers |\n| - | - |\n| Superbridge | A web app for the native bridge.; Native bridge; Token bridge |');
  });
});

describe('reference tables with values per network', () => {
  it('keeps a row on one line: a definition list as "network: value", a <br> and a block as separate parts', () => {
    const html = page(`<table><thead><tr><th>Variable</th><th>Default</th><th>Effect</th></tr></thead><tbody>
<tr><th scope="row"><code>OP_RETH__CHAIN</code><br><span>envs/&lt;network&gt;/op-reth.env</span></th><td><dl><dt>Celo Mainnet</dt><dd><code>celo</code></dd><dt>Celo Sepolia Testnet</dt><dd><code>celo-sepolia</code></dd></dl></td><td>Chain spec op-reth loads.<div>Source: <a href="https://github.com/x/y">start-op-reth.sh</a></div></td></tr></tbody></table>`);
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown.split('\n')).toEqual([
      '| Variable | Default | Effect |',
      '| - | - | - |',
      '| `OP_RETH__CHAIN`; envs/\\<network>/op-reth.env | Celo Mainnet: `celo`; Celo Sepolia Testnet: `celo-sepolia` | Chain spec op-reth loads.; Source: [start-op-reth.sh](https://github.com/x/y) |',
    ]);
  });
});
