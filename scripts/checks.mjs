// `npm test`'s static checks, side by side: the type check and the lint run at once (each
// mostly on one core), each one's output shown whole when it ends. Exits 1 if either failed.
// Usage: node scripts/checks.mjs
import { spawn } from 'node:child_process';

const CHECKS = [
  ['types', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npm', ['run', 'lint', '--silent']],
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
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}: ${name} (${cmd} ${args.join(' ')}, ${s} s)\n${out}`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
