// The one way scenario tests drive a game's rules: a state built by the game's own helpers,
// then decisions of the pending player through the real pending() and apply(), with luck
// forced through the injected random source. A refused or unoffered decision fails the test,
// and so do forced results left unused (the scenario did not go the way it was written).
import { Rng, seedState } from '../../src/engine/rng';
import type { Choice, GameDef, GameEvent, Pending } from '../../src/engine/types';

/** One forced chance result (a die, a spin, a symbol: whatever the engine's random source takes). */
export type Forced = NonNullable<Parameters<typeof seedState>[1]>[number];

/** A random source that gives these results first, in order (then seeded luck). */
export const forcedRng = (...results: Forced[]): Rng => new Rng(seedState(1, results));

/** Forced dice. */
export const dice = (...d: number[]): Rng => forcedRng(...d);

export interface Step<S> {
  state: S;
  events: GameEvent[];
  /** The events' texts, one a line. */
  text: string;
}

/** Luck for a decision: a random source, or forced results (numbers are dice). */
export type Luck = [rng: Rng] | Forced[];

const rngOf = (luck: Luck): Rng => (luck[0] instanceof Rng ? luck[0] : forcedRng(...(luck as Forced[])));

export interface Driver<S, A> {
  /** The pending decision; fails when the game is over. */
  pending(state: S): Pending<A>;
  choices(state: S): Choice<A>[];
  choiceIds(state: S): string[];
  labels(state: S): string[];
  /** The offered choice `id`; fails, listing what is offered, when it is not. */
  choice(state: S, id: string): Choice<A>;
  /** The pending player takes choice `id` with this luck; every forced result must be used. */
  act(state: S, id: string, ...luck: Luck): Step<S>;
  /** Several decisions in order (each by whoever is pending then), sharing one luck. */
  play(state: S, ids: string[], luck?: Rng | Forced[]): Step<S>;
  /** The AI's pick for the pending player, from that player's own view; fails when it is not offered. */
  aiPick(state: S, seed?: number): string;
}

export function driver<S, A>(game: GameDef<S, any, A>): Driver<S, A> {
  const pending = (state: S): Pending<A> => {
    const p = game.pending(state);
    if (!p) throw new Error(`${game.id}: no decision pending (the game is over)`);
    return p;
  };
  const choices = (state: S): Choice<A>[] => game.pending(state)?.choices ?? [];
  const choiceIds = (state: S): string[] => choices(state).map((c) => c.id);
  const choice = (state: S, id: string): Choice<A> => {
    const c = choices(state).find((x) => x.id === id);
    if (!c) throw new Error(`${id} not offered (choices: ${choiceIds(state).join(', ')})`);
    return c;
  };
  /** One decision with `rng`, unchecked for left-over results (play shares one rng). */
  const step = (state: S, id: string, rng: Rng): Step<S> => {
    const p = pending(state);
    const res = game.apply(state, p.player, choice(state, id), rng);
    if (!res.ok) throw new Error(`${id}: ${res.error}: ${res.message}`);
    return { ...res.value, text: res.value.events.map((e) => e.text).join('\n') };
  };
  const allUsed = (rng: Rng): void => {
    if (rng.pendingForced.length) throw new Error(`forced results left unused: ${JSON.stringify(rng.pendingForced)}`);
  };
  return {
    pending,
    choices,
    choiceIds,
    labels: (state) => choices(state).map((c) => c.label),
    choice,
    act(state, id, ...luck) {
      const rng = rngOf(luck);
      const s = step(state, id, rng);
      allUsed(rng);
      return s;
    },
    play(state, ids, luck = []) {
      const rng = luck instanceof Rng ? luck : forcedRng(...luck);
      const events: GameEvent[] = [];
      let s = state;
      for (const id of ids) {
        const r = step(s, id, rng);
        s = r.state;
        events.push(...r.events);
      }
      allUsed(rng);
      return { state: s, events, text: events.map((e) => e.text).join('\n') };
    },
    aiPick(state, seed = 1) {
      const p = pending(state);
      return choice(state, game.ai(game.view(state, p.player), p, new Rng(seedState(seed)))).id;
    },
  };
}
