// The router's state, made explicit: `Router`, what it keeps for its whole life (the service, the
// commands and their registered definitions, the announcer, how many answers are being made now),
// and `InHand`, what it keeps of one interaction while it is answered (what the metrics will say
// became of it, and how it was acknowledged). Every part of the router takes an InHand, whose
// `router` is the one Router.
import type { ButtonInteraction, ChatInputCommandInteraction, Interaction, StringSelectMenuInteraction } from 'discord.js';
import type { Command } from '../../commands';
import type { Service } from '../../services';
import type { Log } from '../../log';
import type { Announcer } from '../announcer';
import type { CommandJson } from '../register';

/** The interactions Rerun answers with a message: commands, buttons and select menus. */
export type Answerable = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export interface Router {
  readonly service: Service;
  readonly commands: ReadonlyMap<string, Command>;
  /** Each command as registered: what an arriving command is checked against, and where it may be used. */
  readonly definitions: ReadonlyMap<string, CommandJson>;
  readonly logger: Log;
  /** Carries out owed announcements after each interaction (absent in unit tests of the router). */
  readonly announcer?: Announcer;
  /** A command came in the shape of an older registration: register the commands again if stale. */
  readonly commandsStale?: () => void;
  /** Interactions whose answer is being made now (between their arrival and their answer's delivery). */
  answering: number;
}

export interface InHand<I extends Interaction = Interaction> {
  readonly router: Router;
  readonly interaction: I;
  /** What the metrics say became of it, besides how it was acknowledged. */
  readonly verdict: { refused: boolean; failed: boolean };
  /** Acknowledged with deferUpdate: an editReply would edit its message, so a later answer follows up. */
  keptMessage: boolean;
  /** Discord's refusal (50083) of a private answer in its locked thread, when one was refused. */
  refusal?: unknown;
}

/** Logs where a failure happened; the log keeps an error's message only when it comes from Discord or SQLite. */
export const logFailure = (router: Router, label: string, error: unknown): void =>
  router.logger.error({ err: error, during: label }, `${label} failed`);
