// The local table's command line (src/local/args.ts), read by node's parseArgs: the same flags
// as before, both spellings of a value, and a clear refusal naming what is wrong.
import { describe, expect, it } from 'vitest';
import { parseArgs, USAGE } from '../../src/local/args';

const refusal = (argv: string[]): string => {
  const p = parseArgs(argv);
  if (p.ok) throw new Error(`accepted ${argv.join(' ')}`);
  return p.message;
};

describe('the local table command line', () => {
  it('reads every flag, as --flag value or --flag=value, with the game anywhere', () => {
    expect(
      parseArgs([
        '--players=4',
        'atcha',
        '--ai',
        '1',
        '--seed=-3',
        '--opening',
        '6,1',
        '--dice=4,spin:2,tank',
        '--out',
        'pics',
        '--script',
        'moves.txt',
        '--lang=hu',
      ]),
    ).toEqual({
      ok: true,
      args: {
        game: 'atcha',
        players: 4,
        ai: 1,
        seed: -3,
        opening: [6, 1],
        dice: [4, 'spin:2', 'tank'],
        out: 'pics',
        script: 'moves.txt',
        lang: 'hu',
      },
    });
  });

  it('defaults to two players, no AI, and no seed, forced results, folder or script, in English', () => {
    expect(parseArgs(['ateam'])).toEqual({
      ok: true,
      args: { game: 'ateam', players: 2, ai: 0, seed: undefined, out: undefined, script: undefined, lang: 'en' },
    });
  });

  it('takes the last of a repeated flag', () => {
    expect(parseArgs(['ateam', '--players', '2', '--players', '3'])).toMatchObject({ ok: true, args: { players: 3 } });
  });

  it.each([
    [
      ['ateam', '--colour', 'red'],
      'unknown option --colour (the options are --players, --ai, --seed, --dice, --opening, --out, --script, --lang, --help)',
    ],
    [['ateam', '-p', '3'], 'unknown option -p (the options are --players'],
    [['ateam', '--players'], '--players needs a value'],
    [['ateam', '--players', '--ai', '2'], '--players needs a value'],
    [['ateam', 'atcha'], 'unexpected argument "atcha"'],
    [['--players', '2'], 'which game?'],
    [['ateam', '--players', '5'], '--players must be 1 to 4'],
    [['ateam', '--players', 'three'], '--players must be 1 to 4'],
    [['ateam', '--ai', '3'], '--ai must be 0 to --players'],
    [['ateam', '--seed', '1.5'], '--seed must be a whole number'],
    [
      ['ateam', '--dice', '6,x'],
      '--dice: "x" is not a die (4), a spin (spin:2, spin:3:LOSE), a symbol die (tank, soldier, battleship, carrier, plane, missile) or a coin flip (heads, tails)',
    ],
    [['ateam', '--opening', '0'], '--opening: "0" is not a die'],
    [['ateam', '--lang', 'de'], '--lang must be one of en, fr, hu'],
  ])('refuses %j: %s, then shows the usage', (argv, said) => {
    const message = refusal(argv);
    expect(message.startsWith(said)).toBe(true);
    expect(message.endsWith(`\n${USAGE}`)).toBe(true);
  });
});
