// The chance results in the caption, each drawn as what it is: a die with pips (the engine's
// die), any other result as its device's picture (a spinner's wheel and band, a symbol with its
// word; see faces.ts). Never a spinner drawn as a die.
import type { CanvasRenderingContext2D } from 'canvas';
import { faceSpec, isDie, writeFace, type Chance, type Device, type Picture } from '../engine/chance';
import { dieColor, drawDie } from './dice';
import { drawFace, faceSquare, faceWidth } from './faces';

const GAP = 8;
/** Added between two throws of one battle (a tie and its re-roll): a divider stands in it. */
export const ROUND_GAP = 12;
const DIVIDER = '#c4c9d0';

/** The round a result was thrown in, when the game says (a battle's re-rolls). */
const roundOf = (c: Chance): number | null => (typeof c.round === 'number' ? c.round : null);

/** True when results i-1 and i are throws of different rounds. */
const newRound = (cs: readonly Chance[], i: number): boolean => i > 0 && roundOf(cs[i]) !== roundOf(cs[i - 1]);

/** Space before result i: the usual gap, wider where a new round starts. */
const gapBefore = (cs: readonly Chance[], i: number): number => (i === 0 ? 0 : GAP + (newRound(cs, i) ? ROUND_GAP : 0));

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
  /** The first result of a new round (a re-roll): a divider stands before it. */
  newRound?: boolean;
}

/** A thin upright line between two rounds' throws. */
function drawDivider(ctx: CanvasRenderingContext2D, x: number, y: number, size: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y - 2);
  ctx.lineTo(x, y + size + 2);
  ctx.strokeStyle = DIVIDER;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** Width of the results drawn side by side at `size`. */
export function chanceWidth(
  ctx: CanvasRenderingContext2D,
  cs: readonly Chance[],
  size: number,
  devices: readonly Device[],
): number {
  return cs.reduce((w, c, i) => w + gapBefore(cs, i) + itemWidth(ctx, pictureOf(devices, c), size), 0);
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
  return shown.map((c, i) => {
    x += gapBefore(shown, i);
    const picture = pictureOf(devices, c);
    const w = itemWidth(ctx, picture, size);
    const box = { c, picture, x, y, size, w, ...(newRound(shown, i) ? { newRound: true } : {}) };
    x += w;
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
    if (b.newRound) drawDivider(ctx, b.x - (GAP + ROUND_GAP) / 2, b.y, b.size);
    if (b.picture) drawFace(ctx, b.picture, b.x, b.y, b.size);
    else drawDie(ctx, b.x, b.y, b.size, isDie(b.c) ? b.c.value : 0, dieColor(b.c));
  }
  ctx.restore();
  return boxes.length > 0 ? boxes[0].x : right;
}

/** Where a face's square sits in its box (a die fills its box). */
export function squareBox(ctx: CanvasRenderingContext2D, b: ChanceBox): { x: number; y: number; size: number } {
  return b.picture ? faceSquare(ctx, b.picture, b) : { x: b.x, y: b.y, size: b.size };
}
