// `npm start` without a token: a helpful message on stderr and a non-zero exit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

describe('npm start without DISCORD_TOKEN', () => {
  it('explains what to set, how to get it and how to play without Discord, then exits 1', () => {
    // Run from an empty folder so that no developer's .env is picked up.
    const cwd = mkdtempSync(join(tmpdir(), 'rerun-start-'));
    const env = { ...process.env };
    delete env.DISCORD_TOKEN;
    const run = spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'src/main.ts')], {
      cwd,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('DISCORD_TOKEN');
    expect(run.stderr).toContain('Reset Token');
    expect(run.stderr).toContain('applications.commands');
    expect(run.stderr).toContain('npm run local');
  });
});
