// The one way tests drive a game's rules. Scenarios: a state built by the game's own helpers,
// then decisions of the pending player through the real pending() and apply(), with luck
// forced through the injected random source; a refused or unoffered decision fails the test,
// and so do forced results left unused (the scenario did not go the way it was written).
// Simulations: whole all-AI matches from a seed, each step held to the rules every game keeps.
import { aiDecision, applyDecision, createMatch, type Decision, type Match } from '../../src/engine/match';
import { Rng, seedState } from '../../src/engine/rng';
import type { Choice, GameDef, GameEvent, Pending, Seat } from '../../src/engine/types';
import { english, words } from './text';
import { LOCALES } from '../../src/engine/text';

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
  choices(state: S): readonly Choice<A>[];
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

export interface DriverOptions {
  /** How the texts name the seats, by seat (default "Seat 1", "Seat 2", ...). */
  names?: readonly string[];
}

export function driver<S, A>(game: GameDef<S, any, A>, opts: DriverOptions = {}): Driver<S, A> {
  const say = (text: Parameters<typeof english>[0]): string => english(text, game.id, opts.names);
  const pending = (state: S): Pending<A> => {
    const p = game.pending(state);
    if (!p) throw new Error(`${game.id}: no decision pending (the game is over)`);
    return p;
  };
  const choices = (state: S): readonly Choice<A>[] => game.pending(state)?.choices ?? [];
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
    return { ...res.value, text: res.value.events.map((e) => say(e.text)).join('\n') };
  };
  const allUsed = (rng: Rng): void => {
    if (rng.pendingForced.length) throw new Error(`forced results left unused: ${JSON.stringify(rng.pendingForced)}`);
  };
  return {
    pending,
    choices,
    choiceIds,
    labels: (state) => choices(state).map((c) => say(c.label)),
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
      return { state: s, events, text: events.map((e) => say(e.text)).join('\n') };
    },
    aiPick(state, seed = 1) {
      const p = pending(state);
      return choice(state, game.ai(game.view(state, p.player), p, new Rng(seedState(seed)))).id;
    },
  };
}

const CHOICE_ID = /^[a-z0-9:_.-]{1,40}$/;

/** The generic rules every GameDef keeps at every step (test/properties checks them). */
export function stepProblems(def: GameDef<any, any, any>, m: Match<any>): string[] {
  const out: string[] = [];
  const pending = def.pending(m.state);
  const outcome = def.outcome(m.state);
  if ((pending === null) !== (outcome !== null))
    out.push(`pending ${pending ? 'set' : 'null'} but outcome ${outcome ? 'set' : 'null'}`);
  if (!pending) return out;
  if (pending.player < 0 || pending.player >= m.seats.length) out.push(`pending player ${pending.player} out of range`);
  if (pending.choices.length === 0) out.push('a pending decision without choices');
  const ids = new Set<string>();
  for (const c of pending.choices) {
    if (ids.has(c.id)) out.push(`duplicate choice id ${c.id}`);
    ids.add(c.id);
    if (!CHOICE_ID.test(c.id)) out.push(`choice id ${JSON.stringify(c.id)} breaks [a-z0-9:_.-]{1,40}`);
    // Every language: Hungarian and French words are longer, and a label must fit a button.
    for (const locale of LOCALES) {
      const label = words(c.label, { game: def.id, locale });
      if (!label.trim() || label.length > 80) out.push(`choice label ${JSON.stringify(label)} (${locale}) empty or over 80`);
    }
  }
  return out;
}

/** `n` AI seats named P0, P1, ... */
export const aiSeats = (n: number): Seat[] => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, ai: true }));

export interface SelfPlayOptions<S> {
  /** Steps at most (decisions and leavings): the match may stop unfinished. */
  maxSteps: number;
  /** The game's own invariants, after every step: the new state and the one before it. */
  check?: (state: S, before: S) => void;
  /** Every `every` steps a seat leaves (resigns), `most` times at most: the seat `who` names. */
  leave?: { every: number; most: number; who: (state: S) => number };
}

/**
 * An all-AI match from `seed` until it ends or `maxSteps`: each AI pick must be offered and
 * applied, and every step keep the generic rules (stepProblems) and the game's `check`.
 */
export function selfPlay<S>(
  game: GameDef<S, any, any>,
  seats: Seat[],
  seed: number,
  opts: SelfPlayOptions<S>,
): { match: Match<S>; decisions: Decision[] } {
  let match = createMatch(game, seats, {}, seed).match;
  const decisions: Decision[] = [];
  let left = 0;
  for (let step = 0; step < opts.maxSteps; step++) {
    const pending = game.pending(match.state);
    if (!pending) break;
    const before = match.state;
    const leave = opts.leave;
    if (leave && step > 0 && step % leave.every === 0 && left < leave.most) {
      match = { ...match, state: game.resign(match.state, leave.who(match.state)).state };
      left++;
    } else {
      const d = aiDecision(game, match, pending)!;
      if (!pending.choices.some((c) => c.id === d.choice)) throw new Error(`step ${step}: the AI chose ${d.choice}, not offered`);
      const res = applyDecision(game, match, d, pending);
      if (!res.ok) throw new Error(`step ${step}: the AI's ${d.choice} refused: ${res.error}`);
      decisions.push(d);
      match = res.value.match;
    }
    const problems = stepProblems(game, match);
    if (problems.length) throw new Error(`step ${step}: ${problems.join('; ')}`);
    opts.check?.(match.state, before);
  }
  return { match, decisions };
}
