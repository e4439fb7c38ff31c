// The router's table: which handler takes an interaction, by its type (what the metrics call it
// too, read.ts kindOf). A command is checked against its registered definition first, a button or
// a menu for its custom id; both are then answered in their place (place.ts, answer.ts).
import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { InteractionType } from '../../ops/metrics';
import { fitOf } from '../staleCommand';
import { answer } from './answer';
import { autocomplete } from './autocomplete';
import { placeOf } from './place';
import { labelOf } from './read';
import { misfit, oddShape } from './say';
import type { Answerable, InHand } from './state';

/** A command: checked against its definition (a stale or malformed one is said so), then answered. */
async function command(h: InHand<ChatInputCommandInteraction>): Promise<void> {
  const { interaction, router } = h;
  const fit = fitOf(router.definitions.get(interaction.commandName), interaction.options.data);
  if (!fit.ok) return misfit(h, fit);
  return answerHere(h);
}

/** A button or a select menu: one without its custom id cannot be taken; else answered. */
async function component(h: InHand<ButtonInteraction | StringSelectMenuInteraction>): Promise<void> {
  const { interaction } = h;
  if (typeof interaction.customId !== 'string' || interaction.customId === '')
    return oddShape(h, { componentType: interaction.componentType, missing: ['custom_id'] });
  return answerHere(h);
}

/** Answered in its place, once the place is known and allowed. */
async function answerHere(h: InHand<Answerable>): Promise<void> {
  const label = labelOf(h.interaction);
  const place = await placeOf(h, label);
  if (place) await answer(h, place.where, place.outside, label);
}

/** The handler of each type of interaction; `kindOf` said which type `h` is. */
export const ROUTES: { readonly [T in InteractionType]: (h: InHand) => Promise<void> } = {
  autocomplete: (h) => autocomplete(h as InHand<AutocompleteInteraction>),
  command: (h) => command(h as InHand<ChatInputCommandInteraction>),
  button: (h) => component(h as InHand<ButtonInteraction>),
  menu: (h) => component(h as InHand<StringSelectMenuInteraction>),
  // A kind Rerun never sends (a user select, a modal, a context menu command).
  other: (h) => oddShape(h, 'componentType' in h.interaction ? { componentType: h.interaction.componentType } : {}),
};
