// /choose option:<legal choice>: the keyboard way to take any decision a button offers.
import { SlashCommandBuilder } from 'discord.js';
import { inServers } from './contexts';
import type { Command } from './types';
import { described } from './text';

export const choose: Command = {
  data: inServers(described(new SlashCommandBuilder().setName('choose'), 'choose')).addStringOption((o) =>
    described(o.setName('option'), 'choose.option').setRequired(true).setAutocomplete(true),
  ),
  execute: ({ service, where, actor, options }) => service.choose(where, actor, options.string('option') ?? ''),
  autocomplete: ({ service, where, actor, focused }) => service.autocompleteChoices(where, actor, focused.value),
};
