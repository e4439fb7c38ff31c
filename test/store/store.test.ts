// What is SQLite's own: the file's pragmas and its migrations. The store's behaviour, on both
// stores, is in behaviour.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match';
import * as store from '../../src/store';

const path = () => join(mkdtempSync(join(tmpdir(), 'rerun-store-')), 'db.sqlite');
const AT = '2026-01-01T00:00:00.000Z';

function lobby(db: store.Db): number | null {
  return store.insertLobby(db, {
    guildId: 'g',
    channelId: 'c1',
    game: 'x',
    creatorId: 'u1',
    options: {},
    seed: 7,
    dice: [6, 1],
    at: AT,
  });
}

const match = (step: number, note: string): Match => ({
  game: 'x',
  seats: [{ name: 'A', ai: false }],
  options: {},
  rng: { s: 1, forced: [] },
  state: { note },
  step,
  lastDice: [],
});

function activeGame(db: store.Db): number {
  const id = lobby(db)!;
  store.writeSeats(db, id, [{ userId: 'u1', name: 'A', ai: false }]);
  expect(store.startMatch(db, id, 0, match(0, 'start'), AT)).toBe(true);
  return id;
}

describe('the SQLite file', () => {
  it('opens in WAL mode, fully synchronous, with foreign keys and a busy timeout', () => {
    const db = store.open(path());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('runs migrations once: reopening and migrating again changes nothing', () => {
    const p = path();
    const db = store.open(p);
    expect(db.pragma('user_version', { simple: true })).toBe(store.SCHEMA_VERSION);
    activeGame(db);
    expect(store.migrate(db)).toBe(store.SCHEMA_VERSION);
    db.close();
    const again = store.open(p);
    expect(again.pragma('user_version', { simple: true })).toBe(store.SCHEMA_VERSION);
    expect(store.gameById(again, 1)?.status).toBe('active');
    again.close();
  });
});
