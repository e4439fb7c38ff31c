// Opens the one SQLite file of the bot, tuned for a long-running single process.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations';

export type Db = Database.Database;

export function open(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // FULL: each committed decision is on disk before the reply goes out, even across a power
  // loss (NORMAL in WAL mode only survives a process crash). One flush per turn is cheap here.
  db.pragma('synchronous = FULL');
  migrate(db);
  return db;
}
