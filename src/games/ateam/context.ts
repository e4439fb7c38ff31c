// The work of applying one decision: a private copy of the state, the random source and the
// events so far. apply() copies the input state once, and the rule functions change only that copy.
import type { Chance } from '../../engine/chance';
import type { Rng } from '../../engine/rng';
import { tx, type SeatRef, type Text } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { ROLES, cloneState, type AteamState, type WorkState } from './state';

export interface Work {
  s: WorkState;
  rng: Rng;
  events: GameEvent[];
  /** Battles resolved in this decision: a bound against endless chains (a bug guard). */
  battles: number;
}

export function startWork(state: AteamState, rng: Rng): Work {
  return { s: cloneState(state), rng, events: [], battles: 0 };
}

/** The character a seat plays ("Hannibal"): the seat's role, and what the picture's battle labels say. */
export const role = (seat: number): Text => tx(`role.${ROLES[seat]}`);

/** A seat in a text: the platform names it, the player first ("Amy (Hannibal)"). */
export const who = (seat: number): SeatRef => ({ seat });

export function say(w: Work, text: Text, dice?: number[], label?: Text): void {
  w.events.push({ text, ...(dice && dice.length ? { dice } : {}), ...(label ? { label } : {}) });
}

/**
 * A battle's throws: the dice as numbers (the messages' line) and as results that say which
 * round each die belongs to, so the picture parts a re-roll from the first throw, and the die's
 * colour when the text names one ("guard (red) v Face (green)").
 */
export function sayBattle(
  w: Work,
  text: Text,
  rounds: ReadonlyArray<readonly [number, number]>,
  label: Text,
  colors?: readonly [string, string],
): void {
  const chance: Chance[] = rounds.flatMap((pair, round) =>
    pair.map((value, side) => ({ kind: 'die', value, sides: 6, round, ...(colors ? { color: colors[side] } : {}) })),
  );
  w.events.push({ text, dice: rounds.flat(), chance, label });
}

/** Seats still in the game. */
export function activeSeats(s: AteamState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players.length; i++) if (!s.players[i].out) out.push(i);
  return out;
}

/** Other active seats standing on route index `pos`. */
export function occupants(s: AteamState, pos: number, except: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i];
    if (i !== except && !p.out && p.pos === pos) out.push(i);
  }
  return out;
}

/** Has reached the VAULT but does not hold the formula: may capture it. */
export const isPursuer = (s: AteamState, seat: number): boolean =>
  s.players[seat].reached && s.formula !== null && s.formula !== seat;
