// Command-line options of the local table.
export interface TableArgs {
  game: string;
  players: number;
  ai: number;
  seed?: number;
  dice?: number[];
  out?: string;
  script?: string;
}

export type Parsed = { ok: true; args: TableArgs } | { ok: false; message: string };

export const USAGE =
  'usage: npm run local -- <game> --players N [--ai N] [--seed N] [--dice 6,4,3] [--out dir] [--script file]';

export function parseArgs(argv: readonly string[]): Parsed {
  const bad = (message: string): Parsed => ({ ok: false, message: `${message}\n${USAGE}` });
  let game: string | undefined;
  const opts: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split('=', 2);
      const v = inline ?? argv[++i];
      if (v === undefined) return bad(`--${k} needs a value`);
      opts[k] = v;
    } else if (!game) game = a;
    else return bad(`unexpected argument "${a}"`);
  }
  if (!game) return bad('which game?');
  for (const k of Object.keys(opts)) if (!['players', 'ai', 'seed', 'dice', 'out', 'script'].includes(k)) return bad(`unknown option --${k}`);
  const int = (k: string, d: number) => (opts[k] === undefined ? d : Number(opts[k]));
  const players = int('players', 2);
  const ai = int('ai', 0);
  if (!Number.isInteger(players) || players < 1 || players > 4) return bad('--players must be 1 to 4');
  if (!Number.isInteger(ai) || ai < 0 || ai > players) return bad('--ai must be 0 to --players');
  const seed = opts.seed === undefined ? undefined : Number(opts.seed);
  if (seed !== undefined && !Number.isInteger(seed)) return bad('--seed must be a whole number');
  const dice = opts.dice === undefined ? undefined : opts.dice.split(',').map((x) => Number(x.trim()));
  if (dice && dice.some((d) => !Number.isInteger(d) || d < 1)) return bad('--dice takes whole numbers, e.g. 6,4,3');
  return { ok: true, args: { game, players, ai, seed, dice, out: opts.out, script: opts.script } };
}
