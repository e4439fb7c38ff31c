// The few texts the Discord layer says itself (the service words everything about games), from
// the platform catalogue's `discord.*` keys, in the language of whoever it answers.
import { textsFor, type Locale } from '../services';

const PLATFORM = textsFor([]);

export const MESSAGE_KEYS = [
  'discord.failed',
  'discord.answered-below',
  'discord.not-in-channel',
  'discord.commands-updating',
  'discord.unreadable',
  'discord.database-unreachable',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** A text of the Discord layer in `locale`. */
export const said = (key: MessageKey, locale: Locale = 'en'): string => PLATFORM.voice(locale).t(key);

/** The English texts, by key. */
export const messages = Object.fromEntries(MESSAGE_KEYS.map((k) => [k, said(k)])) as Record<MessageKey, string>;
