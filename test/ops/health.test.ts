// Liveness and readiness as one process and as the manager of shards say them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readinessOf, STALL_MS, watchEventLoop, type ReadyParts } from '../../src/ops/health';
import { shardsHealth, shardsReadiness } from '../../src/ops/shardLink';

const ready: ReadyParts = {
  stopping: false,
  migrated: true,
  started: true,
  shards: [{ id: 0, status: 'Ready', pingMs: 40 }],
  ping: async () => true,
};

describe('the event loop watch', () => {
  afterEach(() => void vi.useRealTimers());

  it('is healthy while the heartbeat keeps time, unhealthy for 30 s after a stall of 3 s', () => {
    vi.useFakeTimers();
    let now = 0;
    const watch = watchEventLoop(() => now);
    const beat = (ms: number) => {
      now += ms;
      vi.advanceTimersByTime(250);
    };
    for (let i = 0; i < 8; i++) beat(250);
    expect(watch.health()).toMatchObject({ healthy: true, problems: [] });
    beat(250 + STALL_MS + 500); // one beat 3.5 s late: the loop was blocked
    const h = watch.health();
    expect(h.healthy).toBe(false);
    expect(h.eventLoop.worstMs).toBe(STALL_MS + 500);
    expect(h.problems).toEqual(['event loop: stalled for 3.5 s within the last 30 s']);
    for (let i = 0; i < 121; i++) beat(250);
    expect(watch.health().healthy).toBe(true);
    watch.stop();
  });

  it('counts a stall still going on (the heartbeat not yet fired) when asked', () => {
    vi.useFakeTimers();
    let now = 0;
    const watch = watchEventLoop(() => now);
    now = 250 + STALL_MS;
    expect(watch.health()).toMatchObject({ healthy: false, eventLoop: { lagMs: STALL_MS } });
    watch.stop();
  });
});

describe('readiness of one process', () => {
  it('is ready with the store migrated and answering, the bot started and every shard ready', async () => {
    const r = await readinessOf(ready);
    expect(r).toMatchObject({ ready: true, stopping: false, migrated: true, problems: [], shards: [{ id: 0, status: 'ready' }] });
    expect(r.storeMs).toBeGreaterThanOrEqual(0);
  });

  it('names what is not ready: the store opening, the log-in, a shard reconnecting, a slow or failing store, the stop', async () => {
    expect((await readinessOf({ ...ready, migrated: false, started: false, shards: [], ping: null })).problems).toEqual([
      'store: opening and migrating',
    ]);
    expect((await readinessOf({ ...ready, started: false, shards: [] })).problems).toEqual(['gateway: logging in to Discord']);
    expect((await readinessOf({ ...ready, shards: [{ id: 3, status: 'Reconnecting', pingMs: -1 }] })).problems).toEqual([
      'gateway: shard 3 is reconnecting',
    ]);
    const slow = await readinessOf({ ...ready, ping: () => new Promise((r) => setTimeout(() => r(true), 500)) }, 50);
    expect(slow).toMatchObject({ ready: false, storeMs: null, problems: ['store: no answer within 0.05 s'] });
    const broken = await readinessOf({
      ...ready,
      ping: async () => {
        throw Object.assign(new Error('database is locked'), { name: 'SqliteError' });
      },
    });
    expect(broken.problems).toEqual(['store: failed to answer (SqliteError)']);
    let asked = false;
    const stopping = await readinessOf({ ...ready, stopping: true, ping: async () => (asked = true) });
    expect(stopping).toMatchObject({ ready: false, stopping: true, problems: ['stopping: the bot is shutting down'] });
    expect(asked).toBe(false);
  });
});

describe('the manager of shards', () => {
  const answer = { ready: true, stopping: false, migrated: true, storeMs: 2, shards: [{ id: 0, status: 'ready' }], problems: [] };

  it('is ready only when every shard of this machine answers ready', () => {
    const both = shardsReadiness(false, [
      { id: 0, answer },
      { id: 1, answer: { ...answer, storeMs: 5, shards: [{ id: 1, status: 'ready' }] } },
    ]);
    expect(both).toMatchObject({ ready: true, storeMs: 5, problems: [], shards: [{ id: 0 }, { id: 1 }] });
    const one = shardsReadiness(false, [
      { id: 0, answer: { ...answer, ready: false, problems: ['gateway: shard 0 is resuming'] } },
      { id: 1, answer: null },
    ]);
    expect(one.ready).toBe(false);
    expect(one.problems).toEqual(['shard 0: gateway: shard 0 is resuming', 'shard 1: no answer (starting, restarting or stuck)']);
    expect(shardsReadiness(true, [{ id: 0, answer }]).problems).toEqual(['stopping: the bot is shutting down']);
  });

  it("is healthy when its own loop and every shard's are", () => {
    const fine = { healthy: true, eventLoop: { lagMs: 1, worstMs: 4 }, problems: [] };
    expect(shardsHealth(fine, [{ id: 0, answer: fine }]).healthy).toBe(true);
    const stuck = shardsHealth(fine, [
      { id: 0, answer: { healthy: false, eventLoop: { lagMs: 0, worstMs: 4000 }, problems: ['event loop: stalled'] } },
      { id: 1, answer: null },
    ]);
    expect(stuck).toEqual({
      healthy: false,
      eventLoop: { lagMs: 1, worstMs: 4000 },
      problems: ['shard 0: event loop: stalled', 'shard 1: no answer'],
    });
  });
});
