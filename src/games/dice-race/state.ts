// Dice Race's own state: plain JSON-safe data, replaced (never changed in place) by every
// decision. Seat i plays ROLES[i] in COLORS[i].
import type { Deck } from '../../engine/deck';
import { tx } from '../../engine/text';
import { SEAT_COLOURS } from '../../engine/palette';

export const ROLES = [tx('role.red'), tx('role.blue'), tx('role.green'), tx('role.yellow')];
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.green, SEAT_COLOURS.yellow] as const;

/** What the game waits for: the turn's roll, or (after a six) where to jump. */
export type Await = { readonly kind: 'roll' } | { readonly kind: 'jump' };

/** The game's typed meaning of each choice. */
export type RaceAction = Readonly<
  { kind: 'roll' } | { kind: 'stay' } | { kind: 'jump'; to: number } | { kind: 'play'; card: string; target?: number }
>;

export interface RaceState {
  /** Display names: only the tokens' initials use them (texts name a seat as { seat }). */
  readonly names: readonly string[];
  /** Space number (0 START .. FINISH) per seat. */
  readonly pos: readonly number[];
  /** Secret cards per seat. */
  readonly hands: readonly (readonly string[])[];
  readonly deck: Deck;
  readonly turn: number;
  readonly await: Await;
  /** A card was played this turn (one per turn, before the roll). */
  readonly played: boolean;
  /** Napping: misses their next turn. */
  readonly skip: readonly boolean[];
  /** Resigned. */
  readonly out: readonly boolean[];
  readonly winner: number | null;
  /** Spaces of the last move, in order (the picture's highlight). */
  readonly path: readonly number[];
}

/** What a seat may see: everything public, and only its own hand. */
export interface RaceView {
  readonly me: number;
  readonly pos: readonly number[];
  readonly hand: readonly string[];
  readonly await: Await;
  readonly played: boolean;
}
