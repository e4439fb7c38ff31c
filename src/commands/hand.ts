// /hand: your secret cards, answered only to you.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const hand: Command = {
  data: described(new SlashCommandBuilder().setName('hand'), 'hand').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.hand(where, actor),
};
