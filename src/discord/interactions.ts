// The one interaction router: slash commands to their handlers, buttons and select menus to
// service.component, autocomplete to the service's suggestions. Every failure ends here and is
// answered privately with a friendly text; logs name the command, never a hand or a stack to users.
// A failure because the database cannot be reached (the store says so: isStoreUnreachable) is
// answered plainly, that the move was not made and to try again in a minute; any other keeps the
// generic "something went wrong".
// Every interaction gets an answer: a kind Rerun never sends (a user select, a modal), a button
// without its id, or a command in the shape of an older registration (which also asks for the
// commands to be registered again) is answered privately and logged once. Payloads discord.js
// cannot turn into an interaction at all are answered in dropped.ts.
//
// Answer flow: each interaction's work runs in the queue of its place (its channel or thread,
// announcer.ts `serial`), which that place's owed posts share, so a decision's reply is recorded
// before the pump may post for that game; other places never wait for it. The service is
// synchronous and fast (well under 100 ms including the board picture), so when the place's
// queue is free the interaction is answered with a direct reply() or update(), no deferral:
// the ephemeral flag stays decided by the service's Reply, per answer (an error on a public
// command is still private). Everything slow comes after that acknowledgement: older messages
// losing their buttons, edits of other messages, then (outside the queue) DMs and owed posts.
// A click or menu that arrives while another answer is being made in this process is deferred
// at once: answers draw their pictures one at a time, and ten at once kept the last waiting
// 0.6 s. When the place's queue stays busy for DEFER_AFTER_MS (its owed post waits on a 429, say),
// the interaction is deferred then, before the service is asked, in a way that decides nothing
// it shows: a button or menu with deferUpdate (the message stays as it is until the answer
// edits it, or a follow-up carries the answer with its own flag); a command privately, because
// the first follow-up of a deferred reply takes the deferral's visibility: a private answer
// then edits it, and a public one (a move, a lobby) turns it into a short private note and
// follows up publicly. Nothing private can so become public. An answer marked `later` (a
// replay GIF or a catch-up clip, seconds of work) is deferred privately, then edited.
//
// Outside a server channel of Rerun's (the bot's DM, another DM or a group DM, where a player who
// added Rerun to their account uses it, or a server Rerun is not in), only the commands registered
// for those places answer (register.ts, commands/contexts.ts), and always privately: a command
// about one game asks the service which of the player's games is meant (its `game` option, or
// their only one) and runs in that game's place. The server-only ones say where they work. In the
// bot's DM such an answer keeps its buttons and menus, and a click there (on it, or on a DM card)
// goes to the service's dmComponent: the game acted on in its own place, answered in the DM
// (dmCards.ts, updates.ts). Elsewhere it carries none. In a conversation others share (context
// PRIVATE_CHANNEL) the actor is marked `company`, so no hand is named.
//
// In a thread a moderator locked, Discord refuses every answer (50083): what was decided stands,
// the player is told by DM instead (what the private answer said, or that it was done, and where
// the game goes on), and the thread's game moves to its channel (announcer `closed`).
import {
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
  type AutocompleteInteraction,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { commandsByName as defaultCommands, type Command, type CommandOptions } from '../commands';
import {
  clip,
  ID_KINDS,
  isStoreUnreachable,
  type Reply,
  localeOf,
  type Actor,
  type Announcement,
  type Answer,
  type AutocompleteOption,
  type Edit,
  type Retire,
  type Service,
  type Where,
} from '../services';
import { pictures } from './attachments';
import { restMessage, toPayload } from './payload';
import { updateOf } from './updates';
import { retireButtons } from './retire';
import { said, type MessageKey } from './messages';
import { customIdsOf, type Announcer } from './announcer';
import { commandJson, type CommandJson } from './register';
import { fitOf, type Fit } from './staleCommand';
import { refusedAsArchived } from './threads';
import { log, type Log } from '../log';
import { interactionArrived, interactionDone, type InteractionType, type Outcome } from '../ops/metrics';

type Answerable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export interface RouterDeps {
  service: Service;
  commands?: ReadonlyMap<string, Command>;
  logger?: Log;
  /** Carries out owed announcements after each interaction (absent in unit tests of the router). */
  announcer?: Announcer;
  /** A command came in the shape of an older registration: register the commands again if stale. */
  commandsStale?: () => void;
}

/** The one log line of an interaction in a shape Rerun does not know. */
export const ODD_SHAPE = 'an interaction Discord sent in a shape Rerun does not know';
/** The one log line of an interaction in a locked thread, told by DM instead. */
export const LOCKED_OUT = 'an answer refused in a locked thread: told by DM, and the game moves to its channel';
/** The one log line of a command that does not fit its definition (a stale registration). */
export const STALE_COMMAND = 'a command in the shape of an older registration: registering the commands again if stale';

export const AUTOCOMPLETE_MAX = 25;
/** How long an interaction waits for its place's queue before it is deferred (Discord drops it unanswered after 3 s). */
export const DEFER_AFTER_MS = 1000;
const CHOICE_TEXT_MAX = 100;

/** What a failure is answered with: the database unreachable said plainly, anything else the generic text. */
export const failureKey = (error: unknown): MessageKey =>
  isStoreUnreachable(error) ? 'discord.database-unreachable' : 'discord.failed';

/** The answers that say the interaction failed (the metrics count them as failed, not refused). */
const FAILURES: ReadonlySet<MessageKey> = new Set(['discord.failed', 'discord.database-unreachable']);

export function createInteractionHandler(deps: RouterDeps): (interaction: Interaction) => Promise<void> {
  const { service } = deps;
  const commands = deps.commands ?? defaultCommands;
  const logger = deps.logger ?? log;
  const definitions = new Map<string, CommandJson>(commandJson([...commands.values()]).map((c) => [c.name, c]));
  /** What the metrics say became of each interaction in hand, besides how it was acknowledged. */
  const verdicts = new WeakMap<Interaction, { refused: boolean; failed: boolean }>();

  /** Logs where a failure happened; the log keeps an error's message only when it comes from Discord or SQLite. */
  const logFailure = (label: string, error: unknown) => logger.error({ err: error, during: label }, `${label} failed`);

  async function autocomplete(interaction: AutocompleteInteraction): Promise<void> {
    let suggestions: AutocompleteOption[] = [];
    const where = whereOf(interaction);
    const command = commands.get(interaction.commandName);
    if (where && command?.autocomplete) {
      try {
        suggestions = await command.autocomplete({
          service,
          where,
          actor: actorOf(interaction),
          options: optionsOf(interaction),
          focused: interaction.options.getFocused(true),
          placeName: (id) => {
            const channel = interaction.client.channels.cache.get(id);
            return channel && 'name' in channel && typeof channel.name === 'string' ? channel.name : null;
          },
        });
      } catch (error) {
        logFailure(`autocomplete /${interaction.commandName}`, error);
      }
    }
    try {
      await interaction.respond(cleanSuggestions(suggestions));
    } catch (error) {
      // Usually the user typed on and Discord dropped this request: nothing to tell anyone.
      logFailure(`autocomplete /${interaction.commandName} respond`, error);
    }
  }

  /** Asks the service; a thrown error (a bug) becomes the friendly failure text. */
  async function compute(interaction: Answerable, where: Where): Promise<Answer> {
    const actor = actorOf(interaction);
    if (interaction.isChatInputCommand()) {
      // Known: the router checked it against its definition (a stale one never gets here).
      const command = commands.get(interaction.commandName)!;
      return await command.execute({ service, where, actor, options: optionsOf(interaction) });
    }
    const values = interaction.isStringSelectMenu() ? interaction.values : undefined;
    const onPrivate = ((interaction.message?.flags?.bitfield ?? 0) & MessageFlags.Ephemeral) !== 0;
    // In the bot's DM: the game acted on in its own place, answered in the DM (dmCards.ts).
    if (inBotDm(interaction)) {
      const clicked = { channelId: where.channelId, messageId: interaction.message.id, onPrivate };
      return await service.dmComponent(actor, clicked, interaction.customId, values);
    }
    return await service.component(where, actor, interaction.customId, values, onPrivate, carrier(interaction, onPrivate));
  }

  /** The clicked public message, when Discord's copy of it carries the clicked button. */
  function carrier(interaction: ButtonInteraction | StringSelectMenuInteraction, onPrivate: boolean): string | undefined {
    const m = interaction.message;
    if (onPrivate || !m) return undefined;
    const ids = customIdsOf(m.components.map((c) => c.toJSON()));
    return ids.includes(interaction.customId) ? m.id : undefined;
  }

  /**
   * Sends the answer (see the header for a deferred one), then retires older messages and edits
   * others; records a posted turn or lobby message. Returns what that record calls for (DMs, a next
   * turn message), which the caller carries out once out of the place's queue.
   */
  async function deliver(interaction: Answerable, where: Where, answer: Answer, label: string): Promise<Announcement[]> {
    const payload = toPayload(answer.reply);
    let messageId: string | null = null;
    let channelId = where.channelId;
    if (answer.update && (interaction.isButton() || interaction.isStringSelectMenu())) {
      // The same turn (or the lobby) goes on in the clicked message (updates.ts).
      const { body, shows } = updateOf(interaction, answer.reply, inBotDm(interaction));
      // Deferred with deferUpdate: the clicked message is edited all the same.
      if (interaction.deferred) await interaction.editReply(body);
      else await interaction.update(body);
      if (shows) pictures.shown(interaction.message.id, answer.reply.image);
      messageId = interaction.message.id;
    } else if (answer.posts || answer.dmCard) {
      const message = await postAnswer(interaction, payload, answer.reply.ephemeral, label);
      if (message) {
        messageId = message.id;
        pictures.shown(message.id, answer.reply.image);
        channelId = message.channelId ?? where.channelId;
      }
    } else if (interaction.deferred) {
      await answerDeferred(interaction, payload, answer.reply.ephemeral);
    } else {
      await interaction.reply(payload);
    }
    // The previous turn message loses its buttons before the new one is recorded: until then the
    // game stays owed, so a kill in between leaves the restart to find the new one and retire it.
    await Promise.all([
      ...[...answer.retire, ...endedByClick(interaction, answer, channelId, messageId)].map((old) => retire(interaction, old)),
      ...(answer.edits ?? []).map((e) => edit(interaction, e)),
    ]);
    if ((answer.posts || answer.dmCard) && messageId) {
      try {
        // A new DM card (dmCards.ts): kept, to lose its buttons once its turn is over.
        if (answer.dmCard) return await service.dmCardsPosted(interaction.user.id, channelId, messageId, [answer.dmCard]);
        return await service.messagePosted(answer.posts!, channelId, messageId, interaction.guildId);
      } catch (error) {
        logFailure(`${label} recording the posted message`, error);
      }
    }
    return [];
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

  type Payload = ReturnType<typeof toPayload>;

  /** A posted answer (a turn message, the lobby): the message Discord made of it (null: sent, but not known). */
  async function postAnswer(
    interaction: Answerable,
    payload: Payload,
    ephemeral: boolean,
    label: string,
  ): Promise<{ id: string; channelId?: string } | null> {
    if (interaction.deferred) return answerDeferred(interaction, payload, ephemeral);
    const response = await interaction.reply({ ...payload, withResponse: true });
    try {
      return response.resource?.message ?? (await interaction.fetchReply());
    } catch (error) {
      // The move stands; the pump posts the turn message again if it is not recorded.
      logFailure(`${label} reading the posted message`, error);
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

  async function edit(interaction: Interaction, e: Edit): Promise<void> {
    try {
      await interaction.client.rest.patch(Routes.channelMessage(e.channelId, e.messageId), restMessage(e.reply, true));
    } catch (error) {
      logFailure('editing an earlier message', error);
    }
  }

  async function retire(interaction: Interaction, old: Retire): Promise<void> {
    try {
      await retireButtons(interaction.client.rest, old);
    } catch (error) {
      // Its thread archived or locked: owed until it is open again. Deleted message or lost
      // access: an old turn message keeping its buttons is harmless, since the service refuses
      // stale buttons anyway.
      if (refusedAsArchived(error)) await service.oweRetirement(old).catch((e: unknown) => logFailure('owing a retirement', e));
    }
  }

  /** Answers privately; true if the answer went out. `label`: log a failure to answer under it. */
  async function sayPrivately(interaction: Answerable | Interaction, key: MessageKey, label?: string): Promise<boolean> {
    const verdict = verdicts.get(interaction);
    if (verdict) verdict[FAILURES.has(key) ? 'failed' : 'refused'] = true;
    if (!interaction.isRepliable()) return false;
    const payload = { content: said(key, localeOf(interaction.locale)), flags: MessageFlags.Ephemeral } as const;
    try {
      if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
      else await interaction.reply(payload);
      return true;
    } catch (error) {
      if (refusedAsArchived(error)) lastRefusal.set(interaction, error);
      else if (label) logFailure(`${label} error reply`, error);
      return false;
    }
  }

  /** Interactions whose private answer their locked thread refused (50083), with that refusal. */
  const lastRefusal = new WeakMap<Interaction, unknown>();

  /** An interaction Rerun cannot take: answered privately if it can be, then one log line. */
  async function oddShape(interaction: Interaction, detail: Record<string, unknown>): Promise<void> {
    const answered = await sayPrivately(interaction, 'discord.unreadable');
    logger.warn({ type: interaction.type, ...detail, answered }, ODD_SHAPE);
  }

  /** A command that does not fit its definition: said privately, logged once, registration checked. */
  async function misfit(interaction: ChatInputCommandInteraction, fit: Exclude<Fit, { ok: true }>): Promise<void> {
    if (fit.why === 'malformed') return oddShape(interaction, { detail: fit.detail });
    const answered = await sayPrivately(interaction, 'discord.commands-updating');
    logger.warn({ detail: fit.detail, answered }, STALE_COMMAND);
    deps.commandsStale?.();
  }

  async function route(interaction: Interaction): Promise<void> {
    // Without its id and token nothing can answer it: only the log can tell.
    const missing = (['id', 'token'] as const).filter((k) => typeof interaction[k] !== 'string' || interaction[k] === '');
    if (missing.length) return void logger.warn({ type: interaction.type, missing, answered: false }, ODD_SHAPE);
    if (interaction.isAutocomplete()) return autocomplete(interaction);
    if (!(interaction.isChatInputCommand() || interaction.isButton() || interaction.isStringSelectMenu()))
      return oddShape(interaction, 'componentType' in interaction ? { componentType: interaction.componentType } : {});
    if (!interaction.isChatInputCommand() && (typeof interaction.customId !== 'string' || interaction.customId === ''))
      return oddShape(interaction, { componentType: interaction.componentType, missing: ['custom_id'] });
    if (interaction.isChatInputCommand()) {
      const fit = fitOf(definitions.get(interaction.commandName), interaction.options.data);
      if (!fit.ok) return misfit(interaction, fit);
    }

    const label = labelOf(interaction);
    const here = whereOf(interaction);
    if (!here) return void (await sayPrivately(interaction, 'discord.not-in-channel', label));
    const outside = outsideOf(interaction);
    let where: Where = here;
    if (outside && interaction.isChatInputCommand()) {
      const contexts = definitions.get(interaction.commandName)?.contexts ?? [];
      if (!contexts.some((c) => c !== InteractionContextType.Guild))
        return void (await sayPrivately(
          interaction,
          outside === 'server' ? 'discord.not-in-server' : 'discord.not-in-channel',
          label,
        ));
      // Nothing of a server is known here: no server's games, no server's language.
      where = { guildId: null, channelId: here.channelId };
    }
    if (interaction.isChatInputCommand() && commands.get(interaction.commandName)?.picksGame) {
      const game = interaction.options.getString('game');
      if (outside || game !== null) {
        let picked: Awaited<ReturnType<Service['pickGame']>>;
        try {
          picked = await service.pickGame(actorOf(interaction), game);
        } catch (error) {
          logFailure(label, error);
          return void (await sayPrivately(interaction, failureKey(error)));
        }
        if ('answer' in picked) {
          const verdict = verdicts.get(interaction);
          if (verdict) verdict.refused = true;
          try {
            await interaction.reply(toPayload(privately(picked.answer).reply));
          } catch (error) {
            logFailure(label, error);
          }
          return;
        }
        where = picked.where;
      }
    }

    // A slow answer (a replay GIF, a catch-up clip): deferred inside the place's queue, made outside it, so that
    // the place's other work goes on while it is made.
    let later: Answer['later'];
    // Refused because the thread is locked: the reply it was to be (null: none made), and Discord's refusal.
    let locked = null as { reply: Reply | null; reason: unknown } | null;
    const answerIt = async (): Promise<Announcement[]> => {
      let answer: Answer;
      try {
        answer = await compute(interaction, where);
        // A DM click's answer is the DM's own (a card updated, or a new one): never a post in a game's place.
        if (outside && !interaction.isChatInputCommand() && inBotDm(interaction)) answer = { ...answer, posts: undefined };
        else if (outside) answer = privately(answer, inBotDm(interaction));
      } catch (error) {
        logFailure(label, error);
        if (!(await sayPrivately(interaction, failureKey(error))) && lastRefusal.get(interaction))
          locked = { reply: null, reason: lastRefusal.get(interaction) };
        return [];
      }
      if (answer.refused) {
        const verdict = verdicts.get(interaction);
        if (verdict) verdict.refused = true;
      }

      try {
        if (answer.later) {
          if (!interaction.deferred) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
          later = answer.later;
          return [];
        }
        return await deliver(interaction, where, answer, label);
      } catch (error) {
        if (refusedAsArchived(error)) {
          locked = { reply: answer.reply, reason: error };
          return [];
        }
        logFailure(label, error);
        if (!interaction.replied) await sayPrivately(interaction, failureKey(error));
        return [];
      }
    };
    if (!deps.announcer) await answerIt();
    else {
      // A click or menu while another answer is being made here: each answer draws its picture
      // on this one thread, so it is acknowledged at once (deferUpdate shows nothing, decides
      // nothing) and answered in turn. Otherwise only when its place stays busy for a while (an
      // owed post there waits on Discord).
      let deferring: Promise<void> | null = answering > 0 && !interaction.isChatInputCommand() ? deferFirst(interaction) : null;
      const timer = deferring ? undefined : setTimeout(() => (deferring = deferFirst(interaction)), DEFER_AFTER_MS);
      answering++;
      // No pump work of this place between a decision's commit and its reply being recorded: an owed message is posted once.
      const then = await deps.announcer
        .serial(where.channelId, async () => {
          clearTimeout(timer);
          if (deferring) await deferring;
          return answerIt();
        })
        .finally(() => answering--);
      // Out of the queue: the DMs the new turn message calls for, and whatever the answer left
      // owed (a command's turn update, a new thread), each place in its own queue.
      if (locked) await lockedOut(interaction, where, locked.reply, locked.reason, label);
      // Answered there (an answer unarchives a thread): the retirements owed there are done now.
      else if (!outside && (interaction.replied || interaction.deferred)) await deps.announcer.reopened(where.channelId);
      await deps.announcer.perform(then);
      await deps.announcer.kick();
    }
    if (later) await answerLater(interaction, where, later, label);
  }

  /**
   * No answer can be given in the locked thread `where`: the player is told by DM, and the
   * thread's game moves to its channel. Never rejects (a failure is logged).
   */
  async function lockedOut(
    interaction: Answerable,
    where: Where,
    reply: Reply | null,
    reason: unknown,
    label: string,
  ): Promise<void> {
    const verdict = verdicts.get(interaction);
    if (verdict) verdict.failed = true;
    try {
      const told = await service.lockedOut(where, actorOf(interaction), reply, await parentOf(interaction));
      logger.warn({ during: label, thread: where.channelId }, LOCKED_OUT);
      await deps.announcer?.closed(where.channelId, reason);
      await deps.announcer?.perform(told);
    } catch (error) {
      logFailure(`${label} in a locked thread`, error);
    }
  }

  /** The channel of the thread an interaction came from (null: not a thread, or not known). */
  async function parentOf(interaction: Answerable): Promise<string | null> {
    const cached = interaction.channel;
    if (cached) return cached.isThread() ? cached.parentId : null;
    try {
      const ch = (await interaction.client.rest.get(Routes.channel(interaction.channelId!))) as { parent_id?: string | null };
      return ch.parent_id ?? null;
    } catch {
      return null;
    }
  }

  /** Interactions whose answer is being made now (between their arrival and their answer's delivery). */
  let answering = 0;

  /** Clicks acknowledged with deferUpdate: an editReply would edit their message, so a later answer follows up. */
  const keptMessage = new WeakSet<Interaction>();

  /** Acknowledges without deciding what is shown (see the header): a click keeps its message, a command is deferred privately. */
  async function deferFirst(interaction: Answerable): Promise<void> {
    try {
      if (interaction.isChatInputCommand()) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
      else {
        await interaction.deferUpdate();
        keptMessage.add(interaction);
      }
    } catch (error) {
      // Not acknowledged: the answer in turn tries a reply all the same.
      logFailure(`${labelOf(interaction)} deferral`, error);
    }
  }

  /** Finishes a deferred answer: the replay or the catch-up clip, sent privately as a file. */
  async function answerLater(
    interaction: Answerable,
    where: Where,
    later: NonNullable<Answer['later']>,
    label: string,
  ): Promise<void> {
    try {
      const actor = actorOf(interaction);
      const answer =
        'replay' in later
          ? await service.replay(where, actor, later.replay)
          : await service.clip(where, actor, later.clip, later.version);
      const { flags: _private, ...payload } = toPayload(answer.reply);
      if (keptMessage.has(interaction)) await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
      else await interaction.editReply(payload);
    } catch (error) {
      logFailure(`${label} ${'replay' in later ? 'replay' : 'clip'}`, error);
      await sayPrivately(interaction, failureKey(error));
    }
  }

  // Never rejects: the client calls it as `void handle(i)`, where a rejection would go unhandled.
  return async function handleInteraction(interaction: Interaction): Promise<void> {
    const verdict = { refused: false, failed: false };
    verdicts.set(interaction, verdict);
    const [type, kind] = kindOf(interaction, commands);
    interactionArrived(interaction.id, type, kind);
    try {
      await route(interaction);
    } catch (error) {
      // A bug, or a shape none of the checks above foresaw: one log line, and an answer if one can still go.
      logFailure('an interaction', error);
      verdict.failed = true;
      if (interaction.isRepliable() && !interaction.replied) await sayPrivately(interaction, failureKey(error));
    } finally {
      interactionDone(interaction.id, outcomeOf(interaction, verdict));
    }
  };
}

/** What the metrics call an interaction: its type, and its command's name or its custom id's kind (never the id, which holds a choice). */
function kindOf(interaction: Interaction, commands: ReadonlyMap<string, Command>): [InteractionType, string] {
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
function outcomeOf(interaction: Interaction, verdict: { refused: boolean; failed: boolean }): Outcome {
  const acknowledged = interaction.isAutocomplete()
    ? interaction.responded
    : interaction.isRepliable() && (interaction.replied || interaction.deferred);
  if (verdict.failed || !acknowledged) return 'failed';
  if (verdict.refused) return 'refused';
  return interaction.isRepliable() && interaction.deferred ? 'deferred' : 'answered';
}

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

/**
 * An answer given outside a server channel: private; its buttons and menus kept only in the bot's
 * DM (`rows`), where a click is taken (dmCards.ts).
 */
function privately(answer: Answer, rows = false): Answer {
  return {
    ...answer,
    reply: { ...answer.reply, ephemeral: true, card: false, rows: rows ? answer.reply.rows : [] },
    posts: undefined,
  };
}

/** Whether an interaction comes from the bot's own DM with its user (nobody else is in it). */
export const inBotDm = (interaction: Interaction): boolean =>
  !interaction.guildId && interaction.context === InteractionContextType.BotDM;

function whereOf(interaction: Interaction): Where | null {
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

function optionsOf(interaction: ChatInputCommandInteraction | AutocompleteInteraction): CommandOptions {
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

/** Discord takes at most 25 suggestions, names 1..100 characters, values up to 100. */
export function cleanSuggestions(suggestions: AutocompleteOption[]): AutocompleteOption[] {
  return suggestions
    .filter((s) => s.name.length > 0 && s.value.length > 0 && s.value.length <= CHOICE_TEXT_MAX)
    .slice(0, AUTOCOMPLETE_MAX)
    .map((s) => ({ name: clip(s.name, CHOICE_TEXT_MAX), value: s.value }));
}

/** What to call an interaction in logs: the command, or the kind of component (never its values). */
function labelOf(interaction: Answerable): string {
  if (interaction.isChatInputCommand()) {
    const sub = interaction.options.getSubcommand(false);
    return `/${interaction.commandName}${sub ? ` ${sub}` : ''}`;
  }
  return `component ${interaction.customId.split(':')[0]}`;
}
