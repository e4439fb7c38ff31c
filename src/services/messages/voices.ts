// Which language speaks where (docs/i18n.md): a game's public messages speak the game's
// language, a private answer the language of whoever asked, a direct message the receiver's
// last seen one. A voice also names the game's seats and knows its keys.
import { LOCALES, tx, type Locale } from '../../engine/text';
import type { AnyGame, Deps, Loaded } from '../core/context';
import { seatLooks, type SeatLooks } from '../core/seats';
import type { SeatNamer, SeatTag, Texts, Voice } from '../core/texts';

/**
 * How a seat reads in a message: its player's name with the role or colour it plays, "Amy (Red)",
 * and "Amy (Red, played by the AI)" when handed to the AI. A name that already says its role
 * (an AI seat, named after its role: "AI Red", "Gépi Piros") is not followed by it again.
 */
export function seatNamer(texts: Texts, l: Loaded): SeatNamer {
  const match = l.row.match;
  const seats = match?.seats ?? l.seats;
  let looks: SeatLooks | null = null;
  const tags = new Map<number, SeatTag>();
  return (n) => {
    let tag = tags.get(n);
    if (!tag) tags.set(n, (tag = tagOf(n)));
    return tag;
  };
  function tagOf(n: number): SeatTag {
    const name = seats[n]?.name ?? '?';
    const away = l.seats.find((s) => s.seat === n)?.away === true;
    if (!match) return { name, away };
    looks ??= seatLooks(l.def, match.state, match.seats.length);
    const role = looks[n]?.role;
    if (role === undefined || saysRole(texts, l.def.id, name, role)) return { name, away };
    return { name, role, away };
  }
}

/** True when `name` holds the role's word, in any language, as a whole word ("AI Face", "IA Futé"). */
export function saysRole(texts: Texts, game: string, name: string, role: Parameters<Voice['say']>[0]): boolean {
  return LOCALES.some((loc) => {
    const word = texts.voice(loc, { game }).say(role).toLowerCase();
    const at = name.toLowerCase().indexOf(word);
    if (word === '' || at < 0) return false;
    const letter = /\p{L}/u;
    return !letter.test(name.charAt(at - 1)) && !letter.test(name.charAt(at + word.length));
  });
}

/** A voice in `locale`, for the game `l` when there is one (its keys and seats). */
export function voiceIn(deps: Deps, locale: Locale, l?: Loaded | null): Voice {
  return l ? deps.texts.voice(locale, { game: l.def.id, seat: seatNamer(deps.texts, l) }) : deps.texts.voice(locale);
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

/** The game's name on its pictures: the catalogue's shorter `name.picture` where the whole name would not fit, else its name. */
export function pictureName(deps: Deps, me: Voice, def: AnyGame): string {
  const key = `${def.id}:name.picture`;
  return deps.texts.source('en', key) === null ? gameName(deps, me, def) : me.say(tx(key));
}
