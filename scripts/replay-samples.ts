// Writes docs/img/replay/<game>-first.png and <game>-last.png: the first and last frames of the
// Replay GIF of a four-seat all-AI game played to its end, at 450 px wide (what a phone shows),
// and prints each GIF's frames, size and the time it took to make.
// Run: npx tsx scripts/replay-samples.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, createImageData } from 'canvas';
import { GifReader } from 'omggif';
import { allGames } from '../src/games/registry';
import { renderBoard } from '../src/render';
import { encodeIndexedPng } from '../src/render/encode';
import { createService } from '../src/services';
import { maxSeats } from '../src/services/core/seats';
import { alice, drain, here, post, row, tempDb } from '../test/support/service';

const OUT = join(fileURLToPath(new URL('..', import.meta.url)), 'docs/img/replay');
const PHONE = 450;
const SEED = 7;

/** Frame `n` of the GIF as a PNG `PHONE` pixels wide. */
function frameAt(reader: GifReader, n: number): Buffer {
  const px = new Uint8ClampedArray(reader.width * reader.height * 4);
  for (let i = 0; i <= n; i++) reader.decodeAndBlitFrameRGBA(i, px);
  const full = createCanvas(reader.width, reader.height);
  full.getContext('2d').putImageData(createImageData(px, reader.width, reader.height), 0, 0);
  const h = Math.round((reader.height * PHONE) / reader.width);
  const small = createCanvas(PHONE, h);
  small.getContext('2d').drawImage(full, 0, 0, PHONE, h);
  return encodeIndexedPng(small);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const def of allGames()) {
    const path = tempDb();
    const svc = await createService({ databasePath: path, seed: () => SEED, render: renderBoard, games: allGames() });
    await post(svc, await svc.newGameWith(here, alice, def.id, { ai: Math.min(4, maxSeats(def)), aiOnly: true }));
    await svc.start(here, alice);
    await drain(svc);
    const t0 = performance.now();
    const gif = (await svc.replay(here, alice, row(path).id)).reply.file!.data;
    const ms = performance.now() - t0;
    const reader = new GifReader(gif);
    writeFileSync(join(OUT, `${def.id}-first.png`), frameAt(reader, 0));
    writeFileSync(join(OUT, `${def.id}-last.png`), frameAt(reader, reader.numFrames() - 1));
    console.log(
      `${def.id}: ${reader.numFrames()} frames, ${reader.width}x${reader.height}, ${(gif.length / 2 ** 20).toFixed(2)} MB, made in ${(ms / 1000).toFixed(1)} s`,
    );
    await svc.close();
  }
}

void main();
