// /roll: takes the roll (or, in a game with a spinner, the spin) of your turn.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { rollDescription } from './gameChoices';
import { described } from './text';

export const roll: Command = {
  data: described(new SlashCommandBuilder().setName('roll'), rollDescription()).setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.roll(where, actor),
};
