// What every part of the service shares: its dependencies, loading a game with its seats,
// and the shapes of answers.
import type { AnyGame } from '../../engine/types';
import type { Match } from '../../engine/match';
import type { RenderBoard } from '../../render/contract';
import * as store from '../../store';
import type { Actor, Answer, Retire } from '../contract';
import { t, type MessageKey } from '../messages/catalogue';
import { upToDate } from '../records/upgrade';

export type { AnyGame };

export interface Deps {
  db: store.Db;
  games: Map<string, AnyGame>;
  render: RenderBoard;
  seed: () => number;
  now: () => Date;
  rulesDir: string;
}

export interface Loaded {
  row: store.GameRow;
  def: AnyGame;
  seats: store.SeatRow[];
}

/** A running game: its match is present. */
export interface Running extends Loaded {
  match: Match;
}

export const stamp = (deps: Deps): string => deps.now().toISOString();

export function load(deps: Deps, row: store.GameRow | null): Loaded | null {
  if (!row) return null;
  const def = deps.games.get(row.game);
  // A game whose plug-in was removed cannot be played; treat it as absent.
  if (!def) return null;
  const seats = store.seatsOf(deps.db, row.id);
  const current = upToDate(deps, def, row, seats);
  return current && { row: current, def, seats };
}

export const liveIn = (deps: Deps, channelId: string): Loaded | null => load(deps, store.liveGameIn(deps.db, channelId));
export const byId = (deps: Deps, id: number): Loaded | null => load(deps, store.gameById(deps.db, id));
/** The channel's newest game, live or not. */
export const latestIn = (deps: Deps, channelId: string): Loaded | null => load(deps, store.latestGameIn(deps.db, channelId));

export function running(l: Loaded): Running | null {
  return l.row.status === 'active' && l.row.match ? { ...l, match: l.row.match } : null;
}

export function seatOf(l: Loaded, actor: Actor): number {
  const s = l.seats.find((x) => !x.ai && x.userId === actor.userId);
  return s ? s.seat : -1;
}

export function ephemeral(content: string): Answer {
  return { reply: { ephemeral: true, content, rows: [] }, retire: [] };
}

export function fail(key: MessageKey, vars: Record<string, string | number> = {}): Answer {
  return ephemeral(t(key, vars));
}

/** The game's current turn message, to strip of its buttons when a newer one is posted. */
export function retireLast(l: Loaded): Retire[] {
  return l.row.lastMessageId ? [{ channelId: store.placeOf(l.row), messageId: l.row.lastMessageId }] : [];
}

/**
 * Each game's `pending(state)` asked once per state object: a request loads its state once,
 * and the checks, the engine's apply, the AI runner and the message builders all ask the same
 * question of it. States are plain objects never mutated in place, so the answer cannot go stale.
 */
export function memoPending(def: AnyGame): AnyGame {
  const seen = new WeakMap<object, ReturnType<AnyGame['pending']>>();
  const pending = (state: unknown) => {
    if (typeof state !== 'object' || state === null) return def.pending(state);
    if (seen.has(state)) return seen.get(state)!;
    const p = def.pending(state);
    seen.set(state, p);
    return p;
  };
  return Object.assign(Object.create(Object.getPrototypeOf(def) as object) as AnyGame, def, { pending });
}

/** Allowed player counts: the game's own list, or every count from min to max. */
export function playerCountsOf(def: AnyGame): number[] {
  if (def.playerCounts) return def.playerCounts;
  const counts: number[] = [];
  for (let n = def.minPlayers; n <= def.maxPlayers; n++) counts.push(n);
  return counts;
}

/**
 * Role and colour of each seat. A game may say them per match with an optional `paint(state)`
 * (Atcha! with two players seats Red against Yellow); otherwise the static lists by seat.
 */
export function seatLooks(def: AnyGame, state: unknown, count: number): SeatLooks {
  if (def.paint) return def.paint(state);
  return Array.from({ length: count }, (_, i) => ({ role: def.roles[i], color: def.colors[i] }));
}

export type SeatLooks = Array<{ role: string; color: string }>;

/** The seat looks of a running match; a reply that needs them asks once and passes them on. */
export const looksOf = (r: Running): SeatLooks => seatLooks(r.def, r.match.state, r.match.seats.length);

/** The refusal for anything aimed at a game that has ended (finished, or cancelled / channel deleted). */
export function ended(l: Loaded): Answer {
  return fail(l.row.status === 'cancelled' ? 'game.was-cancelled' : 'game.over');
}

export function isFinished(def: AnyGame, match: Match): boolean {
  return def.outcome(match.state) !== null || def.pending(match.state) === null;
}

/** Whether a decision was written (false: the version moved on first). */
export type Committed = { ok: true; version: number } | { ok: false };
