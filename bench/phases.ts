// `BENCH_ONLY=phases npm run bench`: where a picture's time goes, in CPU time (the machine is
// shared; wall-clock time varies with it). Every picture of complete 4-player games is recorded,
// then drawn again in order on a fresh renderer, timing drawing, the canvas read-back, quantizing
// and the PNG (deflate), the same steps as src/render/encode.ts.
import type { RenderBoard } from '../src/render/contract';
import { createRenderer } from '../src/render/index';
import { writeIndexedPng } from '../src/render/png';
import { baseOf } from '../src/render/encode';
import { quantize } from '../src/render/quantize';
import { readPixels } from '../src/render/readback';
import type { AnyGame } from '../src/services';
import { messagesPerGame } from './messages';

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The render calls of `games` complete games, in order. */
export async function recordPictures(def: AnyGame, games: number): Promise<Array<Parameters<RenderBoard>>> {
  const calls: Array<Parameters<RenderBoard>> = [];
  const render = createRenderer();
  const recording = Object.assign((...args: Parameters<RenderBoard>) => {
    calls.push(args);
    return render(...args);
  }, render);
  await messagesPerGame(def, recording, games);
  return calls;
}

interface Phases {
  total: number[];
  draw: number[];
  read: number[];
  quantize: number[];
  png: number[];
  sizes: number[];
}

/** Draws `calls` again in order on a fresh renderer, timing each phase (CPU ms). */
function timePhases(calls: Array<Parameters<RenderBoard>>): Phases {
  const p: Phases = { total: [], draw: [], read: [], quantize: [], png: [], sizes: [] };
  let mark = 0;
  const lap = (into: number[]) => {
    const now = cpuMs();
    into.push(now - mark);
    mark = now;
  };
  const render = createRenderer(undefined, undefined, (frame, layer, level) => {
    lap(p.draw);
    const { width, height } = frame;
    const px = readPixels(frame);
    lap(p.read);
    const indexed = quantize(px, width, height, layer && baseOf(layer));
    lap(p.quantize);
    const png = writeIndexedPng(width, height, indexed, level);
    lap(p.png);
    return png;
  });
  for (const args of calls) render.staticLayer(args[0], args[4]);
  for (const args of calls) {
    const start = cpuMs();
    mark = start;
    const png = render(...args);
    p.total.push(cpuMs() - start);
    p.sizes.push(png.length);
  }
  return p;
}

export async function printPhases(games: AnyGame[]): Promise<void> {
  const GAMES = Number(process.env.BENCH_PHASES_GAMES ?? 1);
  console.log(
    `\nWhere a picture's time goes (CPU ms, median): every picture of ${GAMES} complete 4-player game(s) drawn again in order, ` +
      'split into drawing, the canvas read-back, quantizing and the PNG',
  );
  for (const def of games) {
    const calls = await recordPictures(def, GAMES);
    timePhases(calls.slice(0, 20)); // warm the code
    const p = timePhases(calls);
    const f = (xs: number[]) => median(xs).toFixed(2);
    console.log(
      `${def.id.padEnd(12)} ${calls.length} pictures, CPU ms median: ` +
        `total ${f(p.total)} = draw ${f(p.draw)} + read ${f(p.read)} + quantize ${f(p.quantize)} + png ${f(p.png)}; ` +
        `bytes median ${(median(p.sizes) / 1024).toFixed(1)} KB, largest ${(Math.max(...p.sizes) / 1024).toFixed(1)} KB`,
    );
  }
}
