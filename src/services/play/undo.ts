// Take back, before chance (the Undo button and /undo): a person takes back their own last
// decision of the current player-turn while nothing has been revealed since (core/takeBack.ts
// reads it from the log; the engine judged each decision as it was taken). The take-back is an
// action of its own in the log, committed like any decision: replay, /log ("Amy took back: Red 2
// …") and the exactly-once machinery stay true.
import type { Match } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import type { Actor, Answer } from '../contract';
import { seatOf, stamp, type Deps, type Running } from '../core/context';
import { replayStored } from '../core/replay';
import { takeBackable } from '../core/takeBack';
import { toldSince } from '../core/told';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { clip, esc, escText } from '../messages/text';
import { privateVoice } from '../messages/voices';
import { advance, atOf, commitStep } from './commit';
import { answerAfter, pausedAnswer, type Via } from './decide';

/** Why nothing can be taken back now, for `seat` in this turn. */
function refusal(me: Voice, r: Running, seat: number, told: readonly store.ToldAction[]): Answer {
  const turn = r.row.turn;
  if (turn.seat !== seat) return fail(me, 'undo.not-yours', { name: esc(r.match.seats[turn.seat ?? 0]?.name ?? '?') });
  // The turn's actions still standing (a take-back takes the last one away): the latest says why.
  const standing: store.ToldAction[] = [];
  for (const a of told.filter((x) => x.seq > turn.step))
    if (a.decision.kind === 'takeback') standing.pop();
    else standing.push(a);
  const last = standing.at(-1);
  if (!last) return fail(me, 'undo.nothing');
  // What stands in the way, in the game's own words ("Bob throws 6 + 6").
  const names = r.match.seats.map((x) => x.name);
  const said = last.events[0] ? clip(escText(me.say(last.events[0].text), names), 200) : me.t('undo.decided');
  return fail(me, 'undo.revealed', { what: said });
}

/** The game once action `seq` is taken back by `seat`: replayed from the seed with the take-back at the end. */
function afterTakeBack(
  r: Running,
  actions: readonly store.ActionRow[],
  take: store.ActionRow,
): { match: Match; events: GameEvent[] } {
  let out: { match: Match; events: GameEvent[] } | null = null;
  replayStored(r.def, r.row, [...actions, take], r.match.seats, (a, after) => {
    if (a.seq === take.seq) out = { match: after, events: a.events };
  });
  return out!;
}

/**
 * Takes back the actor's last decision of this turn; `version` and `seq` (the Undo button's)
 * must still be the game's and the decision it offered.
 */
export async function undo(
  deps: Deps,
  r: Running,
  actor: Actor,
  via: Via = 'reply',
  button?: { version: number; seq: number },
): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  if (r.row.pause) return pausedAnswer(me, r);
  const seat = seatOf(r, actor);
  if (seat < 0) return fail(me, 'game.not-playing');
  if (button && button.version !== r.row.version) return fail(me, 'game.stale');
  const told = await toldSince(deps, r, r.row.turn.step);
  const back = takeBackable(told, r.row.turn);
  if (!back || back.seat !== seat) return refusal(me, r, seat, told);
  if (button && button.seq !== back.seq) return fail(me, 'game.stale');
  const take: store.ActionRow = {
    gameId: r.row.id,
    seq: r.match.step + 1,
    seat,
    userId: actor.userId,
    decision: { kind: 'takeback', seq: back.seq },
    at: stamp(deps),
  };
  const step = afterTakeBack(r, await deps.store.actionsOf(r.row.id), take);
  const at = await commitStep(deps, r, atOf(r), seat, take.decision, { ...step, rolls: [] });
  if (!at) return fail(me, 'game.already-done');
  const run = await advance(deps, r, at);
  return await answerAfter(deps, me, r, via, [...step.events, ...run.events]);
}
