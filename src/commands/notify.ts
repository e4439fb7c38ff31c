// /notify on|off: a direct message when it is your turn (the same switch as /settings dm).
import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from './contexts';
import type { Command } from './types';
import { choice, described } from './text';

export const notify: Command = {
  data: anywhere(described(new SlashCommandBuilder().setName('notify'), 'notify')).addStringOption((o) =>
    described(o.setName('dm'), 'notify.dm')
      .setRequired(true)
      .addChoices(choice('notify.dm.on', 'on'), choice('notify.dm.off', 'off')),
  ),
  execute: ({ service, actor, options }) => service.notify(actor, options.string('dm') === 'on'),
};
