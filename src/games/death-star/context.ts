// A working copy of the state while one decision is applied, and the arrivals every move
// shares: sending like tokens back, missions, boarding the Falcon.
import type { Chance } from '../../engine/chance';
import type { Rng } from '../../engine/rng';
import type { GameEvent } from '../../engine/types';
import { CONTROL, DETENTION, FALCON, TRACTOR, compactorOf, spotName } from './board';
import { likeTokensAt } from './moves';
import { ROLES, TOKEN_NAMES, cloneState, type DsState, type TokenKey } from './state';

export interface Ctx {
  s: DsState;
  rng: Rng;
  events: GameEvent[];
  /** rng.chances already there before this decision (a test may reuse one Rng). */
  chanceStart: number;
}

export function makeCtx(state: DsState, rng: Rng): Ctx {
  return { s: cloneState(state), rng, events: [], chanceStart: rng.chances.length };
}

export const role = (seat: number): string => ROLES[seat];

export function say(c: Ctx, text: string, chance?: Chance[]): void {
  c.events.push(chance && chance.length ? { text, chance } : { text });
}

export const activeSeats = (s: DsState): number[] => s.players.flatMap((p, i) => (p.out ? [] : [i]));

/** Back to the player's own Trash Compactor area. */
export function toCompactor(c: Ctx, seat: number, token: TokenKey): void {
  c.s.players[seat].tokens[token] = { at: compactorOf(seat), held: 0, last: null };
}

/**
 * A token arrives on `space` (by a walk when `walk` is given, else by a jump): like tokens of
 * other players there go back to their Trash Compactor; a room entered completes its
 * mission; the second token aboard the Falcon makes the ship.
 */
export function arrive(
  c: Ctx,
  seat: number,
  token: TokenKey,
  space: string,
  walk: { from: string; path: string[] } | null,
): void {
  const p = c.s.players[seat];
  for (const o of likeTokensAt(c.s, seat, token, space)) {
    toCompactor(c, o, token);
    say(c, `${role(o)} ${TOKEN_NAMES[token]} is sent back to the Trash Compactor`);
  }
  p.tokens[token] = { at: space, held: 0, last: walk };
  if (space === CONTROL && !p.blueprint) {
    p.blueprint = true;
    say(c, `${role(seat)} takes a Death Star Blueprint: mission one done`);
  }
  if (space === TRACTOR && !p.tractor) {
    p.tractor = true;
    say(c, `${role(seat)} turns off the Tractor Beam: mission two done`);
  }
  if (space === FALCON && p.tokens.luke.at === FALCON && p.tokens.han.at === FALCON) {
    p.ship = FALCON;
    say(c, `${role(seat)} has both tokens aboard the Millennium Falcon: ready for hyperspace`);
  }
}

export function toDetention(c: Ctx, seat: number, token: TokenKey): void {
  c.s.players[seat].tokens[token] = { at: DETENTION, held: 0, last: null };
}

export const whereText = (at: string): string => (at === DETENTION ? 'in the Detention Block' : `on ${spotName(at)}`);
