import { describe, expect, it } from 'vitest';
import { DEFAULT_DATABASE_PATH, loadConfig } from '../../src/config';

describe('loadConfig', () => {
  it('reads every setting', () => {
    expect(
      loadConfig({
        DISCORD_TOKEN: 'tok',
        DISCORD_CLIENT_ID: '123',
        DISCORD_GUILD_ID: '456',
        DATABASE_PATH: '/tmp/x.db',
        DISCORD_API_BASE: 'http://127.0.0.1:9/api',
      }),
    ).toEqual({ token: 'tok', clientId: '123', guildId: '456', databasePath: '/tmp/x.db', apiBase: 'http://127.0.0.1:9/api' });
  });

  it('treats empty values as unset (as a copied .env.example leaves them) and defaults the database', () => {
    expect(loadConfig({ DISCORD_TOKEN: '  ', DISCORD_GUILD_ID: '', DATABASE_PATH: '' })).toEqual({
      token: undefined,
      clientId: undefined,
      guildId: undefined,
      databasePath: DEFAULT_DATABASE_PATH,
      apiBase: undefined,
    });
  });

  it('defaults the database to a file git ignores', () => {
    expect(DEFAULT_DATABASE_PATH).toMatch(/\.db$/);
  });
});
