// The stored history told forward (src/store/forward.ts, docs/decisions/0001-history-told-forward.md):
// a database as builds of every older schema version left it, holding the games older engines
// played (test/fixtures/history), is opened by today's service. Every row comes out in today's
// shapes, once; the logs read in today's words and every live game plays on.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { Rng, seedState } from '../../src/engine/rng';
import { isText, tx, type Text } from '../../src/engine/text';
import type { GameEvent } from '../../src/engine/types';
import { allGames } from '../../src/games/registry';
import { createService, type GameService } from '../../src/services';
import { GAMES, HISTORY_TOLD, openSqliteStore, SCHEMA_VERSION, type Store, type Teller } from '../../src/store';
import { forcedToken } from '../../src/store/forward';
import { openPgStore } from '../../src/store/pg/pgStore';
import { act, build, forced } from '../games/action-man/helpers';
import { sampled } from '../support/deep';
import { defOf, oldGamesAt, oldPostgres, oldSqlite, replayedNow, userOf, type StoredOld } from '../support/history';
import { pgUrl } from '../support/pg';
import { stubRender } from '../support/stubRender';
import { tempSqlite } from '../support/stores';

/** Where an old database is, and plain SQL on it. */
interface Old {
  location: { databasePath: string; databaseUrl?: string };
  sql<R>(sql: string): Promise<R[]>;
  /** A Store on it, opened as a script would (without the bot's games), or with `teller`. */
  store(teller?: Teller): Promise<Store>;
  version(): Promise<number>;
}

function sqliteAt(version: number): Old {
  const path = oldSqlite(version);
  const sql = <R>(q: string): Promise<R[]> => {
    const db = new Database(path, { readonly: true });
    try {
      return Promise.resolve(db.prepare(q).all() as R[]);
    } finally {
      db.close();
    }
  };
  return {
    location: { databasePath: path },
    sql,
    store: (teller) => Promise.resolve(openSqliteStore(path, teller)),
    version: async () => (await sql<{ user_version: number }>('PRAGMA user_version'))[0].user_version,
  };
}

async function postgresAt(version: number): Promise<Old> {
  const url = await oldPostgres(pgUrl(), version);
  const sql = async <R>(q: string): Promise<R[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(q)).rows as R[];
    } finally {
      await client.end();
    }
  };
  return {
    location: { databasePath: tempSqlite(), databaseUrl: url },
    sql,
    store: (teller) => openPgStore(url, { max: 2 }, teller),
    version: async () => (await sql<{ version: number }>('SELECT version FROM schema_version'))[0].version,
  };
}

const NOW = new Date('2026-12-20T12:00:00Z');
const open = async (old: Old): Promise<GameService> =>
  await createService({ ...old.location, games: allGames(), render: stubRender, seed: () => 1, now: () => NOW });

const json = <T>(x: unknown): T => JSON.parse(JSON.stringify(x)) as T;
const where = (g: StoredOld) => ({ guildId: 'g1', channelId: g.channel });
const actor = (g: StoredOld, seat: number) => ({ userId: userOf(g.dump.names[seat]), name: g.dump.names[seat] });

/** Every Text in a value, depth first. */
function textsIn(x: unknown): Text[] {
  if (Array.isArray(x)) return x.flatMap(textsIn);
  if (isText(x)) return [x, ...Object.values(x.params ?? {}).flatMap(textsIn)];
  return typeof x === 'object' && x !== null ? Object.values(x).flatMap(textsIn) : [];
}

interface RawGame {
  id: number;
  dice: string;
  state: string | null;
  state_version: number;
  result: string | null;
  status: string;
}

async function toldForward(old: Old, version: number) {
  const games = oldGamesAt(version);
  const svc = await open(old);
  expect(await old.version()).toBe(SCHEMA_VERSION);
  const rows = new Map((await old.sql<RawGame>(`${GAMES} ORDER BY id`)).map((r) => [r.id, r]));
  const actions = await old.sql<{ game_id: number; seq: number; events: string }>(
    'SELECT game_id, seq, events FROM actions ORDER BY game_id, seq',
  );

  for (const g of games) {
    const row = rows.get(g.id)!;
    const def = defOf(g.dump.game);
    const now = replayedNow(g.dump);
    // Forced results are tokens, in the dice column and in the random source's state.
    const dice = JSON.parse(row.dice) as unknown[] | { opening: unknown[]; after: unknown[] };
    for (const f of Array.isArray(dice) ? dice : [...dice.opening, ...dice.after])
      expect(['number', 'string']).toContain(typeof f);
    if (g.kept === 'live') {
      const match = JSON.parse(row.state!) as { step: number; state: unknown; rng: { forced: unknown[] } };
      expect(row.state_version, g.dump.game).toBe(def.version ?? 1);
      expect(match.state, `${g.dump.game} #${g.id}`).toEqual(json(now.match.state));
      expect(match.step).toBe(now.match.step);
      expect(match.rng.forced).toEqual(json(now.match.rng.forced));
    } else {
      const outcome = def.outcome(now.match.state)!;
      expect(JSON.parse(row.result!)).toEqual({ winners: ['Bob'], seats: [1], text: json(outcome.text) });
    }
    const events = actions.filter((a) => a.game_id === g.id).map((a) => JSON.parse(a.events) as GameEvent[]);
    for (const t of textsIn(events)) expect(['seat', 'seat.role', 'seat.named']).not.toContain(t.key);
    for (const e of events.flat()) {
      expect(isText(e.text)).toBe(true);
      if (e.label !== undefined) expect(isText(e.label)).toBe(true);
    }
    // Retold by replay (English), or read as they were with each seat unwrapped (keys): what today's engine tells.
    if (g.kept !== 'archived' && g.dump.game !== 'ateam') expect(events, `${g.dump.game} #${g.id}`).toEqual(json(now.events));
  }
  return { svc, games };
}

const VERSIONS = Array.from({ length: HISTORY_TOLD - 1 }, (_, i) => i + 1);
const PG_VERSIONS = VERSIONS.filter((v) => v >= 10);
const url = pgUrl();
const kinds = [
  { name: 'SQLite', available: true, versions: VERSIONS, at: (v: number) => Promise.resolve(sqliteAt(v)) },
  // PostgreSQL's first schema is SQLite's version 10 (src/store/pg/migrate.ts). npm test opens its
  // first and last (a database takes some 2 s to make there); the deep run every one.
  { name: 'PostgreSQL', available: url !== '', versions: sampled(PG_VERSIONS, [0, PG_VERSIONS.length - 1]), at: postgresAt },
];

describe.each(kinds)('a $name database left by an older build', ({ available, versions, at }) => {
  const services: GameService[] = [];
  afterAll(async () => {
    for (const s of services) await s.close();
  });

  it.skipIf(!available).each(versions)(
    'at schema version %i is told forward at start, once, and its games play on',
    async (version) => {
      const old = await at(version);
      const { svc, games } = await toldForward(old, version);
      services.push(svc);

      if (version >= 3) {
        const notes = await old.sql<{ text: string }>('SELECT text FROM game_notes ORDER BY rowid');
        expect(notes.map((n) => JSON.parse(n.text) as Text)).toEqual([
          tx('platform:clock.away', { name: { seat: 1 }, n: 2 }),
          tx('platform:handover.done', { name: { seat: 0 }, seat: { seat: 1 } }),
          tx('platform:legacy-note', { text: 'A sentence no template says.' }),
        ]);
        const ateam = games.find((g) => g.id === 2)!;
        const log = (await svc.log(where(ateam), 50, actor(ateam, 0))).reply.content;
        expect(log).toMatch(/Bob \([^)]+\) missed 2 turns in a row/);
        expect(log).toContain('A sentence no template says.');
        const forced = games.find((g) => g.id === 5)!;
        // The spin forced as an object by the old build decides the next spin.
        expect((await svc.roll(where(forced), actor(forced, 0))).reply.content).toContain('You spun 2');
      }
      const atcha = games.find((g) => g.id === 1)!;
      expect((await svc.log(where(atcha), 50, { ...actor(atcha, 0), locale: 'fr' })).reply.content).toMatch(
        /Alice \(Rouge\) lance/,
      );

      // Every live game takes its next decision, as today's engine offers it.
      for (const g of games.filter((x) => x.kept === 'live' && x.id !== 5)) {
        const s = await old.store();
        const row = (await s.gameById(g.id))!;
        await s.close();
        const d = aiDecision(defOf(g.dump.game), row.match!)!;
        const a = await svc.choose(where(g), actor(g, d.player), d.choice);
        expect(a.reply.ephemeral, `${g.dump.game} #${g.id}: ${a.reply.content}`).toBe(false);
      }
      // Told once: a store opened again finds nothing left to tell.
      const untold = () => {
        throw new Error('told again');
      };
      const again = await old.store({ game: untold, note: untold });
      expect((await again.gameById(1))!.match!.step).toBe(games[0].dump.match.step + 1);
      await again.close();
      expect(await old.version()).toBe(SCHEMA_VERSION);
    },
  );
});

describe('a store opened without the bot’s games', () => {
  it('leaves stored history untold, at the version before, until the bot starts on it', async () => {
    const old = sqliteAt(HISTORY_TOLD - 1);
    const s = await old.store();
    await s.close();
    expect(await old.version()).toBe(HISTORY_TOLD - 1);
    const events = await old.sql<{ events: string }>(`SELECT events FROM actions WHERE game_id = 4 AND seq = 1`);
    expect(typeof (JSON.parse(events[0].events) as Array<{ text: unknown }>)[0].text).toBe('string');
  });

  it('tells a database without games forward at once: it has nothing to tell', async () => {
    const path = tempSqlite();
    const db = new Database(path);
    db.close();
    const s = openSqliteStore(path);
    await s.close();
    const fresh = new Database(path, { readonly: true });
    expect(fresh.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    fresh.close();
  });
});

describe('forced results as older builds stored them', () => {
  it('are objects read as their tokens, kind first', () => {
    expect(forcedToken({ spin: 2, band: 'LOSE' })).toBe('spin:2:LOSE');
    expect(forcedToken({ spin: 2 })).toBe('spin:2');
    expect(forcedToken({ symbol: 'tank' })).toBe('symbol:tank');
    expect(forcedToken({ light: 'red', steps: undefined })).toBe('light:red');
    expect(forcedToken(4)).toBe(4);
    expect(forcedToken('tank')).toBe('tank');
  });

  it('throw the same Action Man combat as tokens as the objects did', () => {
    // Red lands on Blue's commander (a roll of 5) and throws the five combat dice.
    const state = build({ pos: [0, 5, 24, 36], cards: ['land', 'land', 'land'] });
    const faces = ['tank', 'tank', 'plane', 'plane', 'plane'];
    const old = act(state, 'roll', new Rng(seedState(1, [5, ...faces.map((symbol) => forcedToken({ symbol }))])));
    const now = act(state, 'roll', forced(5, faces.join(' ')));
    expect(old.text).toContain('Red throws tank, tank, plane, plane, plane: score 2');
    expect(old.events).toEqual(now.events);
    expect(old.state).toEqual(now.state);
  });
});
