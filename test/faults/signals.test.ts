// Every stop signal meets the `stopping` guard (tsx forwards a second
// one ~30 ms after the first), so the shutdown always finishes and closes the database.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STOP_SIGNALS, onStopSignals } from '../../src/shutdown';

describe('stop signals', () => {
  it('stay handled after the first one: a second SIGTERM or a SIGINT is absorbed by the guard', async () => {
    const proc = new EventEmitter();
    const stops: string[] = [];
    let finish: () => void = () => undefined;
    const stop = onStopSignals(proc, (signal, code) => {
      stops.push(`${signal} ${code}`);
      return new Promise<void>((r) => (finish = r));
    });
    proc.emit('SIGTERM');
    // Node restores a signal's default action (death) once it has no listener left.
    for (const s of STOP_SIGNALS) expect(proc.listenerCount(s), s).toBeGreaterThan(0);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    stop('', 1);
    finish();
    await Promise.resolve();
    expect(stops).toEqual(['SIGTERM 0']);
    expect(STOP_SIGNALS).toEqual(expect.arrayContaining(['SIGINT', 'SIGTERM', 'SIGHUP']));
  });
});

describe('npm start', () => {
  it('runs the bot as one node process: no tsx CLI parent, whose relay SIGKILLs a child slow to report a signal', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8'));
    // scripts/start.mjs builds the bundle when stale and imports it in the same process.
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
    const script = readFileSync(fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url)), 'utf8');
    expect(script).not.toMatch(/child_process|spawn|fork\(/);
    expect(script).toMatch(/await import\(pathToFileURL\(BUNDLE\)\.href\)/);
  });
});
