import { accessSync, constants } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { pgAvailable } from './test/support/pgCluster.js';
import { DEEP } from './test/support/deep.js';
import { POSTGRES_DEEP_ONLY, POSTGRES_FILES, POSTGRES_SKIPPED, SQLITE_ONLY } from './test/support/projects.js';

// Every temp folder of the run (databases, bot processes' files, the PostgreSQL cluster) in memory
// where the machine has a tmpfs: SQLite's commits then cost no disk flush (a service test's game
// played in half the time), and nothing a test checks depends on the medium.
if (!process.env.TMPDIR && writable('/dev/shm')) process.env.TMPDIR = '/dev/shm';

const postgres = pgAvailable();
// Said once at the top of the run: without the binaries the PostgreSQL half is not run at all.
if (!postgres) console.warn(POSTGRES_SKIPPED);

export default defineConfig({
  test: {
    // One throwaway PostgreSQL cluster for the run, where the binaries are (test/support/pg.ts),
    // shared by both projects (pgSetup.ts starts it once), and the bot's bundles made once
    // (buildSetup.ts), side by side (globalSetup.ts).
    globalSetup: ['test/support/globalSetup.ts'],
    // Processes, not threads: better-sqlite3 and canvas are native modules.
    pool: 'forks',
    // One worker more than there are cores: many files spend much of their time waiting on a bot
    // process or a timer, and a third worker fills that time (on 2 cores: 205 s instead of 230 s).
    // Modules are loaded once per worker instead of once per file. Test files share no state but
    // what they restore: fakes are made per test, and the one global patch (the legibility test's
    // fillText) is undone in its afterAll.
    maxWorkers: availableParallelism() + 1,
    isolate: false,
    // A spy a test forgets to restore must not reach the next file in the same worker.
    restoreMocks: true,
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache, keyed
    // by each file's content and the config): a warm run skips most of the 25 s of transforms.
    experimental: { fsModuleCache: true },
    // Each file's CPU seconds, for the slowest-files report.
    setupFiles: ['./test/support/cpuTime.ts'],
    // vitest's own report, then the ten slowest files (test/support/slowest.ts).
    reporters: ['default', './test/support/slowest.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    projects: [
      // Every file, each on the store it names (SQLite for the service helpers).
      { extends: true, test: { name: 'sqlite', include: ['test/**/*.test.ts'] } },
      // The service, store and fault suites again with their games in PostgreSQL.
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: POSTGRES_FILES,
                exclude: [...SQLITE_ONLY, ...(DEEP ? [] : POSTGRES_DEEP_ONLY)],
                env: { RERUN_TEST_STORE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
