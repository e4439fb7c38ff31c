// What the two PostgreSQL probes share (pgLost.ts, pgDown.ts): the real bot process against the
// fake Discord on a database of their cluster, the games as the database holds them, and the
// check that no game is left stuck.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { createPool } from '../../src/store/pg/pool';
import { FakeDiscord } from '../fake-discord/fake';
import { discordEnv, fastCluster, startBot, type BotProcess } from '../support/bot';
import { startCluster, type PgCluster } from '../support/pgCluster';
import { look, type Look } from './look';
import type { ScreenPlayers } from './screenPlayers';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * COMMIT waits for nothing; the WAL writer flushes every 10 s (its longest delay) or after 1 GB,
 * WAL buffers hold 16 MB, and no checkpoint or vacuum comes in a run. fsync on, as a real server keeps it.
 */
export const LOSSY = [
  'synchronous_commit = off',
  'autovacuum = off',
  'wal_writer_delay = 10s',
  'wal_writer_flush_after = 1GB',
  'wal_buffers = 16MB',
  'checkpoint_timeout = 1h',
  'max_wal_size = 4GB',
];

// What a crash of the database's host loses is what was committed but never flushed. PostgreSQL
// 15's WAL writer writes each full WAL page at once (to the OS, which `pg_ctl stop -m immediate`
// leaves intact): alone, such a crash loses only the last page. Stopped (SIGSTOP), the WAL writer
// leaves what is committed in the server's WAL buffers, as unflushed WAL is lost with a host.

/** The server's WAL writer. */
export async function walWriterPid(pool: pg.Pool): Promise<number> {
  const r = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE backend_type = 'walwriter'`);
  if (r.rows.length !== 1) throw new Error('no WAL writer in pg_stat_activity');
  return r.rows[0].pid;
}

/**
 * `sig` to the WAL writer `pid`, only while that pid is still the server's WAL writer (its title
 * says so): a pid the system gave to another process since is never signalled.
 */
function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('walwriter')) return;
    process.kill(pid, sig);
  } catch {
    // Gone already.
  }
}

/** Waits (3 s at most) until process `pid` has a SIGQUIT pending, or is gone. */
async function quitPending(pid: number): Promise<void> {
  const SIGQUIT = 1n << 2n;
  for (const end = Date.now() + 3000; Date.now() < end; await sleep(5)) {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return;
    }
    if ([...status.matchAll(/^(?:SigPnd|ShdPnd):\s*([0-9a-f]+)$/gm)].some((m) => (BigInt(`0x${m[1]}`) & SIGQUIT) !== 0n)) return;
  }
}

/**
 * Everything committed so far on disk: one commit that waits for its WAL, and so for all before it
 * (one that writes: a commit that wrote nothing waits for nothing).
 */
export async function flushWal(pool: pg.Pool): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    await c.query('SET LOCAL synchronous_commit = on');
    await c.query('CREATE TEMP TABLE flushed (x int) ON COMMIT DROP');
    await c.query('COMMIT');
  } finally {
    c.release();
  }
}

/** From now on what is committed stays in the WAL buffers of the server whose WAL writer is `pid`. */
export const holdWal = (pid: number): void => signal(pid, 'SIGSTOP');
export const releaseWal = (pid: number): void => signal(pid, 'SIGCONT');

/**
 * `pg_ctl stop -m immediate`: a crash. The WAL writer `held` (holdWal), let go once the
 * postmaster's SIGQUIT is pending, exits as the server's other processes do, without writing.
 */
export async function crashCluster(cluster: PgCluster, held: number | null): Promise<void> {
  const stopped = cluster.halt('immediate');
  if (held !== null) {
    await quitPending(held);
    releaseWal(held);
  }
  await stopped;
}

/** The bot as `npm start` runs it (with a 1-pixel picture: the probes are not about pictures), on `url`. */
export function launchBot(fake: FakeDiscord, url: string): BotProcess {
  return startBot(
    {
      ...discordEnv(fake),
      DATABASE_URL: url,
      // The tests' own: the bot refuses a setting it does not know.
      RERUN_TEST_STORE: undefined,
    },
    { pictures: false, readyTimeoutMs: 60_000 },
  );
}

/** What a probe runs on: its own durable cluster, the fake Discord, its own pool and reader, the bots it started. */
export interface Rig {
  cluster: PgCluster;
  fake: FakeDiscord;
  pool: pg.Pool;
  reader: Look;
  bots: BotProcess[];
}

/** A rig on a fresh cluster with `settings` (postgresql.conf lines) added. */
export async function rig(settings?: readonly string[]): Promise<Rig> {
  const cluster = await startCluster({ durable: true, ...(settings ? { settings } : {}) });
  return {
    cluster,
    fake: new FakeDiscord({ settleMs: 100, waitQuiet: false }),
    pool: createPool(cluster.url, { max: 2 }),
    reader: look({ path: '', url: cluster.url }),
    bots: [],
  };
}

/** The people stop and finish what they were doing, then everything the rig started stops. */
export async function unrig(r: Rig, people: ScreenPlayers): Promise<void> {
  people.acting = false;
  await people.done();
  await Promise.all(r.bots.map((b) => b.stop()));
  await r.reader.close();
  await r.pool.end();
  await r.fake.stop();
  r.cluster.stop();
}

/** "a 2, b 0": counts for the closing lines. */
export const countsText = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');

/** Lines the bots logged as warnings or worse (the cluster's own durability warning aside). */
const warningsOf = (bots: readonly BotProcess[]): number =>
  bots.flatMap((b) => b.lines.filter((l) => l.problem && !fastCluster(l))).length;

/** What both probes count at their end: the games the database holds, and what the bots and Discord saw. */
export interface EndCounts {
  /** Games the database holds; of them ended. */
  games: number;
  ended: number;
  /** Deaths of the bot not caused by the probe; its warnings and errors. */
  botExits: number;
  warnings: number;
  /** Requests Discord would have refused, by its rule. */
  violations: Record<string, number>;
}

/** EndCounts of a run: `end` as the database holds it; `killed`, the bots the probe killed itself. */
export function endCounts(
  end: ReadonlyMap<number, Row>,
  bots: readonly BotProcess[],
  fake: FakeDiscord,
  killed: ReadonlySet<BotProcess> = new Set(),
): EndCounts {
  return {
    games: end.size,
    ended: [...end.values()].filter(isEnded).length,
    botExits: bots.filter((b) => !killed.has(b) && (b.child.exitCode !== null || b.child.signalCode !== null)).length,
    warnings: warningsOf(bots),
    violations: violationsOf(fake),
  };
}

/** A game as the database holds it. */
export interface Row {
  version: number;
  status: string;
  channelId: string;
  /** Where it plays: its thread, else its channel. */
  place: string;
  actions: number;
}

export async function snapshot(pool: pg.Pool): Promise<Map<number, Row>> {
  const r = await pool.query<Row & { id: number }>(
    `SELECT g.id, g.version, g.status, g.channel_id AS "channelId", COALESCE(g.thread_id, g.channel_id) AS place,
            (SELECT count(*) FROM actions a WHERE a.game_id = g.id)::int AS actions
       FROM games g`,
  );
  return new Map(r.rows.map(({ id, ...row }) => [Number(id), row]));
}

/** Resolves once nothing was asked of the fake Discord for `quietMs` (the bot's last posts are out), at most `maxMs`. */
export async function quiet(fake: FakeDiscord, quietMs = 1500, maxMs = 20_000): Promise<void> {
  for (const until = Date.now() + maxMs; Date.now() < until && Date.now() - (fake.requests.at(-1)?.at ?? 0) < quietMs;)
    await sleep(100);
}

const ENDED = new Set(['finished', 'cancelled']);
export const isEnded = (g: Row): boolean => ENDED.has(g.status);

/**
 * The games of `end` neither ended nor showing, at their table, live controls at the database's
 * version (a turn message, or a lobby's buttons): what people cannot play on from.
 */
export function stuckGames(people: ScreenPlayers, end: ReadonlyMap<number, Row>, log: (l: string) => void): number {
  let stuck = 0;
  for (const [id, g] of end) {
    if (isEnded(g)) continue;
    const table = people.tables.find((t) => t.channelId === g.channelId)!;
    const live = people.newestLive(table);
    if (live?.gameId === id && live.version === g.version && live.lobby === (g.status === 'lobby')) continue;
    stuck++;
    const shown = live ? `game ${live.gameId}'s ${live.lobby ? 'lobby' : 'turn'} at version ${live.version}` : 'none';
    log(`stuck: game ${id} (${table.def.id}) ${g.status} at version ${g.version}; its table's newest live message: ${shown}`);
  }
  return stuck;
}

/** Each of the answers that were not one of the expected words, once with its count. */
export function logRefusals(people: ScreenPlayers, log: (l: string) => void): void {
  const said = new Map<string, number>();
  for (const x of people.acts) if (x.word === 'refused') said.set(x.text, (said.get(x.text) ?? 0) + 1);
  for (const [text, n] of said) log(`answered ${n}× privately: ${text.slice(0, 160)}`);
}

/** How many times each of Discord's rules was broken (the fake's violations), by rule. */
export function violationsOf(fake: FakeDiscord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of fake.violations) out[v.rule] = (out[v.rule] ?? 0) + 1;
  return out;
}
