// The 52 Force cards, read from data/cards/death-star.json and checked once at load. Their names
// and texts are the catalogue's `card.<effect type>` and `card.<effect type>.text`, worded from
// the effect (MOVE AHEAD 2 is `card.ahead` with steps 2).
import { z } from 'zod';
import { cardTable } from '../../engine/cards';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import type { CardView } from '../../engine/types';
import { isSpace, kindOf, spotNumber } from './board';
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
  effect: EFFECT,
});
export type ForceCard = z.output<typeof CARD> & { name: Text; text: Text };

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
export function loadCards(data: unknown): Array<z.output<typeof CARD>> {
  return parseData(SCHEMA, data, `cards ${FILE}`).cards;
}

/** The parameters a card's name and text need: its steps, or the spot it sends a token to. */
function wordsOf(e: Effect): Record<string, number> {
  if (e.type === 'ahead' || e.type === 'back') return { steps: e.steps };
  if (e.type === 'goto') return { n: spotNumber(e.space) };
  return {};
}

/** A card's name and text as Texts, from its effect. */
export function cardWords(e: Effect): { name: Text; text: Text } {
  const params = wordsOf(e);
  return { name: tx(`card.${e.type}`, params), text: tx(`card.${e.type}.text`, params) };
}

export const FORCE_CARDS: readonly ForceCard[] = loadCards(raw).map((c) => ({ ...c, ...cardWords(c.effect) }));
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
export const cardName = (id: string): Text => TABLE.name(id);
export const cardView = (id: string): CardView => TABLE.view(id);
