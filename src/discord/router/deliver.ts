// Sending an answer the service made: a click's update of its message, a posted turn or lobby
// message, or a reply; deferred first or not (interactions.ts says when). Then older messages lose
// their buttons and others are edited, and a posted message is recorded.
import { MessageFlags, Routes } from 'discord.js';
import { localeOf, type Announcement, type Answer, type Edit, type Retire, type Where } from '../../services';
import { pictures } from '../attachments';
import { said } from '../messages';
import { restMessage, toPayload } from '../payload';
import { retireButtons } from '../retire';
import { refusedAsArchived } from '../threads';
import { updateOf } from '../updates';
import { inBotDm } from './read';
import { logFailure, type Answerable, type InHand } from './state';

type Payload = ReturnType<typeof toPayload>;

/**
 * Sends the answer (see interactions.ts for a deferred one), then retires older messages and
 * edits others; records a posted turn or lobby message. Returns what that record calls for (DMs, a
 * next turn message), which the caller carries out once out of the place's queue.
 */
export async function deliver(h: InHand<Answerable>, where: Where, answer: Answer, label: string): Promise<Announcement[]> {
  const { interaction, router } = h;
  const sent = await send(h, where, answer, label);
  // The previous turn message loses its buttons before the new one is recorded: until then the
  // game stays owed, so a kill in between leaves the restart to find the new one and retire it.
  await Promise.all([
    ...[...answer.retire, ...endedByClick(interaction, answer, sent.channelId, sent.messageId)].map((old) => retire(h, old)),
    ...(answer.edits ?? []).map((e) => edit(h, e)),
  ]);
  if ((answer.posts || answer.dmCard) && sent.messageId) {
    try {
      // A new DM card (dmCards.ts): kept, to lose its buttons once its turn is over.
      if (answer.dmCard)
        return await router.service.dmCardsPosted(interaction.user.id, sent.channelId, sent.messageId, [answer.dmCard]);
      return await router.service.messagePosted(answer.posts!, sent.channelId, sent.messageId, interaction.guildId);
    } catch (error) {
      logFailure(router, `${label} recording the posted message`, error);
    }
  }
  return [];
}

/** Sends the answer itself; returns the message that carries it, when known, and its channel. */
async function send(
  h: InHand<Answerable>,
  where: Where,
  answer: Answer,
  label: string,
): Promise<{ messageId: string | null; channelId: string }> {
  const { interaction } = h;
  const payload = toPayload(answer.reply);
  if (answer.update && (interaction.isButton() || interaction.isStringSelectMenu())) {
    // The same turn (or the lobby) goes on in the clicked message (updates.ts).
    const { body, shows } = updateOf(interaction, answer.reply, inBotDm(interaction));
    // Deferred with deferUpdate: the clicked message is edited all the same.
    if (interaction.deferred) await interaction.editReply(body);
    else await interaction.update(body);
    if (shows) pictures.shown(interaction.message.id, answer.reply.image);
    return { messageId: interaction.message.id, channelId: where.channelId };
  }
  if (answer.posts || answer.dmCard) {
    const message = await postAnswer(h, payload, answer.reply.ephemeral, label);
    if (!message) return { messageId: null, channelId: where.channelId };
    pictures.shown(message.id, answer.reply.image);
    return { messageId: message.id, channelId: message.channelId ?? where.channelId };
  }
  if (interaction.deferred) await answerDeferred(interaction, payload, answer.reply.ephemeral);
  else await interaction.reply(payload);
  return { messageId: null, channelId: where.channelId };
}

/**
 * The clicked message, when its click ended its turn and the next turn went out as a new post.
 * The service retires the turn message it recorded; the clicked one can be another: posted by a
 * process that died before recording it, and clicked before the restart found it.
 */
function endedByClick(interaction: Answerable, answer: Answer, channelId: string, postedId: string | null): Retire[] {
  if (!(interaction.isButton() || interaction.isStringSelectMenu())) return [];
  if (answer.update || !answer.posts || 'lobby' in answer.posts || answer.reply.ephemeral) return [];
  const m = interaction.message;
  if (((m.flags?.bitfield ?? 0) & MessageFlags.Ephemeral) !== 0 || m.id === postedId || m.channelId !== channelId) return [];
  if (answer.retire.some((r) => r.messageId === m.id)) return [];
  return [{ channelId, messageId: m.id }];
}

/** A posted answer (a turn message, the lobby): the message Discord made of it (null: sent, but not known). */
async function postAnswer(
  h: InHand<Answerable>,
  payload: Payload,
  ephemeral: boolean,
  label: string,
): Promise<{ id: string; channelId?: string } | null> {
  const { interaction } = h;
  if (interaction.deferred) return answerDeferred(interaction, payload, ephemeral);
  const response = await interaction.reply({ ...payload, withResponse: true });
  try {
    return response.resource?.message ?? (await interaction.fetchReply());
  } catch (error) {
    // The move stands; the pump posts the turn message again if it is not recorded.
    logFailure(h.router, `${label} reading the posted message`, error);
    return null;
  }
}

/**
 * The answer of an interaction deferred because its place was busy (or, a click, because
 * another answer was being made). After deferUpdate a follow-up is a message of its own, with
 * its own flag. After the (private) deferReply of a command, a private answer edits the
 * deferral; a public one turns it into a private note and follows up publicly (the first
 * follow-up would take the deferral's visibility).
 */
async function answerDeferred(
  interaction: Answerable,
  payload: Payload,
  ephemeral: boolean,
): Promise<{ id: string; channelId?: string }> {
  if (!interaction.isChatInputCommand()) return interaction.followUp(payload);
  if (ephemeral) {
    // Private answers are never cards: the deferral's own flag is all they need.
    const { flags: _private, ...rest } = payload;
    return interaction.editReply(rest);
  }
  await interaction.editReply({ content: said('discord.answered-below', localeOf(interaction.locale)) });
  return interaction.followUp(payload);
}

async function edit(h: InHand, e: Edit): Promise<void> {
  try {
    await h.interaction.client.rest.patch(Routes.channelMessage(e.channelId, e.messageId), restMessage(e.reply, true));
  } catch (error) {
    logFailure(h.router, 'editing an earlier message', error);
  }
}

async function retire(h: InHand, old: Retire): Promise<void> {
  try {
    await retireButtons(h.interaction.client.rest, old);
  } catch (error) {
    // Its thread archived or locked: owed until it is open again. Deleted message or lost
    // access: an old turn message keeping its buttons is harmless, since the service refuses
    // stale buttons anyway.
    if (refusedAsArchived(error))
      await h.router.service.oweRetirement(old).catch((e: unknown) => logFailure(h.router, 'owing a retirement', e));
  }
}
