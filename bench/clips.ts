// The catch-up clip (What you missed, as a clip): per game, a player who decided once and then
// missed a few turns, then many (the clock playing every seat a day at a time), asks for the clip:
// its bytes, frames, width, and the time to make it (wall and CPU, the median of a few), as the
// bot makes it (catch-up, the button, then service.clip). Each game's clips are written to
// BENCH_CLIPS_DIR (default /tmp/clips) to look at.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GifReader } from 'omggif';
import type { RenderBoard } from '../src/render/contract';
import { createService, type Actor, type AnyGame, type GameService, type Where } from '../src/services';
import { decideAsPerson } from './decide';

const WHERE: Where = { guildId: 'bench', channelId: 'bench-clips' };
const PEOPLE: Actor[] = ['alice', 'bob', 'carol', 'dave'].map((n) => ({
  userId: `u-${n}`,
  name: n[0].toUpperCase() + n.slice(1),
}));
const DAY = 24 * 3600 * 1000;

export interface ClipFigure {
  game: string;
  /** Player-turns the player missed; frames in the clip (at most 40). */
  missed: number;
  frames: number;
  bytes: number;
  width: number;
  /** Median of the runs: wall and CPU milliseconds to make it. */
  ms: number;
  cpuMs: number;
  file: string;
}

/** The pump's work done as the bot does it (games in their channel, messages posted). */
async function drain(svc: GameService): Promise<void> {
  let n = 0;
  const run = async (list: Awaited<ReturnType<GameService['pump']>>): Promise<void> => {
    for (const a of list) {
      if (a.kind === 'thread') await run(await svc.placed(a.gameId, null));
      if (a.kind === 'turn') await run(await svc.messagePosted(a.posts, a.channelId, a.messageId ?? `m-${++n}-${Date.now()}`));
      if (a.kind === 'say' && a.outbox !== undefined) await svc.said(a.outbox, `s-${++n}-${Date.now()}`);
    }
  };
  await run(await svc.pump());
}

const turns = async (svc: GameService): Promise<number> => (await svc.outcome(WHERE))?.turns ?? 0;
const active = async (svc: GameService): Promise<boolean> => (await svc.outcome(WHERE))?.status === 'active';
const offered = async (svc: GameService, a: Actor) => await svc.autocompleteChoices(WHERE, a, '');

/** Alice's clip as the bot makes it: her catch-up, its button, the later half timed `runs` times. */
async function clipOf(svc: GameService, runs: number) {
  const alice = PEOPLE[0];
  const catchUp = await svc.catchUp(WHERE, alice);
  const id = catchUp.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => b.customId.startsWith('clip:'));
  if (!id) throw new Error('no clip offered');
  const later = (await svc.component(WHERE, alice, id.customId, undefined, true)).later;
  if (!later || !('clip' in later)) throw new Error('the click asked for no clip');
  const ms: number[] = [];
  const cpu: number[] = [];
  let data: Buffer = Buffer.alloc(0);
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const a = await svc.clip(WHERE, alice, later.clip, later.version);
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (!a.reply.file) throw new Error(`no clip made: ${a.reply.content}`);
    data = a.reply.file.data;
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const gif = new GifReader(data);
  return { data, frames: gif.numFrames(), width: gif.width, ms: mid(ms), cpuMs: mid(cpu) };
}

/**
 * One game of `def` for three (four where it is not played by three), a day's clock: the clock plays until Alice's turn, she decides it
 * herself, then the clock plays every turn; at each of `at` missed turns her clip is made.
 */
export async function clipFigures(def: AnyGame, render: RenderBoard, at = [4, 40], runs = 3, seed = 42): Promise<ClipFigure[]> {
  const dir = process.env.BENCH_CLIPS_DIR ?? '/tmp/clips';
  mkdirSync(dir, { recursive: true });
  const now = { ms: Date.parse('2026-01-05T12:00:00Z') };
  const svc = await createService({
    databasePath: join(mkdtempSync(join(tmpdir(), 'rerun-clips-')), 'clips.sqlite'),
    games: [def],
    render,
    seed: () => seed,
    now: () => new Date(now.ms),
  });
  const tick = async () => {
    now.ms += DAY;
    await drain(svc);
  };
  const [alice, ...others] = PEOPLE.slice(0, (def.playerCounts ?? [3]).includes(3) || !def.playerCounts ? 3 : 4);
  const opened = await svc.newGameWith(WHERE, alice, def.id, { settings: { clockMs: DAY, missLimit: 999, vacationMs: 0 } });
  if (opened.posts) await svc.messagePosted(opened.posts, WHERE.channelId, 'lobby');
  for (const p of others) await svc.join(WHERE, p);
  await svc.start(WHERE, alice);
  await drain(svc);
  while ((await active(svc)) && (await offered(svc, alice)).length === 0) await tick();
  while ((await active(svc)) && (await offered(svc, alice)).length > 0) {
    const { answer: a } = await decideAsPerson(svc, WHERE, alice, String((await offered(svc, alice))[0].value));
    if (a.posts) await svc.messagePosted(a.posts, WHERE.channelId, `own-${Date.now()}`);
    await drain(svc);
  }
  const from = await turns(svc);
  const out: ClipFigure[] = [];
  for (const n of at) {
    while ((await active(svc)) && (await turns(svc)) - from < n) await tick();
    if (!(await active(svc))) break;
    const c = await clipOf(svc, runs);
    const file = join(dir, `${def.id}-${n}.gif`);
    writeFileSync(file, c.data);
    out.push({
      game: def.id,
      missed: (await turns(svc)) - from,
      frames: c.frames,
      bytes: c.data.length,
      width: c.width,
      ms: c.ms,
      cpuMs: c.cpuMs,
      file,
    });
  }
  await svc.close();
  return out;
}

/** BENCH_ONLY=clips (and the whole bench): one line per game and catch-up. */
export async function printClips(games: AnyGame[], render: RenderBoard): Promise<void> {
  const runs = Number(process.env.BENCH_CLIP_RUNS ?? 3);
  console.log(
    `\nCatch-up clips: a player who decided once, then missed 4 and 40 turns (a day's clock playing every seat), asks for the clip; ` +
      `its frames, width and bytes, and the time to make it (wall and CPU, median of ${runs})`,
  );
  for (const def of games)
    for (const f of await clipFigures(def, render, [4, 40], runs))
      console.log(
        `${f.game}: catch-up clip after ${f.missed} missed turns: ${f.frames} frames at ${f.width} px, ` +
          `${(f.bytes / 1024).toFixed(0)} KB (limit 2048 KB: ${f.bytes <= 2 * 1024 * 1024 ? 'PASS' : 'MISS'}), ` +
          `made in ${f.ms.toFixed(0)} ms (${f.cpuMs.toFixed(0)} ms CPU; median of ${runs}): ${f.file}`,
      );
}
