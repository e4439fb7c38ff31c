// The health and metrics server of one bot process (no SHARDS), of a shard (it answers its
// manager instead of listening), and of the ShardingManager (it asks its shards): each mode's
// endpoints, made from what that process knows.
import { AggregatorRegistry } from 'prom-client';
import type { Log } from '../log';
import { readinessOf, watchEventLoop, type Health, type ReadyParts, type Readiness } from './health';
import { registry } from './metrics';
import { startOpsServer, type OpsServer } from './server';
import { answerManager, askShard, shardsHealth, shardsReadiness, type MetricsJson, type ShardPeer } from './shardLink';

export interface Ops {
  /** The server's address (absent in a shard, which has none). */
  url?: string;
  /** Readiness answers 503 from now on. */
  stopping(): void;
  /** Closes the server (it answers until then: readiness says the bot is stopping). */
  close(): Promise<void>;
}

const metricsText = async () => ({ text: await registry.metrics(), contentType: registry.contentType });

/** One bot process: its own event loop, store and gateway. */
export async function serveSolo(where: { port: number; host: string }, parts: () => ReadyParts, log: Log): Promise<Ops> {
  const loop = watchEventLoop();
  let stopping = false;
  const server = await startOpsServer(
    where,
    {
      health: () => loop.health(),
      readiness: () => readinessOf({ ...parts(), stopping }),
      metrics: metricsText,
    },
    (e) => log.error({ err: e }, 'the health and metrics server failed to answer'),
  );
  return opsOf(server, loop, () => (stopping = true));
}

/** A shard's process: no server of its own; it answers its manager's questions. */
export function answerAsShard(parts: () => ReadyParts): Ops {
  const loop = watchEventLoop();
  let stopping = false;
  answerManager({
    health: () => loop.health(),
    readiness: () => readinessOf({ ...parts(), stopping }),
    metrics: () => registry.getMetricsAsJSON(),
  });
  return { stopping: () => void (stopping = true), close: async () => loop.stop() };
}

/** The manager's view of its shards (discord/shards.ts). */
export interface ShardsView {
  /** The shard ids this machine runs. */
  here: readonly number[];
  /** The shard's process, once the manager has made it. */
  peer(id: number): ShardPeer | undefined;
  /** Which process the shard runs in now (its pid): a new one after the manager restarts it. */
  generation(id: number): number | undefined;
}

/** The ShardingManager's process: one endpoint for every shard of this machine. */
export async function serveManager(where: { port: number; host: string }, view: () => ShardsView | null, log: Log): Promise<Ops> {
  const loop = watchEventLoop();
  let stopping = false;
  /** Shards that have answered since their process started: one silent after that is stuck. */
  const answered = new Set<ShardPeer>();
  const ask = async <T>(
    what: 'health' | 'ready' | 'metrics',
  ): Promise<Array<{ id: number; answer: T | null; peer?: ShardPeer }>> => {
    const v = view();
    if (!v) return [];
    return await Promise.all(
      v.here.map(async (id) => {
        const peer = v.peer(id);
        const answer = await askShard<T>(peer, what);
        if (peer && answer !== null) answered.add(peer);
        return { id, answer, peer };
      }),
    );
  };
  const health = async (): Promise<Health> => {
    // A shard still loading its code has not answered yet: only one that answered before and no longer does is unhealthy.
    const answers = (await ask<Health>('health')).filter((a) => a.answer !== null || (a.peer && answered.has(a.peer)));
    return shardsHealth(loop.health(), answers);
  };
  const readiness = async (): Promise<Readiness> => {
    const v = view();
    if (!v) return stopping ? shardsReadiness(true, []) : starting();
    return shardsReadiness(stopping, await ask<Readiness>('ready'));
  };
  const metrics = async () => {
    const shards = (await ask<MetricsJson>('metrics')).flatMap((a) => (a.answer ? [a.answer] : []));
    const merged = AggregatorRegistry.aggregate([await registry.getMetricsAsJSON(), ...shards]);
    return { text: await merged.metrics(), contentType: registry.contentType };
  };
  const server = await startOpsServer(where, { health, readiness, metrics }, (e) =>
    log.error({ err: e }, 'the health and metrics server failed to answer'),
  );
  return opsOf(server, loop, () => (stopping = true));
}

const starting = (): Readiness => ({
  ready: false,
  stopping: false,
  migrated: false,
  storeMs: null,
  shards: [],
  problems: ['shards: starting (asking Discord how many, or making the shard processes)'],
});

function opsOf(server: OpsServer, loop: { stop(): void }, stop: () => void): Ops {
  return {
    url: server.url,
    stopping: stop,
    close: async () => {
      loop.stop();
      await server.close();
    },
  };
}
