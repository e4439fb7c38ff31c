// What stands on a square, and what that means for a moving army: free, a blob (cannot land
// or pass), or pieces to hit (a single piece or a mixey: all go back to base).
import { BASE, FOOT } from './board';
import { sameSide, squareOf } from './sides';
import type { AtchaState, Piece } from './state';

export function occupants(s: AtchaState, square: string): Piece[] {
  const out: Piece[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.resigned[seat]) continue;
    s.pieces[seat].forEach((pos, piece) => {
      if (pos !== BASE && pos <= FOOT && squareOf(s, seat, pos) === square) out.push({ seat, piece });
    });
  }
  return out;
}

export type SquareFor = { kind: 'free' } | { kind: 'blob'; owner: number; size: number } | { kind: 'hit'; pieces: Piece[] };

/**
 * The square as `army` sees it. Two or more pieces of one opponent are a blob; opponent pieces
 * otherwise (a single piece, or a mixey of two partners) are hit by landing there.
 */
export function squareFor(s: AtchaState, army: number, square: string): SquareFor {
  const foes = occupants(s, square).filter((p) => !sameSide(s, army, p.seat));
  if (foes.length === 0) return { kind: 'free' };
  const owners = new Set(foes.map((p) => p.seat));
  const mixed = occupants(s, square).some((p) => p.seat !== foes[0].seat);
  if (foes.length >= 2 && owners.size === 1 && !mixed) return { kind: 'blob', owner: foes[0].seat, size: foes.length };
  return { kind: 'hit', pieces: foes };
}

/** Blob owned by an opponent of `army` on `square`, if any. */
export function foeBlob(s: AtchaState, army: number, square: string): { owner: number; size: number } | null {
  const q = squareFor(s, army, square);
  return q.kind === 'blob' ? { owner: q.owner, size: q.size } : null;
}
