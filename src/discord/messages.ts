// The few texts the Discord layer says itself (the service words everything about games), from
// the platform catalogue's `discord.*` keys, in the language of whoever it answers.
import { textsFor, type Locale } from '../services';

const PLATFORM = textsFor([]);

export const MESSAGE_KEYS = [
  'discord.failed',
  'discord.answered-below',
  'discord.not-in-channel',
  'discord.not-in-server',
  'discord.commands-updating',
  'discord.unreadable',
  'discord.database-unreachable',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** A text of the Discord layer in `locale`. */
export const said = (key: MessageKey, locale: Locale = 'en'): string => PLATFORM.voice(locale).t(key);

/** The English texts, by key. */
export const messages = Object.fromEntries(MESSAGE_KEYS.map((k) => [k, said(k)])) as Record<MessageKey, string>;

/**
 * The head line of several DMs to one user sent as one (dmBundler.ts), in `locale`: how many games
 * call them to play (each game once), and how many other DMs come with them ("Your turn in 2
 * games, and 1 more message"); with no turn call, how many messages.
 */
export function dmHead(parts: ReadonlyArray<{ gameId?: number }>, locale: Locale): string {
  const turns = new Set(parts.flatMap((p) => (p.gameId === undefined ? [] : [p.gameId]))).size;
  const others = parts.filter((p) => p.gameId === undefined).length;
  const kind = turns === 0 ? 'other' : others === 0 ? 'turns' : 'mixed';
  return PLATFORM.voice(locale).t('discord.dm-head', { kind, turns, others });
}
