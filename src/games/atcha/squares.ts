// What stands on a square, and what that means for a moving army: free, a blob (cannot land
// or pass), or pieces to hit (a single piece or a mixey: all go back to base).
import { tx } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { BASE, FOOT, PIECES } from './board';
import { pieceName, sameSide, squareOf } from './sides';
import type { AtchaState, Piece, WorkState } from './state';

/** Pieces on each track square (home straights and home excluded: nobody meets there). */
export type Occupancy = Map<string, Piece[]>;

/** One frozen object per piece, shared by every occupancy (they are built for every position weighed). */
const PIECE: ReadonlyArray<ReadonlyArray<Piece>> = Array.from({ length: 4 }, (_, seat) =>
  Array.from({ length: PIECES }, (_, piece) => Object.freeze({ seat, piece })),
);

/** Who stands where, worked out once so that a walk asks a map, not every piece, at each step. */
export function occupancy(s: AtchaState): Occupancy {
  const out: Occupancy = new Map();
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.resigned[seat]) continue;
    const ps = s.pieces[seat];
    for (let piece = 0; piece < ps.length; piece++) {
      const pos = ps[piece];
      if (pos === BASE || pos > FOOT) continue;
      const sq = squareOf(s, seat, pos)!;
      const there = out.get(sq);
      if (there) there.push(PIECE[seat][piece]);
      else out.set(sq, [PIECE[seat][piece]]);
    }
  }
  return out;
}

const NOBODY: readonly Piece[] = [];

export function occupants(s: AtchaState, square: string, occ: Occupancy = occupancy(s)): readonly Piece[] {
  return occ.get(square) ?? NOBODY;
}

export type SquareFor = { kind: 'free' } | { kind: 'blob'; owner: number; size: number } | { kind: 'hit'; pieces: Piece[] };

const FREE: SquareFor = { kind: 'free' };

/**
 * The square as `army` sees it. Two or more pieces of one opponent are a blob; opponent pieces
 * otherwise (a single piece, or a mixey of two partners) are hit by landing there.
 */
export function squareFor(s: AtchaState, army: number, square: string, occ?: Occupancy): SquareFor {
  const there = occupants(s, square, occ);
  if (there.length === 0) return FREE;
  const foes = there.filter((p) => !sameSide(s, army, p.seat));
  if (foes.length === 0) return FREE;
  const owner = foes[0].seat;
  const mixed = there.some((p) => p.seat !== owner);
  if (foes.length >= 2 && !mixed) return { kind: 'blob', owner, size: foes.length };
  return { kind: 'hit', pieces: foes };
}

/**
 * Whether the pieces `there` on a square are a blob to `army` (squareFor's 'blob', asked at
 * every square a walk passes, without its lists): two or more, all of one opponent.
 */
export function isBlob(s: AtchaState, army: number, there: readonly Piece[]): boolean {
  if (there.length < 2) return false;
  const owner = there[0].seat;
  for (let i = 1; i < there.length; i++) if (there[i].seat !== owner) return false;
  return !sameSide(s, army, owner);
}

/** Blob owned by an opponent of `army` on `square`, if any. */
export function foeBlob(s: AtchaState, army: number, square: string, occ?: Occupancy): { owner: number; size: number } | null {
  const q = squareFor(s, army, square, occ);
  return q.kind === 'blob' ? { owner: q.owner, size: q.size } : null;
}

export function sendToBase(s: WorkState, hits: readonly Piece[], events: GameEvent[]): void {
  for (const h of hits) s.pieces[h.seat][h.piece] = BASE;
  if (hits.length === 1) events.push({ text: tx('event.hit', { piece: pieceName(s, hits[0].seat, hits[0].piece) }) });
  else if (hits.length > 1) events.push({ text: tx('event.hits', { pieces: hits.map((h) => pieceName(s, h.seat, h.piece)) }) });
}
