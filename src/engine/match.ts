// A match wraps a game's own state with what every game shares: seats, options, the random
// source's state and a step counter. Applying a decision is pure: old match in, new match out.
import type { Chance, Forced } from './chance';
import { Rng, seedState, type RngState } from './rng';
import { tx } from './text';
import { err, ok, type Choice, type GameDef, type GameEvent, type Options, type Pending, type Result, type Seat } from './types';

export interface Match<S = unknown> {
  readonly game: string;
  readonly seats: readonly Seat[];
  readonly options: Options;
  readonly rng: RngState;
  /** The game's own state: shared with the matches before and after it, so never changed. */
  readonly state: S;
  /** The game's state version this match was written with (absent: 1). */
  readonly v?: number;
  /** Number of decisions applied so far. */
  readonly step: number;
  /** Dice rolled by the last decision (for captions). */
  readonly lastDice: readonly number[];
  /** Every chance result of the last decision, typed (spins and symbols too). */
  readonly lastChance?: readonly Chance[];
}

export interface Decision {
  readonly player: number;
  readonly choice: string;
}

export interface MatchStep<S> {
  match: Match<S>;
  events: GameEvent[];
  /** Every die result this step produced, in order. */
  rolls: number[];
  /** Every chance result this step produced, typed, in order. */
  chances: Chance[];
}

/**
 * Sets a game up. `forced` feeds every chance from the very first (the opening roll for who
 * goes first included); `after` is forced only once set-up is done, so that the local table's
 * --dice forces the play, not the opening. A forced opening value left unused is an error.
 */
export function createMatch<S>(
  def: GameDef<S>,
  seats: readonly Seat[],
  options: Options,
  seed: number,
  forced: readonly Forced[] = [],
  after: readonly Forced[] = [],
): MatchStep<S> {
  const rng = new Rng(seedState(seed, forced));
  const { state, events } = def.setup({ seats, options, rng });
  const opened = rng.state();
  if (after.length > 0 && opened.forced.length > 0)
    throw new Error(`the opening used ${forced.length - opened.forced.length} of ${forced.length} forced results`);
  const rs: RngState = after.length > 0 ? { s: opened.s, forced: [...after] } : opened;
  return {
    match: {
      game: def.id,
      seats,
      options,
      rng: rs,
      state,
      v: def.version ?? 1,
      step: 0,
      lastDice: [...rng.rolls],
      lastChance: [...rng.chances],
    },
    events,
    rolls: [...rng.rolls],
    chances: [...rng.chances],
  };
}

/**
 * The offered choice `choiceId` of `pending` for `player`, or why it cannot be taken: the one
 * check behind every decision (applyDecision, and a game's apply() called directly by tests).
 */
export function offeredChoice<A>(pending: Pending<A> | null, player: number, choiceId: string): Result<Choice<A>> {
  if (!pending) return err('game-over', 'The game is over.');
  if (pending.player !== player) return err('not-your-turn', 'It is not your turn.');
  const choice = pending.choices.find((c) => c.id === choiceId);
  return choice ? ok(choice) : err('illegal-choice', 'That is not a legal choice now.');
}

/**
 * Applies one decision. `pending` may be passed in when the caller has already asked the game
 * (a request computes it once); it must be def.pending(match.state).
 */
export function applyDecision<S>(
  def: GameDef<S>,
  match: Match<S>,
  d: Decision,
  pending: Pending | null = def.pending(match.state),
): Result<MatchStep<S>> {
  const offered = offeredChoice(pending, d.player, d.choice);
  if (!offered.ok) return offered;
  const choice = offered.value;
  const rng = new Rng(match.rng);
  const res = def.apply(match.state, d.player, choice, rng);
  if (!res.ok) return res;
  const rolls = [...rng.rolls];
  const chances = [...rng.chances];
  // A decision that moves nothing (The A-Team's End turn) still reads as something in /log.
  const events =
    res.value.events.length > 0
      ? res.value.events
      : [{ text: tx('engine:chose', { who: { seat: d.player }, choice: choice.label }) }];
  // Every field named, not spread: this runs for every decision and V8 copies spreads slowly.
  const next: Match<S> = {
    game: match.game,
    seats: match.seats,
    options: match.options,
    rng: rng.state(),
    state: res.value.state,
    v: match.v,
    step: match.step + 1,
    lastDice: rolls,
    lastChance: chances,
  };
  return ok({
    match: next,
    events,
    rolls,
    chances,
  });
}

/** Rebuilds a match from its seed and its decisions; throws if a stored decision is illegal (a bug). */
export function replay<S>(
  def: GameDef<S>,
  seats: readonly Seat[],
  options: Options,
  seed: number,
  forced: readonly Forced[],
  decisions: readonly Decision[],
  after: readonly Forced[] = [],
): Match<S> {
  let match = createMatch(def, seats, options, seed, forced, after).match;
  for (const d of decisions) {
    const res = applyDecision(def, match, d);
    if (!res.ok) throw new Error(`replay failed at step ${match.step}: ${res.error}`);
    match = res.value.match;
  }
  return match;
}

/** Lets the seat's AI choose, from its own view only, with a random source of its own. */
export function aiDecision<S>(
  def: GameDef<S>,
  match: Match<S>,
  pending: Pending | null = def.pending(match.state),
): Decision | null {
  if (!pending) return null;
  // The AI's randomness is derived from the match step, never from the game's own stream,
  // so that replays are exact whatever the AI picks.
  const rng = new Rng(seedState((match.rng.s ^ (match.step * 2654435761)) >>> 0));
  const choice = def.ai(def.view(match.state, pending.player), pending, rng);
  return { player: pending.player, choice };
}
