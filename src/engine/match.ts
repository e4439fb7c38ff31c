// A match wraps a game's own state with what every game shares: seats, options, the random
// source's state and a step counter. Applying a decision is pure: old match in, new match out.
import { Rng, seedState, type RngState } from './rng';
import { err, ok, type GameDef, type GameEvent, type Options, type Result, type Seat } from './types';

export interface Match<S = unknown> {
  game: string;
  seats: Seat[];
  options: Options;
  rng: RngState;
  state: S;
  /** Number of decisions applied so far. */
  step: number;
  /** Dice rolled by the last decision (for captions). */
  lastDice: number[];
}

export interface Decision {
  player: number;
  choice: string;
}

export interface MatchStep<S> {
  match: Match<S>;
  events: GameEvent[];
  /** Every die result this step produced, in order. */
  rolls: number[];
}

export function createMatch<S>(
  def: GameDef<S>,
  seats: Seat[],
  options: Options,
  seed: number,
  forced: number[] = [],
): MatchStep<S> {
  const rng = new Rng(seedState(seed, forced));
  const { state, events } = def.setup({ seats, options, rng });
  return {
    match: { game: def.id, seats, options, rng: rng.state(), state, step: 0, lastDice: [...rng.rolls] },
    events,
    rolls: [...rng.rolls],
  };
}

export function applyDecision<S>(def: GameDef<S>, match: Match<S>, d: Decision): Result<MatchStep<S>> {
  const pending = def.pending(match.state);
  if (!pending) return err('game-over', 'The game is over.');
  if (pending.player !== d.player) return err('not-your-turn', 'It is not your turn.');
  if (!pending.choices.some((c) => c.id === d.choice)) return err('illegal-choice', 'That is not a legal choice now.');
  const rng = new Rng(match.rng);
  const res = def.apply(match.state, d.player, d.choice, rng);
  if (!res.ok) return res;
  const rolls = [...rng.rolls];
  return ok({
    match: { ...match, rng: rng.state(), state: res.value.state, step: match.step + 1, lastDice: rolls },
    events: res.value.events,
    rolls,
  });
}

/** Rebuilds a match from its seed and its decisions; throws if a stored decision is illegal (a bug). */
export function replay<S>(
  def: GameDef<S>,
  seats: Seat[],
  options: Options,
  seed: number,
  forced: number[],
  decisions: readonly Decision[],
): Match<S> {
  let match = createMatch(def, seats, options, seed, forced).match;
  for (const d of decisions) {
    const res = applyDecision(def, match, d);
    if (!res.ok) throw new Error(`replay failed at step ${match.step}: ${res.error}`);
    match = res.value.match;
  }
  return match;
}

/** Lets the seat's AI choose, from its own view only, with a random source of its own. */
export function aiDecision<S>(def: GameDef<S>, match: Match<S>): Decision | null {
  const pending = def.pending(match.state);
  if (!pending) return null;
  // The AI's randomness is derived from the match step, never from the game's own stream,
  // so that replays are exact whatever the AI picks.
  const rng = new Rng(seedState((match.rng.s ^ (match.step * 2654435761)) >>> 0));
  const choice = def.ai(def.view(match.state, pending.player), pending, rng);
  return { player: pending.player, choice };
}
