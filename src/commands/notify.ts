// /notify on|off: a direct message when it is your turn.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const notify: Command = {
  data: new SlashCommandBuilder()
    .setName('notify')
    .setDescription('Get a direct message when it is your turn')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('dm')
        .setDescription('on or off')
        .setRequired(true)
        .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
    ),
  execute: ({ service, actor, options }) => service.notify(actor, options.string('dm') === 'on'),
};
