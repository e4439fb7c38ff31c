// Autocomplete: the command's suggestions, cleaned to what Discord takes. A failure answers with no
// suggestion (the user types on), and is logged.
import type { AutocompleteInteraction } from 'discord.js';
import { clip, type AutocompleteOption } from '../../services';
import { actorOf, optionsOf, whereOf } from './read';
import { logFailure, type InHand } from './state';

export const AUTOCOMPLETE_MAX = 25;
const CHOICE_TEXT_MAX = 100;

export async function autocomplete(h: InHand<AutocompleteInteraction>): Promise<void> {
  const { interaction, router } = h;
  let suggestions: AutocompleteOption[] = [];
  const where = whereOf(interaction);
  const command = router.commands.get(interaction.commandName);
  if (where && command?.autocomplete) {
    try {
      suggestions = await command.autocomplete({
        service: router.service,
        where,
        actor: actorOf(interaction),
        options: optionsOf(interaction),
        focused: interaction.options.getFocused(true),
        placeName: (id) => {
          const channel = interaction.client.channels.cache.get(id);
          return channel && 'name' in channel && typeof channel.name === 'string' ? channel.name : null;
        },
      });
    } catch (error) {
      logFailure(router, `autocomplete /${interaction.commandName}`, error);
    }
  }
  try {
    await interaction.respond(cleanSuggestions(suggestions));
  } catch (error) {
    // Usually the user typed on and Discord dropped this request: nothing to tell anyone.
    logFailure(router, `autocomplete /${interaction.commandName} respond`, error);
  }
}

/** Discord takes at most 25 suggestions, names 1..100 characters, values up to 100. */
export function cleanSuggestions(suggestions: AutocompleteOption[]): AutocompleteOption[] {
  return suggestions
    .filter((s) => s.name.length > 0 && s.value.length > 0 && s.value.length <= CHOICE_TEXT_MAX)
    .slice(0, AUTOCOMPLETE_MAX)
    .map((s) => ({ name: clip(s.name, CHOICE_TEXT_MAX), value: s.value }));
}
