// BENCH_ONLY=stores: the two stores side by side, in one run.
// 1. Turns per second and turn time (p50, p99) of 1 process on a SQLite file, 3 processes on it
//    as 3 shards run them, and 1 and 2 processes on one PostgreSQL database (shards.ts plays them).
// 2. Bytes per finished game in each store: the same 4-player games of every kind (same seeds,
//    every seat a person taking what its AI would, hours apart) played into a fresh SQLite file
//    and a fresh PostgreSQL database, as played and compacted by the store's own VACUUM.
// PostgreSQL runs on a throwaway cluster this bench starts (test/support/pgCluster.ts) with
// durability on (fsync, synchronous_commit), as SQLite runs synchronous = FULL: a commit waits
// for its log on disk in both. Both keep their files on the same disk (the temp folder).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
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

export async function printStores(games: AnyGame[], opts: { bytes: boolean }): Promise<void> {
  let cluster: PgCluster | undefined;
  try {
    if (pgAvailable()) cluster = await startCluster({ durable: true });
    await printTurns(cluster);
    if (opts.bytes) await printBytes(games, cluster);
  } finally {
    cluster?.stop();
  }
}

async function printTurns(cluster: PgCluster | undefined): Promise<void> {
  console.log(
    `\nTurns per second and turn time by store (${GAME}, 4 seats, pictures stubbed, ${SECONDS} s each, ${availableParallelism()} cores;` +
      ` a turn: a decision, its turn message recorded, the pump)`,
  );
  const row = (who: string, r: Throughput, how: string) =>
    console.log(
      `  ${`${who}:`.padEnd(36)} ${r.perSecond.toFixed(0).padStart(5)} turns/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
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
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('SELECT wal_sync AS n FROM pg_stat_wal');
    return { cpuMs: serverCpuMs(cluster), walSyncs: Number(rows[0].n) };
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

/** Plays `count` complete games of `def` into the store at `at`; decisions taken in all. */
async function playGames(def: AnyGame, at: StoreAt, count: number): Promise<number> {
  // A clock of its own, hours between decisions (as storage.ts): what waits on time is stored as it would be.
  let now = Date.parse('2026-01-01T00:00:00Z');
  let lcg = 17;
  const pause = () => {
    lcg = (Math.imul(lcg, 1664525) + 1013904223) >>> 0;
    now += 60_000 + (lcg % (8 * 3_600_000));
  };
  const svc = await createService({
    databasePath: at.path,
    databaseUrl: at.url,
    games: [def],
    render: stub,
    now: () => new Date(now),
  });
  // The service's own store answers whose turn it is (a second connection to the same store).
  const store = await openStore(at);
  const drain = drainer(svc, 'm');
  const players = PEOPLE.slice(0, Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers]))));
  let decisions = 0;
  let posted = 0;
  try {
    for (let n = 0; n < count; n++) {
      const where: Where = { guildId: 'bench', channelId: `c${n}` };
      await svc.newGameWith(where, players[0], def.id, { seed: 1000 + n });
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
 * SQLite: the file's content (dbstat: its pages less their free room, the WAL checkpointed into
 * it) and its size, then its size after VACUUM.
 */
function sqliteBytes(path: string): { played: number; file: number; vacuumed: number } {
  const { used: played, file } = measure(path);
  const db = new Database(path);
  try {
    db.exec('VACUUM');
  } finally {
    db.close();
  }
  return { played, file, vacuumed: measure(path).file };
}

/**
 * PostgreSQL: the tables of the store with their indexes and TOAST (pg_total_relation_size, whole
 * 8 KB pages), as played (old row versions not yet vacuumed in them) and after VACUUM FULL.
 */
async function pgBytes(url: string): Promise<{ played: number; file: number; vacuumed: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const size = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          `SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) AS n FROM pg_class c
           JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = 'public' AND c.relkind = 'r'`,
        )
      ).rows[0].n,
    );
  try {
    const played = await size();
    await client.query('VACUUM FULL');
    return { played, file: played, vacuumed: await size() };
  } finally {
    await client.end();
  }
}

/** Plays `count` games of each kind into the fresh store at `at`: decisions, and its bytes per game less the empty schema's. */
async function bytesPerGame(
  games: AnyGame[],
  at: StoreAt,
  count: number,
  bytes: () => Promise<{ played: number; file: number; vacuumed: number }>,
): Promise<{ decisions: number; played: number; file: number; vacuumed: number }> {
  await (await openStore(at)).close();
  const empty = await bytes();
  let decisions = 0;
  for (const def of games) decisions += await playGames(def, at, count);
  const full = await bytes();
  const n = games.length * count;
  const per = (k: 'played' | 'file' | 'vacuumed') => (full[k] - empty[k]) / n;
  return { decisions, played: per('played'), file: per('file'), vacuumed: per('vacuumed') };
}

async function printBytes(games: AnyGame[], cluster: PgCluster | undefined): Promise<void> {
  // Several of each kind into one store: PostgreSQL counts whole 8 KB pages, and each of its
  // 18 indexes takes a page of its own at its first row, which a single game would carry alone.
  const COUNT = Number(process.env.BENCH_STORE_GAMES ?? 2);
  const n = games.length * COUNT;
  console.log(
    `\nBytes per finished game by store (${n} game${n === 1 ? '' : 's'}: ${COUNT} of each of ${games.map((g) => g.id).join(', ')}; ` +
      `up to 4 people, hours apart, the same games in both; less the empty schema's bytes)`,
  );
  const path = freshFile();
  const s = await bytesPerGame(games, { path }, COUNT, async () => sqliteBytes(path));
  console.log(
    `  ${'SQLite:'.padEnd(12)} ${kb(s.played)} a game as played (content: pages less their free room, WAL checkpointed; ` +
      `file ${kb(s.file)}), ${kb(s.vacuumed)} of file after VACUUM  (${(s.decisions / n).toFixed(0)} decisions a game)`,
  );
  if (!cluster) return console.log(`  ${'PostgreSQL:'.padEnd(12)} ${SKIPPED}`);
  const url = await freshDatabase(cluster.url);
  const p = await bytesPerGame(games, { path: freshFile(), url }, COUNT, () => pgBytes(url));
  if (p.decisions !== s.decisions)
    throw new Error(`the stores played different games (${s.decisions} and ${p.decisions} decisions)`);
  console.log(
    `  ${'PostgreSQL:'.padEnd(12)} ${kb(p.played)} a game as played (tables, indexes, TOAST; old row versions not yet vacuumed), ` +
      `${kb(p.vacuumed)} after VACUUM FULL`,
  );
}
