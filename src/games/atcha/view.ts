// What everybody may see (Atcha! has no secrets): the view, the picture's tokens, status lines.
import type { Scene, Token } from '../../engine/types';
import { BASE, COLOURS, HOME, PIECES, spaceLabel } from './board';
import { allHome, armyOf, colourName, partnerOf, route, seeksWith, who } from './sides';
import type { AtchaState } from './state';

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
  return { ...structuredClone(s), viewer, moves };
}

export function scene(s: AtchaState): Scene {
  const tokens: Token[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.resigned[seat]) continue;
    const c = COLOURS[s.colour[seat]];
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
      tokens.push(count > 1 ? { seat, space, label, count } : { seat, space, label });
    }
  }
  const notes: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const p = partnerOf(s, seat);
    if (s.with[seat] && p !== null) notes.push(`${colourName(s, seat)} is WITH (moves ${colourName(s, p)})`);
  }
  if (s.atcha) notes.push(atchaLine(s));
  // The throw's dice stay in the caption until each is used.
  const chance = (s.throw?.left ?? []).map((value) => ({ kind: 'die' as const, value, sides: 6 }));
  return { tokens, highlight: [...s.lastPath], notes: notes.slice(0, 2), ...(chance.length > 0 ? { chance } : {}) };
}

function atchaLine(s: AtchaState): string {
  const a = s.atcha!;
  return `ATCHA on the ${colourName(s, a.owner)} blob at ${spaceLabel(a.target)}: ${a.count} of ${a.need} sixes`;
}

export function status(s: AtchaState): string[] {
  const lines: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const ps = s.pieces[seat];
    const base = ps.filter((p) => p === BASE).length;
    const home = ps.filter((p) => p === HOME).length;
    const extra = s.resigned[seat] ? ' (resigned)' : s.with[seat] ? ' (WITH)' : '';
    lines.push(`${who(s, seat)}: ${base} in base, ${PIECES - base - home} out, ${home} home${extra}`);
  }
  if (s.seats === 4) lines.push(`Partners: ${colourName(s, 0)} & ${colourName(s, 2)} v ${colourName(s, 1)} & ${colourName(s, 3)}`);
  if (s.atcha) lines.push(atchaLine(s));
  if (s.end) lines.push(s.end.text);
  else if (seeksWith(s, s.turn)) lines.push(`${who(s, s.turn)} throws for WITH`);
  else if (s.throw) lines.push(`${who(s, s.turn)} has ${s.throw.left.join(' + ')} to use`);
  return lines;
}
