// What the server says of the settings that make a commit durable (../durability.ts), read as
// this connection sees them: a database's or a role's own value wins over the server's file.
import type pg from 'pg';
import type { Durability, DurabilitySetting } from '../durability';

export async function readDurability(q: Pick<pg.Pool, 'query'>): Promise<Durability> {
  const who = await q.query<{ database: string; role: string }>('SELECT current_database() AS database, current_user AS role');
  const settings = await q.query<DurabilitySetting>(
    `SELECT name, setting AS value, source FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit') ORDER BY name`,
  );
  return { ...who.rows[0], settings: settings.rows };
}
