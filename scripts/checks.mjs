// `npm test`'s static checks, side by side: the type check, the lint, the format check and the
// import-circle check run at once, each one's output shown whole when it ends. Exits 1 if any
// failed. The type check and the format check keep a cache under node_modules/.cache (sound: tsc's
// incremental build info and prettier's per-file hashes), so a second run re-checks only what
// changed; the lint does not (its type-aware rule would miss a change in another file).
// Usage: node scripts/checks.mjs
import { spawn } from 'node:child_process';

const CACHE = 'node_modules/.cache/rerun';

const CHECKS = [
  ['types', 'npx', ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsbuildinfo`]],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--cache', '--cache-location', `${CACHE}/prettier`, '--log-level', 'warn', '.']],
  ['circles', 'npm', ['run', 'circles', '--silent']],
];

const run = ([name, cmd, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => {
      const s = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `${code === 0 ? 'ok' : 'FAILED'}: ${name} (${cmd} ${args.join(' ')}, ${s} s)\n${code === 0 ? '' : out}`,
      );
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
