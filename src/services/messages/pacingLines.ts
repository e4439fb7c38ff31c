// What the turn message and the lobby say of the players' own time (docs/pacing.md): a paused
// game, the sleep that lengthens a deadline ("Amy sleeps 23-8 (Tokyo)"), a player asleep now (not
// pinged until they wake), a time bank, and who is away until when. Who sleeps or is away now is
// named, never mentioned: a mention would ping them.
import type { Locale } from '../../engine/text';
import type * as store from '../../store';
import type { Deps, Loaded } from '../core/context';
import { awayAt, cityOf, daysNamed, scheduleOf } from '../core/schedule';
import type { Voice } from '../core/texts';
import { BEDTIME_MS } from '../core/turnClock';
import { asleepAt, countedMs, nextAwake } from '../core/wakingTime';
import { clip, esc } from './text';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seated people's own time, by user id (people who never set anything are absent). */
export type People = ReadonlyMap<string, store.UserTime>;

export async function peopleOf(deps: Deps, l: Loaded): Promise<People> {
  return peopleFrom(await deps.store.userTimesOf(l.row.id));
}

/** The users a store call read, by user id. */
export const peopleFrom = (users: readonly store.UserTime[]): People => new Map(users.map((u) => [u.userId, u]));

/** The users who must not be pinged at `now`: asleep (quiet hours, day off, or about to be) or away. */
export function quietNow(people: People, now: number): Set<string> {
  const out = new Set<string>();
  for (const u of people.values()) {
    const s = scheduleOf(u);
    if (awayAt(u, now) || asleepAt(s, now) || asleepAt(s, now + BEDTIME_MS)) out.add(u.userId);
  }
  return out;
}

/** "Sun 27 Dec", "dim. 27 déc.", "dec. 27., vasárnap": a day as the reader says it, in `zone`. */
export function dayText(locale: Locale, zone: string | null, ms: number): string {
  const f = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    weekday: locale === 'hu' ? 'long' : 'short',
    day: 'numeric',
    month: 'short',
    timeZone: zone ?? 'UTC',
  });
  return f.format(ms);
}

/** "4 days 6 hours", "6 hours", "35 minutes": a span of time rounded to what matters. */
export function spanText(me: Voice, ms: number): string {
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  if (d === 0 && h === 0) return me.t('duration.minutes', { n: Math.max(0, Math.round(ms / 60_000)) });
  return [d > 0 ? me.t('duration.days', { n: d }) : '', h > 0 ? me.t('duration.hours', { n: h }) : ''].filter((x) => x).join(' ');
}

/** "Amy sleeps 23–8 (Tokyo), days off Sat, Sun": why a deadline ends later than a plain clock's. */
export function sleepsLine(me: Voice, name: string, u: store.UserTime): string | null {
  const s = scheduleOf(u);
  if (!s || (!s.quiet && s.daysOff.length === 0)) return null;
  return me.t('pace.sleeps', {
    name: esc(name),
    hasHours: s.quiet ? 'yes' : 'no',
    from: s.quiet?.from ?? 0,
    to: s.quiet?.to ?? 0,
    city: cityOf(s.zone),
    off: s.daysOff.length > 0 ? 'yes' : 'no',
    days: daysNamed(me.locale, s.daysOff),
  });
}

/** "🏖️ Amy is away until Sun 27 Dec (skiing)": for each seated person away at `now`. */
export function awayLines(me: Voice, l: Loaded, people: People, now: number): string[] {
  const out: string[] = [];
  for (const s of l.seats) {
    const u = s.userId ? people.get(s.userId) : undefined;
    if (!u || !awayAt(u, now)) continue;
    const reason = u.awayReason ? clip(esc(u.awayReason), 100) : '';
    const left = Math.max(0, l.row.settings.vacationMs - (s.vacationMs ?? 0));
    const holding = l.row.turn.seat === s.seat && l.row.heldUntil !== null && l.row.heldUntil > now;
    out.push(
      me.t('pace.away', {
        name: esc(l.row.match?.seats[s.seat]?.name ?? s.name),
        date: dayText(me.locale, u.timeZone, u.awayUntil!),
        hasReason: reason ? 'yes' : 'no',
        reason,
        held: holding ? 'yes' : 'no',
        until: String(Math.floor((l.row.heldUntil ?? 0) / 1000)),
        days: Math.floor(left / DAY),
      }),
    );
  }
  return out;
}

/**
 * The turn message's lines about time, after its call to act: the pause (in place of the
 * deadline), the deadline, who the clock waits for while they sleep, the time bank, who is away.
 */
export function clockLines(me: Voice, l: Loaded, people: People, now: number): string[] {
  const row = l.row;
  const pause = row.pause;
  if (pause)
    return [
      me.t('pace.paused', {
        name: esc(pause.name),
        hasReason: pause.reason ? 'yes' : 'no',
        reason: pause.reason ? clip(esc(pause.reason), 100) : '',
        since: String(Math.floor(pause.since / 1000)),
      }),
      ...awayLines(me, l, people, now),
    ];
  const out: string[] = [];
  const seat = row.turn.seat === null ? undefined : l.seats[row.turn.seat];
  const u = seat?.userId ? people.get(seat.userId) : undefined;
  const name = seat ? (row.match?.seats[seat.seat]?.name ?? seat.name) : '';
  if (row.turn.deadline !== null) {
    out.push(me.t('turn.deadline', { at: String(Math.floor(row.turn.deadline / 1000)) }));
    const sleeps = u ? sleepsLine(me, name, u) : null;
    if (sleeps) out.push(sleeps);
    const schedule = scheduleOf(u);
    if (u && !awayAt(u, now) && asleepAt(schedule, now))
      out.push(me.t('pace.asleep', { name: esc(name), at: String(Math.floor(nextAwake(schedule, now) / 1000)) }));
    if (row.settings.bank && seat) {
      const from = row.heldUntil !== null && row.heldUntil > now ? row.heldUntil : now;
      out.push(me.t('pace.bank', { name: esc(name), left: spanText(me, countedMs(schedule, from, row.turn.deadline)) }));
    }
  }
  return [...out, ...awayLines(me, l, people, now)];
}
