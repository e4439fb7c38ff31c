// Old turn messages whose buttons are still to be taken off: Discord refuses an edit
// in an archived or locked thread (50083), so a retirement refused there is kept here and done
// once the thread is open again: when the bot next writes there (a post or an answer unarchives
// it), or at a later pump, each try waiting longer than the one before. A thread closed for good
// owes the retirement of its game's last turn message in the transaction that moves the game.
import { all, get, query, run, transaction } from './query';

export interface RetirementRow {
  channelId: string;
  messageId: string;
  /** Refused tries so far. */
  tries: number;
}

export interface RawRetirement {
  channel_id: string;
  message_id: string;
  tries: number;
}

export const toRetirement = (r: RawRetirement): RetirementRow => ({
  channelId: r.channel_id,
  messageId: r.message_id,
  tries: r.tries,
});

/** Message `messageId` in `channelId` owes the removal of its buttons (once: owing it again changes nothing). */
export const oweRetirement = query(function* (channelId: string, messageId: string) {
  yield* run(
    `INSERT INTO retirements (message_id, channel_id) VALUES (?, ?) ON CONFLICT (message_id) DO NOTHING`,
    messageId,
    channelId,
  );
});

/**
 * The retirements to try now, oldest first: those due at `now` (ms); with `channelId`, every one
 * owed in that place whatever its wait (the bot just wrote there: it is open).
 */
export const dueRetirements = query(function* (now: number, channelId: string | null = null) {
  const rows =
    channelId === null
      ? yield* all<RawRetirement>(
          `SELECT * FROM retirements WHERE retry_after IS NULL OR retry_after <= ? ORDER BY message_id`,
          now,
        )
      : yield* all<RawRetirement>(`SELECT * FROM retirements WHERE channel_id = ? ORDER BY message_id`, channelId);
  return rows.map(toRetirement);
});

/** The buttons are off (or the message is gone): nothing is owed for it any more. */
export const retirementDone = query(function* (messageId: string) {
  return (yield* run(`DELETE FROM retirements WHERE message_id = ?`, messageId)).changes === 1;
});

/**
 * One more refused try; the next waits until `now + wait(tries)` (ms). Returns the tries so far
 * (0: not owed). The counting update locks the row until the wait is written with it.
 */
export const retirementRefused = query((messageId: string, now: number, wait: (tries: number) => number) =>
  transaction(function* () {
    const r = yield* get<{ n: number }>(
      `UPDATE retirements SET tries = tries + 1 WHERE message_id = ? RETURNING tries AS n`,
      messageId,
    );
    if (!r) return 0;
    yield* run(`UPDATE retirements SET retry_after = ? WHERE message_id = ?`, now + wait(r.n), messageId);
    return r.n;
  }),
);
