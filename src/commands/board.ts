// /board: the current picture of the board, shown only to the asker (in their language).
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const board: Command = {
  data: described(new SlashCommandBuilder().setName('board'), 'board').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.board(where, actor),
};
