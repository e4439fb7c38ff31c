// How a seat is named in a message: a mention or a bold name, or "2. Bob (Face)" in a list.
import type { Running } from '../core/context';
import type { SeatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { esc } from './text';

/**
 * How a seat is addressed in a public message: a mention for humans, the name for AI, and for
 * the people in `quiet` (asleep or away now: a mention would ping them).
 */
export function who(r: Running, seat: number, quiet: ReadonlySet<string> = new Set()): string {
  const s = r.seats[seat];
  return s && !s.ai && s.userId && !quiet.has(s.userId) ? `<@${s.userId}>` : `**${esc(r.match.seats[seat]?.name ?? '?')}**`;
}

/** "2. Bob (Face)", unescaped. */
export function seatLabel(me: Voice, r: Running, seat: number, looks: SeatLooks): string {
  const role = looks[seat]?.role;
  return me.t('seat.label', {
    n: seat + 1,
    name: r.match.seats[seat]?.name ?? '?',
    role: role === undefined ? '?' : me.say(role),
  });
}
