// /rules [game]: a summary of a game's rules (the game here when none is named), answered only to you.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { gameChoices } from './gameChoices';
import { described } from './text';

export const rules: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('rules'), 'rules')).addStringOption((o) =>
    described(o.setName('game'), 'rules.game').addChoices(...gameChoices()),
  ),
  execute: ({ service, where, actor, options }) => service.rules(where, options.string('game') ?? undefined, actor),
};
