// The 40 cards, read from data/cards/bionic-woman.json and checked at load: 36 adventures
// (one per location, 10..40 points in fives) and 4 special cards. Instance ids: c1..c36 are
// the adventures of locations 1..36, c37..c40 the special cards.
import { cardTable, type CardInfo } from '../../engine/cards';
import type { CardView } from '../../engine/types';
import raw from '../../../data/cards/bionic-woman.json';

const FILE = 'data/cards/bionic-woman.json';

export const SPECIALS = ['steve', 'airport', 'hq'] as const;
export type SpecialKind = (typeof SPECIALS)[number];
const SPECIAL_COUNTS: Record<SpecialKind, number> = { steve: 2, airport: 1, hq: 1 };

export type CardFace = { type: 'adventure'; location: number; points: number } | { type: 'special'; special: SpecialKind };

interface BionicCard extends CardInfo {
  face: CardFace;
}

interface RawCards {
  adventures: Array<{ location: number; points: number }>;
  specials: Array<{ kind: string; count: number; name: string; text: string }>;
}

export function loadCards(data: unknown): Record<string, BionicCard> {
  const fail = (why: string): never => {
    throw new Error(`cards ${FILE}: ${why}`);
  };
  const d = data as RawCards;
  if (!d || !Array.isArray(d.adventures)) fail('adventures: missing');
  if (!Array.isArray(d.specials)) fail('specials: missing');
  if (d.adventures.length !== 36) fail(`adventures: 36 expected, found ${d.adventures.length}`);
  const infos: Record<string, BionicCard> = {};
  const byLocation = [...d.adventures].sort((a, b) => a.location - b.location);
  byLocation.forEach((a, i) => {
    if (a.location !== i + 1) fail(`adventures: location ${i + 1} missing or given twice`);
    if (!Number.isInteger(a.points) || a.points < 10 || a.points > 40 || a.points % 5 !== 0) {
      fail(`adventures[location ${a.location}].points: 10..40 in fives expected, found ${a.points}`);
    }
    infos[`adv${a.location}`] = {
      count: 1,
      name: `ADVENTURE ${a.location}`,
      text: `Location ${a.location}: ${a.points} points.`,
      face: { type: 'adventure', location: a.location, points: a.points },
    };
  });
  for (const kind of SPECIALS) {
    const s = d.specials.find((x) => x.kind === kind);
    if (!s) fail(`specials: ${kind} missing`);
    if (s!.count !== SPECIAL_COUNTS[kind]) fail(`specials[${kind}].count: ${SPECIAL_COUNTS[kind]} expected`);
    if (typeof s!.name !== 'string' || typeof s!.text !== 'string' || !s!.name || !s!.text)
      fail(`specials[${kind}]: name and text needed`);
    infos[kind] = { count: s!.count, name: s!.name, text: s!.text, face: { type: 'special', special: kind } };
  }
  if (d.specials.length !== SPECIALS.length) fail('specials: steve, airport and hq only');
  return infos;
}

const INFOS = loadCards(raw);
const ORDER = [...Array.from({ length: 36 }, (_, i) => `adv${i + 1}`), ...SPECIALS];
const TABLE = cardTable('Bionic Woman', ORDER, INFOS);

/** Every instance id: c1..c36 adventures by location, c37..c40 special cards. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const cardFace = (id: string): CardFace => TABLE.info(id).face;
export const cardName = (id: string): string => TABLE.name(id);
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
export const pts = (card: string): string => `${adventureOf(card).location} (${adventureOf(card).points} pts)`;
