// /board: the current picture of the board, shown only to the asker.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const board: Command = {
  data: new SlashCommandBuilder()
    .setName('board')
    .setDescription('See the current board picture of the game here (only you see it)')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where }) => service.board(where),
};
