// The bot with the chaos probes' hooks (test/chaos/botHooks.ts) ahead of it, as one bundle made
// the way npm start makes the bot's own (scripts/start.mjs): each life of a crash probe then loads
// plain JavaScript instead of compiling the sources through tsx (about a second of CPU a life).
// Made once a run: by vitest's global setup (buildSetup.ts) and by `npm run chaos`. The helper
// scripts the tests start as processes (the chaos workers, the claim pumpers, the cluster's child)
// likewise: the chaos worker then starts in 0.7 s of CPU instead of tsx's 2.2-2.6 s.
import { join } from 'node:path';
import type { PluginBuild } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { buildBundle, staleFor } from '../../scripts/start.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

export const HOOKED_BUNDLE = join(REPO, 'build', 'rerun-hooked.mjs');

/** The bot with its turn pictures stubbed (quickPictures.ts), for `startBot(env, { pictures: false })`. */
export const QUICK_BUNDLE = join(REPO, 'build', 'rerun-quick.mjs');

/** The helper scripts started by `launch` (bot.ts) from a bundle once this run has made them. */
export const BUNDLED_SCRIPTS = ['test/chaos/worker.ts', 'test/chaos/pumper.ts', 'test/support/pgClusterChild.ts'];

/**
 * Besides the bot's own sources, what the test bundles are made of. A bundle newer than all of it is
 * kept: a warm run then starts its first file about 4 s sooner.
 */
const TEST_INPUTS = ['test/support', 'test/chaos'];

/** Builds `outfile` unless it is newer than everything it is made of. */
const unlessFresh = async (outfile: string, build: () => Promise<void>): Promise<void> => {
  if (staleFor(outfile, TEST_INPUTS)) await build();
};

/** Set once this run's bundles are made: a bundle of an earlier run may be older than its sources. */
const MADE = 'RERUN_TEST_BUNDLES';

/** In build/ itself, one folder below the root, as src/root.ts expects: build/test-worker.mjs. */
const bundlePath = (script: string) => join(REPO, 'build', `test-${script.split('/').pop()!.replace(/\.ts$/, '.mjs')}`);

/** `script`'s bundle, if this run made it. */
export function bundleOf(script: string): string | null {
  return process.env[MADE] === '1' && BUNDLED_SCRIPTS.includes(script) ? bundlePath(script) : null;
}

/** Builds every helper script's bundle, then says so to this process and those it starts. */
export async function buildScriptBundles(): Promise<void> {
  await Promise.all(
    BUNDLED_SCRIPTS.map((s) => unlessFresh(bundlePath(s), () => buildBundle(bundlePath(s), { entryPoints: [join(REPO, s)] }))),
  );
  process.env[MADE] = '1';
}

/** Builds build/rerun-quick.mjs: src/main.ts, whose './render' is quickPictures.ts. */
export async function buildQuickBundle(): Promise<void> {
  const main = join(REPO, 'src', 'main.ts');
  const quick = join(REPO, 'test', 'support', 'quickPictures.ts');
  await unlessFresh(QUICK_BUNDLE, () =>
    buildBundle(QUICK_BUNDLE, {
      entryPoints: [main],
      plugins: [
        {
          name: 'quick-pictures',
          setup(build: PluginBuild) {
            build.onResolve({ filter: /^\.\/render$/ }, (args) => (args.importer === main ? { path: quick } : undefined));
          },
        },
      ],
    }),
  );
}

/**
 * Builds build/rerun-hooked.mjs: the hooks module, then src/main.ts, in that order. The two
 * database clients stay outside it: the hooks patch the module the bot's code loads
 * (`require('better-sqlite3')`, `require('pg')`), and a copy bundled in would never be patched.
 */
export async function buildHookedBundle(): Promise<void> {
  // Module bodies run in import order, the hooks' top-level await (standby) included.
  await unlessFresh(HOOKED_BUNDLE, () =>
    buildBundle(HOOKED_BUNDLE, {
      external: ['better-sqlite3', 'pg'],
      stdin: {
        contents: "import './test/chaos/botHooks.ts';\nimport './src/main.ts';\n",
        resolveDir: REPO,
        sourcefile: 'hooked.ts',
        loader: 'ts',
      },
    }),
  );
}
