// Races: two worker processes on one store click the same button at the same moment; exactly
// one decision applies, the other click is answered privately, and the log grows by one. The
// store is one SQLite file, or one PostgreSQL database the two share and nothing else (each
// worker in a working folder of its own).
// A public answer is a turn message the bot posts: two of them for one click is a double post
// even when the log holds the click once, so the figures keep doubled actions and doubled
// answers apart.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, playerCountsOf } from '../../src/services';
import type * as store from '../../src/store';
import { drain, stubRender, tempDb } from '../support/service';
import { launch, type Launched } from '../support/bot';
import { look, type Look } from './look';
import { PLAYERS, WORKER } from './players';
import { t } from '../support/text';

export interface RaceFigures {
  races: number;
  /**
   * Races where exactly one click applied: one public answer (one turn message posted), the
   * other a private refusal, and the log grew by exactly that one click.
   */
  oneWinner: number;
  /** Races whose log grew by more than one click: the same action taken twice. */
  doubledActions: number;
  /** Races with one click in the log but two public answers: one action, two turn messages posted. */
  doubledAnswers: number;
  /** Races where no click applied and nobody was answered in public. */
  noneApplied: number;
  /** Anything else (a loser answered otherwise than with a refusal); `oddAnswers` keeps the first few. */
  odd: number;
  oddAnswers: string[];
  /** Losers refused at the commit's version guard (both had loaded the same version: a true race). */
  caughtAtCommit: number;
  /** Losers refused on load, the winner's commit already visible ("earlier turn"). */
  caughtOnLoad: number;
  /** Losers refused because the winner's click ended the game. */
  caughtEnded: number;
}

const later = <T>(ms: number, f: () => Promise<T>): Promise<T> => new Promise((ok) => setTimeout(ok, ms)).then(f);

/** How a loser's private answer refused the click, if it did. */
function refusal(answer: string): 'commit' | 'load' | 'ended' | null {
  if (answer === `res private ${t('game.already-done')}`) return 'commit';
  if (answer === `res private ${t('game.stale')}`) return 'load';
  if (answer === `res private ${t('game.over')}`) return 'ended';
  return null;
}

/**
 * The decisions players clicked: not the AI's, nor those taken for a player (a lone choice
 * forced after theirs, the clock's), which may follow a click in the same commit.
 */
async function clicked(reader: Look, gameId: number): Promise<store.ActionRow[]> {
  return (await reader.actionsOf(gameId)).filter((a) => a.userId !== null && !(a.decision.kind === 'choice' && a.decision.by));
}

/** A worker process in race mode: a line in, its answer out. */
class Worker {
  private readonly p: Launched;
  /** On PostgreSQL (url), the worker runs in a folder of its own, with a SQLite path there that it never opens. */
  constructor(db: string, url?: string) {
    const cwd = url ? mkdtempSync(join(tmpdir(), 'rerun-race-')) : undefined;
    const path = cwd ? join(cwd, 'unused.sqlite') : db;
    this.p = launch(WORKER, ['race', path], { stdin: true, cwd, env: { DATABASE_URL: url } });
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

export interface RaceOptions {
  log?: (s: string) => void;
  /** postgres://… : the two workers share this (empty) database instead of a SQLite file. */
  databaseUrl?: string;
}

export async function raceRun(rounds: number, opts: RaceOptions = {}): Promise<RaceFigures> {
  const { log, databaseUrl } = opts;
  const db = tempDb();
  const svc = await createService({ databasePath: db, databaseUrl, seed: () => 11, render: stubRender, games: allGames() });
  const reader = look({ path: db, url: databaseUrl });
  const workers = [new Worker(db, databaseUrl), new Worker(db, databaseUrl)];
  await Promise.all(workers.map((w) => w.ready()));
  const f: RaceFigures = {
    races: 0,
    oneWinner: 0,
    doubledActions: 0,
    doubledAnswers: 0,
    noneApplied: 0,
    odd: 0,
    oddAnswers: [],
    caughtAtCommit: 0,
    caughtOnLoad: 0,
    caughtEnded: 0,
  };
  let channel = '';
  let n = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      let g = channel ? await reader.liveGameIn(channel) : null;
      if (!g) {
        const def = allGames()[n % allGames().length];
        channel = `race-${++n}`;
        const where = { guildId: 'g', channelId: channel };
        await svc.newGame(where, PLAYERS[0], def.id, Math.max(0, Math.min(...playerCountsOf(def)) - 2));
        await svc.join(where, PLAYERS[1]);
        await svc.start(where, PLAYERS[0]);
        await drain(svc); // as the bot does: the game plays in the channel (no thread), AIs first move
        g = (await reader.liveGameIn(channel))!;
      }
      const def = allGames().find((x) => x.id === g!.game)!;
      const d = aiDecision(def, g.match!)!;
      const before = (await clicked(reader, g.id)).length;
      const click = `go ${channel} ${PLAYERS[d.player].userId} pick:${g.id}:${g.version}:${d.choice}`;
      // Every other race, the second click comes up to 12 ms after the first: it lands while the
      // first is committing or its auto-movers play on, not only alongside its load.
      const lag = i % 2 === 1 ? Math.random() * 12 : 0;
      const answers = await Promise.all(
        workers.map((w, k) => (k === 1 && lag > 0 ? later(lag, () => w.send(click)) : w.send(click))),
      );
      const now = await clicked(reader, g.id);
      const grew = now.length - before;
      const publicAnswers = answers.filter((a) => a === 'res public').length;
      const refusals = answers.map(refusal);
      f.races++;
      f.caughtAtCommit += refusals.filter((x) => x === 'commit').length;
      f.caughtOnLoad += refusals.filter((x) => x === 'load').length;
      f.caughtEnded += refusals.filter((x) => x === 'ended').length;
      const last = now.at(-1)?.decision;
      if (grew > 1) f.doubledActions++;
      else if (grew === 1 && publicAnswers > 1) f.doubledAnswers++;
      else if (grew === 0 && publicAnswers === 0) f.noneApplied++;
      else if (
        grew === 1 &&
        publicAnswers === 1 &&
        refusals.includes(null) &&
        refusals.some((x) => x !== null) &&
        last?.kind === 'choice' &&
        last.choice === d.choice
      )
        f.oneWinner++;
      else {
        f.odd++;
        if (f.oddAnswers.length < 5) f.oddAnswers.push(`${g.game} v${g.version}: ${answers.join(' | ')}`);
      }
      if ((i + 1) % 50 === 0) log?.(`race ${i + 1}/${rounds}: ${f.oneWinner} with one winner`);
    }
  } finally {
    await Promise.all(workers.map((w) => w.close()));
    await reader.close();
    await svc.close();
  }
  return f;
}
