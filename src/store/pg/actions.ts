// The action log and its archive over PostgreSQL: store/actions.ts and archive.ts statement by
// statement (the rows read back through their mappers, the archive unpacked by the same code).
import type { GameEvent } from '../../engine/types';
import { decisionOf, type RawAction, type RawDecision, toldOf } from '../actions';
import { type Archive, unpack } from '../archive';
import type { ActionRow, ToldAction } from '../types';
import type { Conn } from './conn';

export async function loggedActions(c: Conn, gameId: number): Promise<ActionRow[]> {
  const r = await c.query<RawDecision>(
    `SELECT game_id, seq, seat, user_id, decision, at FROM actions WHERE game_id = $1 ORDER BY seq`,
    [gameId],
  );
  return r.rows.map(decisionOf);
}

export async function archiveOf(c: Conn, gameId: number): Promise<Archive | null> {
  const r = await c.query<{ format: number; log: Buffer }>(`SELECT format, log FROM archives WHERE game_id = $1`, [gameId]);
  return r.rows.length > 0 ? unpack(gameId, r.rows[0].format, r.rows[0].log) : null;
}

async function archivedCount(c: Conn, gameId: number): Promise<number | null> {
  const r = await c.query<{ actions: number }>(`SELECT actions FROM archives WHERE game_id = $1`, [gameId]);
  return r.rows[0]?.actions ?? null;
}

export async function actionsOf(c: Conn, gameId: number): Promise<ActionRow[]> {
  const logged = await loggedActions(c, gameId);
  return logged.length > 0 ? logged : ((await archiveOf(c, gameId))?.actions ?? []);
}

export async function hasResigned(c: Conn, gameId: number, seat: number): Promise<boolean> {
  return (await actionsOf(c, gameId)).some((a) => a.seat === seat && a.decision.kind === 'resign');
}

export async function toldSince(c: Conn, gameId: number, from: number): Promise<ToldAction[] | null> {
  const r = await c.query<RawAction>(`SELECT * FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq`, [gameId, from]);
  // The log table first: actions leave it only into the archive, in one transaction.
  if (r.rows.length > 0) return r.rows.map(toldOf);
  return (await archivedCount(c, gameId)) === null ? [] : null;
}

export async function actionCount(c: Conn, gameId: number): Promise<number> {
  const r = await c.query<{ n: number }>(`SELECT COUNT(*) AS n FROM actions WHERE game_id = $1`, [gameId]);
  const logged = r.rows[0].n;
  return logged > 0 ? logged : ((await archivedCount(c, gameId)) ?? 0);
}

export async function toldInSentences(c: Conn, gameId: number): Promise<boolean> {
  const r = await c.query<{ events: string }>(
    `SELECT events FROM actions WHERE game_id = $1 AND events != '[]' ORDER BY seq LIMIT 1`,
    [gameId],
  );
  if (r.rows.length === 0) return false;
  const events = JSON.parse(r.rows[0].events) as Array<{ text?: unknown }>;
  return events.some((e) => typeof e.text === 'string');
}

export function retellActions(c: Conn, gameId: number, told: ReadonlyArray<{ seq: number; events: GameEvent[] }>): Promise<void> {
  return c.transaction(async () => {
    for (const t of told)
      await c.query(`UPDATE actions SET events = $1 WHERE game_id = $2 AND seq = $3`, [JSON.stringify(t.events), gameId, t.seq]);
  });
}
