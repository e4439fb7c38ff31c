// Seats, colours and partnerships: who plays with whom, whose pieces a turn moves; and how
// texts name them (Texts of the catalogue, never words).
import { tx, type SeatRef, type Text } from '../../engine/text';
import { BASE, COLORS, HOME, place } from './board';
import type { AtchaState, Piece } from './state';

export function partnerOf(s: AtchaState, seat: number): number | null {
  return s.seats === 4 ? (seat + 2) % 4 : null;
}

/** Same partnership (a seat is on its own side). */
export function sameSide(s: AtchaState, a: number, b: number): boolean {
  return a === b || (s.seats === 4 && a % 2 === b % 2);
}

/** The seats of `seat`'s partnership. */
export function sideOf(s: AtchaState, seat: number): number[] {
  const p = partnerOf(s, seat);
  return p === null ? [seat] : [seat, p].sort((x, y) => x - y);
}

export function allHome(s: AtchaState, seat: number): boolean {
  return s.pieces[seat].every((p) => p === HOME);
}

/** Whose pieces `seat` moves on its turn: the partner's once WITH, its own otherwise. */
export function armyOf(s: AtchaState, seat: number): number {
  const p = partnerOf(s, seat);
  return s.with[seat] && p !== null ? p : seat;
}

/** The seat whose turn it is must first throw for WITH (all home, partner not, not yet WITH). */
export function seeksWith(s: AtchaState, seat: number): boolean {
  return s.seats === 4 && !s.with[seat] && allHome(s, seat);
}

/** The colour a seat plays, as its role's Text ("Red"). */
export function colorName(s: AtchaState, seat: number): Text {
  return tx(`role.${COLORS[s.color[seat]].key}`);
}

/** "Red 2" */
export function pieceName(s: AtchaState, seat: number, piece: number): Text {
  return tx('piece', { color: colorName(s, seat), n: piece + 1 });
}

/** "Red 2" for one piece, "3 pieces" for several (a mixey, a blob). */
export function piecesName(s: AtchaState, pieces: readonly Piece[]): Text {
  return pieces.length === 1 ? pieceName(s, pieces[0].seat, pieces[0].piece) : tx('pieces', { n: pieces.length });
}

/** A seat in a text: the platform names it, the player first with the colour beside ("Ann (Red)"). */
export const seatName = (seat: number): SeatRef => ({ seat });

/** Space id of a piece, or null in base. */
export function squareOf(s: AtchaState, seat: number, pos: number): string | null {
  return pos === BASE ? null : COLORS[s.color[seat]].route[pos];
}

export function route(s: AtchaState, seat: number): string[] {
  return COLORS[s.color[seat]].route;
}

/** Route index `pos` of `seat`'s colour as a place ("31", "R4"). */
export function placeLabel(s: AtchaState, seat: number, pos: number): Text {
  return place(route(s, seat)[pos]);
}

/** Where a move ends, for texts: "home" or "to 31". */
export function destination(s: AtchaState, seat: number, pos: number): Text {
  return pos === HOME ? tx('dest.home') : tx('dest.to', { place: placeLabel(s, seat, pos) });
}
