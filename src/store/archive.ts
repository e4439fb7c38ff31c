// An ended game's action log, packed into one row of `archives`
// (docs/decisions/0005-archived-logs.md): its decisions, who took them and when, and the seats
// replay starts from. The events each decision told are not kept: replay from the seed rebuilds
// them, and a later change of their wording does too. The move out of `actions` is in
// store/upkeep.ts.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Seat } from '../engine/types';
import { get, query } from './query';
import type { ActionRow, DecidedBy, StoredDecision } from './types';

export const ARCHIVE_FORMAT = 1;

/**
 * One action: [seat, user, dt] is a resignation, [seat, user, dt, choice, by?] a choice,
 * [seat, user, dt, seq] the take-back of action `seq` (a number where a choice is a string).
 */
type Packed =
  | [number, number, number]
  | [number, number, number, string]
  | [number, number, number, string, DecidedBy]
  | [number, number, number, number];

/** Format 1, as JSON before it is deflated. */
interface Log1 {
  /** The match's seats: the seats table may have changed since (a partner's seat handed to the AI). */
  seats: Seat[];
  /** The users who took decisions; an action names one by index, -1 for none (an AI seat). */
  users: string[];
  /** The first action's time (ms since the epoch); each action's dt counts from the one before. */
  t0: number;
  actions: Packed[];
}

export interface Archive {
  seats: Seat[];
  actions: ActionRow[];
}

function msOf(at: string, gameId: number, seq: number): number {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw new Error(`game ${gameId} action #${seq}: no time in "${at}"`);
  return ms;
}

/** Packs a whole log, actions #1.. in order (seq is kept by position). Times keep their instant. */
export function pack(gameId: number, seats: readonly Seat[], actions: readonly ActionRow[]): Buffer {
  const users: string[] = [];
  const userOf = (id: string | null): number => {
    if (id === null) return -1;
    const i = users.indexOf(id);
    return i >= 0 ? i : users.push(id) - 1;
  };
  const t0 = actions.length > 0 ? msOf(actions[0].at, gameId, 1) : 0;
  let last = t0;
  const packed = actions.map((a, i): Packed => {
    if (a.seq !== i + 1) throw new Error(`game ${gameId}: action #${a.seq} where #${i + 1} belongs`);
    const ms = msOf(a.at, gameId, a.seq);
    const head: [number, number, number] = [a.seat, userOf(a.userId), ms - last];
    last = ms;
    const d = a.decision;
    switch (d.kind) {
      case 'resign':
        return head;
      case 'choice':
        return d.by ? [...head, d.choice, d.by] : [...head, d.choice];
      case 'takeback':
        return [...head, d.seq];
      default: {
        const never: never = d;
        throw new Error(`unknown decision ${JSON.stringify(never)}`);
      }
    }
  });
  const log: Log1 = { seats: seats.map((s) => ({ name: s.name, ai: s.ai })), users, t0, actions: packed };
  return deflateRawSync(JSON.stringify(log), { level: 9 });
}

export function unpack(gameId: number, format: number, data: Buffer): Archive {
  if (format !== ARCHIVE_FORMAT) throw new Error(`game ${gameId}: archive format ${format} is unknown`);
  const log = JSON.parse(inflateRawSync(data).toString('utf8')) as Log1;
  let ms = log.t0;
  const actions = log.actions.map((p, i): ActionRow => {
    const [seat, user, dt, choice, by] = p as [number, number, number, (string | number)?, DecidedBy?];
    ms += dt;
    const decision: StoredDecision =
      choice === undefined
        ? { kind: 'resign' }
        : typeof choice === 'number'
          ? { kind: 'takeback', seq: choice }
          : by
            ? { kind: 'choice', choice, by }
            : { kind: 'choice', choice };
    return { gameId, seq: i + 1, seat, userId: user < 0 ? null : log.users[user], decision, at: new Date(ms).toISOString() };
  });
  return { seats: log.seats, actions };
}

/** The game's archived log, or null while its actions are still in the log table. */
export const archiveOf = query(function* (gameId: number) {
  const r = yield* get<{ format: number; log: Buffer }>(`SELECT format, log FROM archives WHERE game_id = ?`, gameId);
  return r ? unpack(gameId, r.format, r.log) : null;
});

/** How many actions the game's archive holds, or null when it has none. */
export const archivedCount = query(function* (gameId: number) {
  return (yield* get<{ actions: number }>(`SELECT actions FROM archives WHERE game_id = ?`, gameId))?.actions ?? null;
});
