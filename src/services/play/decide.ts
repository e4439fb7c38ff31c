// play/: decisions: check, commit, the auto-movers, player-turns, /roll, /choose, /playcard.
// Taking a decision: check that the actor may, apply it, commit it (play/commit.ts), let the
// auto-movers play on, and answer: the same player's turn updates its message, a new
// player-turn posts a new one.
import { applyDecision } from '../../engine/match';
import { revealsNothing } from '../../engine/undo';
import type { GameEvent } from '../../engine/types';
import type { Actor, Answer } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import type { Voice } from '../core/texts';
import { ephemeral, fail, retireLast } from '../messages/answers';
import { clip, esc, eventLine } from '../messages/text';
import { shownBoard } from '../messages/pictureRule';
import { turnReply } from '../messages/turnMessage';
import { privateVoice } from '../messages/voices';
import { autoMover } from './autoMover';
import { askHarm } from './harm';
import { advance, atOf, commitStep, reloaded } from './commit';
import type { At } from './autoMover';

/** How the answer reaches Discord: replacing the clicked turn message, or as a command's reply. */
export type Via = 'update' | 'reply';

/**
 * The answer once decisions are committed. A new player-turn is a new public message (with the
 * ping; the previous message loses its buttons), in the game's language. The same player's turn
 * goes on in its message: a click on it replaces it; a command answers privately (in `me`'s
 * language) and the message is updated by the pump.
 */
export async function answerAfter(
  deps: Deps,
  me: Voice,
  before: Running,
  via: Via,
  events: readonly GameEvent[],
  /** Where the run ended, when this flow committed it (its read-back saves a read). */
  after?: At,
): Promise<Answer> {
  const now = await reloaded(deps, before, after);
  const row = now.row;
  if (!row.placed) return ephemeral(me.t('game.thread-coming'));
  const posts = { gameId: row.id, version: row.version, turnNo: row.turn.no, follows: before.row.lastMessageId };
  // A click carries the current version, so the clicked message shows this player-turn: it goes
  // on there even when it was never recorded (its process died between posting and recording);
  // a new post would show the turn twice. The recorded one, of an earlier turn, then loses its buttons.
  const onClicked = via === 'update' && before.row.turn.no === row.turn.no;
  const newTurn = !onClicked && (row.turn.no !== row.shownTurn || row.lastMessageId === null);
  if (newTurn) {
    const reply = await turnReply(deps, now, undefined, { drawn: 'new', prefetched: after?.told });
    return { reply, posts: { ...posts, board: shownBoard(reply, 'new') }, retire: retireLast(before) };
  }
  if (via === 'update') {
    const reply = await turnReply(deps, now, undefined, { drawn: 'update', prefetched: after?.told });
    const unrecorded = row.shownTurn !== row.turn.no;
    return {
      reply,
      update: true,
      posts: { ...posts, board: shownBoard(reply, 'update') },
      retire: unrecorded ? retireLast(before) : [],
    };
  }
  const names = now.match.seats.map((s) => s.name);
  const lines = events.map((e) => clip(eventLine(me, e, names), 300));
  return ephemeral([me.t('game.done-in-message'), ...lines].join('\n').slice(0, 1900));
}

/**
 * A seat to be moved at rest means the process stopped between a decision and the moves after
 * it, an AI failed, or another process is between its commit and its AI's moves (a race): let
 * them move now, and go on from the game as it then stands. Their turn message is owed (the
 * commit wrote it) and the pump posts it: a public answer here would be a second post whenever
 * the other process also answers for the same moves (the chaos race probe's "two winners").
 */
export async function catchUp(deps: Deps, r: Running): Promise<Running> {
  // A paused game waits as it is: nothing is decided, not even by the AI.
  if (r.row.pause || autoMover(r, atOf(r)) === null) return r;
  const run = await advance(deps, r, atOf(r));
  return run.version === r.row.version ? r : await reloaded(deps, r);
}

/**
 * Checks that `actor` may take `choiceId` now, against `version` (the button's or the current
 * one). A choice that works against its chooser is first confirmed privately (`confirmed` once
 * it is: play/harm.ts).
 */
export async function decide(
  deps: Deps,
  r: Running,
  actor: Actor,
  choiceId: string,
  version: number,
  via: Via = 'reply',
  confirmed = false,
): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  // A paused game says so first (its pause made the buttons of before stale too).
  if (r.row.pause) return pausedAnswer(me, r);
  // A button from an older message is refused first: its turn has passed, whoever clicks.
  if (version !== r.row.version) return fail(me, 'game.stale');
  const checked = mayDecide(me, r, actor);
  if (!checked.ok) return checked.answer;
  const pending = r.def.pending(r.match.state);
  const harmful = pending?.choices.find((c) => c.id === choiceId && c.harm !== undefined);
  if (harmful && !confirmed) return askHarm(me, r, harmful);
  const res = applyDecision(r.def, r.match, { player: checked.seat, choice: choiceId }, pending);
  if (!res.ok) {
    switch (res.error) {
      case 'not-your-turn':
        return notYourTurn(me, r);
      case 'illegal-choice':
        return fail(me, 'game.illegal-choice');
      case 'game-over':
        return fail(me, 'game.over');
      default: {
        const never: never = res.error;
        return never;
      }
    }
  }
  // Whether its player may take it back later: the engine judges what it revealed (engine/undo.ts).
  const undo = revealsNothing(
    r.def,
    r.match,
    pending!.choices.find((c) => c.id === choiceId)!,
    res.value,
  );
  const decision = { kind: 'choice' as const, choice: choiceId, ...(undo ? { undo: true as const } : {}) };
  const at = await commitStep(deps, r, atOf(r), checked.seat, decision, res.value, 'turn', { proxy: null });
  if (!at) return fail(me, 'game.already-done');
  const run = await advance(deps, r, at, null, true);
  return await answerAfter(deps, me, r, via, [...res.value.events, ...(at.followed ?? []), ...run.events], run);
}

export function notYourTurn(me: Voice, r: Running): Answer {
  const p = r.def.pending(r.match.state);
  return p ? fail(me, 'game.not-your-turn', { name: esc(r.match.seats[p.player].name) }) : fail(me, 'game.over');
}

/** "The game is paused (reason, since …); /game resume to go on." */
export function pausedAnswer(me: Voice, r: Running): Answer {
  const p = r.row.pause!;
  return fail(me, 'pause.refused', {
    hasReason: p.reason ? 'yes' : 'no',
    reason: p.reason ? clip(esc(p.reason), 100) : '',
    since: String(Math.floor(p.since / 1000)),
  });
}

/** The actor is seated, it is their turn, and the game is not paused. */
export function mayDecide(me: Voice, r: Running, actor: Actor): { ok: true; seat: number } | { ok: false; answer: Answer } {
  if (r.row.pause) return { ok: false, answer: pausedAnswer(me, r) };
  const seat = seatOf(r, actor);
  if (seat < 0) return { ok: false, answer: fail(me, 'game.not-playing') };
  const p = r.def.pending(r.match.state);
  if (!p) return { ok: false, answer: fail(me, 'game.over') };
  if (p.player !== seat) return { ok: false, answer: notYourTurn(me, r) };
  return { ok: true, seat };
}
