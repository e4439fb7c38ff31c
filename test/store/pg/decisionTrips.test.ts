// A person's decision on PostgreSQL, counted on the wire (test/support/pgTrips.ts): the game and
// seats read at once, BEGIN with the guard, the writes with the COMMIT and the game read back
// with it, and what the turn message tells read with it too (each a wait less than reading it
// after the COMMIT): 3 waits on the server, however many forced or AI moves follow it (they are
// decided in memory and ride in its transaction, each its own action). A remote database
// multiplies each. The answer still shows the game as the commit left it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allGames } from '../../../src/games/registry';
import { createService, type Actor, type GameService, type Where } from '../../../src/services';
import { drain, stubRender } from '../../support/service';
import { buildId } from '../../../src/services/core/customIds';
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
    // Played where it was opened, its first turn message posted: a decision's answer is then its turn message.
    await drain(svc);
    reader = await openPgStore(databaseUrl, { max: 1 });
  });
  afterAll(async () => {
    await svc?.close();
    await reader?.close();
  });

  it('waits on the server 3 times a person’s decision, with the forced or AI moves after it too, and answers with the version it committed', async () => {
    const seen: Array<{ trips: number; autos: number }> = [];
    for (let n = 0; n < 12; n++) {
      const actor = (
        await Promise.all(people.map(async (p) => ((await svc.autocompleteChoices(where, p, '')).length > 0 ? p : null)))
      ).find((p) => p !== null);
      if (!actor) break;
      const options = await svc.autocompleteChoices(where, actor, '');
      const gameId = (await reader.liveGameIn(where.channelId))!.id;
      const logged = await reader.actionCount(gameId);
      // A click on the turn message's button, as most decisions come (its answer is the message updated or a new one).
      const version = (await reader.gameById(gameId))!.version;
      const pick = buildId('pick', gameId, version, options[(n * 7) % options.length].value);
      const before = trips.trips;
      const answer = await svc.component(where, actor, pick);
      const waited = trips.trips - before;
      if (answer.posts && 'version' in answer.posts) {
        expect((await reader.gameById(answer.posts.gameId))?.version).toBe(answer.posts.version);
        await svc.messagePosted(answer.posts, where.channelId, `m${n}`);
      }
      await drain(svc);
      // A confirmation asked first is not a decision: only decisions taken are counted.
      const taken = (await reader.actionCount(gameId)) - logged;
      if (taken > 0) seen.push({ trips: waited, autos: taken - 1 });
    }
    expect(seen.length).toBeGreaterThanOrEqual(6);
    expect(seen.some((s) => s.autos === 0) && seen.some((s) => s.autos > 0)).toBe(true);
    for (const s of seen) expect(s).toEqual({ trips: 3, autos: s.autos });
  });
});
