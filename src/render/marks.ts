// Things on the board that belong to no token: the lettered ends of the choices now offered
// (with their way drawn as a dark-edged trail) and markers of no seat ("+50", "TIE").
import type { Canvas, CanvasRenderingContext2D } from 'canvas';
import type { Mark } from '../engine/types';
import type { DrawnToken as Token } from './contract';
import type { DrawnMarker as Marker } from './contract';
import { drawText } from './sprites';
import { textWidth } from './measure';
import { LIGHT } from './color';
import { CONDENSED, font } from './fonts';
import type { Geometry, SpaceGeo } from './geometry';
import { markerSpot, tokenDiscs, type Disc } from './placement';
import { circlePath } from './shapes';
import { drawPill, PILL_MAX, restoreSpace, tagPx } from './tokens';

/**
 * The trail of an offered way: a white core with dark edges, so it shows on a light road (The
 * Bionic Woman's cream roads) as on a dark board, and is never taken for the last move (magenta).
 */
export const MARK_PATH = '#ffffff';
export const MARK_EDGE = '#111111';
export const MARK_FILL = '#111111';
export const MARKER_FILL = '#e0b000';

/**
 * The ways to the marked spaces, under the tokens. As with the last move's trail, the
 * spaces are copied back from the static layer so the way never runs through printed words.
 */
export function drawMarkPaths(ctx: CanvasRenderingContext2D, geo: Geometry, board: Canvas, marks: readonly Mark[]): void {
  const covered = new Set<SpaceGeo>();
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const m of marks) {
    const ids = [...(m.path ?? [])];
    if (ids.length === 0) continue;
    if (ids[ids.length - 1] !== m.space) ids.push(m.space);
    const pts = ids.map((id) => geo.spaces.get(id)).filter((s): s is SpaceGeo => s !== undefined);
    if (pts.length < 2) continue;
    ctx.beginPath();
    pts.forEach((s, i) => (i === 0 ? ctx.moveTo(s.x, s.y) : ctx.lineTo(s.x, s.y)));
    ctx.strokeStyle = MARK_EDGE;
    ctx.lineWidth = Math.max(8, geo.cell * 0.18);
    ctx.stroke();
    ctx.strokeStyle = MARK_PATH;
    ctx.lineWidth = Math.max(4, geo.cell * 0.1);
    ctx.stroke();
    for (const s of pts) covered.add(s);
  }
  for (const s of covered) restoreSpace(ctx, board, s);
  ctx.restore();
}

/** Where a mark's letter sits on `s`: as the board's `marks` says (engine/board.ts), never past the picture's edge. */
export function markCentre(geo: Geometry, s: SpaceGeo): { x: number; y: number; r: number } {
  const r = Math.max(13, Math.min(18, geo.cell * 0.3));
  let [x, y] = [s.x, s.y];
  const at = geo.board.marks ?? 'corner';
  if (at === 'corner') {
    // On the top-right corner, clear of the space's label and of a token in its middle.
    const off = s.shape === 'circle' ? (s.size / 2) * Math.SQRT1_2 : s.size / 2 - 2;
    [x, y] = [s.x + off, s.y - off];
  } else if (at === 'inside') {
    // Just off the space on the side facing the board's middle: its name and markers stay clear.
    const [dx, dy] = [geo.width / 2 - s.x, geo.boardHeight / 2 - s.y];
    const reach = s.size / 2 + r + 2;
    const ux = Math.abs(dx) >= Math.abs(dy) * 0.5 ? Math.sign(dx) : 0;
    const uy = Math.abs(dy) >= Math.abs(dx) * 0.5 ? Math.sign(dy) : 0;
    [x, y] = [s.x + ux * reach, s.y + uy * reach];
  }
  x = Math.min(geo.width - r - 1, Math.max(r + 1, x));
  y = Math.min(geo.boardHeight - r - 1, Math.max(r + 1, y));
  return { x, y, r };
}

/** Room a piece's outline, heading chevron and initial take past its disc. */
const PIECE_RIM = 4;

/**
 * Where a mark's letter sits when pieces stand on its space: just off them, never over one
 * (first toward the usual corner, then round the space), inside the picture.
 */
export function letterClearOf(
  geo: Geometry,
  s: SpaceGeo,
  at: { x: number; y: number; r: number },
  discs: ReadonlyMap<string, readonly Disc[]>,
): { x: number; y: number; r: number } {
  const all = [...discs.values()].flat();
  const hits = (x: number, y: number) => all.some((d) => Math.hypot(d.x - x, d.y - y) < d.r + PIECE_RIM + at.r);
  if (!hits(at.x, at.y)) return at;
  const mine = discs.get(s.id) ?? [];
  const reach = Math.max(s.size / 2, ...mine.map((d) => Math.hypot(d.x - s.x, d.y - s.y) + d.r + PIECE_RIM)) + at.r + 2;
  const inside = (x: number, y: number) =>
    x >= at.r + 1 && y >= at.r + 1 && x <= geo.width - at.r - 1 && y <= geo.boardHeight - at.r - 1;
  for (const deg of [-45, -90, 0, -135, 45, 180, 135, 90]) {
    const a = (deg * Math.PI) / 180;
    for (const far of [reach, reach + at.r]) {
      const [x, y] = [s.x + Math.cos(a) * far, s.y + Math.sin(a) * far];
      if (inside(x, y) && !hits(x, y)) return { x, y, r: at.r };
    }
  }
  return at;
}

/** The letters, over the tokens and clear of them: a piece standing on an offered end is never hidden. */
export function drawMarkLetters(
  ctx: CanvasRenderingContext2D,
  geo: Geometry,
  marks: readonly Mark[],
  tokens: readonly Token[] = [],
): void {
  const discs = tokenDiscs(geo, tokens);
  for (const m of marks) {
    const s = geo.spaces.get(m.space);
    if (!s) continue; // a picture must never block a turn
    const { x, y, r } = letterClearOf(geo, s, markCentre(geo, s), discs);
    circlePath(ctx, x, y, r);
    ctx.fillStyle = MARK_FILL;
    ctx.fill();
    ctx.strokeStyle = LIGHT;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.font = font(Math.round(r * 1.25), true);
    ctx.fillStyle = LIGHT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    drawText(ctx, m.letter.slice(0, 2), x, y + 1, r * 1.7);
  }
}

/**
 * Markers, several side by side: along the bottom edge of their space, or its top-right corner
 * (board.markers), or beside the tokens standing there (placement.ts markerSpot), never over a piece.
 */
export function drawMarkers(
  ctx: CanvasRenderingContext2D,
  geo: Geometry,
  markers: readonly Marker[],
  tokens: readonly Token[] = [],
): void {
  const bySpace = new Map<string, Marker[]>();
  for (const m of markers) if (geo.spaces.has(m.space)) bySpace.set(m.space, [...(bySpace.get(m.space) ?? []), m]);
  // Only the spaces with markers: placing a fan beside a space's words costs a few milliseconds.
  const discs = tokenDiscs(
    geo,
    tokens.filter((t) => bySpace.has(t.space)),
  );
  for (const [id, list] of bySpace) {
    const s = geo.spaces.get(id)!;
    const px = tagPx(geo);
    const widths = list.map((m) => pillWidth(ctx, m.label, px));
    const total = widths.reduce((a, b) => a + b, 0) + 4 * (list.length - 1);
    const h = px + 8;
    // A corner board keeps its markers clear of the square's name, unless a piece stands there.
    const corner = geo.board.markers === 'corner' && !discs.has(id);
    const at = corner
      ? {
          x: Math.min(geo.width - total / 2 - 2, s.x + s.size / 2 - total / 2 + 2),
          y: Math.max(h / 2 + 1, s.y - s.size / 2 + h / 2 - 2),
        }
      : markerSpot(geo, s, total, h, discs);
    let x = at.x - total / 2;
    const y = at.y;
    list.forEach((m, i) => {
      drawPill(ctx, m.label, x + widths[i] / 2, y, m.color ?? MARKER_FILL, PILL_MAX, px);
      x += widths[i] + 4;
    });
  }
}

function pillWidth(ctx: CanvasRenderingContext2D, label: string, px: number): number {
  ctx.font = font(px, true, CONDENSED);
  return Math.max(px + 8, Math.min(PILL_MAX, textWidth(ctx, label)) + 10);
}
