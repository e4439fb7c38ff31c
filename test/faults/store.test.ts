// The newest game of a channel is found through an index, and the
// database file (which holds every hand) is readable by its owner only.
import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as store from '../../src/store';
import { LATEST_GAME_SQL } from '../../src/store/games';
import { tempDb } from '../support/service';

const mode = (p: string) => statSync(p).mode & 0o777;

describe('latestGameIn', () => {
  it('is answered from an index, without scanning or sorting the games table', () => {
    const db = store.open(':memory:');
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${LATEST_GAME_SQL}`).all('chan1') as Array<{ detail: string }>).map(
      (r) => r.detail,
    );
    expect(plan.join(' | ')).toMatch(/SEARCH games USING (COVERING )?INDEX/);
    expect(plan.join(' | ')).not.toMatch(/SCAN games|TEMP B-TREE/);
    db.close();
  });
});

describe('the database file', () => {
  it('is created readable and writable by its owner only, with its -wal and -shm files', () => {
    const old = process.umask(0o022);
    try {
      const p = tempDb();
      const db = store.open(p);
      db.prepare(
        `INSERT INTO games (channel_id, game, status, creator_id, seed, created_at, updated_at) VALUES ('c', 'g', 'lobby', 'u', 1, 'x', 'x')`,
      ).run();
      for (const f of [p, `${p}-wal`, `${p}-shm`]) {
        expect(existsSync(f), f).toBe(true);
        expect(mode(f).toString(8), f).toBe('600');
      }
      db.close();
    } finally {
      process.umask(old);
    }
  });

  it('is tightened when an older version left it readable by others', () => {
    const p = tempDb();
    writeFileSync(p, '');
    chmodSync(p, 0o644);
    store.open(p).close();
    expect(mode(p).toString(8)).toBe('600');
  });
});
