// A picture's rows deflated on two threads at once: the first part on the calling thread, the
// rest on a helper thread, joined into one zlib stream. Deflate is the largest part of a
// picture's time (2.5-4.5 ms of 7-10 at 720 px); halved this way, a turn's picture reaches
// players sooner. The CPU spent is the same. Rendering stays synchronous: the caller waits on
// shared memory, never on the event loop.
// The stream: the first part's raw deflate ends on a sync flush (byte-aligned, not final),
// the second part's raw deflate follows (final); the second cannot refer back into the first,
// which costs under 1% of the bytes. The helper also sums the Adler-32 of the whole.
// Without the helper (it failed, or the rows are larger than its buffers) one thread does it all.
import { Worker } from 'node:worker_threads';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';

/** Rows larger than this go to one thread (a 720-px frame is under 1.2 MB). */
const CAPACITY = 4 * 1024 * 1024;
/** Smaller inputs are not worth the hand-over. */
const SPLIT_FROM = 64 * 1024;
/**
 * The calling thread's share: the helper also sums the Adler-32 of the whole (about an eighth of
 * its time), so it takes the smaller part.
 */
const SHARE = 0.56;
/** How long to wait for the helper before doing its part here and giving it up. */
const PATIENCE_MS = 2000;

// ctl: [0] last job done, [1] job counter, [2] from, [3] to, [4] level, [5] out length, [6] adler, [7] failed
const DONE = 0;
const JOB = 1;

const HELPER = `
const { workerData } = require('node:worker_threads');
const { deflateRawSync } = require('node:zlib');
const ctl = new Int32Array(workerData.ctl);
const input = Buffer.from(workerData.input);
const output = Buffer.from(workerData.output);
function adler32(buf, end) {
  let a = 1, b = 0;
  for (let i = 0; i < end; ) {
    const stop = Math.min(end, i + 5552);
    for (; i < stop; i++) { a += buf[i]; b += a; }
    a %= 65521; b %= 65521;
  }
  return (b << 16) | a;
}
let seen = 0;
for (;;) {
  Atomics.wait(ctl, ${JOB}, seen);
  seen = Atomics.load(ctl, ${JOB});
  try {
    const z = deflateRawSync(input.subarray(ctl[2], ctl[3]), { level: ctl[4] });
    output.set(z, 0);
    ctl[5] = z.length;
    ctl[6] = adler32(input, ctl[3]);
    ctl[7] = 0;
  } catch {
    ctl[7] = 1;
  }
  Atomics.store(ctl, ${DONE}, seen);
  Atomics.notify(ctl, ${DONE});
}
`;

interface Helper {
  ctl: Int32Array;
  input: Buffer;
  output: Buffer;
  worker: Worker;
}

let helper: Helper | null | undefined;
let jobs = 0;

function startHelper(): Helper | null {
  try {
    const shared = {
      ctl: new SharedArrayBuffer(8 * 4),
      input: new SharedArrayBuffer(CAPACITY),
      output: new SharedArrayBuffer(CAPACITY + 1024),
    };
    const worker = new Worker(HELPER, { eval: true, workerData: shared });
    // Never keeps the process alive; an error only makes the next picture wait out its patience.
    worker.unref();
    worker.on('error', () => undefined);
    return { ctl: new Int32Array(shared.ctl), input: Buffer.from(shared.input), output: Buffer.from(shared.output), worker };
  } catch {
    return null;
  }
}

/** The helper's thread, if started (tests stop it to see the fallback). */
export function helperThread(): Worker | null {
  return helper ? helper.worker : null;
}

/** Turns the helper on or off (tests compare both ways; off, the next call starts none). */
export function useHelper(on: boolean): void {
  if (!on && helper) void helper.worker.terminate();
  helper = on ? undefined : null;
}

/**
 * The zlib stream of `data[0, size)`. Where `data` is the buffer from `rowsBuffer`, the helper
 * reads it in place; any other buffer is deflated on this thread.
 */
export function deflateRows(data: Buffer, size: number, level: number): Buffer {
  if (helper === undefined) helper = startHelper();
  const h = helper;
  if (!h || data.buffer !== h.input.buffer || size < SPLIT_FROM) return deflateSync(data.subarray(0, size), { level });
  const split = Math.floor(size * SHARE);
  const job = ++jobs;
  h.ctl[2] = split;
  h.ctl[3] = size;
  h.ctl[4] = level;
  Atomics.store(h.ctl, JOB, job);
  Atomics.notify(h.ctl, JOB);
  const head = deflateRawSync(data.subarray(0, split), { level, finishFlush: constants.Z_SYNC_FLUSH });
  while (Atomics.load(h.ctl, DONE) !== job)
    if (Atomics.wait(h.ctl, DONE, Atomics.load(h.ctl, DONE), PATIENCE_MS) === 'timed-out') break;
  if (Atomics.load(h.ctl, DONE) !== job || h.ctl[7] !== 0) {
    useHelper(false);
    return deflateSync(data.subarray(0, size), { level });
  }
  const tail = h.output.subarray(0, h.ctl[5]);
  const out = Buffer.alloc(2 + head.length + tail.length + 4);
  // zlib header: deflate, 32 KB window; FLEVEL as zlib writes it for this level; check bits.
  out[0] = 0x78;
  out[1] = zlibFlags(level);
  head.copy(out, 2);
  tail.copy(out, 2 + head.length);
  out.writeUInt32BE(h.ctl[6] >>> 0, out.length - 4);
  return out;
}

/** The rows buffer to fill before `deflateRows` (shared with the helper when there is one); reused. */
export function rowsBuffer(size: number): Buffer {
  if (helper === undefined) helper = startHelper();
  if (helper && size <= CAPACITY) return helper.input;
  if (local.length < size) local = Buffer.alloc(size);
  return local;
}

let local = Buffer.alloc(0);

/** The second byte of zlib's header for a level (FLEVEL 0-3, then FCHECK so that it divides by 31). */
function zlibFlags(level: number): number {
  const flevel = level < 2 ? 0 : level < 6 ? 1 : level === 6 ? 2 : 3;
  const flg = flevel << 6;
  return flg + (31 - ((0x78 * 256 + flg) % 31));
}
