// The choice of store (src/store/open.ts): the SQLite file unless a postgres:// URL is given.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../src/store';
import { freshDatabase, pgUrl } from '../support/pg';
import { tempSqlite } from '../support/stores';

const GAME = {
  guildId: 'g',
  channelId: 'c1',
  game: 'x',
  creatorId: 'u',
  options: {},
  seed: 1,
  dice: [],
  at: '2026-01-01T00:00:00.000Z',
};

describe('openStore', () => {
  it('opens the SQLite file when no URL is given', async () => {
    const path = tempSqlite();
    const s = await openStore({ path });
    expect(await s.insertLobby(GAME)).toBe(1);
    await s.close();
    expect(existsSync(path)).toBe(true);
  });

  const url = pgUrl();
  it.skipIf(!url)('opens PostgreSQL for a postgres:// URL (and postgresql://), making its schema; no file is made', async () => {
    for (const scheme of ['postgres:', 'postgresql:']) {
      const db = new URL(await freshDatabase(url));
      db.protocol = scheme;
      const path = tempSqlite();
      const s = await openStore({ path, url: db.toString() });
      expect(await s.insertLobby(GAME)).toBe(1);
      await s.close();
      expect(existsSync(path)).toBe(false);
      const client = new pg.Client(db.toString());
      await client.connect();
      try {
        expect((await client.query('SELECT channel_id FROM games')).rows).toEqual([{ channel_id: 'c1' }]);
      } finally {
        await client.end();
      }
    }
  });
});
