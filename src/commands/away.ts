// /away until:<date or duration, or off> [reason]: your vacation, in every game you sit in (private).
import { SlashCommandBuilder } from 'discord.js';
import { anywhere } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const away: Command = {
  data: anywhere(described(new SlashCommandBuilder().setName('away'), 'away'))
    .addStringOption((o) => described(o.setName('until'), 'away.until').setRequired(true).setMaxLength(30))
    .addStringOption((o) => described(o.setName('reason'), 'away.reason').setMaxLength(100)),
  execute: ({ service, actor, options }) =>
    service.away(actor, options.string('until') ?? '', options.string('reason') ?? undefined),
};
