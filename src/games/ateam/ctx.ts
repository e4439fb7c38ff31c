// A working copy of the state while one decision is applied. apply() clones the input state
// once, and the rule functions below change only that copy.
import type { Rng } from '../../engine/rng';
import type { GameEvent } from '../../engine/types';
import type { AteamState } from './types';
import { ROLES } from './types';

export interface Ctx {
  s: AteamState;
  rng: Rng;
  events: GameEvent[];
  /** Battles resolved in this decision: a bound against endless chains (a bug guard). */
  battles: number;
}

export function makeCtx(state: AteamState, rng: Rng): Ctx {
  return { s: structuredClone(state), rng, events: [], battles: 0 };
}

export const role = (seat: number): string => ROLES[seat];

export function say(c: Ctx, text: string, dice?: number[]): void {
  c.events.push(dice && dice.length ? { text, dice } : { text });
}

/** Seats still in the game. */
export function activeSeats(s: AteamState): number[] {
  return s.players.flatMap((p, i) => (p.out ? [] : [i]));
}

/** Other active seats standing on route index `pos`. */
export function occupants(s: AteamState, pos: number, except: number): number[] {
  return activeSeats(s).filter((i) => i !== except && s.players[i].pos === pos);
}

/** Has reached the VAULT but does not hold the formula: may capture it. */
export const isPursuer = (s: AteamState, seat: number): boolean =>
  s.players[seat].reached && s.formula !== null && s.formula !== seat;
