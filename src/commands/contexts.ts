// Where each command may be used. Every command is declared for both installs: added to a
// server (GUILD_INSTALL) and added by a player to their own account (USER_INSTALL), so that a
// player reaches their games from the bot's DM and from any DM or group DM. The commands that
// only make sense in a server channel (opening, joining and playing a game) stay in servers;
// the router answers them privately anywhere else (a server without the bot included).
import { ApplicationIntegrationType, InteractionContextType, type SlashCommandStringOption } from 'discord.js';
import type { Command } from './types';
import { described } from './text';

interface Placeable<T> {
  setIntegrationTypes(...types: ApplicationIntegrationType[]): T;
  setContexts(...contexts: InteractionContextType[]): T;
}

const BOTH = [ApplicationIntegrationType.GuildInstall, ApplicationIntegrationType.UserInstall];

/** A command of server channels only. */
export const inServers = <T extends Placeable<T>>(b: T): T =>
  b.setIntegrationTypes(...BOTH).setContexts(InteractionContextType.Guild);

/** A command a player may use anywhere: a server channel, the bot's DM, another DM or a group DM. */
export const anywhere = <T extends Placeable<T>>(b: T): T =>
  b
    .setIntegrationTypes(...BOTH)
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM, InteractionContextType.PrivateChannel);

/**
 * The `game` option of a command about one game: outside a server channel (or when given) it
 * picks which of the player's running games is meant, autocompleted with their games.
 */
export const picksGame = <R>(b: { addStringOption(input: (o: SlashCommandStringOption) => SlashCommandStringOption): R }): R =>
  b.addStringOption((o) => described(o.setName('game'), 'pick.game').setAutocomplete(true).setMaxLength(100));

/** What a `game` option suggests: the asker's running games, named with their channel. */
export const suggestGames: NonNullable<Command['autocomplete']> = ({ service, actor, focused, placeName }) =>
  focused.name === 'game' ? service.autocompleteGames(actor, focused.value, placeName) : Promise.resolve([]);
