// A working copy of the state while one decision is applied, and the arrivals every move
// shares: sending like tokens back, missions, boarding the Falcon.
import type { Chance } from '../../engine/chance';
import type { Rng } from '../../engine/rng';
import { tx, type SeatRef, type Text, type TextParam } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { CONTROL, DETENTION, FALCON, TRACTOR, compactorOf } from './board';
import { likeTokensAt } from './moves';
import { TOKEN_NAMES, cloneState, type DsState, type TokenKey, type TokenState, type WorkState } from './state';

export interface Ctx {
  s: WorkState;
  rng: Rng;
  events: GameEvent[];
}

export function makeCtx(state: DsState, rng: Rng): Ctx {
  return { s: cloneState(state), rng, events: [] };
}

/** A seat as texts name it (the message layer words it: the player's name). */
export const who = (seat: number): SeatRef => ({ seat });

/** An event: `key` of the game's catalogue with its parameters, and the chance results behind it. */
export function say(c: Ctx, key: string, params?: Record<string, TextParam>, chance?: Chance[]): void {
  const text: Text = tx(key, params);
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
export function arrive(c: Ctx, seat: number, token: TokenKey, space: string, walk: TokenState['last']): void {
  const p = c.s.players[seat];
  for (const o of likeTokensAt(c.s, seat, token, space)) {
    toCompactor(c, o, token);
    say(c, 'event.sent-back', { who: who(o), token: TOKEN_NAMES[token] });
  }
  p.tokens[token] = { at: space, held: 0, last: walk };
  if (space === CONTROL && !p.blueprint) {
    p.blueprint = true;
    say(c, 'event.blueprint', { who: who(seat) });
  }
  if (space === TRACTOR && !p.tractor) {
    p.tractor = true;
    say(c, 'event.tractor', { who: who(seat) });
  }
  if (space === FALCON && p.tokens.luke.at === FALCON && p.tokens.han.at === FALCON) {
    p.ship = FALCON;
    say(c, 'event.aboard', { who: who(seat) });
  }
}

export function toDetention(c: Ctx, seat: number, token: TokenKey): void {
  c.s.players[seat].tokens[token] = { at: DETENTION, held: 0, last: null };
}
