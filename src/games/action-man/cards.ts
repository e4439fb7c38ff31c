// The 36 combat cards, read from data/cards/action-man.json and checked once at load.
import { cardTable } from '../../engine/cards';
import { SYMBOLS, type SymbolFace } from './chance';
import data from '../../../data/cards/action-man.json';

const FILE = 'data/cards/action-man.json';

export const BATTLES = ['land', 'sea', 'air'] as const;
export type Battle = (typeof BATTLES)[number];

export interface BattleInfo {
  /** "Land battle". */
  name: string;
  /** "tanks and soldiers count". */
  text: string;
  /** The two symbols that score. */
  symbols: SymbolFace[];
}

export interface CombatCard {
  title: string;
  battle: Battle;
}

export interface CardsData {
  battles: Record<Battle, BattleInfo>;
  cards: CombatCard[];
}

const isStr = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Checks the card file; throws naming the file and the field. */
export function loadCards(raw: unknown, file = FILE): CardsData {
  const fail = (field: string, why: string): never => {
    throw new Error(`cards ${file}: ${field}: ${why}`);
  };
  const d = raw as CardsData;
  if (!d || typeof d !== 'object' || !d.battles || typeof d.battles !== 'object') return fail('battles', 'missing');
  const seen = new Set<string>();
  for (const b of BATTLES) {
    const info = d.battles[b];
    if (!info || !isStr(info.name) || !isStr(info.text)) fail(`battles.${b}`, 'needs name and text');
    if (!Array.isArray(info.symbols) || info.symbols.length !== 2) fail(`battles.${b}.symbols`, 'must name two symbols');
    for (const f of info.symbols) {
      if (!(SYMBOLS as readonly string[]).includes(f)) fail(`battles.${b}.symbols`, `unknown symbol ${JSON.stringify(f)}`);
      if (seen.has(f)) fail(`battles.${b}.symbols`, `${f} already scores in another battle`);
      seen.add(f);
    }
  }
  if (!Array.isArray(d.cards) || d.cards.length !== 36) return fail('cards', 'must hold 36 cards');
  d.cards.forEach((c, i) => {
    if (!isStr(c?.title)) fail(`cards[${i}].title`, 'missing');
    if (!(BATTLES as readonly string[]).includes(c.battle)) fail(`cards[${i}].battle`, `must be land, sea or air`);
  });
  for (const b of BATTLES) {
    const n = d.cards.filter((c) => c.battle === b).length;
    if (n !== 12) fail('cards', `${n} ${b} cards, not 12`);
  }
  return d;
}

const CARDS = loadCards(data);
export const BATTLE_INFO: Readonly<Record<Battle, BattleInfo>> = CARDS.battles;

const KEYS = CARDS.cards.map((_, i) => `k${i}`);
const TABLE = cardTable(
  'Action Man',
  KEYS,
  Object.fromEntries(
    CARDS.cards.map((c, i) => [
      KEYS[i],
      { count: 1, name: c.title, text: `${BATTLE_INFO[c.battle].name}: ${BATTLE_INFO[c.battle].text}`, battle: c.battle },
    ]),
  ),
);

/** Card instance ids c1..c36. */
export const CARD_IDS: readonly string[] = TABLE.ids;
export const battleOf = (id: string): Battle => (TABLE.info(id) as { battle: Battle }).battle;
export const cardTitle = (id: string): string => TABLE.name(id);
/** "Land battle: tanks and soldiers count". */
export const battleText = (b: Battle): string => `${BATTLE_INFO[b].name}: ${BATTLE_INFO[b].text}`;

/** How many of `faces` score in a battle of kind `b`. */
export function scoreOf(b: Battle, faces: readonly SymbolFace[]): number {
  const counts = BATTLE_INFO[b].symbols;
  let n = 0;
  for (const f of faces) if (f === counts[0] || f === counts[1]) n++;
  return n;
}
