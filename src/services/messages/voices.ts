// Which language speaks where (docs/i18n.md): a game's public messages speak the game's
// language, a private answer the language of whoever asked, a direct message the receiver's
// last seen one. A voice also names the game's seats and knows its keys.
import { tx, type Locale } from '../../engine/text';
import type { AnyGame, Deps, Loaded } from '../core/context';
import type { SeatNamer, Voice } from '../core/texts';

/** How a seat reads in a message: its player's display name (issue 20 may add the role). */
export function seatNamer(l: Loaded): SeatNamer {
  const seats = l.row.match?.seats ?? l.seats;
  return (n) => seats[n]?.name ?? '?';
}

/** A voice in `locale`, for the game `l` when there is one (its keys and seats). */
export function voiceIn(deps: Deps, locale: Locale, l?: Loaded | null): Voice {
  return l ? deps.texts.voice(locale, { game: l.def.id, seat: seatNamer(l) }) : deps.texts.voice(locale);
}

/** The game's own language: its lobby, turn messages, reminders, thread name and pictures. */
export const gameLocale = (l: Loaded): Locale => l.row.settings.language;

/** The voice of the game's public messages. */
export const publicVoice = (deps: Deps, l: Loaded): Voice => voiceIn(deps, gameLocale(l), l);

/** The voice of a private answer to someone who asked in `locale` (English when unknown). */
export const privateVoice = (deps: Deps, asker: { locale?: Locale } | undefined, l?: Loaded | null): Voice =>
  voiceIn(deps, asker?.locale ?? 'en', l);

/** The game's name in the voice's language: the catalogue's `name`, else the English one. */
export function gameName(deps: Deps, me: Voice, def: AnyGame): string {
  const key = `${def.id}:name`;
  return deps.texts.source('en', key) === null ? def.name : me.say(tx(key));
}
