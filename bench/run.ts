// `npm run bench`: every part in turn, each announced by a line saying what it measures:
// engine-only self-play; a whole turn through the service and a board picture, with the PNG
// sizes; public messages per game; lines per turn message and the longest call to act; bytes per
// finished game and /log's time; the catch-up clip's bytes, frames and time; turns per second and
// bytes per game in each store (stores.ts). Every timing awaits what it times. Prints figures
// against their targets; asserts nothing (not a test), and exits 0 once every part has run.
// BENCH_ONLY=<part> runs one part alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BoardWords, RenderBoard } from '../src/render/contract';
import { createService, type Actor, type AnyGame, type GameService, type Where } from '../src/services';
import { decideAsPerson } from './decide';
import { printStores } from './stores';
import { selfPlay } from './selfplay';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 10;
const TARGET = { turnMs: 50, renderMs: 40, pngKb: 400, gamesPerSecond: 150 };
/** Self-play runs a game: its slowest run is judged, so that one lucky run cannot pass. */
const SELFPLAY_RUNS = 3;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? NaN;
const fmt = (n: number, unit: string) => `${n.toFixed(unit === 'KB' ? 0 : 1)} ${unit}`;
const verdict = (v: number, target: number) => (v < target ? 'PASS' : 'MISS');

/** `fresh`: a new renderer, nothing cached (each bench of a game starts from one). */
async function loadGames(): Promise<{ games: AnyGame[]; render: RenderBoard; fresh: () => RenderBoard; note: string }> {
  const { renderBoard, createRenderer } = await import('../src/render');
  const fresh = () => createRenderer();
  try {
    const { allGames } = await import('../src/games/registry');
    const only = process.env.BENCH_GAME;
    const games = allGames().filter((g) => !only || g.id === only);
    return { games, render: renderBoard, fresh, note: only ? `real games (${only} only)` : 'real games' };
  } catch (e) {
    // The platform must stay measurable while a game plug-in is broken: fall back to the example game.
    const { diceRace } = await import('../src/games/dice-race');
    console.log(`(games failed to load: ${e instanceof Error ? e.message : String(e)}; measuring the example game)`);
    return { games: [diceRace], render: renderBoard, fresh, note: 'example game' };
  }
}

/** Announces a part: a blank line, then what it measures and how. */
const part = (what: string) => console.log(`\n${what}`);

/** Simple deterministic picks so that runs compare. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/**
 * A game played turn by turn (whole turn timed), then its pictures drawn again in the order the
 * game drew them, on a fresh renderer (`fresh`: a new one, its caches empty) so that whatever it
 * remembers from picture to picture helps as much as in a real game, and no more.
 */
async function benchGame(def: AnyGame, fresh: () => RenderBoard) {
  const path = join(mkdtempSync(join(tmpdir(), 'rerun-bench-')), 'bench.sqlite');
  let seed = 1;
  // Every picture the game asks for, its arguments kept to draw again.
  const drawn: Array<Parameters<RenderBoard>> = [];
  const played = fresh();
  const render: RenderBoard = (...args) => {
    drawn.push(args);
    return played(...args);
  };
  const svc: GameService = await createService({ databasePath: path, games: [def], render, seed: () => seed++ });
  const where: Where = { guildId: 'bench', channelId: `bench-${def.id}` };
  const players = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
  const actors: Actor[] = Array.from({ length: players }, (_, i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
  const open = async () => {
    await svc.newGameWith(where, actors[0], def.id, {});
    for (const a of actors.slice(1)) await svc.join(where, a);
    await svc.start(where, actors[0]);
    // No thread here: the game plays in its channel (as where Discord refuses threads).
    for (const a of await svc.pump()) if (a.kind === 'thread') await svc.placed(a.gameId, null);
  };
  await open();
  const pick = lcg(7);
  const turnMs: number[] = [];
  const sizes: number[] = [];
  let games = 1;
  for (let i = 0; i < ITERATIONS + WARMUP; i++) {
    if ((await svc.outcome(where))?.status !== 'active') {
      await open();
      games++;
    }
    // Whose turn: the one actor with legal choices (outside the timing).
    let actor: Actor | undefined;
    let options: Array<{ value: string; name: string }> = [];
    for (const a of actors) {
      options = await svc.autocompleteChoices(where, a, '');
      if (options.length > 0) {
        actor = a;
        break;
      }
    }
    if (!actor) break;
    const roll = options.find((o) => /roll|throw/i.test(o.name));
    const choice = roll && pick(3) > 0 ? roll.value : options[pick(options.length)].value;
    const { answer, ms: dt } = await decideAsPerson(svc, where, actor, choice);
    if (i >= WARMUP) {
      turnMs.push(dt);
      if (answer.reply.image) sizes.push(answer.reply.image.data.length);
    }
  }

  await svc.close();
  // The game's pictures again, in order: once to warm the code, then timed on a renderer whose
  // static layers are drawn but whose other caches are empty (the first picture quantizes the base).
  const warm = fresh();
  for (const args of drawn.slice(0, WARMUP)) warm(...args);
  const timed = fresh() as RenderBoard & { staticLayer?: (id: string, words?: BoardWords) => unknown };
  for (const args of drawn) timed.staticLayer?.(args[0], args[4]);
  const renderMs: number[] = [];
  for (const args of drawn) {
    const t0 = performance.now();
    const png = timed(...args);
    renderMs.push(performance.now() - t0);
    sizes.push(png.length);
  }
  return { turnMs, renderMs, sizes, games };
}

async function main() {
  const { games, render, fresh, note } = await loadGames();
  console.log(`Rerun bench: ${ITERATIONS} iterations after ${WARMUP} warm-up, ${note}, node ${process.version}`);
  if (process.env.BENCH_ONLY === 'storage') return printStorage(games);
  if (process.env.BENCH_ONLY === 'messages') return printLines(games);
  if (process.env.BENCH_ONLY === 'pictures') return printPictures(games, fresh);
  // shards: the turns of each store only; bytes: the bytes per finished game in each only; stores: both.
  if (process.env.BENCH_ONLY === 'shards') return printStores(games, { turns: true, bytes: false });
  if (process.env.BENCH_ONLY === 'bytes') return printStores(games, { turns: false, bytes: true });
  if (process.env.BENCH_ONLY === 'stores') return printStores(games, { turns: true, bytes: true });
  if (process.env.BENCH_ONLY === 'weight') return printWeight(games, render);
  if (process.env.BENCH_ONLY === 'phases') return (await import('./phases')).printPhases(games);
  if (process.env.BENCH_ONLY === 'clips') return (await import('./clips')).printClips(games, render);
  const rows: string[][] = [['game', 'figure', 'median', 'p90', 'target', '']];
  part(
    `Self-play: complete all-AI games per CPU second, the engine alone (no service, database or picture), ${SELFPLAY_RUNS} runs of about 2 s each per game` +
      (process.env.BENCH_ONLY === 'selfplay'
        ? ''
        : `; then each game played through the service on a SQLite file (${ITERATIONS} turns after ${WARMUP}): a whole turn (a decision, its reply and picture), its pictures drawn and encoded again, their PNG sizes`),
  );
  // Engine only first: every registered game, so a new game shows up here by itself.
  for (const def of games) {
    const runs = Array.from({ length: SELFPLAY_RUNS }, () => selfPlay(def, 2000));
    const rates = runs.map((r) => r.perSecond).sort((a, b) => a - b);
    const players = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
    const games = runs.reduce((n, r) => n + r.games, 0);
    rows.push([
      def.id,
      `self-play, ${players} AI, per CPU second, ${SELFPLAY_RUNS} runs: slowest-fastest ${rates.map((r) => r.toFixed(0)).join(', ')} (${games} games, ${runs[0].steps.toFixed(0)} decisions each)`,
      `${median(rates).toFixed(0)} games/s`,
      '',
      `>= ${TARGET.gamesPerSecond} games/s each run`,
      rates[0] >= TARGET.gamesPerSecond ? 'PASS' : 'MISS',
    ]);
  }
  if (process.env.BENCH_ONLY === 'selfplay') return printRows(rows);
  for (const def of games) {
    const r = await benchGame(def, fresh);
    const turn = median(r.turnMs);
    const pic = median(r.renderMs);
    const kb = Math.max(...r.sizes) / 1024;
    rows.push([
      def.id,
      `whole turn (${r.turnMs.length} turns, ${r.games} games)`,
      fmt(turn, 'ms'),
      fmt(p90(r.turnMs), 'ms'),
      `< ${TARGET.turnMs} ms`,
      verdict(turn, TARGET.turnMs),
    ]);
    rows.push([
      def.id,
      'render + PNG encode',
      fmt(pic, 'ms'),
      fmt(p90(r.renderMs), 'ms'),
      `< ${TARGET.renderMs} ms`,
      verdict(pic, TARGET.renderMs),
    ]);
    rows.push([
      def.id,
      `PNG size (largest; median ${fmt(median(r.sizes) / 1024, 'KB')})`,
      fmt(kb, 'KB'),
      '',
      `< ${TARGET.pngKb} KB`,
      verdict(kb, TARGET.pngKb),
    ]);
  }
  printRows(rows);
  if (process.env.BENCH_ONLY === 'turn') return;
  const { messagesPerGame } = await import('./messages');
  const GAMES = Number(process.env.BENCH_MESSAGE_GAMES ?? 3);
  part(`Public messages per complete game, every seat a person taking its AI's decision (mean of ${GAMES} games)`);
  for (const def of games) {
    const f = await messagesPerGame(def, render, GAMES);
    console.log(
      `${def.id}: public messages per complete ${f.players}-player game (mean of ${f.games}): before ${f.before.toFixed(0)}, now ${f.after.toFixed(0)}`,
    );
  }
  await printLines(games);
  await printStorage(games);
  await (await import('./clips')).printClips(games, render);
  await printStores(games, { turns: true, bytes: true });
  const mem = process.memoryUsage();
  console.log(
    `memory after the run: RSS ${(mem.rss / 2 ** 20).toFixed(0)} MB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
}

/**
 * Lines per turn message, in the older form and today's (median and largest; cut: "… N earlier lines"),
 * and the longest call to act (a turn message's first line) per game and language, against 120.
 */
async function printLines(games: AnyGame[]): Promise<void> {
  const { linesPerTurnMessage, longestFirstLines } = await import('./messages');
  part(
    'Turn messages: the longest call to act (the first line, as a phone shows it) per game and language, ' +
      'then lines per turn message, with 4 people and with 1 (the rest AI)',
  );
  for (const def of games)
    for (const f of longestFirstLines(def, Number(process.env.BENCH_MESSAGE_GAMES ?? 3)))
      console.log(
        `${def.id} (${f.locale}): longest call to act ${f.longest} characters of ${f.lines} (target 120, ${verdict(f.longest, 121)}): ${f.line}`,
      );
  const GAMES = Number(process.env.BENCH_MESSAGE_GAMES ?? 3);
  const shown = (f: { median: number; max: number; cut: number }) => `median ${f.median}, max ${f.max}, cut ${f.cut}`;
  for (const def of games)
    for (const people of [4, 1]) {
      const f = await linesPerTurnMessage(def, people, GAMES);
      console.log(
        `${def.id}: lines per turn message, ${f.people} of ${f.players} seats people (${f.messages} messages, ${GAMES} games): ` +
          `before ${shown(f.before)}; now ${shown(f.after)}`,
      );
    }
}

const PICTURES = { kb: 60, renderMs: 10, turnMs: 15, perGameMb: 6 };

/** The pictures' weight and time (docs/decisions/0006-picture-budget.md), the true-colour PNG of before against the indexed PNG of now. */
async function printPictures(games: AnyGame[], fresh: () => RenderBoard): Promise<void> {
  const { createRenderer } = await import('../src/render');
  const { encodeTrueColourPng } = await import('../src/render/encode');
  const before = () => createRenderer(undefined, undefined, encodeTrueColourPng);
  const { messagesPerGame } = await import('./messages');
  // Games differ in length (the first Bionic Woman game uploads 3.2 MB, the mean of three 6.1 MB): 3 by default.
  const GAMES = Number(process.env.BENCH_UPLOAD_GAMES ?? 3);
  part(
    'Pictures, before (true-colour PNGs, each edit uploading its picture) and now (indexed PNGs, an unchanged picture kept): ' +
      `the largest, the drawing and encoding, the whole turn, the uploads a complete game (mean of ${GAMES})`,
  );
  const rows: string[][] = [['game', 'figure', 'before', 'now', 'target', '']];
  for (const def of games) {
    // Before: true-colour PNGs, each edit uploading its picture; now: indexed PNGs, unchanged ones kept.
    const measure = async (r: () => RenderBoard, keeps: boolean) => ({
      ...(await benchGame(def, r)),
      uploaded: (await messagesPerGame(def, r(), GAMES, keeps)).uploaded,
    });
    const [b, a] = [await measure(before, false), await measure(fresh, true)];
    const figures: Array<[string, (r: typeof a) => number, number, string]> = [
      ['largest picture', (r) => Math.max(...r.sizes) / 1024, PICTURES.kb, 'KB'],
      ['render + encode median', (r) => median(r.renderMs), PICTURES.renderMs, 'ms'],
      ['whole turn median', (r) => median(r.turnMs), PICTURES.turnMs, 'ms'],
      [`picture uploads per complete game (mean of ${GAMES})`, (r) => r.uploaded / 2 ** 20, PICTURES.perGameMb, 'MB'],
    ];
    for (const [name, f, target, unit] of figures) {
      const now = f(a);
      const shown = (v: number) => (Number.isNaN(v) ? 'n/a' : unit === 'MB' ? `${v.toFixed(1)} MB` : fmt(v, unit));
      rows.push([def.id, name, shown(f(b)), shown(now), `<= ${target} ${unit}`, now <= target ? 'PASS' : 'MISS']);
    }
  }
  printRows(rows);
}

/**
 * BENCH_ONLY=weight: every picture of complete 4-player games (each seat taking its AI's
 * decision), per game the median and largest against the 60 KB of docs/decisions/0006-picture-budget.md.
 */
async function printWeight(games: AnyGame[], render: RenderBoard): Promise<void> {
  const { messagesPerGame } = await import('./messages');
  const GAMES = Number(process.env.BENCH_WEIGHT_GAMES ?? 3);
  part(`Picture weight: every picture of ${GAMES} complete 4-player games, each seat taking its AI's decision`);
  const rows: string[][] = [['game', 'pictures', 'median', 'largest', 'target', '']];
  for (const def of games) {
    const sizes: number[] = [];
    const measured = Object.assign((...args: Parameters<RenderBoard>) => {
      const png = render(...args);
      sizes.push(png.length);
      return png;
    }, render);
    await messagesPerGame(def, measured, GAMES);
    const largest = Math.max(...sizes) / 1024;
    rows.push([
      def.id,
      `${sizes.length} in ${GAMES} games`,
      `${(median(sizes) / 1024).toFixed(1)} KB`,
      `${largest.toFixed(1)} KB`,
      `<= ${PICTURES.kb} KB`,
      largest <= PICTURES.kb ? 'PASS' : 'MISS',
    ]);
  }
  printRows(rows);
}

/** Bytes per finished game before and after compaction, and what replay costs /log (docs/decisions/0005-archived-logs.md). */
async function printStorage(games: AnyGame[]): Promise<void> {
  const { storagePerGame, TARGET_BYTES } = await import('./storage');
  const STORED = Number(process.env.BENCH_STORAGE_GAMES ?? 3);
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  part(
    `Storage on SQLite: bytes per finished game (mean of ${STORED}, every seat a person, hours apart) as played, ` +
      'its log archived and compacted; and /log as a file of the longest, each of 9 runs timed to its answer (median)',
  );
  for (const def of games) {
    const s = await storagePerGame(def, STORED);
    console.log(
      `${def.id}: bytes per finished ${s.players}-player game (mean of ${s.games}, ${s.decisions.toFixed(0)} decisions): ` +
        `as played ${kb(s.played)}, log archived ${kb(s.archived)}, compacted ${kb(s.compacted)} ` +
        `(target <= ${kb(TARGET_BYTES)}: ${s.compacted <= TARGET_BYTES ? 'PASS' : 'MISS'}); ` +
        `file ${kb(s.fileBefore)} -> ${kb(s.fileAfter)}; archiving ${s.archiveMs.toFixed(1)} ms a game`,
    );
    console.log(
      `${def.id}: /log as a file of its longest game (${s.longest.decisions} decisions): ` +
        `${s.longest.storedMs.toFixed(1)} ms from stored events, ${s.longest.archivedMs.toFixed(1)} ms log archived ` +
        `(events rebuilt by replay), ${s.longest.compactedMs.toFixed(1)} ms compacted (state rebuilt too)`,
    );
  }
}

function printRows(rows: string[][]): void {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]))
        .join('  ')
        .trimEnd(),
    );
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
