// Old turn messages whose buttons are still to be taken off: Discord refuses an edit
// in an archived or locked thread (50083), so a retirement refused there is kept here and done
// once the thread is open again: when the bot next writes there (a post or an answer unarchives
// it), or at a later pump, each try waiting longer than the one before. A thread closed for good
// owes the retirement of its game's last turn message in the transaction that moves the game.
import type { Db } from './db';

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
export function oweRetirement(db: Db, channelId: string, messageId: string): void {
  db.prepare(`INSERT INTO retirements (message_id, channel_id) VALUES (?, ?) ON CONFLICT (message_id) DO NOTHING`).run(
    messageId,
    channelId,
  );
}

/**
 * The retirements to try now, oldest first: those due at `now` (ms); with `channelId`, every one
 * owed in that place whatever its wait (the bot just wrote there: it is open).
 */
export function dueRetirements(db: Db, now: number, channelId: string | null = null): RetirementRow[] {
  const rows =
    channelId === null
      ? db.prepare(`SELECT * FROM retirements WHERE retry_after IS NULL OR retry_after <= ? ORDER BY message_id`).all(now)
      : db.prepare(`SELECT * FROM retirements WHERE channel_id = ? ORDER BY message_id`).all(channelId);
  return (rows as RawRetirement[]).map(toRetirement);
}

/** The buttons are off (or the message is gone): nothing is owed for it any more. */
export function retirementDone(db: Db, messageId: string): boolean {
  return db.prepare(`DELETE FROM retirements WHERE message_id = ?`).run(messageId).changes === 1;
}

/** One more refused try; the next waits until `now + wait(tries)` (ms). Returns the tries so far (0: not owed). */
export function retirementRefused(db: Db, messageId: string, now: number, wait: (tries: number) => number): number {
  return db.transaction(() => {
    const r = db.prepare(`UPDATE retirements SET tries = tries + 1 WHERE message_id = ? RETURNING tries AS n`).get(messageId) as
      { n: number } | undefined;
    if (!r) return 0;
    db.prepare(`UPDATE retirements SET retry_after = ? WHERE message_id = ?`).run(now + wait(r.n), messageId);
    return r.n;
  })();
}
