// The bot crash probe's instruments in the bot process (test/chaos/botHooks.ts): a clock that
// runs fast from a shared origin with a shorter minute timer, and the hold after a person's
// decision is committed (not after one taken for them, nor before the commit).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launch, REPO } from '../support/bot';
import { HOOKS } from './botLives';

function script(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'rerun-hooks-')), 'main.ts');
  writeFileSync(file, body);
  return file;
}

describe('the bot hooks', () => {
  it('run the clock fast from the shared origin, and the minute timer as often as told', async () => {
    const origin = Date.now() - 1000;
    const p = launch(
      script(`
        const t = setInterval(() => {
          console.log('tick ' + Date.now() + ' ' + new Date().getTime() + ' ' + (new Date(5) instanceof Date));
          clearInterval(t);
        }, 60_000);`),
      [],
      { imports: [HOOKS], env: { CHAOS_WARP: `${origin}:1000:600` } },
    );
    const [, now, fromNew, isDate] = (await p.waitFor(/^tick (\d+) (\d+) (\w+)$/, 10_000)) as unknown as string[];
    expect(await p.exited).toBe(0);
    expect(p.printed('stdout')).toContain('chaos: minute timer every 100 ms');
    // A second and more of real time since the origin: a thousand times that on the bot's clock.
    expect(Number(now) - origin).toBeGreaterThan(1000 * 1000);
    // new Date() reads the same warped clock: apart by the real milliseconds between the two calls
    // (each a thousand on this clock; a busy machine may take a few), not by the warp's million.
    expect(Math.abs(Number(fromNew) - Number(now))).toBeLessThan(50 * 1000);
    expect(isDate).toBe('true');
  }, 20_000);

  it("hold the process after a person's decision is committed, and only then", async () => {
    const p = launch(
      script(`
        import { createRequire } from 'node:module';
        const Database = createRequire(${JSON.stringify(join(REPO, 'package.json'))})('better-sqlite3');
        const db = new Database(':memory:');
        db.exec('CREATE TABLE actions (game_id, seq, seat, user_id, decision)');
        const insert = (user, decision) =>
          db.prepare('INSERT INTO actions (game_id, seq, seat, user_id, decision) VALUES (?, ?, ?, ?, ?)').run(7, 1, 0, user, decision);
        console.log('before ' + Date.now());
        db.transaction(() => db.transaction(() => { insert('u1', '{"kind":"choice","choice":"by"}'); console.log('inside'); })())();
        console.log('committed ' + Date.now());
        db.transaction(() => insert('u1', '{"kind":"choice","choice":"x","by":"clock"}'))();
        db.transaction(() => insert(null, '{"kind":"choice","choice":"x"}'))();
        insert('u2', '{"kind":"choice","choice":"y"}');
        // As the store runs its transactions (they span awaits): BEGIN and COMMIT or ROLLBACK by exec.
        db.exec('BEGIN IMMEDIATE');
        insert('u3', '{"kind":"choice","choice":"z"}');
        console.log('store commit');
        db.exec('COMMIT');
        db.exec('BEGIN IMMEDIATE');
        insert('u4', '{"kind":"choice","choice":"w"}');
        db.exec('ROLLBACK');
        // And as the store's synchronous calls run theirs (query.ts): prepared BEGIN, COMMIT, ROLLBACK.
        db.prepare('BEGIN IMMEDIATE').run();
        insert('u5', '{"kind":"choice","choice":"v"}');
        db.prepare('ROLLBACK').run();
        db.prepare('BEGIN IMMEDIATE').run();
        insert('u6', '{"kind":"choice","choice":"u"}');
        console.log('prepared commit');
        db.prepare('COMMIT').run();
        console.log('end');`),
      [],
      { imports: [HOOKS], env: { CHAOS_HOLD_MS: '300' } },
    );
    expect(await p.exited).toBe(0);
    const lines = p.lines.map((l) => l.text.replace(/^(before|committed) \d+$/, '$1'));
    expect(lines).toEqual([
      'before',
      'inside',
      'chaos: person committed 7',
      'committed',
      'chaos: person committed 7',
      'store commit',
      'chaos: person committed 7',
      'prepared commit',
      'chaos: person committed 7',
      'end',
    ]);
    // Held after the outer commit, before the program went on.
    const time = (name: string) => Number(p.lines.find((l) => l.text.startsWith(name))!.text.split(' ')[1]);
    expect(time('committed') - time('before')).toBeGreaterThanOrEqual(290);
  }, 20_000);
});
