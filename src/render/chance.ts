// The chance results in the caption, each drawn as what it is: a die with pips (the engine's
// die), any other result as its device's picture (a spinner's wheel and band, a symbol with its
// word; see faces.ts). Never a spinner drawn as a die.
import type { CanvasRenderingContext2D } from 'canvas';
import { faceSpec, isDie, writeFace, type Chance, type Device, type Picture } from '../engine/chance';
import { drawDie } from './dice';
import { drawFace, faceSquare, faceWidth } from './faces';

const GAP = 8;

/** A result no given device knows (a picture must never block a turn): its written form on a tile. */
const unknown = (c: Chance): Picture => ({
  tile: true,
  shapes: [{ kind: 'text', at: [0.5, 0.5], text: writeFace(c).slice(0, 3), size: 0.4 }],
});

/** How a result is drawn: null for the engine's die (pips), else its device's picture. */
export function pictureOf(devices: readonly Device[], c: Chance): Picture | null {
  return isDie(c) ? null : (faceSpec(devices, c)?.picture ?? unknown(c));
}

/** Width of one result drawn at `size` (the height of a die). */
function itemWidth(ctx: CanvasRenderingContext2D, p: Picture | null, size: number): number {
  return p ? faceWidth(ctx, p, size) : size;
}

export interface ChanceBox {
  c: Chance;
  /** Its device's picture; null for a die. */
  picture: Picture | null;
  x: number;
  y: number;
  /** Height of a die; a spinner's disc is this wide, its band beside it. */
  size: number;
  w: number;
}

/** Width of the results drawn side by side at `size`. */
export function chanceWidth(
  ctx: CanvasRenderingContext2D,
  cs: readonly Chance[],
  size: number,
  devices: readonly Device[],
): number {
  return cs.length === 0 ? 0 : cs.reduce((w, c) => w + itemWidth(ctx, pictureOf(devices, c), size), 0) + GAP * (cs.length - 1);
}

/**
 * Places the results right-aligned ending at `right`, as large as fits `maxW` (the latest
 * ones kept when even the smallest size does not fit).
 */
export function layoutChance(
  ctx: CanvasRenderingContext2D,
  chance: readonly Chance[],
  right: number,
  top: number,
  rowH: number,
  maxW: number,
  devices: readonly Device[],
): ChanceBox[] {
  if (chance.length === 0) return [];
  const total = (cs: readonly Chance[], size: number) => chanceWidth(ctx, cs, size, devices);
  let size = rowH - 4;
  while (size > 26 && total(chance, size) > maxW) size -= 2;
  let shown = [...chance];
  while (shown.length > 1 && total(shown, size) > maxW) shown = shown.slice(1);
  let x = right - total(shown, size);
  const y = top + (rowH - size) / 2;
  return shown.map((c) => {
    const picture = pictureOf(devices, c);
    const w = itemWidth(ctx, picture, size);
    const box = { c, picture, x, y, size, w };
    x += w + GAP;
    return box;
  });
}

/** Draws the results (see layoutChance); returns the left edge used. */
export function drawChanceRow(
  ctx: CanvasRenderingContext2D,
  chance: readonly Chance[],
  right: number,
  top: number,
  rowH: number,
  maxW: number,
  devices: readonly Device[],
): number {
  const boxes = layoutChance(ctx, chance, right, top, rowH, maxW, devices);
  ctx.save();
  for (const b of boxes) {
    if (b.picture) drawFace(ctx, b.picture, b.x, b.y, b.size);
    else drawDie(ctx, b.x, b.y, b.size, isDie(b.c) ? b.c.value : 0);
  }
  ctx.restore();
  return boxes.length > 0 ? boxes[0].x : right;
}

/** Where a face's square sits in its box (a die fills its box). */
export function squareBox(ctx: CanvasRenderingContext2D, b: ChanceBox): { x: number; y: number; size: number } {
  return b.picture ? faceSquare(ctx, b.picture, b) : { x: b.x, y: b.y, size: b.size };
}
