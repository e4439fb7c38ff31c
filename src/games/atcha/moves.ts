// How pieces move: a walk along the army's route (exact count home, blobs block), bringing a
// piece out, and where an ATCHA could be declared. Which of these are offered is choices.ts.
import { BASE, FOOT, HOME, isPrivate } from './board';
import { route } from './sides';
import { foeBlob, isBlob, occupancy, squareFor, type Occupancy } from './squares';
import type { AtchaState, Piece } from './state';

/**
 * Where a piece of `army` ends up moving `steps` from route index `from`, or null when illegal.
 * The squares entered are the route's between the two indexes (turn.ts slices them for the
 * picture): a choice list and the AI walk far more often than a move is made.
 */
export interface Step {
  to: number;
  hits: readonly Piece[];
}

const NO_HITS: readonly Piece[] = [];

export type Walker = (from: number, steps: number) => Step | null;

/**
 * Walks for pieces of `army` in the position `s`: home needs the exact count; a blob can be
 * neither passed nor landed on. Made once per position and army (a choice list walks every
 * piece with every die). The route is a straight line with no stops, so this is a plain loop
 * over the squares entered rather than the engine's general track walk with a rule callback:
 * that callback, rebuilt for each position, was the largest single cost of an AI game.
 */
export function walker(s: AtchaState, army: number, occ: Occupancy = occupancy(s)): Walker {
  const r = route(s, army);
  return (from, steps) => {
    const to = from + steps;
    if (from === BASE || to > HOME) return null;
    for (let i = from + 1; i <= to && !isPrivate(i); i++) {
      const there = occ.get(r[i]);
      if (there !== undefined && isBlob(s, army, there)) return null;
    }
    const q = isPrivate(to) ? null : squareFor(s, army, r[to], occ);
    return { to, hits: q?.kind === 'hit' ? q.pieces : NO_HITS };
  };
}

/** One walk of a piece of `army` (see walker). */
export function walk(s: AtchaState, army: number, from: number, steps: number): Step | null {
  return walker(s, army)(from, steps);
}

/** Bringing a piece out onto the start square (a six), or null when a blob sits there. */
export function bringOut(s: AtchaState, army: number, occ?: Occupancy): Step | null {
  if (!s.pieces[army].includes(BASE)) return null;
  const start = route(s, army)[0];
  const q = squareFor(s, army, start, occ);
  if (q.kind === 'blob') return null;
  return { to: 0, hits: q.kind === 'hit' ? q.pieces : NO_HITS };
}

/** Sixes needed to remove a blob: one more than its pieces, and one more again from base. */
export function atchaNeed(size: number, fromBase: boolean): number {
  return size + 1 + (fromBase ? 1 : 0);
}

/** The army piece directly behind `target` (lowest index), if any. */
export function pieceBehind(s: AtchaState, army: number, target: string): number | null {
  const r = route(s, army);
  const i = s.pieces[army].findIndex((pos) => pos !== BASE && pos < FOOT && r[pos + 1] === target);
  return i < 0 ? null : i;
}

/** ATCHA chances of `army` right now: opponent blobs directly ahead, or on its start square with a piece in base. */
export function atchaChances(
  s: AtchaState,
  army: number,
  occ: Occupancy = occupancy(s),
): Array<{ target: string; fromBase: boolean }> {
  const out: Array<{ target: string; fromBase: boolean }> = [];
  const r = route(s, army);
  for (const pos of s.pieces[army]) {
    if (pos === BASE || pos >= FOOT) continue;
    const target = r[pos + 1];
    if (occ.has(target) && !out.some((o) => o.target === target) && foeBlob(s, army, target, occ))
      out.push({ target, fromBase: false });
  }
  if (s.pieces[army].includes(BASE) && foeBlob(s, army, r[0], occ)) out.push({ target: r[0], fromBase: true });
  return out;
}
