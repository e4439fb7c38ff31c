// records/: the stored past: loading and upgrading games, replay, /log, /history and /stats.
// Loading a stored game with its seats, brought up to date (records/upgrade.ts), and finding
// the game a place is about: the live one, else the last finished one, else where games went.
import type * as store from '../../store';
import type { Answer, Asker, Where } from '../contract';
import { running, type Deps, type Loaded, type Running } from '../core/context';
import { fail } from '../messages/answers';
import { privateVoice } from '../messages/voices';
import { retold } from './retell';
import { upToDate } from './upgrade';

/** `seats`: the game's seats when they were read beside its row (one round trip for both). */
export async function load(deps: Deps, row: store.GameRow | null, seats?: store.SeatRow[]): Promise<Loaded | null> {
  if (!row) return null;
  const def = deps.games.get(row.game);
  // A game whose plug-in was removed cannot be played; treat it as absent.
  if (!def) return null;
  seats ??= await deps.store.seatsOf(row.id);
  const current = await upToDate(deps, def, row, seats);
  // Events stored as English sentences (before the game spoke in Texts) are told again, once.
  return current && { row: await retold(deps, def, current, seats), def, seats };
}

export async function liveIn(deps: Deps, channelId: string): Promise<Loaded | null> {
  const [row, live] = await Promise.all([deps.store.liveGameIn(channelId), deps.store.liveSeatsIn(channelId)]);
  // Another game may have begun between the two reads: its seats are not this row's.
  return await load(deps, row, row && live.gameId === row.id ? live.seats : undefined);
}
export async function byId(deps: Deps, id: number): Promise<Loaded | null> {
  const [row, seats] = await Promise.all([deps.store.gameById(id), deps.store.seatsOf(id)]);
  return await load(deps, row, seats);
}
/** The channel's newest game, live or not. */
export const latestIn = async (deps: Deps, channelId: string): Promise<Loaded | null> =>
  await load(deps, await deps.store.latestGameIn(channelId));

/** The channel's live game, or else its last finished one (to look at after the end). */
export async function current(deps: Deps, where: Where): Promise<Loaded | null> {
  const live = await liveIn(deps, where.channelId);
  if (live) return live;
  const last = await latestIn(deps, where.channelId);
  return last && last.row.status === 'finished' ? last : null;
}

/** A finished game is still drawable: it is "running" for the message builders. */
export function shown(l: Loaded): Running | null {
  return running(l) ?? (l.row.status === 'finished' && l.row.match ? { ...l, match: l.row.match } : null);
}

/** No game here: if games opened here play in threads, say where (in the asker's language). */
export async function elsewhere(deps: Deps, where: Where, asker?: Asker): Promise<Answer> {
  const me = privateVoice(deps, asker);
  const threaded = await deps.store.threadedGamesOf(where.channelId);
  if (threaded.length === 0) return fail(me, 'game.none-here');
  return fail(me, 'game.in-thread', { links: threaded.map((g) => `<#${g.threadId}>`).join(', ') });
}
