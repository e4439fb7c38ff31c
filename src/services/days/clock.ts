// The turn clock. Each player-turn of a person has a deadline stored with the game, worked out in
// the player's own time (play/pacing.ts), and the moment of its next reminder. The pump calls
// tickClock with the injected clock: a reminder at half time and shortly before the end, counted
// in the player's waking time and never inside their quiet hours, days off or vacation (each
// recorded as sent in the transaction that makes it owed, an outbox row the pump hands out until
// it is on Discord: at least once, and never decided twice); a vacation's hold that ends lets the
// turn message say so; at the end a day of the game's vacation allowance is spent by itself while
// any is left, then the AI plays the turn for the absent player, in one transaction with the
// missed-turn count, so a restarted bot that finds a deadline long past acts on it exactly once
// (the next turn gets a fresh deadline). A paused game's clock does nothing.
import { tx } from '../../engine/text';
import * as store from '../../store';
import { running, stamp, type Deps, type Running } from '../core/context';
import { awayAt, scheduleOf } from '../core/schedule';
import { nextReminder, reminderLevel, wakeAt } from '../core/turnClock';
import { countedMs } from '../core/wakingTime';
import { publicVoice } from '../messages/voices';
import { advance } from '../play/commit';
import { claimFor } from '../core/claims';
import { budgetOf, personAt } from '../play/pacing';
import { inPerson } from '../play/turns';
import { load } from '../records/load';

const DAY = 86_400_000;
/** When a reminder to a player with this schedule and vacation may go out, if not now (null). */
const notBefore = (schedule: ReturnType<typeof scheduleOf>, user: store.UserTime | null, now: number): number | null =>
  wakeAt(schedule, awayAt(user, now) ? user!.awayUntil : null, now);

/** The clock ran out: the AI plays the rest of this player-turn; the seat may go to the AI. */
export async function expire(deps: Deps, r: Running): Promise<boolean> {
  const seat = r.row.turn.seat;
  const p = r.def.pending(r.match.state);
  if (seat === null || !p || p.player !== seat || !inPerson(r, seat)) return false;
  if (await spendVacationDay(deps, r, seat)) {
    // Still past it (a bot that was down longer than the allowance): the AI plays now.
    const again = await fresh(deps, r);
    const d = again.row.turn.deadline;
    return d !== null && d <= deps.now().getTime() && again.row.turn.no === r.row.turn.no ? await expire(deps, again) : true;
  }
  return await deps.store.transaction(async () => {
    const run = await advance(
      deps,
      r,
      { match: r.match, version: r.row.version, turn: r.row.turn },
      { seat, turn: r.row.turn.no },
    );
    if (run.version === r.row.version) return false;
    if (await deps.store.missTurn(r.row.id, seat, r.row.settings.missLimit)) {
      await deps.store.addNote({
        gameId: r.row.id,
        after: run.match.step,
        userId: null,
        text: tx('platform:clock.away', { name: { seat }, n: r.row.settings.missLimit }),
        at: stamp(deps),
      });
      // From now on the AI plays this seat: let it play on at once if the turn came back to it.
      await advance(deps, { ...r, seats: await deps.store.seatsOf(r.row.id) }, run);
    }
    return true;
  });
}

/**
 * Out of time with vacation allowance left (as Little Golem does): a day of it (or what is left)
 * is spent by itself, the clock waits that long, and the turn message says so. The deadline it
 * was worked out from guards it: spent once, after a restart too.
 */
async function spendVacationDay(deps: Deps, r: Running, seat: number): Promise<boolean> {
  const deadline = r.row.turn.deadline;
  const spent = r.seats[seat]?.vacationMs ?? 0;
  const left = r.row.settings.vacationMs - spent;
  if (deadline === null || left <= 0) return false;
  // A day at a time; a bot that was down longer catches up with the days it missed, at once.
  const due = Math.max(1, Math.ceil((deps.now().getTime() - deadline + 1) / DAY));
  const day = Math.min(due * DAY, left);
  return await deps.store.transaction(async () => {
    const until = deadline + day;
    if (!(await deps.store.reclock(r.row.id, deadline, { deadline: until, remindAt: null, heldUntil: until, reminded: 2 })))
      return false;
    await deps.store.spendVacation(r.row.id, seat, day);
    await deps.store.addNote({
      gameId: r.row.id,
      after: r.match.step,
      userId: null,
      text: tx('platform:clock.vacation-day', {
        name: { seat },
        left: Math.floor((left - day) / DAY),
        hours: Math.round(day / 3_600_000),
      }),
      at: stamp(deps),
    });
    await deps.store.reshow(r.row.id);
    return true;
  });
}

/** A vacation's hold on the current turn is over: the clock runs again, and the turn message says so. */
async function holdOver(deps: Deps, row: store.GameRow): Promise<void> {
  await deps.store.transaction(async () => {
    const t = row.turn;
    if (
      await deps.store.reclock(row.id, t.deadline, {
        deadline: t.deadline,
        remindAt: row.remindAt,
        heldUntil: null,
        reminded: t.reminded,
      })
    )
      await deps.store.reshow(row.id);
  });
}

/**
 * The reminder due now, if its player is awake and here: made owed (an outbox row) with the next
 * one's moment, in one transaction; else it waits for the end of their night, day off or vacation.
 */
async function remind(deps: Deps, r: Running, now: number): Promise<boolean> {
  const row = r.row;
  const deadline = row.turn.deadline!;
  const p = await personAt(deps, r, row.turn.seat);
  if (!p) return false;
  const schedule = scheduleOf(p.user);
  const budget = budgetOf(row.settings, p.seat, false) ?? 0;
  const wake = notBefore(schedule, p.user, now);
  if (wake !== null) {
    await deps.store.remindLater(row.id, deadline, wake < deadline ? wake : null);
    return false;
  }
  const left = countedMs(schedule, now, deadline);
  // The wake call of a player asleep or away when the turn began comes first; then the reminders.
  const level = row.turn.reminded < 0 ? 0 : reminderLevel(budget, left);
  if (level <= row.turn.reminded) {
    // Early (the player's settings changed since): due again at its mark.
    await deps.store.remindLater(row.id, deadline, nextReminder(schedule, now, deadline, left, budget, row.turn.reminded));
    return false;
  }
  const place = store.placeOf(row);
  const link = row.lastMessageId
    ? `https://discord.com/channels/${row.guildId ?? '@me'}/${place}/${row.lastMessageId}`
    : `<#${place}>`;
  const table = publicVoice(deps, r);
  const key = level === 0 ? 'clock.wake' : level === 1 ? 'clock.half' : 'clock.soon';
  return await deps.store.transaction(async () => {
    if (!(await deps.store.markReminded(row.id, deadline, level))) return false;
    await deps.store.remindLater(row.id, deadline, nextReminder(schedule, now, deadline, left, budget, level));
    // Once, to a player who set no time zone: how their clock could sleep when they do.
    const hint = !schedule && (await deps.store.markTzHint(p.seat.userId!)) ? [table.t('clock.tz-hint')] : [];
    const content = [table.t(key, { who: `<@${p.seat.userId}>`, at: String(Math.floor(deadline / 1000)), link }), ...hint].join(
      '\n',
    );
    await deps.store.claimOutbox(
      await deps.store.addOutbox({ gameId: row.id, channelId: place, deadline, content }),
      claimFor(deps),
    );
    return level === 0;
  });
}

/**
 * Expires the turns whose clock ran out, ends vacation holds that are over, and makes the due
 * reminders owed; returns the games whose player was woken now (their DM is owed too).
 */
export async function tickClock(deps: Deps): Promise<number[]> {
  const now = deps.now().getTime();
  const woken: number[] = [];
  for (const row of await deps.store.clockedGames()) {
    const deadline = row.turn.deadline;
    if (!row.placed || deadline === null || row.pausedAt !== null) continue;
    // Every pump reads each clocked game's row; only one with something due is loaded.
    const expired = now >= deadline;
    const holdEnds = row.heldUntil !== null && now >= row.heldUntil;
    const reminding = row.turn.reminded < 2 && (row.remindAt === null || now >= row.remindAt);
    if (!expired && !holdEnds && !reminding) continue;
    const l = await load(deps, row);
    const r = l && running(l);
    if (!r) continue;
    if (holdEnds) await holdOver(deps, row);
    if (expired) {
      await expire(deps, await fresh(deps, r));
      continue;
    }
    const seat = row.turn.seat === null ? undefined : r.seats[row.turn.seat];
    if (!seat?.userId || seat.away || row.turn.reminded >= 2) continue;
    // A game stored before reminders had moments: its next one is worked out now.
    if (row.remindAt === null) await firstReminder(deps, r, now);
    else if (now >= row.remindAt && (await remind(deps, await fresh(deps, r), now))) woken.push(row.id);
  }
  return woken;
}

/** The game as stored now (a hold just ended, a note just written). */
async function fresh(deps: Deps, r: Running): Promise<Running> {
  const row = await deps.store.gameById(r.row.id);
  return row?.match ? { ...r, row, match: row.match, seats: await deps.store.seatsOf(row.id) } : r;
}

/** The next reminder's moment of a turn that has none stored (a game from before, a clock changed meanwhile). */
async function firstReminder(deps: Deps, r: Running, now: number): Promise<void> {
  const p = await personAt(deps, r, r.row.turn.seat);
  const deadline = r.row.turn.deadline!;
  if (!p) return;
  const schedule = scheduleOf(p.user);
  const left = countedMs(schedule, now, deadline);
  const budget = budgetOf(r.row.settings, p.seat, false) ?? left;
  const reminded = r.row.turn.reminded;
  const at =
    reminded < 0
      ? (wakeAt(schedule, awayAt(p.user, now) ? p.user!.awayUntil : null, now) ?? now)
      : nextReminder(schedule, now, deadline, left, budget, reminded);
  if (at !== null && at < deadline) await deps.store.remindLater(r.row.id, deadline, at);
}

/**
 * Whether a reminder owed now must wait (and until when, ms): its player sleeps or is away, or
 * its game is paused (null: it goes out now). Asked again as the pump hands it out, so that a bot
 * down for hours never posts, on its return, a reminder inside the player's night.
 */
export async function reminderWaits(deps: Deps, o: store.OutboxRow, now: number): Promise<number | null> {
  if (o.deadline === null) return null;
  const row = await deps.store.gameById(o.gameId);
  if (!row || row.turn.seat === null) return null;
  if (row.pausedAt !== null) return now + DAY;
  const seat = (await deps.store.seatsOf(row.id)).find((s) => s.seat === row.turn.seat);
  const user = seat?.userId ? await deps.store.userTime(seat.userId) : null;
  return notBefore(scheduleOf(user), user, now);
}
