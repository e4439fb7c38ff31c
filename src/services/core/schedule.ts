// A player's own time as typed in /settings and kept in the store: a time zone (checked with the
// runtime's Intl; an unknown one answered with the nearest names), quiet hours ("23-8") and days
// off ("sat,sun"), read, checked and written back. Pure: no store, no clock.
import type { Locale } from '../../engine/text';
import type { UserTime } from '../../store';
import type { Quiet, Schedule } from './wakingTime';

/** Days as stored, 0 Sunday … 6 Saturday. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Quiet hours may take at most this many hours of a day, days off at most this many days of a week: a clock must run. */
export const MAX_QUIET_HOURS = 16;
export const MAX_DAYS_OFF = 5;

/** How a day may be typed, in each language the bot speaks, without accents too. */
const DAY_WORDS: ReadonlyArray<readonly string[]> = [
  ['sun', 'sunday', 'su', 'dim', 'dimanche', 'di', 'v', 'vas', 'vasarnap', 'vasárnap'],
  ['mon', 'monday', 'mo', 'lun', 'lundi', 'lu', 'h', 'het', 'hét', 'hetfo', 'hétfő'],
  ['tue', 'tues', 'tuesday', 'tu', 'mar', 'mardi', 'ma', 'k', 'kedd'],
  ['wed', 'wednesday', 'we', 'mer', 'mercredi', 'me', 'sze', 'szerda'],
  ['thu', 'thur', 'thurs', 'thursday', 'th', 'jeu', 'jeudi', 'je', 'cs', 'csut', 'csüt', 'csutortok', 'csütörtök'],
  ['fri', 'friday', 'fr', 'ven', 'vendredi', 've', 'p', 'pen', 'pén', 'pentek', 'péntek'],
  ['sat', 'saturday', 'sa', 'sam', 'samedi', 'szo', 'szombat'],
];

const NONE = new Set(['off', 'none', 'no', '-', '0', 'aucun', 'aucune', 'non', 'nincs']);

/** `undefined`: unreadable; null: none (cleared). */
export type Parsed<T> = T | null | undefined;

/** "23-8", "23h-8h", "23:00-08:00": whole hours 0 to 24, across midnight when the first is later. */
export function parseQuiet(text: string): Parsed<Quiet> {
  const s = text.trim().toLowerCase();
  if (NONE.has(s)) return null;
  const m = /^(\d{1,2})(?::00)?\s*h?\s*[-–]\s*(\d{1,2})(?::00)?\s*h?$/.exec(s);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (from > 24 || to > 24) return undefined;
  const q = { from: from % 24, to: to % 24 };
  const hours = (q.to - q.from + 24) % 24;
  return hours === 0 || hours > MAX_QUIET_HOURS ? undefined : q;
}

export const quietText = (q: Quiet): string => `${q.from}-${q.to}`;

/** "sat,sun", "samedi dimanche", "szo, v": the days, in week order; at most MAX_DAYS_OFF. */
export function parseDaysOff(text: string): Parsed<number[]> {
  const s = text.trim().toLowerCase();
  if (NONE.has(s)) return null;
  const words = s.split(/[\s,;+/]+/).filter((w) => w !== '');
  if (words.length === 0) return undefined;
  const days = new Set<number>();
  for (const w of words) {
    const day = DAY_WORDS.findIndex((names) => names.includes(w.replace(/\.$/, '')));
    if (day < 0) return undefined;
    days.add(day);
  }
  return days.size > MAX_DAYS_OFF ? undefined : [...days].sort((a, b) => a - b);
}

export const daysOffText = (days: readonly number[]): string => days.map((d) => WEEKDAYS[d]).join(',');

/** The days as the reader says them, Monday first ("Sat, Sun"; "sam., dim."; "Szo, V"). */
export function daysNamed(locale: Locale, days: readonly number[]): string {
  // 4 January 2026 was a Sunday.
  const f = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'short', timeZone: 'UTC' });
  // Monday first, as the week is written in all three languages (Sunday last).
  const week = [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return week.map((d) => f.format(Date.UTC(2026, 0, 4 + d))).join(', ');
}

// ---------------------------------------------------------------- time zones

/** Zones the runtime's ICU still lists under their old names, as people write them now. */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'America/Godthab': 'America/Nuuk',
  'Africa/Asmera': 'Africa/Asmara',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

let zones: readonly string[] | null = null;

/** Every IANA zone the runtime knows, by the names people write now ("Asia/Kolkata"). */
export function zoneNames(): readonly string[] {
  return (zones ??= Intl.supportedValuesOf('timeZone').map((z) => RENAMED[z] ?? z));
}

/** "Tokyo", "New York", "Buenos Aires": a zone's place, as people say it. */
export const cityOf = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** The name a zone the runtime knows goes by ("asia/tokyo", "Japan" → "Asia/Tokyo"; "Asia/Calcutta" → "Asia/Kolkata"), else null. */
function known(name: string): string | null {
  try {
    const zone = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    return RENAMED[zone] ?? zone;
  } catch {
    return null;
  }
}

/** Edit distance, for the nearest names of a zone typed wrong. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

/** A zone as typed: its IANA name or its city ("Europe/Paris", "paris", "New York"); else the nearest names. */
export function findZone(typed: string): { zone: string } | { near: string[] } {
  const s = typed.trim().replace(/\s+/g, '_');
  const exact = s === '' ? null : known(s);
  if (exact) return { zone: exact };
  const low = s.toLowerCase();
  const byCity = zoneNames().filter((z) => cityOf(z).replace(/ /g, '_').toLowerCase() === low);
  if (byCity.length === 1) return { zone: byCity[0] };
  const near = [...zoneNames()]
    .map((z) => ({ z, d: Math.min(distance(low, z.toLowerCase()), distance(low, cityOf(z).replace(/ /g, '_').toLowerCase())) }))
    .sort((a, b) => a.d - b.d || a.z.localeCompare(b.z))
    .slice(0, 3)
    .map((x) => x.z);
  return { near };
}

/** Zones whose name or city holds what was typed, for autocomplete (cities first). */
export function zonesLike(typed: string, limit = 25): string[] {
  const low = typed.trim().replace(/\s+/g, '_').toLowerCase();
  const all = zoneNames();
  if (low === '') return all.slice(0, limit);
  const city = all.filter((z) => cityOf(z).replace(/ /g, '_').toLowerCase().startsWith(low));
  const rest = all.filter((z) => !city.includes(z) && z.toLowerCase().includes(low));
  return [...city, ...rest].slice(0, limit);
}

// ---------------------------------------------------------------- the stored settings

/** The schedule a user's clock runs on: null without a time zone (the clock runs as a plain one). */
export function scheduleOf(u: UserTime | null | undefined): Schedule | null {
  if (!u?.timeZone) return null;
  return {
    zone: u.timeZone,
    quiet: u.quiet ? (parseQuiet(u.quiet) ?? null) : null,
    daysOff: u.daysOff ? (parseDaysOff(u.daysOff) ?? []) : [],
  };
}

/** True when the user is on vacation at `now`. */
export const awayAt = (u: UserTime | null | undefined, now: number): boolean => u?.awayUntil != null && u.awayUntil > now;
