// Pause by agreement (docs/pacing.md): `/game pause [reason]` by a seated person asks the other
// seated people (a public message with Agree / Refuse, each person once; AI seats agree); when
// all agree the game pauses: no clock, no reminder, no AI takeover, decisions refused politely.
// The creator, or anyone with Manage Server, pauses alone. One request at a time per game; one
// not agreed within a day lapses. `/game resume` by any seated person resumes at once: the turn's
// clock goes on with the time it had left. Public messages name people, never mention them.
import type { Actor, Answer, Reply } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import { buildId } from '../core/customIds';
import { awayAt, scheduleOf } from '../core/schedule';
import type { Voice } from '../core/texts';
import { planClock } from '../core/turnClock';
import type * as store from '../../store';
import { fail } from '../messages/answers';
import { clip, esc } from '../messages/text';
import { privateVoice, publicVoice } from '../messages/voices';
import { budgetOf, leftOn, personAt } from '../play/pacing';

/** A request not agreed within this long lapses. */
export const ASK_LAPSES_MS = 24 * 3_600_000;

/** A reason as typed: trimmed, at most 100 characters, none when empty. */
const reasonOf = (typed: string | undefined): string | null => {
  const s = typed?.trim().replace(/\s+/g, ' ') ?? '';
  return s === '' ? null : clip(s, 100);
};

/** The people seated (the AI seats agree by themselves). */
const people = (r: Running): store.SeatRow[] => r.seats.filter((s) => !s.ai && s.userId !== null);

/** The request still standing at `now`, or null (none, or lapsed). */
const standing = (r: Running, now: number): store.PauseAsk | null =>
  r.row.pauseAsk && now - r.row.pauseAsk.at < ASK_LAPSES_MS ? r.row.pauseAsk : null;

const reasonVars = (reason: string | null) => ({ hasReason: reason ? 'yes' : 'no', reason: reason ? esc(reason) : '' });

/** The request's public message: who asks, why, who has agreed and who is still asked; Agree / Refuse. */
function askReply(table: Voice, r: Running, ask: store.PauseAsk): Reply {
  const waiting = people(r)
    .filter((s) => !ask.agreed.includes(s.userId!))
    .map((s) => `**${esc(s.name)}**`);
  return {
    ephemeral: false,
    content: table.t('pause.ask', { name: esc(ask.name), ...reasonVars(ask.reason), waiting: table.list(waiting) }),
    rows: [
      {
        buttons: [
          { customId: buildId('pause', r.row.id, r.row.version, 'yes'), label: table.t('pause.agree'), style: 'success' },
          { customId: buildId('pause', r.row.id, r.row.version, 'no'), label: table.t('pause.refuse'), style: 'secondary' },
        ],
      },
    ],
  };
}

/** Pauses the game now (its reminders owed are dropped); the public answer says so. */
async function pauseNow(deps: Deps, me: Voice, r: Running, pause: store.Pause, update: boolean): Promise<Answer> {
  const ok = await deps.store.transaction(async () => {
    if (!(await deps.store.pauseGame(r.row.id, r.row.version, pause))) return false;
    await deps.store.dropReminders(r.row.id);
    return true;
  });
  if (!ok) return fail(me, 'game.already-done');
  const content = publicVoice(deps, r).t('pause.done', { name: esc(pause.name), ...reasonVars(pause.reason) });
  return { reply: { ephemeral: false, content, rows: [] }, retire: [], ...(update ? { update: true } : {}) };
}

/** `/game pause [reason]`. */
export async function askPause(deps: Deps, r: Running, actor: Actor, typed?: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const now = deps.now().getTime();
  const seated = seatOf(r, actor) >= 0;
  const alone = actor.userId === r.row.creatorId || actor.canManage === true;
  if (!seated && !alone) return fail(me, 'pause.not-seated');
  if (r.row.pause) return fail(me, 'pause.already', { name: esc(r.row.pause.name) });
  const reason = reasonOf(typed);
  // The creator or a moderator pauses alone; so does the only person at the table.
  if (alone || people(r).every((s) => s.userId === actor.userId))
    return await pauseNow(deps, me, r, { reason, by: actor.userId, name: actor.name, since: now }, false);
  const pending = standing(r, now);
  if (pending) return fail(me, 'pause.pending', { name: esc(pending.name) });
  const ask: store.PauseAsk = { by: actor.userId, name: actor.name, reason, at: now, agreed: [actor.userId] };
  if (!(await deps.store.setPauseAsk(r.row.id, ask, r.row.pauseAsk))) return fail(me, 'game.already-done');
  return { reply: askReply(publicVoice(deps, r), r, ask), retire: [] };
}

/** Agree or Refuse on the request's message (each seated person once). */
export async function answerPause(deps: Deps, r: Running, actor: Actor, answer: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const now = deps.now().getTime();
  const ask = standing(r, now);
  if (r.row.pause) return fail(me, 'pause.already', { name: esc(r.row.pause.name) });
  if (!ask) return fail(me, r.row.pauseAsk ? 'pause.lapsed' : 'pause.none');
  if (seatOf(r, actor) < 0) return fail(me, 'pause.not-seated');
  const table = publicVoice(deps, r);
  if (answer !== 'yes') {
    if (!(await deps.store.setPauseAsk(r.row.id, null, ask))) return fail(me, 'game.already-done');
    const content = table.t('pause.refused-by', { name: esc(actor.name), asker: esc(ask.name) });
    return { reply: { ephemeral: false, content, rows: [] }, update: true, retire: [] };
  }
  if (ask.agreed.includes(actor.userId)) return fail(me, 'pause.agreed-already');
  const next = { ...ask, agreed: [...ask.agreed, actor.userId] };
  if (people(r).every((s) => next.agreed.includes(s.userId!)))
    return await pauseNow(deps, me, r, { reason: ask.reason, by: ask.by, name: ask.name, since: now }, true);
  if (!(await deps.store.setPauseAsk(r.row.id, next, ask))) return fail(me, 'game.already-done');
  return { reply: askReply(table, r, next), update: true, retire: [] };
}

/** `/game resume`: any seated person (or the creator, or a moderator) resumes at once. */
export async function resume(deps: Deps, r: Running, actor: Actor): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const pause = r.row.pause;
  if (!pause) return fail(me, 'pause.not-paused');
  if (seatOf(r, actor) < 0 && actor.userId !== r.row.creatorId && !actor.canManage) return fail(me, 'pause.not-seated');
  const now = deps.now().getTime();
  const clock = await clockOnResume(deps, r, now);
  const ok = await deps.store.transaction(async () => {
    if (!(await deps.store.resumeGame(r.row.id, r.row.version, clock))) return false;
    for (const v of clock.spent) if (v.ms !== 0) await deps.store.spendVacation(r.row.id, v.seat, v.ms);
    return true;
  });
  if (!ok) return fail(me, 'game.already-done');
  const content = publicVoice(deps, r).t('pause.resumed', { name: esc(actor.name) });
  return { reply: { ephemeral: false, content, rows: [] }, retire: [] };
}

/**
 * The turn's clock once the pause ends: the counted time it had left when it was paused, from
 * now (a vacation's hold then still to come is given back, and held again while the player is away).
 */
async function clockOnResume(
  deps: Deps,
  r: Running,
  now: number,
): Promise<{
  deadline: number | null;
  remindAt: number | null;
  heldUntil: number | null;
  spent: Array<{ seat: number; ms: number }>;
}> {
  const none = { deadline: null, remindAt: null, heldUntil: null, spent: [] };
  if (r.row.turn.deadline === null) return none;
  const p = await personAt(deps, r, r.row.turn.seat);
  if (!p) return none;
  const schedule = scheduleOf(p.user);
  const budget = budgetOf(r.row.settings, p.seat, false) ?? 0;
  const { left, refund } = leftOn(
    schedule,
    { deadline: r.row.turn.deadline, heldUntil: r.row.heldUntil, pausedAt: r.row.pausedAt },
    now,
  );
  const plan = planClock({
    now,
    left: Math.min(left, budget || left),
    budget: budget || left,
    schedule,
    awayUntil: awayAt(p.user, now) ? p.user!.awayUntil : null,
    allowance: r.row.settings.vacationMs - (p.seat.vacationMs ?? 0) + refund,
    reminded: r.row.turn.reminded,
  });
  return {
    deadline: plan.deadline,
    remindAt: plan.remindAt,
    heldUntil: plan.heldUntil,
    spent: [{ seat: p.seat.seat, ms: plan.charge - refund }],
  };
}
