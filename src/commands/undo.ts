// /undo: take back your last decision of this turn, while nothing has been revealed since (the
// turn message's Undo button does the same).
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const undo: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('undo'), 'undo')),
  execute: ({ service, where, actor }) => service.undo(where, actor),
};
