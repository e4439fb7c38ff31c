// The 36 combat cards, read from data/cards/action-man.json and checked once at load. Their
// titles and the battles' names are the catalogue's `card.<id>` and `battle.<kind>`.
import { z } from 'zod';
import { cardTable } from '../../engine/cards';
import { parseData, text, withChecks } from '../../engine/schema';
import { tx, type Text } from '../../engine/text';
import { SYMBOLS, type SymbolFace } from './chance';
import data from '../../../data/cards/action-man.json';

const FILE = 'data/cards/action-man.json';

export const BATTLES = ['land', 'sea', 'air'] as const;
export type Battle = (typeof BATTLES)[number];

const BATTLE = z.strictObject({
  /** The two symbols that score. */
  symbols: z.tuple([z.enum(SYMBOLS), z.enum(SYMBOLS)], { error: 'must name two symbols' }),
});
export type BattleInfo = z.output<typeof BATTLE>;

const SCHEMA = withChecks(
  z.strictObject({
    id: text,
    name: text,
    battles: z.strictObject({ land: BATTLE, sea: BATTLE, air: BATTLE }),
    cards: z
      .array(z.strictObject({ id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'must be a lower-case id'), battle: z.enum(BATTLES) }))
      .length(36, 'must hold 36 cards'),
  }),
  (d, fault) => {
    const scoresIn = new Map<string, Battle>();
    for (const b of BATTLES)
      for (const f of d.battles[b].symbols) {
        if (scoresIn.has(f)) fault(['battles', b, 'symbols'], `${f} already scores in another battle`);
        scoresIn.set(f, b);
      }
    for (const b of BATTLES) {
      const n = d.cards.filter((c) => c.battle === b).length;
      if (n !== 12) fault(['cards'], `${n} ${b} cards, not 12`);
    }
    if (new Set(d.cards.map((c) => c.id)).size !== d.cards.length) fault(['cards'], 'names a card id twice');
  },
);

export type CardsData = z.output<typeof SCHEMA>;
export type CombatCard = CardsData['cards'][number];

/** Checks the card file once at load, naming the file, the path and the fault. */
export function loadCards(raw: unknown, file = FILE): CardsData {
  return parseData(SCHEMA, raw, `cards ${file}`);
}

const CARDS = loadCards(data);
export const BATTLE_INFO: Readonly<Record<Battle, BattleInfo>> = CARDS.battles;

/** "Land battle: tanks and soldiers count". */
export const battleText = (b: Battle): Text => tx(`battle.${b}`);

const KEYS = CARDS.cards.map((c) => c.id);
const TABLE = cardTable(
  'Action Man',
  KEYS,
  Object.fromEntries(
    CARDS.cards.map((c) => [c.id, { count: 1, name: tx(`card.${c.id}`), text: battleText(c.battle), battle: c.battle }]),
  ),
);

/** Card instance ids c1..c36. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const battleOf = (id: string): Battle => (TABLE.info(id) as { battle: Battle }).battle;
/** The card's own id in the data file ("jungle-ambush"): its title is the catalogue's `card.<id>`. */
export const cardKey = (id: string): string => TABLE.kind(id);
/** "Jungle ambush". */
export const cardTitle = (id: string): Text => TABLE.info(id).name;

/** How many of `faces` score in a battle of kind `b`. */
export function scoreOf(b: Battle, faces: readonly SymbolFace[]): number {
  const counts = BATTLE_INFO[b].symbols;
  let n = 0;
  for (const f of faces) if (f === counts[0] || f === counts[1]) n++;
  return n;
}
