// Older messages losing their buttons. A retirement Discord refuses because its thread is archived
// or locked is owed (service.oweRetirement) and tried again when the bot next writes there, or
// when due at a later pump, each refused try waiting longer.
import { RESTJSONErrorCodes, Routes } from 'discord.js';
import type { Announcement, Retire } from '../../services';
import { pictures } from '../attachments';
import { codeOf, statusOf } from '../errors';
import { retireButtons } from '../retire';
import { refusedAsArchived } from '../threads';
import type { AnnouncerState } from './state';

/** `old` loses its buttons; refused because its thread is archived or locked, it is owed. Never rejects on Discord's refusal. */
export async function retire(s: AnnouncerState, old: Retire): Promise<void> {
  const { logger } = s;
  try {
    await retireButtons(s.rest, old);
  } catch (e) {
    // Its thread archived or locked: owed until it is open again. Deleted message or lost access:
    // an old message keeping its buttons is harmless, stale buttons are refused.
    if (refusedAsArchived(e))
      await s.service
        .oweRetirement(old)
        .catch((error: unknown) => logger.error({ err: error, message: old.messageId }, `owing a retirement failed`));
  }
}

/** An owed retirement tried again: done, gone (nothing left to retire), or refused again (tried later, each wait longer). */
async function retireOwed(s: AnnouncerState, old: Retire): Promise<void> {
  const { logger } = s;
  let done = true;
  try {
    await retireButtons(s.rest, old);
  } catch (e) {
    const gone =
      statusOf(e) === 403 || codeOf(e) === RESTJSONErrorCodes.UnknownMessage || codeOf(e) === RESTJSONErrorCodes.UnknownChannel;
    done = gone;
  }
  try {
    await s.service.retirementTried(old, done);
  } catch (error) {
    logger.error({ err: error, message: old.messageId }, `recording a retirement failed`);
  }
}

/** The owed retirements of `place` (null: those due anywhere), each tried once. Never rejects. */
export async function retireOwedIn(s: AnnouncerState, place: string | null): Promise<void> {
  const { logger } = s;
  let list: Retire[];
  try {
    list = await s.service.retirements(place);
  } catch (error) {
    logger.error({ err: error }, `listing owed retirements failed`);
    return;
  }
  for (const old of list) await retireOwed(s, old);
}

/** A superseded turn message: a double post is deleted (else, or if that is refused, it loses its buttons). */
export async function withdraw(s: AnnouncerState, a: Extract<Announcement, { kind: 'withdraw' }>): Promise<void> {
  if (a.remove) {
    try {
      await s.rest.delete(Routes.channelMessage(a.channelId, a.messageId));
      pictures.shown(a.messageId, undefined);
      return;
    } catch (e) {
      if (codeOf(e) === RESTJSONErrorCodes.UnknownMessage) return;
    }
  }
  await retire(s, a);
}
