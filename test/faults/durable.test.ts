// `npm start` on a PostgreSQL server that may lose commits it reported. A database with
// synchronous_commit off (ALTER DATABASE … SET: no restart of the cluster) gets a warning naming
// the risk and what to change, and the bot starts; with RERUN_REQUIRE_DURABLE=1 it refuses, exit 1,
// before the schema is made or Discord is reached. (The run's cluster has fsync off as well, for
// speed: that is named too. The verdict's words, every source: test/store/durability.test.ts.)
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURABILITY_RISK } from '../../src/store/durability';
import { FakeDiscord } from '../fake-discord/fake';
import { discordEnv, startBot } from '../support/bot';
import { freshDatabase, pgUrl } from '../support/pg';
import { servicesOnPostgres } from '../support/stores';

/** Runs `sql` on the database at `url`: its rows. */
async function onDatabase<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<R>(sql)).rows;
  } finally {
    await c.end();
  }
}

describe.runIf(servicesOnPostgres())('npm start on a PostgreSQL database with synchronous_commit off', () => {
  const fake = new FakeDiscord();
  let url = '';
  let name = '';
  beforeAll(async () => {
    await fake.start();
    url = await freshDatabase(pgUrl());
    name = new URL(url).pathname.slice(1);
    await onDatabase(url, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  }, 30_000);
  afterAll(() => fake.stop());

  const env = () => ({
    ...discordEnv(fake),
    DATABASE_URL: url,
    // The tests' own: the bot refuses a setting it does not know.
    RERUN_TEST_STORE: undefined,
  });

  it('with RERUN_REQUIRE_DURABLE=1 refuses to start, naming the setting and what to change, exit 1, before Discord or the schema', async () => {
    const bot = startBot({ ...env(), RERUN_REQUIRE_DURABLE: '1' });
    expect(await bot.exited).toBe(1);
    expect(bot.problems()).toEqual([
      'Rerun cannot start: RERUN_REQUIRE_DURABLE=1, and the PostgreSQL server may lose commits it reported: ' +
        `fsync is off (set in the server's configuration) and synchronous_commit is off (set for the database "${name}"), ` +
        `so ${DURABILITY_RISK}. On the server: fsync = on in postgresql.conf (or ALTER SYSTEM SET fsync = on), then ` +
        `reload the server; ALTER DATABASE "${name}" RESET synchronous_commit; then start Rerun again (or set ` +
        'RERUN_REQUIRE_DURABLE=0 to start with a warning).',
    ]);
    // The gateway was never reached, and the database is as it was: no schema made.
    expect(fake.identifies).toHaveLength(0);
    expect(await onDatabase(url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
    expect(bot.lines.map((l) => l.raw).join('\n')).not.toContain(url);
  }, 30_000);

  it('without it starts, after one warning naming synchronous_commit, where it was set and the risk', async () => {
    const bot = startBot(env());
    try {
      await bot.ready;
      const warned = bot.lines.filter((l) => l.problem);
      expect(warned.map((l) => l.text)).toEqual([
        'PostgreSQL may lose commits it reported: ' +
          `fsync is off (set in the server's configuration) and synchronous_commit is off (set for the database "${name}"), ` +
          `so ${DURABILITY_RISK}. On the server: fsync = on in postgresql.conf (or ALTER SYSTEM SET fsync = on), then ` +
          `reload the server; ALTER DATABASE "${name}" RESET synchronous_commit; RERUN_REQUIRE_DURABLE=1 refuses to start on such a server.`,
      ]);
      expect(JSON.parse(warned[0].raw).level).toBe(40);
      // Said before the bot reached Discord.
      const at = (re: RegExp) => bot.lines.findIndex((l) => re.test(l.text));
      expect(at(/^PostgreSQL may lose commits/)).toBeLessThan(at(/^Rerun ready as /));
      expect(fake.identifies).toHaveLength(1);
    } finally {
      await bot.stop();
    }
  }, 60_000);
});

describe.runIf(servicesOnPostgres())('npm start with DATABASE_URL on a server that does not answer', () => {
  it('stops with one line naming DATABASE_URL and the code, exit 1, never printing the URL', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const url = `postgres://rerun:sekrit@127.0.0.1:${port}/rerun`;
    const bot = startBot({ DISCORD_TOKEN: 'some.good.token', DATABASE_URL: url, RERUN_TEST_STORE: undefined });
    expect(await bot.exited).toBe(1);
    expect(bot.problems()).toEqual([
      'Rerun cannot start: the PostgreSQL server of DATABASE_URL is unreachable (ECONNREFUSED). Start it (or check the address), then start Rerun again.',
    ]);
    expect(bot.lines.map((l) => l.raw).join('\n')).not.toContain('sekrit');
  }, 30_000);
});
