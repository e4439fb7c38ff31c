// The per-turn layer over the static board: the last move's trail, then the tokens.
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import type { DrawnToken as Token } from './contract';
import type { SeatPaint } from './contract';
import { drawShape, drawText, textRecorded } from './sprites';
import { textWidth } from './measure';
import { DARK, inkOn, LIGHT, luminance } from './color';
import { FAMILY, CONDENSED, font, MIN_TEXT } from './fonts';
import { spaceBox, type Geometry, type SpaceGeo } from './geometry';
import { PIECE_OUTLINE, roundRectPath, seatShapePath, shapeGeometry, shapeReach, spacePath } from './shapes';
import { seatShape, type SeatShape } from '../engine/palette';
import { ellipsize, firstFitting, sizesDown } from './textFit';
import { fanOut, placeFan } from './placement';

/** A colour no game uses for seats or spaces, so the last move is never mistaken for a piece. */
export const HIGHLIGHT = '#ff2bd6';
const BADGE_FILL = '#ffd400';
/** Widest text on a tab (markers like "SIDETRACKED" are ellipsized beyond it). */
export const PILL_MAX = 130;
/** Text size of a board's tabs (markers, tags): the board's own, never under the minimum. */
export const tagPx = (geo: Geometry): number => Math.max(MIN_TEXT, (geo.board.tagText ?? 0) * geo.scale);
/** Token colour for a seat index the caller gave no paint for (should not happen). */
const UNKNOWN_SEAT = '#888888';

/**
 * Outlines the spaces of the last move (the last one bolder) and joins them with a trail.
 * The spaces themselves are copied back over the trail from the static layer, so the
 * trail shows only between them and never runs through printed words.
 */
export function drawHighlight(ctx: CanvasRenderingContext2D, geo: Geometry, board: Canvas, ids: readonly string[]): void {
  const path = ids.map((id) => geo.spaces.get(id)).filter((s): s is SpaceGeo => s !== undefined);
  if (path.length === 0) return;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (path.length > 1) {
    ctx.beginPath();
    path.forEach((s, i) => (i === 0 ? ctx.moveTo(s.x, s.y) : ctx.lineTo(s.x, s.y)));
    ctx.strokeStyle = HIGHLIGHT;
    ctx.lineWidth = Math.max(6, geo.cell * 0.14);
    ctx.stroke();
    for (const s of path) restoreSpace(ctx, board, s);
  }
  path.forEach((s, i) => {
    const last = i === path.length - 1;
    spacePath(ctx, s, last ? 3 : 1);
    ctx.strokeStyle = DARK;
    ctx.lineWidth = last ? 8 : 6;
    ctx.stroke();
    ctx.strokeStyle = HIGHLIGHT;
    ctx.lineWidth = last ? 5 : 3;
    ctx.stroke();
  });
  ctx.restore();
}

/** Copies one space (and its printed words) back from the static layer. */
export function restoreSpace(ctx: CanvasRenderingContext2D, board: Canvas, s: SpaceGeo): void {
  const half = Math.ceil(s.size / 2);
  const x = Math.max(0, Math.floor(s.x) - half);
  const y = Math.max(0, Math.floor(s.y) - half);
  const w = Math.min(board.width, Math.floor(s.x) + half + 1) - x;
  const h = Math.min(board.height, Math.floor(s.y) + half + 1) - y;
  if (w > 0 && h > 0) ctx.drawImage(board, x, y, w, h, x, y, w, h);
}

export { fanOut };

export function drawTokens(
  ctx: CanvasRenderingContext2D,
  geo: Geometry,
  tokens: readonly Token[],
  seats: readonly SeatPaint[],
): void {
  const bySpace = new Map<string, Token[]>();
  for (const t of tokens) {
    if (!geo.spaces.has(t.space)) continue; // a picture must never block a turn: skip, do not throw
    const list = bySpace.get(t.space) ?? [];
    list.push(t);
    bySpace.set(t.space, list);
  }
  const placed: Placed[] = [];
  for (const [id, list] of bySpace) {
    const s = geo.spaces.get(id)!;
    const ordered = [...list].sort((a, b) => a.seat - b.seat);
    const reach = ordered.map((t) => shapeReach(paintOf(seats, t.seat).shape));
    const fan = placeFan(geo, s, reach);
    const { slots, centre } = fan;
    // A space smaller than its pieces (Atcha's framed foot square) shows its frame around them.
    if (s.size < 2 * slots[0].r + 4 && centre.x === s.x && centre.y === s.y) drawFrameAround(ctx, s, fan.x, fan.y, slots);
    ordered.forEach((t, i) => {
      const { dx, dy, r } = slots[i];
      const [x, y] = [fan.x + dx, fan.y + dy];
      placed.push({ t, ...paintOf(seats, t.seat), x, y, r, ground: groundUnder(geo, s, x, y, r, reach[i]) });
    });
  }
  // Heading chevrons under the bodies (a neighbour's initials stay readable), badges over
  // them (a neighbour never hides them).
  for (const p of placed) if (p.t.heading) drawHeading(ctx, p.x, p.y, p.r, heading(geo, p.t.heading));
  for (const p of placed) drawTokenBody(ctx, p);
  for (const p of placed) if (p.t.badge) drawPill(ctx, p.t.badge, p.x - p.r * 0.75, p.y - p.r * 0.8, BADGE_FILL);
}

/** The space drawn again, grown to hold its pieces with a margin: its fill and frame stay in sight. */
function drawFrameAround(
  ctx: CanvasRenderingContext2D,
  s: SpaceGeo,
  x: number,
  y: number,
  slots: readonly { dx: number; dy: number; r: number }[],
): void {
  const reach = Math.max(...slots.map((p) => Math.hypot(p.dx, p.dy) + p.r));
  spacePath(ctx, { x, y, size: 2 * reach + 10, shape: s.shape, corner: s.corner });
  ctx.fillStyle = s.fill;
  ctx.fill();
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 3;
  ctx.stroke();
}

interface Placed {
  t: Token;
  color: string;
  shape: SeatShape;
  x: number;
  y: number;
  r: number;
  /** The darkest colour the piece stands on. */
  ground: string;
}

/** The fill at (x, y): the space there (`own` first), else the board's background. */
export function groundAt(geo: Geometry, own: SpaceGeo, x: number, y: number): string {
  const under = (s: SpaceGeo): boolean => {
    if (s.shape === 'circle') return Math.hypot(x - s.x, y - s.y) <= s.size / 2;
    const b = spaceBox(s);
    return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
  };
  if (under(own)) return own.fill;
  for (const s of geo.spaces.values()) if (under(s)) return s.fill;
  return geo.board.background;
}

/**
 * The darkest fill around a piece (just beyond its widest reach, `reach` r): a piece larger
 * than its space, or beside its words, stands partly on what lies around.
 */
export function groundUnder(geo: Geometry, own: SpaceGeo, x: number, y: number, r: number, reach = 1): string {
  const d = r * reach + 3;
  const around = Array.from({ length: 8 }, (_, i) =>
    groundAt(geo, own, x + d * Math.cos((i * Math.PI) / 4), y + d * Math.sin((i * Math.PI) / 4)),
  );
  return around.reduce((a, b) => (luminance(b) < luminance(a) ? b : a));
}

/**
 * The piece's black outline reads on a light ground; on a dark one (Death Star's hyperspace,
 * Control Room) it would vanish, so there the rings swap: white outside, 3:1 or more against
 * the ground, black inside. The piece keeps its size, so it covers nothing more.
 */
export const rimOn = (ground: string): { outer: string; inner: string } =>
  luminance(ground) > 0.179 ? { outer: DARK, inner: LIGHT } : { outer: LIGHT, inner: DARK };

/** A seat's colour and shape; a seat without paint is grey (should not happen), its shape still by index. */
export function paintOf(seats: readonly SeatPaint[], seat: number): { color: string; shape: SeatShape } {
  const p = seats[seat];
  return { color: p?.color ?? UNKNOWN_SEAT, shape: p?.shape ?? seatShape(seat) };
}

function drawTokenBody(ctx: CanvasRenderingContext2D, { t, color, shape, x, y, r, ground }: Placed): void {
  // A stack (an Atcha blob) shows a second piece behind it: one colour, its count as the label.
  if (t.stacked) {
    seatShapePath(ctx, shape, x + r * 0.22, y - r * 0.22, r);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = DARK;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  drawSeatPiece(ctx, shape, color, x, y, r, rimOn(ground));
  const g = shapeGeometry(shape, r);
  drawTokenLabel(ctx, t.label, x, y + g.labelDy, r, g.labelWidth * r, inkOn(color));
}

/**
 * A piece in the seat's shape: black outer ring and white inner ring (swapped on a dark
 * ground, see rimOn), so it stands out on any space colour, and its outline tells the seat
 * without its colour (for players who cannot tell the seat colours apart).
 */
export function drawSeatPiece(
  ctx: CanvasRenderingContext2D,
  shape: SeatShape,
  color: string,
  x: number,
  y: number,
  r: number,
  rim = { outer: DARK, inner: LIGHT },
): void {
  // A triangle's corners reach past r (its centre is its centroid), and the outer rim 1.75 px further.
  drawShape(
    ctx,
    `piece\u0000${shape}\u0000${color}\u0000${r}\u0000${rim.outer}\u0000${rim.inner}`,
    x,
    y,
    1.6 * r + 4,
    (s, cx, cy) => {
      s.save();
      s.lineJoin = 'round';
      seatShapePath(s, shape, cx, cy, r);
      s.fillStyle = color;
      s.fill();
      s.strokeStyle = rim.outer;
      s.lineWidth = PIECE_OUTLINE;
      s.stroke();
      seatShapePath(s, shape, cx, cy, r, 3);
      s.strokeStyle = rim.inner;
      s.lineWidth = 1.5;
      s.stroke();
      s.restore();
    },
  );
}

function drawTokenLabel(
  ctx: CanvasRenderingContext2D,
  label: string,
  x: number,
  y: number,
  r: number,
  max: number,
  ink: string,
): void {
  if (!label) return;
  const measureAt = (px: number, family: string) => {
    ctx.font = font(px, true, family);
    return textWidth(ctx, label);
  };
  const sizes = sizesDown(Math.round(r * 0.95), MIN_TEXT).flatMap((px) => [
    { px, family: FAMILY },
    { px, family: CONDENSED },
  ]);
  const pick = firstFitting(sizes, (c) => measureAt(c.px, c.family) <= max) ?? { px: MIN_TEXT, family: CONDENSED };
  ctx.font = font(pick.px, true, pick.family);
  const text = ellipsize(label, max, (t) => textWidth(ctx, t));
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  drawText(ctx, text, x, y + 1);
}

/** A small tab, e.g. "x2" or "F": bold dark text (`px` high) on a bright fill with a dark rim. */
export function drawPill(
  ctx: CanvasRenderingContext2D,
  text: string,
  cx: number,
  cy: number,
  fill: string,
  maxW = PILL_MAX,
  px = MIN_TEXT,
): void {
  const face = font(px, true, CONDENSED);
  ctx.font = face;
  const shown = ellipsize(text, maxW, (t) => textWidth(ctx, t));
  const h = px + 8;
  const w = Math.max(h, textWidth(ctx, shown) + 10);
  const paint = (s: CanvasRenderingContext2D, x: number, y: number) => {
    s.font = face;
    roundRectPath(s, x - w / 2, y - h / 2, w, h, h / 2);
    s.fillStyle = fill;
    s.fill();
    s.strokeStyle = DARK;
    s.lineWidth = 2;
    s.stroke();
    s.fillStyle = inkOn(fill);
    s.textAlign = 'center';
    s.textBaseline = 'middle';
    drawText(s, shown, x, y + 1);
  };
  // From a sprite (a pill's outline and words cost about 30 µs drawn, and a frame has dozens),
  // unless a test records the words written.
  if (textRecorded(ctx)) paint(ctx, cx, cy);
  else drawShape(ctx, `pill\u0000${face}\u0000${fill}\u0000${shown}`, cx, cy, { across: w / 2 + 2, up: h / 2 + 2 }, paint);
}

/** A chevron on the rim of the token at (x, y), pointing along the unit vector (vx, vy). */
function drawHeading(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, [vx, vy]: [number, number]): void {
  const [px, py] = [-vy, vx];
  // Large enough to read at 400 px: about 7 px from rim to tip and 11 px across there.
  const tip = r + 13;
  const base = r - 4;
  const half = 10;
  ctx.beginPath();
  ctx.moveTo(x + vx * tip, y + vy * tip);
  ctx.lineTo(x + vx * base + px * half, y + vy * base + py * half);
  ctx.lineTo(x + vx * base - px * half, y + vy * base - py * half);
  ctx.closePath();
  ctx.fillStyle = LIGHT;
  ctx.fill();
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** Unit vector of a heading: from the centre of space `from` toward that of `to` (up when they coincide or are unknown). */
export function heading(geo: Geometry, h: { from: string; to: string }): [number, number] {
  const a = geo.spaces.get(h.from);
  const b = geo.spaces.get(h.to);
  if (!a || !b) return [0, -1];
  const v: [number, number] = [b.x - a.x, b.y - a.y];
  const len = Math.hypot(v[0], v[1]);
  return len < 1e-6 ? [0, -1] : [v[0] / len, v[1] / len];
}
