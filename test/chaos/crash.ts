// Crash: a worker takes decisions in a burst and is SIGKILLed at a random moment, again and
// again on one database file. After each kill: every acknowledged decision is stored (0 lost),
// at most the one decision in flight is stored unacknowledged (none doubled), the file passes
// SQLite's integrity check, and every game replays from its seed and log to its stored state.
import { isDeepStrictEqual } from 'node:util';
import { allGames } from '../../src/games/registry';
import { replayStored } from '../../src/services/core/replay';
import * as store from '../../src/store';
import { tempDb } from '../support/service';
import { launch } from '../support/bot';
import { WORKER } from './players';

export interface CrashFigures {
  kills: number;
  acknowledged: number;
  lost: number;
  doubled: number;
  /** Stored but never acknowledged: the decision in flight when the kill came (fine). */
  inFlight: number;
  replayMismatches: number;
  integrityFailures: number;
  games: number;
  /** Kills that came before the worker's first decision (a restart only). */
  idleKills: number;
}

interface Ack {
  game: number;
  seq: number;
  seat: number;
  choice: string;
}

/** One worker life: start, wait `delayMs` after it is ready, SIGKILL; the acks it printed. */
async function life(db: string, seed: number, delayMs: number, afterAck: boolean): Promise<Ack[]> {
  const worker = launch(WORKER, ['burst', db, String(seed)]);
  await worker.waitFor(afterAck ? /^ack / : /^ready$/);
  await new Promise((r) => setTimeout(r, delayMs));
  await worker.kill();
  // Only whole lines were acknowledged: a line cut by the kill was never seen complete.
  const lines = worker.lines.filter((l) => l.stream === 'stdout').map((l) => l.text);
  const refused = lines.filter((l) => l.startsWith('refused'));
  if (refused.length) throw new Error(`the worker's own decisions were refused: ${refused[0]}`);
  return lines
    .filter((l) => l.startsWith('ack '))
    .map((l) => {
      const [, game, seq, seat, choice] = l.split(' ');
      return { game: Number(game), seq: Number(seq), seat: Number(seat), choice };
    });
}

export async function crashRun(
  kills: number,
  /** afterAck: each delay counts from the life's first acknowledged decision (a small run on a busy machine still decides). */
  opts: { maxDelayMs?: number; seed?: number; afterAck?: boolean; log?: (s: string) => void } = {},
): Promise<CrashFigures> {
  const db = tempDb();
  const f: CrashFigures = {
    kills: 0,
    acknowledged: 0,
    lost: 0,
    doubled: 0,
    inFlight: 0,
    replayMismatches: 0,
    integrityFailures: 0,
    games: 0,
    idleKills: 0,
  };
  let seed = opts.seed ?? 7;
  let humanRowsBefore = 0;
  for (let k = 0; k < kills; k++) {
    const delay = Math.floor(Math.random() * (opts.maxDelayMs ?? 400));
    const acks = await life(db, seed++, delay, opts.afterAck ?? false);
    f.kills++;
    if (acks.length === 0) f.idleKills++;
    f.acknowledged += acks.length;

    const reader = store.open(db);
    try {
      if (reader.pragma('integrity_check', { simple: true }) !== 'ok') f.integrityFailures++;
      for (const a of acks) {
        const row = reader.prepare(`SELECT seat, decision FROM actions WHERE game_id = ? AND seq = ?`).get(a.game, a.seq) as
          { seat: number; decision: string } | undefined;
        const d = row && (JSON.parse(row.decision) as store.StoredDecision);
        if (!row || row.seat !== a.seat || d?.kind !== 'choice' || d.choice !== a.choice) f.lost++;
      }
      // Human decisions stored since the last kill, against those acknowledged. Decisions taken
      // for a player (a lone choice forced after theirs, in the same commit) carry `by`.
      const humanRows = (
        reader
          .prepare(`SELECT COUNT(*) AS n FROM actions WHERE user_id IS NOT NULL AND json_extract(decision, '$.by') IS NULL`)
          .get() as { n: number }
      ).n;
      // An acknowledged decision can be the very row the service took for the player (the startup
      // pump forced the same lone choice first): it is stored once, with `by`, and counted here.
      const forcedAcks = acks.filter((a) => {
        const r = reader
          .prepare(`SELECT user_id, json_extract(decision, '$.by') AS by FROM actions WHERE game_id = ? AND seq = ?`)
          .get(a.game, a.seq) as { user_id: string | null; by: string | null } | undefined;
        return r !== undefined && (r.user_id === null || r.by !== null);
      }).length;
      const extra = humanRows - humanRowsBefore - (acks.length - forcedAcks);
      if (extra === 1) f.inFlight++;
      else if (extra !== 0) f.doubled += Math.abs(extra);
      humanRowsBefore = humanRows;
      const games = reader.prepare(`SELECT game_id AS id FROM game_states`).all() as Array<{ id: number }>;
      f.games = games.length;
      for (const { id } of games) {
        const g = store.gameById(reader, id)!;
        const def = allGames().find((x) => x.id === g.game)!;
        const actions = store.actionsOf(reader, id);
        const seqsOk = actions.every((a, i) => a.seq === i + 1) && actions.length === g.match!.step;
        if (!seqsOk || !isDeepStrictEqual(replayStored(def, g, actions), g.match)) f.replayMismatches++;
      }
    } finally {
      reader.close();
    }
    opts.log?.(`kill ${k + 1}/${kills} after ${delay} ms: ${acks.length} acknowledged`);
  }
  return f;
}
