// /games [all]: your running games in every server, your turn first, with links; `all`: every
// running game in this server, for those who watch.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const games: Command = {
  data: anywhere(described(new SlashCommandBuilder().setName('games'), 'games')).addBooleanOption((o) =>
    described(o.setName('all'), 'games.all'),
  ),
  execute: ({ service, where, actor, options }) => service.games(where, actor, options.boolean('all') ?? false),
};
