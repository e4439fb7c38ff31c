// /catchup: what happened since your last move in the game here, shown only to you.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

export const catchup: Command = {
  data: described(new SlashCommandBuilder().setName('catchup'), 'catchup').setContexts(InteractionContextType.Guild),
  execute: ({ service, where, actor }) => service.catchUp(where, actor),
};
