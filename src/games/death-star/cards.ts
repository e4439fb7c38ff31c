// The 52 Force cards, read from data/cards/death-star.json and checked once at load.
import { cardTable, type CardInfo } from '../../engine/cards';
import type { CardView } from '../../engine/types';
import { isSpace, kindOf } from './board';
import raw from '../../../data/cards/death-star.json';

export type Effect =
  | { type: 'extra' }
  | { type: 'ahead'; steps: number }
  | { type: 'goto'; space: string }
  | { type: 'escape' }
  | { type: 'lose' }
  | { type: 'back'; steps: number }
  | { type: 'detention' }
  | { type: 'trash' };

export interface ForceCard extends CardInfo {
  kind: string;
  effect: Effect;
}

const FILE = 'data/cards/death-star.json';
const TYPES = ['extra', 'ahead', 'goto', 'escape', 'lose', 'back', 'detention', 'trash'];

/** Checks the card data, naming the file and field at fault. */
export function loadCards(data: unknown): ForceCard[] {
  const fail = (m: string): never => {
    throw new Error(`cards ${FILE}: ${m}`);
  };
  const cards = (data as { cards?: unknown })?.cards;
  if (!Array.isArray(cards)) return fail('cards: missing');
  const kinds = new Set<string>();
  for (const [i, c] of (cards as ForceCard[]).entries()) {
    if (typeof c?.kind !== 'string' || kinds.has(c.kind)) fail(`cards[${i}].kind: missing or repeated`);
    kinds.add(c.kind);
    if (!Number.isInteger(c.count) || c.count < 1) fail(`cards[${i}].count: a positive whole number`);
    if (typeof c.name !== 'string' || !c.name || typeof c.text !== 'string' || !c.text) fail(`cards[${i}].name/text: missing`);
    const e = c.effect;
    if (!e || !TYPES.includes(e.type)) fail(`cards[${i}].effect.type: one of ${TYPES.join(', ')}`);
    if ((e.type === 'ahead' || e.type === 'back') && !(Number.isInteger(e.steps) && e.steps >= 1 && e.steps <= 3)) {
      fail(`cards[${i}].effect.steps: 1 to 3`);
    }
    if (e.type === 'goto' && !(isSpace(e.space) && ['corridor', 'force'].includes(kindOf(e.space)))) {
      fail(`cards[${i}].effect.space: ${String(e.space)} is not a corridor spot`);
    }
  }
  const total = (cards as ForceCard[]).reduce((n, c) => n + c.count, 0);
  if (total !== 52) fail(`cards: ${total} cards, the Force deck has 52`);
  return cards as ForceCard[];
}

export const FORCE_CARDS: readonly ForceCard[] = loadCards(raw);
const INFOS = Object.fromEntries(FORCE_CARDS.map((c) => [c.kind, c])) as Record<string, ForceCard>;
const TABLE = cardTable(
  'Death Star',
  FORCE_CARDS.map((c) => c.kind),
  INFOS,
);

/** Every instance id, c1..c52, in data order. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const cardInfo = (id: string): ForceCard => TABLE.info(id);
export const effectOf = (id: string): Effect => TABLE.info(id).effect;
export const cardName = (id: string): string => TABLE.name(id);
export const cardView = (id: string): CardView => TABLE.view(id);
