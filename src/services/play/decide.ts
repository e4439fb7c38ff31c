// Taking decisions: check, apply, commit under the version guard (the turn message owed is
// written in the same transaction), let the auto-movers play on, and answer: the same
// player's turn updates its message, a new player-turn posts a new one.
import { applyDecision, type Match, type MatchStep } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import * as store from '../../store';
import type { Actor, Answer } from '../contract';
import { ephemeral, fail, isFinished, retireLast, seatOf, stamp, type Deps, type Running } from '../core/context';
import { autoMover, runAi, type AiRun, type At } from './autoMover';
import { resignStep } from '../records/replay';
import { stateVersionOf } from '../records/upgrade';
import { t } from '../messages/catalogue';
import { turnReply } from '../messages/turnMessage';
import { clip, esc, eventLine } from '../messages/text';
import { inPerson, nextTurn } from './turns';

export { resignStep };

/** How the answer reaches Discord: replacing the clicked turn message, or as a command's reply. */
export type Via = 'update' | 'reply';

const atOf = (r: Running): At => ({ match: r.match, version: r.row.version, turn: r.row.turn });

/** One decision and the player-turn it leads to, in one transaction; null when the version moved on. */
export function commitStep(
  deps: Deps,
  r: Running,
  at: At,
  seat: number,
  decision: store.StoredDecision,
  step: { match: Match; events: GameEvent[]; rolls: number[] },
): At | null {
  const turn = nextTurn(deps, r, at.turn, step.match);
  const byPerson = decision.kind === 'choice' && decision.by === undefined && inPerson(r, seat);
  const res = deps.db.transaction(() => {
    const c = store.commitAction(
      deps.db,
      at.version,
      step.match,
      isFinished(r.def, step.match),
      {
        gameId: r.row.id,
        seq: step.match.step,
        seat,
        userId: r.seats[seat]?.ai ? null : (r.seats[seat]?.userId ?? null),
        decision,
        events: step.events,
        rolls: step.rolls,
        at: stamp(deps),
      },
      turn,
      stateVersionOf(r.def),
    );
    if (c.ok && byPerson) store.presentSeat(deps.db, r.row.id, seat);
    return c;
  })();
  return res.ok ? { match: step.match, version: res.version, turn } : null;
}

/** The auto-movers play on from `at` (AI seats, absent seats, forced decisions, a clock's proxy). */
export function advance(deps: Deps, r: Running, at: At, proxy: { seat: number; turn: number } | null = null): AiRun {
  const run = runAi(
    r,
    at,
    (cur, d, by, step: MatchStep<unknown>) =>
      commitStep(deps, r, cur, d.player, { kind: 'choice', choice: d.choice, ...(by ? { by } : {}) }, step),
    proxy,
  );
  if (run.stuck !== null) {
    const name = esc(run.match.seats[run.stuck]?.name ?? 'AI');
    store.addNote(deps.db, {
      gameId: r.row.id,
      after: run.match.step,
      userId: null,
      text: t('game.ai-stuck', { name }),
      at: stamp(deps),
    });
  }
  return run;
}

/** The game as it stands after a run: a Running whose row carries the new version and turn. */
export function reloaded(deps: Deps, r: Running): Running {
  const row = store.gameById(deps.db, r.row.id)!;
  return { ...r, row, match: row.match!, seats: store.seatsOf(deps.db, row.id) };
}

/**
 * The answer once decisions are committed. A new player-turn is a new public message (with the
 * ping; the previous message loses its buttons). The same player's turn goes on in its message:
 * a click on it replaces it; a command answers privately and the message is updated by the pump.
 */
export function answerAfter(deps: Deps, before: Running, via: Via, events: readonly GameEvent[]): Answer {
  const now = reloaded(deps, before);
  const row = now.row;
  if (!row.placed) return ephemeral(t('game.thread-coming'));
  const posts = { gameId: row.id, version: row.version, turnNo: row.turn.no };
  const newTurn = row.turn.no !== row.shownTurn || row.lastMessageId === null;
  if (newTurn) return { reply: turnReply(deps, now), posts, retire: retireLast(before) };
  if (via === 'update') return { reply: turnReply(deps, now), update: true, posts, retire: [] };
  const names = now.match.seats.map((s) => s.name);
  const lines = events.map((e) => clip(eventLine(e, names), 300));
  return ephemeral([t('game.done-in-message'), ...lines].join('\n').slice(0, 1900));
}

/**
 * A seat to be moved at rest means the process stopped between a decision and the moves after
 * it (or an AI failed): let them move now, and answer with the turn message.
 */
export function catchUp(deps: Deps, r: Running): Answer | null {
  if (autoMover(r, atOf(r)) === null) return null;
  const run = advance(deps, r, atOf(r));
  return run.version === r.row.version ? null : answerAfter(deps, r, 'reply', run.events);
}

/** Checks that `actor` may take `choiceId` now, against `version` (the button's or the current one). */
export function decide(deps: Deps, r: Running, actor: Actor, choiceId: string, version: number, via: Via = 'reply'): Answer {
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
  const at = commitStep(deps, r, atOf(r), checked.seat, { kind: 'choice', choice: choiceId }, res.value);
  if (!at) return fail('game.already-done');
  const run = advance(deps, r, at);
  return answerAfter(deps, r, via, [...res.value.events, ...run.events]);
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

/** Resigns `seat` for good (after the confirmation). */
export function resignSeat(deps: Deps, r: Running, seat: number): Answer {
  if (isFinished(r.def, r.match)) return fail('game.over');
  if (store.hasResigned(deps.db, r.row.id, seat)) return fail('game.already-resigned');
  const step = resignStep(r.def, r.match, seat);
  const at = commitStep(deps, r, atOf(r), seat, { kind: 'resign' }, { ...step, rolls: [] });
  if (!at) return fail('game.already-done');
  const run = advance(deps, r, at);
  return answerAfter(deps, r, 'reply', [...step.events, ...run.events]);
}
