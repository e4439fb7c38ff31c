// The few texts the Discord layer says itself (the service words everything about games).
// Keyed like the service's catalogue, so a second language is a file, not a rewrite.
export const messages = {
  'discord.failed': 'Sorry, something went wrong on my side while answering that. Try `/status` to see where the game stands.',
  'discord.not-in-channel': 'Rerun games live in server channels: use this command in a channel of a server.',
  'discord.commands-updating':
    "Rerun's commands are being updated: Discord still showed you an older version of this one. Try it again in a minute (type `/` anew).",
  'discord.unreadable':
    "Sorry, I couldn't read that: Discord sent it in a form Rerun doesn't know. Try again from the newest message, or use `/status`.",
} as const;

export type MessageKey = keyof typeof messages;
