// What an interaction says, read from it alone: where it comes from, who acts and with which
// options, what the logs and the metrics call it, and what became of it.
import {
  InteractionContextType,
  PermissionFlagsBits,
  Routes,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
} from 'discord.js';
import type { Command, CommandOptions } from '../../commands';
import { ID_KINDS, localeOf, type Actor, type Where } from '../../services';
import type { InteractionType, Outcome } from '../../ops/metrics';
import type { Answerable } from './state';

/**
 * Where an interaction comes from, when not a server channel of Rerun's: 'private', a DM or a
 * group DM (no server); 'server', a server Rerun is not in (a command of a player who added
 * Rerun to their account: installed for the user, not for that server). Null: a server of Rerun's.
 */
export function outsideOf(interaction: Interaction): 'private' | 'server' | null {
  if (!interaction.guildId) return 'private';
  const owners = interaction.authorizingIntegrationOwners as { guildId: string | null; userId: string | null } | undefined;
  return owners && owners.guildId === null && owners.userId !== null ? 'server' : null;
}

/** Whether an interaction comes from the bot's own DM with its user (nobody else is in it). */
export const inBotDm = (interaction: Interaction): boolean =>
  !interaction.guildId && interaction.context === InteractionContextType.BotDM;

export function whereOf(interaction: Interaction): Where | null {
  if (!interaction.channelId) return null;
  // The server's preferred language: a new game's default (French or Hungarian, else English).
  const guildLocale = interaction.guildLocale ? { guildLocale: localeOf(interaction.guildLocale) } : {};
  return { guildId: interaction.guildId, channelId: interaction.channelId, ...guildLocale };
}

export function actorOf(interaction: Interaction): Actor {
  const { member, user } = interaction;
  // A cached GuildMember knows its display name; a raw API member only its nickname.
  const name = member && 'displayName' in member ? member.displayName : (member?.nick ?? user.globalName ?? user.username);
  return {
    userId: user.id,
    name,
    canManage: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
    // The user's own Discord language: what private answers speak.
    locale: localeOf(interaction.locale),
    // A DM with someone else or a group DM: others share the conversation.
    ...(interaction.context === InteractionContextType.PrivateChannel ? { company: true } : {}),
  };
}

export function optionsOf(interaction: ChatInputCommandInteraction | AutocompleteInteraction): CommandOptions {
  return {
    string: (name) => interaction.options.getString(name),
    integer: (name) => interaction.options.getInteger(name),
    boolean: (name) => interaction.options.getBoolean(name),
    user: (name) => {
      // Autocomplete never asks for a user option.
      if (!interaction.isChatInputCommand()) return null;
      const u = interaction.options.getUser(name);
      if (!u) return null;
      const m = interaction.options.getMember(name);
      const shown = m && 'displayName' in m ? m.displayName : (m?.nick ?? u.globalName ?? u.username);
      return { userId: u.id, name: shown };
    },
    subcommand: () => interaction.options.getSubcommand(false),
  };
}

/** The channel of the thread an interaction came from (null: not a thread, or not known). */
export async function parentOf(interaction: Answerable): Promise<string | null> {
  const cached = interaction.channel;
  if (cached) return cached.isThread() ? cached.parentId : null;
  try {
    const ch = (await interaction.client.rest.get(Routes.channel(interaction.channelId!))) as { parent_id?: string | null };
    return ch.parent_id ?? null;
  } catch {
    return null;
  }
}

/** What to call an interaction in logs: the command, or the kind of component (never its values). */
export function labelOf(interaction: Answerable): string {
  if (interaction.isChatInputCommand()) {
    const sub = interaction.options.getSubcommand(false);
    return `/${interaction.commandName}${sub ? ` ${sub}` : ''}`;
  }
  return `component ${interaction.customId.split(':')[0]}`;
}

/** What the metrics call an interaction: its type, and its command's name or its custom id's kind (never the id, which holds a choice). */
export function kindOf(interaction: Interaction, commands: ReadonlyMap<string, Command>): [InteractionType, string] {
  const known = (name: string) => (commands.has(name) ? name : 'unknown');
  if (interaction.isAutocomplete()) return ['autocomplete', known(interaction.commandName)];
  if (interaction.isChatInputCommand()) return ['command', known(interaction.commandName)];
  if (interaction.isButton() || interaction.isStringSelectMenu()) {
    const prefix = typeof interaction.customId === 'string' ? interaction.customId.split(':')[0] : '';
    return [interaction.isButton() ? 'button' : 'menu', (ID_KINDS as readonly string[]).includes(prefix) ? prefix : 'unknown'];
  }
  return ['other', 'unknown'];
}

/** Failed (a failure said, or never acknowledged), refused (bad input said), deferred, or answered at once. */
export function outcomeOf(interaction: Interaction, verdict: { refused: boolean; failed: boolean }): Outcome {
  const acknowledged = interaction.isAutocomplete()
    ? interaction.responded
    : interaction.isRepliable() && (interaction.replied || interaction.deferred);
  if (verdict.failed || !acknowledged) return 'failed';
  if (verdict.refused) return 'refused';
  return interaction.isRepliable() && interaction.deferred ? 'deferred' : 'answered';
}
