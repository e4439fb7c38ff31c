// The strip read-back (render/readback.ts) gives exactly the pixels node-canvas's whole-frame
// read gives: every row, including a last strip shorter than the others, and after frames of
// other sizes have been read through the same kept buffer.
import { createCanvas } from 'canvas';
import { describe, expect, it } from 'vitest';
import { readPixels } from '../../src/render/readback';

/** A frame whose every pixel differs from its neighbours, so a row read twice or skipped shows. */
function noisy(width: number, height: number, seed: number) {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  const img = ctx.createImageData(width, height);
  let s = seed;
  for (let i = 0; i < img.data.length; i += 4) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    img.data[i] = s & 0xff;
    img.data[i + 1] = (s >>> 8) & 0xff;
    img.data[i + 2] = (s >>> 16) & 0xff;
    img.data[i + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return c;
}

const whole = (c: ReturnType<typeof createCanvas>) => {
  const raw = c.toBuffer('raw');
  return new Int32Array(raw.buffer, raw.byteOffset, c.width * c.height);
};

describe('readPixels', () => {
  it.each([
    [720, 951], // a 720-px board: 34 rows a strip, the last strip 33 rows
    [720, 34], // exactly one strip
    [64, 64], // narrower than a strip is tall
    [450, 1001],
  ])('reads a %i x %i frame as the whole-frame read does', (width, height) => {
    const frame = noisy(width, height, width + height);
    const px = readPixels(frame);
    expect(px.length).toBe(width * height);
    expect(
      Buffer.from(px.buffer, px.byteOffset, px.byteLength).equals(Buffer.from(whole(frame).buffer, 0, width * height * 4)),
    ).toBe(true);
  });

  it('reads a smaller frame after a larger one without the larger one showing through', () => {
    readPixels(noisy(720, 1200, 1));
    const small = noisy(720, 500, 2);
    const px = readPixels(small);
    expect(px.length).toBe(720 * 500);
    expect(Array.from(px.subarray(px.length - 720))).toEqual(Array.from(whole(small).subarray(720 * 499)));
  });
});
