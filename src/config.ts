// Settings from the environment, with `.env` (next to package.json, as the help says) loaded by
// dotenv; real environment variables win. Checked with zod: a malformed value, or a name that
// looks like ours but is not one of them (a typo), stops the bot with one message saying which
// and what is allowed, instead of silently falling back to a default.
import dotenv from 'dotenv';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './log';
import { join } from 'node:path';
import { ROOT } from './root';

export interface Config {
  /** Bot token; absent means the bot cannot start (`npm run local` needs none). */
  token?: string;
  /** Application id; the bot can also learn it from Discord at log-in. */
  clientId?: string;
  /** Register commands to this one server for instant updates; global otherwise. */
  guildId?: string;
  databasePath: string;
  /** postgres://… : games are kept in that PostgreSQL database instead of the SQLite file. */
  databaseUrl?: string;
  /**
   * RERUN_REQUIRE_DURABLE=1: refuse to start on a PostgreSQL server that may lose commits it
   * reported (synchronous_commit or fsync off) instead of warning. Nothing on SQLite.
   */
  requireDurable: boolean;
  /** REST base URL override, used by tests against a local fake Discord. */
  apiBase?: string;
  /** Ended games older than this many days keep only their result and action log. */
  retentionDays: number;
  /** Lobbies and games nobody touched for this many days are closed, freeing their channel. */
  idleDays: number;
  logLevel: LogLevel;
  /**
   * Start discord.js's ShardingManager with this many shards (one process each), or as many as
   * Discord recommends ('auto'); absent: one process. Absent in a shard's own process too.
   */
  shards?: number | 'auto';
  /**
   * The shards this machine runs, of `shards` in all (SHARD_LIST): the bot split across machines
   * sharing one PostgreSQL database, each shard on exactly one of them. Absent: every shard.
   */
  shardList?: number[];
  /** One user's interactions allowed in a window (RATE_LIMIT); null: no limit. */
  rateLimit: { count: number; windowMs: number } | null;
  /**
   * The health and metrics server (/healthz, /readyz, /metrics): absent unless METRICS_PORT is
   * set. Port 0 takes any free port (the log says which).
   */
  metrics?: { port: number; host: string };
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[]; message: string };

/** The `.env` file the help points to: next to package.json, whatever the working directory. */
export const ENV_FILE = join(ROOT, '.env');

export const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_IDLE_DAYS = 30;
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';
/** Interactions a user may make in a window before a private "slow down" (docs/pacing.md). */
export const DEFAULT_RATE_LIMIT = { count: 10, windowMs: 10_000 };
/** Where the health and metrics server listens unless METRICS_HOST says otherwise: this machine only. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

/** The default database file, in the working directory; `*.db` is ignored by git. */
export const DEFAULT_DATABASE_PATH = 'rerun.db';

/** A blank value (as a copied .env.example leaves it) is unset; values are trimmed. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), schema.optional());

const discordId = z.string().regex(/^\d+$/);
/** A host name such as localhost or metrics.lan (labels of letters, digits and hyphens). */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const days = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number)
  .refine((n) => n > 0);

const SCHEMA = z.object({
  DISCORD_TOKEN: setting(z.string().regex(/^\S+$/)),
  DISCORD_CLIENT_ID: setting(discordId),
  DISCORD_GUILD_ID: setting(discordId),
  DATABASE_PATH: setting(z.string()),
  DATABASE_URL: setting(z.string().regex(/^postgres(ql)?:\/\/\S+$/i)),
  RERUN_REQUIRE_DURABLE: setting(z.enum(['0', '1']).transform((v) => v === '1')),
  DISCORD_API_BASE: setting(z.url({ protocol: /^https?$/ })),
  RETENTION_DAYS: setting(days),
  IDLE_DAYS: setting(days),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS)),
  SHARDS: setting(
    z.union([
      z.literal('auto'),
      z
        .string()
        .regex(/^\d+$/)
        .transform(Number)
        .refine((n) => n >= 1),
    ]),
  ),
  SHARD_LIST: setting(
    z
      .string()
      .regex(/^\d+(-\d+)?(,\d+(-\d+)?)*$/)
      .transform(shardIds)
      .refine((ids) => ids.length > 0),
  ),
  RATE_LIMIT: setting(
    z.union([
      z.literal('off').transform(() => null),
      z
        .string()
        .regex(/^\d{1,4}\/\d{1,4}s$/)
        .transform((t) => {
          const [count, seconds] = t.slice(0, -1).split('/').map(Number);
          return { count, windowMs: seconds * 1000 };
        })
        .refine((l) => l.count >= 1 && l.windowMs >= 1000),
    ]),
  ),
  METRICS_PORT: setting(
    z
      .string()
      .regex(/^\d{1,5}$/)
      .transform(Number)
      .refine((n) => n <= 65535),
  ),
  METRICS_HOST: setting(z.union([z.ipv4(), z.ipv6(), z.string().regex(HOST_NAME)])),
});

type Name = keyof typeof SCHEMA.shape;

/** Every setting Rerun reads: .env.example and the README's table describe exactly these. */
export const SETTING_NAMES = Object.keys(SCHEMA.shape) as Name[];

/** What each setting allows, said when its value is refused. */
const ALLOWED: Record<Name, string> = {
  DISCORD_TOKEN: 'the bot token (Developer Portal -> Bot -> Reset Token), one word without spaces',
  DISCORD_CLIENT_ID: 'the Application ID, digits only',
  DISCORD_GUILD_ID: 'a server id, digits only (or empty: commands are registered globally)',
  DATABASE_PATH: 'a file path',
  DATABASE_URL: 'a PostgreSQL URL, postgres://user:password@host:5432/database (or empty: SQLite)',
  RERUN_REQUIRE_DURABLE:
    '1 (refuse to start when the PostgreSQL server may lose commits it reported: synchronous_commit or fsync off) or 0 (the default: start with a warning)',
  DISCORD_API_BASE: 'an http:// or https:// URL such as http://127.0.0.1:8080/api (for tests only)',
  RETENTION_DAYS: `a number of days greater than 0, such as ${DEFAULT_RETENTION_DAYS} (the default) or 7.5`,
  IDLE_DAYS: `a number of days greater than 0, such as ${DEFAULT_IDLE_DAYS} (the default) or 7.5`,
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')} (default ${DEFAULT_LOG_LEVEL})`,
  SHARDS: 'a number of shards of 1 or more, or auto (as many as Discord recommends); empty: one process',
  SHARD_LIST:
    'the shard ids this machine runs, such as 0,1 or 2-3 (ids from 0), with SHARDS the number of all; empty: every shard',
  RATE_LIMIT: `interactions a user may make, then a window in seconds, such as 10/10s (the default), or off`,
  METRICS_PORT:
    'a TCP port from 1 to 65535 for /healthz, /readyz and /metrics, such as 9464 (0: any free port; empty: no server)',
  METRICS_HOST: `the address the health and metrics server listens on, such as ${DEFAULT_METRICS_HOST} (the default) or 0.0.0.0 (every interface)`,
};

/** "0-2,5" as [0, 1, 2, 5]: sorted, each once (a range written high to low is empty). */
function shardIds(text: string): number[] {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    for (let id = from; id <= to && ids.size <= 10_000; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Values never repeated in a message. */
const SECRET: ReadonlySet<string> = new Set<Name>(['DISCORD_TOKEN', 'DATABASE_URL']);

export function loadConfig(given: NodeJS.ProcessEnv = loadDotenv()): ConfigResult {
  // In a shard's process, SHARDS is discord.js's (the shard ids the ShardingManager passes), not
  // ours; SHARD_LIST was the manager's.
  const env = inShard(given) ? { ...given, SHARDS: undefined, SHARD_LIST: undefined } : given;
  const parsed = SCHEMA.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    const refused = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    for (const name of SETTING_NAMES.filter((n) => refused.has(n))) {
      const shown = SECRET.has(name) ? '' : ` is ${JSON.stringify(clip(env[name]!.trim()))}`;
      problems.push(`${name}${shown}: allowed is ${ALLOWED[name]}.`);
    }
  }
  problems.push(...strangers(env));
  if (parsed.success) problems.push(...shardListProblems(parsed.data.SHARDS, parsed.data.SHARD_LIST));
  if (parsed.success && parsed.data.METRICS_HOST !== undefined && parsed.data.METRICS_PORT === undefined)
    problems.push('METRICS_HOST needs METRICS_PORT, the port of the health and metrics server (without it there is none).');
  if (problems.length > 0 || !parsed.success) return { ok: false, problems, message: problemMessage(problems) };
  const v = parsed.data;
  return {
    ok: true,
    config: {
      token: v.DISCORD_TOKEN,
      clientId: v.DISCORD_CLIENT_ID,
      guildId: v.DISCORD_GUILD_ID,
      databasePath: v.DATABASE_PATH ?? DEFAULT_DATABASE_PATH,
      databaseUrl: v.DATABASE_URL,
      requireDurable: v.RERUN_REQUIRE_DURABLE ?? false,
      apiBase: v.DISCORD_API_BASE,
      retentionDays: v.RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS,
      idleDays: v.IDLE_DAYS ?? DEFAULT_IDLE_DAYS,
      logLevel: v.LOG_LEVEL ?? DEFAULT_LOG_LEVEL,
      shards: v.SHARDS,
      ...(v.SHARD_LIST ? { shardList: v.SHARD_LIST } : {}),
      rateLimit: v.RATE_LIMIT === undefined ? DEFAULT_RATE_LIMIT : v.RATE_LIMIT,
      ...(v.METRICS_PORT !== undefined
        ? { metrics: { port: v.METRICS_PORT, host: v.METRICS_HOST ?? DEFAULT_METRICS_HOST } }
        : {}),
    },
  };
}

/** SHARD_LIST names shards of the whole bot: it needs SHARDS, and each id below it (checked for auto once Discord says how many). */
function shardListProblems(shards: number | 'auto' | undefined, list: number[] | undefined): string[] {
  if (!list) return [];
  if (shards === undefined) return [`SHARD_LIST needs SHARDS, the number of shards of the whole bot (on every machine).`];
  if (shards === 'auto') return [];
  const beyond = list.find((id) => id >= shards);
  return beyond === undefined ? [] : [`SHARD_LIST names shard ${beyond}, but SHARDS=${shards} makes shards 0 to ${shards - 1}.`];
}

/** True in a process the ShardingManager started (discord.js sets SHARDING_MANAGER there). */
export const inShard = (env: NodeJS.ProcessEnv = process.env): boolean => env.SHARDING_MANAGER === 'true';

/**
 * Names in the environment that look like a setting of ours but are none: any RERUN_ or DISCORD_
 * name (a typo in the prefix's family), and near misses of the others (IDLE_DAY, LOGLEVEL).
 * Their values are never repeated: a misnamed token is still a token.
 */
function strangers(env: NodeJS.ProcessEnv): string[] {
  const out: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if ((SETTING_NAMES as string[]).includes(name)) continue;
    const upper = name.toUpperCase();
    const near = SETTING_NAMES.map((known) => ({ known, d: distance(upper, known) })).sort((a, b) => a.d - b.d)[0];
    if (!/^(RERUN|DISCORD)_/.test(upper) && near.d > 2) continue;
    const hint = near.d <= 3 ? ` Did you mean ${near.known}?` : '';
    out.push(`${name} is not a Rerun setting.${hint}`);
  }
  return out;
}

function problemMessage(problems: string[]): string {
  const what = problems.length === 1 ? 'a setting is' : `${problems.length} settings are`;
  return [
    `Rerun cannot start: ${what} not right (in the environment or in the .env file next to package.json).`,
    ...problems.map((p) => `  ${p}`),
    `The settings are ${SETTING_NAMES.join(', ')}; .env.example and the README describe each.`,
    '',
  ].join('\n');
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 39)}…` : s);

/** Edit distance (insertions, deletions, substitutions), for "did you mean". */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Loads `file` into `env` without overriding what is already set. */
export function readEnvFile(file: string = ENV_FILE, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  dotenv.config({ path: file, processEnv: env as dotenv.DotenvPopulateInput, quiet: true });
  return env;
}

function loadDotenv(): NodeJS.ProcessEnv {
  return readEnvFile();
}

/** What the bot needs on a server (the README's invite step says the same; a test keeps them in step). */
export const BOT_PERMISSIONS = [
  'View Channels',
  'Send Messages',
  'Create Public Threads',
  'Send Messages in Threads',
  'Attach Files',
  'Embed Links',
  'Read Message History',
  'Use Application Commands',
] as const;

const listed = (xs: readonly string[]) => `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

export const MISSING_TOKEN_HELP = `Rerun needs a Discord bot token to start.

Set DISCORD_TOKEN (and DISCORD_CLIENT_ID) in a .env file next to package.json (see .env.example),
or in the environment. To get them:
  1. Open the Discord Developer Portal (https://discord.com/developers/applications) and create
     an application (or pick yours). Its "Application ID" is DISCORD_CLIENT_ID.
  2. Application -> Bot -> Reset Token, and copy the token into DISCORD_TOKEN.
  3. Invite the bot: OAuth2 -> URL Generator, scopes "bot" and "applications.commands", and the
     permissions ${listed(BOT_PERMISSIONS)};
     open the URL and pick your server. (Without the thread permissions games play in their channel.)
Optional: DISCORD_GUILD_ID registers the commands to one server instantly; DATABASE_PATH
(default ${DEFAULT_DATABASE_PATH}) is where games are kept; RETENTION_DAYS (default
${DEFAULT_RETENTION_DAYS}) after which ended games keep only their result and log; IDLE_DAYS
(default ${DEFAULT_IDLE_DAYS}) after which untouched lobbies and games are closed; LOG_LEVEL
(default ${DEFAULT_LOG_LEVEL}) how much the bot logs; SHARDS (a number or auto) runs one process
per shard, needed from 2,500 servers, and SHARD_LIST the shards of this machine (docs/scaling.md);
RATE_LIMIT (default 10/10s, or off) how many commands and clicks a user may make in a window;
RERUN_REQUIRE_DURABLE=1 refuses a PostgreSQL server that may lose commits (docs/operations.md).
METRICS_PORT serves /healthz, /readyz and /metrics (docs/operations.md).

To play without Discord, run the local table: npm run local -- <game> --players 3
`;
