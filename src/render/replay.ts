// An animated GIF of a finished game: the board pictures the turn messages
// showed, scaled down, one frame per player-turn. Boards are flat colour, so one palette made
// from the first and last pictures serves every frame, and each frame after the first keeps
// only the pixels that changed (the rest transparent over the frame before): most of a board
// stands still, so a frame costs a few kilobytes.
import { createCanvas, Image } from 'canvas';
import { createRequire } from 'node:module';
import type * as Gifenc from 'gifenc';
import type { Palette } from 'gifenc';

// gifenc's CommonJS build names its exports in a shape Node's ES-module loader cannot see (and
// its ES build is not what Node picks), so it is required: the same module under tsx and vitest.
const { applyPalette, GIFEncoder, quantize } = createRequire(import.meta.url)('gifenc') as typeof Gifenc;

export const REPLAY_WIDTH = 600;
/** Each player-turn is shown this long; the end stays longer. */
export const FRAME_MS = 700;
export const LAST_FRAME_MS = 4000;

/** A PNG's size, read from its header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Decodes a PNG the renderer made and scales it to `width` (never up): its RGBA pixels. With
 * `height` (in the scaled pixels), a shorter picture is drawn at the top and its bottom row
 * drawn on to the foot, so that frames whose captions differ in height share one size.
 */
export function scaled(
  png: Buffer,
  width = REPLAY_WIDTH,
  height?: number,
): { width: number; height: number; rgba: Uint8ClampedArray } {
  const img = new Image();
  img.src = png;
  const w = Math.min(width, img.width);
  const h = Math.round((img.height * w) / img.width);
  const full = Math.max(h, height ?? h);
  const canvas = createCanvas(w, full);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(img, 0, 0, w, h);
  if (full > h) ctx.drawImage(img, 0, img.height - 1, img.width, 1, 0, h, w, full - h);
  return { width: w, height: full, rgba: ctx.getImageData(0, 0, w, full).data };
}

/** The scaled height that fits every frame, from the PNGs' headers. */
export function replayHeight(pngs: readonly Buffer[], width = REPLAY_WIDTH): number {
  return Math.max(
    ...pngs.map((p) => {
      const s = pngSize(p);
      const w = Math.min(width, s.width);
      return Math.round((s.height * w) / s.width);
    }),
  );
}

/**
 * Writes the GIF from frames given one at a time (so its maker can yield between them).
 * `first` and `last` (PNGs) make the shared palette; every frame is drawn `height` high (replayHeight).
 */
export function createReplayGif(first: Buffer, last: Buffer, height: number, width = REPLAY_WIDTH) {
  const a = scaled(first, width, height);
  const b = scaled(last, width, height);
  const both = new Uint8ClampedArray(a.rgba.length + b.rgba.length);
  both.set(a.rgba);
  both.set(b.rgba, a.rgba.length);
  // 255 colours, and the last index for "as before".
  const palette: Palette = quantize(both, 255);
  const clear = palette.length;
  palette.push([0, 0, 0]);
  const gif = GIFEncoder();
  let prev: Uint8Array | null = null;
  let frames = 0;
  return {
    width: a.width,
    height: a.height,
    palette,
    add(png: Buffer, delay = FRAME_MS): void {
      const f = scaled(png, width, height);
      if (f.width !== a.width || f.height !== a.height) throw new Error('replay frames differ in size');
      const index = applyPalette(f.rgba, palette);
      const out = prev ? index.map((v, i) => (v === prev![i] ? clear : v)) : index;
      gif.writeFrame(out, f.width, f.height, {
        ...(frames === 0 ? { palette, repeat: 0 } : {}),
        delay,
        transparent: prev !== null,
        transparentIndex: clear,
        dispose: 1,
      });
      prev = index;
      frames++;
    },
    get frames() {
      return frames;
    },
    finish(): Buffer {
      gif.finish();
      return Buffer.from(gif.bytes());
    },
  };
}
