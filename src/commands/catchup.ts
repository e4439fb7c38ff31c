// /catchup: what happened since your last move in the game here, shown only to you.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere, picksGame, suggestGames } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const catchup: Command = {
  data: picksGame(anywhere(described(new SlashCommandBuilder().setName('catchup'), 'catchup'))),
  execute: ({ service, where, actor }) => service.catchUp(where, actor),
  autocomplete: suggestGames,
  picksGame: true,
};
