import {describe, expect, it} from 'vitest';
import {htmlToMarkdown} from '../../src/plugins/ai-docs/markdown/htmlToMarkdown';

const options = {origin: 'https://docs.celo.org', hasTwin: () => false};

/** A built page with a diagram, in the markup src/components/Diagram writes. */
const html = `<!doctype html><html><head><title>Bridges | Celo Documentation</title></head><body>
<div class="theme-doc-markdown markdown"><header><h1>Bridges</h1></header><p>Before.</p>
<figure class="diagram-figure figure_x"><div class="scroll_x" tabindex="0" role="group" aria-labelledby="diagram-d-caption"><div class="drawing_x">
<svg role="img" aria-labelledby="diagram-d" class="diagram-svg" width="10" height="10"><title id="diagram-d">A deposit</title><text class="dg-f-text">User</text></svg></div></div>
<figcaption id="diagram-d-caption">A deposit</figcaption>
<details><summary>Diagram as text</summary><ol><li>User → Portal: deposit</li><li>Portal → op-node: event</li></ol>
<div class="language-dot codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockTitle_OeMC">Graphviz DOT source</div><div class="codeBlockContent_QJqH"><pre class="prism-code language-dot"><code><div class="token-line"><span class="token plain">digraph {</span><br/></div><div class="token-line"><span class="token plain">  user -&gt; portal</span><br/></div><div class="token-line"><span class="token plain">}</span><br/></div></code></pre></div></div>
</details></figure><p>After.</p></div></body></html>`;

describe('a diagram in the Markdown twin', () => {
  it('is its caption, its text description and its DOT source in a fenced block, without the SVG', () => {
    const {markdown} = htmlToMarkdown(html, options);
    expect(markdown).toBe(
      [
        'Before.',
        '',
        '**Diagram: A deposit**',
        '',
        '1. User → Portal: deposit',
        '2. Portal → op-node: event',
        '',
        // A code block's title is written above its fence too, as the HTML shows it (twins keep parity).
        '**Graphviz DOT source**',
        '',
        '```dot title="Graphviz DOT source"',
        'digraph {',
        '  user -> portal',
        '}',
        '```',
        '',
        'After.',
      ].join('\n'),
    );
    expect(markdown).not.toContain('Diagram as text');
    expect(markdown).not.toContain('svg');
  });
});
