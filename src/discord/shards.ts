// `npm start` with SHARDS set: discord.js's ShardingManager starts one process per shard, each
// the same entry (src/main.ts, run as this process runs: node --import tsx) with the shard id
// discord.js passes in its environment (SHARDING_MANAGER, SHARDS, SHARD_COUNT). A shard that dies
// is started again by the manager. The shards share the one SQLite file: what is owed is claimed
// by one of them (services/core/claims.ts). docs/scaling.md says when and how. With METRICS_PORT
// the manager's health and metrics server asks each shard over its IPC channel (ops/serve.ts).
import { REST, Routes, ShardingManager, type Shard } from 'discord.js';
import type { Log } from '../log';
import type { ShardsView } from '../ops/serve';

export interface ShardOptions {
  token: string;
  /** A number of shards, or 'auto': as many as Discord recommends (GET /gateway/bot). */
  shards: number | 'auto';
  /** The shards of this machine (SHARD_LIST); absent: all of them. */
  shardList?: number[];
  apiBase?: string;
  logger: Log;
  /** Hears the manager's view of its shards once it is made (the health and metrics server asks them). */
  onManager?: (view: ShardsView) => void;
}

export interface Shards {
  count: number;
  /** Stops every shard (each closes its database) and starts none again. */
  stop(): Promise<void>;
}

/** Discord's identify limit asks five seconds between shards; a local test API (apiBase) does not. */
const SPAWN_DELAY_MS = 5500;
const TEST_SPAWN_DELAY_MS = 200;
/** How long a shard may take to log in before the manager gives up on it. */
const READY_TIMEOUT_MS = 60_000;

/** The shard count Discord recommends for this bot. */
export async function recommendedShards(token: string, apiBase?: string): Promise<number> {
  const rest = new REST(apiBase ? { api: apiBase } : {}).setToken(token);
  const { shards } = (await rest.get(Routes.gatewayBot())) as { shards: number };
  return Math.max(1, shards);
}

/** Runs in the shard's own process: this process's name in claims, the same after a restart. */
export function shardWorker(env: NodeJS.ProcessEnv = process.env): string {
  const ids = JSON.parse(env.SHARDS ?? '[]') as number | number[];
  return `shard-${[ids].flat().join('-')}`;
}

/** SHARD_LIST naming a shard the bot does not have (with SHARDS=auto, known only once Discord says how many). */
export class ShardListError extends Error {}

/** The shard ids this machine runs, of `count` in all. */
export function shardsHere(count: number, list?: readonly number[]): number[] {
  if (!list) return [...Array(count).keys()];
  const beyond = list.find((id) => id >= count);
  if (beyond !== undefined)
    throw new ShardListError(`SHARD_LIST names shard ${beyond}, but the bot has ${count} shard(s), 0 to ${count - 1}.`);
  return [...list];
}

export async function startShards(opts: ShardOptions): Promise<Shards> {
  const count = opts.shards === 'auto' ? await recommendedShards(opts.token, opts.apiBase) : opts.shards;
  const here = shardsHere(count, opts.shardList);
  // Each shard runs what this process runs (npm start's script, or src/main.ts under tsx), with
  // the same node options.
  const manager = new ShardingManager(process.argv[1], {
    token: opts.token,
    totalShards: count,
    // The other shards run on other machines (docs/scaling.md): each shard on exactly one.
    shardList: here,
    mode: 'process',
    respawn: true,
    // The same loader this process runs under (tsx), so each shard runs src/main.ts as it is.
    execArgv: process.execArgv,
  });
  opts.onManager?.({
    here,
    peer: (id) => manager.shards.get(id),
    generation: (id) => manager.shards.get(id)?.process?.pid,
  });
  const log = opts.logger;
  manager.on('shardCreate', (shard: Shard) => {
    shard.on('spawn', (child) => {
      const pid = 'pid' in child ? child.pid : undefined;
      log.info({ shard: shard.id, pid }, `Shard ${shard.id} of ${count} started (pid ${pid})`);
    });
    shard.on('death', () => log.warn({ shard: shard.id }, `Shard ${shard.id} stopped; starting it again`));
  });
  log.info(
    { shards: count, here },
    here.length === count
      ? `Starting ${count} shard process(es)`
      : `Starting ${here.length} of the ${count} shard processes here: ${here.join(', ')}`,
  );
  await manager.spawn({
    amount: count,
    delay: opts.apiBase ? TEST_SPAWN_DELAY_MS : SPAWN_DELAY_MS,
    timeout: READY_TIMEOUT_MS,
  });
  log.info({ shards: count, here }, here.length === count ? `All ${count} shard(s) ready` : `Shard(s) ${here.join(', ')} ready`);
  return {
    count,
    stop: async () => {
      manager.respawn = false;
      await Promise.all(
        manager.shards.map(async (shard) => {
          const exited = new Promise((done) => shard.process?.once('exit', done) ?? done(null));
          // SIGTERM: the shard closes its database before leaving (main.ts).
          shard.process?.kill('SIGTERM');
          await exited;
        }),
      );
    },
  };
}
