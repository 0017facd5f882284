import {describe, expect, it} from 'vitest';
import {DiagramError, renderDiagram, type DiagramInput} from '../../src/remark/diagram/render';
import remarkDiagrams, {diagramMeta} from '../../src/remark/diagrams';
import fs from 'node:fs';
import path from 'node:path';
import {diagramLocales, diagramValues, localizedDiagramValues} from '../../src/data/diagramValues';
import {ROLES} from '../../src/remark/diagram/palette';

const base: DiagramInput = {
  source: [
    'digraph {',
    '  subgraph cluster_l1 { label="Ethereum"; portal [label="OptimismPortal" fillcolor=alt] }',
    '  user [label="User" fillcolor=accent fontcolor=accentText]',
    '  user -> portal [label="1. deposit, proven after {{wait}}"]',
    '  portal -> user [label="2. done"]',
    '}',
  ].join('\n'),
  title: 'A test diagram',
  id: 'diagram-test',
  values: {wait: '7 days'},
  page: 'docs/learn/page.md',
  line: 10,
};

describe('diagram renderer', () => {
  it('gives the SVG a role, a title that names it, and no Graphviz ids or comments', async () => {
    const {svg} = await renderDiagram(base);
    expect(svg).toMatch(/^<svg role="img" aria-labelledby="diagram-test"/);
    expect(svg).toContain('<title id="diagram-test">A test diagram</title>');
    expect(svg.match(/<title/g)).toHaveLength(1);
    expect(svg).not.toMatch(/\sid="(?!diagram-test")/);
    expect(svg).not.toContain('<!--');
  });

  it('hard-codes no colour: every fill and stroke is a theme class or none', async () => {
    const {svg} = await renderDiagram(base);
    expect(svg).not.toMatch(/(?:fill|stroke)="(?!none")/);
    expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|\b(?:black|white)\b/i);
    expect(svg).toContain('class="dg-f-accent');
    expect(svg).toContain('dg-f-accentText');
  });

  it('fills placeholders from the values, and the text description carries them', async () => {
    const rendered = await renderDiagram(base);
    expect(rendered.svg).toContain('7 days');
    expect(rendered.dot).toContain('proven after 7 days');
    expect(rendered.dot).not.toContain('{{');
    expect(rendered.ordered).toBe(true);
    expect(rendered.steps).toEqual(['User → OptimismPortal: deposit, proven after 7 days', 'OptimismPortal → User: done']);
    expect(rendered.parts).toEqual(['Ethereum: OptimismPortal']);
  });

  it('fails a parse error with the page and the page line', async () => {
    const source = 'digraph {\n  a -> b\n  b -> }\n';
    await expect(renderDiagram({...base, source})).rejects.toThrow(/docs\/learn\/page\.md:12: diagram "A test diagram": Graphviz error: syntax error in line 3/);
  });

  it('fails an unknown placeholder, a colour that is no role, and a text colour on the wrong background', async () => {
    await expect(renderDiagram({...base, source: 'digraph {\n a [label="{{nope}}"]\n}'})).rejects.toThrow(/page\.md:11: .*unknown placeholder \{\{nope\}\}/);
    await expect(renderDiagram({...base, source: 'digraph {\n a [fillcolor="#ff0000"]\n}'})).rejects.toThrow(/page\.md:11: .*not a diagram colour role/);
    await expect(renderDiagram({...base, source: 'digraph { a [fillcolor=accent] }'})).rejects.toThrow(DiagramError);
  });

  it('every placeholder value is a non-empty string from src/data', () => {
    for (const [name, value] of Object.entries(diagramValues)) expect(value, name).toMatch(/\S/);
    expect(ROLES).toContain('text');
  });
});

describe('remark plugin', () => {
  it('reads the meta of a dot diagram block', () => {
    expect(diagramMeta('diagram title="Deposits"')).toEqual({diagram: true, title: 'Deposits'});
    expect(diagramMeta('title="x"')).toEqual({diagram: false, title: 'x'});
  });

  it('turns a dot diagram block into a Diagram element with the description and the source, and leaves other dot blocks', async () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'dot', meta: 'diagram title="Two steps"', value: 'digraph { a -> b [label="1. go"] }', position: {start: {line: 5}}},
        {type: 'code', lang: 'dot', meta: null, value: 'digraph { x }'},
      ],
    };
    await remarkDiagrams({values: {}})(tree, {path: 'docs/x.md'});
    const [diagram, plain] = tree.children as unknown as {type: string; name?: string; attributes?: {name: string; value: string}[]; children?: {type: string; ordered?: boolean; lang?: string}[]}[];
    expect(diagram!.type).toBe('mdxJsxFlowElement');
    expect(diagram!.name).toBe('Diagram');
    expect(diagram!.attributes!.find((a) => a.name === 'svg')!.value).toMatch(/^<svg role="img"/);
    expect(diagram!.children!.map((c) => c.type)).toEqual(['list', 'code']);
    expect(diagram!.children![0]!.ordered).toBe(true);
    expect(diagram!.children![1]!.lang).toBe('dot');
    expect(plain!.type).toBe('code');
  });

  it("writes a translated page's values and source title in its language, and an English page's in English", async () => {
    const block = () => ({
      type: 'root',
      children: [{type: 'code', lang: 'dot', meta: 'diagram title="Wait"', value: 'digraph { a -> b [label="1. wait {{t}}"] }', position: {start: {line: 1}}}],
    });
    const options = {values: {t: '7 days'}, localizedValues: {es: {t: '7 días'}}};
    const translated = block();
    await remarkDiagrams(options)(translated, {path: 'i18n/es/docusaurus-plugin-content-docs/current/x.md'});
    const english = block();
    await remarkDiagrams(options)(english, {path: 'docs/x.md'});
    const source = (tree: ReturnType<typeof block>) => (tree.children[0] as unknown as {children: {type: string; meta?: string; value?: string}[]}).children.at(-1)!;
    expect(source(translated).meta).toBe('title="Código fuente DOT de Graphviz"');
    expect(source(translated).value).toContain('7 días');
    expect(source(english).meta).toBe('title="Graphviz DOT source"');
    expect(source(english).value).toContain('7 days');
  });

  it('fails a diagram block without a title, naming the page and line', async () => {
    const tree = {type: 'root', children: [{type: 'code', lang: 'dot', meta: 'diagram', value: 'digraph { a }', position: {start: {line: 7}}}]};
    await expect(remarkDiagrams({values: {}})(tree, {path: 'docs/x.md'})).rejects.toThrow(/docs\/x\.md:7: .*needs a title/);
  });
});

describe('in an MDX compile', () => {
  it('a .md and an .mdx page both compile a diagram block to the Diagram component', async () => {
    const {compile} = await import('@mdx-js/mdx');
    const doc = 'Text.\n\n```dot diagram title="Flow"\ndigraph { a -> b }\n```\n';
    for (const format of ['md', 'mdx'] as const) {
      const out = String(await compile({value: doc, path: `docs/x.${format}`}, {format, remarkPlugins: [[remarkDiagrams, {values: {}}]]}));
      expect(out, format).toContain('{Diagram} = _components');
      expect(out, format).toContain('role=\\"img\\"');
    }
  });
});

describe('the text description', () => {
  it('joins a word broken with a hyphen, names a node by its first line and lists the rest as a part', async () => {
    const source = 'digraph {\n a [label="FeeCurrency-\\nDirectory\\nregistered currencies"]\n b [label="Oracle" comment="rates to CELO"]\n a -> b [label="1. read-\\nrates"]\n}';
    const r = await renderDiagram({...base, source});
    expect(r.parts).toEqual(['FeeCurrencyDirectory: registered currencies', 'Oracle: rates to CELO']);
    expect(r.steps).toEqual(['FeeCurrencyDirectory → Oracle: readrates']);
  });

  it('lists numbered edges as ordered steps and an unnumbered alternative with the parts, and skips invisible edges', async () => {
    const source = 'digraph {\n q -> r [label="1. go"]\n r -> s [label="2. on"]\n q -> s [label="or expire" style=dashed]\n q -> s [style=invis]\n}';
    const r = await renderDiagram({...base, source});
    expect(r.ordered).toBe(true);
    expect(r.steps).toEqual(['q → r: go', 'r → s: on']);
    expect(r.parts).toEqual(['q → s: or expire']);
  });

  it('fails numbered edges that skip or repeat a number, since the list numbers them 1, 2, 3', async () => {
    await expect(renderDiagram({...base, source: 'digraph { a -> b [label="1. x"] b -> c [label="3. y"] }'})).rejects.toThrow(/page\.md:10: .*step 2 is numbered 3/);
  });

  it('accepts non-ASCII labels and writes geometry to one decimal', async () => {
    const r = await renderDiagram({...base, source: 'digraph { t [label="USD₮ 0x…fd"] }'});
    expect(r.svg).toContain('USD₮ 0x…fd');
    expect(r.svg).not.toMatch(/\s(?:d|points|x|y)="[^"]*\d\.\d\d/);
  });
});

describe('the options the site config passes', () => {
  it('carry the placeholder values and a hash of the renderer, so a change recompiles cached pages', async () => {
    const {diagramsOptions} = await import('../../src/remark/diagrams');
    const options = diagramsOptions();
    expect(options.values).toBe(diagramValues);
    expect(options.renderer).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
  });
});

describe('the values of translated diagrams', () => {
  // Every placeholder a translated page draws, in its language: the words of a value with words
  // (units, "about", "Type") are translated; ports, counts and addresses stay as they are.
  it.each(diagramLocales)('%s: no placeholder of its pages is left in English', (locale) => {
    const dir = path.resolve(__dirname, '../..', 'i18n', locale);
    const files = (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file));
    const used = new Set(files.flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\{\{([\w.]+)\}\}/g)].map((m) => m[1]!)));
    const english = [...used].filter((name) => name in diagramValues && /[a-z]{3,}/i.test(diagramValues[name]!) && localizedDiagramValues[locale]![name] === diagramValues[name]);
    expect(english, `add a pattern for these values to src/data/diagramValues.ts (DIAGRAM_WORDS)`).toEqual([]);
  });

  it('keep the English numbers in every language', () => {
    expect(localizedDiagramValues.es!['governance.depositCelo']).toBe('10.000 CELO');
    expect(localizedDiagramValues['pt-BR']!['governance.queued']).toBe('até 4 semanas');
    expect(localizedDiagramValues.es!['deposit.inclusionAbout']).toBe('aproximadamente 12,8 minutos');
    expect(localizedDiagramValues['pt-BR']!['port.execution_p2p']).toBe(diagramValues['port.execution_p2p']);
  });
});
