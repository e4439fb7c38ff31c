// /history: finished games in this server, with winners and links.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const history: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('history'), 'history')),
  execute: ({ service, where, actor }) => service.history(where, actor),
};
