// Text drawn from remembered sprites: pango lays out and rasterizes a string in about 80 µs, and
// every frame draws the same names, roles, dice and labels again. A string drawn once into a small
// canvas (with the same font, colour, alignment and sub-pixel offset) and then copied at a whole
// pixel gives the pixels of drawing it anew (a glyph's edge may round 1 of 255 apart on a channel),
// at a fiftieth of the cost.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';

interface Sprite {
  canvas: Canvas;
  /** Where the text's anchor point sits in the sprite. */
  left: number;
  top: number;
}

const sprites = new Map<string, Sprite>();
/** About 10 MB of small sprites at most; past it, the memory starts over. */
const LIMIT = 2_000;
const PAD = 2;
/** The canvas's own fillText: when it is replaced (a test recording what is written where), every string is drawn anew. */
const NATIVE_FILL_TEXT = createCanvas(1, 1).getContext('2d').fillText;

/** `ctx.fillText`, from a sprite when it gives the same pixels (a plain colour, no scaling). */
export function drawText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number): void {
  const t = ctx.currentTransform;
  const plain =
    ctx.fillText === NATIVE_FILL_TEXT &&
    typeof ctx.fillStyle === 'string' &&
    ctx.globalCompositeOperation === 'source-over' &&
    t.a === 1 &&
    t.b === 0 &&
    t.c === 0 &&
    t.d === 1;
  if (!plain || text.length === 0) return void ctx.fillText(text, x, y, ...(maxWidth === undefined ? [] : [maxWidth]));
  // The sub-pixel offset of the anchor on the device decides the glyphs' antialiasing: part of the key.
  const dx = x + t.e;
  const dy = y + t.f;
  const fx = dx - Math.floor(dx);
  const fy = dy - Math.floor(dy);
  const key = `${ctx.font}\u0000${ctx.fillStyle as string}\u0000${ctx.textAlign}\u0000${ctx.textBaseline}\u0000${fx}\u0000${fy}\u0000${text}`;
  let s = sprites.get(key);
  if (!s) {
    const m = ctx.measureText(text);
    // A squeezed string (wider than its room) is drawn as asked.
    if (maxWidth !== undefined && m.width > maxWidth) return void ctx.fillText(text, x, y, maxWidth);
    s = spriteOf(ctx, text, m, fx, fy);
    if (sprites.size >= LIMIT) sprites.clear();
    sprites.set(key, s);
  }
  ctx.drawImage(s.canvas, Math.floor(dx) - s.left - t.e, Math.floor(dy) - s.top - t.f);
}

function spriteOf(
  ctx: CanvasRenderingContext2D,
  text: string,
  m: ReturnType<CanvasRenderingContext2D['measureText']>,
  fx: number,
  fy: number,
): Sprite {
  const left = Math.ceil(Math.max(0, m.actualBoundingBoxLeft)) + PAD;
  const right = Math.ceil(Math.max(0, m.actualBoundingBoxRight)) + PAD;
  const top = Math.ceil(Math.max(0, m.actualBoundingBoxAscent)) + PAD;
  const bottom = Math.ceil(Math.max(0, m.actualBoundingBoxDescent)) + PAD;
  const canvas = createCanvas(left + right + 1, top + bottom + 1);
  const s = canvas.getContext('2d');
  s.font = ctx.font;
  s.fillStyle = ctx.fillStyle;
  s.textAlign = ctx.textAlign;
  s.textBaseline = ctx.textBaseline;
  s.fillText(text, left + fx, top + fy);
  return { canvas, left, top };
}
