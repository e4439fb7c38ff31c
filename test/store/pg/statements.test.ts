// The store's statements are named (src/store/pg/conn.ts): PostgreSQL parses and plans each once a
// connection, then runs it from its prepared form. Planning the games-and-state join anew at every
// call was most of the server's CPU a turn (stores bench: 16 ms a turn before, 4 ms after).
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../src/store';
import { migrate } from '../../../src/store/pg/migrate';
import { pgStore } from '../../../src/store/pg/pgStore';
import { createPool } from '../../../src/store/pg/pool';
import { freshDatabase, pgUrl } from '../../support/pg';

const url = pgUrl();

interface Prepared {
  name: string;
  statement: string;
  runs: number;
}

describe.skipIf(!url)('the PostgreSQL store’s statements', () => {
  let pool: pg.Pool;
  let store: Store;

  beforeAll(async () => {
    // One connection: the prepared statements the test reads are those the store's calls made.
    pool = createPool(await freshDatabase(url), { max: 1 });
    const c = await pool.connect();
    await migrate(c);
    c.release();
    store = pgStore(pool);
  });
  afterAll(() => store?.close());

  const prepared = async (): Promise<Prepared[]> =>
    (
      await pool.query<Prepared>(
        `SELECT name, statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements ORDER BY name`,
      )
    ).rows;

  it('prepares a statement once on a connection and runs it from there at each later call', async () => {
    for (const id of [1, 2, 3]) expect(await store.gameById(id)).toBeNull();
    await store.transaction(async () => {
      for (const id of [4, 5]) expect(await store.gameById(id)).toBeNull();
    });
    const byId = (await prepared()).filter((p) => /FROM games\b/.test(p.statement) && /\bid = \$1/.test(p.statement));
    expect(byId).toHaveLength(1);
    expect(byId[0].name).toMatch(/^rerun_\d+$/);
    expect(byId[0].runs).toBe(5);
  });

  it('gives each text its own name', async () => {
    await store.seatsOf(1);
    await store.actionsOf(1);
    const names = (await prepared()).map((p) => p.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(new Set(names).size).toBe(names.length);
  });
});
