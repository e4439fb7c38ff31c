// Dice Race's twelve cards, four of each kind, dealt three to a hand and kept secret.
import type { CardView } from '../../engine/types';

export const CARD_KINDS = {
  hop: { name: 'Hop', text: 'Move ahead 2.', target: false },
  trip: { name: 'Trip', text: 'Another player goes back 3.', target: true },
  nap: { name: 'Nap', text: 'Another player misses their next turn.', target: true },
} as const;
export type CardKind = keyof typeof CARD_KINDS;

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
  name: CARD_KINDS[cardKind(id)].name,
  text: CARD_KINDS[cardKind(id)].text,
});

/** The cards' names (tests look for them where a secret must not be). */
export const CARD_NAMES: readonly string[] = ORDER.map((k) => CARD_KINDS[k].name);
