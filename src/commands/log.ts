// /log [count] [page] [file]: the last moves, a page of the whole game, or all of it as a file.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT } from '../services';
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
    )
    .addIntegerOption((o) => o.setName('page').setDescription('Page through the whole game, a message a page').setMinValue(1))
    .addBooleanOption((o) => o.setName('file').setDescription('The whole game as a text file')),
  execute: ({ service, where, options }) => {
    const page = options.integer('page');
    return service.log(where, {
      count: options.integer('count') ?? DEFAULT_LOG_COUNT,
      ...(page !== null ? { page } : {}),
      ...(options.boolean('file') ? { file: true } : {}),
    });
  },
};
