// /board: posts the current picture of the board again.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const board: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription('Show the current board picture of the game in this channel')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where }) => service.board(where),
};
