// /rules [game]: a summary of a game's rules, answered only to you.
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
        .setDescription('Which game; leave out to list the games')
        .addChoices(...gameChoices()),
    ),
  execute: ({ service, options }) => service.rules(options.string('game') ?? undefined),
};
