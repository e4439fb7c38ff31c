// vitest globalSetup: the bot's bundle made once before any file runs (npm start makes it when a
// source is newer than it: scripts/start.mjs), so that bot processes started at the same moment
// by two workers do not each build it; and the chaos probes' bundle and the helper scripts'
// and the quick bot's (hookedBundle.ts).
import { execFileSync } from 'node:child_process';
import { REPO } from './bot';
import { buildHookedBundle, buildQuickBundle, buildScriptBundles } from './hookedBundle';

export default async function setup(): Promise<void> {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build'], { cwd: REPO, stdio: 'inherit' });
  await Promise.all([buildHookedBundle(), buildQuickBundle(), buildScriptBundles()]);
}
