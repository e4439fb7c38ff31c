// Vacation (docs/pacing.md): `/away until:<date or duration> [reason]` and `/away off`. While a
// player is away their turn clocks wait in every game they sit in, as long as each game's
// allowance lasts (then the clock runs as usual), they get no ping or DM, and the turn messages
// say "Amy is away until Sun 27 Dec". Coming back early (`/away off`, or any move) ends it.
// One vacation is said once: the same vacation asked again changes nothing.
import type { Actor, Answer } from '../contract';
import type { Deps } from '../core/context';
import { scheduleOf } from '../core/schedule';
import { planClock } from '../core/turnClock';
import { offsetAt } from '../core/wakingTime';
import type * as store from '../../store';
import { ephemeral, fail } from '../messages/answers';
import { dayText } from '../messages/pacingLines';
import { clip, esc } from '../messages/text';
import { privateVoice } from '../messages/voices';
import { budgetOf, endVacation, leftOn } from '../play/pacing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A vacation is at most a year away. */
export const MAX_AWAY_MS = 366 * DAY;

/**
 * When a vacation typed as `2026-12-27` (back on that day, at its start in the player's own
 * zone) or `10d`, `36h`, `2w` (from `now`) ends; undefined when unreadable.
 */
export function parseUntil(typed: string, zone: string | null, now: number): number | undefined {
  const s = typed.trim().toLowerCase();
  const span = /^(\d{1,4})\s*(d|h|w)$/.exec(s);
  if (span) return now + Number(span[1]) * (span[2] === 'h' ? HOUR : span[2] === 'w' ? 7 * DAY : DAY);
  const date = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (!date) return undefined;
  const [y, m, d] = [Number(date[1]), Number(date[2]) - 1, Number(date[3])];
  const wall = Date.UTC(y, m, d);
  const back = new Date(wall);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m || back.getUTCDate() !== d) return undefined;
  if (!zone) return wall;
  // Midnight on the player's wall clock: the offset found at the guess, then checked once.
  const guess = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, guess);
}

/** Holds the player's current turn in `row` (if it is theirs) for the vacation, its allowance permitting. */
async function holdTurn(deps: Deps, row: store.GameRow, seat: store.SeatRow, user: store.UserTime, now: number): Promise<void> {
  const deadline = row.turn.deadline;
  if (deadline === null || row.pausedAt !== null || row.turn.seat !== seat.seat) return;
  const schedule = scheduleOf(user);
  const { left, refund } = leftOn(schedule, { deadline, heldUntil: row.heldUntil, pausedAt: null }, now);
  const plan = planClock({
    now,
    left,
    budget: budgetOf(row.settings, seat, false) ?? left,
    schedule,
    awayUntil: user.awayUntil,
    allowance: row.settings.vacationMs - (seat.vacationMs ?? 0) + refund,
    reminded: row.turn.reminded,
  });
  const moved = await deps.store.reclock(row.id, deadline, {
    deadline: plan.deadline,
    remindAt: plan.remindAt,
    heldUntil: plan.heldUntil,
    reminded: row.turn.reminded,
  });
  if (moved) await deps.store.spendVacation(row.id, seat.seat, plan.charge - refund);
}

/** `/away until:… [reason]`, or `/away off` (until `off`). */
export async function goAway(deps: Deps, actor: Actor, typed: string, why?: string): Promise<Answer> {
  const me = privateVoice(deps, actor);
  const now = deps.now().getTime();
  if (['off', 'back', 'no', 'none'].includes(typed.trim().toLowerCase())) {
    const back = await deps.store.transaction(() => endVacation(deps, actor.userId));
    return back ? ephemeral(me.t('away.back')) : fail(me, 'away.not-away');
  }
  const user = await deps.store.userTime(actor.userId);
  const until = parseUntil(typed, user?.timeZone ?? null, now);
  if (until === undefined) return fail(me, 'away.bad', { until: esc(clip(typed, 30)) });
  if (until <= now) return fail(me, 'away.past');
  if (until > now + MAX_AWAY_MS) return fail(me, 'away.too-far');
  const date = dayText(me.locale, user?.timeZone ?? null, until);
  if (user?.awayUntil === until) return fail(me, 'away.already', { date });
  const reason = why?.trim() ? clip(why.trim().replace(/\s+/g, ' '), 100) : null;
  const games = await deps.store.transaction(async () => {
    await deps.store.setUserAway(actor.userId, { until, reason, since: now });
    const away = (await deps.store.userTime(actor.userId))!;
    const ids = await deps.store.liveGamesOf(actor.userId);
    for (const id of ids) {
      const row = await deps.store.gameById(id);
      const seat = row && (await deps.store.seatsOf(id)).find((s) => s.userId === actor.userId && !s.ai);
      if (!row || !seat) continue;
      await holdTurn(deps, row, seat, away, now);
      // Its turn message says who is away (an edit: nobody is pinged).
      await deps.store.reshow(id);
    }
    return ids.length;
  });
  return ephemeral(me.t('away.set', { date, games }));
}
