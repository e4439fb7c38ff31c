import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One throwaway PostgreSQL cluster for the run, where the binaries are (test/support/pg.ts).
    globalSetup: ['test/support/pgSetup.ts'],
    // Processes, not threads: better-sqlite3 and canvas are native modules.
    pool: 'forks',
    // One worker per core (vitest's default leaves one idle: on 2 cores the files ran one at a
    // time), and modules loaded once per worker instead of once per file. Test files share no
    // state but what they restore: fakes are made per test, and the one global patch (the
    // legibility test's fillText) is undone in its afterAll.
    maxWorkers: availableParallelism(),
    isolate: false,
    // A spy a test forgets to restore must not reach the next file in the same worker.
    restoreMocks: true,
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
