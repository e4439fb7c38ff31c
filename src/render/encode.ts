// A drawn frame becomes an indexed-colour (palette) PNG: boards are flat colour, so 256 colours
// keep them exact to the eye at a third of the bytes of a true-colour PNG (figures in the bench).
// The frame's board part is compared with its static layer, quantized once per layer.
import { Canvas } from 'canvas';
import { writeIndexedPng } from './png';
import { pixelsOf, quantize, quantizeBase, type Base } from './quantize';
import { readPixels } from './readback';

/**
 * Turns a drawn frame into the file sent; `base`: the static layer the frame was drawn on;
 * `level`: the game's zlib level, when it has its own.
 */
export type Encoder = (frame: Canvas, base?: Canvas, level?: number) => Buffer;

const bases = new WeakMap<Canvas, Base>();

/** The static layer `layer`, quantized once (shared with the bench's phases). */
export function baseOf(layer: Canvas): Base {
  let b = bases.get(layer);
  if (!b) {
    b = quantizeBase(pixelsOf(layer.toBuffer('raw'), layer.width, layer.height), layer.width, layer.height);
    bases.set(layer, b);
  }
  return b;
}

export function encodeIndexedPng(frame: Canvas, base?: Canvas, level?: number): Buffer {
  const { width, height } = frame;
  const px = readPixels(frame);
  return writeIndexedPng(width, height, quantize(px, width, height, base ? baseOf(base) : undefined), level);
}

/** The true-colour PNG pictures were before they were indexed (kept for the bench's before/after). */
export function encodeTrueColourPng(frame: Canvas): Buffer {
  return frame.toBuffer('image/png', { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
}
