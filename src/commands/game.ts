// /game: the lobby and the end of a game (new, join, leave, start, cancel, resign), absences
// (handover, return) and a pause by agreement (pause, resume).
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { gameChoices, maxAiSeats } from './gameChoices';
import { choice, described } from './text';

const data = inServers(described(new SlashCommandBuilder().setName('game'), 'game'))
  .addSubcommand((sub) =>
    described(sub.setName('new'), 'game.new')
      .addStringOption((o) =>
        described(o.setName('game'), 'game.new.game')
          .setRequired(true)
          .addChoices(...gameChoices()),
      )
      .addIntegerOption((o) => described(o.setName('ai'), 'game.new.ai').setMinValue(0).setMaxValue(maxAiSeats()))
      .addStringOption((o) => described(o.setName('clock'), 'game.new.clock').setMaxLength(20))
      .addIntegerOption((o) => described(o.setName('vacation'), 'game.new.vacation').setMinValue(0).setMaxValue(60))
      .addIntegerOption((o) => described(o.setName('absent'), 'game.new.absent').setMinValue(1).setMaxValue(10))
      .addBooleanOption((o) => described(o.setName('autoforce'), 'game.new.autoforce'))
      .addStringOption((o) =>
        described(o.setName('language'), 'game.new.language').addChoices(
          choice('game.new.language.en', 'en'),
          choice('game.new.language.fr', 'fr'),
          choice('game.new.language.hu', 'hu'),
        ),
      ),
  )
  .addSubcommand((sub) => described(sub.setName('join'), 'game.join'))
  .addSubcommand((sub) => described(sub.setName('leave'), 'game.leave'))
  .addSubcommand((sub) => described(sub.setName('start'), 'game.start'))
  .addSubcommand((sub) => described(sub.setName('cancel'), 'game.cancel'))
  .addSubcommand((sub) => described(sub.setName('resign'), 'game.resign'))
  .addSubcommand((sub) =>
    described(sub.setName('handover'), 'game.handover').addUserOption((o) =>
      described(o.setName('player'), 'game.handover.player').setRequired(true),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('return'), 'game.return'))
  .addSubcommand((sub) =>
    described(sub.setName('pause'), 'game.pause').addStringOption((o) =>
      described(o.setName('reason'), 'game.pause.reason').setMaxLength(100),
    ),
  )
  .addSubcommand((sub) => described(sub.setName('resume'), 'game.resume'));

export const game: Command = {
  data,
  async execute({ service, where, actor, options }) {
    const sub = options.subcommand();
    switch (sub) {
      case 'new': {
        const clock = options.string('clock');
        const vacation = options.integer('vacation');
        const absent = options.integer('absent');
        const autoForce = options.boolean('autoforce');
        const language = options.string('language');
        return await service.newGame(where, actor, options.string('game') ?? '', options.integer('ai') ?? 0, {
          ...(clock !== null ? { clock } : {}),
          ...(vacation !== null ? { vacation } : {}),
          ...(absent !== null ? { absent } : {}),
          ...(autoForce !== null ? { autoForce } : {}),
          ...(language !== null ? { language } : {}),
        });
      }
      case 'join':
        return await service.join(where, actor);
      case 'leave':
        return await service.leave(where, actor);
      case 'start':
        return await service.start(where, actor);
      case 'cancel':
        return await service.cancel(where, actor);
      case 'resign':
        return await service.resign(where, actor);
      case 'handover':
        return await service.handover(where, actor, options.user('player')?.userId ?? '');
      case 'return':
        return await service.comeBack(where, actor);
      case 'pause':
        return await service.pause(where, actor, options.string('reason') ?? undefined);
      case 'resume':
        return await service.resume(where, actor);
      default:
        // Only reachable if Discord still holds an outdated definition of /game.
        throw new Error(`unknown /game subcommand: ${String(sub)}`);
    }
  },
};
