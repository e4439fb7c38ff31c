// /hand: your secret cards, answered only to you.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const hand: Command = {
  data: new SlashCommandBuilder()
    .setName('hand')
    .setDescription('Show your cards (only you can see the answer)')
    .setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.hand(where, actor),
};
