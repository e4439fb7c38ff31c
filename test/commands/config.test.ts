import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOT_PERMISSIONS,
  DEFAULT_DATABASE_PATH,
  DEFAULT_IDLE_DAYS,
  DEFAULT_RETENTION_DAYS,
  loadConfig,
  MISSING_TOKEN_HELP,
  SETTING_NAMES,
  type Config,
  type ConfigResult,
} from '../../src/config';

const ok = (r: ConfigResult): Config => {
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.config;
};
const refused = (r: ConfigResult): string[] => {
  if (r.ok) throw new Error('accepted');
  return r.problems;
};

describe('loadConfig', () => {
  it('reads every setting', () => {
    expect(
      ok(
        loadConfig({
          DISCORD_TOKEN: 'tok',
          DISCORD_CLIENT_ID: '123',
          DISCORD_GUILD_ID: '456',
          DATABASE_PATH: '/tmp/x.db',
          DISCORD_API_BASE: 'http://127.0.0.1:9/api',
          RETENTION_DAYS: '365',
          IDLE_DAYS: '7.5',
          LOG_LEVEL: 'debug',
          RATE_LIMIT: '20/30s',
          RERUN_REQUIRE_DURABLE: '1',
        }),
      ),
    ).toEqual({
      token: 'tok',
      clientId: '123',
      guildId: '456',
      databasePath: '/tmp/x.db',
      requireDurable: true,
      apiBase: 'http://127.0.0.1:9/api',
      retentionDays: 365,
      idleDays: 7.5,
      logLevel: 'debug',
      rateLimit: { count: 20, windowMs: 30_000 },
    });
  });

  it('treats empty values as unset (as a copied .env.example leaves them) and defaults the database', () => {
    expect(ok(loadConfig({ DISCORD_TOKEN: '  ', DISCORD_GUILD_ID: '', DATABASE_PATH: '', RETENTION_DAYS: ' ' }))).toEqual({
      token: undefined,
      clientId: undefined,
      guildId: undefined,
      databasePath: DEFAULT_DATABASE_PATH,
      requireDurable: false,
      apiBase: undefined,
      retentionDays: DEFAULT_RETENTION_DAYS,
      idleDays: DEFAULT_IDLE_DAYS,
      logLevel: 'info',
      rateLimit: { count: 10, windowMs: 10_000 },
    });
    expect([DEFAULT_RETENTION_DAYS, DEFAULT_IDLE_DAYS]).toEqual([180, 30]);
  });

  it('ignores the rest of the environment', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', NODE_ENV: 'test', CI: 'true', LANG: 'C' }).ok).toBe(true);
  });

  it.each([
    ['RETENTION_DAYS', 'abc'],
    ['RETENTION_DAYS', '0'],
    ['RETENTION_DAYS', 'Infinity'],
    ['IDLE_DAYS', '-1'],
    ['IDLE_DAYS', '3 days'],
  ])('refuses %s=%s, saying which setting and that it takes a number of days greater than 0', (name, value) => {
    const r = loadConfig({ [name]: value });
    expect(refused(r)).toHaveLength(1);
    expect(refused(r)[0]).toMatch(`${name} is "${value}": allowed is a number of days greater than 0, such as`);
  });

  it.each([
    ['DISCORD_CLIENT_ID', 'my-app', 'the Application ID, digits only'],
    ['DISCORD_GUILD_ID', 'https://discord.com/channels/1', 'a server id, digits only'],
    ['DISCORD_API_BASE', 'localhost:8080', 'an http:// or https:// URL'],
    ['DISCORD_API_BASE', 'ftp://127.0.0.1/api', 'an http:// or https:// URL'],
    ['LOG_LEVEL', 'verbose', 'one of fatal, error, warn, info, debug, trace, silent'],
  ])('refuses %s=%s, saying what is allowed', (name, value, allowed) => {
    const problems = refused(loadConfig({ [name]: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${name} is "${value}": allowed is ${allowed}`);
  });

  it('refuses a token with spaces without repeating it', () => {
    const r = loadConfig({ DISCORD_TOKEN: 'Bot abc.def' });
    expect(refused(r)).toEqual([
      'DISCORD_TOKEN: allowed is the bot token (Developer Portal -> Bot -> Reset Token), one word without spaces.',
    ]);
    expect(r.ok || r.message).not.toContain('abc.def');
  });

  it('takes a PostgreSQL URL as DATABASE_URL, and refuses any other without repeating it (it may hold a password)', () => {
    for (const url of ['postgres://rerun:pw@db:5432/rerun', 'postgresql://rerun@localhost/rerun'])
      expect(ok(loadConfig({ DATABASE_URL: url })).databaseUrl).toBe(url);
    expect(ok(loadConfig({ DATABASE_URL: ' ' })).databaseUrl).toBeUndefined();
    const r = loadConfig({ DATABASE_URL: 'mysql://rerun:s3cret@db/rerun' });
    expect(refused(r)).toEqual([
      'DATABASE_URL: allowed is a PostgreSQL URL, postgres://user:password@host:5432/database (or empty: SQLite).',
    ]);
    expect(r.ok || r.message).not.toContain('s3cret');
  });

  it.each([
    ['DISCORD_GUILD', 'DISCORD_GUILD_ID'],
    ['DISCORD_CLIENTID', 'DISCORD_CLIENT_ID'],
    ['discord_token', 'DISCORD_TOKEN'],
    ['RETENTION_DAY', 'RETENTION_DAYS'],
    ['IDEL_DAYS', 'IDLE_DAYS'],
    ['LOGLEVEL', 'LOG_LEVEL'],
    ['RERUN_IDLE_DAYS', null],
    ['DISCORD_WEBHOOK_URL', null],
  ])('refuses the unknown name %s, which looks like a setting of ours, without its value', (name, meant) => {
    const r = loadConfig({ [name]: 'sekrit-value', IDLE_DAYS: '3' });
    expect(refused(r)).toEqual([`${name} is not a Rerun setting.${meant ? ` Did you mean ${meant}?` : ''}`]);
    expect(r.ok || r.message).not.toContain('sekrit-value');
  });

  it('says every problem at once, in one message naming the settings there are', () => {
    const r = loadConfig({ RETENTION_DAYS: 'abc', IDLE_DAYS: '-1', DISCORD_GUILD: '1', DISCORD_TOKEN: 'tok' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.split(/[ :]/)[0])).toEqual(['RETENTION_DAYS', 'IDLE_DAYS', 'DISCORD_GUILD']);
    const lines = r.message.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Rerun cannot start: 3 settings are not right (in the environment or in the .env file next to package.json).',
    );
    expect(lines.slice(1, 4)).toEqual(r.problems.map((p) => `  ${p}`));
    expect(lines[4]).toContain(SETTING_NAMES.join(', '));
    expect(lines[4]).toContain('.env.example and the README');
  });

  it('reads SHARDS as a count or auto, refuses anything else, and leaves a shard its own SHARDS', () => {
    expect(ok(loadConfig({ SHARDS: '3' })).shards).toBe(3);
    expect(ok(loadConfig({ SHARDS: 'auto' })).shards).toBe('auto');
    expect(ok(loadConfig({ SHARDS: '' })).shards).toBeUndefined();
    for (const bad of ['0', 'two', '-1', '[0]'])
      expect(refused(loadConfig({ SHARDS: bad }))).toEqual([
        `SHARDS is "${bad}": allowed is a number of shards of 1 or more, or auto (as many as Discord recommends); empty: one process.`,
      ]);
    // In a process the ShardingManager started, SHARDS holds its shard ids (discord.js's own).
    const child = { SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '3', SHARDING_MANAGER_MODE: 'process' };
    expect(ok(loadConfig(child)).shards).toBeUndefined();
  });

  it('reads SHARD_LIST as the shard ids of this machine, with SHARDS the number of all', () => {
    expect(ok(loadConfig({ SHARDS: '4', SHARD_LIST: '2,3' })).shardList).toEqual([2, 3]);
    expect(ok(loadConfig({ SHARDS: '6', SHARD_LIST: '4-5,0-1,1' })).shardList).toEqual([0, 1, 4, 5]);
    // With auto the ids are checked once Discord says how many (discord/shards.ts shardsHere).
    expect(ok(loadConfig({ SHARDS: 'auto', SHARD_LIST: '7' })).shardList).toEqual([7]);
    expect(ok(loadConfig({ SHARDS: '2', SHARD_LIST: '' })).shardList).toBeUndefined();
    for (const bad of ['a', '1,', '-1', '3-1'])
      expect(refused(loadConfig({ SHARDS: '4', SHARD_LIST: bad }))).toEqual([
        `SHARD_LIST is "${bad}": allowed is the shard ids this machine runs, such as 0,1 or 2-3 (ids from 0), with SHARDS the number of all; empty: every shard.`,
      ]);
    expect(refused(loadConfig({ SHARD_LIST: '0' }))).toEqual([
      'SHARD_LIST needs SHARDS, the number of shards of the whole bot (on every machine).',
    ]);
    expect(refused(loadConfig({ SHARDS: '2', SHARD_LIST: '1-2' }))).toEqual([
      'SHARD_LIST names shard 2, but SHARDS=2 makes shards 0 to 1.',
    ]);
    // A shard's own process inherits the manager's environment: the list was the manager's.
    const child = { SHARDING_MANAGER: 'true', SHARDS: '2', SHARD_COUNT: '4', SHARD_LIST: '2,3' };
    expect(ok(loadConfig(child)).shardList).toBeUndefined();
  });

  it('reads RATE_LIMIT as interactions in a window of seconds, or off, 10 in 10 s by default', () => {
    expect(ok(loadConfig({})).rateLimit).toEqual({ count: 10, windowMs: 10_000 });
    expect(ok(loadConfig({ RATE_LIMIT: '30/60s' })).rateLimit).toEqual({ count: 30, windowMs: 60_000 });
    expect(ok(loadConfig({ RATE_LIMIT: 'off' })).rateLimit).toBeNull();
    for (const bad of ['10', '0/10s', '10/0s', 'fast'])
      expect(refused(loadConfig({ RATE_LIMIT: bad }))).toEqual([
        `RATE_LIMIT is "${bad}": allowed is interactions a user may make, then a window in seconds, such as 10/10s (the default), or off.`,
      ]);
  });

  it('reads METRICS_PORT (0: any free port) and METRICS_HOST, 127.0.0.1 unless told', () => {
    expect(ok(loadConfig({})).metrics).toBeUndefined();
    expect(ok(loadConfig({ METRICS_PORT: '9464' })).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(ok(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).metrics).toEqual({ port: 0, host: '0.0.0.0' });
    expect(ok(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '::1' })).metrics?.host).toBe('::1');
    expect(ok(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.lan' })).metrics?.host).toBe('metrics.lan');
    for (const bad of ['65536', '-1', 'http', '9464/tcp'])
      expect(refused(loadConfig({ METRICS_PORT: bad }))).toEqual([
        `METRICS_PORT is "${bad}": allowed is a TCP port from 1 to 65535 for /healthz, /readyz and /metrics, such as 9464 (0: any free port; empty: no server).`,
      ]);
    for (const bad of ['http://127.0.0.1', '127.0.0.1:9464', 'my host'])
      expect(refused(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: bad }))).toEqual([
        `METRICS_HOST is "${bad}": allowed is the address the health and metrics server listens on, such as 127.0.0.1 (the default) or 0.0.0.0 (every interface).`,
      ]);
    expect(refused(loadConfig({ METRICS_HOST: '0.0.0.0' }))).toEqual([
      'METRICS_HOST needs METRICS_PORT, the port of the health and metrics server (without it there is none).',
    ]);
    expect(refused(loadConfig({ METRIC_PORT: '9464' }))).toEqual([
      'METRIC_PORT is not a Rerun setting. Did you mean METRICS_PORT?',
    ]);
  });

  it('reads RERUN_REQUIRE_DURABLE as 1 or 0, off unless set', () => {
    expect(ok(loadConfig({})).requireDurable).toBe(false);
    expect(ok(loadConfig({ RERUN_REQUIRE_DURABLE: '0' })).requireDurable).toBe(false);
    expect(ok(loadConfig({ RERUN_REQUIRE_DURABLE: ' 1 ' })).requireDurable).toBe(true);
    for (const bad of ['yes', 'true', '2'])
      expect(refused(loadConfig({ RERUN_REQUIRE_DURABLE: bad }))).toEqual([
        `RERUN_REQUIRE_DURABLE is "${bad}": allowed is 1 (refuse to start when the PostgreSQL server may lose commits it reported: synchronous_commit or fsync off) or 0 (the default: start with a warning).`,
      ]);
    expect(refused(loadConfig({ RERUN_REQUIRE_DURABLES: '1' }))).toEqual([
      'RERUN_REQUIRE_DURABLES is not a Rerun setting. Did you mean RERUN_REQUIRE_DURABLE?',
    ]);
  });

  it('defaults the database to a file git ignores', () => {
    expect(DEFAULT_DATABASE_PATH).toMatch(/\.db$/);
  });
});

describe('the settings are described in one place, kept in step', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');

  it('.env.example shows exactly the settings Rerun reads', () => {
    const shown = [...example.matchAll(/^#? ?([A-Z][A-Z_]+)=/gm)].map((m) => m[1]);
    expect([...shown].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('the README and the start-up help ask for exactly the permissions the bot uses', () => {
    const step = /bot permissions\s+([^.]+)\. Open the generated URL/.exec(readme)![1].replace(/\s+/g, ' ');
    expect(step.split(/, | and /)).toEqual([...BOT_PERMISSIONS]);
    const help = MISSING_TOKEN_HELP.replace(/\s+/g, ' ');
    expect(help).toContain(`permissions ${BOT_PERMISSIONS.slice(0, -1).join(', ')} and ${BOT_PERMISSIONS.at(-1)};`);
  });

  it("the README's table names exactly the same settings", () => {
    const table = readme.slice(readme.indexOf('| variable | meaning |'));
    const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
    const named = rows.map((r) => /^\| `([A-Z_]+)` \|/.exec(r)?.[1]);
    expect([...named].sort()).toEqual([...SETTING_NAMES].sort());
  });
});
