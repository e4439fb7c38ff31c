// The launcher's reading of output: messages out of plain lines or log records, trouble by level,
// and whole lines only (a chaos kill cuts lines; a cut line was never printed).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launch, readLine } from './bot';

describe('readLine', () => {
  it('takes a plain line as printed: trouble when on stderr (a crash trace, a help text)', () => {
    expect(readLine('Rerun ready as Bot#1', 'stdout')).toEqual({
      stream: 'stdout',
      raw: 'Rerun ready as Bot#1',
      text: 'Rerun ready as Bot#1',
      problem: false,
    });
    expect(readLine('TypeError: x', 'stderr').problem).toBe(true);
    expect(readLine('{not json', 'stdout')).toMatchObject({ text: '{not json', problem: false });
  });

  it("takes a log record's msg, trouble from warn level up", () => {
    expect(readLine('{"level":30,"time":1,"msg":"Rerun ready as Bot#1"}', 'stderr')).toEqual({
      stream: 'stderr',
      raw: '{"level":30,"time":1,"msg":"Rerun ready as Bot#1"}',
      text: 'Rerun ready as Bot#1',
      problem: false,
    });
    expect(readLine('{"level":40,"msg":"could not register"}', 'stderr').problem).toBe(true);
    expect(readLine('{"level":50,"msg":"x"}', 'stdout').problem).toBe(true);
  });
});

describe('launch', () => {
  it('reads whole lines across chunks, and drops a last line never ended', async () => {
    const script = join(mkdtempSync(join(tmpdir(), 'rerun-launch-')), 'print.mjs');
    writeFileSync(
      script,
      `process.stdout.write('one\\ntw');
       setTimeout(() => process.stdout.write('o\\nthr'), 30);
       setTimeout(() => process.stderr.write('oops\\n'), 60);`,
    );
    const p = launch(script);
    expect(await p.exited).toBe(0);
    expect(p.lines).toEqual([
      { stream: 'stdout', raw: 'one', text: 'one', problem: false },
      { stream: 'stdout', raw: 'two', text: 'two', problem: false },
      { stream: 'stderr', raw: 'oops', text: 'oops', problem: true },
    ]);
    await expect(p.waitFor(/^two$/)).resolves.toBeTruthy();
    await expect(p.waitFor(/^thr/, 1000)).rejects.toThrow(/exited with 0 before a line like/);
  });

  it('loads `imports` before the script (test hooks), and tells each line to onLine listeners', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-launch-'));
    writeFileSync(join(dir, 'hook.mjs'), `globalThis.hooked = 'yes'; console.log('hook');`);
    writeFileSync(join(dir, 'main.mjs'), `setTimeout(() => console.log('main ' + globalThis.hooked), 50);`);
    const p = launch(join(dir, 'main.mjs'), [], { imports: [join(dir, 'hook.mjs')] });
    const heard: string[] = [];
    const stop = p.onLine((l) => heard.push(l.text));
    await p.waitFor(/^main/);
    stop();
    expect(await p.exited).toBe(0);
    expect(p.lines.map((l) => l.text)).toEqual(['hook', 'main yes']);
    expect(heard).toContain('main yes');
  });
});
