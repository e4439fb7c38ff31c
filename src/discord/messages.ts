// The few texts the Discord layer says itself (the service words everything about games).
// Keyed like the service's catalogue, so a second language is a file, not a rewrite.
export const messages = {
  'discord.failed': 'Sorry, something went wrong on my side while answering that. Try `/status` to see where the game stands.',
  'discord.not-in-channel': 'Rerun games live in server channels: use this command in a channel of a server.',
  'discord.unknown-command': "I don't know that command. It may be from an older version of Rerun: try `/help`.",
} as const;

export type MessageKey = keyof typeof messages;
