// /history: finished games in this server, with winners and links.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const history: Command = {
  data: described(new SlashCommandBuilder().setName('history'), 'history').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.history(where, actor),
};
