// /game: the lobby and the end of a game (new, join, leave, start, cancel, resign).
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { gameChoices, maxAiSeats } from './gameChoices';

const data = new SlashCommandBuilder()
  .setName('game')
  .setDescription('Open, join, start or end the board game in this channel')
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    sub
      .setName('new')
      .setDescription('Open a lobby for a new game in this channel')
      .addStringOption((o) =>
        o
          .setName('game')
          .setDescription('Which game to play')
          .setRequired(true)
          .addChoices(...gameChoices()),
      )
      .addIntegerOption((o) =>
        o.setName('ai').setDescription('How many seats to fill with AI players').setMinValue(0).setMaxValue(maxAiSeats()),
      )
      .addStringOption((o) =>
        o.setName('clock').setDescription('Time for each turn, e.g. 3d, 12h, or off (default 3d)').setMaxLength(10),
      )
      .addIntegerOption((o) =>
        o
          .setName('absent')
          .setDescription('Missed turns in a row before the AI keeps the seat (default 2)')
          .setMinValue(1)
          .setMaxValue(10),
      )
      .addBooleanOption((o) =>
        o.setName('autoforce').setDescription('Take moves with only one choice automatically (default on)'),
      ),
  )
  .addSubcommand((sub) => sub.setName('join').setDescription('Take a seat in the lobby of this channel'))
  .addSubcommand((sub) => sub.setName('leave').setDescription('Give up your seat in the lobby of this channel'))
  .addSubcommand((sub) => sub.setName('start').setDescription('Start the game in the lobby (creator only)'))
  .addSubcommand((sub) => sub.setName('cancel').setDescription('Cancel the game in this channel (creator or Manage Server)'))
  .addSubcommand((sub) => sub.setName('resign').setDescription('Leave the running game (asks first); the others play on'))
  .addSubcommand((sub) =>
    sub
      .setName('handover')
      .setDescription('Hand the seat of a player whose time ran out to the AI')
      .addUserOption((o) => o.setName('player').setDescription('The absent player').setRequired(true)),
  )
  .addSubcommand((sub) => sub.setName('return').setDescription('Take your seat back from the AI'));

export const game: Command = {
  data,
  execute({ service, where, actor, options }) {
    const sub = options.subcommand();
    switch (sub) {
      case 'new': {
        const clock = options.string('clock');
        const absent = options.integer('absent');
        const autoForce = options.boolean('autoforce');
        return service.newGame(where, actor, options.string('game') ?? '', options.integer('ai') ?? 0, {
          ...(clock !== null ? { clock } : {}),
          ...(absent !== null ? { absent } : {}),
          ...(autoForce !== null ? { autoForce } : {}),
        });
      }
      case 'join':
        return service.join(where, actor);
      case 'leave':
        return service.leave(where, actor);
      case 'start':
        return service.start(where, actor);
      case 'cancel':
        return service.cancel(where, actor);
      case 'resign':
        return service.resign(where, actor);
      case 'handover':
        return service.handover(where, actor, options.user('player')?.userId ?? '');
      case 'return':
        return service.comeBack(where, actor);
      default:
        // Only reachable if Discord still holds an outdated definition of /game.
        throw new Error(`unknown /game subcommand: ${String(sub)}`);
    }
  },
};
