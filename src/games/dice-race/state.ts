// Dice Race's own state: plain JSON-safe data, replaced (never changed in place) by every
// decision. Seat i plays ROLES[i] in COLORS[i].
import type { Deck } from '../../engine/deck';
import { tx } from '../../engine/text';
import { SEAT_COLOURS } from '../../engine/palette';

export const ROLES = [tx('role.red'), tx('role.blue'), tx('role.green'), tx('role.yellow')];
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.green, SEAT_COLOURS.yellow] as const;

/** What the game waits for: the turn's roll, or (after a six) where to jump. */
export type Await = { kind: 'roll' } | { kind: 'jump' };

/** The game's typed meaning of each choice. */
export type RaceAction =
  { kind: 'roll' } | { kind: 'stay' } | { kind: 'jump'; to: number } | { kind: 'play'; card: string; target?: number };

export interface RaceState {
  /** Display names: only the tokens' initials use them (texts name a seat as { seat }). */
  names: string[];
  /** Space number (0 START .. FINISH) per seat. */
  pos: number[];
  /** Secret cards per seat. */
  hands: string[][];
  deck: Deck;
  turn: number;
  await: Await;
  /** A card was played this turn (one per turn, before the roll). */
  played: boolean;
  /** Napping: misses their next turn. */
  skip: boolean[];
  /** Resigned. */
  out: boolean[];
  winner: number | null;
  /** Spaces of the last move, in order (the picture's highlight). */
  path: number[];
}

/** What a seat may see: everything public, and only its own hand. */
export interface RaceView {
  me: number;
  pos: number[];
  hand: string[];
  await: Await;
  played: boolean;
}
