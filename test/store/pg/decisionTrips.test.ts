// A person's decision on PostgreSQL, counted on the wire (test/support/pgTrips.ts): the game and
// seats read at once, BEGIN with the guard, the writes with the COMMIT and the game read back
// with it (one wait less than reading it after the COMMIT): 3 waits on the server in the usual
// case, each of which a remote database multiplies. The answer still shows the game as the
// commit left it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames } from '../../../src/games/registry';
import { createService, type Actor, type GameService, type Where } from '../../../src/services';
import { stubRender } from '../../support/service';
import { freshDatabase, pgUrl } from '../../support/pg';
import { countAllTrips, type TripCounter } from '../../support/pgTrips';
import { tempSqlite } from '../../support/stores';
import { openPgStore } from '../../../src/store/pg/pgStore';
import type { Store } from '../../../src/store';

const url = pgUrl();
const people: Actor[] = ['alice', 'bob', 'carol', 'dave'].map((n) => ({ userId: `u-${n}`, name: n }));
const where: Where = { guildId: 'g1', channelId: 'c-trips' };

describe.skipIf(!url)('a decision’s round trips on PostgreSQL', () => {
  let svc: GameService;
  let trips: TripCounter;
  let databaseUrl = '';
  let reader: Store;

  beforeAll(async () => {
    // Counted from before the service's pool opens, so that every connection is watched.
    trips = countAllTrips(pg);
    databaseUrl = await freshDatabase(url);
    let seed = 11;
    svc = await createService({
      databasePath: tempSqlite(),
      databaseUrl,
      games: allGames().filter((g) => g.id === 'ateam'),
      render: stubRender,
      seed: () => seed++,
      worker: 'solo',
    });
    await svc.newGameWith(where, people[0], 'ateam', {});
    for (const p of people.slice(1)) await svc.join(where, p);
    await svc.start(where, people[0]);
    reader = await openPgStore(databaseUrl, { max: 1 });
  });
  afterAll(async () => {
    await svc?.close();
    await reader?.close();
  });

  it('waits on the server 3 times a person’s decision (median), and answers with the version it committed', async () => {
    const counts: number[] = [];
    for (let n = 0; n < 12; n++) {
      const actor = (
        await Promise.all(people.map(async (p) => ((await svc.autocompleteChoices(where, p, '')).length > 0 ? p : null)))
      ).find((p) => p !== null);
      if (!actor) break;
      const options = await svc.autocompleteChoices(where, actor, '');
      const before = trips.trips;
      const answer = await svc.choose(where, actor, options[(n * 7) % options.length].value);
      counts.push(trips.trips - before);
      // A confirmation asked first is not a decision: only decisions taken are counted.
      if (answer.reply.ephemeral && !answer.update && !answer.reply.content.startsWith('Done')) counts.pop();
      else if (answer.posts && 'version' in answer.posts) {
        expect((await reader.gameById(answer.posts.gameId))?.version).toBe(answer.posts.version);
      }
      if (answer.posts) await svc.messagePosted(answer.posts, where.channelId, `m${n}`);
    }
    expect(counts.length).toBeGreaterThanOrEqual(6);
    const sorted = [...counts].sort((a, b) => a - b);
    expect(sorted[sorted.length >> 1]).toBeLessThanOrEqual(3);
  });
});
