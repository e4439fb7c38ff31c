// Rebuilds a stored game from its seed, forced dice and action log: the proof that the log
// alone is the game (and a repair tool should a state column ever be lost).
import { applyDecision, createMatch, type Match } from '../../engine/match';
import type { GameEvent, Seat } from '../../engine/types';
import type { ActionRow, GameRow } from '../../store';
import type { AnyGame } from '../core/context';

/** Resignation as a step of the match: no dice, no choice, but it counts as a step. */
export function resignStep(def: AnyGame, match: Match, seat: number): { match: Match; events: GameEvent[] } {
  const res = def.resign(match.state, seat);
  return { match: { ...match, state: res.state, step: match.step + 1, lastDice: [] }, events: res.events };
}

/**
 * `seats` defaults to the stored match's (a compacted game has none: pass the seats table's).
 * `told` hears each action's events as the rules tell them now.
 */
export function replayStored(
  def: AnyGame,
  row: GameRow,
  actions: readonly ActionRow[],
  seats: Seat[] | undefined = row.match?.seats,
  told?: (seq: number, events: GameEvent[]) => void,
): Match {
  if (!seats) throw new Error(`game ${row.id} has not started`);
  let match = createMatch(def, seats, row.options, row.seed, row.dice, row.after).match;
  for (const a of actions) {
    switch (a.decision.kind) {
      case 'choice': {
        const res = applyDecision(def, match, { player: a.seat, choice: a.decision.choice });
        if (!res.ok) throw new Error(`replay of game ${row.id} failed at #${a.seq}: ${res.error}`);
        match = res.value.match;
        told?.(a.seq, res.value.events);
        break;
      }
      case 'resign': {
        const step = resignStep(def, match, a.seat);
        match = step.match;
        told?.(a.seq, step.events);
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
