// Settings from the environment, with `.env` (next to package.json, as the help says) loaded by
// dotenv; real environment variables win.
import dotenv from 'dotenv';
import { fileURLToPath } from 'node:url';

export interface Config {
  /** Bot token; absent means the bot cannot start (`npm run local` needs none). */
  token?: string;
  /** Application id; the bot can also learn it from Discord at log-in. */
  clientId?: string;
  /** Register commands to this one server for instant updates; global otherwise. */
  guildId?: string;
  databasePath: string;
  /** REST base URL override, used by tests against a local fake Discord. */
  apiBase?: string;
  /** Ended games older than this many days keep only their result and action log. */
  retentionDays: number;
  /** Lobbies and games nobody touched for this many days are closed, freeing their channel. */
  idleDays: number;
}

/** The `.env` file the help points to: next to package.json, whatever the working directory. */
export const ENV_FILE = fileURLToPath(new URL('../.env', import.meta.url));

export const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_IDLE_DAYS = 30;

/** The default database file, in the working directory; `*.db` is ignored by git. */
export const DEFAULT_DATABASE_PATH = 'rerun.db';

export function loadConfig(env: NodeJS.ProcessEnv = loadDotenv()): Config {
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  return {
    token: get('DISCORD_TOKEN'),
    clientId: get('DISCORD_CLIENT_ID'),
    guildId: get('DISCORD_GUILD_ID'),
    databasePath: get('DATABASE_PATH') ?? DEFAULT_DATABASE_PATH,
    apiBase: get('DISCORD_API_BASE'),
    retentionDays: days(get('RETENTION_DAYS'), DEFAULT_RETENTION_DAYS),
    idleDays: days(get('IDLE_DAYS'), DEFAULT_IDLE_DAYS),
  };
}

/** A positive number of days; anything else (a typo) falls back to the default. */
function days(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Loads `file` into `env` without overriding what is already set. */
export function readEnvFile(file: string = ENV_FILE, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  dotenv.config({ path: file, processEnv: env as dotenv.DotenvPopulateInput, quiet: true });
  return env;
}

function loadDotenv(): NodeJS.ProcessEnv {
  return readEnvFile();
}

export const MISSING_TOKEN_HELP = `Rerun needs a Discord bot token to start.

Set DISCORD_TOKEN (and DISCORD_CLIENT_ID) in a .env file next to package.json (see .env.example),
or in the environment. To get them:
  1. Open the Discord Developer Portal (https://discord.com/developers/applications) and create
     an application (or pick yours). Its "Application ID" is DISCORD_CLIENT_ID.
  2. Application -> Bot -> Reset Token, and copy the token into DISCORD_TOKEN.
  3. Invite the bot: OAuth2 -> URL Generator, scopes "bot" and "applications.commands", and the
     permissions View Channels, Send Messages, Attach Files, Embed Links, Read Message History
     and Use Application Commands; open the URL and pick your server.
Optional: DISCORD_GUILD_ID registers the commands to one server instantly; DATABASE_PATH
(default ${DEFAULT_DATABASE_PATH}) is where games are kept; RETENTION_DAYS (default
${DEFAULT_RETENTION_DAYS}) after which ended games keep only their result and log; IDLE_DAYS
(default ${DEFAULT_IDLE_DAYS}) after which untouched lobbies and games are closed.

To play without Discord, run the local table: npm run local -- <game> --players 3
`;
