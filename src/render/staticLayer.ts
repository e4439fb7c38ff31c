// The part of the picture that never changes during a game: background, decoration,
// the path, the spaces and their printed words. Drawn once per game, then copied.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import type { BoardArea } from '../engine/board';
import { edgeOn, inkOn } from './color';
import { CONDENSED, FAMILY, font, MIN_TEXT } from './fonts';
import type { Geometry, SpaceGeo } from './geometry';
import { roundRectPath, spacePath } from './shapes';
import { ellipsize, firstFitting, sizesDown, wrapWords } from './textFit';

export function drawStaticLayer(geo: Geometry): Canvas {
  const canvas = createCanvas(geo.width, geo.boardHeight);
  const ctx = canvas.getContext('2d');
  const { board } = geo;
  ctx.fillStyle = board.background;
  ctx.fillRect(0, 0, geo.width, geo.boardHeight);
  for (const area of board.areas ?? []) drawArea(ctx, area, geo);
  drawLinks(ctx, geo);
  for (const space of geo.spaces.values()) drawSpace(ctx, space);
  return canvas;
}

function drawArea(ctx: CanvasRenderingContext2D, a: BoardArea, geo: Geometry): void {
  const scale = geo.scale;
  const [x, y, w, h] = [a.x * scale, a.y * scale, a.w * scale, a.h * scale];
  roundRectPath(ctx, x, y, w, h, (a.r ?? 0) * scale);
  ctx.fillStyle = a.fill;
  ctx.fill();
  if (a.stroke) {
    ctx.strokeStyle = a.stroke;
    ctx.lineWidth = Math.max(2, 3 * scale);
    ctx.stroke();
  }
  if (!a.label) return;
  const px = Math.max(MIN_TEXT, Math.min(20, h * 0.18));
  ctx.font = font(px, true);
  const text = ellipsize(a.label, w - 8, (t) => ctx.measureText(t).width);
  const box = { x: x + w / 2 - ctx.measureText(text).width / 2, y: y + 6, w: ctx.measureText(text).width, h: px * 1.2 };
  // Spaces are drawn over areas: a label they would cut through is left out, not garbled.
  if ([...geo.spaces.values()].some((s) => overlaps(box, s))) return;
  ctx.fillStyle = inkOn(a.fill);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(text, x + w / 2, y + 6);
}

function overlaps(b: { x: number; y: number; w: number; h: number }, s: SpaceGeo): boolean {
  const half = s.size / 2;
  return b.x < s.x + half && s.x - half < b.x + b.w && b.y < s.y + half && s.y - half < b.y + b.h;
}

function drawLinks(ctx: CanvasRenderingContext2D, geo: Geometry): void {
  const links = geo.board.links ?? [];
  if (links.length === 0) return;
  ctx.save();
  ctx.strokeStyle = edgeOn(geo.board.background);
  ctx.lineWidth = Math.max(4, geo.cell * 0.16);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const [a, z] of links) {
    const p = geo.spaces.get(a)!;
    const q = geo.spaces.get(z)!;
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
  }
  ctx.stroke();
  ctx.restore();
}

function drawSpace(ctx: CanvasRenderingContext2D, s: SpaceGeo): void {
  spacePath(ctx, s);
  ctx.fillStyle = s.fill;
  ctx.fill();
  ctx.strokeStyle = 'rgba(0,0,0,0.7)';
  ctx.lineWidth = 2;
  ctx.stroke();
  drawSpaceText(ctx, s);
}

interface Block {
  px: number;
  family: string;
  label: string[];
  text: string[];
}

/** Label (bold) over text (regular), as large as fits; never under MIN_TEXT. */
function drawSpaceText(ctx: CanvasRenderingContext2D, s: SpaceGeo): void {
  if (!s.label && !s.text) return;
  const inner = (s.shape === 'circle' ? s.size * 0.72 : s.size) - 6;
  const innerH = s.big ? s.size * 0.36 : inner;
  const centreY = s.big ? s.y - s.size * 0.27 : s.y;
  const cap = Math.max(MIN_TEXT, Math.min(s.text ? 16 : 22, s.size * (s.text ? 0.24 : 0.34)));
  const layout = (px: number, family: string): Block => {
    ctx.font = font(px, true, family);
    const label = s.label ? wrapWords(s.label, inner, (t) => ctx.measureText(t).width) : [];
    ctx.font = font(px, false, family);
    const text = s.text ? wrapWords(s.text, inner, (t) => ctx.measureText(t).width) : [];
    return { px, family, label, text };
  };
  const fits = (b: Block): boolean => {
    if ((b.label.length + b.text.length) * b.px * 1.1 > innerH + 2) return false;
    ctx.font = font(b.px, true, b.family);
    if (b.label.some((l) => ctx.measureText(l).width > inner)) return false;
    ctx.font = font(b.px, false, b.family);
    return !b.text.some((l) => ctx.measureText(l).width > inner);
  };
  const candidates = sizesDown(cap, MIN_TEXT).flatMap((px) => [layout(px, FAMILY), layout(px, CONDENSED)]);
  const fitting = firstFitting(candidates, fits);
  const block = fitting ?? layout(MIN_TEXT, CONDENSED);

  const lines = [...block.label.map((l) => ({ l, bold: true })), ...block.text.map((l) => ({ l, bold: false }))];
  const step = block.px * 1.1;
  let y = centreY - (step * (lines.length - 1)) / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { l, bold } of lines) {
    ctx.font = font(block.px, bold, block.family);
    ctx.fillStyle = s.ink;
    // Too long even at the smallest size: squeezed to the space (the board data should
    // shorten it), never spilling over a neighbour.
    if (fitting) ctx.fillText(l, s.x, y);
    else ctx.fillText(l, s.x, y, inner + 2);
    y += step;
  }
}
