// The choice of store: PostgreSQL when the bot is given a postgres:// URL
// (DATABASE_URL), the SQLite file otherwise (the default: `npm start` needs nothing else).
import type { Store } from './contract';
import type { Durability } from './durability';
import type { Teller } from './forward';
import { readDurability } from './pg/durability';
import { createPool } from './pg/pool';
import { isPostgresUrl, openPgStore } from './pg/pgStore';
import { openSqliteStore } from './sqliteStore';
import { asUnreachable } from './unreachable';

export interface StoreLocation {
  /** The SQLite file. */
  path: string;
  /** postgres://… or postgresql://… : this database instead of the file. */
  url?: string;
}

/** Opens (and migrates) the store the settings name; `teller` tells its stored history forward (forward.ts). */
export async function openStore(where: StoreLocation, teller?: Teller): Promise<Store> {
  return isPostgresUrl(where.url) ? await openPgStore(where.url, {}, teller) : openSqliteStore(where.path, teller);
}

/**
 * What the PostgreSQL server says of its commits' durability (durability.ts), on a connection of
 * its own, before anything is migrated; null on SQLite, whose store sets its pragmas itself.
 */
export async function storeDurability(where: StoreLocation): Promise<Durability | null> {
  if (!isPostgresUrl(where.url)) return null;
  const pool = createPool(where.url, { max: 1 });
  try {
    return await readDurability(pool);
  } catch (e) {
    throw asUnreachable(e);
  } finally {
    await pool.end();
  }
}
