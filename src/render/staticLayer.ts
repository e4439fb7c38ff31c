// The part of the picture that never changes during a game: background, decoration,
// the path, the spaces and their printed words. Drawn once per game, then copied.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import type { BoardArea } from '../engine/board';
import { contrast, edgeOn, inkOn } from './color';
import { textWidth } from './measure';
import { CONDENSED, FAMILY, font, MIN_TEXT } from './fonts';
import type { Box, Geometry, SpaceGeo } from './geometry';
import { pieceReach, roundRectPath, spacePath } from './shapes';
import { drawNameKey, type KeyEntry } from './nameKey';
import { ellipsize, firstFitting, sizesDown, wrapWords } from './textFit';

/** `label`: the board's words in the picture's language (see BoardWords). */
export function drawStaticLayer(geo: Geometry, label: (word: string) => string = (w) => w): Canvas {
  const canvas = createCanvas(geo.width, geo.boardHeight);
  const ctx = canvas.getContext('2d');
  const { board } = geo;
  ctx.fillStyle = board.background;
  ctx.fillRect(0, 0, geo.width, geo.boardHeight);
  for (const area of board.areas ?? []) drawArea(ctx, area, geo, label);
  drawLinks(ctx, geo);
  const keyed: KeyEntry[] = [];
  for (const space of geo.spaces.values()) drawSpace(ctx, space, geo, label, keyed);
  drawNameKey(ctx, geo, keyed);
  return canvas;
}

function drawArea(ctx: CanvasRenderingContext2D, a: BoardArea, geo: Geometry, label: (word: string) => string): void {
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
  const text = ellipsize(label(a.label), w - 8, (t) => textWidth(ctx, t));
  const top = a.labelAt === 'bottom' ? y + h - 6 - px * 1.2 : y + 6;
  const box = { x: x + w / 2 - textWidth(ctx, text) / 2, y: top, w: textWidth(ctx, text), h: px * 1.2 };
  // Spaces are drawn over areas: a label they would cut through is left out, not garbled.
  if ([...geo.spaces.values()].some((s) => overlaps(box, s))) return;
  ctx.fillStyle = inkOn(a.fill);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(text, x + w / 2, top);
}

function overlaps(b: { x: number; y: number; w: number; h: number }, s: SpaceGeo): boolean {
  const half = s.size / 2;
  return b.x < s.x + half && s.x - half < b.x + b.w && b.y < s.y + half && s.y - half < b.y + b.h;
}

/** Plain links first, then each link kind in its own colour, width and dash (roads under lanes). */
function drawLinks(ctx: CanvasRenderingContext2D, geo: Geometry): void {
  const links = geo.board.links ?? [];
  if (links.length === 0) return;
  const kinds = geo.board.linkKinds ?? {};
  const groups = new Map<string | undefined, Array<readonly [string, string]>>();
  for (const l of links) {
    const kind = l[2] !== undefined && kinds[l[2]] ? l[2] : undefined;
    const list = groups.get(kind) ?? [];
    list.push([l[0], l[1]]);
    groups.set(kind, list);
  }
  const plain = { color: edgeOn(geo.board.background), width: Math.max(4, geo.cell * 0.16), dash: [] as number[], oneWay: false };
  const order = [undefined, ...Object.keys(kinds)];
  ctx.save();
  ctx.lineCap = 'round';
  for (const kind of order) {
    const pairs = groups.get(kind);
    if (!pairs) continue;
    const k = kind === undefined ? undefined : kinds[kind];
    const style = k
      ? {
          color: k.color,
          width: Math.max(2, k.width * geo.scale),
          dash: (k.dash ?? []).map((d) => d * geo.scale),
          oneWay: k.oneWay === true,
        }
      : plain;
    ctx.strokeStyle = style.color;
    ctx.lineWidth = style.width;
    // Round caps would fill a dash's gaps: dashed lines get flat ends.
    ctx.lineCap = style.dash.length > 0 ? 'butt' : 'round';
    ctx.setLineDash(style.dash);
    ctx.beginPath();
    for (const [a, z] of pairs) {
      const p = geo.spaces.get(a)!;
      const q = geo.spaces.get(z)!;
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
    }
    ctx.stroke();
    ctx.setLineDash([]);
    if (style.oneWay) for (const [a, z] of pairs) drawArrowHead(ctx, geo.spaces.get(a)!, geo.spaces.get(z)!, style);
  }
  ctx.restore();
}

/** A one-way link's direction: an arrowhead halfway between the two space edges. */
function drawArrowHead(ctx: CanvasRenderingContext2D, p: SpaceGeo, q: SpaceGeo, style: { color: string; width: number }): void {
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  if (len < 1) return;
  const [ux, uy] = [(q.x - p.x) / len, (q.y - p.y) / len];
  // Midpoint of the visible part of the link (between the space rims).
  const t = (p.size / 2 + (len - q.size / 2)) / 2;
  const [mx, my] = [p.x + ux * t, p.y + uy * t];
  const h = Math.max(8, style.width * 2.5);
  ctx.beginPath();
  ctx.moveTo(mx + ux * h * 0.6, my + uy * h * 0.6);
  ctx.lineTo(mx - ux * h * 0.4 - uy * h * 0.55, my - uy * h * 0.4 + ux * h * 0.55);
  ctx.lineTo(mx - ux * h * 0.4 + uy * h * 0.55, my - uy * h * 0.4 - ux * h * 0.55);
  ctx.closePath();
  ctx.fillStyle = style.color;
  ctx.fill();
}

/**
 * Where a space's shape is drawn. A circle at a whole pixel (as its words): circles of one size
 * then draw the same pixels wherever they stand, which deflate packs as repeats (a quarter off
 * Death Star's static layer, whose scale puts centres between pixels). Squares
 * stay where they are: moved, a green triangle on the Rebel Base rims 2.93:1
 * (test/render/deathStarTokens.test.ts wants 3).
 */
export const drawnAt = (s: SpaceGeo): SpaceGeo => (s.shape === 'circle' ? { ...s, x: Math.round(s.x), y: Math.round(s.y) } : s);

/** `keyed`: where a numbered space whose name gives way (see the board's `nameKey`) is listed. */
function drawSpace(
  ctx: CanvasRenderingContext2D,
  s: SpaceGeo,
  geo: Geometry,
  label: (word: string) => string,
  keyed: KeyEntry[],
): void {
  spacePath(ctx, drawnAt(s));
  ctx.fillStyle = s.fill;
  ctx.fill();
  // A space's dark outline only where its fill alone would not stand out from its ground: there it
  // adds nothing to see, and a second antialiased edge costs bytes in every picture. A circle too
  // small for a seat's piece keeps its ring: a triangle's corners reach past its rim, and the ring
  // keeps them apart from a dark ground.
  if (
    (s.shape === 'circle' && s.size / 2 < pieceReach('triangle', geo.tokenRadius)) ||
    contrast(s.fill, groundOf(geo, s)) < OUTLINED_BELOW
  ) {
    ctx.strokeStyle = 'rgba(0,0,0,0.7)';
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const words = {
    label: s.label === undefined ? undefined : label(s.label),
    text: s.text === undefined ? undefined : label(s.text),
  };
  // A name too long to print legibly gives way to the number, where the board lists names.
  const mayGiveWay = (geo.board.nameKey?.length ?? 0) > 0 && cornerNumber(s) && words.text === undefined && !s.big;
  if (mayGiveWay && words.label !== undefined && blockFor(ctx, s, words) === null) {
    keyed.push({ number: s.number!, word: words.label });
    geo.words.set(s.id, drawBigNumber(ctx, s));
    return;
  }
  const boxes = [drawNumber(ctx, s), drawSpaceText(ctx, s, words)].filter((b): b is Box => b !== null);
  if (boxes.length > 0) geo.words.set(s.id, union(boxes));
}

/** WCAG contrast ratio of a space's fill and its ground under which it is outlined (3:1: a shape's edge). */
const OUTLINED_BELOW = 3;

/** What a space is drawn on: the last area under its centre (areas are drawn in order), else the background. */
export function groundOf(geo: Geometry, s: SpaceGeo): string {
  const under = (geo.board.areas ?? []).filter((a) => {
    const [x, y] = [a.x * geo.scale, a.y * geo.scale];
    return s.x >= x && s.x <= x + a.w * geo.scale && s.y >= y && s.y <= y + a.h * geo.scale;
  });
  return under.length > 0 ? under[under.length - 1].fill : geo.board.background;
}

const NUMBER_PX = MIN_TEXT;
/** A number that is already the space's label is not printed twice. */
const cornerNumber = (s: SpaceGeo) => s.number !== undefined && s.number !== s.label?.trim();
/** Height the corner number takes from the top of a space. */
const numberRow = (s: SpaceGeo) => (cornerNumber(s) ? NUMBER_PX + 2 : 0);

/** The space's number, small and bold in its top-left corner. */
function drawNumber(ctx: CanvasRenderingContext2D, s: SpaceGeo): Box | null {
  if (s.number === undefined || !cornerNumber(s)) return null;
  ctx.font = font(NUMBER_PX, true, CONDENSED);
  const w = textWidth(ctx, s.number);
  // At a whole pixel: the same digits then give the same pixels, which deflate packs as repeats.
  const x = Math.round(s.x - s.size / 2 + 4);
  const y = Math.round(s.y - s.size / 2 + 3);
  ctx.fillStyle = s.ink;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(s.number, x, y);
  return { x, y, w, h: NUMBER_PX };
}

/** The number of a space whose name gave way: alone in its middle, as large as it fits. */
function drawBigNumber(ctx: CanvasRenderingContext2D, s: SpaceGeo): Box {
  const inner = s.size - 8;
  const px =
    firstFitting(sizesDown(Math.min(26, s.size * 0.5), MIN_TEXT), (p) => {
      ctx.font = font(p, true);
      return textWidth(ctx, s.number!) <= inner;
    }) ?? MIN_TEXT;
  ctx.font = font(px, true);
  ctx.fillStyle = s.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const [x, y] = [Math.round(s.x), Math.round(s.y)];
  const m = ctx.measureText(s.number!);
  ctx.fillText(s.number!, x, y);
  return {
    x: x - m.width / 2 - 1,
    y: y - m.actualBoundingBoxAscent - 1,
    w: m.width + 2,
    h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent + 2,
  };
}

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.w));
  const b = Math.max(...boxes.map((q) => q.y + q.h));
  return { x, y, w: r - x, h: b - y };
}

interface Block {
  px: number;
  family: string;
  /** Labels are bold unless only the regular weight fits. */
  bold: boolean;
  label: string[];
  text: string[];
}

/** Where the words of `s` go: its inner width and height, and the middle of their block. */
function room(s: SpaceGeo) {
  const inner = (s.shape === 'circle' ? s.size * 0.72 : s.size) - 4;
  // Under a corner number the words use the rest of the space.
  const innerH = s.big ? s.size * 0.36 : inner - numberRow(s);
  const centreY = s.big ? s.y - s.size * 0.27 : s.y + numberRow(s) / 2;
  return { inner, innerH, centreY };
}

/** The largest block of `words` that fits `s` unsqueezed (never under MIN_TEXT), or null. */
function blockFor(ctx: CanvasRenderingContext2D, s: SpaceGeo, words: { label?: string; text?: string }): Block | null {
  const { inner, innerH } = room(s);
  const cap = Math.max(MIN_TEXT, Math.min(words.text ? 16 : 22, s.size * (words.text ? 0.24 : 0.34)));
  const fits = (b: Block): boolean => {
    if ((b.label.length + b.text.length) * b.px * 1.1 > innerH + 2) return false;
    ctx.font = font(b.px, b.bold, b.family);
    if (b.label.some((l) => textWidth(ctx, l) > inner)) return false;
    ctx.font = font(b.px, false, b.family);
    return !b.text.some((l) => textWidth(ctx, l) > inner);
  };
  const candidates = [
    ...sizesDown(cap, MIN_TEXT).flatMap((px) => [layout(ctx, s, words, px, FAMILY), layout(ctx, s, words, px, CONDENSED)]),
    layout(ctx, s, words, MIN_TEXT, CONDENSED, false),
  ];
  return firstFitting(candidates, fits);
}

function layout(
  ctx: CanvasRenderingContext2D,
  s: SpaceGeo,
  words: { label?: string; text?: string },
  px: number,
  family: string,
  bold = true,
): Block {
  const { inner } = room(s);
  ctx.font = font(px, bold, family);
  const label = words.label ? wrapWords(words.label, inner, (t) => textWidth(ctx, t)) : [];
  ctx.font = font(px, false, family);
  const text = words.text ? wrapWords(words.text, inner, (t) => textWidth(ctx, t)) : [];
  return { px, family, bold, label, text };
}

/** Label (bold) over text (regular), as large as fits; never under MIN_TEXT. Returns where the words went. */
function drawSpaceText(ctx: CanvasRenderingContext2D, s: SpaceGeo, words: { label?: string; text?: string }): Box | null {
  if (!words.label && !words.text) return null;
  const { inner, centreY } = room(s);
  const fitting = blockFor(ctx, s, words);
  const block = fitting ?? layout(ctx, s, words, MIN_TEXT, CONDENSED, false);

  const lines = [...block.label.map((l) => ({ l, bold: block.bold })), ...block.text.map((l) => ({ l, bold: false }))];
  const step = block.px * 1.1;
  let y = centreY - (step * (lines.length - 1)) / 2;
  // Lines at whole pixels, as the corner number.
  const cx = Math.round(s.x);
  let top = Infinity;
  let bottom = -Infinity;
  let widest = 0;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { l, bold } of lines) {
    ctx.font = font(block.px, bold, block.family);
    ctx.fillStyle = s.ink;
    const m = ctx.measureText(l);
    const ly = Math.round(y);
    widest = Math.max(widest, Math.min(inner + 2, m.width));
    top = Math.min(top, ly - m.actualBoundingBoxAscent);
    bottom = Math.max(bottom, ly + m.actualBoundingBoxDescent);
    // Too long even at the smallest size: squeezed to the space (the board data should
    // shorten it; the legibility test says how far), never spilling over a neighbour.
    if (fitting) ctx.fillText(l, cx, ly);
    else ctx.fillText(l, cx, ly, inner + 2);
    y += step;
  }
  return { x: cx - widest / 2 - 1, y: top - 1, w: widest + 2, h: bottom - top + 2 };
}
