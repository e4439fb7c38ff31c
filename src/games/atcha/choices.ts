// The choices of the pending decision, each with its typed action and its button. apply()
// executes only actions offered here (the engine matches the choice), so legality lives here.
import { tx, type Text } from '../../engine/text';
import type { Choice } from '../../engine/types';
import { backChoices } from './backs';
import { BASE, HOME, place } from './board';
import { atchaChances, atchaNeed, bringOut, walker, type Step } from './moves';
import { armyOf, colorName, destination, pieceName, piecesName, placeLabel, seeksWith } from './sides';
import { foeBlob, occupancy, type Occupancy } from './squares';
import type { AtchaAction, AtchaState, UseAwait } from './state';

export type AtchaChoice = Choice<AtchaAction>;

/** Where a step ends, and what it hits there. */
function toText(s: AtchaState, army: number, st: Step): Text {
  const dest = destination(s, army, st.to);
  return st.hits.length === 0 ? dest : tx('dest.hits', { dest, hit: piecesName(s, st.hits) });
}

const roll = (label: Text): AtchaChoice => ({ id: 'roll', label, roll: true, style: 'primary', action: { kind: 'roll' } });

/** Every legal choice of the pending decision (none once the game is over). */
export function legal(s: AtchaState): AtchaChoice[] {
  if (s.end) return [];
  const a = s.await;
  switch (a.kind) {
    case 'atcha': {
      return [roll(tx('choice.atcha-throw', { left: a.need - a.count }))];
    }
    case 'turn':
      if (seeksWith(s, s.turn)) return [roll(tx('choice.with'))];
      // SUCK BACK / BLOW BACK are declared before the throw, instead of throwing for a move.
      return [roll(tx('choice.roll')), ...backChoices(s, armyOf(s, s.turn))];
    case 'use':
      return useChoices(s, a);
    default: {
      const never: never = a;
      throw new Error(`unhandled await ${JSON.stringify(never)}`);
    }
  }
}

/** Uses of a throw: bring out, one die, both dice on one piece, ATCHA, or letting it go. */
function useChoices(s: AtchaState, t: UseAwait): AtchaChoice[] {
  const army = armyOf(s, s.turn);
  const occ = occupancy(s);
  const go = walker(s, army, occ);
  const out: AtchaChoice[] = [];
  const pieces = s.pieces[army];
  const dice = t.left.length === 2 && t.left[0] === t.left[1] ? [t.left[0]] : t.left;

  if (t.left.includes(6)) {
    const st = bringOut(s, army, occ);
    if (st) {
      const label = st.hits.length ? tx('choice.out-hit', { hit: piecesName(s, st.hits) }) : tx('choice.out');
      out.push({ id: 'out', label, style: 'success', action: { kind: 'out' } });
    }
  }
  const seenPos: number[] = [];
  pieces.forEach((pos, piece) => {
    // Pieces on one square are interchangeable: offer the lowest-numbered only.
    if (pos === BASE || pos === HOME || seenPos.includes(pos) || t.frozen.includes(piece)) return;
    seenPos.push(pos);
    // Named once per square; each label lists its fields (an object spread here took a third
    // of self-play's time: V8 copies spread objects on a slow path).
    const pieceText = pieceName(s, army, piece);
    const from = placeLabel(s, army, pos);
    for (const d of dice) {
      const st = go(pos, d);
      if (st)
        out.push({
          id: `m${piece + 1}:${d}`,
          label: tx('choice.move', { piece: pieceText, from, n: d, dest: toText(s, army, st) }),
          action: { kind: 'move', piece, die: d },
        });
    }
    if (t.left.length === 2) {
      const [a, b] = t.left;
      const orders =
        a === b
          ? [[a, b]]
          : [
              [a, b],
              [b, a],
            ];
      for (const [first, second] of orders) {
        const mid = go(pos, first);
        // The square between counts as landed on: it must be a legal landing that hits nothing
        // (a hitting piece cannot move on with the same throw).
        if (!mid || mid.hits.length > 0) continue;
        // The piece's own square lies behind the second walk (routes never turn back), so the
        // position's walker serves for it too.
        const st = go(mid.to, second);
        if (!st) continue;
        out.push({
          id: `b${piece + 1}`,
          label: tx('choice.both', { piece: pieceText, from, n: first + second, a: first, b: second, dest: toText(s, army, st) }),
          action: { kind: 'both', piece, first, second },
        });
        break;
      }
    }
  });

  out.push(...atchaDeclarations(s, t, army, occ));
  // ATCHA is elective ("he may elect to move as normal or to attack"): with no ordinary move
  // left, the player may still let the throw go rather than be forced into the attack.
  if (out.length > 0 && out.every((o) => o.action!.kind === 'atcha')) {
    out.push({ id: 'decline', label: tx('choice.decline'), action: { kind: 'decline' } });
  }
  return out;
}

/**
 * Whether the throw has any use left: what settle() asks after every die, without building
 * labels. A move of both dice starts with a legal move of one, so single moves suffice.
 */
export function anyUse(s: AtchaState, t: UseAwait): boolean {
  const army = armyOf(s, s.turn);
  const occ = occupancy(s);
  if (t.left.includes(6) && bringOut(s, army, occ)) return true;
  const go = walker(s, army, occ);
  const pieces = s.pieces[army];
  for (let piece = 0; piece < pieces.length; piece++) {
    const pos = pieces[piece];
    if (pos === BASE || pos === HOME || t.frozen.includes(piece)) continue;
    for (const d of t.left) if (go(pos, d)) return true;
  }
  return atchaDeclarations(s, t, army, occ).length > 0;
}

/** ATCHA on a blob noted at the turn's start, declared with a fresh throw holding a six. */
function atchaDeclarations(s: AtchaState, t: UseAwait, army: number, occ: Occupancy): AtchaChoice[] {
  if (t.left.length !== t.dice.length || !t.dice.includes(6) || s.chances.length === 0) return [];
  const sixes = t.dice.filter((d) => d === 6).length;
  const now = atchaChances(s, army, occ);
  const out: AtchaChoice[] = [];
  for (const c of s.chances) {
    const blob = foeBlob(s, army, c.target, occ);
    if (!blob || !now.some((x) => x.target === c.target && x.fromBase === c.fromBase)) continue;
    const need = atchaNeed(blob.size, c.fromBase);
    out.push({
      id: `atcha:${c.target}`,
      label: tx('choice.atcha', {
        times: tx('times', { n: sixes }),
        owner: colorName(s, blob.owner),
        place: place(c.target),
        need,
      }),
      style: 'danger',
      action: { kind: 'atcha', target: c.target, fromBase: c.fromBase },
    });
  }
  return out;
}
