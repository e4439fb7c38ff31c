// Command-line options of the local table, read by node's own parseArgs (strict: an unknown flag
// or a flag without its value is refused); what the values mean is checked here.
import { parseArgs as parseCommandLine } from 'node:util';
import type { Forced } from '../engine/chance';
import { isLocale, LOCALES, type Locale } from '../engine/text';
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
  /** The game's language and the players' (what Discord calls their locale): en, fr or hu. */
  lang: Locale;
}

/** The table's arguments, a refusal (with the usage), or `--help` (the usage alone). */
export type Parsed = { ok: true; args: TableArgs } | { ok: false; message: string } | { ok: 'help'; message: string };

export const USAGE =
  'usage: npm run local -- <game> --players N [--ai N] [--seed N] [--opening 6,6,1,1] [--dice 4,spin:2:WIN,tank] [--out dir] [--script file] [--lang en|fr|hu] [--help]\n' +
  '  --dice forces the rolls after the opening roll for the first turn; --opening forces that roll.\n' +
  `  Tokens: ${tokenKinds(allDevices())}.\n` +
  '  At the table, type as a seated player: "alice: /roll", "alice: click 1" (the turn message\'s first button),\n' +
  '  "alice: click h1" (alice\'s own hand), "/status", "/log", "/wait 2d". Pictures, Replay GIFs and /log files go to --out.';

const OPTIONS = {
  players: { type: 'string' },
  ai: { type: 'string' },
  seed: { type: 'string' },
  dice: { type: 'string' },
  opening: { type: 'string' },
  out: { type: 'string' },
  script: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const KNOWN = Object.keys(OPTIONS)
  .map((k) => `--${k}`)
  .join(', ');

/** Node's refusal said in the table's words: which flag, and what is wrong with it. */
function refusal(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  // Node quotes the flag first: "Unknown option '--colour'", "Option '--ai <value>' argument missing".
  const flag = /'(-[^' ]*)/.exec(message)?.[1];
  if (!flag) return message;
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option ${flag} (the options are ${KNOWN})`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `${flag} needs a value`;
  return message;
}

export function parseArgs(argv: readonly string[]): Parsed {
  const bad = (message: string): Parsed => ({ ok: false, message: `${message}\n${USAGE}` });
  let read: {
    values: Partial<Record<Exclude<keyof typeof OPTIONS, 'help'>, string>> & { help?: boolean };
    positionals: string[];
  };
  try {
    read = parseCommandLine({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    // Asked for help beside a mistake: the help, not the mistake.
    if (argv.includes('--help') || argv.includes('-h')) return { ok: 'help', message: USAGE };
    return bad(refusal(e));
  }
  const opts = read.values;
  if (opts.help) return { ok: 'help', message: USAGE };
  const [game, extra] = read.positionals;
  if (extra !== undefined) return bad(`unexpected argument "${extra}"`);
  if (!game) return bad('which game?');
  const int = (k: 'players' | 'ai', d: number) => (opts[k] === undefined ? d : Number(opts[k]));
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
  const lang = opts.lang ?? 'en';
  if (!isLocale(lang)) return bad(`--lang must be one of ${LOCALES.join(', ')}`);
  return { ok: true, args: { game, players, ai, seed, ...forced, out: opts.out, script: opts.script, lang } };
}
