/** What a card shows. */
export interface Card {
  title: string;
  /** The site section, shown above the title (a sidebar's navbar name). */
  section: string;
  /** The site's host name, shown at the foot. */
  host: string;
}
export const WIDTH: 1200;
export const HEIGHT: 630;
export const TEMPLATE_VERSION: number;
export const MAX_TITLE_CHARS: number;
export function cardKey(card: Card): string;
export function shortenTitle(title: string, max?: number): string;
export function cardTree(card: Card & {logo: string}): unknown;
export function prepare(): Promise<{fonts: unknown[]; logo: string}>;
export function cardSvg(card: Card, options?: {embedFont?: boolean}): Promise<string>;
export function renderCard(card: Card): Promise<Buffer>;
