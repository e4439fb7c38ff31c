// The accent of a turn or final message's card: the colour of the seat it is about, so a glance
// at the message says whose turn it is.
import type { Outcome, Pending } from '../../engine/types';
import { parseColor } from '../../render/color';
import type { SeatLooks } from '../core/seats';

/** A CSS colour as 0xRRGGBB. */
export function colourNumber(css: string): number {
  const { r, g, b } = parseColor(css);
  return (r << 16) | (g << 8) | b;
}

/** Whoever must act, else the one winner; none for a draw or a game ended without a winner. */
export function accentOf(looks: SeatLooks, pending: Pending | null, outcome: Outcome | null): number | undefined {
  const seat = outcome ? (outcome.winners.length === 1 ? outcome.winners[0] : undefined) : pending?.player;
  const colour = seat === undefined ? undefined : looks[seat]?.color;
  return colour === undefined ? undefined : colourNumber(colour);
}
