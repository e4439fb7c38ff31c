// Die faces with pips, so a roll reads at a glance.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Chance } from '../engine/chance';
import { DARK, inkOn, LIGHT } from './color';
import { drawShape, drawText } from './sprites';
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

/**
 * The dice a game names by colour ("guard (red) v Face (green)"), drawn in that colour: each is
 * at least 3:1 against the dark caption and holds white pips at 3:1 or more.
 */
export const DIE_FILLS: Readonly<Record<string, string>> = { red: '#e53935', green: '#2e9e44' };

/** The fill of a result's die: its named colour, else white. */
export function dieColor(c: Chance): string {
  return (typeof c.color === 'string' && DIE_FILLS[c.color]) || LIGHT;
}

export function drawDie(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  value: number,
  fill: string = LIGHT,
): void {
  const pips = PIPS[value];
  if (pips) {
    // A die is a shape of its own: drawn once per size, value and colour (its rim reaches 1 px out).
    const half = size / 2;
    drawShape(ctx, `die\u0000${size}\u0000${value}\u0000${fill}`, x + half, y + half, half + 2, (s, cx, cy) =>
      drawDieFace(s, cx - half, cy - half, size, fill, pips),
    );
    return;
  }
  drawDieFace(ctx, x, y, size, fill, null);
  // Not a six-sided value (a spinner, a total): print the number instead.
  ctx.font = font(Math.max(MIN_TEXT, size * 0.5), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  drawText(ctx, String(value), x + size / 2, y + size / 2 + 1);
}

function drawDieFace(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  fill: string,
  pips: ReadonlyArray<readonly [number, number]> | null,
): void {
  roundRectPath(ctx, x, y, size, size, size * 0.18);
  ctx.fillStyle = fill;
  ctx.fill();
  // A coloured die keeps a light rim: it stands out on the dark caption as a white die does.
  ctx.strokeStyle = fill === LIGHT ? DARK : LIGHT;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.fillStyle = inkOn(fill);
  for (const [px, py] of pips ?? []) {
    circlePath(ctx, x + px * size, y + py * size, size * 0.095);
    ctx.fill();
  }
}
