// The bot with the chaos probes' hooks (test/chaos/botHooks.ts) ahead of it, as one bundle made
// the way npm start makes the bot's own (scripts/start.mjs): each life of a crash probe then loads
// plain JavaScript instead of compiling the sources through tsx (about a second of CPU a life).
// Made once a run: by vitest's global setup (buildSetup.ts) and by `npm run chaos`.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBundle } from '../../scripts/start.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export const HOOKED_BUNDLE = join(REPO, 'build', 'rerun-hooked.mjs');

/** Builds build/rerun-hooked.mjs: the hooks module, then src/main.ts, in that order. */
export async function buildHookedBundle(): Promise<void> {
  // Module bodies run in import order, the hooks' top-level await (standby) included.
  await buildBundle(HOOKED_BUNDLE, {
    stdin: {
      contents: "import './test/chaos/botHooks.ts';\nimport './src/main.ts';\n",
      resolveDir: REPO,
      sourcefile: 'hooked.ts',
      loader: 'ts',
    },
  });
}
