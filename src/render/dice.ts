// Die faces with pips, so a roll reads at a glance.
import type { CanvasRenderingContext2D } from 'canvas';
import { DARK, LIGHT } from './color';
import { font, MIN_TEXT } from './fonts';
import { circlePath, roundRectPath } from './shapes';

/** Pip positions on a unit face (0..1), per value. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  6: [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
};

export function drawDie(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, value: number): void {
  roundRectPath(ctx, x, y, size, size, size * 0.18);
  ctx.fillStyle = LIGHT;
  ctx.fill();
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 2;
  ctx.stroke();
  const pips = PIPS[value];
  ctx.fillStyle = DARK;
  if (pips) {
    for (const [px, py] of pips) {
      circlePath(ctx, x + px * size, y + py * size, size * 0.095);
      ctx.fill();
    }
    return;
  }
  // Not a six-sided value (a spinner, a total): print the number instead.
  ctx.font = font(Math.max(MIN_TEXT, size * 0.5), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(value), x + size / 2, y + size / 2 + 1);
}
