// The platform settings asked at `/game new` (clock or time bank, vacation allowance, missed
// turns, forced decisions, language), read and checked.
import { isLocale, type Locale } from '../../engine/text';
import * as store from '../../store';
import type { Answer, NewGameAsk } from '../contract';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';

/** "2d", "12h", "90m", "off": a clock length in milliseconds, null for off, undefined when unreadable. */
export function parseClock(text: string): number | null | undefined {
  const s = text.trim().toLowerCase();
  if (s === 'off' || s === 'none' || s === '0') return null;
  const m = /^(\d{1,4})\s*(d|h|m)$/.exec(s);
  if (!m) return undefined;
  const n = Number(m[1]);
  const ms = n * (m[2] === 'd' ? 86_400_000 : m[2] === 'h' ? 3_600_000 : 60_000);
  // At least ten minutes, at most 30 days: a shorter clock is a typo, a longer one no clock.
  return ms >= 600_000 && ms <= 30 * 86_400_000 ? ms : undefined;
}

/** "bank:5d+1d": a time bank of 5 days a player, 1 day more a turn (capped at 5 days); undefined when unreadable. */
export function parseBank(text: string): store.Bank | undefined {
  const m = /^bank:\s*([^+\s]+)\s*\+\s*(\S+)$/.exec(text.trim().toLowerCase());
  if (!m) return undefined;
  const startMs = parseClock(m[1]);
  const gain = m[2].trim();
  const gainMs = gain === '0' ? 0 : parseClock(gain);
  if (startMs === null || startMs === undefined || gainMs === null || gainMs === undefined || gainMs > startMs) return undefined;
  return { startMs, gainMs };
}

/** Vacation allowance per player a game may give: 0 to 60 days. */
export const MAX_VACATION_DAYS = 60;

/** A new game's language when none is asked: the server's when it is French or Hungarian, else English. */
export const defaultLanguage = (guildLocale: Locale | undefined): Locale => guildLocale ?? 'en';

/** /game new's platform settings, or the error to answer with (in `me`'s language). */
export function settingsOf(
  me: Voice,
  ask: NewGameAsk,
  guildLocale?: Locale,
): { ok: true; settings: Partial<store.Settings> } | { ok: false; answer: Answer } {
  const settings: Partial<store.Settings> = { language: defaultLanguage(guildLocale) };
  if (ask.clock !== undefined) {
    if (ask.clock.trim().toLowerCase().startsWith('bank')) {
      const bank = parseBank(ask.clock);
      if (!bank) return { ok: false, answer: fail(me, 'clock.bad-bank', { clock: ask.clock.slice(0, 20) }) };
      // A bank is the clock: no time a turn besides it.
      settings.bank = bank;
      settings.clockMs = null;
    } else {
      const ms = parseClock(ask.clock);
      if (ms === undefined) return { ok: false, answer: fail(me, 'clock.bad', { clock: ask.clock.slice(0, 20) }) };
      settings.clockMs = ms;
    }
  }
  if (ask.vacation !== undefined) {
    if (!Number.isInteger(ask.vacation) || ask.vacation < 0 || ask.vacation > MAX_VACATION_DAYS)
      return { ok: false, answer: fail(me, 'clock.bad-vacation', { max: MAX_VACATION_DAYS }) };
    settings.vacationMs = ask.vacation * store.DAY_MS;
  }
  if (ask.absent !== undefined) {
    if (!Number.isInteger(ask.absent) || ask.absent < 1 || ask.absent > 10)
      return { ok: false, answer: fail(me, 'clock.bad-absent') };
    settings.missLimit = ask.absent;
  }
  if (ask.autoForce !== undefined) settings.autoForce = ask.autoForce;
  if (ask.language !== undefined) {
    const l = ask.language.trim().toLowerCase();
    if (!isLocale(l)) return { ok: false, answer: fail(me, 'language.bad', { language: ask.language.slice(0, 20) }) };
    settings.language = l;
  }
  return { ok: true, settings };
}
