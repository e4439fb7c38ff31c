// `npm test`: the static checks (scripts/checks.mjs) and vitest at once. The checks take a core
// for about half a minute; vitest's files spend much of theirs waiting on processes and timers,
// so side by side the whole run is shorter than one after the other. vitest's report streams;
// the checks' lines come once both are done. Exits 1 if either failed.
// Usage: node scripts/test.mjs [vitest arguments]
import { spawn } from 'node:child_process';

const started = Date.now();
const checks = spawn(process.execPath, ['scripts/checks.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
let said = '';
checks.stdout.on('data', (c) => (said += c));
checks.stderr.on('data', (c) => (said += c));
const tests = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });

const exit = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
const [checked, tested] = await Promise.all([exit(checks), exit(tests)]);
process.stdout.write(`\n${said}`);
const s = ((Date.now() - started) / 1000).toFixed(0);
process.stdout.write(
  `npm test: checks ${checked === 0 ? 'passed' : 'FAILED'}, tests ${tested === 0 ? 'passed' : 'FAILED'} (${s} s)\n`,
);
process.exit(checked === 0 && tested === 0 ? 0 : 1);
