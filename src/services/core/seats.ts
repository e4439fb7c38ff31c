// Seats as a game defines them: how many may play, and each seat's role and colour.
import type { Text } from '../../engine/text';
import type { AnyGame, Running } from './context';

/** Allowed player counts: the game's own list, or every count from min to max. */
export function playerCountsOf(def: AnyGame): number[] {
  if (def.playerCounts) return def.playerCounts;
  const counts: number[] = [];
  for (let n = def.minPlayers; n <= def.maxPlayers; n++) counts.push(n);
  return counts;
}

export const maxSeats = (def: AnyGame): number => Math.max(...playerCountsOf(def));

/**
 * Role and colour of each seat. A game may say them per match with an optional `paint(state)`
 * (Atcha! with two players seats Red against Yellow); otherwise the static lists by seat.
 */
export function seatLooks(def: AnyGame, state: unknown, count: number): SeatLooks {
  if (def.paint) return def.paint(state);
  return Array.from({ length: count }, (_, i) => ({ role: def.roles[i], color: def.colors[i] }));
}

/** Each seat's role (words: a Text, or a game's English name until it is converted) and colour. */
export type SeatLooks = Array<{ role: Text; color: string }>;

/** The seat looks of a running match; a reply that needs them asks once and passes them on. */
export const looksOf = (r: Running): SeatLooks => seatLooks(r.def, r.match.state, r.match.seats.length);
