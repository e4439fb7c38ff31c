// The turn clock in the decision path (docs/pacing.md): in the transaction of each decision that
// begins a person's player-turn, its deadline is worked out in their own time (their waking hours,
// a vacation holding it while the game's allowance lasts, a time bank's budget) and stored with
// the next reminder's moment; the turn that ends leaves its bank what it did not use, and gives
// back the allowance of a vacation cut short. A person's own move ends their vacation, in every
// game they sit in. `now` is the injected clock.
import type { Match } from '../../engine/match';
import type * as store from '../../store';
import type { Deps, Loaded } from '../core/context';
import { awayAt, scheduleOf } from '../core/schedule';
import { nextReminder, planClock, wakeAt } from '../core/turnClock';
import { addCounted, countedMs, type MaybeSchedule } from '../core/wakingTime';
import { inPerson, nextTurn } from './turns';

/** Whether a game's player-turns have a clock: one per turn, or a time bank. */
export const clocked = (s: store.Settings): boolean => s.clockMs !== null || s.bank !== null;

/** What a decision writes of the clocks besides the turn itself (part of its transaction). */
export interface ClockWrites {
  remindAt: number | null;
  heldUntil: number | null;
  /** Seats whose time bank is set now (ms). */
  banks: Array<{ seat: number; ms: number }>;
  /** Vacation allowance spent per seat (ms; negative: given back). */
  spent: Array<{ seat: number; ms: number }>;
}

/** A game's seats and its people's own times, as one transaction read them (both at once). */
export interface People {
  seats: store.SeatRow[];
  users: Map<string, store.UserTime>;
}

export async function peopleIn(deps: Deps, gameId: number): Promise<People> {
  const [seats, users] = await Promise.all([deps.store.seatsOf(gameId), deps.store.userTimesOf(gameId)]);
  return { seats, users: new Map(users.map((u) => [u.userId, u])) };
}

/**
 * The people as they stand after `w` is written (writeClock): for a decision that follows another
 * in the same transaction, whose reads were made before the first one's writes.
 */
export function withClock(p: People, w: ClockWrites | null): People {
  if (!w || (w.banks.length === 0 && w.spent.every((v) => v.ms === 0))) return p;
  const seats = p.seats.map((s) => {
    let t = s;
    for (const b of w.banks) if (b.seat === s.seat) t = { ...t, bankMs: b.ms };
    for (const v of w.spent)
      if (v.seat === s.seat && v.ms !== 0) t = { ...t, vacationMs: Math.max(0, (t.vacationMs ?? 0) + v.ms) };
    return t;
  });
  return { ...p, seats };
}

/**
 * The seat's person and their own time, read in the caller's transaction (or taken from `people`,
 * read there already); null for an AI or no one.
 */
export async function personAt(
  deps: Deps,
  l: Loaded,
  seat: number | null,
  people?: People,
): Promise<{ seat: store.SeatRow; user: store.UserTime | null } | null> {
  if (seat === null || seat < 0) return null;
  const row = (people?.seats ?? (await deps.store.seatsOf(l.row.id))).find((s) => s.seat === seat);
  if (!row?.userId || row.ai) return null;
  return { seat: row, user: people ? (people.users.get(row.userId) ?? null) : await deps.store.userTime(row.userId) };
}

/** The whole time of a turn of `seat`: the game's clock, or the seat's bank with its gain (capped at the start). */
export function budgetOf(s: store.Settings, seat: Pick<store.SeatRow, 'bankMs'>, opening: boolean): number | null {
  if (s.bank)
    return opening ? Math.min((seat.bankMs ?? s.bank.startMs) + s.bank.gainMs, s.bank.startMs) : (seat.bankMs ?? s.bank.startMs);
  return s.clockMs;
}

/** The stored clock of `turn`: its hold and pause are those of the game's current turn only. */
const clockOf = (row: store.GameRow, turn: store.TurnFields) =>
  turn.no === row.turn.no
    ? { deadline: turn.deadline, heldUntil: row.heldUntil, pausedAt: row.pausedAt }
    : { deadline: turn.deadline, heldUntil: null, pausedAt: null };

/**
 * Counted time left on a turn's clock at `now` (stopped at a pause, or at the end of a vacation's
 * hold still to come), and the allowance a hold ending now gives back.
 */
export function leftOn(
  s: MaybeSchedule,
  c: { deadline: number | null; heldUntil: number | null; pausedAt: number | null },
  now: number,
): { left: number; refund: number } {
  const at = c.pausedAt ?? now;
  const held = c.heldUntil !== null && c.heldUntil > at ? c.heldUntil : null;
  return { left: countedMs(s, held ?? at, c.deadline ?? at), refund: held === null ? 0 : held - at };
}

/**
 * The player-turn after a decision brought the match to `next`, with its clock: the same turn
 * when the same seat decides on (a move during a vacation's hold lets the clock run from now on),
 * else a new one whose deadline the next person's own time decides. `mover`: the seat of a person
 * who decided by themselves (null: the AI, a forced move, the clock).
 */
export async function turnAfter(
  deps: Deps,
  l: Loaded,
  prev: store.TurnFields,
  next: Match,
  mover: number | null,
  people?: People,
): Promise<{ turn: store.TurnFields; writes: ClockWrites | null }> {
  const turn = nextTurn(l, prev, next);
  const now = deps.now().getTime();
  const s = l.row.settings;
  if (turn === prev) {
    // The same player decides on. A move of theirs ends a vacation's hold (the clock runs from
    // now) and answers their wake call: they are here.
    if (mover === null || prev.deadline === null) return { turn, writes: null };
    const c = clockOf(l.row, prev);
    const holding = c.heldUntil !== null && c.heldUntil > now;
    if (!holding && prev.reminded >= 0) return { turn, writes: null };
    const p = await personAt(deps, l, mover, people);
    const schedule = scheduleOf(p?.user);
    const { left, refund } = holding ? leftOn(schedule, c, now) : { left: countedMs(schedule, now, prev.deadline), refund: 0 };
    const deadline = holding ? addCounted(schedule, now, left) : prev.deadline;
    const reminded = Math.max(0, prev.reminded);
    const budget = p ? (budgetOf(s, p.seat, false) ?? left) : left;
    return {
      turn: { ...prev, deadline, reminded },
      writes: {
        remindAt: nextReminder(schedule, now, deadline, left, budget, reminded),
        heldUntil: null,
        banks: [],
        spent: refund > 0 ? [{ seat: mover, ms: -refund }] : [],
      },
    };
  }
  const writes: ClockWrites = { remindAt: null, heldUntil: null, banks: [], spent: [] };
  // The turn that ends keeps in its bank what it did not use, and gives back a hold cut short.
  if (prev.deadline !== null) {
    const p = await personAt(deps, l, prev.seat, people);
    if (p) {
      const { left, refund } = leftOn(scheduleOf(p.user), clockOf(l.row, prev), now);
      if (s.bank) writes.banks.push({ seat: p.seat.seat, ms: left });
      if (refund > 0) writes.spent.push({ seat: p.seat.seat, ms: -refund });
    }
  }
  const p = clocked(s) && inPerson(l, turn.seat) ? await personAt(deps, l, turn.seat, people) : null;
  if (!p) return { turn, writes };
  const budget = budgetOf(s, p.seat, true)!;
  const schedule = scheduleOf(p.user);
  const awayUntil = awayAt(p.user, now) ? p.user!.awayUntil : null;
  // Asleep or away as the turn begins: not pinged now (the turn message names them), but when they wake.
  const reminded = wakeAt(schedule, awayUntil, now) === null ? 0 : -1;
  const plan = planClock({
    now,
    left: budget,
    budget,
    schedule,
    awayUntil,
    allowance: s.vacationMs - (p.seat.vacationMs ?? 0),
    reminded,
  });
  if (s.bank) writes.banks.push({ seat: p.seat.seat, ms: budget });
  if (plan.charge > 0) writes.spent.push({ seat: p.seat.seat, ms: plan.charge });
  return {
    turn: { ...turn, deadline: plan.deadline, reminded },
    writes: { ...writes, remindAt: plan.remindAt, heldUntil: plan.heldUntil },
  };
}

/** Writes a decision's clocks (in its transaction, after the turn is stored). */
export async function writeClock(deps: Deps, gameId: number, turn: store.TurnFields, w: ClockWrites | null): Promise<void> {
  if (!w) return;
  for (const b of w.banks) await deps.store.setSeatBank(gameId, b.seat, b.ms);
  for (const v of w.spent) if (v.ms !== 0) await deps.store.spendVacation(gameId, v.seat, v.ms);
  await deps.store.writeClock(gameId, {
    deadline: turn.deadline,
    remindAt: w.remindAt,
    heldUntil: w.heldUntil,
    reminded: turn.reminded,
  });
}

/**
 * The user's vacation ends now (`/away off`, or a move of theirs): in each game they sit in where
 * a hold still waits on their turn, the clock runs from now, and what the hold did not use goes
 * back to the allowance; every such game's turn message is owed again (the away line goes).
 * `except`: the game whose own decision already did this.
 */
export async function endVacation(deps: Deps, userId: string, except: number | null = null): Promise<boolean> {
  if (!(await deps.store.setUserAway(userId, null))) return false;
  const now = deps.now().getTime();
  const user = await deps.store.userTime(userId);
  const schedule = scheduleOf(user);
  for (const id of await deps.store.liveGamesOf(userId)) {
    if (id === except) continue;
    const row = await deps.store.gameById(id);
    if (!row) continue;
    await deps.store.reshow(id);
    const seat = row.turn.seat;
    const mine = seat === null ? undefined : (await deps.store.seatsOf(id)).find((x) => x.seat === seat && x.userId === userId);
    if (!mine || row.turn.deadline === null || row.pausedAt !== null) continue;
    if (row.heldUntil === null || row.heldUntil <= now) {
      // No hold (the allowance was spent): a wake call still owed goes out now.
      if (row.turn.reminded < 0) await deps.store.remindLater(id, row.turn.deadline, now);
      continue;
    }
    const { left, refund } = leftOn(schedule, { deadline: row.turn.deadline, heldUntil: row.heldUntil, pausedAt: null }, now);
    const deadline = addCounted(schedule, now, left);
    const budget = budgetOf(row.settings, mine, false) ?? left;
    const moved = await deps.store.reclock(id, row.turn.deadline, {
      deadline,
      // Back: a wake call still owed goes out now (while they sleep, it waits for them).
      remindAt: row.turn.reminded < 0 ? now : nextReminder(schedule, now, deadline, left, budget, row.turn.reminded),
      heldUntil: null,
      reminded: row.turn.reminded,
    });
    if (moved) await deps.store.spendVacation(id, mine.seat, -refund);
  }
  return true;
}
