/**
 * The colours a diagram may use, by role. A DOT source names a role (`fillcolor=accent`); the
 * renderer draws it with a sentinel colour and then replaces every sentinel in the SVG by a class
 * whose colour is a CSS custom property of the theme (`src/css/diagrams.css`), so one SVG is
 * right in dark and light mode. A colour that is not a role fails the build.
 */
export const ROLES = ['text', 'line', 'surface', 'alt', 'cluster', 'accent', 'accentText'] as const;
export type Role = (typeof ROLES)[number];

/** What each role is for (the CSS variable is `--diagram-<role in kebab case>`). */
export const ROLE_USE: Record<Role, string> = {
  text: 'labels of nodes, edges and groups',
  line: 'edges and borders',
  surface: 'the fill of a node',
  alt: 'the fill of a node on the other side (Ethereum, an outside service)',
  cluster: 'the fill of a group of nodes',
  accent: 'the fill of the node a diagram is about',
  accentText: 'labels on an accent fill',
};

/** The backgrounds text is drawn on: node fills, group fills, and the page itself (edge labels). */
export type Background = Exclude<Role, 'text' | 'line' | 'accentText'> | 'page';
export const BACKGROUNDS: readonly Background[] = ['page', 'surface', 'alt', 'cluster', 'accent'];

/** Every text colour allowed on each background; the renderer refuses any other pair. */
export const TEXT_ON: Record<Background, readonly Role[]> = {
  page: ['text'],
  surface: ['text'],
  alt: ['text'],
  cluster: ['text'],
  accent: ['accentText'],
};

export const cssVar = (role: Role): string => `--diagram-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The sentinel colour a role is drawn with before the SVG is rewritten: #d1a90N. */
export const sentinel = (role: Role): string => `#d1a9${(ROLES.indexOf(role) + 1).toString(16).padStart(2, '0')}`;

export function roleOfSentinel(colour: string): Role | undefined {
  return ROLES.find((role) => sentinel(role) === colour.toLowerCase());
}
