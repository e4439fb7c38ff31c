// The chance results in the caption, each drawn as what it is: a die with pips, a spin as a
// small spinner (a pointer on 1-3 and its WIN/LOSE band beside it), a symbol die as its
// pictogram with a word under it. Never a spinner drawn as a die.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Chance } from '../engine/chance';
import { DARK, LIGHT } from './color';
import { CONDENSED, font, MIN_TEXT } from './fonts';
import { drawDie } from './dice';
import { circlePath, roundRectPath } from './shapes';
import { drawSymbol, SYMBOL_WORD } from './symbols';

export const BAND_FILL = { WIN: '#2e7d32', LOSE: '#c62828' } as const;
/** Spinner sectors: the one the pointer stopped on is bright, the others pale grey. */
export const SECTOR_FILL = '#d5d9e0';
export const SECTOR_HIT = '#ffd400';
const GAP = 8;
const WORD = MIN_TEXT;

/** The angle (radians, canvas convention) of the middle of the spinner's sector for `value` (1..3). */
export function spinnerAngle(value: number): number {
  return -Math.PI / 2 + ((value - 1) * 2 * Math.PI) / 3;
}

function bandWidth(ctx: CanvasRenderingContext2D, band: string, size: number): number {
  ctx.font = font(bandPx(size), true);
  return ctx.measureText(band).width + 12;
}
const bandPx = (size: number) => Math.max(MIN_TEXT, Math.min(18, size * 0.36));

/** Width of one result drawn at `size` (the height of a die). */
function itemWidth(ctx: CanvasRenderingContext2D, c: Chance, size: number): number {
  switch (c.kind) {
    case 'die':
      return size;
    case 'spin':
      return size + 4 + bandWidth(ctx, c.band, size);
    case 'symbol':
      ctx.font = font(WORD, true, CONDENSED);
      return Math.max(symbolTile(size), ctx.measureText(SYMBOL_WORD[c.face]).width);
    default: {
      const never: never = c;
      return never;
    }
  }
}

/** A symbol tile leaves room for its word under it inside the row. */
const symbolTile = (size: number) => Math.max(24, size - WORD - 2);

export interface ChanceBox {
  c: Chance;
  x: number;
  y: number;
  /** Height of a die; a spinner's disc is this wide, its band beside it. */
  size: number;
  w: number;
}

/**
 * Places the results right-aligned ending at `right`, as large as fits `maxW` (the latest
 * ones kept when even the smallest size does not fit).
 */
/** Width of the results drawn side by side at `size`. */
export function chanceWidth(ctx: CanvasRenderingContext2D, cs: readonly Chance[], size: number): number {
  return cs.length === 0 ? 0 : cs.reduce((w, c) => w + itemWidth(ctx, c, size), 0) + GAP * (cs.length - 1);
}

/** The size (see ChanceBox) at which symbol dice show a `tile`-px pictogram with their word under it. */
export const symbolSize = (tile: number): number => tile + WORD + 2;

export function layoutChance(
  ctx: CanvasRenderingContext2D,
  chance: readonly Chance[],
  right: number,
  top: number,
  rowH: number,
  maxW: number,
): ChanceBox[] {
  if (chance.length === 0) return [];
  const total = (cs: readonly Chance[], size: number) => chanceWidth(ctx, cs, size);
  let size = rowH - 4;
  while (size > 26 && total(chance, size) > maxW) size -= 2;
  let shown = [...chance];
  while (shown.length > 1 && total(shown, size) > maxW) shown = shown.slice(1);
  let x = right - total(shown, size);
  const y = top + (rowH - size) / 2;
  return shown.map((c) => {
    const w = itemWidth(ctx, c, size);
    const box = { c, x, y, size, w };
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
): number {
  const boxes = layoutChance(ctx, chance, right, top, rowH, maxW);
  ctx.save();
  for (const b of boxes) drawChance(ctx, b.c, b.x, b.y, b.size, b.w);
  ctx.restore();
  return boxes.length > 0 ? boxes[0].x : right;
}

/** Where a symbol's tile sits in its box. */
export function symbolTileBox(b: ChanceBox): { x: number; y: number; size: number } {
  const tile = symbolTile(b.size);
  return { x: b.x + (b.w - tile) / 2, y: b.y, size: tile };
}

function drawChance(ctx: CanvasRenderingContext2D, c: Chance, x: number, y: number, size: number, w: number): void {
  switch (c.kind) {
    case 'die':
      drawDie(ctx, x, y, size, c.value);
      return;
    case 'spin':
      drawSpinner(ctx, x + size / 2, y + size / 2, size / 2, c.value);
      drawBand(ctx, c.band, x + size + 4, y + size / 2, size);
      return;
    case 'symbol': {
      const tile = symbolTile(size);
      const tx = x + (w - tile) / 2;
      roundRectPath(ctx, tx, y, tile, tile, tile * 0.18);
      ctx.fillStyle = LIGHT;
      ctx.fill();
      ctx.strokeStyle = DARK;
      ctx.lineWidth = 2;
      ctx.stroke();
      drawSymbol(ctx, c.face, tx + 2, y + 2, tile - 4, DARK);
      ctx.font = font(WORD, true, CONDENSED);
      ctx.fillStyle = LIGHT;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(SYMBOL_WORD[c.face], x + w / 2, y + tile + 2);
      ctx.textBaseline = 'middle';
      return;
    }
    default: {
      const never: never = c;
      return never;
    }
  }
}

/**
 * A disc in three numbered sectors: the sector of `value` lit, a short pointer from the hub
 * toward it (short, so it never covers the number).
 */
export function drawSpinner(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, value: number): void {
  for (let v = 1; v <= 3; v++) {
    const mid = spinnerAngle(v);
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, mid - Math.PI / 3, mid + Math.PI / 3);
    ctx.closePath();
    ctx.fillStyle = v === value ? SECTOR_HIT : SECTOR_FILL;
    ctx.fill();
    ctx.strokeStyle = DARK;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  circlePath(ctx, cx, cy, r);
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.font = font(Math.max(MIN_TEXT, r * 0.55), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = DARK;
  for (let v = 1; v <= 3; v++) {
    const a = spinnerAngle(v);
    ctx.fillText(String(v), cx + Math.cos(a) * r * 0.62, cy + Math.sin(a) * r * 0.62 + 1);
  }
  const a = spinnerAngle(value);
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const [px, py] = [-uy, ux];
  const hw = Math.max(3, r * 0.16);
  const tip = r * 0.36;
  ctx.beginPath();
  ctx.moveTo(cx + ux * tip, cy + uy * tip);
  ctx.lineTo(cx + px * hw, cy + py * hw);
  ctx.lineTo(cx - ux * hw, cy - uy * hw);
  ctx.lineTo(cx - px * hw, cy - py * hw);
  ctx.closePath();
  ctx.fillStyle = DARK;
  ctx.fill();
}

/** The band the spin stopped on, as a coloured tag. */
function drawBand(ctx: CanvasRenderingContext2D, band: 'WIN' | 'LOSE', x: number, cy: number, size: number): void {
  const w = bandWidth(ctx, band, size);
  const h = bandPx(size) + 10;
  roundRectPath(ctx, x, cy - h / 2, w, h, 6);
  ctx.fillStyle = BAND_FILL[band];
  ctx.fill();
  ctx.font = font(bandPx(size), true);
  ctx.fillStyle = LIGHT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(band, x + w / 2, cy + 1);
}
