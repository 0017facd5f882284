/**
 * One diagram, from Graphviz DOT to an accessible inline SVG, at build time (Graphviz compiled to
 * WebAssembly by @viz-js/viz; it runs in Node, needs no browser and never reaches a client bundle).
 *
 * - `{{name}}` placeholders are filled from `src/data/diagramValues.ts`, so a number in a drawing
 *   comes from the site's data, never typed.
 * - Colours are roles (`fillcolor=accent`, see ./palette): the SVG gets classes whose colours are
 *   CSS custom properties, so one SVG is right in both colour modes; any other colour fails.
 * - The SVG gets `role="img"` and a `<title>` that names it (`aria-labelledby`), loses Graphviz's
 *   ids, comments and per-shape titles (ids would clash with a second diagram on the page).
 * - The text description (the steps or parts a screen reader, the search index and the Markdown
 *   twin get) is read from the same graph: its groups, nodes with a `comment`, and its edges.
 *
 * A DOT that does not parse, a warning, an unknown placeholder or colour: a DiagramError naming
 * the page and the line in it.
 */
import {instance, type Viz} from '@viz-js/viz';
import {BACKGROUNDS, ROLES, TEXT_ON, roleOfSentinel, sentinel, type Background, type Role} from './palette';

export class DiagramError extends Error {
  override name = 'DiagramError';
}

export interface DiagramInput {
  /** The DOT source as written (with placeholders). */
  source: string;
  /** The diagram's accessible name and caption. */
  title: string;
  /** The id of the SVG's `<title>`, unique in the page. */
  id: string;
  /** Placeholder values. */
  values: Readonly<Record<string, string>>;
  /** The page, for errors. */
  page: string;
  /** The page line of the source's first line, for errors. */
  line: number;
}

export interface RenderedDiagram {
  svg: string;
  /** The DOT with placeholders filled (what the twin shows). */
  dot: string;
  /** The text description: the groups and described nodes... */
  parts: string[];
  /** ...then every visible edge, in order. */
  steps: string[];
  /** Whether the steps are numbered (every edge label starts with "1.", "2." ...). */
  ordered: boolean;
  width: number;
  height: number;
}

let vizPromise: Promise<Viz> | undefined;
const viz = (): Promise<Viz> => (vizPromise ??= instance());

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*\}\}/g;
const COLOUR_ATTR = /\b(color|fillcolor|fontcolor|bgcolor|pencolor|labelfontcolor)(\s*=\s*)("[^"]*"|[^\s,;\]]+)/g;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Fills placeholders; an unknown one fails with its line. */
export function fillPlaceholders(input: DiagramInput): string {
  return input.source.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = input.values[name];
    if (value === undefined) {
      const known = Object.keys(input.values).join(', ');
      throw new DiagramError(`${input.page}:${input.line + lineOf(input.source, offset) - 1}: diagram "${input.title}": unknown placeholder ${whole} (src/data/diagramValues.ts has: ${known})`);
    }
    if (/["\n\\]/.test(value)) throw new DiagramError(`${input.page}: placeholder ${whole} has a quote, backslash or line break`);
    return value;
  });
}

/** Role names to sentinel colours; a colour that is not a role fails with its line. */
function colourRoles(dot: string, input: DiagramInput): string {
  return dot.replace(COLOUR_ATTR, (whole, attr: string, eq: string, raw: string, offset: number) => {
    const value = raw.replace(/^"|"$/g, '');
    if ((ROLES as readonly string[]).includes(value)) return `${attr}${eq}"${sentinel(value as Role)}"`;
    if (attr === 'bgcolor' && value === 'transparent') return whole;
    throw new DiagramError(
      `${input.page}:${input.line + lineOf(dot, offset) - 1}: diagram "${input.title}": ${attr}=${value} is not a diagram colour role (use one of ${ROLES.join(', ')}; see src/remark/diagram/palette.ts)`,
    );
  });
}

/** Theme defaults, inserted after the graph's opening brace on the same line (line numbers hold). */
function withDefaults(dot: string, input: DiagramInput): string {
  const open = dot.indexOf('{');
  if (open < 0) throw new DiagramError(`${input.page}:${input.line}: diagram "${input.title}": no graph body ("digraph { ... }")`);
  const font = 'fontname="Helvetica" fontsize=14';
  const defaults =
    ` graph [bgcolor="transparent" ${font} fontcolor="${sentinel('text')}" color="${sentinel('line')}" fillcolor="${sentinel('cluster')}"];` +
    ` node [${font} shape=box style="rounded,filled" margin="0.16,0.07" fontcolor="${sentinel('text')}" color="${sentinel('line')}" fillcolor="${sentinel('surface')}"];` +
    ` edge [${font} fontsize=13 fontcolor="${sentinel('text')}" color="${sentinel('line')}"];`;
  return dot.slice(0, open + 1) + defaults + dot.slice(open + 1);
}

function fail(input: DiagramInput, errors: {message: string; level?: string}[]): never {
  const messages = errors.map((error) => {
    const match = /\bline (\d+)\b/.exec(error.message);
    const line = match ? input.line + Number(match[1]) - 1 : input.line;
    return `${input.page}:${line}: diagram "${input.title}": Graphviz ${error.level ?? 'error'}: ${error.message.trim()}`;
  });
  throw new DiagramError(messages.join('\n'));
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const classOf = (role: Role, kind: 'f' | 's'): string => `dg-${kind}-${role}`;

/** Graphviz SVG to the page's SVG: classes for colours, no ids or comments, a name and a role. */
export function postProcess(raw: string, input: Pick<DiagramInput, 'id' | 'title' | 'page'>): {svg: string; width: number; height: number} {
  let svg = raw.slice(raw.indexOf('<svg'));
  svg = svg.replace(/<!--[\s\S]*?-->\n?/g, '');
  svg = svg.replace(/<title>[\s\S]*?<\/title>\n?/g, '');
  svg = svg.replace(/\s(?:id|font-family|xmlns:xlink)="[^"]*"/g, '');
  const viewBox = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  const width = Math.ceil(viewBox?.[2] ?? 0);
  const height = Math.ceil(viewBox?.[3] ?? 0);
  svg = svg.replace(/<svg width="[^"]*" height="[^"]*"/, `<svg width="${width}" height="${height}"`);
  // Every shape's fill and stroke become classes; "none" stays; any other colour is an error.
  svg = svg.replace(/<(path|polygon|polyline|ellipse|text|rect|circle)\b([^>]*?)(\/?)>/g, (_whole, tag: string, attrs: string, close: string) => {
    const classes: string[] = [];
    const rest = attrs.replace(/\s(fill|stroke)="([^"]*)"/g, (_m, attr: string, colour: string) => {
      if (colour === 'none') return ` ${attr}="none"`;
      if (colour === 'transparent') return ` ${attr}="none"`;
      const role = roleOfSentinel(colour);
      if (!role) throw new DiagramError(`${input.page}: diagram "${input.title}": the SVG has the colour ${colour}, which is no diagram role`);
      classes.push(classOf(role, attr === 'fill' ? 'f' : 's'));
      return '';
    });
    // Text Graphviz drew without a fill would be black in both modes.
    if (tag === 'text' && !classes.some((c) => c.startsWith('dg-f-'))) classes.push(classOf('text', 'f'));
    return `<${tag}${classes.length ? ` class="${classes.join(' ')}"` : ''}${rest}${close}>`;
  });
  checkPairs(svg, input);
  // Geometry to one decimal (a tenth of a pixel): some 7% fewer bytes, no visible change.
  svg = svg.replace(/\s(d|points|x|y|transform|viewBox)="([^"]*)"/g, (_m, attr: string, value: string) => ` ${attr}="${value.replace(/(\d+\.\d)\d+/g, '$1').replace(/\.0\b/g, '')}"`);
  svg = svg.replace(/<svg\b/, `<svg role="img" aria-labelledby="${input.id}" class="diagram-svg"`);
  svg = svg.replace(/(<svg\b[^>]*>)\n?/, `$1<title id="${input.id}">${escapeXml(input.title)}</title>`);
  return {svg: svg.replace(/>\s*\n\s*</g, '><').replace(/\n/g, ' ').trim(), width, height};
}

/** Each text's colour must be allowed on what it is drawn on (see TEXT_ON); checked group by group. */
function checkPairs(svg: string, input: Pick<DiagramInput, 'title' | 'page'>): void {
  const groups = svg.split(/<g class="/).slice(1);
  for (const group of groups) {
    const kind = /^(\w+)"/.exec(group)?.[1] ?? '';
    const texts = [...group.matchAll(/<text class="([^"]*)"/g)].map((m) => /dg-f-(\w+)/.exec(m[1] ?? '')?.[1] as Role);
    if (texts.length === 0) continue;
    let backgrounds: Background[] = ['page', 'cluster'];
    if (kind === 'node' || kind === 'cluster') {
      const shape = /<(?:path|polygon|ellipse|rect|circle)\b([^>]*)>/.exec(group)?.[1] ?? '';
      const fill = /dg-f-(\w+)/.exec(shape)?.[1] as Role | undefined;
      if (fill) {
        if (!(BACKGROUNDS as readonly string[]).includes(fill)) {
          throw new DiagramError(`${input.page}: diagram "${input.title}": a ${kind} is filled with "${fill}", which is no background role (${BACKGROUNDS.join(', ')})`);
        }
        backgrounds = [fill as Background];
      }
    }
    for (const text of texts) {
      for (const background of backgrounds) {
        if (!TEXT_ON[background].includes(text)) {
          throw new DiagramError(`${input.page}: diagram "${input.title}": ${text} text on a ${background} background is not an allowed pair (src/remark/diagram/palette.ts TEXT_ON)`);
        }
      }
    }
  }
}

interface GvObject {
  _gvid: number;
  name: string;
  label?: string;
  comment?: string;
  nodes?: number[];
  style?: string;
  shape?: string;
  group?: string;
}
interface GvEdge {
  tail: number;
  head: number;
  label?: string;
  comment?: string;
  dir?: string;
  style?: string;
}

/** A DOT label's lines as plain text: `\n`, `\l` and `\r` end a line. */
function lines(label: string | undefined, name: string): string[] {
  const text = (label === undefined || label === '\\N' ? name : label).replace(/\\N/g, name);
  return text
    .split(/\\[nlr]/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .reduce<string[]>((out, line) => {
      // A word broken over two lines with a hyphen ("FeeCurrency-\nDirectory") is one word.
      const last = out[out.length - 1];
      if (last?.endsWith('-')) out[out.length - 1] = last.slice(0, -1) + line;
      else out.push(line);
      return out;
    }, []);
}
const plain = (label: string | undefined, name: string): string => lines(label, name).join(' ');
/** A node's short name: the first line of its label. */
const short = (o: GvObject): string => lines(o.label, o.name)[0] ?? o.name;

const STEP = /^(\d+)\.(?:\s+|$)/;

/**
 * The text description: each group with its members, each node whose label has more than one line
 * (its name, then the rest) or a `comment`, then every visible edge (numbered ones in order).
 */
export function describe(json: string): {parts: string[]; steps: string[]; ordered: boolean} {
  const graph = JSON.parse(json) as {objects?: GvObject[]; edges?: GvEdge[]};
  const objects = graph.objects ?? [];
  const byId = new Map(objects.map((o) => [o._gvid, o]));
  const byName = new Map(objects.filter((o) => !o.nodes).map((o) => [o.name, o]));
  // In a lane (sequence) layout a message joins two invisible points; a point's `group` names its lane.
  const isPoint = (id: number): boolean => byId.get(id)?.shape === 'point';
  const name = (id: number): string => {
    const o = byId.get(id);
    if (!o) return String(id);
    const lane = o.shape === 'point' && o.group ? byName.get(o.group) : undefined;
    return short(lane ?? o);
  };
  const parts: string[] = [];
  for (const o of objects) {
    if (o.nodes && o.name.startsWith('cluster') && o.label) {
      const members = o.nodes.map((id) => byId.get(id)).filter((m): m is GvObject => !!m && !m.nodes && m.style !== 'invis');
      parts.push(`${plain(o.label, o.name)}: ${members.map(short).join(', ')}`);
    }
  }
  for (const o of objects) {
    if (o.nodes || (o.style ?? '').includes('invis')) continue;
    const [first, ...rest] = lines(o.label, o.name);
    const detail = o.comment ?? rest.join(' ');
    if (detail) parts.push(`${first}: ${detail}`);
  }
  // Invisible edges, and lifelines (unlabelled edges to a point), are layout only.
  const edges = (graph.edges ?? []).filter((e) => !(e.style ?? '').includes('invis') && !(!e.label && (isPoint(e.tail) || isPoint(e.head))));
  // Numbered edges are the steps, in their order; an unnumbered edge beside them (an alternative
  // path) is listed with the parts.
  const numbered = edges.filter((e) => STEP.test(plain(e.label, '')));
  const ordered = numbered.length > 0;
  const describeEdge = (e: GvEdge): {number: number; text: string} => {
    const label = plain(e.label, '');
    const number = Number(STEP.exec(label)?.[1] ?? 0);
    const [from, to] = e.dir === 'back' ? [name(e.head), name(e.tail)] : [name(e.tail), name(e.head)];
    const arrow = e.dir === 'both' ? '↔' : e.dir === 'none' ? '–' : '→';
    const what = e.comment ?? label.replace(STEP, '');
    return {number, text: `${from} ${arrow} ${to}${what ? `: ${what}` : ''}`};
  };
  if (!ordered) return {parts, steps: edges.map((e) => describeEdge(e).text), ordered};
  const steps = numbered.map(describeEdge).sort((a, b) => a.number - b.number);
  // The list numbers its items 1, 2, 3...: the drawing's numbers must be the same.
  const gap = steps.findIndex((step, i) => step.number !== i + 1);
  if (gap >= 0) throw new DiagramError(`the numbered edges must be 1, 2, 3... once each; step ${gap + 1} is numbered ${steps[gap]!.number}`);
  const others = edges.filter((e) => !numbered.includes(e)).map((e) => describeEdge(e).text);
  return {parts: [...parts, ...others], steps: steps.map((step) => step.text), ordered};
}

export async function renderDiagram(input: DiagramInput): Promise<RenderedDiagram> {
  const filled = fillPlaceholders(input);
  const prepared = withDefaults(colourRoles(filled, input), input);
  if (/label\s*=\s*</.test(prepared)) {
    throw new DiagramError(`${input.page}:${input.line}: diagram "${input.title}": HTML-like labels are not supported (their text would not reach the description)`);
  }
  const engine = await viz();
  const svgResult = engine.render(prepared, {format: 'svg'});
  // Text widths of non-ASCII characters (₮, …) are estimated; that warning is no error.
  const errors = svgResult.errors.filter((e) => !/no value for width of non-ASCII character/.test(e.message));
  if (svgResult.status !== 'success' || errors.length > 0) fail(input, errors);
  const jsonResult = engine.render(prepared, {format: 'json'});
  if (jsonResult.status !== 'success') fail(input, jsonResult.errors);
  const {svg, width, height} = postProcess(svgResult.output, input);
  let description: ReturnType<typeof describe>;
  try {
    description = describe(jsonResult.output);
  } catch (error) {
    throw new DiagramError(`${input.page}:${input.line}: diagram "${input.title}": ${(error as Error).message}`);
  }
  return {svg, dot: filled.trim(), ...description, width, height};
}
