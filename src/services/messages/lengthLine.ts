// The lobby's "how long": player-turns a game of this kind and size usually runs (data/lengths.json,
// from all-AI self-play: npm run lengths), and what that makes in days for people answering twice
// a day, and at worst with the chosen clock or time bank and every vacation taken, so that a group
// picks a clock knowingly.
import lengths from '../../../data/lengths.json';
import type { AnyGame } from '../core/context';
import { playerCountsOf } from '../core/seats';
import type { Voice } from '../core/texts';
import type * as store from '../../store';

const DAY = 86_400_000;
const TABLE: Readonly<Record<string, Readonly<Record<string, { median: number }>>>> = lengths;

/** "about 5 weeks": days rounded to what a person plans with. */
export function aboutText(me: Voice, days: number): string {
  if (days < 1) return me.t('about.hours', { n: Math.max(1, Math.round(days * 24)) });
  if (days < 14) return me.t('about.days', { n: Math.round(days) });
  if (days < 63) return me.t('about.weeks', { n: Math.round(days / 7) });
  return me.t('about.months', { n: Math.round(days / 30) });
}

/**
 * The table size the figures are for: the seats taken so far, or the smallest size the game
 * allows above them. Each person answering twice a day makes a round of the table in half a day
 * (AI turns take no time); at worst every person's turn runs to its clock.
 */
export function lengthLine(
  me: Voice,
  def: AnyGame,
  seats: ReadonlyArray<{ ai: boolean }>,
  settings: store.Settings,
): string | null {
  const counts = playerCountsOf(def);
  const players = counts.find((n) => n >= seats.length) ?? counts[counts.length - 1];
  const turns = TABLE[def.id]?.[players]?.median;
  if (turns === undefined) return null;
  const people = Math.max(1, seats.filter((s) => !s.ai).length);
  const usual = turns / (2 * players);
  const worst = worstDays(settings, turns, players, Math.min(people, players));
  return me.t('lobby.length', {
    players,
    turns,
    people,
    time: aboutText(me, usual),
    worst: worst === null ? 'none' : aboutText(me, worst),
  });
}

/**
 * At worst (in days), every person's every turn runs its clock out, and each takes the game's
 * whole vacation allowance: with a clock a turn, each of their turns that long; with a time bank,
 * each person's whole bank, then the gain of each later turn (the bank refills by no more).
 * Null without a clock.
 */
export function worstDays(settings: store.Settings, turns: number, players: number, people: number): number | null {
  const each = turns / players;
  const vacations = (people * settings.vacationMs) / DAY;
  if (settings.bank) return (people * (settings.bank.startMs + Math.max(0, each - 1) * settings.bank.gainMs)) / DAY + vacations;
  if (settings.clockMs === null) return null;
  return (each * people * settings.clockMs) / DAY + vacations;
}
