// /roll: takes the roll (or, in a game with a spinner, the spin) of your turn.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { rollDescription } from './gameChoices';
import { described } from './text';

export const roll: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('roll'), rollDescription())),
  execute: ({ service, where, actor }) => service.roll(where, actor),
};
