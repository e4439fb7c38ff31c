// The PostgreSQL schema (src/store/pg) against the SQLite one it translates: every table,
// column (type, nullability, default), primary and foreign key, index and trigger of a fresh
// SQLite file exists in PostgreSQL, and nothing else does, so a SQLite migration that forgets
// PostgreSQL fails here. Then the constraints that carry rules (one live game per place, the
// append-only log) are tried on the real server.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate as migrateSqlite, SCHEMA_VERSION } from '../../../src/store/migrations';
import { GAMES_FILLFACTOR, migrate, PG_SCHEMA_VERSION, STATES_FILLFACTOR } from '../../../src/store/pg/migrate';
import { freshDatabase, pgUrl } from '../../support/pg';

const url = pgUrl();

interface Column {
  type: string;
  nullable: boolean;
  default: string | null;
}

/** A table's primary key columns in order, and its foreign keys as "col -> table.col ON DELETE …". */
interface Keys {
  primary: string[];
  foreign: string[];
}

/**
 * SQLite tables whose implicit rowid the store reads: PostgreSQL has none, so these carry a
 * `rowid` identity column as their key.
 */
const IMPLICIT_ROWID: Record<string, string> = { game_notes: 'notes.ts orders and addresses notes by rowid' };

/** The SQLite schema at its last migration: table -> column -> shape, and index and trigger names. */
function sqliteSchema() {
  const db = new Database(':memory:');
  migrateSqlite(db);
  const names = (type: string) =>
    (
      db.prepare(`SELECT name, tbl_name FROM sqlite_master WHERE type = ? AND sql IS NOT NULL`).all(type) as {
        name: string;
        tbl_name: string;
      }[]
    ).map((r) => `${r.tbl_name}.${r.name}`);
  const tables: Record<string, Record<string, Column>> = {};
  const keys: Record<string, Keys> = {};
  for (const t of names('table')
    .map((n) => n.split('.')[0])
    .filter((t) => !t.startsWith('sqlite_'))) {
    const cols = db.prepare(`SELECT * FROM pragma_table_info(?)`).all(t) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    if (IMPLICIT_ROWID[t]) {
      // Implicit only while no column is the key (an INTEGER PRIMARY KEY would be the rowid itself).
      expect(
        cols.filter((c) => c.pk > 0),
        `${t} has a key of its own now: drop it from IMPLICIT_ROWID`,
      ).toEqual([]);
      cols.unshift({ name: 'rowid', type: 'INTEGER', notnull: 1, dflt_value: null, pk: 1 });
    }
    tables[t] = Object.fromEntries(
      cols.map((c) => [c.name, { type: c.type, nullable: c.notnull === 0 && c.pk === 0, default: c.dflt_value }]),
    );
    const pk = cols.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const fks = db.prepare(`SELECT * FROM pragma_foreign_key_list(?)`).all(t) as {
      table: string;
      from: string;
      to: string;
      on_delete: string;
    }[];
    keys[t] = {
      primary: pk.map((c) => c.name),
      foreign: fks.map((f) => `${f.from} -> ${f.table}.${f.to} ON DELETE ${f.on_delete}`).sort(),
    };
  }
  const schema = { tables, keys, indexes: names('index').sort(), triggers: names('trigger').sort() };
  db.close();
  return schema;
}

/** SQLite's declared type -> the PostgreSQL types that hold the same values. */
const COMPATIBLE: Record<string, string[]> = { INTEGER: ['integer', 'bigint'], TEXT: ['text'], BLOB: ['bytea'] };

async function pgSchema(client: pg.ClientBase) {
  const cols = await client.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>(`SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public'`);
  const tables: Record<string, Record<string, Column>> = {};
  for (const c of cols.rows)
    (tables[c.table_name] ??= {})[c.column_name] = {
      type: c.data_type,
      nullable: c.is_nullable === 'YES',
      // '{}'::text reads as SQLite's '{}'.
      default: c.column_default?.replace(/::[a-z ]+$/, '') ?? null,
    };
  const indexes = await client.query<{ n: string }>(
    `SELECT tablename || '.' || indexname AS n FROM pg_indexes WHERE schemaname = 'public' AND indexname NOT LIKE '%_pkey'`,
  );
  const triggers = await client.query<{ n: string }>(
    `SELECT tgrelid::regclass::text || '.' || tgname AS n FROM pg_trigger WHERE NOT tgisinternal`,
  );
  const keys: Record<string, Keys> = Object.fromEntries(Object.keys(tables).map((t) => [t, { primary: [], foreign: [] }]));
  const primary = await client.query<{ t: string; col: string }>(
    `SELECT c.conrelid::regclass::text AS t, a.attname AS col
       FROM pg_constraint c, unnest(c.conkey) WITH ORDINALITY AS k (attnum, n)
       JOIN pg_attribute a ON a.attnum = k.attnum
      WHERE c.contype = 'p' AND a.attrelid = c.conrelid AND c.connamespace = 'public'::regnamespace
      ORDER BY t, k.n`,
  );
  for (const r of primary.rows) keys[r.t].primary.push(r.col);
  const foreign = await client.query<{ t: string; fk: string }>(
    `SELECT c.conrelid::regclass::text AS t,
            a.attname || ' -> ' || c.confrelid::regclass::text || '.' || af.attname || ' ON DELETE ' ||
            CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'a' THEN 'NO ACTION' WHEN 'n' THEN 'SET NULL'
                               WHEN 'd' THEN 'SET DEFAULT' WHEN 'r' THEN 'RESTRICT' END AS fk
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
      ORDER BY t, fk`,
  );
  for (const r of foreign.rows) keys[r.t].foreign.push(r.fk);
  return {
    tables,
    keys,
    indexes: indexes.rows.map((r) => r.n).sort(),
    triggers: triggers.rows.map((r) => r.n).sort(),
  };
}

describe.skipIf(!url)('the PostgreSQL schema', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: await freshDatabase(url) });
    await client.connect();
  });
  afterAll(() => client?.end());

  it('is applied once: a second run finds it done and changes nothing', async () => {
    expect(await migrate(client)).toBe(SCHEMA_VERSION);
    const first = await pgSchema(client);
    expect(await migrate(client)).toBe(SCHEMA_VERSION);
    expect(await pgSchema(client)).toEqual(first);
    const v = await client.query('SELECT version FROM schema_version');
    expect(v.rows).toEqual([{ version: SCHEMA_VERSION }]);
  });

  it('catches up with the last SQLite migration', () => {
    expect(PG_SCHEMA_VERSION, 'add a PostgreSQL step for the new SQLite migration (src/store/pg/migrate.ts)').toBe(
      SCHEMA_VERSION,
    );
  });

  it('has every SQLite table and column, with a compatible type, the same nullability and default', async () => {
    const lite = sqliteSchema();
    const { tables } = await pgSchema(client);
    expect(Object.keys(tables).sort()).toEqual([...Object.keys(lite.tables), 'schema_version'].sort());
    for (const [table, columns] of Object.entries(lite.tables)) {
      expect(Object.keys(tables[table]).sort(), table).toEqual(Object.keys(columns).sort());
      for (const [name, c] of Object.entries(columns)) {
        const p = tables[table][name];
        expect(COMPATIBLE[c.type], `${table}.${name}: SQLite type ${c.type}`).toContain(p.type);
        expect({ nullable: p.nullable, default: p.default }, `${table}.${name}`).toEqual({
          nullable: c.nullable,
          default: c.default,
        });
      }
    }
  });

  it('compares text byte by byte, as SQLite does, whatever the database locale', async () => {
    const r = await client.query<{ c: string }>(
      `SELECT table_name || '.' || column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'text' AND collation_name IS DISTINCT FROM 'C'`,
    );
    expect(r.rows.map((x) => x.c)).toEqual([]);
  });

  it('keeps the implicit rowid the store reads as a column of that name, numbering rows as they come', async () => {
    const identity = await client.query(
      `SELECT table_name FROM information_schema.columns WHERE column_name = 'rowid' AND is_identity = 'YES' ORDER BY 1`,
    );
    expect(identity.rows.map((r) => r.table_name)).toEqual(Object.keys(IMPLICIT_ROWID).sort());
    const g = await client.query<{ id: number }>(
      `INSERT INTO games (channel_id, game, status, creator_id, seed, created_at, updated_at)
       VALUES ('notes', 'chess', 'finished', 'u', 1, 'x', 'x') RETURNING id`,
    );
    for (const text of ['first', 'second', 'third'])
      await client.query(`INSERT INTO game_notes (game_id, after, text, at) VALUES ($1, 0, $2, 't')`, [g.rows[0].id, text]);
    const notes = await client.query(`SELECT text FROM game_notes WHERE game_id = $1 ORDER BY rowid`, [g.rows[0].id]);
    expect(notes.rows.map((n) => n.text)).toEqual(['first', 'second', 'third']);
  });

  it('has the same primary and foreign keys (ON DELETE included)', async () => {
    const lite = sqliteSchema();
    const { keys } = await pgSchema(client);
    for (const [table, k] of Object.entries(lite.keys)) expect(keys[table], table).toEqual(k);
  });

  it('has every SQLite index and trigger, under the same name', async () => {
    const lite = sqliteSchema();
    const p = await pgSchema(client);
    expect(p.indexes).toEqual(lite.indexes);
    expect(p.triggers).toEqual(lite.triggers);
  });

  it('leaves room on the pages of the rows each decision rewrites (fillfactor), so their old versions are reclaimed there', async () => {
    const r = await client.query<{ t: string; options: string[] | null }>(
      `SELECT relname AS t, reloptions AS options FROM pg_class
        WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND reloptions IS NOT NULL ORDER BY relname`,
    );
    expect(r.rows).toEqual([
      { t: 'game_states', options: [`fillfactor=${STATES_FILLFACTOR}`] },
      { t: 'games', options: [`fillfactor=${GAMES_FILLFACTOR}`] },
    ]);
    expect(STATES_FILLFACTOR).toBeLessThan(100);
    expect(GAMES_FILLFACTOR).toBeLessThan(100);
  });

  it('holds the values that outgrow 32 bits: a seed past 2^31 and times in milliseconds', async () => {
    const now = Date.UTC(2030, 0, 1);
    const r = await client.query(
      `INSERT INTO games (channel_id, game, status, creator_id, seed, created_at, updated_at, deadline)
       VALUES ('wide', 'chess', 'finished', 'u', $1, 'x', 'x', $2) RETURNING seed, deadline`,
      [2 ** 32 - 1, now],
    );
    expect(r.rows[0]).toEqual({ seed: String(2 ** 32 - 1), deadline: String(now) });
  });
});

describe.skipIf(!url)('the PostgreSQL schema keeps the rules SQLite keeps', () => {
  let client: pg.Client;
  let n = 0;
  const game = async (place: string, status = 'lobby', thread: string | null = null): Promise<number> => {
    const r = await client.query<{ id: number }>(
      `INSERT INTO games (channel_id, thread_id, game, status, creator_id, seed, created_at, updated_at)
       VALUES ($1, $2, 'chess', $3, 'u', 1, $4, $4) RETURNING id`,
      [place, thread, status, `2026-01-01T00:00:0${n++ % 10}Z`],
    );
    return r.rows[0].id;
  };
  const action = (gameId: number, seq: number) =>
    client.query(
      `INSERT INTO actions (game_id, seq, seat, decision, events, rolls, at) VALUES ($1, $2, 0, '{}', '[]', '[]', 't')`,
      [gameId, seq],
    );

  beforeAll(async () => {
    client = new pg.Client({ connectionString: await freshDatabase(url) });
    await client.connect();
    await migrate(client);
  });
  afterAll(() => client?.end());

  it('one lobby or running game per place (the thread, else the channel); ended games do not count', async () => {
    const first = await game('c1');
    await expect(game('c1', 'active')).rejects.toMatchObject({ code: '23505' });
    // Another channel's game playing in its own thread is another place.
    await game('c1', 'active', 't1');
    await expect(game('c2', 'lobby', 't1')).rejects.toMatchObject({ code: '23505' });
    await client.query(`UPDATE games SET status = 'finished' WHERE id = $1`, [first]);
    await expect(game('c1')).resolves.toBeGreaterThan(first);
  });

  it('the log is append-only: only its events may be told again', async () => {
    const id = await game('c3');
    await action(id, 1);
    await expect(client.query(`UPDATE actions SET decision = '{"x":1}' WHERE game_id = $1`, [id])).rejects.toThrow(
      'actions are append-only',
    );
    await client.query(`UPDATE actions SET events = '[1]' WHERE game_id = $1`, [id]);
    const r = await client.query(`SELECT events FROM actions WHERE game_id = $1`, [id]);
    expect(r.rows).toEqual([{ events: '[1]' }]);
  });

  it('actions leave only into their archive, none come after it, and an archive is never rewritten', async () => {
    const id = await game('c4', 'finished');
    await action(id, 1);
    await expect(client.query(`DELETE FROM actions WHERE game_id = $1`, [id])).rejects.toThrow(
      'actions leave the log only into its archive',
    );
    await client.query(`INSERT INTO archives (game_id, format, actions, log) VALUES ($1, 1, 1, $2)`, [
      id,
      Buffer.from([1, 2, 3]),
    ]);
    await client.query(`DELETE FROM actions WHERE game_id = $1`, [id]);
    await expect(action(id, 2)).rejects.toThrow('the game is archived');
    await expect(client.query(`UPDATE archives SET format = 2 WHERE game_id = $1`, [id])).rejects.toThrow(
      'archives are never rewritten',
    );
    const r = await client.query(`SELECT log FROM archives WHERE game_id = $1`, [id]);
    expect(r.rows[0].log).toEqual(Buffer.from([1, 2, 3]));
  });

  it('checks a game status and a locale as SQLite does', async () => {
    await expect(game('c5', 'paused')).rejects.toMatchObject({ code: '23514' });
    await expect(client.query(`INSERT INTO user_locales VALUES ('u', 'de')`)).rejects.toMatchObject({ code: '23514' });
  });
});

describe.skipIf(!url)('migrating a PostgreSQL database', () => {
  it('from before the states had a table of their own: each state moves there, the games row keeps the rest', async () => {
    const c = new pg.Client(await freshDatabase(url));
    await c.connect();
    try {
      // Migration 16 gave the states their table.
      expect(await migrate(c, { upTo: 15 })).toBe(15);
      const game = async (place: string, state: string | null) =>
        (
          await c.query<{ id: number }>(
            `INSERT INTO games (channel_id, game, status, creator_id, seed, created_at, updated_at, state, result)
             VALUES ($1, 'chess', 'finished', 'u', 1, 'x', 'x', $2, $3) RETURNING id`,
            [place, state, state === null ? '{"winners":[]}' : null],
          )
        ).rows[0].id;
      const kept = await game('c1', '{"step":7}');
      const compacted = await game('c2', null);
      expect(await migrate(c)).toBe(SCHEMA_VERSION);
      const states = await c.query(`SELECT game_id, state FROM game_states ORDER BY game_id`);
      expect(states.rows).toEqual([{ game_id: kept, state: '{"step":7}' }]);
      const rows = await c.query(`SELECT id, result FROM games ORDER BY id`);
      expect(rows.rows).toEqual([
        { id: kept, result: null },
        { id: compacted, result: '{"winners":[]}' },
      ]);
    } finally {
      await c.end();
    }
  });

  it('from two processes at once: both end at the version, the schema made once', async () => {
    const db = await freshDatabase(url);
    const clients = [new pg.Client(db), new pg.Client(db)];
    await Promise.all(clients.map((c) => c.connect()));
    try {
      expect(await Promise.all(clients.map((c) => migrate(c)))).toEqual([SCHEMA_VERSION, SCHEMA_VERSION]);
      const t = await clients[0].query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'games'`);
      expect(t.rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});
