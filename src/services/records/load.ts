// records/: the stored past: loading games, replay, /log, /history and /stats.
// Loading a stored game with its seats, and finding the game a place is about: the live one,
// else the last finished one, else where games went.
import type { Match } from '../../engine/match';
import { log } from '../../log';
import * as store from '../../store';
import type { Answer, Asker, Where } from '../contract';
import { running, type AnyGame, type Deps, type Loaded, type Running } from '../core/context';
import { replayStored } from '../core/replay';
import { fail } from '../messages/answers';
import { privateVoice } from '../messages/voices';
import { stateVersionOf } from './forward';

/** `seats`: the game's seats when they were read beside its row (one round trip for both). */
export async function load(deps: Deps, row: store.GameRow | null, seats?: store.SeatRow[]): Promise<Loaded | null> {
  if (!row) return null;
  const def = deps.games.get(row.game);
  // A game whose plug-in was removed cannot be played; treat it as absent.
  if (!def) return null;
  seats ??= await deps.store.seatsOf(row.id);
  // A state is read only in the shape it was written in: the history told forward
  // (store/forward.ts) rebuilt every older one it could, and the rest are never shown.
  if (row.match) return row.stateVersion < stateVersionOf(def) ? null : { row, def, seats };
  // Only a finished game is ever shown again; a cancelled one only answers "cancelled".
  if (!row.result || row.status !== 'finished') return { row, def, seats };
  const match = await compacted(deps, def, row, seats);
  return match && { row: { ...row, match }, def, seats };
}

/** A compacted game's match, rebuilt by replay from its archive to be shown; null when its rules refuse it. */
async function compacted(deps: Deps, def: AnyGame, row: store.GameRow, seats: store.SeatRow[]): Promise<Match | null> {
  try {
    // An archive keeps the seats as the match had them (the seats table may have changed since).
    const archived = await deps.store.archiveOf(row.id);
    return replayStored(
      def,
      row,
      archived?.actions ?? (await deps.store.actionsOf(row.id)),
      archived?.seats ?? seats.map((s) => ({ name: s.name, ai: s.ai })),
    );
  } catch (e) {
    // The database, not the rules, failed: the game stays as it is, to be rebuilt once it answers.
    if (store.isStoreUnreachable(e)) throw e;
    log.error({ err: e, game: row.id, rules: def.id }, 'the game could not be rebuilt under its rules');
    return null;
  }
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
