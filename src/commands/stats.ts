// /stats [user] [game]: games played and won in this server.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { gameChoices } from './gameChoices';
import type { Command } from './types';

export const stats: Command = {
  data: new SlashCommandBuilder()
    .setName('stats')
    .setDescription('Games played and won in this server (only you see it)')
    .setContexts(InteractionContextType.Guild)
    .addUserOption((o) => o.setName('user').setDescription('Whose games (default: yours)'))
    .addStringOption((o) =>
      o
        .setName('game')
        .setDescription('Only this game')
        .addChoices(...gameChoices()),
    ),
  execute: ({ service, where, actor, options }) =>
    service.stats(where, actor, options.user('user') ?? undefined, options.string('game') ?? undefined),
};
