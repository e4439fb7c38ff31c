// `npm run register`: (re)registers every slash command now, to DISCORD_GUILD_ID or globally.
import { REST, Routes } from 'discord.js';
import { loadConfig, MISSING_TOKEN_HELP } from './config';
import { registerCommands } from './discord/register';

async function main(): Promise<void> {
  const loaded = loadConfig();
  if (!loaded.ok) {
    process.stderr.write(loaded.message);
    process.exit(1);
  }
  const config = loaded.config;
  if (!config.token) {
    process.stderr.write(MISSING_TOKEN_HELP);
    process.exit(1);
  }
  const rest = new REST({ version: '10', ...(config.apiBase ? { api: config.apiBase } : {}) }).setToken(config.token);
  // Without DISCORD_CLIENT_ID, ask Discord which application the token belongs to.
  const clientId = config.clientId ?? ((await rest.get(Routes.currentApplication())) as { id: string }).id;
  const result = await registerCommands(rest, { clientId, guildId: config.guildId }, { force: true });
  console.log(`Registered ${result.count} slash commands (${result.scope}).`);
  if (!config.guildId) console.log('Global commands may take a little while to show up in every server.');
}

main().catch((error: unknown) => {
  console.error(`Registering the commands failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
