// The AI runner: while an AI seat must decide, let it (from its own view, via the engine) and
// commit each decision on its own, so the log holds every AI step like a human one.
import { ForcedChanceError } from '../engine/chance';
import { aiDecision, applyDecision, type Decision, type Match, type MatchStep } from '../engine/match';
import type { GameEvent } from '../engine/types';
import type { Committed, Running } from './context';
import { faultTrace } from './faults';

/** Safety net against a game whose AI never reaches a human or an end (a bug). */
const MAX_AI_STEPS = 5000;

export type CommitStep = (r: Running, version: number, next: Match, d: Decision, step: MatchStep<unknown>) => Committed;

export interface AiRun {
  match: Match;
  version: number;
  events: GameEvent[];
  /** The seat whose AI failed (a bug in the game's plug-in); what came before it stands. */
  stuck: number | null;
}

/** The AI seat that must decide now, if any. */
export function aiToMove(r: Running, match: Match): number | null {
  // As isFinished, without asking the game for its pending decision twice.
  const p = r.def.pending(match.state);
  if (!p || r.def.outcome(match.state) !== null) return null;
  return r.seats[p.player]?.ai ? p.player : null;
}

type Planned = { ok: true; d: Decision; step: MatchStep<unknown> } | { ok: false };

/** One AI decision; a throwing or illegal AI is caught here, so that the decisions before it are still answered. */
function plan(r: Running, match: Match, seat: number): Planned {
  try {
    const d = aiDecision(r.def, match)!;
    const res = applyDecision(r.def, match, d);
    if (!res.ok) throw new Error(`AI chose an illegal move: ${res.error}`);
    return { ok: true, d, step: res.value };
  } catch (e) {
    // Forced results (tests, the local table) that do not fit are the caller's mistake: let it show.
    if (e instanceof ForcedChanceError) throw e;
    console.error(`[rerun] the AI of ${r.def.id} (seat ${seat + 1}) failed in game ${r.row.id} at step ${match.step}: ${faultTrace(e)}`);
    return { ok: false };
  }
}

export function runAi(r: Running, version: number, commit: CommitStep): AiRun {
  let match = r.match;
  let v = version;
  const events: GameEvent[] = [];
  for (let i = 0; i < MAX_AI_STEPS; i++) {
    const seat = aiToMove(r, match);
    if (seat === null) break;
    const p = plan(r, match, seat);
    if (!p.ok) return { match, version: v, events, stuck: seat };
    const c = commit(r, v, p.step.match, p.d, p.step);
    if (!c.ok) break; // someone else moved the game on; their answer shows the newer state
    match = p.step.match;
    v = c.version;
    events.push(...p.step.events);
  }
  return { match, version: v, events, stuck: null };
}
