// Small path helpers shared by the layers.
import type { CanvasRenderingContext2D } from 'canvas';

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
  s: { x: number; y: number; size: number; shape: 'square' | 'circle' },
  grow = 0,
): void {
  const half = s.size / 2 + grow;
  if (s.shape === 'circle') circlePath(ctx, s.x, s.y, half);
  else roundRectPath(ctx, s.x - half, s.y - half, half * 2, half * 2, Math.min(6, s.size * 0.1) + grow);
}
