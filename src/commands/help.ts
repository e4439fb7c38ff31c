// /help: what Rerun is and which commands it has.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const help: Command = {
  data: described(new SlashCommandBuilder().setName('help'), 'help').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.help(where, actor),
};
