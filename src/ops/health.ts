// Liveness and readiness. Liveness: the process answers and its event loop has not stalled (a
// heartbeat timer notes how late it fires; a stall of 3 s, Discord's time to acknowledge an
// interaction, within the last 30 s makes the process unhealthy for that long). Readiness: the
// store is open and migrated and answers within a second, every gateway shard of this process
// is connected, and the bot is not stopping.
import type { GatewayShard } from './metrics';

export interface Health {
  healthy: boolean;
  /** How late the heartbeat is now, and the longest stall within the window, in ms. */
  eventLoop: { lagMs: number; worstMs: number };
  problems: string[];
}

export interface Readiness {
  ready: boolean;
  stopping: boolean;
  /** The store is open and its migrations have run. */
  migrated: boolean;
  /** How long the store took to answer (null: it did not, or was not asked). */
  storeMs: number | null;
  shards: Array<{ id: number; status: string }>;
  /** What is not ready, one line each. */
  problems: string[];
}

const BEAT_MS = 250;
export const STALL_MS = 3000;
const WINDOW_MS = 30_000;

export interface LoopWatch {
  health(): Health;
  stop(): void;
}

/** Starts the heartbeat (unref'd: it never keeps the process up). */
export function watchEventLoop(now: () => number = () => performance.now()): LoopWatch {
  let last = now();
  const stalls: Array<{ at: number; ms: number }> = [];
  const timer = setInterval(() => {
    const t = now();
    const lag = t - last - BEAT_MS;
    last = t;
    if (lag >= STALL_MS) stalls.push({ at: t, ms: lag });
    while (stalls.length && t - stalls[0].at > WINDOW_MS) stalls.shift();
  }, BEAT_MS);
  timer.unref();
  return {
    health() {
      const t = now();
      const lagMs = Math.max(0, t - last - BEAT_MS);
      const recent = stalls.filter((s) => t - s.at <= WINDOW_MS).map((s) => s.ms);
      const worstMs = Math.max(lagMs, ...recent);
      const problems =
        worstMs >= STALL_MS
          ? [`event loop: stalled for ${(worstMs / 1000).toFixed(1)} s within the last ${WINDOW_MS / 1000} s`]
          : [];
      return { healthy: problems.length === 0, eventLoop: { lagMs: Math.round(lagMs), worstMs: Math.round(worstMs) }, problems };
    },
    stop: () => clearInterval(timer),
  };
}

/** What one bot process knows of its own readiness. */
export interface ReadyParts {
  stopping: boolean;
  /** The store is open and migrated (the service exists). */
  migrated: boolean;
  /** startBot resolved: logged in, commands registered, the first pump asked for. */
  started: boolean;
  shards: GatewayShard[];
  /** Asks the store one statement (null before it is open). */
  ping: (() => Promise<boolean>) | null;
}

export const STORE_ANSWER_MS = 1000;

export async function readinessOf(p: ReadyParts, timeoutMs = STORE_ANSWER_MS): Promise<Readiness> {
  const problems: string[] = [];
  if (p.stopping) problems.push('stopping: the bot is shutting down');
  if (!p.migrated) problems.push('store: opening and migrating');
  let storeMs: number | null = null;
  if (p.ping && !p.stopping) {
    const start = performance.now();
    const answer = await Promise.race([
      p.ping().then(
        (ok) => (ok ? 'ok' : 'wrong'),
        (e: unknown) => (e instanceof Error ? e.name : 'error'),
      ),
      new Promise<'late'>((r) => setTimeout(() => r('late'), timeoutMs).unref()),
    ]);
    if (answer === 'ok') storeMs = Math.round(performance.now() - start);
    else if (answer === 'late') problems.push(`store: no answer within ${timeoutMs / 1000} s`);
    else problems.push(`store: failed to answer (${answer})`);
  }
  if (p.migrated && !p.started && p.shards.every((s) => s.status === 'Ready')) problems.push('gateway: logging in to Discord');
  for (const s of p.shards) if (s.status !== 'Ready') problems.push(`gateway: shard ${s.id} is ${s.status.toLowerCase()}`);
  return {
    ready: problems.length === 0,
    stopping: p.stopping,
    migrated: p.migrated,
    storeMs,
    shards: p.shards.map((s) => ({ id: s.id, status: s.status.toLowerCase() })),
    problems,
  };
}
