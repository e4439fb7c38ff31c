// What the chaos probes read of the store the bot (or the workers) write, from outside, read-only:
// the SQLite file through its own connection, or the PostgreSQL database through a small pool of
// its own (the probes' processes share nothing else with it). Asynchronous, as PostgreSQL is.
import * as store from '../../src/store';
import { pgStore } from '../../src/store/pg/pgStore';
import { createPool } from '../../src/store/pg/pool';

export interface Look {
  gameById(id: number): Promise<store.GameRow | null>;
  liveGameIn(channelId: string): Promise<store.GameRow | null>;
  seatsOf(gameId: number): Promise<store.SeatRow[]>;
  actionsOf(gameId: number): Promise<store.ActionRow[]>;
  /** Running games that have their place (thread or channel). */
  placedActive(): Promise<store.GameRow[]>;
  /** SQLite's integrity check of the file; null on PostgreSQL (the server keeps its own pages). */
  integrityOk(): Promise<boolean | null>;
  close(): Promise<void>;
}

/** Where a probe's store is: the SQLite file, or (url) a PostgreSQL database. */
export interface StoreAt {
  path: string;
  url?: string;
}

const PLACED_ACTIVE = `status = 'active' AND placed = 1`;

export function look(at: StoreAt): Look {
  return at.url ? pgLook(at.url) : sqliteLook(at.path);
}

function sqliteLook(path: string): Look {
  const db = store.open(path);
  return {
    gameById: async (id) => store.gameById(db, id),
    liveGameIn: async (channelId) => store.liveGameIn(db, channelId),
    seatsOf: async (gameId) => store.seatsOf(db, gameId),
    actionsOf: async (gameId) => store.actionsOf(db, gameId),
    placedActive: async () => store.gamesWhere(db, `${PLACED_ACTIVE} ORDER BY id`),
    integrityOk: async () => db.pragma('integrity_check', { simple: true }) === 'ok',
    close: async () => void db.close(),
  };
}

function pgLook(url: string): Look {
  const pool = createPool(url, { max: 2 });
  // Its own Store on the pool (no migration: the bot made the schema); no transaction: every read
  // on a pooled connection of its own.
  const s = pgStore(pool);
  return {
    gameById: s.gameById,
    liveGameIn: s.liveGameIn,
    seatsOf: s.seatsOf,
    actionsOf: s.actionsOf,
    placedActive: async () =>
      (await pool.query<store.RawGame>(`${store.GAMES} WHERE ${PLACED_ACTIVE} ORDER BY id`)).rows.map(store.toRow),
    integrityOk: async () => null,
    close: s.close,
  };
}
