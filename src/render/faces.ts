// A device's face, drawn from its picture (plain data declared by the game, engine/chance.ts
// Picture): shapes in a unit square, on a white tile or straight on the caption, a word under
// it, a tag beside it. One drawer for every game's devices: nothing here knows a game.
import type { CanvasRenderingContext2D } from 'canvas';
import type { Picture, Shape } from '../engine/chance';
import { DARK, LIGHT } from './color';
import { drawText } from './sprites';
import { textWidth } from './measure';
import { CONDENSED, font, MIN_TEXT } from './fonts';
import { circlePath, roundRectPath } from './shapes';

/** A wheel's sectors: the one the pointer stopped on is bright, the others pale grey. */
export const SECTOR_FILL = '#d5d9e0';
export const SECTOR_HIT = '#ffd400';
/** The word under a square. */
const WORD = MIN_TEXT;
/** Between the square (or its word) and the tag. */
const TAG_GAP = 4;

/** The middle of sector `i` of a wheel of `n` (radians, canvas convention: the first at the top). */
export function wheelAngle(i: number, n: number): number {
  return -Math.PI / 2 + (i * 2 * Math.PI) / n;
}

/** The square's side in a box `size` high: a worded face leaves room for its word below. */
const squareSide = (p: Picture, size: number): number => (p.word ? Math.max(24, size - WORD - 2) : size);

/** The box height at which a worded face shows a `side`-px square with its word under it. */
export const wordedSize = (side: number): number => side + WORD + 2;

/**
 * A picture's number: its digits (about 0.73 of the font size in DejaVu Sans Bold) at least
 * MIN_TEXT_AT_450 high on a phone, larger in a larger box.
 */
export const NUMBER_PX = Math.ceil(MIN_TEXT / 0.72);
const numberPx = (size: number) => Math.max(NUMBER_PX, size * 0.8);

function numberWidth(ctx: CanvasRenderingContext2D, text: string, size: number): number {
  ctx.font = font(numberPx(size), true);
  return textWidth(ctx, text);
}

const tagPx = (size: number) => Math.max(MIN_TEXT, Math.min(18, size * 0.36));

function tagWidth(ctx: CanvasRenderingContext2D, text: string, size: number): number {
  ctx.font = font(tagPx(size), true);
  return textWidth(ctx, text) + 12;
}

/** Width of the square's column: the square, or its word when wider. */
function columnWidth(ctx: CanvasRenderingContext2D, p: Picture, size: number): number {
  if (!p.word) return squareSide(p, size);
  ctx.font = font(WORD, true, CONDENSED);
  return Math.max(squareSide(p, size), textWidth(ctx, p.word));
}

/** Width of a face drawn in a box `size` high. */
export function faceWidth(ctx: CanvasRenderingContext2D, p: Picture, size: number): number {
  const col = columnWidth(ctx, p, size) + (p.number ? TAG_GAP + numberWidth(ctx, p.number, size) : 0);
  return p.tag ? col + TAG_GAP + tagWidth(ctx, p.tag.text, size) : col;
}

/** Where the square sits in a face's box (x, y, size, its width w). */
export function faceSquare(
  ctx: CanvasRenderingContext2D,
  p: Picture,
  box: { x: number; y: number; size: number },
): { x: number; y: number; size: number } {
  const side = squareSide(p, box.size);
  return { x: box.x + (columnWidth(ctx, p, box.size) - side) / 2, y: box.y, size: side };
}

/** Draws a face in its box (see faceWidth), at a whole pixel: the same face then gives the same pixels (deflate packs repeats). */
export function drawFace(ctx: CanvasRenderingContext2D, p: Picture, atX: number, atY: number, size: number): void {
  const [x, y] = [Math.round(atX), Math.round(atY)];
  const col = columnWidth(ctx, p, size);
  const sq = faceSquare(ctx, p, { x, y, size });
  if (p.tile) {
    roundRectPath(ctx, sq.x, sq.y, sq.size, sq.size, sq.size * 0.18);
    ctx.fillStyle = LIGHT;
    ctx.fill();
    ctx.strokeStyle = DARK;
    ctx.lineWidth = 2;
    ctx.stroke();
    drawShapes(ctx, p.shapes, sq.x + 2, sq.y + 2, sq.size - 4);
  } else drawShapes(ctx, p.shapes, sq.x, sq.y, sq.size);
  if (p.word) {
    ctx.font = font(WORD, true, CONDENSED);
    ctx.fillStyle = LIGHT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    drawText(ctx, p.word, x + col / 2, y + sq.size + 2);
    ctx.textBaseline = 'middle';
  }
  let right = x + col;
  if (p.number) {
    ctx.font = font(numberPx(size), true);
    ctx.fillStyle = LIGHT;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    drawText(ctx, p.number, right + TAG_GAP, y + size / 2 + 1);
    right += TAG_GAP + numberWidth(ctx, p.number, size);
  }
  if (p.tag) drawTag(ctx, p.tag, right + TAG_GAP, y + size / 2, size);
}

/**
 * The shapes in the square (x, y, size): runs of plain shapes in the ink's pen (round ends,
 * a line width that grows with the square), a wheel with its own.
 */
function drawShapes(ctx: CanvasRenderingContext2D, shapes: readonly Shape[], x: number, y: number, size: number): void {
  let i = 0;
  while (i < shapes.length) {
    const s = shapes[i];
    if (s.kind === 'wheel') {
      drawWheel(ctx, s.labels, s.lit, x + size / 2, y + size / 2, size / 2);
      i++;
      continue;
    }
    ctx.save();
    ctx.fillStyle = DARK;
    ctx.strokeStyle = DARK;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(2, size * 0.08);
    for (; i < shapes.length && shapes[i].kind !== 'wheel'; i++) drawShape(ctx, shapes[i], x, y, size);
    ctx.restore();
  }
}

function drawShape(ctx: CanvasRenderingContext2D, s: Shape, x: number, y: number, size: number): void {
  const at = (u: number, v: number): [number, number] => [x + u * size, y + v * size];
  const path = (pts: readonly (readonly [number, number])[]) => {
    ctx.beginPath();
    pts.forEach(([u, v], k) => (k === 0 ? ctx.moveTo(...at(u, v)) : ctx.lineTo(...at(u, v))));
  };
  switch (s.kind) {
    case 'poly':
      path(s.points);
      ctx.closePath();
      ctx.fillStyle = s.fill ?? DARK;
      ctx.fill();
      return;
    case 'line':
      path(s.points);
      ctx.stroke();
      return;
    case 'dot':
      ctx.beginPath();
      ctx.arc(...at(s.at[0], s.at[1]), s.r * size, 0, Math.PI * 2);
      ctx.fillStyle = s.fill ?? DARK;
      ctx.fill();
      return;
    case 'text':
      ctx.font = font(Math.max(MIN_TEXT, s.size * size), true);
      ctx.fillStyle = s.fill ?? DARK;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      drawText(ctx, s.text, ...at(s.at[0], s.at[1]));
      return;
    case 'wheel':
      return; // drawn by drawShapes with its own pen
    default: {
      const never: never = s;
      return never;
    }
  }
}

/**
 * A disc in numbered sectors: the sector of `lit` bright, a short pointer from the hub toward
 * it (short, so it never covers the label).
 */
export function drawWheel(
  ctx: CanvasRenderingContext2D,
  labels: readonly string[],
  lit: number,
  cx: number,
  cy: number,
  r: number,
): void {
  const n = labels.length;
  for (let i = 0; i < n; i++) {
    const mid = wheelAngle(i, n);
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, mid - Math.PI / n, mid + Math.PI / n);
    ctx.closePath();
    ctx.fillStyle = i === lit ? SECTOR_HIT : SECTOR_FILL;
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
  for (let i = 0; i < n; i++) {
    const a = wheelAngle(i, n);
    drawText(ctx, labels[i], cx + Math.cos(a) * r * 0.62, cy + Math.sin(a) * r * 0.62 + 1);
  }
  const a = wheelAngle(lit, n);
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

/** A tag: its text on a coloured pill, centred on the line `cy`. */
function drawTag(ctx: CanvasRenderingContext2D, tag: { text: string; fill: string }, x: number, cy: number, size: number): void {
  const w = tagWidth(ctx, tag.text, size);
  const h = tagPx(size) + 10;
  roundRectPath(ctx, x, cy - h / 2, w, h, 6);
  ctx.fillStyle = tag.fill;
  ctx.fill();
  ctx.font = font(tagPx(size), true);
  ctx.fillStyle = LIGHT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  drawText(ctx, tag.text, x + w / 2, cy + 1);
}
