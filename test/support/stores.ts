// Both stores for one test file: SQLite (a temp file) and PostgreSQL (a fresh database on the
// run's throwaway cluster, unavailable where PostgreSQL is not installed).
//   for (const kind of bothStores())
//     describe.skipIf(!kind.available)(`… on ${kind.name}`, () => { … s = await kind.open(); … });
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore, type Store } from '../../src/store';
import { openPgStore } from '../../src/store/pg/pgStore';
import { freshDatabase, pgUrl } from './pg';

export interface StoreKind {
  name: 'SQLite' | 'PostgreSQL';
  /** False where the store cannot run here (PostgreSQL without its binaries): skip it. */
  available: boolean;
  /** A new, empty store of this kind. */
  open(): Promise<Store>;
}

export const tempSqlite = (): string => join(mkdtempSync(join(tmpdir(), 'rerun-stores-')), 'db.sqlite');

export function bothStores(): StoreKind[] {
  const url = pgUrl();
  return [
    { name: 'SQLite', available: true, open: () => Promise.resolve(openSqliteStore(tempSqlite())) },
    { name: 'PostgreSQL', available: url !== '', open: async () => await openPgStore(await freshDatabase(url), { max: 4 }) },
  ];
}
