// /games: your running games in this server, whose turn each is, with links.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const games: Command = {
  data: described(new SlashCommandBuilder().setName('games'), 'games').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.games(where, actor),
};
