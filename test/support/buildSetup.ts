// Part of vitest's global setup (globalSetup.ts): the bot's bundle made once before any file runs
// (npm start makes it when a source is newer than it: scripts/start.mjs), so that bot processes
// started at the same moment by two workers do not each build it; and the chaos probes' bundle,
// the quick bot's and the helper scripts' (hookedBundle.ts). Once a run, whichever project asks.
import { buildBundle, stale } from '../../scripts/start.mjs';
import { buildHookedBundle, buildQuickBundle, buildScriptBundles } from './hookedBundle';

const KEY = Symbol.for('rerun.bundles');
const g = globalThis as { [KEY]?: Promise<void> };

export function buildBundles(): Promise<void> {
  return (g[KEY] ??= Promise.all([
    stale() ? buildBundle() : undefined,
    buildHookedBundle(),
    buildQuickBundle(),
    buildScriptBundles(),
  ]).then(() => undefined));
}
