// What the operator's gauges show of the games (src/ops/metrics.ts asks at each scrape): live
// games by game and state, and what is owed to Discord with the age of the oldest. An owed turn
// message or thread is as old as its game's last change. An outbox row keeps no time of its
// own, so its age counts from when this process first saw it owed (a restart starts it again).
import type { Deps } from '../core/context';
import type * as store from '../../store';

export interface Census {
  games: store.GameCount[];
  owed: { count: number; oldestSeconds: number };
  outbox: { count: number; oldestSeconds: number };
}

/** A census taker for one process: it remembers when it first saw each outbox row. */
export function censusTaker(deps: Deps): () => Promise<Census> {
  const firstSeen = new Map<number, number>();
  return async () => {
    const now = deps.now().getTime();
    const [games, b] = await Promise.all([deps.store.census(), deps.store.backlog()]);
    const owing = new Set(b.outbox);
    for (const id of firstSeen.keys()) if (!owing.has(id)) firstSeen.delete(id);
    for (const id of b.outbox) if (!firstSeen.has(id)) firstSeen.set(id, now);
    const oldestRow = Math.min(now, ...firstSeen.values());
    const since = b.owedSince === null ? now : Date.parse(b.owedSince);
    return {
      games,
      owed: { count: b.owed, oldestSeconds: Math.max(0, now - since) / 1000 },
      outbox: { count: b.outbox.length, oldestSeconds: (now - oldestRow) / 1000 },
    };
  };
}
