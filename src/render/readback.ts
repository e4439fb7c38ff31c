// A frame's pixels, read a strip at a time into one buffer kept from frame to frame.
// node-canvas hands pixels only in a fresh buffer (`toBuffer('raw')`). A whole frame's 2.5-3 MB
// is above glibc's mapping threshold: mapped for each frame and unmapped once collected, it was
// page-faulted in again for every picture (in some processes and not others; 6-9 ms a picture on
// the bench's 2-core VM, measured with process.resourceUsage). A strip stays under the threshold.
import { createCanvas, type Canvas } from 'canvas';

/** Bytes per strip: under glibc's smallest mapping threshold (128 KiB). */
const STRIP_BYTES = 96 * 1024;

let strip: Canvas | null = null;
let pixels = new Int32Array(0);

/** The frame's pixels (native 32-bit words, as `toBuffer('raw')`); valid until the next call. */
export function readPixels(frame: Canvas): Int32Array {
  const { width, height } = frame;
  const rows = Math.max(1, Math.floor(STRIP_BYTES / (width * 4)));
  if (!strip || strip.width !== width || strip.height !== rows) strip = createCanvas(width, rows);
  if (pixels.length < width * height) pixels = new Int32Array(width * height);
  const ctx = strip.getContext('2d');
  for (let y = 0; y < height; y += rows) {
    const n = Math.min(rows, height - y);
    ctx.drawImage(frame, 0, y, width, n, 0, 0, width, n);
    const raw = strip.toBuffer('raw');
    pixels.set(new Int32Array(raw.buffer, raw.byteOffset, n * width), y * width);
  }
  return pixels.subarray(0, width * height);
}
