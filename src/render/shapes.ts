// Small path helpers shared by the layers.
import type { CanvasRenderingContext2D } from 'canvas';
import type { SeatShape } from '../engine/palette';

export function roundRectPath(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

export function circlePath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.closePath();
}

/** The outline of a board space, slightly grown by `grow` pixels (for highlights). */
export function spacePath(
  ctx: CanvasRenderingContext2D,
  s: { x: number; y: number; size: number; shape: 'square' | 'circle'; corner?: number },
  grow = 0,
): void {
  const half = s.size / 2 + grow;
  if (s.shape === 'circle') circlePath(ctx, s.x, s.y, half);
  else roundRectPath(ctx, s.x - half, s.y - half, half * 2, half * 2, (s.corner ?? Math.min(6, s.size * 0.1)) + grow);
}

/**
 * The outline of a seat's piece of nominal radius `r` centred on (x, y), drawn `inset` pixels
 * inside (for an inner ring). The shapes have about the area of the disc; the triangle and the
 * diamond reach a little further so that their inner room still holds a label.
 */
export function seatShapePath(ctx: CanvasRenderingContext2D, shape: SeatShape, x: number, y: number, r: number, inset = 0): void {
  const g = shapeGeometry(shape, r);
  const cy = y + g.dy;
  if (shape === 'circle') return circlePath(ctx, x, cy, Math.max(0, g.inradius - inset));
  if (shape === 'square') {
    const h = Math.max(0, g.inradius - inset);
    return roundRectPath(ctx, x - h, cy - h, 2 * h, 2 * h, r * 0.12);
  }
  // A regular polygon: inset moves each edge inward, so the circumradius shrinks in proportion.
  const R = Math.max(0, g.circumradius * (1 - inset / g.inradius));
  const corners = shape === 'triangle' ? 3 : 4;
  ctx.beginPath();
  for (let k = 0; k < corners; k++) {
    const a = -Math.PI / 2 + (2 * Math.PI * k) / corners;
    const px = x + R * Math.cos(a);
    const py = cy + R * Math.sin(a);
    if (k === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

export interface ShapeGeometry {
  /** Radius of the largest circle inside. */
  inradius: number;
  circumradius: number;
  /** The shape's centre below the token's centre (a triangle sits low so its box is centred). */
  dy: number;
  /** Where the label's middle goes, below the token's centre (a triangle's room is low). */
  labelDy: number;
  /** How wide a label may be, as a share of r: two digits ("12") must fit at the minimum size. */
  labelWidth: number;
}

/** The width of a piece's outer (dark or light) outline, centred on its shape's edge. */
export const PIECE_OUTLINE = 3.5;

/**
 * How far a seat's piece of radius `r`, centred on a point, reaches from it in any direction,
 * its outline included: a triangle's lower corners (2 r away) reach furthest.
 */
export function pieceReach(shape: SeatShape, r: number): number {
  const g = shapeGeometry(shape, r);
  const corners = shape === 'triangle' ? 3 : shape === 'circle' ? 0 : 4;
  let far = g.circumradius + Math.abs(g.dy);
  if (corners > 0) {
    far = 0;
    for (let k = 0; k < corners; k++) {
      const a = -Math.PI / 2 + (2 * Math.PI * k) / corners;
      far = Math.max(far, Math.hypot(g.circumradius * Math.cos(a), g.circumradius * Math.sin(a) + g.dy));
    }
  }
  return far + PIECE_OUTLINE / 2;
}

/** How far a seat's shape reaches from its centre along x or y, in token radii (a disc: 1). */
export function shapeReach(shape: SeatShape): number {
  const g = shapeGeometry(shape, 1);
  // A triangle's box: half its side across, its circumradius less the centring shift up and down.
  return shape === 'triangle'
    ? Math.max((g.circumradius * Math.sqrt(3)) / 2, g.circumradius - g.dy)
    : shape === 'square'
      ? g.inradius
      : g.circumradius;
}

export function shapeGeometry(shape: SeatShape, r: number): ShapeGeometry {
  switch (shape) {
    case 'circle':
      return { inradius: r, circumradius: r, dy: 0, labelDy: 0, labelWidth: 1.6 };
    case 'square':
      return { inradius: 0.88 * r, circumradius: 0.88 * Math.SQRT2 * r, dy: 0, labelDy: 0, labelWidth: 1.5 };
    case 'diamond':
      return { inradius: (1.22 * r) / Math.SQRT2, circumradius: 1.22 * r, dy: 0, labelDy: 0, labelWidth: 1.4 };
    case 'triangle':
      // Circumradius 1.75 r, so that its inner circle (0.875 r) holds a label as a disc's does;
      // its box (1.75 r above the centroid, 0.875 r below) centred on the token, the label on the centroid.
      return { inradius: 0.875 * r, circumradius: 1.75 * r, dy: 0.4375 * r, labelDy: 0.4375 * r, labelWidth: 1.2 };
  }
}
