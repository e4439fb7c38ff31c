// /hand: your secret cards, answered only to you.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere, picksGame, suggestGames } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const hand: Command = {
  data: picksGame(anywhere(described(new SlashCommandBuilder().setName('hand'), 'hand'))),
  execute: ({ service, where, actor }) => service.hand(where, actor),
  autocomplete: suggestGames,
  picksGame: true,
};
