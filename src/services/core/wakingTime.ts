// Counted time: a player's clock runs only in their waking hours. Pure arithmetic over real
// moments (ms since 1970) in the player's own time zone: their quiet hours (such as 23-8, across
// midnight) and their days off do not count, and a day that gains or loses an hour at a change of
// summer time counts its hours as the wall clock shows them. No clock is read here: every moment
// comes in as an argument.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The hours a player sleeps, on the wall clock of their zone: from `from` to `to` (across midnight when from > to). */
export interface Quiet {
  from: number;
  to: number;
}

/** When a player's clock runs: their zone, quiet hours and days off (0 Sunday … 6 Saturday). */
export interface Schedule {
  zone: string;
  quiet: Quiet | null;
  daysOff: readonly number[];
}

/** Without a schedule (no time zone set) every moment counts, as a plain clock. */
export type MaybeSchedule = Schedule | null | undefined;

// ---------------------------------------------------------------- offsets

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at moment `t` as Intl tells it (slow: one formatting). */
function askOffset(zone: string, t: number): number {
  const p: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(new Date(t))) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (t - (((t % 1000) + 1000) % 1000));
}

/** Offsets never change twice within this span (summer time starts and ends months apart). */
const PROBE = 7 * DAY;

/** A zone's offsets over one UTC year: the offset at its start, then each change (moment, new offset). */
interface ZoneYear {
  first: number;
  changes: Array<{ at: number; offset: number }>;
}

const years = new Map<string, ZoneYear>();

/** The zone's changes of offset in UTC year `year`, found once: a probe a week, then the minute of each change. */
function zoneYear(zone: string, year: number): ZoneYear {
  const key = `${zone} ${year}`;
  let y = years.get(key);
  if (y) return y;
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  y = { first: askOffset(zone, start), changes: [] };
  let at = y.first;
  for (let t = start; t < end; t += PROBE) {
    const next = Math.min(end, t + PROBE);
    const there = askOffset(zone, next);
    if (there === at) continue;
    // Changes fall on whole minutes: the first minute with the new offset.
    let lo = t;
    let hi = next;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.max(1, Math.floor((hi - lo) / 2 / MINUTE)) * MINUTE;
      if (askOffset(zone, mid) === at) lo = mid;
      else hi = mid;
    }
    if (hi < end) y.changes.push({ at: hi, offset: there });
    at = there;
  }
  years.set(key, y);
  return y;
}

/** The zone's offset from UTC at moment `t`, in ms (Tokyo +9 h, Paris +1 h or +2 h, Adelaide +9.5 h or +10.5 h). */
export function offsetAt(zone: string, t: number): number {
  const y = zoneYear(zone, new Date(t).getUTCFullYear());
  let offset = y.first;
  for (const c of y.changes) {
    if (c.at > t) break;
    offset = c.offset;
  }
  return offset;
}

/** The first moment after `t` and before `until` at which the zone's offset changes, or null. */
function nextChange(zone: string, t: number, until: number): number | null {
  for (let year = new Date(t).getUTCFullYear(); Date.UTC(year, 0, 1) < until; year++) {
    const c = zoneYear(zone, year).changes.find((x) => x.at > t);
    if (c) return c.at < until ? c.at : null;
  }
  return null;
}

// ---------------------------------------------------------------- waking spans

/** True when the wall clock's hour `hour` of weekday `day` is slept or off. */
function asleepOn(s: Schedule, day: number, hour: number): boolean {
  if (s.daysOff.includes(day)) return true;
  const q = s.quiet;
  if (!q) return false;
  return q.from < q.to ? hour >= q.from && hour < q.to : hour >= q.from || hour < q.to;
}

/** How far a schedule's walks go before giving up (a schedule with no waking hour, which settings refuse). */
const HORIZON = 800 * DAY;

/**
 * The moments from `from` on, as runs of one state (awake or not), each [start, end): walked a
 * wall-clock hour at a time, the zone's offset checked at each of its changes.
 */
function* runs(s: Schedule, from: number): Generator<{ start: number; end: number; awake: boolean }> {
  let t = from;
  const stop = from + HORIZON;
  while (t < stop) {
    const offset = offsetAt(s.zone, t);
    const change = nextChange(s.zone, t, t + 30 * DAY) ?? t + 30 * DAY;
    while (t < change) {
      const wall = new Date(t + offset);
      const awake = !asleepOn(s, wall.getUTCDay(), wall.getUTCHours());
      const intoHour = (t + offset) % HOUR;
      const end = Math.min(change, t + HOUR - ((intoHour + HOUR) % HOUR));
      yield { start: t, end, awake };
      t = end;
    }
  }
  throw new Error(`no waking hour within ${HORIZON / DAY} days in ${s.zone}`);
}

const sleeps = (s: MaybeSchedule): s is Schedule => Boolean(s && (s.quiet || s.daysOff.length > 0));

/** Whether moment `t` is inside the player's quiet hours or days off. */
export function asleepAt(s: MaybeSchedule, t: number): boolean {
  if (!sleeps(s)) return false;
  const offset = offsetAt(s.zone, t);
  const wall = new Date(t + offset);
  return asleepOn(s, wall.getUTCDay(), wall.getUTCHours());
}

/** `t` when the player is awake then, else the end of the quiet hours or days off it falls in. */
export function nextAwake(s: MaybeSchedule, t: number): number {
  if (!sleeps(s)) return t;
  for (const r of runs(s, t)) if (r.awake) return r.start;
  return t;
}

/** The waking time (ms) between `from` and `to`. */
export function countedMs(s: MaybeSchedule, from: number, to: number): number {
  if (to <= from) return 0;
  if (!sleeps(s)) return to - from;
  let sum = 0;
  for (const r of runs(s, from)) {
    if (r.start >= to) break;
    if (r.awake) sum += Math.min(r.end, to) - r.start;
  }
  return sum;
}

/**
 * The moment at which `ms` of waking time have passed since `from`: a 12 h clock started at
 * 22:00 by someone who sleeps 23-8 runs out at 19:00 the next day. 0 is `from` itself.
 */
export function addCounted(s: MaybeSchedule, from: number, ms: number): number {
  if (ms <= 0) return from;
  if (!sleeps(s)) return from + ms;
  let left = ms;
  for (const r of runs(s, from)) {
    if (!r.awake) continue;
    const span = r.end - r.start;
    if (left <= span) return r.start + left;
    left -= span;
  }
  return from + ms;
}

/** Real time slept or off between `from` and `to`: how much later a deadline ends than a plain clock's. */
export const sleptMs = (s: MaybeSchedule, from: number, to: number): number => to - from - countedMs(s, from, to);
