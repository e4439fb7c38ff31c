// Taking decisions: check, apply, commit under the version guard, let AI seats play on, and
// answer with the new turn message. Every rejection happens before anything is written.
import { applyDecision, type Match } from '../engine/match';
import type { GameEvent } from '../engine/types';
import * as store from '../store';
import type { Actor, Answer } from './contract';
import { fail, isFinished, publicPost, seatOf, stamp, type AnyGame, type Committed, type Deps, type Running } from './context';
import { aiToMove, runAi } from './ai';
import { resignStep } from './replay';
import { stateVersionOf } from './upgrade';
import { t } from './messages';
import { turnReply } from './turnMessage';
import { esc } from './text';

function commit(deps: Deps, r: Running, version: number, next: Match, seat: number, decision: store.StoredDecision, events: GameEvent[], rolls: number[]): Committed {
  const res = store.commitAction(deps.db, version, next, isFinished(r.def, next), {
    gameId: r.row.id,
    seq: next.step,
    seat,
    userId: r.seats[seat]?.ai ? null : (r.seats[seat]?.userId ?? null),
    decision,
    events,
    rolls,
    at: stamp(deps),
  }, stateVersionOf(r.def));
  return res.ok ? { ok: true, version: res.version } : { ok: false };
}

/**
 * After the humans' part: AI seats decide until a human must decide or the game ends; then
 * the new public turn message, with everything that happened since the last one.
 */
export function afterDecisions(deps: Deps, r: Running, version: number, events: GameEvent[]): Answer {
  const ai = runAi(r, version, (at, v, next, d, step) =>
    commit(deps, at, v, next, d.player, { kind: 'choice', choice: d.choice }, step.events, step.rolls),
  );
  const now: Running = { ...r, match: ai.match, row: { ...r.row, version: ai.version, status: isFinished(r.def, ai.match) ? 'finished' : 'active' } };
  const notes = ai.stuck === null ? [] : [t('game.ai-stuck', { name: esc(ai.match.seats[ai.stuck]?.name ?? 'AI') })];
  return publicPost(now, turnReply(deps, now, ai.version, [...events, ...ai.events], notes));
}

/**
 * An AI seat to move at rest means the process stopped between a human's decision and the AI
 * turns after it (or an AI failed): let the AI move now, and post the turn message.
 */
export function catchUp(deps: Deps, r: Running): Answer | null {
  return aiToMove(r, r.match) === null ? null : afterDecisions(deps, r, r.row.version, []);
}

/** Checks that `actor` may take `choiceId` now, against `version` (the button's or the current one). */
export function decide(deps: Deps, r: Running, actor: Actor, choiceId: string, version: number): Answer {
  // A button from an older message is refused first: its turn has passed, whoever clicks.
  if (version !== r.row.version) return fail('game.stale');
  const checked = mayDecide(r, actor);
  if (!checked.ok) return checked.answer;
  const res = applyDecision(r.def, r.match, { player: checked.seat, choice: choiceId });
  if (!res.ok) {
    switch (res.error) {
      case 'not-your-turn':
        return notYourTurn(r);
      case 'illegal-choice':
        return fail('game.illegal-choice');
      case 'game-over':
        return fail('game.over');
      default: {
        const never: never = res.error;
        return never;
      }
    }
  }
  const step = res.value;
  const c = commit(deps, r, version, step.match, checked.seat, { kind: 'choice', choice: choiceId }, step.events, step.rolls);
  if (!c.ok) return fail('game.already-done');
  return afterDecisions(deps, { ...r, match: step.match }, c.version, step.events);
}

export function notYourTurn(r: Running): Answer {
  const p = r.def.pending(r.match.state);
  return p ? fail('game.not-your-turn', { name: esc(r.match.seats[p.player].name) }) : fail('game.over');
}

/** The actor is seated and it is their turn. */
export function mayDecide(r: Running, actor: Actor): { ok: true; seat: number } | { ok: false; answer: Answer } {
  const seat = seatOf(r, actor);
  if (seat < 0) return { ok: false, answer: fail('game.not-playing') };
  const p = r.def.pending(r.match.state);
  if (!p) return { ok: false, answer: fail('game.over') };
  if (p.player !== seat) return { ok: false, answer: notYourTurn(r) };
  return { ok: true, seat };
}

export function resign(deps: Deps, r: Running, actor: Actor): Answer {
  const seat = seatOf(r, actor);
  if (seat < 0) return fail('game.not-playing');
  if (isFinished(r.def, r.match)) return fail('game.over');
  if (store.hasResigned(deps.db, r.row.id, seat)) return fail('game.already-resigned');
  const step = resignStep(r.def, r.match, seat);
  const c = commit(deps, r, r.row.version, step.match, seat, { kind: 'resign' }, step.events, []);
  if (!c.ok) return fail('game.already-done');
  return afterDecisions(deps, { ...r, match: step.match }, c.version, step.events);
}
