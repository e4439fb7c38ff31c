// /undo: take back your last decision of this turn, while nothing has been revealed since (the
// turn message's Undo button does the same).
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const undo: Command = {
  data: described(new SlashCommandBuilder().setName('undo'), 'undo').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.undo(where, actor),
};
