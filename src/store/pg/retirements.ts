// Old turn messages whose buttons are still to be taken off, over PostgreSQL: store/retirements.ts statement by statement.
import { type RawRetirement, type RetirementRow, toRetirement } from '../retirements';
import { changed, type Conn } from './conn';

export async function oweRetirement(c: Conn, channelId: string, messageId: string): Promise<void> {
  await c.query(`INSERT INTO retirements (message_id, channel_id) VALUES ($1, $2) ON CONFLICT (message_id) DO NOTHING`, [
    messageId,
    channelId,
  ]);
}

export async function dueRetirements(c: Conn, now: number, channelId: string | null = null): Promise<RetirementRow[]> {
  const r =
    channelId === null
      ? await c.query<RawRetirement>(
          `SELECT * FROM retirements WHERE retry_after IS NULL OR retry_after <= $1 ORDER BY message_id`,
          [now],
        )
      : await c.query<RawRetirement>(`SELECT * FROM retirements WHERE channel_id = $1 ORDER BY message_id`, [channelId]);
  return r.rows.map(toRetirement);
}

export async function retirementDone(c: Conn, messageId: string): Promise<boolean> {
  return changed(await c.query(`DELETE FROM retirements WHERE message_id = $1`, [messageId])) === 1;
}

export async function retirementRefused(
  c: Conn,
  messageId: string,
  now: number,
  wait: (tries: number) => number,
): Promise<number> {
  return c.transaction(async () => {
    // The counting update locks the row until the wait is written with it.
    const r = await c.query<{ n: number }>(
      `UPDATE retirements SET tries = tries + 1 WHERE message_id = $1 RETURNING tries AS n`,
      [messageId],
    );
    if (r.rows.length === 0) return 0;
    const n = r.rows[0].n;
    await c.query(`UPDATE retirements SET retry_after = $1 WHERE message_id = $2`, [now + wait(n), messageId]);
    return n;
  });
}
