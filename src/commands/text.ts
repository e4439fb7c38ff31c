// The commands' words: each description and choice name in English, with its French and
// Hungarian localizations (Discord shows each user their own), from the platform catalogue's
// `command.*` keys and the games' `name` keys. Command and option names stay as they are.
import { LOCALES, textsFor, type Locale } from '../services';
import { allGames } from '../games/registry';

const TEXTS = textsFor(allGames());

type Params = Record<string, string | number>;

/** Discord's own codes for the languages the bot speaks besides English. */
const DISCORD: Record<Exclude<Locale, 'en'>, 'fr' | 'hu'> = { fr: 'fr', hu: 'hu' };

/** The platform text `key` in each language. */
export function inEach(key: string, params?: Params): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const l of LOCALES) out[l] = TEXTS.voice(l).t(key, params);
  return out;
}

const localizations = (words: Record<Locale, string>) => ({ [DISCORD.fr]: words.fr, [DISCORD.hu]: words.hu });

interface Describable<T> {
  setDescription(description: string): T;
  setDescriptionLocalizations(localized: Record<string, string> | null): T;
}

/** Sets a command's, subcommand's or option's description from `command.<key>`, in every language. */
export function described<T extends Describable<T>>(b: T, key: string, params?: Params): T {
  const words = inEach(`command.${key}`, params);
  return b.setDescription(words.en).setDescriptionLocalizations(localizations(words));
}

/** A choice named from `command.<key>`, in every language. */
export function choice<V extends string | number>(key: string, value: V) {
  const words = inEach(`command.${key}`);
  return { name: words.en, name_localizations: localizations(words), value };
}

/** A game as a choice: its name in each language (its catalogue's `name`), its id as the value. */
export function gameChoice(id: string, english: string) {
  const named = (l: Locale) => (TEXTS.source(l, `${id}:name`) === null ? english : TEXTS.voice(l).say({ key: `${id}:name` }));
  return {
    name: named('en'),
    name_localizations: localizations({ en: named('en'), fr: named('fr'), hu: named('hu') }),
    value: id,
  };
}
