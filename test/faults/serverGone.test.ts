// PostgreSQL's own faults, the twin of what a SQLite file cannot do: the server ends
// the bot's connections (a restart, a failover, an administrator), idle ones or one in the middle
// of a decision. The bot does not crash, a cut decision changes nothing (the Discord layer answers
// it privately: the database is unreachable, the move was not made), and the game plays on. The
// shared cluster stays up: only this file's database's sessions are ended (pg_terminate_backend).
// And the server stopped outright (a cluster of this file's own, stopped and started again),
// each player told in their language that the database is unreachable, and the same click after.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { said } from '../../src/discord/messages';
import { isStoreUnreachable } from '../../src/services';
import { startCluster, type PgCluster } from '../support/pgCluster';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { useBotHarness, whoseTurn } from '../support/botHarness';
import { firstDecision } from '../support/playOne';
import { alice, bob, here, makeService, row, snapshot, started, tempDb, toMove } from '../support/service';
import { serviceStore, servicesOnPostgres } from '../support/stores';

/** A connection of the test's own to the database of `path`. */
async function admin(path: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: (await serviceStore(path)).databaseUrl });
  await c.connect();
  return c;
}

/** Ends every other session on the database (the service's pool), as a server restart would: how many. */
async function endSessions(c: pg.Client, where = 'true'): Promise<number> {
  const r = await c.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${where}`,
  );
  return r.rowCount ?? 0;
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Amy opens an A-Team game, Bo joins, Amy starts it: its thread and first turn message, once posted. */
async function openGame(
  fake: FakeDiscord,
  h: ReturnType<typeof useBotHarness>,
  amy: FakeUser,
  bo: FakeUser,
): Promise<{ thread: string; turn: StoredMessage }> {
  const lobby = (await fake.slash(amy, 'game', { game: 'ateam' }, 'new', fake.channelId)).message!;
  await fake.click(bo, lobby, FakeDiscord.buttons(lobby).find((b) => b.label === 'Join')!.customId);
  const ready = fake.message(lobby.id)!;
  await fake.click(amy, ready, FakeDiscord.buttons(ready).find((b) => b.label === 'Start')!.customId);
  await h.bot.pump();
  const thread = fake.threads(fake.channelId).at(-1)!.id;
  return { thread, turn: fake.publicMessages(thread).at(-1)! };
}

describe.runIf(servicesOnPostgres())('PostgreSQL ending the bot’s connections', () => {
  it('idle ones: nothing crashes, and the next decision plays on a new connection', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 3, 2]);
    expect((await svc.roll(here, await toMove(svc, [alice, bob]))).reply.ephemeral).toBe(false);
    const c = await admin(p);
    try {
      expect(await endSessions(c)).toBeGreaterThan(0);
      await settle(200); // the pool hears of it (an 'error' on each idle connection)
      const before = row(p).version;
      const a = await svc.roll(here, await toMove(svc, [alice, bob]));
      expect(a.reply.ephemeral).toBe(false);
      expect(row(p).version).toBe(before + 1);
    } finally {
      await c.end();
      await svc.close();
    }
  });

  it('the one in the middle of a decision: it fails, changes nothing, and the same decision plays on after', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 3, 2]);
    const before = snapshot(p);
    const who = await toMove(svc, [alice, bob]);
    const c = await admin(p);
    try {
      // The game's row held by another session: the decision's guarded update waits on it, mid-transaction.
      await c.query('BEGIN');
      await c.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [row(p).id]);
      const roll = svc.roll(here, who);
      const failed = roll.then(
        () => null,
        (e: unknown) => e,
      );
      let ended = 0;
      for (let i = 0; i < 100 && ended === 0; i++) {
        await settle(50);
        ended = await endSessions(c, `wait_event_type = 'Lock'`);
      }
      expect(ended).toBe(1);
      // The server ended the session (57P01): said as the database unreachable, the move not made.
      const error = await failed;
      expect(isStoreUnreachable(error)).toBe(true);
      expect((error as { code: string }).code).toBe('57P01');
      await c.query('ROLLBACK');
      expect(snapshot(p)).toEqual(before);
      // The same player's same decision, now the server answers.
      const again = await svc.roll(here, who);
      expect(again.reply.ephemeral).toBe(false);
      expect(snapshot(p).version).toBe(before.version + 1);
      expect(snapshot(p).actions).toBe(before.actions + 1);
    } finally {
      await c.end();
      await svc.close();
    }
  });
});

describe.runIf(servicesOnPostgres())('a click whose decision the server cuts, against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const h = useBotHarness(fake, { name: 'server-gone', seed: 7 });

  it('is answered privately that the database is unreachable, changes nothing, and the same click plays on after', async () => {
    const { thread, turn } = await openGame(fake, h, amy, bo);
    const who = whoseTurn(turn, [amy, bo])!;
    const before = snapshot(h.dbPath, thread);
    const c = await admin(h.dbPath);
    try {
      await c.query('BEGIN');
      await c.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [row(h.dbPath, thread).id]);
      const click = firstDecision(fake, who, turn);
      let ended = 0;
      for (let i = 0; i < 100 && ended === 0; i++) {
        await settle(50);
        ended = await endSessions(c, `wait_event_type = 'Lock'`);
      }
      expect(ended).toBe(1);
      const cut = await click;
      expect(cut.ephemeral).toBe(true);
      expect(cut.texts).toEqual([said('discord.database-unreachable')]);
      await c.query('ROLLBACK');
    } finally {
      await c.end();
    }
    expect(snapshot(h.dbPath, thread)).toEqual(before);
    const again = await firstDecision(fake, who, fake.message(turn.id)!);
    expect(again.ephemeral).toBe(false);
    expect(snapshot(h.dbPath, thread).version).toBe(before.version + 1);
  }, 60_000);
});

/** The game of `thread` as its database holds it: its version, its state and its decisions. */
async function gameIn(url: string, thread: string): Promise<{ version: number; state: string; actions: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{ version: number; state: string; actions: string }>(
      `SELECT version, s.state, (SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id) AS actions
       FROM games g LEFT JOIN game_states s ON s.game_id = g.id WHERE thread_id = $1 ORDER BY id DESC LIMIT 1`,
      [thread],
    );
    const g = r.rows[0];
    return { version: g.version, state: g.state, actions: Number(g.actions) };
  } finally {
    await c.end();
  }
}

describe.runIf(servicesOnPostgres())('PostgreSQL stopped under the bot, against a fake Discord', () => {
  // A cluster of this file's own: the run's shared one stays up for every other file.
  let cluster: PgCluster | undefined;
  beforeAll(async () => void (cluster = await startCluster()), 60_000);
  afterAll(() => cluster?.stop());
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy', locale: 'fr' });
  const bo = fake.addUser('bo', { globalName: 'Bo', locale: 'hu' });
  const localeOf = (u: FakeUser) => (u === amy ? 'fr' : 'hu');
  const h = useBotHarness(fake, { name: 'server-stopped', seed: 7, databaseUrl: () => cluster!.url });

  it('a click and /status are told privately, in each player’s language, that the database is unreachable; the click plays once it is back', async () => {
    const { thread, turn } = await openGame(fake, h, amy, bo);
    const who = whoseTurn(turn, [amy, bo])!;
    const other = who === amy ? bo : amy;
    const url = cluster!.url;
    const before = await gameIn(url, thread);
    const posted = fake.publicMessages(thread).length;

    await cluster!.halt('fast');
    try {
      const click = await firstDecision(fake, who, turn);
      expect(click.ephemeral).toBe(true);
      expect(click.texts).toEqual([said('discord.database-unreachable', localeOf(who))]);
      const status = await fake.slash(other, 'status', {}, undefined, thread);
      expect(status.ephemeral).toBe(true);
      expect(status.texts).toEqual([said('discord.database-unreachable', localeOf(other))]);
      // Each in its own words: not the English, not the generic failure.
      for (const [u, o] of [
        [who, click],
        [other, status],
      ] as const)
        expect(o.texts[0]).toBe(
          localeOf(u) === 'fr'
            ? 'La base de données du jeu est injoignable, votre coup n’a donc pas été joué. Réessayez dans une minute.'
            : 'A játék adatbázisa nem érhető el, ezért a lépésed nem történt meg. Próbáld újra egy perc múlva.',
        );
      // Nothing public: no new message, the turn message as it was.
      expect(fake.publicMessages(thread)).toHaveLength(posted);
      expect(fake.message(turn.id)).toEqual(turn);
    } finally {
      await cluster!.resume();
    }
    // Nothing was written while it was down.
    expect(await gameIn(url, thread)).toEqual(before);
    // The same click, now the server is back (the pool opens new connections).
    const again = await firstDecision(fake, who, fake.message(turn.id)!);
    expect(again.ephemeral).toBe(false);
    expect((await gameIn(url, thread)).version).toBe(before.version + 1);
  }, 120_000);
});
