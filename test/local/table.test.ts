import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/local/args';
import { Table } from '../../src/local/table';
import { createServiceWith } from '../../src/services/service';
import { diceRace } from '../fixtures/diceRace';
import { RULES_DIR, stubRender } from '../services/helpers';

function fixtureTable(args: { players: number; ai: number; dice?: number[]; seed?: number }, game = diceRace) {
  const out: string[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'rerun-local-out-'));
  const table = new Table(
    { game: 'dicerace', ...args },
    {
      service: (databasePath, o) => createServiceWith({ databasePath, games: [game], render: stubRender, rulesDir: RULES_DIR, seed: () => args.seed ?? 1, now: o.now }),
      print: (l) => out.push(l),
      outDir,
    },
  );
  return { table, out, outDir };
}

describe('local table', () => {
  it('answers a failing game kindly, without its error text, and goes on', () => {
    const broken = { ...diceRace, apply: () => { throw new Error('SECRET-HAND c1 c2'); } };
    const { table, out } = fixtureTable({ players: 2, ai: 0, dice: [6, 4] }, broken);
    expect(table.open()).toBe(true);
    table.line('alice: /roll');
    table.line('alice: /status');
    const text = out.join('\n');
    expect(text).toContain('--- only alice sees ---\nSorry, something went wrong on my side');
    expect(text).not.toContain('SECRET-HAND');
    expect(text).toContain('alice: space 0');
  });

  it('plays a scripted game: commands, clicks by number and label, hands only to their owner', () => {
    const { table, out, outDir } = fixtureTable({ players: 2, ai: 0, dice: [6, 4, 3, 2, 6] });
    expect(table.open()).toBe(true);
    const script = [
      '# Alice goes first (6 against 4)',
      'alice: /roll',
      'bob: click Roll the die',
      'alice: /hand',
      'bob: /roll',
      'alice: click 1',
      '/status',
      'alice: /log 2',
    ];
    for (const l of script) table.line(l);
    const text = out.join('\n');
    expect(text).toContain('▶ @alice (Red), your turn: Roll the die');
    expect(text).toContain('[1] Roll the die  [2] My hand');
    expect(text).toContain('alice rolls 3');
    expect(text).toContain('bob rolls 2');
    expect(text).toContain('--- only alice sees ---\nYour hand (only you can see this):');
    expect(text).toContain("It's alice's turn, not yours.");
    expect(text).toContain('alice rolls 6');
    expect(text).toContain('Play a card:');
    expect(text).toMatch(/\*\*#3\*\* alice/);
    const pngs = readdirSync(outDir).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`board: ${join(outDir, 'dicerace-1-0.png')}`);
  });

  it('plays an all-AI fixture game to the end and names the winner', () => {
    const { table, out } = fixtureTable({ players: 3, ai: 3, seed: 11 });
    expect(table.open()).toBe(true);
    expect(table.winnerLine()).toMatch(/^Winner: AI (Red|Blue|Green)$/);
    expect(out.join('\n')).toContain('🏆 Winner: **AI');
  });

  it('parses its command line and refuses nonsense', () => {
    expect(parseArgs(['ateam', '--players', '3', '--ai', '2', '--seed', '9', '--dice', '6,4,3'])).toEqual({
      ok: true,
      args: { game: 'ateam', players: 3, ai: 2, seed: 9, dice: [6, 4, 3], out: undefined, script: undefined },
    });
    expect(parseArgs(['ateam', '--ai', '3']).ok).toBe(false);
    expect(parseArgs(['--players', '2']).ok).toBe(false);
    expect(parseArgs(['ateam', '--dice', '6,x']).ok).toBe(false);
  });

  it('runs from the command line: a whole all-AI game of a real game ends with "Winner: <name>"', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const stdout = execFileSync(join('node_modules', '.bin', 'tsx'), ['src/local/main.ts', 'ateam', '--players', '2', '--ai', '2', '--seed', '7', '--out', outDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^Winner: AI (Hannibal|Face)$/);
    const png = readdirSync(outDir).find((f) => f.endsWith('.png'))!;
    expect(readFileSync(join(outDir, png)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('runs a script file from the command line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const script = join(dir, 'play.txt');
    writeFileSync(script, 'alice: /status\nbob: /roll\nalice: /roll\n');
    const stdout = execFileSync(
      join('node_modules', '.bin', 'tsx'),
      ['src/local/main.ts', 'atcha', '--players', '2', '--seed', '3', '--dice', '6,2,3,1,4,5', '--script', script, '--out', dir],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(stdout).toContain('> bob: /roll');
    expect(stdout).toContain("It's alice's turn, not yours.");
    expect(stdout).toContain('alice (Red) throws 4 + 5');
    expect(existsSync(join(dir, 'atcha-1-1.png'))).toBe(true);
    expect(stdout.trimEnd().split('\n').pop()).toBe('The game is not over yet.');
  });

  it('moves its clock with /wait: a reminder at half time, then the AI plays the expired turn', () => {
    const { table, out } = fixtureTable({ players: 2, ai: 0, dice: [6, 4, 3] });
    expect(table.open()).toBe(true);
    table.line('alice: /wait 1d');
    expect(out.join('\n')).not.toContain('⏰');
    table.line('alice: /wait 12h');
    expect(out.join('\n')).toContain('⏰ @alice, half of your time for this turn has passed');
    table.line('alice: /wait 2d');
    const text = out.join('\n');
    expect(text).toContain("⏰ alice's time ran out: the AI plays this turn for them.");
    expect(text).toContain('alice rolls 3');
    expect(text).toContain('▶ @bob (Blue), your turn');
    table.line('alice: /wait soon');
    expect(out.at(-1)).toMatch(/^Wait how long\?/);
  });
});
