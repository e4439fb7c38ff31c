// /roll: takes the roll (or spin) of your turn.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const roll: Command = {
  data: new SlashCommandBuilder()
    .setName('roll')
    .setDescription('Roll the dice (or spin) for your turn')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.roll(where, actor),
};
