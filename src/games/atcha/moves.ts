// Legal actions for the pending decision, each with its button. apply() only ever executes an
// action found in this list, so legality lives in one place.
import { walk as walkTrack } from '../../engine/track';
import type { Choice } from '../../engine/types';
import { backChoices, type BackAction } from './backs';
import { BASE, FOOT, HOME, isPrivate, spaceLabel } from './board';
import { armyOf, colourName, destination, pieceName, piecesName, placeLabel, route, seeksWith } from './sides';
import { foeBlob, squareFor } from './squares';
import type { AtchaState, Piece } from './state';

export type Action =
  | { kind: 'roll' }
  | { kind: 'move'; piece: number; die: number }
  | { kind: 'both'; piece: number; first: number; second: number }
  | { kind: 'out' }
  | { kind: 'atcha'; target: string; fromBase: boolean }
  /** Declining ATCHA when no ordinary move exists: the throw is lost (its six still earns a further throw). */
  | { kind: 'decline' }
  | BackAction;

/** Where a piece of `army` ends up moving `steps` from route index `from`, or null when illegal. */
export interface Step {
  to: number;
  /** Space ids entered, landing last. */
  path: string[];
  hits: Piece[];
}

export function walk(s: AtchaState, army: number, from: number, steps: number): Step | null {
  if (from === BASE) return null;
  const r = route(s, army);
  // Home needs the exact count; a blob can be neither passed nor landed on.
  const move = walkTrack(HOME + 1, from, steps, {
    exact: true,
    rule: (i) => (!isPrivate(i) && foeBlob(s, army, r[i]) ? 'block' : 'pass'),
  });
  if (!move) return null;
  const q = isPrivate(move.to) ? ({ kind: 'free' } as const) : squareFor(s, army, r[move.to]);
  return { to: move.to, path: move.path.map((i) => r[i]), hits: q.kind === 'hit' ? q.pieces : [] };
}

/** Bringing a piece out onto the start square (a six), or null when a blob sits there. */
export function bringOut(s: AtchaState, army: number): Step | null {
  if (!s.pieces[army].includes(BASE)) return null;
  const start = route(s, army)[0];
  const q = squareFor(s, army, start);
  if (q.kind === 'blob') return null;
  return { to: 0, path: [start], hits: q.kind === 'hit' ? q.pieces : [] };
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
export function atchaChances(s: AtchaState, army: number): Array<{ target: string; fromBase: boolean }> {
  const out: Array<{ target: string; fromBase: boolean }> = [];
  const r = route(s, army);
  const seen = new Set<string>();
  for (const pos of s.pieces[army]) {
    if (pos === BASE || pos >= FOOT) continue;
    const target = r[pos + 1];
    if (!seen.has(target) && foeBlob(s, army, target)) {
      seen.add(target);
      out.push({ target, fromBase: false });
    }
  }
  if (s.pieces[army].includes(BASE) && foeBlob(s, army, r[0])) out.push({ target: r[0], fromBase: true });
  return out;
}

const TIMES = ['', 'ONCE', 'TWICE', 'THREE TIMES', 'FOUR TIMES', 'FIVE TIMES', 'SIX TIMES', 'SEVEN TIMES'];
export function atchaWord(n: number): string {
  return TIMES[n] ?? `${n} TIMES`;
}

function squares(n: number): string {
  return n === 1 ? '1 square' : `${n} squares`;
}

function toText(s: AtchaState, army: number, st: Step): string {
  const where = destination(s, army, st.to);
  return st.hits.length === 0 ? where : `${where}, hits ${piecesName(s, st.hits)}`;
}

/** Every legal action of the pending decision, with its button. */
export function legal(s: AtchaState): Array<{ action: Action; choice: Choice }> {
  if (s.end) return [];
  const seat = s.turn;
  if (s.atcha) {
    const left = s.atcha.need - s.atcha.count;
    return [{ action: { kind: 'roll' }, choice: { id: 'roll', label: `Throw for ATCHA (${left} more six${left === 1 ? '' : 'es'})`, roll: true, style: 'primary' } }];
  }
  if (!s.throw) {
    if (seeksWith(s, seat)) return [{ action: { kind: 'roll' }, choice: { id: 'roll', label: 'Throw for WITH (needs a six)', roll: true, style: 'primary' } }];
    // SUCK BACK / BLOW BACK are declared before the throw, instead of throwing for a move.
    return [{ action: { kind: 'roll' }, choice: { id: 'roll', label: 'Throw the dice', roll: true, style: 'primary' } }, ...backChoices(s, armyOf(s, seat))];
  }
  const army = armyOf(s, seat);
  const t = s.throw;
  const out: Array<{ action: Action; choice: Choice }> = [];
  const pieces = s.pieces[army];
  const dice = [...new Set(t.left)];
  const fresh = t.left.length === t.dice.length;

  if (t.left.includes(6)) {
    const st = bringOut(s, army);
    if (st) {
      const hit = st.hits.length ? `, hits ${piecesName(s, st.hits)}` : '';
      out.push({ action: { kind: 'out' }, choice: { id: 'out', label: `Bring out a piece (a 6)${hit}`, style: 'success' } });
    }
  }
  const seenPos = new Set<number>();
  pieces.forEach((pos, piece) => {
    // Pieces on one square are interchangeable: offer the lowest-numbered only.
    if (pos === BASE || pos === HOME || seenPos.has(pos) || t.frozen.includes(piece)) return;
    seenPos.add(pos);
    const name = `${pieceName(s, army, piece)} (${placeLabel(s, army, pos)})`;
    for (const d of dice) {
      const st = walk(s, army, pos, d);
      if (st) out.push({ action: { kind: 'move', piece, die: d }, choice: { id: `m${piece + 1}:${d}`, label: `${name}: ${squares(d)} ${toText(s, army, st)}` } });
    }
    if (t.left.length === 2) {
      const [a, b] = t.left;
      const orders = a === b ? [[a, b]] : [[a, b], [b, a]];
      for (const [first, second] of orders) {
        const mid = walk(s, army, pos, first);
        // The square between counts as landed on: it must be a legal landing that hits nothing
        // (a hitting piece cannot move on with the same throw).
        if (!mid || mid.hits.length > 0) continue;
        const st = walkFrom(s, army, piece, mid.to, second);
        if (!st) continue;
        out.push({
          action: { kind: 'both', piece, first, second },
          choice: { id: `b${piece + 1}`, label: `${name}: ${squares(first + second)} (${first}+${second}) ${toText(s, army, st)}` },
        });
        break;
      }
    }
  });

  if (fresh && t.dice.includes(6) && !s.atcha) {
    const sixes = t.dice.filter((d) => d === 6).length;
    for (const c of s.chances) {
      const now = atchaChances(s, army).some((x) => x.target === c.target && x.fromBase === c.fromBase);
      const blob = foeBlob(s, army, c.target);
      if (!now || !blob) continue;
      const need = atchaNeed(blob.size, c.fromBase);
      out.push({
        action: { kind: 'atcha', target: c.target, fromBase: c.fromBase },
        choice: {
          id: `atcha:${c.target}`,
          label: `Declare ATCHA ${atchaWord(sixes)} on the ${colourName(s, blob.owner)} blob at ${spaceLabel(c.target)} (${need} sixes)`,
          style: 'danger',
        },
      });
    }
  }
  // ATCHA is elective ("he may elect to move as normal or to attack"): with no ordinary move
  // left, the player may still let the throw go rather than be forced into the attack.
  if (out.length > 0 && out.every((o) => o.action.kind === 'atcha')) {
    out.push({ action: { kind: 'decline' }, choice: { id: 'decline', label: 'No ATCHA: the throw is lost' } });
  }
  return out;
}

/** walk() for the second die of a combined move: the piece has already left its square. */
function walkFrom(s: AtchaState, army: number, piece: number, from: number, steps: number): Step | null {
  const moved: AtchaState = { ...s, pieces: s.pieces.map((ps, seat) => (seat === army ? ps.map((p, i) => (i === piece ? from : p)) : ps)) };
  return walk(moved, army, from, steps);
}
