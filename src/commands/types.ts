// The shape of one slash command: its definition and a thin handler that asks the service.
// Handlers see plain option readers, not discord.js interactions, so they are tested without Discord.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { Actor, Answer, AutocompleteOption, Service, Where } from '../services';

/** The options of the invocation, read by name (null when not given). */
export interface CommandOptions {
  string(name: string): string | null;
  integer(name: string): number | null;
  boolean(name: string): boolean | null;
  /** A user option: the user's id and display name. */
  user(name: string): { userId: string; name: string } | null;
  /** The chosen subcommand, for commands that have them. */
  subcommand(): string | null;
}

export interface CommandContext {
  service: Service;
  where: Where;
  actor: Actor;
  options: CommandOptions;
}

export interface AutocompleteContext extends CommandContext {
  /** The option being typed and what has been typed so far. */
  focused: { name: string; value: string };
  /** A channel's name as the bot knows it (null: not known), to name where a game is. */
  placeName?: (channelId: string) => string | null;
}

export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  execute(ctx: CommandContext): Promise<Answer>;
  autocomplete?(ctx: AutocompleteContext): Promise<AutocompleteOption[]>;
  /**
   * About one game, with a `game` option (contexts.ts picksGame): outside a server channel, or
   * when the option is given, the router asks the service which of the player's games is meant
   * and hands the handler that game's place.
   */
  picksGame?: true;
}
