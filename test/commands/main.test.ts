// `npm start` without a token, or unable to log in: a message that says what to fix, on stderr, and exit 1.
import { createServer, type AddressInfo } from 'node:net';
import { Client } from 'discord.js';
import { classifyLogin, loginFaultLines } from '../../src/discord/loginFault';
import { FakeDiscord } from '../fake-discord/fake';
import { startBot } from '../support/bot';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** `npm start` with this environment, in an empty folder; what it printed once it exited. */
async function startWith(env: Record<string, string | undefined>) {
  const bot = startBot(env, { cwd: mkdtempSync(join(tmpdir(), 'rerun-start-')) });
  const status = await bot.exited;
  // raw: every line as printed, log records whole (a secret must not be in any field).
  return { status, stdout: bot.printed('stdout'), stderr: bot.printed('stderr'), raw: bot.lines.map((l) => l.raw).join('\n') };
}

describe('npm start without DISCORD_TOKEN', () => {
  it('explains what to set, how to get it and how to play without Discord, then exits 1', async () => {
    const run = await startWith({ DISCORD_TOKEN: undefined });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('DISCORD_TOKEN');
    expect(run.stderr).toContain('Reset Token');
    expect(run.stderr).toContain('applications.commands');
    expect(run.stderr).toContain('npm run local');
  });
});

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((res) => server.close(() => res()));
  return port;
}

describe('npm start when log-in fails', () => {
  it('says Discord cannot be reached (not "check DISCORD_TOKEN") when nothing answers, then exits 1', async () => {
    const port = await closedPort();
    const run = await startWith({ DISCORD_TOKEN: 'some.good.token', DISCORD_API_BASE: `http://127.0.0.1:${port}/api` });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Rerun cannot reach Discord at http://127.0.0.1:${port}/api (DISCORD_API_BASE): ECONNREFUSED.`);
    expect(run.stderr).toContain('The token was not checked.');
    expect(run.stderr).not.toContain('Reset Token');
    expect(run.raw).not.toContain('some.good.token');
  }, 70_000);

  it('says the token was refused when Discord answers 401, then exits 1', async () => {
    const fake = new FakeDiscord({ settleMs: 50 });
    await fake.start();
    try {
      const run = await startWith({ DISCORD_TOKEN: `${fake.token}x`, DISCORD_API_BASE: fake.apiBase });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Discord refused the bot token.');
      expect(run.stderr).toContain('Reset Token');
      expect(run.stderr).not.toContain('cannot reach');
    } finally {
      await fake.stop();
    }
  }, 70_000);
});

describe('classifyLogin', () => {
  it('tells an unreachable Discord, a refused token and anything else apart, through wrapped causes', async () => {
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND discord.com'), { code: 'ENOTFOUND' });
    expect(classifyLogin(dns)).toEqual({ kind: 'unreachable', code: 'ENOTFOUND' });
    expect(classifyLogin(new TypeError('fetch failed', { cause: dns }))).toEqual({ kind: 'unreachable', code: 'ENOTFOUND' });
    expect(classifyLogin(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toEqual({
      kind: 'unreachable',
      code: 'ECONNREFUSED',
    });
    expect(classifyLogin(Object.assign(new Error('This operation was aborted'), { name: 'AbortError' }))).toEqual({
      kind: 'unreachable',
      code: 'timed out',
    });
    // discord.js's own error for a malformed token, made without the network.
    const client = new Client({ intents: [] });
    const refused: unknown = await client.login('').catch((e: unknown) => e);
    await client.destroy();
    expect(classifyLogin(refused)).toEqual({ kind: 'token' });
    expect(classifyLogin(new Error('something else'))).toEqual({ kind: 'other' });
    expect(loginFaultLines(new Error('something else')).join('\n')).toContain(
      'If Discord is reachable from here, check DISCORD_TOKEN',
    );
  });
});
