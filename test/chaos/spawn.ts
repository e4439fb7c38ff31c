// Starting chaos workers: one plain node process each (no tsx CLI parent), so that a SIGKILL
// kills exactly the process that holds the database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));

export const workerArgs = (...args: string[]): string[] => ['--import', 'tsx', join(REPO, 'test/chaos/worker.ts'), ...args];

export const tempDbPath = (): string => join(mkdtempSync(join(tmpdir(), 'rerun-chaos-')), 'rerun.db');
