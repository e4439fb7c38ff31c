// `.env` is read from where the help says: next to package.json, whatever the working
// directory; a setting that is not right stops `npm start`.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_FILE, MISSING_TOKEN_HELP, readEnvFile } from '../../src/config';
import { startBot } from '../support/bot';

describe('the .env file', () => {
  it('is the one next to package.json, as the help says', () => {
    expect(MISSING_TOKEN_HELP).toContain('.env file next to package.json');
    const pkg = join(dirname(ENV_FILE), 'package.json');
    expect(existsSync(pkg)).toBe(true);
    expect(JSON.parse(readFileSync(pkg, 'utf8')).name).toBe('rerun');
    expect(ENV_FILE).toBe(fileURLToPath(new URL('../../.env', import.meta.url)));
  });

  it('is read from the path given, and real environment variables win over it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rerun-env-')), '.env');
    writeFileSync(file, 'DISCORD_TOKEN=from-file\nDATABASE_PATH=/tmp/from-file.db\n');
    const env: NodeJS.ProcessEnv = { DATABASE_PATH: '/tmp/real.db' };
    readEnvFile(file, env);
    expect(env.DISCORD_TOKEN).toBe('from-file');
    expect(env.DATABASE_PATH).toBe('/tmp/real.db');
  });
});

describe('npm start with settings that are not right', () => {
  it('stops before anything else with one message naming each setting and what is allowed, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-env-'));
    const bot = startBot({
      DISCORD_TOKEN: 'some.good.token',
      DATABASE_PATH: join(dir, 'rerun.db'),
      RETENTION_DAYS: 'abc',
      IDLE_DAYS: '-1',
      DISCORD_GUILD: '123',
    });
    const run = { status: await bot.exited, stdout: bot.printed('stdout'), stderr: bot.printed('stderr') };
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n').slice(0, 4)).toEqual([
      'Rerun cannot start: 3 settings are not right (in the environment or in the .env file next to package.json).',
      '  RETENTION_DAYS is "abc": allowed is a number of days greater than 0, such as 180 (the default) or 7.5.',
      '  IDLE_DAYS is "-1": allowed is a number of days greater than 0, such as 30 (the default) or 7.5.',
      '  DISCORD_GUILD is not a Rerun setting. Did you mean DISCORD_GUILD_ID?',
    ]);
    expect(bot.lines.map((l) => l.raw).join('\n')).not.toContain('some.good.token');
    // Nothing was started: no database file was made.
    expect(existsSync(join(dir, 'rerun.db'))).toBe(false);
  });
});

describe('npm start with METRICS_PORT already taken', () => {
  it('stops before opening the store with one line naming METRICS_PORT, and exits 1', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'rerun-env-'));
    try {
      const bot = startBot({
        DISCORD_TOKEN: 'some.good.token',
        DATABASE_PATH: join(dir, 'rerun.db'),
        METRICS_PORT: String(port),
      });
      expect(await bot.exited).toBe(1);
      expect(bot.problems()).toEqual([
        `METRICS_PORT ${port} is already taken on 127.0.0.1 by another program: choose another port (or stop that program).`,
      ]);
      expect(existsSync(join(dir, 'rerun.db'))).toBe(false);
    } finally {
      taken.close();
    }
  });
});
