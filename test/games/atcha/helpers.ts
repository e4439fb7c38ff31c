// Atcha!'s own test helpers: states built directly from named places. Forced throws are
// played through the shared driver (test/support/game.ts).
import { atcha, type AtchaState } from '../../../src/games/atcha';
import { initialState } from '../../../src/games/atcha/setup';
import { BASE, COLORS, HOME } from '../../../src/games/atcha/board';
import { atchaChances } from '../../../src/games/atcha/moves';
import { armyOf } from '../../../src/games/atcha/sides';
import type { Draft } from '../../../src/engine/readonly';
import type { Locale, Text } from '../../../src/engine/text';
import { driver } from '../../support/game';
import { words } from '../../support/text';

/** The seats' names in `makeState`'s states. */
export const NAMES = ['P1', 'P2', 'P3', 'P4'];

/** `play(state, choices, dice)`: choices in order by whoever is pending, the dice forced; texts read in English. */
export const { play, choiceIds: ids, labels, aiPick } = driver(atcha, { names: NAMES });

/** A text of Atcha! in words (English unless asked), seats named P1, P2, ... */
export const say = (text: Text, locale: Locale = 'en', names: readonly string[] = NAMES): string =>
  words(text, { game: 'atcha', locale, names });

/** A piece's place: a space id on its route ('t31', 'rs2'), 'base', 'home', or a route index. */
export type Place = string | number;

export interface Setup {
  seats?: 2 | 4;
  turn?: number;
  /** Places per seat; missing pieces stay in base. */
  pieces?: Record<number, Place[]>;
  with?: number[];
}

export function posFor(color: number, place: Place): number {
  if (typeof place === 'number') return place;
  if (place === 'base') return BASE;
  if (place === 'home') return HOME;
  const i = COLORS[color].route.indexOf(place);
  if (i < 0) throw new Error(`${place} is not on ${COLORS[color].name}'s route`);
  return i;
}

/** A state set up for a scenario, its own to change before a test plays it (a game's states are read-only). */
export function makeState(o: Setup = {}): Draft<AtchaState> {
  const n = o.seats ?? 2;
  const s = initialState(NAMES.slice(0, n));
  s.pieces = s.pieces.map((base, seat) => {
    const given = (o.pieces?.[seat] ?? []).map((p) => posFor(s.color[seat], p));
    return [...given, ...base.slice(given.length)];
  });
  s.turn = o.turn ?? 0;
  s.with = s.with.map((_, i) => o.with?.includes(i) ?? false);
  // As at the start of a real turn: note the ATCHA chances.
  s.chances = atchaChances(s, armyOf(s, s.turn));
  return s;
}

/** Route index of a space for a seat's colour. */
export function at(s: AtchaState, seat: number, place: Place): number {
  return posFor(s.color[seat], place);
}
