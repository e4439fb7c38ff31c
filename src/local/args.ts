// Command-line options of the local table.
import type { Forced } from '../engine/chance';
import { allDevices } from '../games/registry';
import { forcedList, tokenKinds } from './forced';

export interface TableArgs {
  game: string;
  players: number;
  ai: number;
  seed?: number;
  /** Forced chance results once the opening roll for the first turn is done. */
  dice?: Forced[];
  /** Forced results for the opening roll only (who goes first). */
  opening?: Forced[];
  out?: string;
  script?: string;
}

export type Parsed = { ok: true; args: TableArgs } | { ok: false; message: string };

export const USAGE =
  'usage: npm run local -- <game> --players N [--ai N] [--seed N] [--opening 6,6,1,1] [--dice 4,spin:2:WIN,tank] [--out dir] [--script file]\n' +
  '  --dice forces the rolls after the opening roll for the first turn; --opening forces that roll.\n' +
  `  Tokens: ${tokenKinds(allDevices())}.`;

const OPTIONS = ['players', 'ai', 'seed', 'dice', 'opening', 'out', 'script'];

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
  for (const k of Object.keys(opts)) if (!OPTIONS.includes(k)) return bad(`unknown option --${k}`);
  const int = (k: string, d: number) => (opts[k] === undefined ? d : Number(opts[k]));
  const players = int('players', 2);
  const ai = int('ai', 0);
  if (!Number.isInteger(players) || players < 1 || players > 4) return bad('--players must be 1 to 4');
  if (!Number.isInteger(ai) || ai < 0 || ai > players) return bad('--ai must be 0 to --players');
  const seed = opts.seed === undefined ? undefined : Number(opts.seed);
  if (seed !== undefined && !Number.isInteger(seed)) return bad('--seed must be a whole number');
  const forced: { dice?: Forced[]; opening?: Forced[] } = {};
  for (const k of ['dice', 'opening'] as const) {
    if (opts[k] === undefined) continue;
    const f = forcedList(opts[k], allDevices());
    if (!f.ok) return bad(`--${k}: "${f.bad}" is not ${tokenKinds(allDevices())}`);
    forced[k] = f.list;
  }
  return { ok: true, args: { game, players, ai, seed, ...forced, out: opts.out, script: opts.script } };
}
