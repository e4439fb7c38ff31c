// /playcard card:<from your hand> [target]: both options autocomplete from the service.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const playcard: Command = {
  data: new SlashCommandBuilder()
    .setName('playcard')
    .setDescription('Play a card from your hand')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o.setName('card').setDescription('The card to play (only you see this list)').setRequired(true).setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('target').setDescription('The player the card is aimed at, if it needs one').setAutocomplete(true),
    ),
  execute: ({ service, where, actor, options }) =>
    service.playCard(where, actor, options.string('card') ?? '', options.string('target') ?? undefined),
  autocomplete({ service, where, actor, options, focused }) {
    if (focused.name === 'target') {
      return service.autocompleteTargets(where, actor, options.string('card') ?? '', focused.value);
    }
    return service.autocompleteCards(where, actor, focused.value);
  },
};
