// The timed sweeps, pure in time: `now` is an argument, never read from a clock, so
// tests step through months in a line. The bot calls them at start and then every hour
// (src/discord/upkeep.ts, on the bot's one timer).
import { tx } from '../../engine/text';
import type { Seat } from '../../engine/types';
import { log } from '../../log';
import * as store from '../../store';
import type { Answer } from '../contract';
import { UPKEEP_LEASE_MS } from '../core/claims';
import type { Deps } from '../core/context';
import { retireLast } from '../messages/answers';
import { esc } from '../messages/text';
import { gameName, voiceIn } from '../messages/voices';
import { byId } from '../records/load';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows handled per query; a sweep loops until none are left. */
const BATCH = 200;

const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

/** A game closed for idleness, and the public message saying so (to post in its channel). */
export interface ClosedGame {
  gameId: number;
  channelId: string;
  answer: Answer;
}

/**
 * Closes every lobby and running game nobody has touched for `idleDays`, so that a channel is
 * never blocked for good. Each close is version-guarded: a move made meanwhile keeps the game.
 */
export async function closeIdle(deps: Deps, now: Date, idleDays: number): Promise<ClosedGame[]> {
  const before = daysBefore(now, idleDays);
  const closed: ClosedGame[] = [];
  const at = now.toISOString();
  for (
    let rows = await deps.store.idleBefore(before, BATCH);
    rows.length > 0;
    rows = await deps.store.idleBefore(before, BATCH)
  ) {
    let progressed = false;
    for (const { id } of rows) {
      const l = await byId(deps, id);
      // A game whose plug-in is gone (or that could not be rebuilt) is closed from its raw row.
      const row = l?.row ?? (await deps.store.gameById(id));
      if (!row || (row.status !== 'lobby' && row.status !== 'active')) {
        progressed = true;
        continue;
      }
      if (!(await deps.store.setStatus(id, row.version, 'cancelled', at))) continue;
      progressed = true;
      const table = voiceIn(deps, row.settings.language, l);
      const content = table.t('game.closed-idle', { game: esc(l ? gameName(deps, table, l.def) : row.game), days: idleDays });
      const reply = { ephemeral: false, content, rows: [] };
      closed.push({ gameId: id, channelId: store.placeOf(row), answer: { reply, retire: l ? retireLast(l) : [] } });
    }
    if (!progressed) break;
  }
  return closed;
}

/** Logs archived per sweep (about a second at most): a backlog, as in a file from before archives, is worked off hour by hour. */
const ARCHIVE_PER_SWEEP = 100;

/** The seats replay starts from: the match's, else (a game compacted before archives) the seats table's. */
async function replaySeats(deps: Deps, row: store.GameRow): Promise<readonly Seat[]> {
  return row.match?.seats ?? (await deps.store.seatsOf(row.id)).map((s) => ({ name: s.name, ai: s.ai }));
}

/** Archives one ended game's log; a log that cannot be packed is said once per sweep and left as it is. */
async function archive(deps: Deps, row: store.GameRow): Promise<boolean> {
  try {
    return await deps.store.archiveLog(row.id, await replaySeats(deps, row));
  } catch (e) {
    log.error({ err: e, game: row.id }, 'the action log could not be archived');
    return false;
  }
}

/**
 * Packs the action log of every ended game that owes nothing into its archive at once: its
 * decisions stay, the events they told are dropped (replay rebuilds them for /log and the last
 * turn message, in milliseconds: see the bench). At most `limit` games a sweep.
 */
export async function archiveEnded(deps: Deps, limit = ARCHIVE_PER_SWEEP): Promise<number> {
  let count = 0;
  while (count < limit) {
    const rows = await deps.store.endedToArchive(Math.min(BATCH, limit - count));
    let progressed = false;
    for (const { id } of rows) {
      const row = await deps.store.gameById(id);
      if (row && (await archive(deps, row))) {
        count++;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return count;
}

/**
 * Compacts every ended game older than `retentionDays`: its state (every hand) is dropped, its
 * result and archived log stay, and the game can still be shown by replaying the log.
 */
export async function compactEnded(deps: Deps, now: Date, retentionDays: number): Promise<number> {
  const before = daysBefore(now, retentionDays);
  let count = 0;
  for (
    let rows = await deps.store.endedBefore(before, BATCH);
    rows.length > 0;
    rows = await deps.store.endedBefore(before, BATCH)
  ) {
    let progressed = false;
    for (const { id } of rows) {
      const row = await deps.store.gameById(id);
      if (!row?.match) continue;
      const def = deps.games.get(row.game);
      const outcome = row.status === 'finished' && def ? def.outcome(row.match.state) : null;
      const result: store.GameResult = outcome
        ? {
            winners: outcome.winners.map((w) => row.match!.seats[w]?.name ?? '?'),
            seats: [...outcome.winners],
            text: outcome.text,
          }
        : {
            winners: [],
            seats: [],
            text: tx(row.status === 'cancelled' ? 'platform:result.cancelled' : 'platform:result.ended'),
          };
      // A log not archived yet (its last message still owed) goes with the state.
      await archive(deps, row);
      if (await deps.store.compact(id, row.version, result)) {
        count++;
        progressed = true;
      }
    }
    if (!progressed) break;
  }
  return count;
}

export interface UpkeepSettings {
  retentionDays: number;
  idleDays: number;
}

export interface Swept {
  closed: ClosedGame[];
  /** Ended games whose log was packed into its archive. */
  archived: number;
  /** Ended games past retention whose state was dropped. */
  compacted: number;
  /** Bytes the store's files gave back to the file system. */
  freedBytes: number;
}

/**
 * Every sweep; idle games first, so that a game closed now is compacted only after retention,
 * and the freed pages given back last.
 */
export async function sweep(deps: Deps, now: Date, settings: UpkeepSettings): Promise<Swept> {
  // One process sweeps (shards share the file): the holder of the upkeep's lease, renewed each sweep.
  const t = now.getTime();
  if (!(await deps.store.takeLease('upkeep', { by: deps.worker, until: t + UPKEEP_LEASE_MS, now: t })))
    return { closed: [], archived: 0, compacted: 0, freedBytes: 0 };
  const closed = await closeIdle(deps, now, settings.idleDays);
  const archived = await archiveEnded(deps);
  const compacted = await compactEnded(deps, now, settings.retentionDays);
  return { closed, archived, compacted, freedBytes: await deps.store.reclaim() };
}
