// `npm run migrate-store` (src/store/move.ts): a SQLite store holding games of all five kinds in
// every state (lobbies, running games mid-turn with a reminder owed, finished, closed for
// idleness, archived, compacted; notes, owed and posted reminders, claims, a lease, users'
// settings) moves to PostgreSQL with its ids; every game reads back the same; the running games
// play on to their end there, the owed reminders are handed out, and a new game takes a fresh id.
// Then what is refused: a target holding data, a file of another version, an unknown table.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, type Actor, type GameService, type Where } from '../../src/services';
import { openSqliteStore, SCHEMA_VERSION, type Store } from '../../src/store';
import { moveStore } from '../../src/store/move';
import { migrate as migratePg } from '../../src/store/pg/migrate';
import { openPgStore } from '../../src/store/pg/pgStore';
import { freshDatabase, pgUrl } from '../support/pg';
import { DEEP } from '../support/deep';
import { alice, bob, DAY, drain, HOUR, post, RULES_DIR, stubRender, tempDb, testClock, type TestClock } from '../support/service';

const url = pgUrl();
const GAMES = allGames().map((g) => g.id);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run migrate-store -- --from … --to …`, as npm runs it (tsx), without npm's own start-up. */
const migrateStore = (from: string, to: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate-store.ts', '--from', from, '--to', to], {
    cwd: ROOT,
    encoding: 'utf8',
  });

/** Alice plays in French: her language is kept (user_locales), and she asked for DMs (notify). */
const amelie: Actor = { ...alice, locale: 'fr' };
const players = [amelie, bob];
const at = (channelId: string): Where => ({ guildId: 'g1', channelId });

async function service(clock: TestClock, where: { databasePath: string; databaseUrl?: string }): Promise<GameService> {
  let seed = 100;
  return await createService({
    ...where,
    games: allGames(),
    render: stubRender,
    seed: () => seed++,
    now: () => new Date(clock.now),
    rulesDir: RULES_DIR,
  });
}

/**
 * Takes, for whoever is to move at `where`, what their seat's AI would, `most` times or to the
 * end; a seat the clock gave to the AI comes back first. Returns the decisions taken.
 */
async function play(svc: GameService, st: Store, where: Where, most = Infinity): Promise<number> {
  let taken = 0;
  for (let g = await st.liveGameIn(where.channelId); g?.status === 'active' && taken < most; taken++) {
    const def = allGames().find((d) => d.id === g!.game)!;
    const d = aiDecision(def, g.match!);
    if (!d) break;
    const seat = (await st.seatsOf(g.id))[d.player];
    const actor = players.find((p) => p.userId === seat.userId);
    if (!actor) throw new Error(`seat ${d.player} of ${g.game} is nobody's`);
    if (seat.away) await svc.comeBack(where, actor);
    const a = await svc.choose(where, actor, d.choice);
    if (a.reply.ephemeral && !a.update && !/^(Done|C’est fait|Kész)/.test(a.reply.content))
      throw new Error(`${g.game}: ${actor.name}'s ${d.choice} refused: ${a.reply.content}`);
    await post(svc, a);
    await drain(svc, where.channelId);
    g = await st.liveGameIn(where.channelId);
  }
  return taken;
}

/** Opens a game of alice and bob at `where` (a thread of the same name once placed), started when `start`. */
async function opened(svc: GameService, where: Where, game: string, start: boolean, clockMs = 2 * DAY): Promise<void> {
  // No vacation allowance: a clock that runs out gives its seat to the AI at once (missLimit 1).
  await post(svc, await svc.newGameWith(where, amelie, game, { settings: { clockMs, missLimit: 1, vacationMs: 0 } }));
  await svc.join(where, bob);
  if (!start) return;
  await svc.start(where, amelie);
  await drain(svc, where.channelId);
}

/** The SQLite store the move starts from, built through the service as the bot would have. */
async function buildSource(path: string, clock: TestClock): Promise<void> {
  const svc = await service(clock, { databasePath: path });
  const st = openSqliteStore(path);
  await svc.notify(amelie, true);
  // Someone's own time and vacation (the users table), who plays none of the games below.
  const zoe = { userId: 'u-zoe', name: 'Zoé' };
  await svc.settings(zoe, { timezone: 'Europe/Paris', quiet: '23-7', daysoff: 'sun' });
  await svc.away(zoe, '400h', 'exams');
  // Long ago: finished games (compacted by the sweep below) and games left (closed for idleness).
  for (const g of GAMES) {
    await post(svc, await svc.newGameWith(at(`old-${g}`), amelie, g, { ai: 2, aiOnly: true }));
    await svc.start(at(`old-${g}`), amelie);
    await drain(svc, `old-${g}`);
    await opened(svc, at(`left-${g}`), g, true);
    await play(svc, st, at(`left-${g}`), 2);
  }
  clock.advance(40 * DAY);
  await svc.sweep(new Date(clock.now), { retentionDays: 30, idleDays: 30 });
  // Now: finished games (archived by the next sweep, state kept), lobbies, running games mid-turn.
  for (const g of GAMES) {
    await post(svc, await svc.newGameWith(at(`done-${g}`), amelie, g, { ai: 2, aiOnly: true }));
    await svc.start(at(`done-${g}`), amelie);
    await drain(svc, `done-${g}`);
    await opened(svc, at(`lobby-${g}`), g, false);
    // One running game's clock is short: it runs out below, the AI plays that turn and a note says so.
    await opened(svc, at(`live-${g}`), g, true, g === GAMES[0] ? 12 * HOUR : 2 * DAY);
    await play(svc, st, at(`live-${g}`), 3);
  }
  await svc.sweep(new Date(clock.now), { retentionDays: 30, idleDays: 30 });
  clock.advance(DAY + HOUR);
  // Reminders owed: the last two posted (their rows gone, ids past the largest left), the rest still owed and claimed.
  const said = (await svc.pump()).filter((a) => a.kind === 'say');
  for (const a of said.slice(-2)) if (a.kind === 'say') await svc.said(a.outbox!, 'posted');
  await st.close();
  await svc.close();
}

/** Every row of every table of the SQLite file, counted. */
function sqliteCounts(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as Array<{
      name: string;
    }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM ${name}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

describe.skipIf(!url)('moving a SQLite store to PostgreSQL', () => {
  const source = tempDb();
  const clock = testClock();
  let target: string;
  let moved: Awaited<ReturnType<typeof moveStore>>;

  beforeAll(async () => {
    await buildSource(source, clock);
    target = await freshDatabase(url);
    moved = await moveStore(source, target);
  }, 240_000);

  it('starts from a store holding every game offered in every state', () => {
    const db = new Database(source, { readonly: true });
    try {
      const q = <T>(sql: string) => db.prepare(sql).all() as T[];
      for (const g of GAMES) {
        const states = q<{ s: string }>(
          `SELECT DISTINCT status || CASE WHEN result IS NOT NULL THEN '+compacted' ELSE '' END AS s FROM games WHERE game = '${g}'`,
        ).map((r) => r.s);
        expect(states.sort(), g).toEqual(['active', 'cancelled', 'finished', 'finished+compacted', 'lobby']);
      }
      const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      expect(one(`SELECT count(*) AS n FROM archives`)).toBeGreaterThanOrEqual(10);
      expect(one(`SELECT count(*) AS n FROM game_notes`)).toBeGreaterThan(0);
      expect(one(`SELECT count(*) AS n FROM outbox WHERE claimed_by IS NOT NULL`)).toBeGreaterThan(0);
      // Reminders posted left their rows: ids SQLite will not hand out again.
      expect(one(`SELECT seq AS n FROM sqlite_sequence WHERE name = 'outbox'`)).toBeGreaterThan(
        one(`SELECT max(id) AS n FROM outbox`),
      );
      expect(one(`SELECT count(*) AS n FROM games WHERE claimed_by IS NOT NULL`)).toBeGreaterThan(0);
      expect(one(`SELECT count(*) AS n FROM games WHERE thread_id IS NOT NULL AND status = 'active'`)).toBe(GAMES.length);
      expect(one(`SELECT count(*) AS n FROM seats WHERE away = 1`)).toBeGreaterThan(0);
      for (const t of ['leases', 'notify', 'user_locales', 'users'])
        expect(one(`SELECT count(*) AS n FROM ${t}`), t).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('copies every table, and reads each back the same, row for row', async () => {
    if (!moved.ok) throw new Error(moved.problem);
    const counts = sqliteCounts(source);
    expect(Object.fromEntries(moved.tables.map((t) => [t.table, t.rows]))).toEqual(counts);
    const lite = openSqliteStore(source);
    const pg = await openPgStore(target, { max: 2 });
    try {
      const ids = (await Promise.all(GAMES.map((g) => lite.latestGameIn(`live-${g}`)))).map((r) => r!.id);
      expect(ids.length).toBe(GAMES.length);
      for (let id = 1; id <= counts.games; id++) {
        expect(await pg.gameById(id), `game ${id}`).toEqual(await lite.gameById(id));
        expect(await pg.seatsOf(id)).toEqual(await lite.seatsOf(id));
        // Logged or archived: the same decisions, who took them and when.
        expect(await pg.actionsOf(id)).toEqual(await lite.actionsOf(id));
        expect(await pg.notesSince(id, 0)).toEqual(await lite.notesSince(id, 0));
      }
      expect(await pg.userLocale(alice.userId)).toBe('fr');
      expect(await pg.notifyOf(alice.userId)).toEqual(await lite.notifyOf(alice.userId));
    } finally {
      await lite.close();
      await pg.close();
    }
  });

  it('moves each sequence past the largest id SQLite handed out, a posted reminder’s too', async () => {
    if (!moved.ok) throw new Error(moved.problem);
    const db = new Database(source, { readonly: true });
    const client = new pg.Client(target);
    await client.connect();
    try {
      const seq = (t: string) => (db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = ?`).get(t) as { seq: number }).seq;
      const notes = (db.prepare(`SELECT max(rowid) AS n FROM game_notes`).get() as { n: number }).n;
      const want = { 'games.id': seq('games'), 'outbox.id': seq('outbox'), 'game_notes.rowid': notes };
      for (const [col, last] of Object.entries(want)) {
        const [t, c] = col.split('.');
        const r = await client.query(`SELECT pg_sequence_last_value(pg_get_serial_sequence($1, $2)::regclass)::int AS v`, [t, c]);
        expect(r.rows[0].v, col).toBe(last);
        expect(moved.nextIds[col], col).toBe(last + 1);
      }
    } finally {
      db.close();
      await client.end();
    }
  });

  it('plays on there: owed reminders handed out, every running game on (to its end in the deep run), and a new game takes a fresh id', async () => {
    const svc = await service(clock, { databasePath: tempDb(), databaseUrl: target });
    const st = await openPgStore(target, { max: 2 });
    try {
      const file = new Database(source, { readonly: true });
      const owed = (file.prepare(`SELECT id FROM outbox`).all() as Array<{ id: number }>).map((r) => r.id).sort();
      file.close();
      expect(owed.length).toBeGreaterThan(0);
      const handed = (await svc.pump()).flatMap((a) => (a.kind === 'say' && a.outbox !== undefined ? [a.outbox] : []));
      expect(handed.sort()).toEqual(owed);
      // npm test: every game plays on there, The A-Team (the shortest) to its end; the deep run
      // plays every game to its end.
      for (const g of GAMES) {
        const where = at(`live-${g}`);
        const toEnd = DEEP || g === GAMES[0];
        expect(await play(svc, st, where, toEnd ? Infinity : 12), g).toBeGreaterThan(0);
        expect((await st.latestGameIn(where.channelId))!.status, g).toBe(toEnd ? 'finished' : 'active');
      }
      // The lobbies carry on too.
      await svc.start(at(`lobby-${GAMES[1]}`), amelie);
      expect((await st.latestGameIn(`lobby-${GAMES[1]}`))!.status).toBe('active');
      const before = sqliteCounts(source).games;
      await post(svc, await svc.newGameWith(at('fresh'), bob, GAMES[2], {}));
      expect((await st.latestGameIn('fresh'))!.id).toBe(before + 1);
    } finally {
      await st.close();
      await svc.close();
    }
  }, 240_000);

  it('refuses a target that holds any data, and writes nothing there', async () => {
    // The target of the move above now holds games (and the ones played since).
    const client = new pg.Client(target);
    await client.connect();
    try {
      const count = async () =>
        (await client.query(`SELECT (SELECT count(*) FROM games)::int AS g, (SELECT count(*) FROM actions)::int AS a`)).rows[0];
      const before = await count();
      const r = await moveStore(source, target);
      expect(r).toMatchObject({ ok: false, problem: expect.stringContaining('already holds data (in games') });
      expect(await count()).toEqual(before);
    } finally {
      await client.end();
    }
  });

  it('compares what it wrote with the file, and commits nothing when they differ', async () => {
    const empty = await freshDatabase(url);
    const client = new pg.Client(empty);
    await client.connect();
    try {
      // A target that changes what it is given: seat names come back in capitals.
      await migratePg(client);
      await client.query(`CREATE FUNCTION shout() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN NEW.name := upper(NEW.name); RETURN NEW; END $$`);
      await client.query(`CREATE TRIGGER shout BEFORE INSERT ON seats FOR EACH ROW EXECUTE FUNCTION shout()`);
      const r = await moveStore(source, empty);
      expect(r).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/seats: \d+ rows in the file, \d+ read back, values differ/),
      });
      const left = await client.query(
        `SELECT (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM seats)::int AS seats`,
      );
      expect(left.rows).toEqual([{ games: 0, seats: 0 }]);
    } finally {
      await client.end();
    }
  });

  it('refuses a file of another schema version, or with a table it does not know', async () => {
    const older = tempDb();
    copyFileSync(source, older);
    const db = new Database(older);
    db.pragma(`user_version = ${SCHEMA_VERSION - 1}`);
    db.close();
    expect(await moveStore(older, await freshDatabase(url))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('start the bot once on the file'),
    });

    const extra = tempDb();
    copyFileSync(source, extra);
    const db2 = new Database(extra);
    db2.exec(`CREATE TABLE trophies (user_id TEXT PRIMARY KEY, n INTEGER)`);
    db2.close();
    const empty = await freshDatabase(url);
    expect(await moveStore(extra, empty)).toMatchObject({ ok: false, problem: expect.stringContaining('trophies') });
  });

  it('npm run migrate-store prints every table and its rows, and never the password', async () => {
    const target = await freshDatabase(url);
    const withPassword = target.replace('://', '://postgres:Sh0uld-n0t-leak@');
    const counts = sqliteCounts(source);
    const run = migrateStore(source, withPassword);
    expect(run.status, run.stderr).toBe(0);
    for (const [table, n] of Object.entries(counts)) expect(run.stdout).toMatch(new RegExp(`${table}\\s+${n} rows`));
    expect(run.stdout + run.stderr).not.toContain('Sh0uld-n0t-leak');
    expect(run.stdout).not.toContain(target);
    const again = migrateStore(source, withPassword);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds data');
    expect(again.stdout + again.stderr).not.toContain('Sh0uld-n0t-leak');
  }, 60_000);
});
