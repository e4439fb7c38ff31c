// /playcard card:<from your hand> [target]: both options autocomplete from the service.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const playcard: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('playcard'), 'playcard'))
    .addStringOption((o) => described(o.setName('card'), 'playcard.card').setRequired(true).setAutocomplete(true))
    .addStringOption((o) => described(o.setName('target'), 'playcard.target').setAutocomplete(true)),
  execute: ({ service, where, actor, options }) =>
    service.playCard(where, actor, options.string('card') ?? '', options.string('target') ?? undefined),
  async autocomplete({ service, where, actor, options, focused }) {
    if (focused.name === 'target') {
      return await service.autocompleteTargets(where, actor, options.string('card') ?? '', focused.value);
    }
    return await service.autocompleteCards(where, actor, focused.value);
  },
};
