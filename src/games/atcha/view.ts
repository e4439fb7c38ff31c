// What everybody may see (Atcha! has no secrets): the view, the picture's tokens, status lines,
// the outcome, and each seat's colour.
import type { Writable } from '../../engine/readonly';
import { tx, type Text } from '../../engine/text';
import type { Outcome, Scene, Token } from '../../engine/types';
import { BASE, COLORS, HOME, PIECES, place } from './board';
import { allHome, armyOf, colorName, partnerOf, route, seeksWith, seatName } from './sides';
import type { AtchaAwait, AtchaState } from './state';
import { withPieces } from './state';

export interface AtchaView extends AtchaState {
  readonly viewer: number | null;
  /** Whose pieces the viewer moves on their turns (own, or the partner's once WITH); null for none. */
  readonly moves: number | null;
}

export function view(s: AtchaState, viewer: number | null): AtchaView {
  let moves: number | null = null;
  if (viewer !== null && !s.resigned[viewer]) {
    if (s.with[viewer]) moves = armyOf(s, viewer);
    else if (!allHome(s, viewer)) moves = viewer;
  }
  // Atcha! has no secrets and nobody changes a view: the state's own fields are shared
  // (spelt out: a spread costs more than the whole AI on a simple turn).
  const v = withPieces(s, s.pieces) as Writable<AtchaView>;
  v.viewer = viewer;
  v.moves = moves;
  return v;
}

export function scene(s: AtchaState): Scene {
  const tokens: Token[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.resigned[seat]) continue;
    const c = COLORS[s.color[seat]];
    const bySquare = new Map<string, number[]>();
    s.pieces[seat].forEach((pos, piece) => {
      // Pieces in base sit on their own base slot; the rest stack per square.
      const sq = pos === BASE ? c.base[piece] : route(s, seat)[pos];
      bySquare.set(sq, [...(bySquare.get(sq) ?? []), piece]);
    });
    for (const [space, pieces] of bySquare) {
      const label = pieceLabel(pieces);
      tokens.push(pieces.length > 1 ? { seat, space, label, stacked: true } : { seat, space, label });
    }
  }
  const notes: Text[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const p = partnerOf(s, seat);
    if (s.with[seat] && p !== null) notes.push(tx('note.with', { color: colorName(s, seat), partner: colorName(s, p) }));
  }
  if (s.await.kind === 'atcha') notes.push(atchaLine(s, s.await));
  // The throw's dice stay in the caption until each is used.
  const left = s.await.kind === 'use' ? s.await.left : [];
  const chance = left.map((value) => ({ kind: 'die' as const, value, sides: 6 }));
  return { tokens, highlight: [...s.lastPath], notes: notes.slice(0, 2), ...(chance.length > 0 ? { chance } : {}) };
}

/**
 * What a disc says. A lone piece shows its number on its colour ("1" on red is Red 1), never a
 * square's name like R1; a blob of two names both ("2·3": Red 2 and Red 3). A bare number is
 * always a piece: a blob of three or four (too many numbers for a disc) is counted as "×3".
 */
export function pieceLabel(pieces: readonly number[]): string {
  if (pieces.length > 2) return `×${pieces.length}`;
  return [...pieces]
    .sort((a, b) => a - b)
    .map((p) => String(p + 1))
    .join('·');
}

function atchaLine(s: AtchaState, a: AtchaAwait): Text {
  return tx('note.atcha', { owner: colorName(s, a.owner), place: place(a.target), count: a.count, need: a.need });
}

export function status(s: AtchaState): Text[] {
  const lines: Text[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const ps = s.pieces[seat];
    const base = ps.filter((p) => p === BASE).length;
    const home = ps.filter((p) => p === HOME).length;
    const key = s.resigned[seat] ? 'status.resigned' : s.with[seat] ? 'status.with' : 'status.line';
    lines.push(tx(key, { who: seatName(seat), base, out: PIECES - base - home, home }));
  }
  if (s.seats === 4) lines.push(tx('status.partners', { a: seatName(0), b: seatName(2), c: seatName(1), d: seatName(3) }));
  if (s.await.kind === 'atcha') lines.push(atchaLine(s, s.await));
  // After the end, the outcome is the platform's line to say (once): nothing more here.
  if (s.end) return lines;
  if (seeksWith(s, s.turn)) lines.push(tx('status.throws-with', { who: seatName(s.turn) }));
  else if (s.await.kind === 'use') lines.push(tx('status.to-use', { who: seatName(s.turn), left: s.await.left.join(' + ') }));
  return lines;
}

export function outcome(s: AtchaState): Outcome | null {
  return s.end ? { winners: [...s.end.winners], text: s.end.text } : null;
}

/**
 * Role and colour of each seat of this game. With two players seat 1 plays Yellow (opposite
 * Red), which the static `roles`/`colors` (indexed by seat, made for four) cannot say.
 */
export function paint(s: AtchaState): Array<{ role: Text; color: string }> {
  return s.color.map((c, seat) => ({ role: colorName(s, seat), color: COLORS[c].css }));
}
