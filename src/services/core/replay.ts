// Rebuilds a stored game from its seed, forced dice and action log: the proof that the log
// alone is the game (and a repair tool should a state column ever be lost).
import { applyDecision, createMatch, type Match } from '../../engine/match';
import type { GameEvent, Seat } from '../../engine/types';
import type { ActionRow, GameRow, ToldAction } from '../../store';
import type { AnyGame } from './context';

/** Resignation as a step of the match: no dice, no choice, but it counts as a step. */
export function resignStep(def: AnyGame, match: Match, seat: number): { match: Match; events: GameEvent[] } {
  const res = def.resign(match.state, seat);
  return { match: { ...match, state: res.state, step: match.step + 1, lastDice: [] }, events: res.events };
}

/** The match as set up, before any action. */
export function startOf(def: AnyGame, row: GameRow, seats: Seat[]): Match {
  return createMatch(def, seats, row.options, row.seed, row.dice, row.after).match;
}

/**
 * `seats` defaults to the stored match's (a compacted game has none: pass its archive's).
 * `told` hears each action with the events and rolls it told, as they were when it was taken,
 * and the match just after it.
 */
export function replayStored(
  def: AnyGame,
  row: GameRow,
  actions: readonly ActionRow[],
  seats: Seat[] | undefined = row.match?.seats,
  told?: (a: ToldAction, after: Match) => void,
): Match {
  if (!seats) throw new Error(`game ${row.id} has not started`);
  let match = startOf(def, row, seats);
  for (const a of actions) {
    switch (a.decision.kind) {
      case 'choice': {
        const res = applyDecision(def, match, { player: a.seat, choice: a.decision.choice });
        if (!res.ok) throw new Error(`replay of game ${row.id} failed at #${a.seq}: ${res.error}`);
        match = res.value.match;
        told?.({ ...a, events: res.value.events, rolls: res.value.rolls }, match);
        break;
      }
      case 'resign': {
        const res = resignStep(def, match, a.seat);
        match = res.match;
        told?.({ ...a, events: res.events, rolls: [] }, match);
        break;
      }
      default: {
        const never: never = a.decision;
        throw new Error(`unknown decision ${JSON.stringify(never)}`);
      }
    }
  }
  return match;
}
