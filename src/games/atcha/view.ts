// What everybody may see (Atcha! has no secrets): the view, the picture's tokens, status lines,
// the outcome, and each seat's colour.
import type { Outcome, Scene, Token } from '../../engine/types';
import { BASE, COLORS, HOME, PIECES, spaceLabel } from './board';
import { allHome, armyOf, colorName, partnerOf, route, seeksWith, seatName } from './sides';
import type { AtchaAwait, AtchaState } from './state';
import { withPieces } from './state';

export interface AtchaView extends AtchaState {
  viewer: number | null;
  /** Whose pieces the viewer moves on their turns (own, or the partner's once WITH); null for none. */
  moves: number | null;
}

export function view(s: AtchaState, viewer: number | null): AtchaView {
  let moves: number | null = null;
  if (viewer !== null && !s.resigned[viewer]) {
    if (s.with[viewer]) moves = armyOf(s, viewer);
    else if (!allHome(s, viewer)) moves = viewer;
  }
  // Atcha! has no secrets and nobody changes a view: the state's own fields are shared
  // (spelt out: a spread costs more than the whole AI on a simple turn).
  const v = withPieces(s, s.pieces) as AtchaView;
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
      const count = pieces.length;
      // A piece shows its number on its colour ("1" on red is Red 1): never a square's name like R1.
      const label = count > 1 ? String(count) : String(pieces[0] + 1);
      tokens.push(count > 1 ? { seat, space, label, stacked: true } : { seat, space, label });
    }
  }
  const notes: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const p = partnerOf(s, seat);
    if (s.with[seat] && p !== null) notes.push(`${colorName(s, seat)} is WITH (moves ${colorName(s, p)})`);
  }
  if (s.await.kind === 'atcha') notes.push(atchaLine(s, s.await));
  // The throw's dice stay in the caption until each is used.
  const left = s.await.kind === 'use' ? s.await.left : [];
  const chance = left.map((value) => ({ kind: 'die' as const, value, sides: 6 }));
  return { tokens, highlight: [...s.lastPath], notes: notes.slice(0, 2), ...(chance.length > 0 ? { chance } : {}) };
}

function atchaLine(s: AtchaState, a: AtchaAwait): string {
  return `ATCHA on the ${colorName(s, a.owner)} blob at ${spaceLabel(a.target)}: ${a.count} of ${a.need} sixes`;
}

export function status(s: AtchaState): string[] {
  const lines: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const ps = s.pieces[seat];
    const base = ps.filter((p) => p === BASE).length;
    const home = ps.filter((p) => p === HOME).length;
    const extra = s.resigned[seat] ? ' (resigned)' : s.with[seat] ? ' (WITH)' : '';
    lines.push(`${seatName(s, seat)}: ${base} in base, ${PIECES - base - home} out, ${home} home${extra}`);
  }
  if (s.seats === 4) lines.push(`Partners: ${colorName(s, 0)} & ${colorName(s, 2)} v ${colorName(s, 1)} & ${colorName(s, 3)}`);
  if (s.await.kind === 'atcha') lines.push(atchaLine(s, s.await));
  if (s.end) lines.push(s.end.text);
  else if (seeksWith(s, s.turn)) lines.push(`${seatName(s, s.turn)} throws for WITH`);
  else if (s.await.kind === 'use') lines.push(`${seatName(s, s.turn)} has ${s.await.left.join(' + ')} to use`);
  return lines;
}

export function outcome(s: AtchaState): Outcome | null {
  return s.end ? { winners: [...s.end.winners], text: s.end.text } : null;
}

/**
 * Role and colour of each seat of this game. With two players seat 1 plays Yellow (opposite
 * Red), which the static `roles`/`colors` (indexed by seat, made for four) cannot say.
 */
export function paint(s: AtchaState): Array<{ role: string; color: string }> {
  return s.color.map((c) => ({ role: COLORS[c].name, color: COLORS[c].css }));
}
