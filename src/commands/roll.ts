// /roll: takes the roll (or, in a game with a spinner, the spin) of your turn.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { rollDescription } from './gameChoices';

export const roll: Command = {
  data: new SlashCommandBuilder().setName('roll').setDescription(rollDescription()).setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.roll(where, actor),
};
