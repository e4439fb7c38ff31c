// Turns through the service as the bot's processes play them: `n` processes at
// once on one store, the SQLite file (as n shards run it) or a PostgreSQL database. Each process
// is named as a shard is (its claims), plays 4-person games in channels of its own as the bot
// does, and counts decisions for BENCH_SHARD_SECONDS. One turn, as timed: a decision through the
// service, its turn message recorded, then the pump's work (threads, turn messages, claims).
// Pictures are a stub: the board pictures have their own bench, and here the store (locks,
// claims, commits) is what is measured. stores.ts prints the rows.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { RenderBoard } from '../src/render/contract';
import type { Actor, Announcement, GameService, Where } from '../src/services';
import { openStore } from '../src/store';
import { countAllTrips } from '../test/support/pgTrips';
import { decideAsPerson } from './decide';

export const SECONDS = Number(process.env.BENCH_SHARD_SECONDS ?? 10);
export const GAME = process.env.BENCH_GAME ?? 'ateam';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const stub: RenderBoard = () => PNG;

/** Where the processes keep their games: the SQLite file at `path`, or the PostgreSQL database at `url`. */
export interface StoreAt {
  path: string;
  url?: string;
}

interface Result {
  turns: number;
  seconds: number;
  /** Each turn's time (ms), in the order played. */
  ms: number[];
  /** Each turn's decision alone (ms): the deciding click to its answer, what the person waits for. */
  decidedMs: number[];
  /** CPU time of this process while it played (ms, user + system). */
  cpuMs: number;
  /** On PostgreSQL: each decision's round trips to the server, and each whole turn's (test/support/pgTrips.ts). */
  trips?: { decision: number[]; turn: number[] };
}

/** What the bot does with the pump's work: every owed post goes out and is recorded (`name`: unique message ids). */
export function drainer(svc: GameService, name: string): (list: readonly Announcement[]) => Promise<void> {
  let posted = 0;
  const drain = async (list: readonly Announcement[]): Promise<void> => {
    for (const a of list) {
      if (a.kind === 'thread') await drain(await svc.placed(a.gameId, null));
      if (a.kind === 'turn') await drain(await svc.messagePosted(a.posts, a.channelId, a.messageId ?? `${name}.${++posted}`));
      if (a.kind === 'say' && a.outbox !== undefined) await svc.said(a.outbox, `${name}.${++posted}`);
    }
  };
  return drain;
}

/** One process's part: decisions for SECONDS in its own channels; prints its Result as JSON. */
async function worker(id: number, at: StoreAt): Promise<void> {
  const { createService } = await import('../src/services');
  const { allGames } = await import('../src/games/registry');
  // Counted before the store opens its pool, so that every connection is watched.
  const counter = at.url ? countAllTrips((await import('pg')).default) : null;
  const trips = { decision: [] as number[], turn: [] as number[] };
  const def = allGames().find((g) => g.id === GAME)!;
  let seed = 1 + id * 1000;
  const svc: GameService = await createService({
    databasePath: at.path,
    databaseUrl: at.url,
    games: [def],
    render: stub,
    seed: () => seed++,
    worker: `shard-${id}`,
  });
  const actors: Actor[] = Array.from({ length: 4 }, (_, i) => ({ userId: `s${id}p${i}`, name: `Player ${i + 1}` }));
  const drain = drainer(svc, `m${id}`);
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
  const ms: number[] = [];
  const decidedMs: number[] = [];
  let n = 0;
  let posted = 0;
  const cpu0 = process.cpuUsage();
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
    const tripsNow = () => counter?.trips ?? 0;
    let before = tripsNow();
    const { answer, ms: decided } = await decideAsPerson(
      svc,
      where,
      actor,
      options[(n++ * 7) % options.length].value,
      () => (before = tripsNow()),
    );
    const decidedTrips = tripsNow() - before;
    const t = performance.now();
    if (answer.posts) await drain(await svc.messagePosted(answer.posts, where.channelId, `t${id}.${++posted}`));
    await drain(await svc.pump());
    ms.push(decided + performance.now() - t);
    decidedMs.push(decided);
    trips.decision.push(decidedTrips);
    trips.turn.push((counter?.trips ?? 0) - before);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await svc.close();
  const result: Result = {
    turns: ms.length,
    seconds,
    ms,
    decidedMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    ...(counter ? { trips } : {}),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

export interface Throughput {
  /** Decisions per second of wall time, all processes together. */
  perSecond: number;
  turns: number;
  seconds: number;
  /** Turn time (ms) over every process's turns. */
  p50: number;
  p99: number;
  /** The decision alone (the deciding click to its answer): its p50 (ms). */
  decisionP50: number;
  /** The processes' own CPU time per turn (ms; a PostgreSQL server's is not in it). */
  cpuMsPerTurn: number;
  /** On PostgreSQL: median round trips of a decision, and of a whole turn (decision, record, pump). */
  trips?: { decision: number; turn: number };
}

const quantile = (sorted: number[], q: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** A fresh SQLite file in the temp folder (on disk, as the PostgreSQL cluster's folder is). */
export const freshFile = (): string => join(mkdtempSync(join(tmpdir(), 'rerun-bench-shards-')), 'bench.sqlite');

/** Runs `n` worker processes at once on one fresh store; decisions per second of wall time, turn times. */
export async function throughput(n: number, at: StoreAt): Promise<Throughput> {
  // The store and its migrations first, so that the workers start on the same footing.
  await (await openStore(at)).close();
  const self = fileURLToPath(import.meta.url);
  const results = await Promise.all(
    Array.from(
      { length: n },
      (_, id) =>
        new Promise<Result>((resolve, reject) => {
          const child = spawn(process.execPath, [...process.execArgv, self], {
            env: { ...process.env, BENCH_SHARD: String(id), BENCH_SHARD_DB: at.path, BENCH_SHARD_URL: at.url ?? '' },
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
  const ms = results.flatMap((r) => r.ms).sort((a, b) => a - b);
  const cpuMs = results.reduce((s, r) => s + r.cpuMs, 0);
  const median = (xs: number[]) =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  const counted = results.flatMap((r) => (r.trips ? [r.trips] : []));
  return {
    ...(counted.length > 0
      ? {
          trips: {
            decision: median(counted.flatMap((t) => t.decision)),
            turn: median(counted.flatMap((t) => t.turn)),
          },
        }
      : {}),
    perSecond: turns / seconds,
    turns,
    seconds,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    decisionP50: median(results.flatMap((r) => r.decidedMs)),
    cpuMsPerTurn: cpuMs / turns,
  };
}

if (process.env.BENCH_SHARD !== undefined)
  void worker(Number(process.env.BENCH_SHARD), {
    path: process.env.BENCH_SHARD_DB!,
    url: process.env.BENCH_SHARD_URL || undefined,
  });
