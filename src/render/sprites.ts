// Drawing from remembered sprites: pango lays out a string in about 80 µs and cairo strokes a
// piece's rims in about 35 µs each, and every frame draws the same names, dice and pieces again.
// Drawn once into a small canvas (with the same sub-pixel offset) and then copied at a whole
// pixel, a string or a shape gives the pixels of drawing it anew (an antialiased edge may round
// 1 of 255 apart on a channel: it is composited once more), at a fiftieth of the cost.
import { createCanvas, type Canvas, type CanvasRenderingContext2D } from 'canvas';
import { textWidth } from './measure';

interface Sprite {
  canvas: Canvas;
  /** Where the anchor point sits in the sprite. */
  left: number;
  top: number;
}

/** The room a sprite needs around its anchor point (whole pixels). */
interface Reach {
  left: number;
  right: number;
  up: number;
  down: number;
}

const sprites = new Map<string, Sprite>();
/** About 10 MB of small sprites at most; past it, the memory starts over. */
const LIMIT = 2_000;
const PAD = 2;
/** The canvas's own fillText: when it is replaced (a test recording what is written where), every string is drawn anew. */
const NATIVE_FILL_TEXT = createCanvas(1, 1).getContext('2d').fillText;

let off = false;

/** Runs `f` with everything drawn anew, no sprite used (to compare a picture with its sprites' one). */
export function withoutSprites<T>(f: () => T): T {
  const was = off;
  off = true;
  try {
    return f();
  } finally {
    off = was;
  }
}

/**
 * The origin's shift on the device (read once per draw), or null when a sprite copied at a whole
 * pixel would not give what drawing does: a scaling transform, or not a plain paint.
 */
function plainShift(ctx: CanvasRenderingContext2D): { e: number; f: number } | null {
  if (off || ctx.globalCompositeOperation !== 'source-over' || ctx.globalAlpha !== 1) return null;
  const t = ctx.currentTransform;
  return t.a === 1 && t.b === 0 && t.c === 0 && t.d === 1 ? { e: t.e, f: t.f } : null;
}

/**
 * Copies the sprite `key` with its anchor at (x, y), drawing it first if it is new: `reach` says
 * its size, `paint` draws it with the anchor at (ax, ay) on the sprite's context.
 */
function blit(
  ctx: CanvasRenderingContext2D,
  t: { e: number; f: number },
  key: string,
  x: number,
  y: number,
  reach: () => Reach,
  paint: (s: CanvasRenderingContext2D, ax: number, ay: number) => void,
): void {
  // The sub-pixel offset of the anchor on the device decides the antialiasing: part of the key.
  const dx = x + t.e;
  const dy = y + t.f;
  const fx = dx - Math.floor(dx);
  const fy = dy - Math.floor(dy);
  const full = `${key}\u0000${fx}\u0000${fy}`;
  let s = sprites.get(full);
  if (!s) {
    const r = reach();
    const left = Math.ceil(Math.max(0, r.left)) + PAD;
    const top = Math.ceil(Math.max(0, r.up)) + PAD;
    const canvas = createCanvas(left + Math.ceil(Math.max(0, r.right)) + PAD + 1, top + Math.ceil(Math.max(0, r.down)) + PAD + 1);
    paint(canvas.getContext('2d'), left + fx, top + fy);
    s = { canvas, left, top };
    if (sprites.size >= LIMIT) sprites.clear();
    sprites.set(full, s);
  }
  ctx.drawImage(s.canvas, Math.floor(dx) - s.left - t.e, Math.floor(dy) - s.top - t.f);
}

/** True when a test has replaced the canvas's fillText to record what is written where: text is then drawn on it directly. */
export function textRecorded(ctx: CanvasRenderingContext2D): boolean {
  return ctx.fillText !== NATIVE_FILL_TEXT;
}

/** `ctx.fillText`, from a sprite when it gives the same pixels (a plain colour, no scaling). */
export function drawText(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number): void {
  const direct = () => void ctx.fillText(text, x, y, ...(maxWidth === undefined ? [] : [maxWidth]));
  const t = ctx.fillText === NATIVE_FILL_TEXT && typeof ctx.fillStyle === 'string' ? plainShift(ctx) : null;
  if (t === null || text.length === 0) return direct();
  // A squeezed string (wider than its room) is drawn as asked.
  if (maxWidth !== undefined && textWidth(ctx, text) > maxWidth) return direct();
  const { font, fillStyle, textAlign, textBaseline } = ctx;
  blit(
    ctx,
    t,
    `text\u0000${font}\u0000${fillStyle}\u0000${textAlign}\u0000${textBaseline}\u0000${text}`,
    x,
    y,
    () => {
      const m = ctx.measureText(text);
      return {
        left: m.actualBoundingBoxLeft,
        right: m.actualBoundingBoxRight,
        up: m.actualBoundingBoxAscent,
        down: m.actualBoundingBoxDescent,
      };
    },
    (s, ax, ay) => {
      Object.assign(s, { font, fillStyle, textAlign, textBaseline });
      s.fillText(text, ax, ay);
    },
  );
}

/**
 * A shape drawn by `paint` around its centre (x, y), at most `reach` pixels from it: from a sprite
 * named `key` (which must name everything `paint` draws) when that gives the same pixels.
 */
export function drawShape(
  ctx: CanvasRenderingContext2D,
  key: string,
  x: number,
  y: number,
  reach: number | { across: number; up: number },
  paint: (s: CanvasRenderingContext2D, cx: number, cy: number) => void,
): void {
  const t = plainShift(ctx);
  if (t === null) return paint(ctx, x, y);
  // A wide shape (a pill) reaches further across than up.
  const [across, up] = typeof reach === 'number' ? [reach, reach] : [reach.across, reach.up];
  blit(ctx, t, `shape\u0000${key}`, x, y, () => ({ left: across, right: across, up, down: up }), paint);
}
