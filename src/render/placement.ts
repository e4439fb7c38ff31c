// Where the tokens of one space stand. A space whose printed words say what it is (GUARD,
// LAB 1, a corner number) keeps them readable: its tokens stand beside the words, in free
// board room, never on another space's words. A space that only carries a track number
// takes its tokens in the middle (the piece is what matters there).
import type { Box, Geometry, SpaceGeo } from './geometry';
import { boxesOverlap, spaceBox } from './geometry';

export interface FanSlot {
  dx: number;
  dy: number;
  r: number;
}

/**
 * Where `n` tokens sharing one space sit, relative to the fan's centre. Neighbours are spaced
 * so that no token covers another's centre label: every piece stays readable.
 */
export function fanOut(n: number, r: number): FanSlot[] {
  if (n <= 1) return [{ dx: 0, dy: 0, r }];
  const rr = r * (n <= 4 ? 0.85 : 0.75);
  const d = ((n === 2 ? 0.95 : n <= 4 ? 0.8 : 0.9) * rr) / Math.sin(Math.PI / n);
  const start = n === 2 ? Math.PI : n === 4 ? (-3 * Math.PI) / 4 : -Math.PI / 2;
  return Array.from({ length: n }, (_, i) => {
    const a = start + (i * 2 * Math.PI) / n;
    return { dx: d * Math.cos(a), dy: d * Math.sin(a), r: rr };
  });
}

/** A label that is only a track number ("12", "R3") may be covered by the piece standing there. */
const NUMBER_ONLY = /^[A-Z]?\d{1,3}$/i;

/** True when the space's words must stay visible under tokens. */
export function keepsWords(s: SpaceGeo): boolean {
  if (s.number !== undefined) return true;
  if (s.text) return true;
  return s.label !== undefined && !NUMBER_ONLY.test(s.label.trim());
}

const DIRECTIONS = Array.from({ length: 16 }, (_, i) => [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)] as const);

const circleBox = (x: number, y: number, r: number): Box => ({ x: x - r, y: y - r, w: 2 * r, h: 2 * r });

/** The centre of the fan of `n` tokens on `s`. */
export function fanCentre(geo: Geometry, s: SpaceGeo, slots: readonly FanSlot[]): { x: number; y: number } {
  const reach = Math.max(...slots.map((p) => Math.hypot(p.dx, p.dy) + p.r));
  const words = geo.words.get(s.id);
  // A large space (the VAULT, a home) has its words in its upper part and room below them.
  if (s.big && (s.label || s.text)) return { x: s.x, y: s.y + s.size * 0.18 };
  if (!words || !keepsWords(s)) return { x: s.x, y: s.y };
  const others = [...geo.spaces.values()].filter((o) => o !== s);
  const toCentre = [geo.width / 2 - s.x, geo.boardHeight / 2 - s.y];
  const len = Math.hypot(toCentre[0], toCentre[1]) || 1;
  let best: { x: number; y: number; cost: number } | null = null;
  for (const [ux, uy] of DIRECTIONS) {
    // The nearest point along this direction where the fan clears the words.
    let d = 0;
    while (d < s.size + reach && boxesOverlap(circleBox(s.x + ux * d, s.y + uy * d, reach), words, 2)) d += 2;
    const [x, y] = [s.x + ux * d, s.y + uy * d];
    const box = circleBox(x, y, reach);
    if (box.x < 0 || box.y < 0 || box.x + box.w > geo.width || box.y + box.h > geo.boardHeight) continue;
    if (others.some((o) => { const w = geo.words.get(o.id); return w !== undefined && boxesOverlap(box, w, 1); })) continue;
    // Standing on other spaces is allowed but costly; toward the board's middle is a little better.
    const onOthers = others.filter((o) => boxesOverlap(box, spaceBox(o), -2)).length;
    const cost = onOthers * 1000 + d - 4 * ((ux * toCentre[0] + uy * toCentre[1]) / len);
    if (!best || cost < best.cost) best = { x, y, cost };
  }
  return best ?? { x: s.x, y: s.y };
}
