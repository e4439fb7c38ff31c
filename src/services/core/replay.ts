// Rebuilds a stored game from its seed, forced dice and action log: the proof that the log
// alone is the game (and a repair tool should a state column ever be lost).
import { applyDecision, createMatch, type Match } from '../../engine/match';
import { revealsNothing, takeBack } from '../../engine/undo';
import type { Text } from '../../engine/text';
import type { GameEvent, Seat } from '../../engine/types';
import type { ActionRow, GameRow, ToldAction } from '../../store';
import type { AnyGame } from './context';

/** A decision replay could still take back: its action, its player, the game before it and the choice as it read. */
interface Takable {
  seq: number;
  seat: number;
  before: Match;
  label: Text;
}

/** Resignation as a step of the match: no dice, no choice, but it counts as a step. */
export function resignStep(def: AnyGame, match: Match, seat: number): { match: Match; events: GameEvent[] } {
  const res = def.resign(match.state, seat);
  return { match: { ...match, state: res.state, step: match.step + 1, lastDice: [] }, events: res.events };
}

/** The match as set up, before any action. */
export function startOf(def: AnyGame, row: GameRow, seats: readonly Seat[]): Match {
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
  seats: readonly Seat[] | undefined = row.match?.seats,
  told?: (a: ToldAction, after: Match) => void,
): Match {
  if (!seats) throw new Error(`game ${row.id} has not started`);
  let match = startOf(def, row, seats);
  // The decisions that could still be taken back, latest last, each with the game before it.
  let takable: Takable[] = [];
  for (const a of actions) {
    switch (a.decision.kind) {
      case 'choice': {
        const pending = def.pending(match.state);
        const res = applyDecision(def, match, { player: a.seat, choice: a.decision.choice }, pending);
        if (!res.ok) throw new Error(`replay of game ${row.id} failed at #${a.seq}: ${res.error}`);
        const choice = pending!.choices.find((c) => c.id === (a.decision as { choice: string }).choice)!;
        if (revealsNothing(def, match, choice, res.value))
          takable.push({ seq: a.seq, seat: a.seat, before: match, label: choice.label });
        else takable = [];
        match = res.value.match;
        told?.({ ...a, events: res.value.events, rolls: res.value.rolls }, match);
        break;
      }
      case 'resign': {
        const res = resignStep(def, match, a.seat);
        match = res.match;
        takable = [];
        told?.({ ...a, events: res.events, rolls: [] }, match);
        break;
      }
      case 'takeback': {
        const last = takable.pop();
        if (last?.seq !== a.decision.seq)
          throw new Error(`replay of game ${row.id} failed at #${a.seq}: #${a.decision.seq} cannot be taken back`);
        const res = takeBack(last.before, match, last.seat, last.label);
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
