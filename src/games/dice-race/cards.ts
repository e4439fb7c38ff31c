// Dice Race's twelve cards, four of each kind, dealt three to a hand and kept secret.
// Their names and texts are the catalogue's `card.<kind>` and `card.<kind>.text`.
import { tx, type Text } from '../../engine/text';
import type { CardView } from '../../engine/types';

export const CARD_KINDS = {
  hop: { target: false },
  trip: { target: true },
  nap: { target: true },
} as const;
export type CardKind = keyof typeof CARD_KINDS;

export const cardName = (kind: CardKind): Text => tx(`card.${kind}`);

const ORDER: readonly CardKind[] = ['hop', 'trip', 'nap'];

/** c1..c12: the kinds in turn (c1 Hop, c2 Trip, c3 Nap, c4 Hop, ...). */
const KIND_OF: ReadonlyMap<string, CardKind> = new Map(Array.from({ length: 12 }, (_, i) => [`c${i + 1}`, ORDER[i % 3]]));

export const CARD_IDS: readonly string[] = [...KIND_OF.keys()];

export function cardKind(id: string): CardKind {
  const k = KIND_OF.get(id);
  if (k === undefined) throw new Error(`unknown dice-race card ${id}`);
  return k;
}

export const cardView = (id: string): CardView => ({
  id,
  name: cardName(cardKind(id)),
  text: tx(`card.${cardKind(id)}.text`),
});

/** The cards' names as Texts (tests look for them, in every language, where a secret must not be). */
export const CARD_NAMES: readonly Text[] = ORDER.map(cardName);
