// Where an interaction is answered. Outside a server channel of Rerun's (the bot's DM, another DM
// or a group DM, a server Rerun is not in) only the commands registered for those places answer,
// with nothing of a server known; a command about one game runs in the place of the game the
// player means (its `game` option, or their only one), which the service picks.
import { InteractionContextType, type ChatInputCommandInteraction } from 'discord.js';
import type { Where } from '../../services';
import { toPayload } from '../payload';
import { privately } from './compute';
import { actorOf, outsideOf, whereOf } from './read';
import { failureKey, sayPrivately } from './say';
import { logFailure, type Answerable, type InHand } from './state';

/** Where `h` is answered, and whether that is outside a server channel of Rerun's; null: refused, and said so. */
export async function placeOf(h: InHand<Answerable>, label: string): Promise<{ where: Where; outside: boolean } | null> {
  const { interaction, router } = h;
  const here = whereOf(interaction);
  if (!here) {
    await sayPrivately(h, 'discord.not-in-channel', label);
    return null;
  }
  const outside = outsideOf(interaction);
  if (!interaction.isChatInputCommand()) return { where: here, outside: outside !== null };
  let where = here;
  if (outside) {
    const contexts = router.definitions.get(interaction.commandName)?.contexts ?? [];
    if (!contexts.some((c) => c !== InteractionContextType.Guild)) {
      await sayPrivately(h, outside === 'server' ? 'discord.not-in-server' : 'discord.not-in-channel', label);
      return null;
    }
    // Nothing of a server is known here: no server's games, no server's language.
    where = { guildId: null, channelId: here.channelId };
  }
  if (router.commands.get(interaction.commandName)?.picksGame) {
    const game = interaction.options.getString('game');
    if (outside || game !== null) {
      const picked = await pickGame(h as InHand<ChatInputCommandInteraction>, game, label);
      if (!picked) return null;
      where = picked;
    }
  }
  return { where, outside: outside !== null };
}

/** The place of the game `game` (null: the player's only one) of the command's player; null: none, and said so. */
async function pickGame(h: InHand<ChatInputCommandInteraction>, game: string | null, label: string): Promise<Where | null> {
  const { interaction, router } = h;
  let picked: Awaited<ReturnType<typeof router.service.pickGame>>;
  try {
    picked = await router.service.pickGame(actorOf(interaction), game);
  } catch (error) {
    logFailure(router, label, error);
    await sayPrivately(h, failureKey(error));
    return null;
  }
  if ('where' in picked) return picked.where;
  h.verdict.refused = true;
  try {
    await interaction.reply(toPayload(privately(picked.answer).reply));
  } catch (error) {
    logFailure(router, label, error);
  }
  return null;
}
