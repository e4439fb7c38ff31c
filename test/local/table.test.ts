import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Forced } from '../../src/engine/chance';
import { parseArgs } from '../../src/local/args';
import { CHANGES, Table } from '../../src/local/table';
import { createService } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import { RULES_DIR, row, stubRender } from '../support/service';
import { replayStored } from '../../src/services/core/replay';
import * as store from '../../src/store';
import { launch, REPO } from '../support/bot';
import { local } from '../support/local';
import type { Locale } from '../../src/engine/text';

/** The script `npm run local` runs (package.json: `tsx <script>`). */
const LOCAL_SCRIPT = /^tsx (\S+)$/.exec(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).scripts.local)![1];

function fixtureTable(
  args: { players: number; ai: number; dice?: Forced[]; opening?: Forced[]; seed?: number; lang?: Locale },
  game = diceRace,
) {
  const out: string[] = [];
  const outDir = mkdtempSync(join(tmpdir(), 'rerun-local-out-'));
  let path = '';
  const table = new Table(
    { game: 'dice-race', lang: 'en', ...args },
    {
      service: async (databasePath, o) => {
        path = databasePath;
        return await createService({
          databasePath,
          games: [game],
          render: stubRender,
          rulesDir: RULES_DIR,
          seed: () => args.seed ?? 1,
          now: o.now,
        });
      },
      print: (l) => out.push(l),
      outDir,
    },
  );
  return { table, out, outDir, dbPath: () => path };
}

describe('local table', () => {
  it('answers a failing game kindly, without its error text, and goes on', async () => {
    const broken = {
      ...diceRace,
      apply: () => {
        throw new Error('SECRET-HAND c1 c2');
      },
    };
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4] }, broken);
    expect(await table.open()).toBe(true);
    await table.line('alice: /roll');
    await table.line('alice: /status');
    const text = out.join('\n');
    expect(text).toContain('--- only alice sees ---\nSorry, something went wrong on my side');
    expect(text).not.toContain('SECRET-HAND');
    expect(text).toContain('alice (Red): space 0');
  });

  it('plays a scripted game: commands, clicks by number and label, hands only to their owner', async () => {
    const { table, out, outDir } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [3, 2, 6] });
    expect(await table.open()).toBe(true);
    const script = [
      '# Alice goes first (6 against 4)',
      'alice: /roll',
      'bob: click Roll the die',
      'alice: /hand',
      'bob: /roll',
      'alice: click Roll the die',
      '/status',
      'alice: /log 2',
      'bob: /log page:1',
    ];
    for (const l of script) await table.line(l);
    const text = out.join('\n');
    expect(text).toContain('▶ @alice (Red): Roll the die');
    expect(text).toContain('[1] Roll the die  [2] My hand');
    // The hand's own items carry an h: they are clicked as "click h1".
    expect(text).toMatch(/\[h1\] /);
    expect(text).toContain('alice (Red) rolls 3');
    expect(text).toContain('bob (Blue) rolls 2');
    expect(text).toContain('--- only alice sees ---\nYour hand (only you can see this):');
    expect(text).toContain("It's alice's turn, not yours.");
    expect(text).toContain('alice (Red) rolls 6');
    expect(text).toContain('Play a card:');
    expect(text).toMatch(/\*\*#3\*\* alice/);
    expect(text).toContain('**Dice Race**: page 1 of 1, the set-up and actions #1 to #3');
    const pngs = readdirSync(outDir).filter((f) => f.endsWith('.png'));
    expect(pngs.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`board: ${join(outDir, 'dice-race-1-0.png')}`);
  });

  it('takes the time commands as the bot does: /settings, /away, /game pause and resume, /undo', async () => {
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [3, 2, 6] });
    expect(await table.open()).toBe(true);
    for (const l of [
      'alice: /settings timezone:Europe/Paris quiet:23-7',
      'bob: /away until:3d reason:holidays',
      'alice: /game pause reason:dinner',
      'alice: /roll',
      'bob: /game resume',
      'alice: /undo',
    ])
      await table.line(l);
    const text = out.join('\n');
    expect(text).toContain('🌍 Time zone: Europe/Paris');
    expect(text).toContain('🏖️ Away until');
    expect(text).toContain('⏸️ The game is paused (dinner), asked by alice');
    expect(text).toMatch(/The game is paused \(dinner\) since <t:\d+:f>; `\/game resume` to go on\./);
    expect(text).toContain('▶️ bob resumed the game: the clocks run again.');
    expect(text).toContain('There is nothing of yours to take back in this turn.');
  });

  it('plays an all-AI fixture game to the end and names the winner', async () => {
    const { table, out } = fixtureTable({ players: 3, ai: 3, seed: 11 });
    expect(await table.open()).toBe(true);
    expect(await table.winnerLine()).toMatch(/^Winner: AI (Red|Blue|Green|Yellow)$/);
    expect(out.join('\n')).toMatch(/🏆 Winner: \*\*AI (Red|Blue|Green|Yellow)\*\*/);
  });

  it("prints an in-turn update as the turn message above changing: the player sees their own roll's result", async () => {
    // Alice rolls a six by command: her turn goes on (where to jump), in the same message.
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [6] });
    expect(await table.open()).toBe(true);
    const before = out.length;
    await table.line('alice: /roll');
    const after = out.slice(before);
    const changes = after.indexOf(CHANGES);
    expect(after.slice(0, 2)).toEqual(['> alice: /roll', '--- only alice sees ---']);
    expect(after[2]).toMatch(/^Done: the turn message above shows it\./);
    expect(changes).toBeGreaterThan(2);
    // The message as Discord would now show it: the same call to act, with the six in the story.
    expect(after[changes + 1]).toMatch(/^▶ @alice \(Red\): /);
    expect(after.slice(changes).join('\n')).toContain('• **alice** (Red): alice rolls 6');
    expect(after).not.toContain('--- posted in the channel ---');
    // A click on the message changes it in place too.
    const clicked = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [6] });
    expect(await clicked.table.open()).toBe(true);
    const at = clicked.out.length;
    await clicked.table.line('alice: click Roll the die');
    expect(clicked.out.slice(at, at + 3)).toEqual(['> alice: click Roll the die', CHANGES, expect.stringMatching(/^▶ @alice/)]);
  });

  it("writes the Replay's GIF (and /log file:true) to its output folder", async () => {
    const { table, out, outDir } = fixtureTable({ players: 2, ai: 2, seed: 3 });
    expect(await table.open()).toBe(true);
    expect(await table.winnerLine()).toMatch(/^Winner: /);
    await table.line('alice: click Replay');
    const text = out.join('\n');
    expect(text).toContain('Making the replay…');
    const gif = join(outDir, 'dice-race-1-replay.gif');
    expect(text).toContain(`file: ${gif}`);
    expect(readFileSync(gif).subarray(0, 6).toString()).toBe('GIF89a');
    await table.line('alice: /log file:true');
    expect(readFileSync(join(outDir, 'dice-race-1-log.txt'), 'utf8')).toContain('rolls');
  });

  it('answers --help with the usage alone, and exit code 0', async () => {
    for (const argv of [['--help'], ['-h'], ['ateam', '--help', '--colour', 'red']]) {
      const run = await local(argv);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(/^usage: npm run local -- <game>/);
      expect(run.stdout).not.toMatch(/unknown option|which game/);
    }
  });

  it('parses its command line and refuses nonsense', () => {
    expect(parseArgs(['ateam', '--players', '3', '--ai', '2', '--seed', '9', '--dice', '6,4,3'])).toEqual({
      ok: true,
      args: { game: 'ateam', players: 3, ai: 2, seed: 9, dice: [6, 4, 3], out: undefined, script: undefined, lang: 'en' },
    });
    expect(parseArgs(['ateam', '--ai', '3']).ok).toBe(false);
    expect(parseArgs(['--players', '2']).ok).toBe(false);
    expect(parseArgs(['ateam', '--dice', '6,x']).ok).toBe(false);
    expect(parseArgs(['ateam', '--dice', '0']).ok).toBe(false);
  });

  it("--dice takes the tokens each game's devices declare (dice, spins, symbols); --opening forces the opening", () => {
    const p = parseArgs(['atcha', '--dice', '4,spin:2,spin:3:lose,tank', '--opening', '6,1']);
    expect(p).toMatchObject({ ok: true, args: { dice: [4, 'spin:2', 'spin:3:lose', 'tank'], opening: [6, 1] } });
    const bad = parseArgs(['atcha', '--dice', '4,spin:9']);
    expect(bad.ok).toBe(false);
    // The kinds listed come from the devices the games declare, in registry order.
    expect(!bad.ok && bad.message).toContain('--dice: "spin:9" is not a die (4), a spin (spin:2, spin:3:LOSE)');
    expect(!bad.ok && bad.message).toMatch(
      /--dice: "spin:9" is not .*a symbol die \(tank, soldier, battleship, carrier, plane, missile\)/,
    );
    expect(!bad.ok && bad.message).toMatch(/Tokens: a die \(4\), a spin \(spin:2, spin:3:LOSE\).* a symbol die \(tank, soldier/);
  });

  it('--dice forces the rolls after the opening roll; the opening comes from the seed or --opening', async () => {
    // Without --opening the seed decides who goes first, and that player rolls the first --dice value.
    const { table, out } = fixtureTable({ players: 2, ai: 0, seed: 5, dice: [5, 2] });
    expect(await table.open()).toBe(true);
    const first = /▶ @(alice|bob)/.exec(out.join('\n'))![1];
    const second = first === 'alice' ? 'bob' : 'alice';
    await table.line(`${first}: /roll`);
    await table.line(`${second}: /roll`);
    const text = out.join('\n');
    expect(text).toContain(`${first} rolls 5`);
    expect(text).toContain(`${second} rolls 2`);
    // With --opening, that decides the first turn and --dice still starts after it.
    const o = fixtureTable({ players: 2, ai: 0, opening: [2, 6], dice: [4] });
    expect(await o.table.open()).toBe(true);
    await o.table.line('bob: /roll');
    expect(o.out.join('\n')).toContain('bob rolls 4');
  });

  it('a game opened with --dice after the opening is stored so that it replays exactly', async () => {
    const { table, dbPath } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [3, 2, 1] });
    expect(await table.open()).toBe(true);
    for (const l of ['alice: /roll', 'bob: /roll', 'alice: /roll']) await table.line(l);
    const g = row(dbPath(), 'local-table');
    expect(g.dice).toEqual([6, 4]);
    expect(g.after).toEqual([3, 2, 1]);
    const db = store.open(dbPath());
    try {
      expect(replayStored(diceRace, g, store.actionsOf(db, g.id))).toEqual(g.match);
    } finally {
      db.close();
    }
  });

  it('a forced value that does not fit the next chance is a clear message, not a failure', async () => {
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: ['spin:2'] });
    expect(await table.open()).toBe(true);
    await table.line('alice: /roll');
    expect(out.join('\n')).toContain('Forced results: spin 2 does not fit the next chance, which wants a 6-sided die.');
    // An opening that leaves forced values unused says so at the start.
    const left = fixtureTable({ players: 2, ai: 0, opening: [6, 4, 3], dice: [1] });
    expect(await left.table.open()).toBe(false);
    expect(left.out.join('\n')).toMatch(/Could not start: the opening used 2 of 3 forced results/);
  });

  it('/playcard takes a card named as /hand shows it, spaces and all, in quotes (the README showed an id)', async () => {
    const args = ['ateam', '--players', '2', '--seed', '5'];
    // Seed 5: alice holds ROVING GUARD CATCHES YOU, and bob (Face) goes first.
    const quoted = await local(args, 'alice: /hand\nalice: /playcard card:"ROVING GUARD CATCHES YOU" target:2\n');
    expect(quoted.stdout).toContain('• **ROVING GUARD CATCHES YOU**');
    expect(quoted.stdout).not.toContain('That card is not in your hand.');
    expect(quoted.stdout).toContain("It's bob's turn, not yours.");
    const bare = await local(args, 'alice: /playcard card:ROVING GUARD CATCHES YOU target:2\n');
    expect(bare.stdout).toContain('That card is not in your hand.');
  });

  it('"click N" picks from the last public turn message even after /hand; "click hN" from the own hand', async () => {
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [3] });
    expect(await table.open()).toBe(true);
    await table.line('alice: /hand');
    const before = out.length;
    await table.line('alice: click 1');
    const after = out.slice(before).join('\n');
    expect(after).toContain('alice rolls 3');
    expect(after).not.toMatch(/discard/i);
    await table.line('bob: /hand');
    const h = out.length;
    await table.line('bob: click h9');
    expect(out.slice(h).join('\n')).toContain('Nothing to click called "h9".');
    // The hand menu shows labels only (its values are card ids), and "click h1" plays its first item.
    const hand = out.slice(h - 8, h).join('\n');
    expect(hand).toContain('--- only bob sees ---');
    expect(hand).not.toMatch(/card:c\d/);
    const item = /\[h1\] Play (.+) on alice/.exec(hand)![1];
    const p = out.length;
    await table.line('bob: click h1');
    expect(out.slice(p).join('\n')).toContain(`bob (Blue) plays ${item} on alice`);
    // /choose takes a label typed in full, spaces and all.
    const c = out.length;
    await table.line('bob: /choose roll the die');
    expect(out.slice(c).join('\n')).toMatch(/bob rolls \d/);
  });

  it('runs an all-AI game of a real game from its command line to "Winner: <name>", pictures written', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const { code, stdout } = await local(['ateam', '--players', '2', '--ai', '2', '--seed', '7', '--out', outDir]);
    expect(code).toBe(0);
    expect(stdout.trimEnd().split('\n').pop()).toMatch(/^Winner: AI (Hannibal|Face)$/);
    const png = readdirSync(outDir).find((f) => f.endsWith('.png'))!;
    expect(readFileSync(join(outDir, png)).subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses a bad command line with the usage and exit code 2', async () => {
    const { code, stderr } = await local(['ateam', '--ai', '3']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run local');
  });

  it('runs a script file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const script = join(dir, 'play.txt');
    writeFileSync(script, 'alice: /status\nbob: /roll\nalice: /roll\n');
    const { stdout } = await local([
      'atcha',
      '--players',
      '2',
      '--seed',
      '3',
      '--opening',
      '6,2,3,1',
      '--dice',
      '4,5',
      '--script',
      script,
      '--out',
      dir,
    ]);
    expect(stdout).toContain('> bob: /roll');
    expect(stdout).toContain("It's alice's turn, not yours.");
    expect(stdout).toContain('alice throws 4 + 5');
    // Every message so far was a plain throw (alice's found no move): none has a picture.
    expect(existsSync(join(dir, 'atcha-1-1.png'))).toBe(false);
    expect(stdout.trimEnd().split('\n').pop()).toBe('The game is not over yet.');
  });

  it('a script keeps running after a win: its later lines still answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const script = join(dir, 'after.txt');
    writeFileSync(script, '/status\nalice: /roll\n/log 1\n');
    const { stdout } = await local(['ateam', '--players', '2', '--ai', '2', '--seed', '7', '--script', script, '--out', dir]);
    const won = stdout.indexOf('🏆');
    expect(won).toBeGreaterThan(0);
    expect(stdout.indexOf('> alice: /status')).toBeGreaterThan(won);
    expect(stdout.indexOf('> alice: /log 1')).toBeGreaterThan(won);
    expect(stdout.trimEnd().split('\n').pop()).toMatch(/^Winner: AI (Hannibal|Face)$/);
  });

  it('piped input also runs after an all-AI game is over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const { stdout } = await local(['ateam', '--players', '2', '--ai', '2', '--seed', '7', '--out', dir], 'alice: /log 1\n');
    expect(stdout.indexOf('> alice: /log 1')).toBeGreaterThan(stdout.indexOf('🏆'));
    expect(stdout.trimEnd().split('\n').pop()).toMatch(/^Winner: AI (Hannibal|Face)$/);
  });

  // The one test of the real program: `npm run local`'s script, as a process with piped stdin.
  it('runs as its own process: `npm run local` plays an all-AI game, reads piped input after it, writes pictures', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-cli-'));
    const p = launch(LOCAL_SCRIPT, ['ateam', '--players', '2', '--ai', '2', '--seed', '7', '--out', dir], { stdin: true });
    p.child.stdin!.end('alice: /log 1\n');
    expect(await p.exited).toBe(0);
    const stdout = p.lines.map((l) => l.text).join('\n');
    expect(stdout.indexOf('> alice: /log 1')).toBeGreaterThan(stdout.indexOf('🏆'));
    expect(stdout.split('\n').pop()).toMatch(/^Winner: AI (Hannibal|Face)$/);
    const png = readdirSync(dir).find((f) => f.endsWith('.png'))!;
    expect(readFileSync(join(dir, png)).subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);

  it('moves its clock with /wait: a reminder at half time, then the AI plays the expired turn', async () => {
    const { table, out } = fixtureTable({ players: 2, ai: 0, opening: [6, 4], dice: [3] });
    expect(await table.open()).toBe(true);
    await table.line('alice: /wait 1d');
    expect(out.join('\n')).not.toContain('⏰');
    await table.line('alice: /wait 12h');
    expect(out.join('\n')).toContain('⏰ @alice, half of your time for this turn has passed');
    // Out of time, her 14 days of vacation allowance are spent first, a day at a time (docs/pacing.md).
    await table.line('alice: /wait 2d');
    expect(out.join('\n')).toContain('🏖️ Time ran out for alice (Red): 24 hours of their vacation allowance are spent');
    expect(out.join('\n')).not.toContain("alice's time ran out");
    await table.line('alice: /wait 14d');
    const text = out.join('\n');
    expect(text).toContain("⏰ alice's time ran out: the AI plays this turn for them.");
    expect(text).toContain('alice rolls 3');
    expect(text).toContain('▶ @bob (Blue): Roll the die');
    await table.line('alice: /wait soon');
    expect(out.at(-1)).toMatch(/^Wait how long\?/);
  });
});
