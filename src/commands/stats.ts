// /stats [user] [game]: games played and won in this server.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import { gameChoices } from './gameChoices';
import type { Command } from './types';
import { described } from './text';

export const stats: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('stats'), 'stats'))
    .addUserOption((o) => described(o.setName('user'), 'stats.user'))
    .addStringOption((o) => described(o.setName('game'), 'stats.game').addChoices(...gameChoices())),
  execute: ({ service, where, actor, options }) =>
    service.stats(where, actor, options.user('user') ?? undefined, options.string('game') ?? undefined),
};
