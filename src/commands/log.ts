// /log [count]: the last moves of the game in this channel.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT } from '../services/logCount';
import type { Command } from './types';

export const log: Command = {
  data: new SlashCommandBuilder()
    .setName('log')
    .setDescription('Show what happened in the last moves of the game here')
    .setContexts(InteractionContextType.Guild)
    .addIntegerOption((o) =>
      o
        .setName('count')
        .setDescription(`How many moves to show (default ${DEFAULT_LOG_COUNT})`)
        .setMinValue(1)
        .setMaxValue(MAX_LOG_COUNT),
    ),
  execute: ({ service, where, options }) => service.log(where, options.integer('count') ?? DEFAULT_LOG_COUNT),
};
