// /board: the current picture of the board, shown only to the asker (in their language).
import { SlashCommandBuilder } from 'discord.js';
import { anywhere, picksGame, suggestGames } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const board: Command = {
  data: picksGame(anywhere(described(new SlashCommandBuilder().setName('board'), 'board'))),
  execute: ({ service, where, actor }) => service.board(where, actor),
  autocomplete: suggestGames,
  picksGame: true,
};
