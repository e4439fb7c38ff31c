// Seats, colours and partnerships: who plays with whom, whose pieces a turn moves.
import { BASE, COLORS, HOME, spaceLabel } from './board';
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

export function colorName(s: AtchaState, seat: number): string {
  return COLORS[s.color[seat]].name;
}

/** "Red 2" */
export function pieceName(s: AtchaState, seat: number, piece: number): string {
  return `${colorName(s, seat)} ${piece + 1}`;
}

/** "Red 2" for one piece, "3 pieces" for several (a mixey, a blob). */
export function piecesName(s: AtchaState, pieces: readonly Piece[]): string {
  return pieces.length === 1 ? pieceName(s, pieces[0].seat, pieces[0].piece) : `${pieces.length} pieces`;
}

const COLOR_WORD = COLORS.map((c) => new RegExp(`\\b${c.name}\\b`, 'i'));

/** "Ann (Red)"; just "AI Red" when the name already says the colour. */
export function seatName(s: AtchaState, seat: number): string {
  const name = s.names[seat];
  return COLOR_WORD[s.color[seat]].test(name) ? name : `${name} (${colorName(s, seat)})`;
}

/** Space id of a piece, or null in base. */
export function squareOf(s: AtchaState, seat: number, pos: number): string | null {
  return pos === BASE ? null : COLORS[s.color[seat]].route[pos];
}

export function route(s: AtchaState, seat: number): string[] {
  return COLORS[s.color[seat]].route;
}

/** Printed label of route index `pos` of `seat`'s colour ("31", "R4"). */
export function placeLabel(s: AtchaState, seat: number, pos: number): string {
  return spaceLabel(route(s, seat)[pos]);
}

/** Where a move ends, for texts: "home" or "to 31". */
export function destination(s: AtchaState, seat: number, pos: number): string {
  return pos === HOME ? 'home' : `to ${placeLabel(s, seat, pos)}`;
}
