// The timed sweeps (issue 10), pure in time: `now` is an argument, never read from a clock, so
// tests step through months in a line. The bot calls them at start and then every hour
// (src/discord/upkeep.ts, on the bot's one timer).
import { tx } from '../../engine/text';
import * as store from '../../store';
import type { Answer } from '../contract';
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
export function closeIdle(deps: Deps, now: Date, idleDays: number): ClosedGame[] {
  const before = daysBefore(now, idleDays);
  const closed: ClosedGame[] = [];
  const at = now.toISOString();
  for (let rows = store.idleBefore(deps.db, before, BATCH); rows.length > 0; rows = store.idleBefore(deps.db, before, BATCH)) {
    let progressed = false;
    for (const { id } of rows) {
      const l = byId(deps, id);
      // A game whose plug-in is gone (or that could not be rebuilt) is closed from its raw row.
      const row = l?.row ?? store.gameById(deps.db, id);
      if (!row || (row.status !== 'lobby' && row.status !== 'active')) {
        progressed = true;
        continue;
      }
      if (!store.setStatus(deps.db, id, row.version, 'cancelled', at)) continue;
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

/**
 * Compacts every ended game older than `retentionDays`: its state (every hand) is dropped, its
 * result and action log stay, and the game can still be shown by replaying the log.
 */
export function compactEnded(deps: Deps, now: Date, retentionDays: number): number {
  const before = daysBefore(now, retentionDays);
  let count = 0;
  for (let rows = store.endedBefore(deps.db, before, BATCH); rows.length > 0; rows = store.endedBefore(deps.db, before, BATCH)) {
    let progressed = false;
    for (const { id } of rows) {
      const row = store.gameById(deps.db, id);
      if (!row?.match) continue;
      const def = deps.games.get(row.game);
      const outcome = row.status === 'finished' && def ? def.outcome(row.match.state) : null;
      const result = outcome
        ? { winners: outcome.winners.map((w) => row.match!.seats[w]?.name ?? '?'), text: outcome.text }
        : { winners: [], text: tx(row.status === 'cancelled' ? 'platform:result.cancelled' : 'platform:result.ended') };
      if (store.compact(deps.db, id, row.version, result)) {
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
  compacted: number;
}

/** Both sweeps; idle games first, so that a game closed now is compacted only after retention. */
export function sweep(deps: Deps, now: Date, settings: UpkeepSettings): Swept {
  return { closed: closeIdle(deps, now, settings.idleDays), compacted: compactEnded(deps, now, settings.retentionDays) };
}
