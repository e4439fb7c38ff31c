// /games: your running games in this server, whose turn each is, with links.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const games: Command = {
  data: new SlashCommandBuilder()
    .setName('games')
    .setDescription('Your running games in this server and whose turn it is (only you see it)')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.games(where, actor),
};
