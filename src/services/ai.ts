// The AI runner: while an AI seat must decide, let it (from its own view, via the engine) and
// commit each decision on its own, so the log holds every AI step like a human one.
import { aiDecision, applyDecision, type Decision, type Match, type MatchStep } from '../engine/match';
import type { GameEvent } from '../engine/types';
import { isFinished, type Committed, type Running } from './context';

/** Safety net against a game whose AI never reaches a human or an end (a bug). */
const MAX_AI_STEPS = 5000;

export type CommitStep = (r: Running, version: number, next: Match, d: Decision, step: MatchStep<unknown>) => Committed;

export function runAi(r: Running, version: number, commit: CommitStep): { match: Match; version: number; events: GameEvent[] } {
  let match = r.match;
  let v = version;
  const events: GameEvent[] = [];
  for (let i = 0; i < MAX_AI_STEPS && !isFinished(r.def, match); i++) {
    const p = r.def.pending(match.state)!;
    if (!r.seats[p.player]?.ai) break;
    const d = aiDecision(r.def, match)!;
    const res = applyDecision(r.def, match, d);
    if (!res.ok) throw new Error(`AI of ${r.def.id} chose an illegal move: ${res.error} (${d.choice})`);
    const c = commit(r, v, res.value.match, d, res.value);
    if (!c.ok) break; // someone else moved the game on; their answer shows the newer state
    match = res.value.match;
    v = c.version;
    events.push(...res.value.events);
  }
  return { match, version: v, events };
}
