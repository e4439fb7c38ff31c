// Finding 4 of issue 10: `.env` is read from where the help says: next to package.json,
// whatever the working directory.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_FILE, MISSING_TOKEN_HELP, readEnvFile } from '../../src/config';

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
