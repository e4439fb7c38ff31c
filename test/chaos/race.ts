// Races: two worker processes on one database file click the same button at the same moment;
// exactly one decision applies, the other click is answered privately, and the log grows by one.
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, playerCountsOf } from '../../src/services';
import * as store from '../../src/store';
import { drain, stubRender, tempDb } from '../support/service';
import { launch, type Launched } from '../support/bot';
import { PLAYERS, WORKER } from './players';

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

/**
 * The decisions players clicked: not the AI's, nor those taken for a player (a lone choice
 * forced after theirs, the clock's), which may follow a click in the same commit.
 */
function clicked(reader: store.Db, gameId: number) {
  return store.actionsOf(reader, gameId).filter((a) => a.userId !== null && !(a.decision.kind === 'choice' && a.decision.by));
}

/** A worker process in race mode: a line in, its answer out. */
class Worker {
  private readonly p: Launched;
  constructor(db: string) {
    this.p = launch(WORKER, ['race', db], { stdin: true });
  }
  ready(): Promise<unknown> {
    return this.p.waitFor(/^ready$/);
  }
  send(line: string): Promise<string> {
    const answer = this.p.nextLine();
    this.p.write(line);
    return answer;
  }
  async close(): Promise<void> {
    this.p.child.stdin!.end();
    await this.p.exited;
  }
}

export async function raceRun(rounds: number, log?: (s: string) => void): Promise<RaceFigures> {
  const db = tempDb();
  const svc = createService({ databasePath: db, seed: () => 11, render: stubRender, games: allGames() });
  const reader = store.open(db);
  const workers = [new Worker(db), new Worker(db)];
  await Promise.all(workers.map((w) => w.ready()));
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
