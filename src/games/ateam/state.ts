// The A-Team's own state: plain JSON-safe data, one entry per seat.
import type { Deck } from '../../engine/deck';
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
  pos: number;
  facing: Facing;
  /** Has reached the VAULT: rolls two dice and may capture the formula. */
  reached: boolean;
  /** Card instance ids, secret. */
  hand: string[];
  /** A SIDETRACKED card lying face up in front of the player (public), or null. */
  sidetracked: string | null;
  /** Resigned: no token, no turns. */
  out: boolean;
}

export interface TurnState {
  player: number;
  /** The turn's roll (or guard battle) is done. ROLL AGAIN sets it back to false. */
  rolled: boolean;
  /** A card was played or discarded this turn. */
  card: boolean;
  /** The LAB space a LAB card may be played from this turn (started there, or landed by rolling). */
  labSpace: number | null;
}

/** What move caused a landing: 'roll' and 'formula' (a two-dice run with the formula) may open a LAB. */
export type MoveCause = 'roll' | 'card' | 'battle' | 'guard' | 'direction' | 'formula' | 'roving';

/** A decision inside the turn the game waits for, besides roll/cards/end. */
export type Await =
  | { kind: 'turn' }
  /** Landed on an unoccupied TV MONITOR on one's own turn: battle someone, or not. */
  | { kind: 'tv' }
  /** A pursuer's move passes the formula holder: stop there and battle, or go on. */
  | { kind: 'stop'; seat: number; stop: number; to: number; path: number[]; cause: MoveCause };

export interface AteamState {
  /** Display names of the seats (for labels only). */
  names: string[];
  players: PlayerState[];
  deck: Deck;
  /** Seat holding the formula, or null while it lies in the VAULT. */
  formula: number | null;
  turn: TurnState;
  await: Await;
  /** Route indices entered by the moves of the last decision that moved someone (for the picture). */
  lastPath: number[];
  winner: number | null;
  /** Outcome text once the game is over. */
  ended: Text | null;
}

/** What a choice does: the typed action behind each choice id (apply never reads ids). */
export type AteamAction =
  | { kind: 'roll' }
  | { kind: 'end' }
  | { kind: 'play'; card: string; target?: number }
  /** Instead of playing: discard one card face up and draw a replacement. */
  | { kind: 'discard'; card: string }
  /** From a TV MONITOR: battle `target`, or nobody (null). */
  | { kind: 'tv'; target: number | null }
  /** A pursuer passing the holder: stop there (and battle), or go on to the end of the move. */
  | { kind: 'stop'; stop: boolean };

/**
 * A deep copy of the state, field by field: the state is small and fixed in shape, and this is
 * the hot path of every decision (structuredClone of the whole state cost more than the rules).
 */
export function cloneState(s: AteamState): AteamState {
  return {
    names: s.names,
    players: s.players.map((p) => ({ ...p, hand: [...p.hand] })),
    deck: { draw: [...s.deck.draw], discard: [...s.deck.discard] },
    formula: s.formula,
    turn: { ...s.turn },
    await: s.await.kind === 'stop' ? { ...s.await, path: [...s.await.path] } : s.await,
    lastPath: [...s.lastPath],
    winner: s.winner,
    ended: s.ended,
  };
}
