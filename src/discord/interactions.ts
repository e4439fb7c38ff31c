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
//
// The parts, each a module of functions over the router's explicit state (router/state.ts: the
// Router for its whole life, an InHand for each interaction being answered):
//   router/routes.ts        the table: each type of interaction to its handler
//   router/autocomplete.ts  suggestions
//   router/place.ts         where an answer runs (outside a server, the game picked)
//   router/answer.ts        the answer flow: the place's queue, the deferrals, a locked thread, a slow answer
//   router/compute.ts       asking the service
//   router/deliver.ts       sending the answer, retiring and editing older messages, recording a post
//   router/say.ts           what the router says itself, and its log lines
//   router/read.ts          what an interaction says (where, who, options, its name in logs and metrics)
import type { Interaction } from 'discord.js';
import { commandsByName as defaultCommands, type Command } from '../commands';
import type { Service } from '../services';
import { log, type Log } from '../log';
import { interactionArrived, interactionDone, type InteractionType } from '../ops/metrics';
import type { Announcer } from './announcer';
import { commandJson } from './register';
import { kindOf, outcomeOf } from './router/read';
import { ROUTES } from './router/routes';
import { failureKey, ODD_SHAPE, sayPrivately } from './router/say';
import { logFailure, type InHand, type Router } from './router/state';

export { DEFER_AFTER_MS } from './router/answer';
export { AUTOCOMPLETE_MAX, cleanSuggestions } from './router/autocomplete';
export { actorOf, inBotDm, outsideOf } from './router/read';
export { failureKey, LOCKED_OUT, ODD_SHAPE, STALE_COMMAND } from './router/say';

export interface RouterDeps {
  service: Service;
  commands?: ReadonlyMap<string, Command>;
  logger?: Log;
  /** Carries out owed announcements after each interaction (absent in unit tests of the router). */
  announcer?: Announcer;
  /** A command came in the shape of an older registration: register the commands again if stale. */
  commandsStale?: () => void;
}

export function createInteractionHandler(deps: RouterDeps): (interaction: Interaction) => Promise<void> {
  const commands = deps.commands ?? defaultCommands;
  const router: Router = {
    service: deps.service,
    commands,
    definitions: new Map(commandJson([...commands.values()]).map((c) => [c.name, c])),
    logger: deps.logger ?? log,
    announcer: deps.announcer,
    commandsStale: deps.commandsStale,
    answering: 0,
  };
  return (interaction) => handle(router, interaction);
}

/** Never rejects: the client calls it as `void handle(i)`, where a rejection would go unhandled. */
async function handle(router: Router, interaction: Interaction): Promise<void> {
  const h: InHand = { router, interaction, verdict: { refused: false, failed: false }, keptMessage: false };
  const [type, kind] = kindOf(interaction, router.commands);
  interactionArrived(interaction.id, type, kind);
  try {
    await route(h, type);
  } catch (error) {
    // A bug, or a shape none of the checks foresaw: one log line, and an answer if one can still go.
    logFailure(router, 'an interaction', error);
    h.verdict.failed = true;
    if (interaction.isRepliable() && !interaction.replied) await sayPrivately(h, failureKey(error));
  } finally {
    interactionDone(interaction.id, outcomeOf(interaction, h.verdict));
  }
}

async function route(h: InHand, type: InteractionType): Promise<void> {
  const { interaction } = h;
  const { logger } = h.router;
  // Without its id and token nothing can answer it: only the log can tell.
  const missing = (['id', 'token'] as const).filter((k) => typeof interaction[k] !== 'string' || interaction[k] === '');
  if (missing.length) return void logger.warn({ type: interaction.type, missing, answered: false }, ODD_SHAPE);
  return ROUTES[type](h);
}
