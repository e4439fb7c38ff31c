// The answer flow (interactions.ts's header says why it goes so): the answer is made in the queue of
// its place, acknowledged early when that queue stays busy or another answer is being made, and
// what it calls for goes out once out of the queue. A slow answer (a replay GIF, a catch-up clip)
// is deferred in the queue and made after it; an answer its locked thread refuses is told by DM.
import { MessageFlags } from 'discord.js';
import type { Announcement, Answer, Reply, Where } from '../../services';
import { refusedAsArchived } from '../threads';
import { toPayload } from '../payload';
import type { Announcer } from '../announcer';
import { compute } from './compute';
import { deliver } from './deliver';
import { actorOf, labelOf, parentOf } from './read';
import { failureKey, LOCKED_OUT, sayPrivately } from './say';
import { logFailure, type Answerable, type InHand } from './state';

/** How long an interaction waits for its place's queue before it is deferred (Discord drops it unanswered after 3 s). */
export const DEFER_AFTER_MS = 1000;

/** A slow answer: made once out of the place's queue. */
type Later = NonNullable<Answer['later']>;

/** What making an answer in its place's queue leaves to do once out of it. */
interface Made {
  /** What a recorded post calls for (DMs, a next turn message). */
  then: Announcement[];
  /** A slow answer, deferred: made outside the queue, so that the place's other work goes on. */
  later?: Later;
  /** Refused because the thread is locked: the reply it was to be (null: none made), and Discord's refusal. */
  locked?: { reply: Reply | null; reason: unknown };
}

/**
 * Answers `h` in `where` (`outside`: not a server channel of Rerun's; `label`: its name in logs).
 * Never rejects on the service's or Discord's failure: each is answered or logged.
 */
export async function answer(h: InHand<Answerable>, where: Where, outside: boolean, label: string): Promise<void> {
  const { interaction } = h;
  const { announcer } = h.router;
  let made: Made;
  if (!announcer) made = await make(h, where, outside, label);
  else {
    // No pump work of this place between a decision's commit and its reply being recorded: an owed message is posted once.
    made = await inQueue(h, announcer, where.channelId, () => make(h, where, outside, label));
    // Out of the queue: the DMs the new turn message calls for, and whatever the answer left
    // owed (a command's turn update, a new thread), each place in its own queue.
    if (made.locked) await lockedOut(h, where, made.locked, label);
    // Answered there (an answer unarchives a thread): the retirements owed there are done now.
    else if (!outside && (interaction.replied || interaction.deferred)) await announcer.reopened(where.channelId);
    await announcer.perform(made.then);
    await announcer.kick();
  }
  if (made.later) await answerLater(h, where, made.later, label);
}

/** Asks the service and sends its answer (a slow one only deferred); a failure is answered privately. */
async function make(h: InHand<Answerable>, where: Where, outside: boolean, label: string): Promise<Made> {
  const { interaction } = h;
  let answer: Answer;
  try {
    answer = await compute(h, where, outside);
  } catch (error) {
    logFailure(h.router, label, error);
    if (!(await sayPrivately(h, failureKey(error))) && h.refusal) return { then: [], locked: { reply: null, reason: h.refusal } };
    return { then: [] };
  }
  if (answer.refused) h.verdict.refused = true;
  try {
    if (answer.later) {
      if (!interaction.deferred) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      return { then: [], later: answer.later };
    }
    return { then: await deliver(h, where, answer, label) };
  } catch (error) {
    if (refusedAsArchived(error)) return { then: [], locked: { reply: answer.reply, reason: error } };
    logFailure(h.router, label, error);
    if (!interaction.replied) await sayPrivately(h, failureKey(error));
    return { then: [] };
  }
}

/**
 * Runs `f` in `place`'s queue. A click or menu while another answer is being made here: each
 * answer draws its picture on this one thread, so it is acknowledged at once (deferUpdate shows
 * nothing, decides nothing) and answered in turn. Otherwise only when its place stays busy for a
 * while (an owed post there waits on Discord).
 */
async function inQueue<T>(h: InHand<Answerable>, announcer: Announcer, place: string, f: () => Promise<T>): Promise<T> {
  const { router } = h;
  let deferring: Promise<void> | null = router.answering > 0 && !h.interaction.isChatInputCommand() ? deferFirst(h) : null;
  const timer = deferring ? undefined : setTimeout(() => (deferring = deferFirst(h)), DEFER_AFTER_MS);
  router.answering++;
  return announcer
    .serial(place, async () => {
      clearTimeout(timer);
      if (deferring) await deferring;
      return f();
    })
    .finally(() => router.answering--);
}

/** Acknowledges without deciding what is shown (see interactions.ts): a click keeps its message, a command is deferred privately. */
async function deferFirst(h: InHand<Answerable>): Promise<void> {
  const { interaction } = h;
  try {
    if (interaction.isChatInputCommand()) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    else {
      await interaction.deferUpdate();
      h.keptMessage = true;
    }
  } catch (error) {
    // Not acknowledged: the answer in turn tries a reply all the same.
    logFailure(h.router, `${labelOf(interaction)} deferral`, error);
  }
}

/**
 * No answer can be given in the locked thread `where`: the player is told by DM, and the
 * thread's game moves to its channel. Never rejects (a failure is logged).
 */
async function lockedOut(h: InHand<Answerable>, where: Where, locked: NonNullable<Made['locked']>, label: string): Promise<void> {
  const { interaction, router } = h;
  const { logger, announcer } = router;
  h.verdict.failed = true;
  try {
    const told = await router.service.lockedOut(where, actorOf(interaction), locked.reply, await parentOf(interaction));
    logger.warn({ during: label, thread: where.channelId }, LOCKED_OUT);
    await announcer?.closed(where.channelId, locked.reason);
    await announcer?.perform(told);
  } catch (error) {
    logFailure(router, `${label} in a locked thread`, error);
  }
}

/** Finishes a deferred answer: the replay or the catch-up clip, sent privately as a file. */
async function answerLater(h: InHand<Answerable>, where: Where, later: Later, label: string): Promise<void> {
  const { interaction, router } = h;
  try {
    const actor = actorOf(interaction);
    const answer =
      'replay' in later
        ? await router.service.replay(where, actor, later.replay)
        : await router.service.clip(where, actor, later.clip, later.version);
    const { flags: _private, ...payload } = toPayload(answer.reply);
    if (h.keptMessage) await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
    else await interaction.editReply(payload);
  } catch (error) {
    logFailure(router, `${label} ${'replay' in later ? 'replay' : 'clip'}`, error);
    await sayPrivately(h, failureKey(error));
  }
}
