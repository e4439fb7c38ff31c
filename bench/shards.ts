// BENCH_ONLY=shards: turns per second through the service on one SQLite file, for 1 process and
// for 3 processes as 3 shards run them (issue 22). Each process is named as a shard is (its
// claims), plays 4-person games in channels of its own as the bot does (a decision, its turn
// message recorded, then the pump's work: threads, turn messages, claims), and counts decisions
// for BENCH_SHARD_SECONDS. Pictures are a stub: the board pictures have their own bench, and
// here the shared file (locks, claims, WAL) is what is measured. The figures go in docs/scaling.md.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { RenderBoard } from '../src/render/contract';
import type { Actor, Announcement, GameService, Where } from '../src/services';
import * as store from '../src/store';

const SECONDS = Number(process.env.BENCH_SHARD_SECONDS ?? 10);
const GAME = process.env.BENCH_GAME ?? 'ateam';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const stub: RenderBoard = () => PNG;

interface Result {
  turns: number;
  seconds: number;
}

/** One process's part: decisions for SECONDS in its own channels; prints its Result as JSON. */
async function worker(id: number, path: string): Promise<void> {
  const { createService } = await import('../src/services');
  const { allGames } = await import('../src/games/registry');
  const def = allGames().find((g) => g.id === GAME)!;
  let seed = 1 + id * 1000;
  const svc: GameService = await createService({
    databasePath: path,
    games: [def],
    render: stub,
    seed: () => seed++,
    worker: `shard-${id}`,
  });
  const actors: Actor[] = Array.from({ length: 4 }, (_, i) => ({ userId: `s${id}p${i}`, name: `Player ${i + 1}` }));
  let posted = 0;
  // What the bot does with the pump's work: every owed post goes out and is recorded.
  const drain = async (list: readonly Announcement[]): Promise<void> => {
    for (const a of list) {
      if (a.kind === 'thread') await drain(await svc.placed(a.gameId, null));
      if (a.kind === 'turn') await drain(await svc.messagePosted(a.posts, a.channelId, a.messageId ?? `m${id}.${++posted}`));
      if (a.kind === 'say' && a.outbox !== undefined) await svc.said(a.outbox, `m${id}.${++posted}`);
    }
  };
  let channel = 0;
  let where: Where = { guildId: `g${id}`, channelId: `s${id}c0` };
  const open = async () => {
    where = { guildId: `g${id}`, channelId: `s${id}c${++channel}` };
    await svc.newGameWith(where, actors[0], def.id, {});
    for (const a of actors.slice(1)) await svc.join(where, a);
    await svc.start(where, actors[0]);
    await drain(await svc.pump());
  };
  await open();
  let turns = 0;
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < SECONDS * 1000) {
    if ((await svc.outcome(where))?.status !== 'active') await open();
    let actor: (typeof actors)[number] | undefined;
    for (const a of actors) if (!actor && (await svc.autocompleteChoices(where, a, '')).length > 0) actor = a;
    if (!actor) {
      await open();
      continue;
    }
    const options = await svc.autocompleteChoices(where, actor, '');
    const answer = await svc.choose(where, actor, options[(n++ * 7) % options.length].value);
    if (answer.posts) await drain(await svc.messagePosted(answer.posts, where.channelId, `m${id}.${++posted}`));
    await drain(await svc.pump());
    turns++;
  }
  const seconds = (performance.now() - t0) / 1000;
  await svc.close();
  process.stdout.write(`${JSON.stringify({ turns, seconds } satisfies Result)}\n`);
}

/** Runs `n` worker processes at once on one fresh file; total decisions per second of wall time. */
async function run(n: number): Promise<{ perSecond: number; turns: number; seconds: number }> {
  const path = join(mkdtempSync(join(tmpdir(), 'rerun-bench-shards-')), 'bench.sqlite');
  // The file and its migrations first, so that the workers start on the same footing.
  store.open(path).close();
  const self = fileURLToPath(import.meta.url);
  const results = await Promise.all(
    Array.from(
      { length: n },
      (_, id) =>
        new Promise<Result>((resolve, reject) => {
          const child = spawn(process.execPath, [...process.execArgv, self], {
            env: { ...process.env, BENCH_SHARD: String(id), BENCH_SHARD_DB: path },
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let out = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.on('close', (code) => {
            const line = out.trim().split('\n').at(-1) ?? '';
            if (code !== 0 || !line.startsWith('{')) reject(new Error(`bench shard ${id} failed (${code}): ${out}`));
            else resolve(JSON.parse(line) as Result);
          });
        }),
    ),
  );
  const turns = results.reduce((s, r) => s + r.turns, 0);
  // Each worker plays for SECONDS after its own start-up: the rate is over the time they all played.
  const seconds = Math.max(...results.map((r) => r.seconds));
  return { perSecond: turns / seconds, turns, seconds };
}

export async function printShards(): Promise<void> {
  console.log(
    `\nTurns per second on one SQLite file (${GAME}, 4 seats, pictures stubbed, ${SECONDS} s each, ${availableParallelism()} cores)`,
  );
  for (const n of [1, 3]) {
    const r = await run(n);
    const who = n === 1 ? '1 process' : `${n} processes (${n} shards)`;
    console.log(
      `  ${who.padEnd(24)} ${r.perSecond.toFixed(0).padStart(5)} turns/s  (${r.turns} decisions in ${r.seconds.toFixed(1)} s)`,
    );
  }
}

if (process.env.BENCH_SHARD !== undefined) void worker(Number(process.env.BENCH_SHARD), process.env.BENCH_SHARD_DB!);
