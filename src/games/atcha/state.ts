// Atcha! game state: plain JSON-safe data, replaced (never mutated) by every decision.
// Version 2: `await` replaced the nullable `throw` and `atcha` fields; version 3: the end's
// reason is a Text, not an English sentence (see migrate.ts).
import type { Draft, WorkCopy, Writable } from '../../engine/readonly';
import type { Text } from '../../engine/text';

/**
 * What the game waits for (the house way to hold a decision inside a turn, see Pending):
 * - turn: a throw: for a move, for WITH, or a SUCK/BLOW BACK declared before it;
 * - use: the dice of a throw, one decision at a time (`left` still to use; `frozen` pieces
 *   hit something this throw and cannot move on);
 * - atcha: further throws of an ATCHA, counting sixes until `need` or a throw without one.
 */
export type Await =
  | { readonly kind: 'turn' }
  | Readonly<{ kind: 'use'; dice: readonly number[]; left: readonly number[]; frozen: readonly number[] }>
  | Readonly<{
      kind: 'atcha';
      /** The blob's square (space id) and its owner. */
      target: string;
      owner: number;
      /** Attacking piece (army index), or null when attacking from base onto the start square. */
      piece: number | null;
      need: number;
      count: number;
    }>;

export type UseAwait = Extract<Await, { kind: 'use' }>;
export type AtchaAwait = Extract<Await, { kind: 'atcha' }>;

/** An ATCHA the army could declare: noted at the start of the turn (the rulebook's condition). */
export interface AtchaChance {
  readonly target: string;
  readonly fromBase: boolean;
}

/**
 * A SUCK BACK or BLOW BACK the army may declare on its next throw: a piece of one side has
 * landed on the framed foot square `square` of the other's home straight (rulebook: "lands on
 * the framed space ... may attempt a SUCK BACK on his next throw"; BLOW BACK "similarly").
 * `army` is the one that may declare: the lander for 'suck', the straight's owner for 'blow'.
 */
export interface BackChance {
  readonly kind: 'suck' | 'blow';
  readonly army: number;
  readonly square: string;
}

export interface AtchaState {
  /** 2 or 4 seats. */
  readonly seats: number;
  readonly names: readonly string[];
  /** Colour index (into COLORS) per seat. */
  readonly color: readonly number[];
  /** Route index per piece per seat; -1 in base. */
  readonly pieces: readonly (readonly number[])[];
  /** Whose decision it is. */
  readonly turn: number;
  /** Per seat: WITH (moves the partner's pieces on its turns). */
  readonly with: readonly boolean[];
  readonly await: Await;
  /** The current throw showed a six: a further throw follows once it is used. */
  readonly again: boolean;
  readonly chances: readonly AtchaChance[];
  /** SUCK BACK / BLOW BACK chances, each used up by its army's next throw. */
  readonly backs: readonly BackChance[];
  /** Space ids of the last move, in path order. */
  readonly lastPath: readonly string[];
  readonly resigned: readonly boolean[];
  /** Set once the game is over. */
  readonly end: Readonly<{ winners: readonly number[]; text: Text }> | null;
}

export type Piece = Readonly<{ seat: number; piece: number }>;

/** SUCK BACK on an opponent's piece on its home straight, or BLOW BACK from one's own. */
export type BackAction = Readonly<{ kind: 'suck'; seat: number; piece: number } | { kind: 'blow'; piece: number }>;

/** What a choice does: the typed action behind each choice id (apply never reads ids). */
export type AtchaAction = Readonly<
  | { kind: 'roll' }
  | { kind: 'move'; piece: number; die: number }
  | { kind: 'both'; piece: number; first: number; second: number }
  | { kind: 'out' }
  | { kind: 'atcha'; target: string; fromBase: boolean }
  /** Declining ATCHA when no ordinary move exists: the throw is lost (its six still earns a further throw). */
  | { kind: 'decline' }
  | BackAction
>;

function copyAwait(a: Await): Draft<Await> {
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
 * apply()'s working copy: what cloneState copies is writable; what it shares (names, colours,
 * the ATCHA chances, the last path, the end, each BACK chance) is replaced whole, never changed.
 */
export type WorkState = WorkCopy<Omit<AtchaState, 'backs'>, 'names' | 'color' | 'chances' | 'lastPath' | 'end'> & {
  backs: BackChance[];
};

/**
 * A copy safe to change: apply never mutates its input. Field by field, because this runs for
 * every decision and every option the AI weighs (structuredClone cost more than the rules).
 */
export function cloneState(s: AtchaState): WorkState {
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

/** The state with other piece positions and everything else shared: a look at a position (its own fields may be set, as the AI marks a win on it; what it shares never changes). */
export function withPieces(s: AtchaState, pieces: AtchaState['pieces']): Writable<AtchaState> {
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
