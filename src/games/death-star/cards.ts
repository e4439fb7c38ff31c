// The 52 Force cards, read from data/cards/death-star.json and checked once at load.
import { z } from 'zod';
import { cardTable } from '../../engine/cards';
import { parseData, text, withChecks } from '../../engine/schema';
import type { CardView } from '../../engine/types';
import { isSpace, kindOf } from './board';
import raw from '../../../data/cards/death-star.json';

const FILE = 'data/cards/death-star.json';

const steps = z.number().int().min(1).max(3);

/** What playing a card does, by its `type`. */
const EFFECT = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('extra') }),
  z.strictObject({ type: z.literal('ahead'), steps }),
  z.strictObject({ type: z.literal('goto'), space: text }),
  z.strictObject({ type: z.literal('escape') }),
  z.strictObject({ type: z.literal('lose') }),
  z.strictObject({ type: z.literal('back'), steps }),
  z.strictObject({ type: z.literal('detention') }),
  z.strictObject({ type: z.literal('trash') }),
]);
export type Effect = z.output<typeof EFFECT>;

const CARD = z.strictObject({
  kind: text,
  count: z.number().int().min(1),
  name: text,
  text,
  effect: EFFECT,
});
export type ForceCard = z.output<typeof CARD>;

const SCHEMA = withChecks(z.strictObject({ game: z.literal('death-star'), deck: text, cards: z.array(CARD) }), (d, fault) => {
  const first = new Map<string, number>();
  d.cards.forEach((c, i) => {
    const seen = first.get(c.kind);
    if (seen !== undefined) fault(['cards', i, 'kind'], `${c.kind} appears twice (first at cards[${seen}])`);
    else first.set(c.kind, i);
    const e = c.effect;
    if (e.type === 'goto' && !(isSpace(e.space) && ['corridor', 'force'].includes(kindOf(e.space))))
      fault(['cards', i, 'effect', 'space'], `${e.space} is not a corridor spot`);
  });
  const total = d.cards.reduce((n, c) => n + c.count, 0);
  if (total !== 52) fault(['cards'], `${total} cards, the Force deck has 52`);
});

/** Checks the card data, naming the file, the path and the fault. */
export function loadCards(data: unknown): ForceCard[] {
  return parseData(SCHEMA, data, `cards ${FILE}`).cards;
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
