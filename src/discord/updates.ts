// What a click's answer makes of the clicked message when the same turn (or the lobby) goes on
// in it. In a game's place: the turn message, its picture kept when unchanged (no second upload),
// else the old one goes. In the bot's DM, on a DM card: that game's card alone (dmCards.ts), the
// rest of a bundle left as it was.
import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import type { Reply } from '../services';
import { pictures } from './attachments';
import { cardUpdate } from './dmCards';
import { toPayload, withKeptName } from './payload';

type Clicked = ButtonInteraction | StringSelectMenuInteraction;

const isCardMessage = (i: Clicked): boolean => ((i.message.flags?.bitfield ?? 0) & MessageFlags.IsComponentsV2) !== 0;

/**
 * The body that updates the clicked message with `reply`, and the picture it then shows (null:
 * unknown to the picture memory, which then uploads at the next edit). An update never makes a
 * message ephemeral, and a card keeps its flag.
 */
export function updateOf(
  interaction: Clicked,
  reply: Reply,
  inDm: boolean,
): { body: Parameters<Clicked['update']>[0] & object; shows: boolean } {
  if (inDm && reply.card && isCardMessage(interaction)) {
    const components = interaction.message.components.map((c) => c.toJSON());
    const attachments = [...interaction.message.attachments.values()].map((a) => ({ id: a.id, filename: a.name }));
    return { body: cardUpdate({ components, attachments }, interaction.customId, reply), shows: false };
  }
  const attached = [...interaction.message.attachments.values()].map((a) => ({ id: a.id, name: a.name }));
  const kept = pictures.keep(interaction.message.id, reply.image, attached);
  const keptName = kept === null ? null : attached.find((a) => a.id === kept)!.name;
  const { flags, ...same } = toPayload(keptName === null ? reply : withKeptName(reply, { name: keptName }));
  const card = flags === MessageFlags.IsComponentsV2;
  // A classic message (posted before cards were) becomes a card only with its content cleared.
  const converting = card && !isCardMessage(interaction);
  const body = {
    ...same,
    ...(keptName === null
      ? { attachments: [] }
      : { files: same.files.filter((f) => f.name !== keptName), attachments: [{ id: kept! }] }),
    ...(card ? { flags } : {}),
    ...(converting ? { content: null } : {}),
  };
  return { body, shows: keptName === null };
}
