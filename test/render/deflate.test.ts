// Deflate on two threads (render/deflate.ts): the stream inflates to the rows given, is the same
// bytes every time, and falls back to one thread when the helper is off or has died.
import { deflateSync, inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { deflateRows, helperThread, rowsBuffer, useHelper } from '../../src/render/deflate';

/** Rows like a board's: long runs of a few indices, with some noise. */
function rows(size: number, seed: number): Buffer {
  const b = Buffer.alloc(size);
  let s = seed;
  for (let i = 0; i < size; i++) {
    if (i % 97 === 0) s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    b[i] = (s >>> (i % 13 === 0 ? 3 : 24)) & 0x3f;
  }
  return b;
}

const filled = (data: Buffer) => {
  const r = rowsBuffer(data.length);
  data.copy(r);
  return r;
};

afterAll(() => useHelper(true));

describe('deflateRows', () => {
  it.each([
    [721 * 951, 6],
    [721 * 951, 4],
    [721 * 40, 6], // under the split: one thread
    [450 * 1001, 1],
  ])('a %i-byte input at level %i inflates to itself', (size, level) => {
    const data = rows(size, size + level);
    const z = deflateRows(filled(data), size, level);
    expect(inflateSync(z).equals(data)).toBe(true);
  });

  it('splits a large input between two threads, the same bytes every time', () => {
    useHelper(true);
    const data = rows(721 * 951, 5);
    const a = deflateRows(filled(data), data.length, 6);
    const b = deflateRows(filled(data), data.length, 6);
    expect(a.equals(b)).toBe(true);
    expect(helperThread()).not.toBeNull();
    // Two streams joined: not the bytes one thread writes, within 1% of them.
    const one = deflateSync(data, { level: 6 });
    expect(a.equals(one)).toBe(false);
    expect(Math.abs(a.length - one.length)).toBeLessThan(one.length * 0.01);
  });

  it('is the one-thread stream when the helper is off', () => {
    useHelper(false);
    const data = rows(721 * 951, 6);
    expect(deflateRows(filled(data), data.length, 6).equals(deflateSync(data, { level: 6 }))).toBe(true);
    expect(helperThread()).toBeNull();
    useHelper(true);
  });

  it('when the helper has died, waits it out once, deflates here, and stops using it', async () => {
    useHelper(true);
    const data = rows(721 * 951, 7);
    deflateRows(filled(data), data.length, 6); // starts the helper
    await helperThread()!.terminate();
    const t = performance.now();
    const z = deflateRows(filled(data), data.length, 6);
    expect(performance.now() - t).toBeGreaterThan(1000);
    expect(z.equals(deflateSync(data, { level: 6 }))).toBe(true);
    expect(helperThread()).toBeNull();
  });
});
