// Opens the one SQLite file of the bot, tuned for a long-running single process.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Teller } from './forward';
import { INCREMENTAL, migrate } from './migrations';

export type Db = Database.Database;

/** The file holds every hand: owner only. SQLite gives -wal and -shm the main file's mode. */
const PRIVATE = 0o600;

/** Creates the file owner-only before SQLite does (umask would leave it 0644), or tightens an older one. */
function makePrivate(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  closeSync(openSync(path, 'a', PRIVATE));
  for (const f of [path, `${path}-wal`, `${path}-shm`]) {
    try {
      if ((statSync(f).mode & 0o777) !== PRIVATE) chmodSync(f, PRIVATE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
}

/** Opens and migrates the file; `teller` tells its stored history forward (migrations.ts), when it has not been. */
export function open(path: string, teller?: Teller): Db {
  if (path !== ':memory:' && path !== '') makePrivate(path);
  const db = new Database(path);
  // Only a file without tables takes this at once (and WAL would write its header first); an
  // older file is switched by a migration's VACUUM.
  db.pragma(`auto_vacuum = ${INCREMENTAL}`);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL: each committed decision is on disk before the reply goes out, even across a power
  // loss (NORMAL in WAL mode only survives a process crash). One flush per turn is cheap here.
  db.pragma('synchronous = FULL');
  migrate(db, undefined, teller);
  return compilingOnce(db);
}

/**
 * Another connection to a file `open` has made and migrated, to look at it from outside the
 * service (tests, probes): only the wait for a writer set, no migration, no file settings.
 */
export function openToLook(path: string): Db {
  const db = new Database(path, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return compilingOnce(db);
}

/**
 * Each query asks for its statement by its text every call (a decision asks some thirty times);
 * SQLite then compiles each text once a connection instead of once a call. The texts are the
 * store's own, a fixed set; no query binds a statement for good, so a statement serves every caller.
 */
function compilingOnce(db: Db): Db {
  const compiled = new Map<string, Database.Statement>();
  const compile = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    let statement = compiled.get(sql);
    if (!statement) compiled.set(sql, (statement = compile(sql)));
    return statement;
  }) as Db['prepare'];
  return db;
}
