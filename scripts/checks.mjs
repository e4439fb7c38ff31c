// `npm test`'s static checks, side by side: the type check (with the floating promises and import
// circles it finds on its own program: scripts/types.mjs), the lint and the format check run at
// once, each one's output shown whole when it ends. Exits 1 if any failed. Each keeps a cache under
// node_modules/.cache, sound for what it checks: TypeScript's build info (a file is checked again
// when it or the shape of what it imports changed), and the lint's and prettier's per-file hashes
// (their rules read one file at a time), so a second run re-checks only what changed.
// Usage: node scripts/checks.mjs
import { spawn } from 'node:child_process';

const CACHE = 'node_modules/.cache/rerun';

const CHECKS = [
  ['types', process.execPath, ['scripts/types.mjs']],
  ['lint', 'npx', ['eslint', '--cache', '--cache-strategy', 'content', '--cache-location', `${CACHE}/eslint`, '.']],
  ['format', 'npx', ['prettier', '--check', '--cache', '--cache-location', `${CACHE}/prettier`, '--log-level', 'warn', '.']],
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
