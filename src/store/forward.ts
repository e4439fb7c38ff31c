// The stored history told forward, once: the data step of migrations.ts (and pg/migrate.ts) that
// rewrites rows older builds wrote in shapes the code no longer reads (docs/decisions/0001-history-told-forward.md).
// The SQL is here; what needs the games' rules and words (replay, the platform's old sentences)
// is the Teller's, which the service hands the store when it opens it.
import type { Forced } from '../engine/chance';
import type { Match } from '../engine/match';
import type { Text } from '../engine/text';
import type { GameEvent } from '../engine/types';
import { type Archive, archiveOf } from './archive';
import { decisionOf, type RawAction } from './actions';
import { type RawGame, setStatus, toRow } from './games';
import { all, get, run, type Steps } from './query';
import { seatsOf } from './seats';
import type { ActionRow, GameResult, GameRow, SeatRow } from './types';

/** Where a row now holds a Text, an older one may hold the English sentence the game said then. */
export type OldText = string | Text;

export type OldEvent = Omit<GameEvent, 'text' | 'label'> & { text: OldText; label?: OldText };

/** A compacted game's result as stored: an English text, and no winner seats, in the oldest. */
export interface OldResult {
  winners: string[];
  seats?: number[];
  text: OldText;
}

/** One stored game as the Teller gets it: its forced results already tokens, the rest as stored. */
export interface OldGame {
  row: Omit<GameRow, 'result'>;
  result: OldResult | null;
  seats: SeatRow[];
  /** The actions still in the log table, with the events they told as stored. */
  logged: Array<ActionRow & { events: OldEvent[] }>;
  archive: Archive | null;
}

/** What changes of a stored game; nothing when it is in today's shapes already. */
export interface ToldGame {
  /** The match rebuilt under the game's current state version. */
  match?: { match: Match; stateVersion: number };
  result?: GameResult;
  /** The logged actions' events, told again. */
  events?: Array<{ seq: number; events: GameEvent[] }>;
  /** A live game that cannot go on under today's rules: cancelled (at this time), freeing its place. */
  cancelAt?: string;
}

/** What only the bot knows: its games' rules and words (services/records/forward.ts). */
export interface Teller {
  game(old: OldGame): ToldGame;
  /** A note the platform wrote as an English sentence, as a Text; `names` are its game's seats. */
  note(sentence: string, names: readonly string[]): Text;
}

/**
 * A forced result as stored: a number or a token today; before games declared their devices, an
 * object such as `{ spin: 2, band: 'LOSE' }` or `{ symbol: 'tank' }`, which is the token of its
 * entries, kind first ("spin:2:LOSE", "symbol:tank").
 */
export function forcedToken(f: unknown): Forced {
  if (typeof f === 'number' || typeof f === 'string') return f;
  if (f && typeof f === 'object') {
    const entries = Object.entries(f).filter(([, v]) => v !== undefined && v !== null);
    if (entries.length > 0) return [entries[0][0], ...entries.map(([, v]) => String(v))].join(':');
  }
  return String(f);
}

const tokens = (list: readonly unknown[]): Forced[] => list.map(forcedToken);

/** The dice column with every forced result a token (a list, or { opening, after }). */
function diceForward(json: string): string {
  const f = JSON.parse(json) as unknown[] | { opening: unknown[]; after: unknown[] };
  return JSON.stringify(Array.isArray(f) ? tokens(f) : { opening: tokens(f.opening), after: tokens(f.after) });
}

/** The state column with the random source's pending forced results as tokens. */
function stateForward(json: string | null): string | null {
  if (json === null) return null;
  const m = JSON.parse(json) as Match;
  return JSON.stringify({ ...m, rng: { ...m.rng, forced: tokens(m.rng.forced) } });
}

/** Games read at a time: a state can be large. */
const PAGE = 50;

/**
 * The data step: every stored game and note in today's shapes. True once done; false when there
 * is stored history to tell and no Teller to tell it (a store opened by a script or a test: the
 * bot's next start does it). A database without games has nothing to tell.
 */
export function* tellForward(teller: Teller | undefined): Steps<boolean> {
  if (!(yield* get(`SELECT id FROM games LIMIT 1`))) return true;
  if (!teller) return false;
  for (let after = 0; ;) {
    const page = yield* all<RawGame>(`SELECT * FROM games WHERE id > ? ORDER BY id LIMIT ?`, after, PAGE);
    for (const raw of page) yield* tellGame(raw, teller);
    if (page.length < PAGE) break;
    after = page[page.length - 1].id;
  }
  yield* tellNotes(teller);
  return true;
}

function* tellGame(raw: RawGame, teller: Teller): Steps<void> {
  const dice = diceForward(raw.dice);
  const state = stateForward(raw.state);
  const { result: _stored, ...row } = toRow({ ...raw, dice, state, result: null });
  const logged = (yield* all<RawAction>(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq`, raw.id)).map((a) => ({
    ...decisionOf(a),
    events: JSON.parse(a.events) as OldEvent[],
  }));
  const told = teller.game({
    row,
    result: raw.result === null ? null : (JSON.parse(raw.result) as OldResult),
    seats: yield* seatsOf.steps(raw.id),
    logged,
    archive: logged.length > 0 ? null : yield* archiveOf.steps(raw.id),
  });
  if (told.match || dice !== raw.dice || state !== raw.state)
    yield* run(
      `UPDATE games SET dice = ?, state = ?, state_version = ? WHERE id = ?`,
      dice,
      told.match ? JSON.stringify(told.match.match) : state,
      told.match?.stateVersion ?? raw.state_version,
      raw.id,
    );
  if (told.result) yield* run(`UPDATE games SET result = ? WHERE id = ?`, JSON.stringify(told.result), raw.id);
  // The log is append-only but for its events (the trigger of migration 8).
  for (const a of told.events ?? [])
    yield* run(`UPDATE actions SET events = ? WHERE game_id = ? AND seq = ?`, JSON.stringify(a.events), raw.id, a.seq);
  if (told.cancelAt !== undefined) yield* setStatus.steps(raw.id, raw.version, 'cancelled', told.cancelAt);
}

/** Notes written as sentences (any note not a Text's JSON), as Texts. */
function* tellNotes(teller: Teller): Steps<void> {
  const old = yield* all<{ rowid: number; gameId: number; text: string }>(
    `SELECT rowid, game_id AS "gameId", text FROM game_notes WHERE text NOT LIKE '{"key":%' ORDER BY rowid`,
  );
  const names = new Map<number, string[]>();
  for (const n of old) {
    if (!names.has(n.gameId)) {
      // The names as the match knew them: a seat handed to the AI is renamed in the seats table.
      // The state from the games row, where it was at this step (it has a table of its own since).
      const g = yield* get<{ state: string | null }>(`SELECT state FROM games WHERE id = ?`, n.gameId);
      const match = g?.state ? (JSON.parse(g.state) as Match) : null;
      names.set(n.gameId, match?.seats.map((s) => s.name) ?? (yield* seatsOf.steps(n.gameId)).map((s) => s.name));
    }
    yield* run(
      `UPDATE game_notes SET text = ? WHERE rowid = ?`,
      JSON.stringify(teller.note(n.text, names.get(n.gameId)!)),
      n.rowid,
    );
  }
}
