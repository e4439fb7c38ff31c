// Races: two worker processes on one database file click the same button at the same moment;
// exactly one decision applies, the other click is answered privately, and the log grows by one.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, playerCountsOf } from '../../src/services';
import * as store from '../../src/store';
import { REPO, tempDbPath, workerArgs } from './spawn';
import { drain } from '../services/helpers';
import { PLAYERS } from './players';

export interface RaceFigures {
  races: number;
  /** Races where exactly one click applied and the log grew by exactly one. */
  oneWinner: number;
  bothApplied: number;
  noneApplied: number;
  /** Losers refused at the commit's version guard (both had loaded the same version: a true race). */
  caughtAtCommit: number;
  /** Losers refused on load, the winner's commit already visible ("earlier turn"). */
  caughtOnLoad: number;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The decisions players clicked: not the AI's, nor those taken for a player (a lone choice
 * forced after theirs, the clock's), which may follow a click in the same commit.
 */
function clicked(reader: store.Db, gameId: number) {
  return store.actionsOf(reader, gameId).filter((a) => a.userId !== null && !(a.decision.kind === 'choice' && a.decision.by));
}

class Worker {
  private buf = '';
  private waiting: Array<(line: string) => void> = [];
  readonly child: ChildProcessWithoutNullStreams;
  constructor(db: string) {
    this.child = spawn(process.execPath, workerArgs('race', db), { cwd: REPO });
    this.child.stdout.on('data', (c: Buffer) => {
      this.buf += c.toString('utf8');
      let i: number;
      while ((i = this.buf.indexOf('\n')) >= 0) {
        const line = this.buf.slice(0, i);
        this.buf = this.buf.slice(i + 1);
        this.waiting.shift()?.(line);
      }
    });
  }
  next(): Promise<string> {
    return new Promise((r) => this.waiting.push(r));
  }
  async send(line: string): Promise<string> {
    const answer = this.next();
    this.child.stdin.write(`${line}\n`);
    return answer;
  }
  async close(): Promise<void> {
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.stdin.end();
    await exited;
  }
}

export async function raceRun(rounds: number, log?: (s: string) => void): Promise<RaceFigures> {
  const db = tempDbPath();
  const svc = createService({ databasePath: db, seed: () => 11, render: () => PNG, games: allGames() });
  const reader = store.open(db);
  const workers = [new Worker(db), new Worker(db)];
  await Promise.all(workers.map((w) => w.next().then((l) => (l === 'ready' ? undefined : Promise.reject(new Error(l))))));
  const f: RaceFigures = { races: 0, oneWinner: 0, bothApplied: 0, noneApplied: 0, caughtAtCommit: 0, caughtOnLoad: 0 };
  let channel = '';
  let n = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      let g = channel ? store.liveGameIn(reader, channel) : null;
      if (!g) {
        const def = allGames()[n % allGames().length];
        channel = `race-${++n}`;
        const where = { guildId: 'g', channelId: channel };
        svc.newGame(where, PLAYERS[0], def.id, Math.max(0, Math.min(...playerCountsOf(def)) - 2));
        svc.join(where, PLAYERS[1]);
        svc.start(where, PLAYERS[0]);
        drain(svc); // as the bot does: the game plays in the channel (no thread), AIs first move
        g = store.liveGameIn(reader, channel)!;
      }
      const def = allGames().find((x) => x.id === g!.game)!;
      const d = aiDecision(def, g.match!)!;
      const before = clicked(reader, g.id).length;
      const click = `go ${channel} ${PLAYERS[d.player].userId} pick:${g.id}:${g.version}:${d.choice}`;
      const answers = await Promise.all(workers.map((w) => w.send(click)));
      const now = clicked(reader, g.id);
      const after = now.length;
      const applied = answers.filter((a) => a === 'res public').length;
      f.races++;
      for (const a of answers) {
        if (/already done/.test(a)) f.caughtAtCommit++;
        else if (/earlier turn/.test(a)) f.caughtOnLoad++;
      }
      const last = now.at(-1)?.decision;
      if (applied === 1 && after - before === 1 && last?.kind === 'choice' && last.choice === d.choice) f.oneWinner++;
      else if (applied === 0) f.noneApplied++;
      else f.bothApplied++;
      if ((i + 1) % 50 === 0) log?.(`race ${i + 1}/${rounds}: ${f.oneWinner} with one winner`);
    }
  } finally {
    await Promise.all(workers.map((w) => w.close()));
    reader.close();
    svc.close();
  }
  return f;
}
