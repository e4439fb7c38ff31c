// The census behind the operator's gauges: an owed post is as old as its game's last change; an
// outbox row, which keeps no time, as old as this process has seen it owed.
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../src/services/core/context';
import { censusTaker } from '../../src/services/days/census';
import type { Backlog } from '../../src/store';

describe('the census', () => {
  it('ages owed posts from their last change and outbox rows from when first seen', async () => {
    let now = Date.parse('2026-05-01T10:00:00Z');
    let backlog: Backlog = { owed: 2, owedSince: '2026-05-01T09:59:00.000Z', outbox: [7] };
    const games = [{ game: 'ateam', state: 'active' as const, count: 2 }];
    const deps = {
      now: () => new Date(now),
      store: { census: async () => games, backlog: async () => backlog },
    } as unknown as Deps;
    const take = censusTaker(deps);

    expect(await take()).toEqual({ games, owed: { count: 2, oldestSeconds: 60 }, outbox: { count: 1, oldestSeconds: 0 } });
    now += 90_000;
    backlog = { ...backlog, outbox: [7, 8] };
    expect((await take()).outbox).toEqual({ count: 2, oldestSeconds: 90 });
    // Row 7 went out: row 8 is the oldest, seen 30 s ago.
    now += 30_000;
    backlog = { owed: 0, owedSince: null, outbox: [8] };
    expect(await take()).toEqual({ games, owed: { count: 0, oldestSeconds: 0 }, outbox: { count: 1, oldestSeconds: 30 } });
  });
});
