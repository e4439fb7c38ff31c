// /status: who is seated, whose turn it is, where everyone stands.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere, picksGame, suggestGames } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const status: Command = {
  data: picksGame(anywhere(described(new SlashCommandBuilder().setName('status'), 'status'))),
  execute: ({ service, where, actor }) => service.status(where, actor),
  autocomplete: suggestGames,
  picksGame: true,
};
