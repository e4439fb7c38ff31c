// Settings from the environment, with `.env` loaded by dotenv (real environment variables win).
import dotenv from 'dotenv';

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
}

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
  };
}

function loadDotenv(): NodeJS.ProcessEnv {
  dotenv.config({ quiet: true });
  return process.env;
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
(default ${DEFAULT_DATABASE_PATH}) is where games are kept.

To play without Discord, run the local table: npm run local -- <game> --players 3
`;
