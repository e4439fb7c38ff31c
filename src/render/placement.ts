// Where the tokens of one space stand. A space whose printed words say what it is (GUARD,
// LAB 1, a corner number) keeps them readable: its tokens stand beside the words, in free
// board room, never on another space's words. A space that only carries a track number
// takes its tokens in the middle (the piece is what matters there).
import type { Box, Geometry, SpaceGeo } from './geometry';
import { spaceBox } from './geometry';

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
  if (s.cover) return false;
  if (s.number !== undefined) return true;
  if (s.text) return true;
  return s.label !== undefined && !NUMBER_ONLY.test(s.label.trim());
}

const DIRECTIONS = Array.from({ length: 16 }, (_, i) => [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)] as const);

/** True when the disc (x, y, r) comes within `pad` of the box. */
export function discHitsBox(x: number, y: number, r: number, b: Box, pad = 0): boolean {
  const nx = Math.max(b.x, Math.min(x, b.x + b.w));
  const ny = Math.max(b.y, Math.min(y, b.y + b.h));
  return Math.hypot(x - nx, y - ny) < r + pad;
}

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
  const clear = (x: number, y: number): boolean => {
    if (discHitsBox(x, y, reach, words, 4)) return false;
    if (x - reach - 2 < 0 || y - reach - 2 < 0 || x + reach + 2 > geo.width || y + reach + 2 > geo.boardHeight) return false;
    return !others.some((o) => {
      const w = geo.words.get(o.id);
      return w !== undefined && discHitsBox(x, y, reach, w, 2);
    });
  };
  for (const [ux, uy] of DIRECTIONS) {
    // The nearest point along this direction where the fan clears every space's words.
    let d = 0;
    while (d <= s.size / 2 + 2 * reach && !clear(s.x + ux * d, s.y + uy * d)) d += 2;
    const [x, y] = [s.x + ux * d, s.y + uy * d];
    if (!clear(x, y)) continue;
    // Standing on other spaces is allowed but costly; toward the board's middle is a little better.
    const onOthers = others.filter((o) => discHitsBox(x, y, reach, spaceBox(o), -2)).length;
    const cost = onOthers * 1000 + d - 30 * ((ux * toCentre[0] + uy * toCentre[1]) / len);
    if (!best || cost < best.cost) best = { x, y, cost };
  }
  return best ?? { x: s.x, y: s.y };
}
