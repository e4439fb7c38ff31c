// Where a game is, in words: a jump link to a message, and the name of the game's thread.
import { clip } from './text';

/** A Discord link to a message (jump link). */
export function jumpLink(guildId: string | null, channelId: string, messageId: string | null): string {
  return messageId ? `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${messageId}` : `<#${channelId}>`;
}

/** "The A-Team · alice, bob, AI Face": the thread's name (Discord: at most 100 characters), the game named in its language. */
export function threadName(game: string, names: readonly string[]): string {
  return clip(`${game} · ${names.join(', ')}`, 100);
}
