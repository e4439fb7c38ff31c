// Databases as older builds left them, for the history told forward (test/store/history.test.ts).
// The games in test/fixtures/history were played by the engines of older commits (its README says
// which, and how): English sentences, forced results as objects, seats wrapped in a game's own
// keys, states of older versions. They are stored here as those builds' stores wrote them, at
// the schema version of their time, and the file migrated on to the version asked for: the
// database a bot of that version would hand to today's code.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { AnyGame } from '../../src/engine/types';
import { allGames } from '../../src/games/registry';
import { pack } from '../../src/store/archive';
import { forcedToken } from '../../src/store/forward';
import { migrate } from '../../src/store/migrations';
import { migrate as migratePg } from '../../src/store/pg/migrate';
import type { ActionRow } from '../../src/store/types';
import { freshDatabase } from './pg';
import { tempSqlite } from './stores';

/** One action as the old engine told it. */
export interface OldAction {
  seat: number;
  choice?: string;
  resign?: true;
  events: unknown[];
  rolls: number[];
}

/** One game played by an old engine (test/fixtures/history/README.md). */
export interface OldDump {
  game: string;
  names: string[];
  seed: number;
  /** Forced results as the old build took them (objects before devices were declared). */
  dice?: unknown[];
  after?: unknown[];
  /** The game's state version then. */
  version: number;
  actions: OldAction[];
  /** The match as the old build stored it. */
  match: { seats: Array<{ name: string; ai: boolean }>; step: number; rng: { forced: unknown[] }; state: unknown };
  outcome?: { winners: number[]; text: unknown };
}

interface Era {
  commit: string;
  /** The schema version its build wrote. */
  schema: number;
  games: OldDump[];
}

const era = (name: string): Era =>
  JSON.parse(readFileSync(new URL(`../fixtures/history/${name}.json`, import.meta.url), 'utf8')) as Era;

const V1 = era('atcha-v1');
const ENGLISH = era('english');
const ATEAM_KEYS = era('ateam-seat-keys');
const ATCHA_KEYS = era('atcha-seat-keys');

/** How a game was left: playing, ended with its state dropped (compacted), or compacted with its log archived. */
export type Kept = 'live' | 'compacted' | 'archived';

/** One stored game of a fixture database. */
export interface StoredOld {
  id: number;
  /** Its channel (`chan-<id>`, guild g1), where a service finds it. */
  channel: string;
  schema: number;
  dump: OldDump;
  kept: Kept;
  /** Notes the platform wrote about it, as English sentences. */
  notes: string[];
}

const stored = (id: number, e: Era, dump: OldDump, kept: Kept = 'live', schema = e.schema, notes: string[] = []): StoredOld => ({
  id,
  channel: `chan-${id}`,
  schema,
  dump,
  kept,
  notes,
});

const [ateam, bionic, deathStar, deathStarForced, actionMan, atchaResigned] = ENGLISH.games;

/** Every old game, in the order their builds stored them. */
export const OLD_GAMES: readonly StoredOld[] = [
  stored(1, V1, V1.games[0]),
  stored(2, ENGLISH, ateam, 'live', ENGLISH.schema, [
    // The platform's notes of the time, names escaped for Discord's markdown.
    'Bob missed 2 turns in a row: the AI keeps their seat until they type /game return.',
    "Alice handed Bob's seat to the AI (their time had run out).",
    'A sentence no template says.',
  ]),
  stored(3, ENGLISH, bionic),
  stored(4, ENGLISH, deathStar),
  stored(5, ENGLISH, deathStarForced),
  stored(6, ENGLISH, actionMan),
  stored(7, ENGLISH, atchaResigned, 'compacted'),
  // The same game compacted by a build that archived logs (schema 5): its result names winner seats.
  stored(8, ENGLISH, atchaResigned, 'archived', 5),
  stored(9, ATEAM_KEYS, ATEAM_KEYS.games[0]),
  stored(10, ATCHA_KEYS, ATCHA_KEYS.games[0]),
];

export const defOf = (id: string): AnyGame => allGames().find((g) => g.id === id)!;

/** The users behind the names (the service helpers' actors). */
export const userOf = (name: string): string => `u-${name.toLowerCase()}`;

const T0 = Date.parse('2026-12-01T00:00:00.000Z');
const at = (g: StoredOld, seq: number): string => new Date(T0 + g.id * 86_400_000 + seq * 60_000).toISOString();

/** The game replayed by today's engine from its seed and decisions: what the history told forward must match. */
export function replayedNow(dump: OldDump): { match: Match; events: unknown[][] } {
  const def = defOf(dump.game);
  const seats = dump.names.map((name) => ({ name, ai: false }));
  let match = createMatch(
    def,
    seats,
    {},
    dump.seed,
    (dump.dice ?? []).map(forcedToken),
    (dump.after ?? []).map(forcedToken),
  ).match;
  const events: unknown[][] = [];
  for (const a of dump.actions) {
    if (a.resign) {
      const r = def.resign(match.state, a.seat);
      match = { ...match, state: r.state, step: match.step + 1, lastDice: [] };
      events.push(r.events);
      continue;
    }
    const r = applyDecision(def, match, { player: a.seat, choice: a.choice! });
    if (!r.ok) throw new Error(`${dump.game} #${match.step}: ${r.error}`);
    match = r.value.match;
    events.push(r.value.events);
  }
  return { match, events };
}

/** A row for every column the table has at this version (the build of the time wrote those). */
function insert(db: Database.Database, table: string, values: Record<string, unknown>): void {
  const cols = (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>).map((c) => c.name);
  const names = Object.keys(values).filter((k) => cols.includes(k));
  db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
    ...names.map((n) => values[n]),
  );
}

function store(db: Database.Database, g: StoredOld): void {
  const { dump } = g;
  const last = dump.actions.length;
  const ended = g.kept !== 'live';
  const decisions: ActionRow[] = dump.actions.map((a, i) => ({
    gameId: g.id,
    seq: i + 1,
    seat: a.seat,
    userId: userOf(dump.names[a.seat]),
    decision: a.resign ? { kind: 'resign' } : { kind: 'choice', choice: a.choice! },
    at: at(g, i + 1),
  }));
  // Whose turn it is: today's rules agree with the old ones on every stored decision.
  const next = ended ? null : aiDecision(defOf(dump.game), replayedNow(dump).match);
  const winners = dump.outcome?.winners ?? [];
  insert(db, 'games', {
    id: g.id,
    guild_id: 'g1',
    channel_id: g.channel,
    game: dump.game,
    status: ended ? 'finished' : 'active',
    creator_id: userOf(dump.names[0]),
    options: '{}',
    seed: dump.seed,
    dice: JSON.stringify(dump.after ? { opening: dump.dice ?? [], after: dump.after } : (dump.dice ?? [])),
    state: ended ? null : JSON.stringify(dump.match),
    version: last + 2,
    created_at: at(g, 0),
    updated_at: at(g, last),
    state_version: dump.version,
    result: ended
      ? JSON.stringify({
          winners: winners.map((w) => dump.names[w]),
          ...(g.kept === 'archived' ? { seats: winners } : {}),
          text: dump.outcome?.text,
        })
      : null,
    settings: JSON.stringify({ clockMs: null, missLimit: 2, autoForce: false }),
    turn_no: last + 1,
    turn_seat: next?.player ?? null,
    turn_step: dump.match.step,
    shows_from: dump.match.step,
    shown_turn: last + 1,
    shown_version: last + 2,
  });
  dump.names.forEach((name, seat) => insert(db, 'seats', { game_id: g.id, seat, user_id: userOf(name), name, ai: 0 }));
  if (g.kept === 'archived')
    insert(db, 'archives', { game_id: g.id, format: 1, actions: last, log: pack(g.id, dump.match.seats, decisions) });
  else
    decisions.forEach((d, i) =>
      insert(db, 'actions', {
        game_id: g.id,
        seq: d.seq,
        seat: d.seat,
        user_id: d.userId,
        decision: JSON.stringify(d.decision),
        events: JSON.stringify(dump.actions[i].events),
        rolls: JSON.stringify(dump.actions[i].rolls),
        at: d.at,
      }),
    );
  // After the last action: the log's newest lines.
  g.notes.forEach((text, i) =>
    insert(db, 'game_notes', { game_id: g.id, after: last, user_id: null, text, at: at(g, last + i) }),
  );
}

/** The games a database left at schema `version` holds: those stored by builds of that version or older. */
export const oldGamesAt = (version: number): StoredOld[] => OLD_GAMES.filter((g) => g.schema <= version);

/** A SQLite file as builds up to schema `version` left it, each game stored at its own build's version. */
export function oldSqlite(version: number, path = tempSqlite()): string {
  const db = new Database(path);
  try {
    for (const g of oldGamesAt(version)) {
      migrate(db, g.schema);
      store(db, g);
    }
    migrate(db, version);
  } finally {
    db.close();
  }
  return path;
}

/** In the order of their foreign keys; SQLite's implicit rowid of game_notes is a column in PostgreSQL. */
const TABLES = ['games', 'seats', 'actions', 'archives', 'game_notes'];

/**
 * A PostgreSQL database at schema `version` (10 and up: PostgreSQL's first) holding what the
 * SQLite file at that version holds, as a move of the time (npm run migrate-store) left it.
 */
export async function oldPostgres(server: string, version: number): Promise<string> {
  const from = new Database(oldSqlite(version), { readonly: true });
  const url = await freshDatabase(server);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(client, { upTo: version });
    for (const table of TABLES) {
      const rows = from.prepare(`SELECT ${table === 'game_notes' ? 'rowid, ' : ''}* FROM ${table}`).all() as Array<
        Record<string, unknown>
      >;
      for (const r of rows) {
        const cols = Object.keys(r);
        await client.query(
          `INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
          cols.map((c) => r[c]),
        );
      }
    }
    await client.query(`SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT max(id) FROM games))`);
  } finally {
    await client.end();
    from.close();
  }
  return url;
}
