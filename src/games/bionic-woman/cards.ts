// The 40 cards, read from data/cards/bionic-woman.json and checked at load: 36 adventures
// (one per location, 10..40 points in fives) and 4 special cards. Instance ids: c1..c36 are
// the adventures of locations 1..36, c37..c40 the special cards. Their names and texts are the
// catalogue's `card.<kind>` and `card.<kind>.text` (the data file's English words are the English
// catalogue's source, and a test keeps the two equal).
import { z } from 'zod';
import { cardTable, type CardInfo } from '../../engine/cards';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import type { CardView } from '../../engine/types';
import raw from '../../../data/cards/bionic-woman.json';

const FILE = 'data/cards/bionic-woman.json';

export const SPECIALS = ['steve', 'airport', 'hq'] as const;
export type SpecialKind = (typeof SPECIALS)[number];
const SPECIAL_COUNTS: Record<SpecialKind, number> = { steve: 2, airport: 1, hq: 1 };
/** Each special card's name key; `<key>.text` is its text. */
const SPECIAL_KEYS: Record<SpecialKind, string> = { steve: 'card.steve', airport: 'card.airport', hq: 'card.hq' };

export type CardFace = { type: 'adventure'; location: number; points: number } | { type: 'special'; special: SpecialKind };

interface BionicCard extends CardInfo {
  name: Text;
  text: Text;
  face: CardFace;
}

const SCHEMA = withChecks(
  z.strictObject({
    /** One per location 1..36, worth 10 to 40 points in fives. */
    adventures: z.array(
      z.strictObject({
        location: z.number().int().min(1).max(36),
        points: z.number().int().min(10).max(40).multipleOf(5),
      }),
    ),
    specials: z.array(z.strictObject({ kind: z.enum(SPECIALS), count: z.number().int().min(1), name: text, text })),
  }),
  (d, fault) => {
    const first = new Map<number, number>();
    d.adventures.forEach((a, i) => {
      const seen = first.get(a.location);
      if (seen !== undefined) fault(['adventures', i, 'location'], `${a.location} given twice (first at adventures[${seen}])`);
      else first.set(a.location, i);
    });
    for (let n = 1; n <= 36; n++) if (!first.has(n)) fault(['adventures'], `location ${n} has no adventure`);
    const firstSpecial = new Map<SpecialKind, number>();
    d.specials.forEach((s, i) => {
      if (firstSpecial.has(s.kind)) fault(['specials', i, 'kind'], `${s.kind} given twice`);
      firstSpecial.set(s.kind, i);
      if (s.count !== SPECIAL_COUNTS[s.kind])
        fault(['specials', i, 'count'], `${SPECIAL_COUNTS[s.kind]} ${s.kind} cards expected`);
    });
    for (const kind of SPECIALS) if (!firstSpecial.has(kind)) fault(['specials'], `${kind} missing`);
  },
);

/** Checks the card file once at load (naming the file, the path and the fault) and lists the cards by kind. */
export function loadCards(data: unknown): Record<string, BionicCard> {
  const d = parseData(SCHEMA, data, `cards ${FILE}`);
  const infos: Record<string, BionicCard> = {};
  for (const { location, points } of d.adventures)
    infos[`adv${location}`] = {
      count: 1,
      name: tx('card.adventure', { n: location }),
      text: tx('card.adventure.text', { n: location, points }),
      face: { type: 'adventure', location, points },
    };
  for (const s of d.specials)
    infos[s.kind] = {
      count: s.count,
      name: tx(SPECIAL_KEYS[s.kind]),
      text: tx(`${SPECIAL_KEYS[s.kind]}.text`),
      face: { type: 'special', special: s.kind },
    };
  return infos;
}

const INFOS = loadCards(raw);
const ORDER = [...Array.from({ length: 36 }, (_, i) => `adv${i + 1}`), ...SPECIALS];
const TABLE = cardTable('Bionic Woman', ORDER, INFOS);

/** Every instance id: c1..c36 adventures by location, c37..c40 special cards. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const cardFace = (id: string): CardFace => TABLE.info(id).face;
export const cardName = (id: string): Text => TABLE.name(id);
export const cardView = (id: string): CardView => TABLE.view(id);

export const isAdventure = (id: string): boolean => cardFace(id).type === 'adventure';
/** The adventure card of location n. */
export const adventureCard = (n: number): string => CARD_IDS[n - 1];

export function adventureOf(id: string): { location: number; points: number } {
  const f = cardFace(id);
  if (f.type !== 'adventure') throw new Error(`${id} is not an adventure card`);
  return f;
}

export function specialOf(id: string): SpecialKind {
  const f = cardFace(id);
  if (f.type !== 'special') throw new Error(`${id} is not a special card`);
  return f.special;
}

export const ADVENTURE_IDS = CARD_IDS.filter(isAdventure);
export const SPECIAL_IDS = CARD_IDS.filter((c) => !isAdventure(c));

/** An adventure as event texts name it: "12 (40 pts)". */
export const pts = (card: string): Text => tx('adventure', { n: adventureOf(card).location, points: adventureOf(card).points });

/** The special cards' names as Texts (tests look for them, in every language, where a secret must not be). */
export const SPECIAL_NAMES: readonly Text[] = SPECIALS.map((k) => tx(SPECIAL_KEYS[k]));
