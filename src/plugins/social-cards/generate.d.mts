import type {Card} from './render.mjs';

/** One card to write: what it shows, and its file relative to the output folder. */
export interface CardJob {
  card: Card;
  file: string;
}
export interface GenerateOptions {
  outDir: string;
  cacheDir: string;
  /** Worker threads to draw with (default: one per core); 0 draws in the calling thread. */
  threads?: number;
  /** With `threads: 0` only: draws a card instead of the real renderer (tests). */
  render?: (card: Card) => Promise<Buffer>;
}
export interface GenerateResult {
  cards: number;
  drawn: number;
  cached: number;
  ms: number;
}
export function defaultCacheDir(siteDir: string, env?: NodeJS.ProcessEnv): string;
export function generateCards(jobs: readonly CardJob[], options: GenerateOptions): Promise<GenerateResult>;
