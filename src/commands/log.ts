// /log [count] [page] [file] [replay]: the last moves, a page of the whole game, all of it as a
// file, or (a finished game) as an animated GIF;
// with no options on one's turn, what one missed since one's last move.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere, picksGame, suggestGames } from './contexts';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT } from '../services';
import type { Command } from './types';
import { described } from './text';

export const log: Command = {
  data: picksGame(
    anywhere(described(new SlashCommandBuilder().setName('log'), 'log'))
      .addIntegerOption((o) =>
        described(o.setName('count'), 'log.count', { n: DEFAULT_LOG_COUNT }).setMinValue(1).setMaxValue(MAX_LOG_COUNT),
      )
      .addIntegerOption((o) => described(o.setName('page'), 'log.page').setMinValue(1))
      .addBooleanOption((o) => described(o.setName('file'), 'log.file'))
      .addBooleanOption((o) => described(o.setName('replay'), 'log.replay')),
  ),
  execute: async ({ service, where, actor, options }) => {
    const page = options.integer('page');
    const count = options.integer('count');
    const file = options.boolean('file');
    const replay = options.boolean('replay');
    return await service.log(
      where,
      {
        count: count ?? DEFAULT_LOG_COUNT,
        ...(page !== null ? { page } : {}),
        ...(file ? { file: true } : {}),
        ...(replay ? { replay: true } : {}),
        // No options at all: on one's turn, /log answers "what did I miss?".
        ...(count === null && page === null && file === null && replay === null ? { due: true } : {}),
      },
      actor,
    );
  },
  autocomplete: suggestGames,
  picksGame: true,
};
