// /help: what Rerun is and which commands it has.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const help: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('help'), 'help')),
  execute: ({ service, where, actor }) => service.help(where, actor),
};
