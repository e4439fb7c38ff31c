// /notify on|off: a direct message when it is your turn (the same switch as /settings dm).
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';
import { choice, described } from './text';

export const notify: Command = {
  data: described(new SlashCommandBuilder().setName('notify'), 'notify')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      described(o.setName('dm'), 'notify.dm')
        .setRequired(true)
        .addChoices(choice('notify.dm.on', 'on'), choice('notify.dm.off', 'off')),
    ),
  execute: ({ service, actor, options }) => service.notify(actor, options.string('dm') === 'on'),
};
