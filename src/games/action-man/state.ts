// The Action Man Game's own state: plain JSON-safe data. Seat i plays colour i.
import type { Chance } from '../../engine/chance';
import type { SymbolFace } from './chance';
import type { Deck } from '../../engine/deck';
import type { Draft, WorkCopy } from '../../engine/readonly';
import { tx, type Text } from '../../engine/text';
import { SEAT_COLOURS } from '../../engine/palette';

export const ROLES: readonly Text[] = [tx('role.red'), tx('role.blue'), tx('role.yellow'), tx('role.green')];
/**
 * The colours' initials on the commanders and the held squares: symbols, the same in every
 * language (a token's label is a plain string, and the mark letters keep clear of these).
 */
export const INITIALS = ['R', 'B', 'Y', 'G'] as const;
/** Okabe-Ito, the nearest to each role's colour name (src/engine/palette.ts). */
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.yellow, SEAT_COLOURS.green] as const;
/** Units per force, besides the commander. */
export const UNITS = 19;
/** Throws of the combat dice a challenger may make in one battle. */
export const MAX_THROWS = 3;
/**
 * A bound for simulations (option `stepLimit`): after it the game ends at the end of the turn in
 * progress and is scored by units left. A game people play has none: it ends by its rules.
 */
export const STEP_LIMIT = 1500;

export interface Force {
  /** Loop index of the commander (kept when out, but no longer on the board). */
  readonly pos: number;
  /** Units in the HQ. */
  readonly hq: number;
  /** Prisoners held in this force's POW camp, by their colour (seat index). */
  readonly camp: readonly number[];
  /** Units out of the game (danger squares, squares of a force that went out). */
  readonly lost: number;
  /** Out of the game: commander lost, or resigned. */
  readonly out: boolean;
}

/** What a fight is about; it decides what the loser gives up. */
export type Stake = Readonly<
  /** Two commanders on one square (also on a danger square). */
  | { kind: 'meet' }
  /** The challenger landed on the defender's start square. */
  | { kind: 'start' }
  /** The challenger rolled a six and the defender's commander stands on the challenger's side. */
  | { kind: 'six' }
  /** The defender's unit holds this illustrated square. */
  | { kind: 'square'; square: number }
>;

export interface Fight {
  readonly defender: number;
  readonly stake: Stake;
}

/** What remains of a turn once the decision in hand is settled, in order. */
export type Task = Readonly<{ kind: 'fight'; fight: Fight } | { kind: 'claim'; square: number } | { kind: 'offer' }>;

/** A battle in progress: the challenger (the player whose turn it is) has thrown at least once. */
export interface Combat {
  readonly fight: Fight;
  /** The combat card turned for this battle. */
  readonly card: string;
  /** Challenger's throws so far (1..3). */
  readonly throws: number;
  readonly faces: readonly SymbolFace[];
  readonly score: number;
}

/** The decision the game waits for. */
export type Await = Readonly<
  | { kind: 'turn' }
  /** The challenger keeps the throw or throws all five again. */
  | { kind: 'throw'; combat: Combat }
  /** A loser with an empty HQ chooses which of their illustrated squares to give up. */
  | { kind: 'yield'; loser: number; winner: number }
  /** Landed on an unheld illustrated square: claim it with a unit from HQ, or not. */
  | { kind: 'claim'; square: number }
  /** Landed on a POW exchange square: offer the next player an exchange, or not. */
  | { kind: 'offer'; to: number }
  /** The next player answers an exchange offer. */
  | { kind: 'answer'; from: number; to: number }
>;

export type ActionManAction = Readonly<
  | { kind: 'roll' }
  | { kind: 'keep' }
  | { kind: 'again' }
  | { kind: 'yield'; square: number }
  | { kind: 'claim' }
  | { kind: 'leave' }
  | { kind: 'offer' }
  | { kind: 'no-offer' }
  | { kind: 'accept' }
  | { kind: 'decline' }
>;

export interface ActionManState {
  /** Display names of the seats (for labels only). */
  readonly names: readonly string[];
  readonly forces: readonly Force[];
  /** Holder (seat) of each loop square's unit; null when empty or not an illustrated square. */
  readonly squares: ReadonlyArray<number | null>;
  readonly deck: Deck;
  /** The seat whose turn it is. */
  readonly turn: number;
  readonly await: Await;
  readonly tasks: readonly Task[];
  /** Decisions applied so far. */
  readonly steps: number;
  /** The simulations' bound (option `stepLimit`); absent or null in a game people play. */
  readonly limit?: number | null;
  /** Loop indices entered by the last move (for the picture). */
  readonly lastPath: readonly number[];
  /** The last combat's latest throws, as symbols (for the picture). */
  readonly shown: readonly Chance[];
  /** The last combat card turned. */
  readonly lastCard: string | null;
  /** Winning seats once the game is over (several only on a tied count at the step limit). */
  readonly winners: readonly number[] | null;
  /** How the game ended, when it did by going out or by the step limit. */
  readonly ended: Text | null;
}

/** apply()'s working copy: forces, squares and the task list its own; the rest (each task too) shared, replaced whole. */
export type WorkState = WorkCopy<
  Omit<ActionManState, 'tasks'>,
  'names' | 'deck' | 'await' | 'lastPath' | 'shown' | 'lastCard' | 'winners' | 'ended'
> & { tasks: Task[] };

/** Forces, squares and tasks are changed in place; everything else is replaced, never changed. */
export function cloneState(s: ActionManState): WorkState {
  // Plain loops and slices: this runs on every decision of every all-AI game.
  const forces: Draft<Force>[] = [];
  for (const f of s.forces) forces.push({ pos: f.pos, hq: f.hq, camp: f.camp.slice(), lost: f.lost, out: f.out });
  // Every field named, in the state's own order, not a spread: V8 copies spreads on a slow path.
  return {
    names: s.names,
    forces,
    squares: s.squares.slice(),
    deck: s.deck,
    turn: s.turn,
    await: s.await,
    tasks: s.tasks.slice(),
    steps: s.steps,
    limit: s.limit,
    lastPath: s.lastPath,
    shown: s.shown,
    lastCard: s.lastCard,
    winners: s.winners,
    ended: s.ended,
  };
}
