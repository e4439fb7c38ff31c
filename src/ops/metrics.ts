// The Prometheus metrics (prom-client), in one registry per process: what the bot's parts count
// (interactions, decisions, pictures, store calls, DMs, Discord's 429s) and what is read at each
// scrape (gateway shards, live games, what is owed). Labels hold kinds, games, operations,
// routes and shard ids, never a user id, a name, a channel or anything a player typed: a
// button's label is the kind of its custom id (`pick`, `roll`), never the id itself.
// Under SHARDS each shard process keeps its own registry and the manager merges them (ops/shardLink.ts):
// counts add up across processes; gauges of the whole store (every process sees the same) take the largest.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Census, ServiceMeter } from '../services';
import type { RenderBoard } from '../render/contract';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export type InteractionType = 'command' | 'button' | 'menu' | 'autocomplete' | 'other';
export type Outcome = 'answered' | 'deferred' | 'refused' | 'failed';

const interactions = new Counter({
  name: 'rerun_interactions_total',
  help: 'Interactions handled, by type, command or custom-id kind, and outcome (answered, deferred, refused, failed).',
  labelNames: ['type', 'kind', 'outcome'] as const,
  registers: [registry],
});

const acks = new Histogram({
  name: 'rerun_interaction_ack_seconds',
  help: "Time from an interaction's arrival to Discord's answer to its acknowledgement (reply, update or deferral); Discord allows 3 s.",
  labelNames: ['type'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 5],
  registers: [registry],
});

const decisions = new Counter({
  name: 'rerun_decisions_committed_total',
  help: 'Decisions committed, by game and by whom: a player, or the auto-movers (AI, clock, forced, away).',
  labelNames: ['game', 'by'] as const,
  registers: [registry],
});

const pictureSeconds = new Histogram({
  name: 'rerun_picture_render_seconds',
  help: 'Time to draw and encode one board picture (PNG), by game.',
  labelNames: ['game'] as const,
  buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

const pictureBytes = new Histogram({
  name: 'rerun_picture_bytes',
  help: 'Size of one encoded board picture, by game.',
  labelNames: ['game'] as const,
  buckets: [5_000, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 120_000, 250_000],
  registers: [registry],
});

const storeSeconds = new Histogram({
  name: 'rerun_store_statement_seconds',
  help: 'Time of one store call (a repository function), by operation.',
  labelNames: ['operation'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

const storeErrors = new Counter({
  name: 'rerun_store_errors_total',
  help: 'Store calls that failed (SQLite or PostgreSQL errors), by operation.',
  labelNames: ['operation'] as const,
  registers: [registry],
});

const dms = new Counter({
  name: 'rerun_dms_total',
  help: 'Direct messages: sent, refused by the user (closed DMs), or failed otherwise.',
  labelNames: ['result'] as const,
  registers: [registry],
});

const rateLimited = new Counter({
  name: 'rerun_discord_rate_limited_total',
  help: "Discord's 429 answers, by method and route bucket (ids replaced by :id).",
  labelNames: ['method', 'route'] as const,
  registers: [registry],
});

/** The gateway connections of this process: discord.js's shards, read at each scrape (discord/bot.ts). */
export interface GatewayShard {
  id: number;
  /** discord.js's Status name: Ready, Connecting, Reconnecting, Idle, ... */
  status: string;
  /** Heartbeat round trip in ms (-1: none yet). */
  pingMs: number;
}
let gateway: () => GatewayShard[] = () => [];
let census: (() => Promise<Census>) | null = null;

/** Gateway figures come from `read` from now on. */
export function watchGateway(read: () => GatewayShard[]): void {
  gateway = read;
}

/** Live games and what is owed come from `take` from now on (the service's census). */
export function watchGames(take: () => Promise<Census>): void {
  census = take;
}

new Gauge({
  name: 'rerun_gateway_up',
  help: "1 while the shard's gateway connection is ready, else 0.",
  labelNames: ['shard'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const s of gateway()) this.set({ shard: String(s.id) }, s.status === 'Ready' ? 1 : 0);
  },
});

new Gauge({
  name: 'rerun_gateway_status',
  help: "The shard's gateway connection status (discord.js's name as a label): 1 for the current one.",
  labelNames: ['shard', 'status'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const s of gateway()) this.set({ shard: String(s.id), status: s.status.toLowerCase() }, 1);
  },
});

new Gauge({
  name: 'rerun_gateway_ping_seconds',
  help: "The shard's last heartbeat round trip.",
  labelNames: ['shard'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const s of gateway()) if (s.pingMs >= 0) this.set({ shard: String(s.id) }, s.pingMs / 1000);
  },
});

/** The store's census, taken once per scrape for the four gauges that show it. */
let taking: Promise<Census | null> | null = null;
const taken = (): Promise<Census | null> => {
  if (!census) return Promise.resolve(null);
  taking ??= census()
    .catch(() => null)
    .finally(() => setImmediate(() => (taking = null)));
  return taking;
};

/** A gauge of the whole store: every process sees the same figure, so merged ones take the largest. */
const storeGauge = (name: string, help: string, labelNames: string[], fill: (g: Gauge, c: Census) => void) =>
  new Gauge({
    name,
    help,
    labelNames,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const c = await taken();
      this.reset();
      if (c) fill(this, c);
    },
  });

storeGauge(
  'rerun_games',
  'Live games by game and state: lobby, active (a turn clock runs) or paused (no clock: it waits for its players).',
  ['game', 'state'],
  (g, c) => {
    for (const x of c.games) g.set({ game: x.game, state: x.state }, x.count);
  },
);
storeGauge('rerun_owed_posts', 'Games whose turn message or thread is owed to Discord.', [], (g, c) => g.set(c.owed.count));
storeGauge('rerun_owed_posts_oldest_seconds', 'Age of the oldest owed turn message or thread (0: none).', [], (g, c) =>
  g.set(c.owed.count ? c.owed.oldestSeconds : 0),
);
storeGauge('rerun_outbox_backlog', 'Reminders and notices owed to Discord (outbox rows).', [], (g, c) => g.set(c.outbox.count));
storeGauge(
  'rerun_outbox_oldest_seconds',
  'Age of the oldest owed outbox row, since this process first saw it (0: none).',
  [],
  (g, c) => g.set(c.outbox.count ? c.outbox.oldestSeconds : 0),
);

// --- what the bot's parts tell -------------------------------------------------------------

/** The services' ears: decisions and store calls. */
export const serviceMeter: ServiceMeter = {
  decided: (game, by) => decisions.inc({ game, by }),
  stored: (operation, seconds, failed) => {
    storeSeconds.observe({ operation }, seconds);
    if (failed) storeErrors.inc({ operation });
  },
};

/** The renderer, timed: every picture's draw-and-encode time and size, by game. */
export function meteredRender(render: RenderBoard): RenderBoard {
  return (gameId, ...rest) => {
    const start = process.hrtime.bigint();
    const png = render(gameId, ...rest);
    pictureSeconds.observe({ game: gameId }, Number(process.hrtime.bigint() - start) / 1e9);
    pictureBytes.observe({ game: gameId }, png.length);
    return png;
  };
}

export function dmSent(result: 'sent' | 'refused' | 'failed'): void {
  dms.inc({ result });
}

/** Interactions in hand: what they are and when they arrived, until they are done. */
const arrived = new Map<string, { type: InteractionType; kind: string; at: bigint; acked: boolean }>();
/** More in hand than this is a leak (an interaction never done): the oldest is let go. */
const IN_HAND_MAX = 1000;

/** An interaction arrived: `kind` is its command's name or its custom id's kind (never the id). */
export function interactionArrived(id: string, type: InteractionType, kind: string): void {
  if (arrived.size >= IN_HAND_MAX) arrived.delete(arrived.keys().next().value!);
  arrived.set(id, { type, kind, at: process.hrtime.bigint(), acked: false });
}

export function interactionDone(id: string, outcome: Outcome): void {
  const a = arrived.get(id);
  if (!a) return;
  arrived.delete(id);
  interactions.inc({ type: a.type, kind: a.kind, outcome });
}

/** The interaction callback route, as discord.js's REST names its bucket. */
const CALLBACK = /^\/interactions\/(\d+)\/[^/]+\/callback/;

/**
 * Discord answered a REST request (discord.js's `response` event): a 429 is counted by its
 * route bucket; a callback accepted is the acknowledgement of the interaction in its path.
 */
export function restAnswered(method: string, route: string, path: string, status: number): void {
  if (status === 429) rateLimited.inc({ method: method.toUpperCase(), route: routeLabel(route) });
  const m = CALLBACK.exec(path);
  if (!m || status >= 300) return;
  const a = arrived.get(m[1]);
  if (!a || a.acked) return;
  a.acked = true;
  acks.observe({ type: a.type }, Number(process.hrtime.bigint() - a.at) / 1e9);
}

/** A route as a label: every run of digits an :id (discord.js leaves ids it does not know), no query. */
export const routeLabel = (route: string): string =>
  route
    .split('?')[0]
    .replace(/\d+/g, ':id')
    .replace(/\/webhooks\/:id\/[^/]+/, '/webhooks/:id/:token')
    .replace(/\/interactions\/:id\/[^/]+/, '/interactions/:id/:token');
