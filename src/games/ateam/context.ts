// The work of applying one decision: a private copy of the state, the random source and the
// events so far. apply() copies the input state once, and the rule functions change only that copy.
import type { Rng } from '../../engine/rng';
import { tx, type SeatRef, type Text } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { ROLES, cloneState, type AteamState } from './state';

export interface Work {
  s: AteamState;
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
