// /status: who is seated, whose turn it is, where everyone stands.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const status: Command = {
  data: described(new SlashCommandBuilder().setName('status'), 'status').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.status(where, actor),
};
