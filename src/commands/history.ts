// /history: finished games in this server, with winners and links.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const history: Command = {
  data: new SlashCommandBuilder()
    .setName('history')
    .setDescription('Finished games in this server and who won them (only you see it)')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where }) => service.history(where),
};
