// Take-back, before chance: a player may take back a decision that revealed nothing, as long as
// nothing else happened since (services/play/undo.ts says when). The engine judges each decision
// from what it did: it threw nothing (the random source did not move: no die, spinner or symbol,
// no shuffle), it was no secret choice (a card played from a hand is shown), and the game, which
// alone knows its hidden information, declares that it showed none (GameDef.reveals: a card drawn
// from a pile shuffled earlier). A game that declares nothing has no decision taken back.
import type { Match, MatchStep } from './match';
import type { RngState } from './rng';
import { tx, type Text } from './text';
import type { Choice, GameDef } from './types';

const sameRng = (a: RngState, b: RngState): boolean => a.s === b.s && JSON.stringify(a.forced) === JSON.stringify(b.forced);

/** Whether `choice`, which took `before` to `step`, revealed nothing: its player may take it back. */
export function revealsNothing<S>(def: GameDef<S>, before: Match<S>, choice: Choice, step: MatchStep<S>): boolean {
  if (!def.reveals || choice.secret) return false;
  if (step.rolls.length > 0 || step.chances.length > 0 || !sameRng(before.rng, step.match.rng)) return false;
  return !def.reveals(choice, before.state, step.match.state);
}

/**
 * The take-back of the decision that led from `before` to `now` by `seat` (`label`: the choice
 * as it read): the game as it was before it, one step further on, since a take-back is an
 * action of its own in the log.
 */
export function takeBack<S>(before: Match<S>, now: Match<S>, seat: number, label: Text): MatchStep<S> {
  return {
    match: {
      game: before.game,
      seats: before.seats,
      options: before.options,
      rng: before.rng,
      state: before.state,
      v: now.v,
      step: now.step + 1,
      lastDice: [],
      lastChance: [],
    },
    events: [{ text: tx('engine:took-back', { who: { seat }, choice: label }) }],
    rolls: [],
    chances: [],
  };
}
