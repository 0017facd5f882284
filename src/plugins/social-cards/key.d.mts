import type {Card} from './render.mjs';

export const TEMPLATE_VERSION: number;
export function cardKey(card: Card): string;
