// Builds Death Star states directly for scenario tests, and applies decisions with forced spins.
import type { Band } from '../../../src/games/death-star/chance';
import { Rng, seedState } from '../../../src/engine/rng';
import type { Choice, GameEvent } from '../../../src/engine/types';
import { deathStar, type DsAction, type DsState } from '../../../src/games/death-star';
import { compactorOf } from '../../../src/games/death-star/board';
import { CARD_IDS, cardInfo } from '../../../src/games/death-star/cards';
import type { Await, TokenKey } from '../../../src/games/death-star/state';

export interface Build {
  /** Where each seat's tokens stand (default: their Trash Compactor). Its length is the player count (default 2). */
  at?: Array<Partial<Record<TokenKey, string>>>;
  /** [Blueprint, Tractor Beam] per seat. */
  missions?: Array<[boolean, boolean]>;
  /** Card kinds held per seat (e.g. 'escape'). */
  hands?: string[][];
  /** Card kinds on top of the draw pile, the first drawn first. */
  top?: string[];
  ship?: Array<string | null>;
  held?: Array<Partial<Record<TokenKey, number>>>;
  turn?: number;
  await?: Await;
}

export const spot = (n: number): string => `s${n}`;

export function build(b: Build = {}): DsState {
  const n = b.at?.length ?? 2;
  const used = new Set<string>();
  const take = (kind: string): string => {
    const id = CARD_IDS.find((c) => cardInfo(c).kind === kind && !used.has(c));
    if (!id) throw new Error(`no ${kind} card left`);
    used.add(id);
    return id;
  };
  const hands = Array.from({ length: n }, (_, i) => (b.hands?.[i] ?? []).map(take));
  const top = (b.top ?? []).map(take);
  const rest = CARD_IDS.filter((c) => !used.has(c));
  return {
    names: Array.from({ length: n }, (_, i) => `P${i}`),
    players: Array.from({ length: n }, (_, seat) => {
      const tok = (k: TokenKey) => ({ at: b.at?.[seat]?.[k] ?? compactorOf(seat), held: b.held?.[seat]?.[k] ?? 0, last: null });
      return {
        tokens: { luke: tok('luke'), han: tok('han') },
        blueprint: b.missions?.[seat]?.[0] ?? false,
        tractor: b.missions?.[seat]?.[1] ?? false,
        hand: hands[seat],
        skip: false,
        ship: b.ship?.[seat] ?? null,
        out: false,
      };
    }),
    // The top of the pile is the end of the array.
    deck: { draw: [...rest, ...[...top].reverse()], discard: [] },
    turn: { player: b.turn ?? 0, extra: false },
    await: b.await ?? { kind: 'turn' },
    lastPath: [],
    lastChance: [],
    winner: null,
    ended: null,
  };
}

/** A random source that gives these spins first: numbers, or [number, band] for a dogfight. */
export const spins = (...f: Array<number | [number, Band]>): Rng =>
  new Rng(
    seedState(
      1,
      f.map((x) => (typeof x === 'number' ? `spin:${x}` : `spin:${x[0]}:${x[1]}`)),
    ),
  );

export interface Step {
  state: DsState;
  events: GameEvent[];
  text: string;
}

/** Applies a choice of the pending player, by id; fails the test if it is not offered. */
export function act(state: DsState, id: string, rng: Rng = spins()): Step {
  const p = deathStar.pending(state);
  if (!p) throw new Error('game over');
  const offered = p.choices.find((c) => c.id === id);
  if (!offered) throw new Error(`${id} not offered (choices: ${p.choices.map((c) => c.id).join(', ')})`);
  const res = deathStar.apply(state, p.player, offered, rng);
  if (!res.ok) throw new Error(`${id}: ${res.error}`);
  return { ...res.value, text: res.value.events.map((e) => e.text).join('\n') };
}

/** Spins (forcing the value) and returns the state waiting for the move. */
export const spin = (state: DsState, ...f: Array<number | [number, Band]>): Step => act(state, 'spin', spins(...f));

export const choices = (state: DsState): Choice<DsAction>[] => deathStar.pending(state)?.choices ?? [];
export const choiceIds = (state: DsState): string[] => choices(state).map((c) => c.id);
export const labels = (state: DsState): string[] => choices(state).map((c) => c.label);
export const walkEnds = (state: DsState, token: TokenKey): string[] =>
  choices(state)
    .flatMap((c) => (c.action?.kind === 'walk' && c.action.token === token ? [c.action.end] : []))
    .sort();
