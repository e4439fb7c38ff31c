// BENCH_ONLY=stores: the two stores side by side, in one run.
// 1. Turns per second and turn time (p50, p99) of 1 process on a SQLite file, 3 processes on it
//    as 3 shards run them, and 1 and 2 processes on one PostgreSQL database (shards.ts plays them).
// 2. Bytes on disk per finished game in each store: the same 4-player games of every kind (same
//    seeds, every seat a person taking what its AI would, hours apart) played into a fresh SQLite
//    file and a fresh PostgreSQL database, as played and after the upkeep's sweep past retention.
//    BENCH_ONLY=bytes runs this part alone; BENCH_STORE_DETAIL=1 says where PostgreSQL's bytes are.
// PostgreSQL runs on a throwaway cluster this bench starts (test/support/pgCluster.ts) with
// durability on (fsync, synchronous_commit), as SQLite runs synchronous = FULL: a commit waits
// for its log on disk in both. Both keep their files on the same disk (the temp folder).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEFAULT_IDLE_DAYS, DEFAULT_RETENTION_DAYS } from '../src/config';
import { aiDecision } from '../src/engine/match';
import { createService, type Actor, type AnyGame, type Where } from '../src/services';
import { openStore } from '../src/store';
import { freshDatabase, pgAvailable, startCluster, type PgCluster } from '../test/support/pgCluster';
import { decideAsPerson } from './decide';
import { delayProxy } from './delayProxy';
import { drainer, freshFile, GAME, SECONDS, stub, throughput, type StoreAt, type Throughput } from './shards';
import { measure } from './storage';

const PEOPLE: Actor[] = ['alice', 'bob', 'carol', 'dave'].map((n) => ({
  userId: `u-${n}`,
  name: n[0].toUpperCase() + n.slice(1),
}));
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const SKIPPED = 'PostgreSQL not installed: skipped';
/** Clock ticks a second, the unit of /proc's CPU times (100 on Linux nearly everywhere). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export async function printStores(games: AnyGame[], opts: { turns: boolean; bytes: boolean }): Promise<void> {
  let cluster: PgCluster | undefined;
  try {
    if (pgAvailable()) cluster = await startCluster({ durable: true });
    if (opts.turns) await printTurns(cluster);
    if (opts.bytes) await printBytes(games, cluster);
  } finally {
    cluster?.stop();
  }
}

async function printTurns(cluster: PgCluster | undefined): Promise<void> {
  console.log(
    `\nTurns per second and turn time by store (${GAME}, 4 seats, pictures stubbed, ${SECONDS} s each, ${availableParallelism()} cores;` +
      ` a turn: a decision, its turn message recorded, the pump; "a decision": the deciding click to its answer)`,
  );
  const row = (who: string, r: Throughput, how: string) =>
    console.log(
      `  ${`${who}:`.padEnd(36)} ${r.perSecond.toFixed(0).padStart(5)} turns/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, a decision p50 ${r.decisionP50.toFixed(1)} ms` +
        (r.trips ? `, round trips a decision ${r.trips.decision} (a whole turn ${r.trips.turn})` : '') +
        `  (${r.turns} decisions in ${r.seconds.toFixed(1)} s; bot CPU ${r.cpuMsPerTurn.toFixed(1)} ms a turn; ${how})`,
    );
  const sqlite = 'SQLite synchronous = FULL, WAL';
  row('1 process SQLite', await throughput(1, { path: freshFile() }), sqlite);
  row('3 processes SQLite (3 shards)', await throughput(3, { path: freshFile() }), sqlite);
  if (!cluster) return console.log(`  ${'2 processes PostgreSQL:'.padEnd(32)} ${SKIPPED}`);
  // 1 process too: what a process pays for the server apart from what two pay for sharing it.
  for (const n of [1, 2]) {
    const at = { path: freshFile(), url: await freshDatabase(cluster.url) };
    await (await openStore(at)).close(); // its schema first, out of what the server is counted for
    const before = await serverWork(cluster, at.url);
    const r = await throughput(n, at);
    // The sessions end with the workers' pools; the server reaps them (and sends their counts) a moment later.
    await new Promise((done) => setTimeout(done, 500));
    const after = await serverWork(cluster, at.url);
    const cpu = after.cpuMs - before.cpuMs;
    const server = Number.isNaN(cpu) ? 'server CPU not counted' : `server CPU ${(cpu / r.turns).toFixed(1)} ms a turn`;
    const syncs = `${((after.walSyncs - before.walSyncs) / r.turns).toFixed(1)} WAL flushes a turn`;
    row(`${n} process${n === 1 ? '' : 'es'} PostgreSQL`, r, `${server}, ${syncs}; fsync on, synchronous_commit on`);
  }
  // A database one zone away: every packet held 2 ms each way by a proxy of the bench's own.
  const far = { path: freshFile(), url: await freshDatabase(cluster.url) };
  await (await openStore(far)).close();
  const proxy = await delayProxy(far.url, 2);
  try {
    row('1 process PostgreSQL, 2 ms each way', await throughput(1, { ...far, url: proxy.url }), 'through a delaying proxy');
  } finally {
    await proxy.close();
  }
}

/** What the server has done so far: the CPU of its ended processes, and its WAL flushes to disk (pg_stat_wal). */
async function serverWork(cluster: PgCluster, url: string): Promise<{ cpuMs: number; walSyncs: number }> {
  const rows = await ask<{ n: string }>(url, 'SELECT wal_sync AS n FROM pg_stat_wal');
  return { cpuMs: serverCpuMs(cluster), walSyncs: Number(rows[0].n) };
}

/** The rows of `sql` on the database at `url`, on a connection of its own (outside the workers' pools). */
async function ask<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * CPU time (ms) of the server's ended processes (its sessions, autovacuum workers): the
 * postmaster's reaped children, cutime + cstime of /proc/<pid>/stat. NaN where there is no /proc.
 */
function serverCpuMs(cluster: PgCluster): number {
  try {
    const pid = readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8')
      .split('\n')[0]
      .trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at the 3rd (state); cutime is the 16th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/** Upkeep as configured by default (config.ts): ended games lose their state 180 days on. */
const UPKEEP = { idleDays: DEFAULT_IDLE_DAYS, retentionDays: DEFAULT_RETENTION_DAYS };
const DAY = 86_400_000;
/** The targets a finished game's bytes on disk are held to, as played and after the sweep. */
const TARGET = { played: 150 * 1024, swept: 10 * 1024 };

/** The bench's own clock, hours between decisions (as storage.ts): what waits on time is stored as it would be. */
interface Clock {
  now: number;
  lcg: number;
}

/** Plays `count` complete games of `def` into the store at `at` (seeds `seed`.., channels `${prefix}0`..); decisions taken. */
async function playGames(def: AnyGame, at: StoreAt, count: number, clock: Clock, seed: number, prefix: string): Promise<number> {
  const pause = () => {
    clock.lcg = (Math.imul(clock.lcg, 1664525) + 1013904223) >>> 0;
    clock.now += 60_000 + (clock.lcg % (8 * 3_600_000));
  };
  const svc = await createService({
    databasePath: at.path,
    databaseUrl: at.url,
    games: [def],
    render: stub,
    now: () => new Date(clock.now),
  });
  // The service's own store answers whose turn it is (a second connection to the same store).
  const store = await openStore(at);
  const drain = drainer(svc, 'm');
  const players = PEOPLE.slice(0, Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers]))));
  let decisions = 0;
  let posted = 0;
  try {
    for (let n = 0; n < count; n++) {
      const where: Where = { guildId: 'bench', channelId: `${prefix}${n}` };
      await svc.newGameWith(where, players[0], def.id, { seed: seed + n });
      for (const p of players.slice(1)) await svc.join(where, p);
      await svc.start(where, players[0]);
      await drain(await svc.pump());
      for (
        let g = await store.latestGameIn(where.channelId);
        g?.status === 'active';
        g = await store.latestGameIn(where.channelId)
      ) {
        const d = aiDecision(def, g.match!);
        if (!d) break;
        const userId = (await store.seatsOf(g.id))[d.player].userId;
        const actor = players.find((p) => p.userId === userId)!;
        pause();
        const { answer: a } = await decideAsPerson(svc, where, actor, d.choice);
        if (a.posts) await drain(await svc.messagePosted(a.posts, where.channelId, `t.${++posted}`));
        await drain(await svc.pump());
        decisions++;
      }
      if ((await store.latestGameIn(where.channelId))?.status !== 'finished')
        throw new Error(`${def.id}: game ${n} did not finish`);
    }
  } finally {
    await store.close();
    await svc.close();
  }
  return decisions;
}

/**
 * The upkeep's sweep as the bot runs it, its clock moved past retention: every ended game's log
 * archived, its state dropped, the freed space reclaimed (store/upkeep.ts). The bytes the store
 * says it freed.
 */
async function sweepAll(games: AnyGame[], at: StoreAt, clock: Clock): Promise<number> {
  clock.now += (UPKEEP.retentionDays + 1) * DAY;
  const svc = await createService({
    databasePath: at.path,
    databaseUrl: at.url,
    games,
    render: stub,
    now: () => new Date(clock.now),
  });
  try {
    const swept = await svc.sweep(new Date(clock.now), UPKEEP);
    if (swept.archived === 0 || swept.compacted === 0) throw new Error(`the sweep found nothing to do: ${JSON.stringify(swept)}`);
    return swept.freedBytes;
  } finally {
    await svc.close();
  }
}

/** A store's bytes on disk, and (detail) a line saying where they are. */
interface Disk {
  bytes(): Promise<number>;
  detail(): Promise<string>;
}

/** SQLite: the file's size, its WAL checkpointed into it; in detail, its content (dbstat: pages less their free room). */
const sqliteDisk = (path: string): Disk => ({
  bytes: () => Promise.resolve(measure(path).file),
  detail: () => Promise.resolve(`content ${kb(measure(path).used)}`),
});

/**
 * PostgreSQL: every file of the store's tables (pg_total_relation_size: the table, its TOAST, its
 * indexes, their free-space and visibility maps; whole 8 KB pages). In detail, table by table:
 * heap / TOAST / indexes / maps, and the row versions not yet vacuumed.
 */
function pgDisk(url: string): Disk {
  return {
    bytes: async () =>
      Number(
        (
          await ask<{ n: string }>(
            url,
            `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS n FROM pg_class c
             JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public' AND c.relkind = 'r'`,
          )
        )[0].n,
      ),
    detail: async () => {
      const rows = await ask<{
        t: string;
        heap: string;
        toast: string;
        idx: string;
        maps: string;
        dead: string;
        upd: string;
        hot: string;
      }>(
        url,
        `SELECT c.relname AS t, pg_relation_size(c.oid) AS heap,
                COALESCE(pg_total_relation_size(NULLIF(c.reltoastrelid, 0)), 0) AS toast,
                pg_indexes_size(c.oid) AS idx,
                pg_relation_size(c.oid, 'fsm') + pg_relation_size(c.oid, 'vm') AS maps,
                s.n_dead_tup AS dead, s.n_tup_upd AS upd, s.n_tup_hot_upd AS hot
           FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid
          WHERE c.relkind = 'r' AND pg_total_relation_size(c.oid) > 0 ORDER BY pg_total_relation_size(c.oid) DESC`,
      );
      return `heap/TOAST/indexes/maps: ${rows
        .map(
          (r) =>
            `${r.t} ${kb(Number(r.heap))}/${kb(Number(r.toast))}/${kb(Number(r.idx))}/${kb(Number(r.maps))}` +
            ` (${r.dead} dead, ${r.hot} of ${r.upd} updates HOT)`,
        )
        .join('; ')}`;
    },
  };
}

/** Bytes on disk per game of a batch: as played, and after the sweep; and what reclaim said it gave back. */
interface PerGame {
  played: number;
  swept: number;
  freed: number;
}

interface Bytes {
  /** Decisions a batch took. */
  decisions: number;
  /** The first batch, from the empty schema: the store's first pages and working room in it. */
  first: PerGame;
  /** The same games again, from the first batch swept: what each further game adds. */
  then: PerGame;
}

/**
 * Plays `count` games of each kind into the fresh store at `at`, sweeps, then plays and sweeps
 * the same games again in other channels. Per game of each batch: the store's growth on disk.
 * The first batch pays for what a store holds once, whatever its games: every table's and
 * index's first pages (PostgreSQL counts whole 8 KB pages; a first row brings a table one, each
 * index two), the free-space and visibility maps VACUUM makes, and the room a batch's live games
 * and logs take, which the sweep frees for reuse but, in PostgreSQL's indexes and below a table's
 * last live row, does not give back. The second batch reuses it, as a bot's later games do.
 */
async function bytesPerGame(games: AnyGame[], at: StoreAt, count: number, disk: Disk): Promise<Bytes> {
  await (await openStore(at)).close();
  const clock: Clock = { now: Date.parse('2026-01-01T00:00:00Z'), lcg: 17 };
  const n = games.length * count;
  const detail = process.env.BENCH_STORE_DETAIL
    ? async (label: string) => console.log(`    ${label}: ${await disk.detail()}`)
    : async () => {};
  let base = await disk.bytes();
  const batch = async (prefix: string): Promise<{ decisions: number; per: PerGame }> => {
    let decisions = 0;
    for (const def of games) decisions += await playGames(def, at, count, clock, 1000, `${prefix}${def.id}-`);
    const played = await disk.bytes();
    await detail(`batch ${prefix} played`);
    const freed = await sweepAll(games, at, clock);
    const swept = await disk.bytes();
    await detail(`batch ${prefix} swept`);
    const per = { played: (played - base) / n, swept: (swept - base) / n, freed: freed / n };
    base = swept;
    return { decisions, per };
  };
  const first = await batch('a');
  const then = await batch('b');
  if (then.decisions !== first.decisions)
    throw new Error(`the same games took ${first.decisions} and ${then.decisions} decisions`);
  return { decisions: first.decisions, first: first.per, then: then.per };
}

async function printBytes(games: AnyGame[], cluster: PgCluster | undefined): Promise<void> {
  const COUNT = Number(process.env.BENCH_STORE_GAMES ?? 2);
  const n = games.length * COUNT;
  console.log(
    `\nBytes on disk per finished game by store (batches of ${n} game${n === 1 ? '' : 's'}: ${COUNT} of each of ${games.map((g) => g.id).join(', ')}; ` +
      `up to 4 people, hours apart, the same games in both stores; as played, then after the upkeep's sweep ${UPKEEP.retentionDays + 1} days on: ` +
      `logs archived, states dropped, space reclaimed. A second batch of the same games after the first is swept: what a game adds to a store in use)`,
  );
  const line = (name: string, b: Bytes, how: string) => {
    const verdict = (v: number, t: number) => `${kb(v)} (target <= ${kb(t)}: ${v <= t ? 'PASS' : 'MISS'})`;
    console.log(
      `  ${name.padEnd(12)} ${verdict(b.then.played, TARGET.played)} a game as played, ${verdict(b.then.swept, TARGET.swept)} after the sweep` +
        ` (reclaim gave back ${kb(b.then.freed)} a game); the first batch, into the empty store: ${kb(b.first.played)} and ${kb(b.first.swept)}` +
        ` (${how}; ${(b.decisions / n).toFixed(0)} decisions a game)`,
    );
  };
  const path = freshFile();
  const s = await bytesPerGame(games, { path }, COUNT, sqliteDisk(path));
  line('SQLite:', s, 'file size, WAL checkpointed');
  if (!cluster) return console.log(`  ${'PostgreSQL:'.padEnd(12)} ${SKIPPED}`);
  const url = await freshDatabase(cluster.url);
  const p = await bytesPerGame(games, { path: freshFile(), url }, COUNT, pgDisk(url));
  if (p.decisions !== s.decisions)
    throw new Error(`the stores played different games (${s.decisions} and ${p.decisions} decisions)`);
  line('PostgreSQL:', p, 'tables, TOAST, indexes and their maps');
}
