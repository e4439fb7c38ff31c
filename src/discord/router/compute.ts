// Asking the service for an answer: a command to its handler, a click or a menu to
// service.component (in the bot's DM, service.dmComponent: the game acted on in its own place,
// answered in the DM, dmCards.ts). An answer given outside a server channel of Rerun's is private.
import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { Answer, Where } from '../../services';
import { customIdsOf } from '../container';
import { actorOf, inBotDm, optionsOf, parentOf } from './read';
import type { Answerable, InHand } from './state';

/**
 * An answer given outside a server channel: private; its buttons and menus kept only in the bot's
 * DM (`rows`), where a click is taken (dmCards.ts).
 */
export function privately(answer: Answer, rows = false): Answer {
  return {
    ...answer,
    reply: { ...answer.reply, ephemeral: true, card: false, rows: rows ? answer.reply.rows : [] },
    posts: undefined,
  };
}

/** The service's answer to `h` in `where`; `outside`: not a server channel of Rerun's. Throws what the service throws (a bug). */
export async function compute(h: InHand<Answerable>, where: Where, outside: boolean): Promise<Answer> {
  const { interaction } = h;
  const answer = await ask(h, where);
  // A DM click's answer is the DM's own (a card updated, or a new one): never a post in a game's place.
  if (outside && !interaction.isChatInputCommand() && inBotDm(interaction)) return { ...answer, posts: undefined };
  return outside ? privately(answer, inBotDm(interaction)) : answer;
}

async function ask(h: InHand<Answerable>, where: Where): Promise<Answer> {
  const { interaction, router } = h;
  const { service } = router;
  const actor = actorOf(interaction);
  if (interaction.isChatInputCommand()) {
    // Known: the router checked it against its definition (a stale one never gets here).
    const command = router.commands.get(interaction.commandName)!;
    return await command.execute({ service, where, actor, options: optionsOf(interaction) });
  }
  const values = interaction.isStringSelectMenu() ? interaction.values : undefined;
  const onPrivate = ((interaction.message?.flags?.bitfield ?? 0) & MessageFlags.Ephemeral) !== 0;
  // In the bot's DM: the game acted on in its own place, answered in the DM (dmCards.ts).
  if (inBotDm(interaction)) {
    const clicked = { channelId: where.channelId, messageId: interaction.message.id, onPrivate };
    return await service.dmComponent(actor, clicked, interaction.customId, values);
  }
  const parent = () => parentOf(interaction);
  return await service.component(where, actor, interaction.customId, values, onPrivate, carrier(interaction, onPrivate), parent);
}

/** The clicked public message, when Discord's copy of it carries the clicked button. */
function carrier(interaction: ButtonInteraction | StringSelectMenuInteraction, onPrivate: boolean): string | undefined {
  const m = interaction.message;
  if (onPrivate || !m) return undefined;
  const ids = customIdsOf(m.components.map((c) => c.toJSON()));
  return ids.includes(interaction.customId) ? m.id : undefined;
}
