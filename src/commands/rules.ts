// /rules [game]: a summary of a game's rules (the game here when none is named), answered only to you.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { gameChoices } from './gameChoices';

export const rules: Command = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('Read a summary of the rules (only you can see the answer)')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Which game; leave out for the game here (or the list)')
        .addChoices(...gameChoices()),
    ),
  execute: ({ service, where, options }) => service.rules(where, options.string('game') ?? undefined),
};
