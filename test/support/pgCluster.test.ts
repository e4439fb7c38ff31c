// The throwaway PostgreSQL cluster of the tests (pgCluster.ts, started once per run by
// pgSetup.ts): found where installed, never skipped there, loopback only, fast, not run as root,
// a fresh database per file, and nothing left once stopped.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './bot';
import { pgAvailable, pgBinDir, startCluster } from './pgCluster';
import { freshDatabase, pgUrl } from './pg';

const url = pgUrl();

async function query<T extends pg.QueryResultRow>(at: string, sql: string): Promise<T[]> {
  const c = new pg.Client(at);
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('finding PostgreSQL', () => {
  let fake: string;
  const path = process.env.PATH;
  beforeAll(() => {
    fake = mkdtempSync(join(tmpdir(), 'rerun-pgbin-'));
    const made = { half: ['initdb'], whole: ['initdb', 'pg_ctl', 'postgres'] };
    for (const [dir, names] of Object.entries(made)) {
      mkdirSync(join(fake, dir));
      for (const n of names) writeFileSync(join(fake, dir, n), '#!/bin/sh\n', { mode: 0o755 });
    }
  });
  afterAll(() => {
    process.env.PATH = path;
    rmSync(fake, { recursive: true, force: true });
  });

  it('takes the first PATH folder holding initdb, pg_ctl and postgres, skipping one with only some', () => {
    process.env.PATH = [join(fake, 'half'), join(fake, 'whole'), path].join(':');
    expect(pgBinDir()).toBe(join(fake, 'whole'));
    process.env.PATH = path;
  });

  it('runs the PostgreSQL half wherever PostgreSQL is installed', () => {
    expect(Boolean(url), 'binaries found, so the run must have started a cluster').toBe(pgAvailable());
  });
});

describe.skipIf(!url)('the run’s cluster', () => {
  it('listens on loopback only, with durability traded for speed', async () => {
    const rows = await query<{ name: string; setting: string }>(
      url,
      `SELECT name, setting FROM pg_settings WHERE name IN ('listen_addresses', 'fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'off' },
      { name: 'full_page_writes', setting: 'off' },
      { name: 'listen_addresses', setting: '127.0.0.1' },
      { name: 'synchronous_commit', setting: 'off' },
    ]);
  });

  // The server is on this machine: the owner of its process is who runs it.
  it.skipIf(!existsSync('/proc/self'))('does not run as root', async () => {
    // The connection stays open: its server process ends with it.
    const c = new pg.Client(url);
    await c.connect();
    try {
      const { pid } = (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0];
      expect(statSync(`/proc/${pid}`).uid).not.toBe(0);
    } finally {
      await c.end();
    }
  });

  it('gives each test file a database of its own, empty', async () => {
    const a = await freshDatabase(url);
    const b = await freshDatabase(url);
    expect(a).not.toBe(b);
    await query(a, 'CREATE TABLE mine (x INTEGER)');
    expect(await query(b, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
  });
});

describe.skipIf(!url)('a cluster of its own', () => {
  it('starts, serves, and once stopped leaves no server and no folder', async () => {
    const cluster = await startCluster();
    expect(await query(cluster.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(existsSync(cluster.dir)).toBe(true);
    cluster.stop();
    expect(existsSync(cluster.dir)).toBe(false);
    await expect(query(cluster.url, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    cluster.stop();
  });

  it('keeps durability on when asked (the bench), as a real server does', async () => {
    const cluster = await startCluster({ durable: true });
    try {
      expect(
        await query(
          cluster.url,
          `SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`,
        ),
      ).toEqual([
        { name: 'fsync', setting: 'on' },
        { name: 'full_page_writes', setting: 'on' },
        { name: 'synchronous_commit', setting: 'on' },
      ]);
    } finally {
      cluster.stop();
    }
  });

  it('stops and is removed when the process that started it is killed outright', async () => {
    const child = launch('test/support/pgClusterChild.ts');
    try {
      const [, dir, at] = await child.waitFor(/^cluster (\S+) (\S+)$/, 60_000);
      expect(await query(at, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
      await child.kill();
      await expect.poll(() => existsSync(dir), { timeout: 20_000, interval: 250 }).toBe(false);
      await expect(query(at, 'SELECT 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await child.kill();
    }
  });
});
