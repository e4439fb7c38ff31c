// /settings [timezone] [quiet] [daysoff] [dm]: your own time, kept across servers (private); with
// no option it shows them. The time zone autocompletes from the runtime's list.
import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from './contexts';
import type { Command } from './types';
import { choice, described } from './text';

export const settings: Command = {
  data: anywhere(described(new SlashCommandBuilder().setName('settings'), 'settings'))
    .addStringOption((o) => described(o.setName('timezone'), 'settings.timezone').setAutocomplete(true).setMaxLength(60))
    .addStringOption((o) => described(o.setName('quiet'), 'settings.quiet').setMaxLength(20))
    .addStringOption((o) => described(o.setName('daysoff'), 'settings.daysoff').setMaxLength(60))
    .addStringOption((o) =>
      described(o.setName('dm'), 'settings.dm').addChoices(choice('notify.dm.on', 'on'), choice('notify.dm.off', 'off')),
    ),
  execute: ({ service, actor, options }) => {
    const timezone = options.string('timezone');
    const quiet = options.string('quiet');
    const daysoff = options.string('daysoff');
    const dm = options.string('dm');
    return service.settings(actor, {
      ...(timezone !== null ? { timezone } : {}),
      ...(quiet !== null ? { quiet } : {}),
      ...(daysoff !== null ? { daysoff } : {}),
      ...(dm !== null ? { dm: dm === 'on' } : {}),
    });
  },
  autocomplete: ({ service, focused }) => service.autocompleteZones(focused.value),
};
