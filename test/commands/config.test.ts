import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_PATH, DEFAULT_IDLE_DAYS, DEFAULT_RETENTION_DAYS, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('reads every setting', () => {
    expect(
      loadConfig({
        DISCORD_TOKEN: 'tok',
        DISCORD_CLIENT_ID: '123',
        DISCORD_GUILD_ID: '456',
        DATABASE_PATH: '/tmp/x.db',
        DISCORD_API_BASE: 'http://127.0.0.1:9/api',
        RETENTION_DAYS: '365',
        IDLE_DAYS: '7.5',
      }),
    ).toEqual({
      token: 'tok',
      clientId: '123',
      guildId: '456',
      databasePath: '/tmp/x.db',
      apiBase: 'http://127.0.0.1:9/api',
      retentionDays: 365,
      idleDays: 7.5,
    });
  });

  it('treats empty values as unset (as a copied .env.example leaves them) and defaults the database', () => {
    expect(loadConfig({ DISCORD_TOKEN: '  ', DISCORD_GUILD_ID: '', DATABASE_PATH: '' })).toEqual({
      token: undefined,
      clientId: undefined,
      guildId: undefined,
      databasePath: DEFAULT_DATABASE_PATH,
      apiBase: undefined,
      retentionDays: DEFAULT_RETENTION_DAYS,
      idleDays: DEFAULT_IDLE_DAYS,
    });
  });

  it('falls back to the defaults for day counts that are not positive numbers', () => {
    for (const bad of ['0', '-3', 'soon', 'Infinity']) {
      expect(loadConfig({ RETENTION_DAYS: bad, IDLE_DAYS: bad })).toMatchObject({
        retentionDays: DEFAULT_RETENTION_DAYS,
        idleDays: DEFAULT_IDLE_DAYS,
      });
    }
    expect([DEFAULT_RETENTION_DAYS, DEFAULT_IDLE_DAYS]).toEqual([180, 30]);
  });

  it('defaults the database to a file git ignores', () => {
    expect(DEFAULT_DATABASE_PATH).toMatch(/\.db$/);
  });
});
