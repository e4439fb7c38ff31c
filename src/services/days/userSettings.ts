// `/settings` (private): each player's own time, kept per user across servers: a time zone (an
// IANA name or a city, checked with the runtime's Intl; an unknown one is answered with the
// nearest names), quiet hours ("23-8") and days off ("sat,sun") that their turn clocks do not
// count and in which nobody pings them, and the direct message on their turn (`/notify dm` is
// the same switch). With no option it shows them. Bad input changes nothing.
import type { Actor, Answer, SettingsAsk } from '../contract';
import type { Deps } from '../core/context';
import {
  awayAt,
  cityOf,
  daysNamed,
  daysOffText,
  findZone,
  parseDaysOff,
  parseQuiet,
  quietText,
  scheduleOf,
} from '../core/schedule';
import type { Voice } from '../core/texts';
import type * as store from '../../store';
import { ephemeral, fail } from '../messages/answers';
import { dayText } from '../messages/pacingLines';
import { clip, esc } from '../messages/text';
import { privateVoice } from '../messages/voices';

/** The user's settings as a few private lines. */
async function shown(deps: Deps, me: Voice, userId: string, u: store.UserTime | null): Promise<string[]> {
  const now = deps.now().getTime();
  const s = scheduleOf(u);
  const dm = await deps.store.notifyOf(userId);
  const time = (zone: string) =>
    new Intl.DateTimeFormat(me.locale === 'en' ? 'en-GB' : me.locale, {
      timeZone: zone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(now);
  return [
    me.t('mine.head'),
    s ? me.t('mine.zone', { zone: s.zone, city: cityOf(s.zone), time: time(s.zone) }) : me.t('mine.no-zone'),
    s?.quiet ? me.t('mine.quiet', { hours: `${s.quiet.from}–${s.quiet.to}` }) : me.t('mine.no-quiet'),
    s && s.daysOff.length > 0 ? me.t('mine.days', { days: daysNamed(me.locale, s.daysOff) }) : me.t('mine.no-days'),
    me.t('mine.dm', { on: dm.enabled && !dm.dmClosed ? 'yes' : 'no' }),
    ...(u && awayAt(u, now)
      ? [
          me.t('mine.away', {
            date: dayText(me.locale, u.timeZone, u.awayUntil!),
            hasReason: u.awayReason ? 'yes' : 'no',
            reason: u.awayReason ? esc(u.awayReason) : '',
          }),
        ]
      : []),
  ];
}

export async function userSettings(deps: Deps, actor: Actor, ask: SettingsAsk): Promise<Answer> {
  const me = privateVoice(deps, actor);
  const before = await deps.store.userTime(actor.userId);
  const asked = ask.timezone !== undefined || ask.quiet !== undefined || ask.daysoff !== undefined;
  if (!asked && ask.dm === undefined) return ephemeral((await shown(deps, me, actor.userId, before)).join('\n'));
  let zone = before?.timeZone ?? null;
  if (ask.timezone !== undefined) {
    const found = findZone(ask.timezone);
    if ('near' in found)
      return fail(me, 'mine.bad-zone', {
        zone: esc(clip(ask.timezone, 40)),
        near: me.list(
          found.near.map((z) => `\`${z}\``),
          'or',
        ),
      });
    zone = found.zone;
  }
  let quiet = before?.quiet ?? null;
  if (ask.quiet !== undefined) {
    const q = parseQuiet(ask.quiet);
    if (q === undefined) return fail(me, 'mine.bad-quiet', { quiet: esc(clip(ask.quiet, 20)) });
    quiet = q === null ? null : quietText(q);
  }
  let days = before?.daysOff ?? null;
  if (ask.daysoff !== undefined) {
    const d = parseDaysOff(ask.daysoff);
    if (d === undefined) return fail(me, 'mine.bad-days', { days: esc(clip(ask.daysoff, 40)) });
    days = d === null || d.length === 0 ? null : daysOffText(d);
  }
  // Hours and days are the player's own wall clock's: without a zone they mean nothing.
  if (zone === null && (quiet !== null || days !== null)) return fail(me, 'mine.zone-first');
  await deps.store.transaction(async () => {
    if (asked) await deps.store.setUserTime(actor.userId, { timeZone: zone, quiet, daysOff: days });
    if (ask.dm !== undefined) await deps.store.setNotify(actor.userId, ask.dm);
  });
  const after = await deps.store.userTime(actor.userId);
  return ephemeral([me.t('mine.saved'), ...(await shown(deps, me, actor.userId, after))].join('\n'));
}
