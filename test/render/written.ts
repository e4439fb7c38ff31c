// The texts the drawing code writes, as it writes them: canvas's fillText wrapped around every
// test of a file (each test starts with none recorded), the real drawing still done. Each file
// says what it keeps of a call (its ink box, its height, where it lands).
import { CanvasRenderingContext2D } from 'canvas';
import { afterEach, beforeEach } from 'vitest';

/** What a file keeps of one fillText call, made on `ctx` (its font, transform and alignment as they are then). */
export type Keep<T> = (ctx: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) => T;

/** Every text written during the current test, kept by `keep`; emptied before each test. */
export function writtenEachTest<T>(keep: Keep<T>): T[] {
  const written: T[] = [];
  const proto = CanvasRenderingContext2D.prototype;
  const original = proto.fillText;
  beforeEach(() => {
    written.length = 0;
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, maxWidth?: number) {
      written.push(keep(this, text, x, y, maxWidth));
      return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
    };
  });
  afterEach(() => {
    proto.fillText = original;
  });
  return written;
}
