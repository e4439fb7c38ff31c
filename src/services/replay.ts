// Rebuilds a stored game from its seed, forced dice and action log: the proof that the log
// alone is the game (and a repair tool should a state column ever be lost).
import { applyDecision, createMatch, type Match } from '../engine/match';
import type { ActionRow, GameRow } from '../store';
import type { AnyGame } from './context';
import { resignStep } from './play';

export function replayStored(def: AnyGame, row: GameRow, actions: readonly ActionRow[]): Match {
  if (!row.match) throw new Error(`game ${row.id} has not started`);
  let match = createMatch(def, row.match.seats, row.options, row.seed, row.dice, row.after).match;
  for (const a of actions) {
    switch (a.decision.kind) {
      case 'choice': {
        const res = applyDecision(def, match, { player: a.seat, choice: a.decision.choice });
        if (!res.ok) throw new Error(`replay of game ${row.id} failed at #${a.seq}: ${res.error}`);
        match = res.value.match;
        break;
      }
      case 'resign':
        match = resignStep(def, match, a.seat).match;
        break;
      default: {
        const never: never = a.decision;
        throw new Error(`unknown decision ${JSON.stringify(never)}`);
      }
    }
  }
  return match;
}
