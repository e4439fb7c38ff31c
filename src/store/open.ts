// The choice of store (issue 23): PostgreSQL when the bot is given a postgres:// URL
// (DATABASE_URL), the SQLite file otherwise (the default: `npm start` needs nothing else).
import type { Store } from './contract';
import { isPostgresUrl, openPgStore } from './pg/pgStore';
import { openSqliteStore } from './sqliteStore';

export interface StoreLocation {
  /** The SQLite file. */
  path: string;
  /** postgres://… or postgresql://… : this database instead of the file. */
  url?: string;
}

/** Opens (and migrates) the store the settings name. */
export async function openStore(where: StoreLocation): Promise<Store> {
  return isPostgresUrl(where.url) ? await openPgStore(where.url) : openSqliteStore(where.path);
}
