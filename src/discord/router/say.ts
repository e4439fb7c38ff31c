// What the router says itself, privately (a failure, an interaction it cannot take, a command of an
// older registration), and its log lines. The words are the platform catalogue's (messages.ts).
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import { isStoreUnreachable, localeOf } from '../../services';
import { said, type MessageKey } from '../messages';
import type { Fit } from '../staleCommand';
import { refusedAsArchived } from '../threads';
import { logFailure, type InHand } from './state';

/** The one log line of an interaction in a shape Rerun does not know. */
export const ODD_SHAPE = 'an interaction Discord sent in a shape Rerun does not know';
/** The one log line of an interaction in a locked thread, told by DM instead. */
export const LOCKED_OUT = 'an answer refused in a locked thread: told by DM, and the game moves to its channel';
/** The one log line of a command that does not fit its definition (a stale registration). */
export const STALE_COMMAND = 'a command in the shape of an older registration: registering the commands again if stale';

/** What a failure is answered with: the database unreachable said plainly, anything else the generic text. */
export const failureKey = (error: unknown): MessageKey =>
  isStoreUnreachable(error) ? 'discord.database-unreachable' : 'discord.failed';

/** The answers that say the interaction failed (the metrics count them as failed, not refused). */
const FAILURES: ReadonlySet<MessageKey> = new Set(['discord.failed', 'discord.database-unreachable']);

/**
 * Answers privately; true if the answer went out. A refusal of its locked thread is kept on `h`
 * (its player is then told by DM). `label`: log any other failure to answer under it.
 */
export async function sayPrivately(h: InHand, key: MessageKey, label?: string): Promise<boolean> {
  const { interaction } = h;
  h.verdict[FAILURES.has(key) ? 'failed' : 'refused'] = true;
  if (!interaction.isRepliable()) return false;
  const payload = { content: said(key, localeOf(interaction.locale)), flags: MessageFlags.Ephemeral } as const;
  try {
    if (interaction.replied || interaction.deferred) await interaction.followUp(payload);
    else await interaction.reply(payload);
    return true;
  } catch (error) {
    if (refusedAsArchived(error)) h.refusal = error;
    else if (label) logFailure(h.router, `${label} error reply`, error);
    return false;
  }
}

/** An interaction Rerun cannot take: answered privately if it can be, then one log line. */
export async function oddShape(h: InHand, detail: Record<string, unknown>): Promise<void> {
  const { logger } = h.router;
  const answered = await sayPrivately(h, 'discord.unreadable');
  logger.warn({ type: h.interaction.type, ...detail, answered }, ODD_SHAPE);
}

/** A command that does not fit its definition: said privately, logged once, registration checked. */
export async function misfit(h: InHand<ChatInputCommandInteraction>, fit: Exclude<Fit, { ok: true }>): Promise<void> {
  const { logger } = h.router;
  if (fit.why === 'malformed') return oddShape(h, { detail: fit.detail });
  const answered = await sayPrivately(h, 'discord.commands-updating');
  logger.warn({ detail: fit.detail, answered }, STALE_COMMAND);
  h.router.commandsStale?.();
}
