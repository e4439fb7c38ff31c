// /choose option:<legal choice>: the keyboard way to take any decision a button offers.
import { InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { Command } from './types';

export const choose: Command = {
  data: new SlashCommandBuilder()
    .setName('choose')
    .setDescription('Take one of the decisions open to you now (same as its button)')
    .setContexts(InteractionContextType.Guild)
    .addStringOption((o) =>
      o
        .setName('option')
        .setDescription('The decision to take; start typing to see them')
        .setRequired(true)
        .setAutocomplete(true),
    ),
  execute: ({ service, where, actor, options }) => service.choose(where, actor, options.string('option') ?? ''),
  autocomplete: ({ service, where, actor, focused }) => service.autocompleteChoices(where, actor, focused.value),
};
