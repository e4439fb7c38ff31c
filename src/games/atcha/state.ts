// Atcha! game state: plain JSON-safe data, replaced (never mutated) by every decision.
// Version 2: `await` replaced the nullable `throw` and `atcha` fields; version 3: the end's
// reason is a Text, not an English sentence (see migrate.ts).
import type { Text } from '../../engine/text';

/**
 * What the game waits for (the house way to hold a decision inside a turn, see Pending):
 * - turn: a throw: for a move, for WITH, or a SUCK/BLOW BACK declared before it;
 * - use: the dice of a throw, one decision at a time (`left` still to use; `frozen` pieces
 *   hit something this throw and cannot move on);
 * - atcha: further throws of an ATCHA, counting sixes until `need` or a throw without one.
 */
export type Await =
  | { kind: 'turn' }
  | { kind: 'use'; dice: number[]; left: number[]; frozen: number[] }
  | {
      kind: 'atcha';
      /** The blob's square (space id) and its owner. */
      target: string;
      owner: number;
      /** Attacking piece (army index), or null when attacking from base onto the start square. */
      piece: number | null;
      need: number;
      count: number;
    };

export type UseAwait = Extract<Await, { kind: 'use' }>;
export type AtchaAwait = Extract<Await, { kind: 'atcha' }>;

/** An ATCHA the army could declare: noted at the start of the turn (the rulebook's condition). */
export interface AtchaChance {
  target: string;
  fromBase: boolean;
}

/**
 * A SUCK BACK or BLOW BACK the army may declare on its next throw: a piece of one side has
 * landed on the framed foot square `square` of the other's home straight (rulebook: "lands on
 * the framed space ... may attempt a SUCK BACK on his next throw"; BLOW BACK "similarly").
 * `army` is the one that may declare: the lander for 'suck', the straight's owner for 'blow'.
 */
export interface BackChance {
  kind: 'suck' | 'blow';
  army: number;
  square: string;
}

export interface AtchaState {
  /** 2 or 4 seats. */
  seats: number;
  names: string[];
  /** Colour index (into COLORS) per seat. */
  color: number[];
  /** Route index per piece per seat; -1 in base. */
  pieces: number[][];
  /** Whose decision it is. */
  turn: number;
  /** Per seat: WITH (moves the partner's pieces on its turns). */
  with: boolean[];
  await: Await;
  /** The current throw showed a six: a further throw follows once it is used. */
  again: boolean;
  chances: AtchaChance[];
  /** SUCK BACK / BLOW BACK chances, each used up by its army's next throw. */
  backs: BackChance[];
  /** Space ids of the last move, in path order. */
  lastPath: string[];
  resigned: boolean[];
  /** Set once the game is over. */
  end: { winners: number[]; text: Text } | null;
}

export type Piece = { seat: number; piece: number };

/** SUCK BACK on an opponent's piece on its home straight, or BLOW BACK from one's own. */
export type BackAction = { kind: 'suck'; seat: number; piece: number } | { kind: 'blow'; piece: number };

/** What a choice does: the typed action behind each choice id (apply never reads ids). */
export type AtchaAction =
  | { kind: 'roll' }
  | { kind: 'move'; piece: number; die: number }
  | { kind: 'both'; piece: number; first: number; second: number }
  | { kind: 'out' }
  | { kind: 'atcha'; target: string; fromBase: boolean }
  /** Declining ATCHA when no ordinary move exists: the throw is lost (its six still earns a further throw). */
  | { kind: 'decline' }
  | BackAction;

function copyAwait(a: Await): Await {
  switch (a.kind) {
    case 'turn':
      return a;
    case 'use':
      return { kind: 'use', dice: [...a.dice], left: [...a.left], frozen: [...a.frozen] };
    case 'atcha':
      return { ...a };
    default: {
      const never: never = a;
      return never;
    }
  }
}

/**
 * A copy safe to change: apply never mutates its input. Field by field, because this runs for
 * every decision and every option the AI weighs (structuredClone cost more than the rules).
 */
export function cloneState(s: AtchaState): AtchaState {
  return {
    seats: s.seats,
    names: s.names,
    color: s.color,
    pieces: s.pieces.map((p) => [...p]),
    turn: s.turn,
    with: [...s.with],
    await: copyAwait(s.await),
    again: s.again,
    chances: s.chances,
    backs: [...s.backs],
    lastPath: s.lastPath,
    resigned: [...s.resigned],
    end: s.end,
  };
}

/** The state with other piece positions and everything else shared: a look at a position, never changed. */
export function withPieces(s: AtchaState, pieces: number[][]): AtchaState {
  return {
    seats: s.seats,
    names: s.names,
    color: s.color,
    pieces,
    turn: s.turn,
    with: s.with,
    await: s.await,
    again: s.again,
    chances: s.chances,
    backs: s.backs,
    lastPath: s.lastPath,
    resigned: s.resigned,
    end: s.end,
  };
}
