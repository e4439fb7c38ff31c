// A working copy of the state while one decision is applied: apply() copies the input state
// once (only the parts rules change in place), and the rule functions change only the copy.
import { dieValues, type Chance } from '../../engine/chance';
import type { Rng } from '../../engine/rng';
import type { SeatRef, Text } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { cloneState, type ActionManState, type WorkState } from './state';

export interface Ctx {
  s: WorkState;
  rng: Rng;
  events: GameEvent[];
}

export function makeCtx(state: ActionManState, rng: Rng): Ctx {
  return { s: cloneState(state), rng, events: [] };
}

/** A seat in a text: the message layer names it (the player's display name). */
export const who = (seat: number): SeatRef => ({ seat });

/** An event; `set` names the battle its throws belong to (the caption shows one battle's throws whole). */
export function say(c: Ctx, text: Text, chance?: Chance[], label?: Text, set?: string): void {
  if (!chance || chance.length === 0) {
    c.events.push({ text });
    return;
  }
  const dice = dieValues(chance);
  // Field by field in the event's usual order, not by spreads: every combat throw says one.
  const e: GameEvent = { text };
  if (dice.length) e.dice = dice;
  e.chance = chance;
  if (label) e.label = label;
  if (set) e.set = set;
  c.events.push(e);
}

/** Seats still in the game. */
export function activeSeats(s: ActionManState): number[] {
  return s.forces.flatMap((f, i) => (f.out ? [] : [i]));
}

/** Illustrated squares held by `seat`. */
export function heldBy(s: ActionManState, seat: number): number[] {
  const out: number[] = [];
  s.squares.forEach((h, i) => {
    if (h === seat) out.push(i);
  });
  return out;
}

/** The next seat after `seat` still in the game (-1 when none). */
export function nextActive(s: ActionManState, seat: number): number {
  const n = s.forces.length;
  for (let k = 1; k <= n; k++) {
    const o = (seat + k) % n;
    if (!s.forces[o].out) return o;
  }
  return -1;
}

/** Other seats still in, in turn order after `seat`. */
export function othersInOrder(s: ActionManState, seat: number): number[] {
  const n = s.forces.length;
  const out: number[] = [];
  for (let k = 1; k < n; k++) {
    const o = (seat + k) % n;
    if (!s.forces[o].out) out.push(o);
  }
  return out;
}
