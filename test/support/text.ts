// How tests read what the bot says: a Text in words, through the same catalogues and formatter
// as the services.
import { tx, type Locale, type Text } from '../../src/engine/text';
import type { Scene } from '../../src/engine/types';
import type { DrawnScene } from '../../src/render/contract';
import { allGames, exampleGames } from '../../src/games/registry';
import type { Voice } from '../../src/services/core/texts';
import { drawnScene } from '../../src/services/messages/picture';
import { saysRole } from '../../src/services/messages/voices';
import { textsFor } from '../../src/services/service';

/** Every registered game's catalogue, the engine's and the platform's. */
export const TEXTS = textsFor([...allGames(), ...exampleGames()]);

export interface Reading {
  /** The game whose keys the text uses (its id). */
  game?: string;
  locale?: Locale;
  /** Seat names, by seat (default: "Seat 1", "Seat 2", ...). */
  names?: readonly string[];
  /** Each seat's role or colour: a seat then reads as the services name it, "Amy (Red)". */
  roles?: readonly Text[];
}

/** A voice as the services make one. */
export function voice({ game, locale = 'en', names, roles }: Reading = {}): Voice {
  return TEXTS.voice(locale, {
    ...(game ? { game } : {}),
    seat: (n) => {
      const name = names?.[n] ?? `Seat ${n + 1}`;
      const role = roles?.[n];
      // As the services: a name that says its role ("AI Red") is not followed by it.
      return role && !(game !== undefined && saysRole(TEXTS, game, name, role)) ? { name, role } : name;
    },
  });
}

/** `text` in words. */
export const words = (text: Text, reading: Reading = {}): string => voice(reading).say(text);

/** `text` in English, read as the game `game` emits it. */
export const english = (text: Text, game?: string, names?: readonly string[]): string => words(text, { game, names });

/** A Scene as the services hand it to the renderer: its texts in words. */
export const drawn = (scene: Scene, reading: Reading = {}): DrawnScene => drawnScene(voice(reading), scene);

/** A Text that reads as `words` in every language: a test plug-in's own label, in no catalogue. */
export const plain = (words: string): Text => tx('platform:legacy-note', { text: words });

/** A platform text in English, as the services say it (tests that look for the bot's words). */
export const t = (key: string, params?: Parameters<Voice['t']>[1]): string => voice().t(key, params);
