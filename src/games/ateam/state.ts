// The A-Team's own state: plain JSON-safe data, one entry per seat.
import type { Deck } from '../../engine/deck';
import type { WorkCopy } from '../../engine/readonly';
import { tx, type Text } from '../../engine/text';
import { SEAT_COLOURS } from '../../engine/palette';

/** The characters by seat: their ids (roles are the catalogue's `role.<id>`), and their tokens' initials. */
export const ROLES = ['hannibal', 'face', 'murdock', 'amy'] as const;
export type Role = (typeof ROLES)[number];
/** Each character's initial in the game's language (French Looping is L), as the token shows it. */
export const INITIALS: readonly Text[] = ROLES.map((r) => tx(`initial.${r}`));
/** Okabe-Ito colours (src/engine/palette.ts): red, blue, green and purple as before. */
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.green, SEAT_COLOURS.purple] as const;

export type Facing = 'in' | 'out';

export interface PlayerState {
  /** Index along the route (0 = START, last = VAULT). */
  readonly pos: number;
  readonly facing: Facing;
  /** Has reached the VAULT: rolls two dice and may capture the formula. */
  readonly reached: boolean;
  /** Card instance ids, secret. */
  readonly hand: readonly string[];
  /** A SIDETRACKED card lying face up in front of the player (public), or null. */
  readonly sidetracked: string | null;
  /** Resigned: no token, no turns. */
  readonly out: boolean;
}

export interface TurnState {
  readonly player: number;
  /** The turn's roll (or guard battle) is done. ROLL AGAIN sets it back to false. */
  readonly rolled: boolean;
  /** A card was played or discarded this turn. */
  readonly card: boolean;
  /** The LAB space a LAB card may be played from this turn (started there, or landed by rolling). */
  readonly labSpace: number | null;
}

/** What move caused a landing: 'roll' and 'formula' (a two-dice run with the formula) may open a LAB. */
export type MoveCause = 'roll' | 'card' | 'battle' | 'guard' | 'direction' | 'formula' | 'roving';

/** A decision inside the turn the game waits for, besides roll/cards/end. */
export type Await =
  | { readonly kind: 'turn' }
  /** Landed on an unoccupied TV MONITOR on one's own turn: battle someone, or not. */
  | { readonly kind: 'tv' }
  /** A pursuer's move passes the formula holder: stop there and battle, or go on. */
  | Readonly<{ kind: 'stop'; seat: number; stop: number; to: number; path: readonly number[]; cause: MoveCause }>;

export interface AteamState {
  /** Display names of the seats (for labels only). */
  readonly names: readonly string[];
  readonly players: readonly PlayerState[];
  readonly deck: Deck;
  /** Seat holding the formula, or null while it lies in the VAULT. */
  readonly formula: number | null;
  readonly turn: TurnState;
  readonly await: Await;
  /** Route indices entered by the moves of the last decision that moved someone (for the picture). */
  readonly lastPath: readonly number[];
  readonly winner: number | null;
  /** Outcome text once the game is over. */
  readonly ended: Text | null;
}

/** What a choice does: the typed action behind each choice id (apply never reads ids). */
export type AteamAction = Readonly<
  | { kind: 'roll' }
  | { kind: 'end' }
  | { kind: 'play'; card: string; target?: number }
  /** Instead of playing: discard one card face up and draw a replacement. */
  | { kind: 'discard'; card: string }
  /** From a TV MONITOR: battle `target`, or nobody (null). */
  | { kind: 'tv'; target: number | null }
  /** A pursuer passing the holder: stop there (and battle), or go on to the end of the move. */
  | { kind: 'stop'; stop: boolean }
>;

/**
 * The copy apply() changes: what cloneState copies is writable; what it shares with the state it
 * copied (the names, the end's text, and the deck and await, which the rules replace whole) is not.
 */
export type WorkState = WorkCopy<AteamState, 'names' | 'deck' | 'await' | 'ended'>;

/**
 * A copy of the state, field by field, sharing what WorkState says: the state is small and fixed
 * in shape, and this is the hot path of every decision (structuredClone of the whole state cost
 * more than the rules).
 */
export function cloneState(s: AteamState): WorkState {
  return {
    names: s.names,
    players: s.players.map((p) => ({ ...p, hand: [...p.hand] })),
    deck: s.deck,
    formula: s.formula,
    turn: { ...s.turn },
    await: s.await,
    lastPath: [...s.lastPath],
    winner: s.winner,
    ended: s.ended,
  };
}
