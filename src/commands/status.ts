// /status: who is seated, whose turn it is, where everyone stands.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const status: Command = {
  data: new SlashCommandBuilder()
    .setName('status')
    .setDescription('Show the players, whose turn it is and the state of the game here')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where }) => service.status(where),
};
