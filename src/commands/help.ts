// /help: what Rerun is and which commands it has.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const help: Command = {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('How to play board games with Rerun, and its commands')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where }) => service.help(where),
};
