// A person's turn clock, worked out in counted time (wakingTime.ts): when it runs out, whether a
// vacation holds it first (and how much of the game's allowance that spends), and when the next
// reminder is due (at half time and shortly before the end, measured in counted time, and always
// at a waking moment of the player). Pure: `now` and everything else come in as arguments, so that
// the transaction that decides a deadline works it out and stores it.
import { addCounted, asleepAt, nextAwake, type MaybeSchedule } from './wakingTime';

/** The second reminder comes when this much of the turn's time is left: a twelfth (6 h of 3 days, 1 h of 12 h). */
export const soonBefore = (budgetMs: number): number => Math.round(budgetMs / 12);

/** Which reminder is due with `left` counted ms of `budget` left: 0 none, 1 half time, 2 shortly before the end. */
export function reminderLevel(budget: number, left: number): number {
  if (left <= soonBefore(budget)) return 2;
  if (left <= budget / 2) return 1;
  return 0;
}

/**
 * The moment the next reminder after `reminded` is due: when the counted time left falls to its
 * mark, moved out of the player's quiet hours and days off; null when none comes before the end.
 * `from`: when the clock runs (now, or the end of a vacation's hold), with `left` counted ms left.
 */
export function nextReminder(
  s: MaybeSchedule,
  from: number,
  deadline: number,
  left: number,
  budget: number,
  reminded: number,
): number | null {
  // Past the second mark already: the half-time reminder is skipped.
  const level = Math.max(reminded + 1, left <= soonBefore(budget) ? 2 : 1);
  if (level > 2) return null;
  const mark = level === 1 ? budget / 2 : soonBefore(budget);
  const at = nextAwake(s, left <= mark ? from : addCounted(s, from, left - mark));
  return at < deadline ? at : null;
}

export interface ClockInputs {
  now: number;
  /** Counted time left on the turn (ms): the whole budget at its start. */
  left: number;
  /** The turn's whole time (ms): its reminders come at its half and its twelfth. */
  budget: number;
  schedule: MaybeSchedule;
  /** The player is on vacation until then (ms), or null. */
  awayUntil: number | null;
  /** The game's vacation allowance the player has left (ms). */
  allowance: number;
  /**
   * Reminders already sent for this turn (0, 1 or 2); -1 while the player, asleep or away when
   * the turn began, has not been called yet: they are pinged when they wake (their wake call).
   */
  reminded: number;
}

export interface PlannedClock {
  deadline: number;
  /** A vacation holds the clock until then, or null. */
  heldUntil: number | null;
  /** Allowance the hold spends (ms). */
  charge: number;
  remindAt: number | null;
}

/**
 * The clock from `now` on: a vacation holds it while the allowance lasts (the player away gets
 * no reminder meanwhile), then it counts the player's waking time until `left` is used up.
 */
export function planClock(i: ClockInputs): PlannedClock {
  const hold = i.awayUntil !== null && i.awayUntil > i.now && i.allowance > 0 ? Math.min(i.awayUntil, i.now + i.allowance) : null;
  const from = hold ?? i.now;
  const deadline = addCounted(i.schedule, from, i.left);
  const wake = wakeAt(i.schedule, i.awayUntil, i.now) ?? i.now;
  return {
    deadline,
    heldUntil: hold,
    charge: hold === null ? 0 : hold - i.now,
    remindAt:
      i.reminded < 0 ? (wake < deadline ? wake : null) : nextReminder(i.schedule, from, deadline, i.left, i.budget, i.reminded),
  };
}

/**
 * How close to a player's quiet hours (or day off) nobody pings them any more: a message made
 * then may reach them after they begin.
 */
export const BEDTIME_MS = 5 * 60_000;

/** When a player asleep (quiet hours, day off, or about to be) or away at `now` may next be pinged; null: now. */
export function wakeAt(s: MaybeSchedule, awayUntil: number | null, now: number): number | null {
  if (awayUntil !== null && awayUntil > now) return nextAwake(s, awayUntil);
  if (asleepAt(s, now)) return nextAwake(s, now);
  return asleepAt(s, now + BEDTIME_MS) ? nextAwake(s, now + BEDTIME_MS) : null;
}
