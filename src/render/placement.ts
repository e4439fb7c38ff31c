// Where the tokens of one space stand. A space whose printed words say what it is (GUARD,
// LAB 1, a corner number) keeps them readable: its tokens stand beside the words, in free
// board room, never on another space's words. A space that only carries a track number
// takes its tokens in the middle (the piece is what matters there).
import type { Box, Geometry, SpaceGeo } from './geometry';
import { spaceBox } from './geometry';
import { MIN_TEXT } from './fonts';
import { seatShape } from '../engine/palette';
import { shapeReach } from './shapes';

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

/** Room between two pieces standing apart. */
const APART_GAP = 4;

/**
 * Tokens that never overlap (a space marked `apart`): rows of at most ceil(sqrt(n)) pieces,
 * centres spaced by the widest shape's width and a gap, each row centred. `reach`: how far each
 * piece's shape goes beyond its radius.
 */
export function fanApart(n: number, r: number, reach: readonly number[] = []): FanSlot[] {
  if (n <= 1) return [{ dx: 0, dy: 0, r }];
  // Full size: a count such as 12 must still fit a triangle.
  const rr = r;
  const step = 2 * rr * Math.max(1, ...reach.slice(0, n)) + APART_GAP;
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / cols);
    const inRow = row < rows - 1 ? cols : n - cols * (rows - 1);
    const col = i % cols;
    return { dx: (col - (inRow - 1) / 2) * step, dy: (row - (rows - 1) / 2) * step, r: rr };
  });
}

/** The slots of the tokens on `s` (in seat order), each with its shape's `reach`. */
export function slotsOn(geo: Geometry, s: SpaceGeo, reach: readonly number[]): FanSlot[] {
  if (s.apart) return fanApart(reach.length, geo.tokenRadius, reach);
  return fitFan(geo, s, fanOut(reach.length, geo.tokenRadius), reach);
}

/** The smallest radius a fitted piece keeps: its number still reads at the minimum text size. */
const MIN_FITTED_R = MIN_TEXT * 0.8;

/**
 * Several pieces standing in the middle of a square (an Atcha! mixey) stay inside it: two go
 * corner to corner, and the fan shrinks until it fits, but no piece under MIN_FITTED_R. Other
 * fans (beside a space's words, on a large space, on a circle) are left as they are.
 */
export function fitFan(geo: Geometry, s: SpaceGeo, slots: readonly FanSlot[], reach: readonly number[] = []): FanSlot[] {
  const centred = !s.big && !(geo.words.get(s.id) && keepsWords(s, geo.tokenRadius));
  if (slots.length < 2 || s.shape !== 'square' || !centred) return [...slots];
  const turned =
    slots.length === 2
      ? slots.map((p) => ({ ...p, dx: (p.dx - p.dy) * Math.SQRT1_2, dy: (p.dx + p.dy) * Math.SQRT1_2 }))
      : [...slots];
  // `reach`: how far each piece's shape goes beyond its radius (a triangle is wider than a disc).
  // A wider shape gives up part of its radius, so that a mixey's two pieces look about alike.
  const eff = turned.map((_, i) => Math.sqrt(Math.max(1, reach[i] ?? 1)));
  const extent = Math.max(...turned.map((p, i) => Math.max(Math.abs(p.dx), Math.abs(p.dy)) + p.r * eff[i]));
  // Inside the square, with the outline stroke (3.5 px) and its edge pixels.
  const room = s.size / 2 - 3;
  // The floor holds for the widest shape's reach, so a mixey with a triangle still fits.
  const k = Math.min(1, Math.max(MIN_FITTED_R / (turned[0].r * Math.max(...eff)), room / extent));
  return turned.map((p, i) => ({ dx: p.dx * k, dy: p.dy * k, r: (p.r * k) / eff[i] }));
}

/** A label that is only a track number ("12", "R3") may be covered by the piece standing there. */
const NUMBER_ONLY = /^[A-Z]?\d{1,3}$/i;

/**
 * True when the space's words must stay visible under tokens. A space smaller than the piece
 * standing on it (radius `tokenRadius`, with its rim) has no room beside its words: its piece
 * stands on it, and its fill says what it is (Atcha!'s four HOME squares, whose pieces would
 * otherwise all go to the board's middle, one heap hiding another), as does a space the board
 * says its piece covers (`cover`).
 */
export function keepsWords(s: SpaceGeo, tokenRadius = 0): boolean {
  if (s.cover) return false;
  if (!s.big && s.size < 2 * tokenRadius + 8) return false;
  if (s.number !== undefined) return true;
  if (s.text) return true;
  return s.label !== undefined && !NUMBER_ONLY.test(s.label.trim());
}

const DIRECTIONS = Array.from({ length: 16 }, (_, i) => [Math.cos((i * Math.PI) / 8), Math.sin((i * Math.PI) / 8)] as const);
const AXES = DIRECTIONS.filter((_, i) => i % 4 === 0);

/** True when the disc (x, y, r) comes within `pad` of the box. */
export function discHitsBox(x: number, y: number, r: number, b: Box, pad = 0): boolean {
  const nx = Math.max(b.x, Math.min(x, b.x + b.w));
  const ny = Math.max(b.y, Math.min(y, b.y + b.h));
  return Math.hypot(x - nx, y - ny) < r + pad;
}

/** The centre of the fan of `n` tokens on `s`. */
export function fanCentre(
  geo: Geometry,
  s: SpaceGeo,
  slots: readonly FanSlot[],
  shapeReach: readonly number[] = [],
): { x: number; y: number } {
  // A fan apart (`shapeReach` given) is checked piece by piece, each to its shape's reach (a
  // triangle reaches beyond its radius); another fan as one disc around it all.
  const reach = Math.max(...slots.map((p, i) => Math.hypot(p.dx, p.dy) + p.r * Math.max(1, shapeReach[i] ?? 1)));
  const parts: Disc[] = shapeReach.length
    ? slots.map((p, i) => ({ x: p.dx, y: p.dy, r: p.r * Math.max(1, shapeReach[i] ?? 1) }))
    : [{ x: 0, y: 0, r: reach }];
  const words = geo.words.get(s.id);
  // A large space (the VAULT, a home) has its words in its upper part and room below them.
  // A fan apart there starts just below its words (several rows would reach up over them).
  if (s.big && (s.label || s.text)) {
    if (!shapeReach.length || !words) return { x: s.x, y: s.y + s.size * 0.18 };
    return { x: s.x, y: words.y + words.h + 4 + Math.max(...parts.map((d) => d.r - d.y)) };
  }
  if (!words || !keepsWords(s, geo.tokenRadius)) return { x: s.x, y: s.y };
  const others = [...geo.spaces.values()].filter((o) => o !== s);
  const toCentre = [geo.width / 2 - s.x, geo.boardHeight / 2 - s.y];
  const len = Math.hypot(toCentre[0], toCentre[1]) || 1;
  let best: { x: number; y: number; cost: number } | null = null;
  const hits = (x: number, y: number, b: Box, pad: number) => parts.some((d) => discHitsBox(x + d.x, y + d.y, d.r, b, pad));
  const clear = (x: number, y: number): boolean => {
    if (hits(x, y, words, 4)) return false;
    const out = (d: Disc) =>
      x + d.x - d.r - 2 < 0 || y + d.y - d.r - 2 < 0 || x + d.x + d.r + 2 > geo.width || y + d.y + d.r + 2 > geo.boardHeight;
    if (parts.some(out)) return false;
    return !others.some((o) => {
      const w = geo.words.get(o.id);
      return w !== undefined && hits(x, y, w, 2);
    });
  };
  // Straight out from the space's middle first (below, above, beside its words): the fan stays
  // on the space's own row or column and never reads as standing between two spaces. Only when
  // no such spot is clear does it go out at an angle.
  for (const directions of [AXES, DIRECTIONS]) {
    for (const [ux, uy] of directions) {
      // The nearest point along this direction where the fan clears every space's words.
      let d = 0;
      while (d <= s.size / 2 + 3 * reach && !clear(s.x + ux * d, s.y + uy * d)) d += 2;
      const [x, y] = [s.x + ux * d, s.y + uy * d];
      if (!clear(x, y)) continue;
      // Standing on other spaces is allowed but costly; toward the board's middle is a little better.
      const onOthers = others.filter((o) => hits(x, y, spaceBox(o), -2)).length;
      const cost = onOthers * 1000 + d - 30 * ((ux * toCentre[0] + uy * toCentre[1]) / len);
      if (!best || cost < best.cost) best = { x, y, cost };
    }
    if (best && best.cost < 1000) break;
  }
  return best ?? { x: s.x, y: s.y };
}

/** A token as drawn: where it stands and its radius. */
export interface Disc {
  x: number;
  y: number;
  r: number;
}

/** How far to move centres `cs` (radius r) so that all lie within [0, limit]. */
export function shiftInside(cs: readonly number[], r: number, limit: number): number {
  const lo = Math.min(...cs) - r - 2;
  const hi = Math.max(...cs) + r + 2;
  if (lo < 0) return -lo;
  if (hi > limit) return limit - hi;
  return 0;
}

/**
 * Where a space's fan stands: its slots (pieces in seat order, `reach` their shapes) around a
 * centre, the whole fan moved inside the picture when near its edge, keeping its spacing.
 * `x, y`: the shifted centre; `centre`: before the shift (drawTokens frames a small space there).
 */
export function placeFan(geo: Geometry, s: SpaceGeo, reach: readonly number[]): PlacedFan {
  // The same pieces on the same space stand where they stood in the last picture: the search
  // for a spot clear of every space's words (half a millisecond a picture in Action Man) runs
  // once per space and set of shapes. Keyed on the words found so far too, so that a fan placed
  // before the static layer filled them in is placed again after.
  let known = fans.get(geo);
  if (!known) fans.set(geo, (known = new Map()));
  const key = `${s.id}\u0000${reach.join(',')}\u0000${geo.words.size}`;
  let fan = known.get(key);
  if (!fan) known.set(key, (fan = placeFanAnew(geo, s, reach)));
  return fan;
}

type PlacedFan = Readonly<{ slots: readonly FanSlot[]; centre: { x: number; y: number }; x: number; y: number }>;

const fans = new WeakMap<Geometry, Map<string, PlacedFan>>();

function placeFanAnew(geo: Geometry, s: SpaceGeo, reach: readonly number[]): PlacedFan {
  const slots = slotsOn(geo, s, reach);
  const centre = fanCentre(geo, s, slots, s.apart ? reach : []);
  const sx = shiftInside(
    slots.map((p) => centre.x + p.dx),
    slots[0].r,
    geo.width,
  );
  const sy = shiftInside(
    slots.map((p) => centre.y + p.dy),
    slots[0].r,
    geo.boardHeight,
  );
  return { slots, centre, x: centre.x + sx, y: centre.y + sy };
}

/** Where the tokens of each space stand, as drawTokens places them (by seat, fanned, kept inside the picture). */
export function tokenDiscs(geo: Geometry, tokens: ReadonlyArray<{ seat: number; space: string }>): Map<string, Disc[]> {
  const seats = new Map<string, number[]>();
  for (const t of tokens) if (geo.spaces.has(t.space)) seats.set(t.space, [...(seats.get(t.space) ?? []), t.seat]);
  const out = new Map<string, Disc[]>();
  for (const [id, list] of seats) {
    const s = geo.spaces.get(id)!;
    const reach = [...list].sort((a, b) => a - b).map((seat) => shapeReach(seatShape(seat)));
    const { slots, x, y } = placeFan(geo, s, reach);
    out.set(
      id,
      slots.map((p) => ({ x: x + p.dx, y: y + p.dy, r: p.r })),
    );
  }
  return out;
}

/** The box a token covers with its outline, its heading chevron and its badge (the formula's F) around it. */
const discBox = (d: Disc): Box => ({ x: d.x - d.r - 14, y: d.y - d.r - 14, w: 2 * d.r + 28, h: 2 * d.r + 28 });

const boxesMeet = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The centre of a row of markers (w by h) about space `s`. With no token there, along the
 * space's bottom edge; beside its tokens otherwise (HELD next to the held piece), never over a
 * token, its initial or its badge, and off every space's words when there is room.
 */
export function markerSpot(
  geo: Geometry,
  s: SpaceGeo,
  w: number,
  h: number,
  discs: ReadonlyMap<string, readonly Disc[]>,
): { x: number; y: number } {
  const fit = (x: number, y: number) => ({
    x: Math.min(geo.width - w / 2 - 2, Math.max(w / 2 + 2, x)),
    y: Math.min(geo.boardHeight - h / 2 - 2, Math.max(h / 2 + 2, y)),
  });
  const mine = discs.get(s.id) ?? [];
  if (mine.length === 0) return fit(s.x, s.y + s.size / 2 - 4);
  const fan = mine.map(discBox).reduce((a, b) => {
    const x = Math.min(a.x, b.x);
    const y = Math.min(a.y, b.y);
    return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
  });
  const [cx, cy] = [fan.x + fan.w / 2, fan.y + fan.h / 2];
  const gap = 2;
  const candidates = [
    { x: cx, y: fan.y + fan.h + gap + h / 2 },
    { x: cx, y: fan.y - gap - h / 2 },
    { x: fan.x + fan.w + gap + w / 2, y: cy },
    { x: fan.x - gap - w / 2, y: cy },
  ].map((p) => fit(p.x, p.y));
  const all = [...discs.values()].flat().map(discBox);
  const words = [...geo.words.values()];
  const cost = (p: { x: number; y: number }): number => {
    const box = { x: p.x - w / 2, y: p.y - h / 2, w, h };
    return all.filter((b) => boxesMeet(box, b)).length * 100 + words.filter((b) => boxesMeet(box, b)).length;
  };
  return candidates.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}
