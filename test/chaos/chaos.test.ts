// The crash and race probes, small enough for `npm test` (`npm run chaos`
// runs the heavy versions and prints the figures). The PostgreSQL half runs on the run's cluster
// (test/support/pg.ts) and skips where PostgreSQL is not installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseId } from '../../src/services/core/customIds';
import { createPool } from '../../src/store/pg/pool';
import { FakeDiscord } from '../fake-discord/fake';
import { useBotHarness, whoseTurn } from '../support/botHarness';
import { freshDatabase, pgUrl } from '../support/pg';
import { startCluster, type PgCluster } from '../support/pgCluster';
import { firstDecision, offersDecision } from '../support/playOne';
import { botCrashFaults, botCrashLines, botCrashRun } from './botCrash';
import { crashRun } from './crash';
import { raceRun } from './race';
import { DEEP, deepOr } from '../support/deep';
import { pacingCrashRun, pacingFaults, pacingLines } from './pacingCrash';
import { crashCluster, flushWal, holdWal, LOSSY, releaseWal, snapshot, walWriterPid } from './pgProbe';
import { START_LOST } from './screenPlayers';

/**
 * The real bot killed on SQLite: as it posts a turn message in npm test, and after a person's
 * commit too in the deep run; either of two PostgreSQL processes sharing the database: three kills,
 * in the deep run only (the PostgreSQL outbox's kills are the deep run's too: faults/outbox), as
 * npm run chaos kills far more. npm test keeps the PostgreSQL race.
 */
const SQLITE_KILLS = deepOr(2, 1);
const PG_KILLS = 3;

describe('chaos, in small', () => {
  it('loses and doubles no acknowledged decision over a few SIGKILLs, and every game replays', async () => {
    const f = await crashRun(3, { maxDelayMs: 300, afterAck: true });
    expect(f.kills).toBe(3);
    expect(f.acknowledged).toBeGreaterThanOrEqual(3);
    expect({
      lost: f.lost,
      doubled: f.doubled,
      replayMismatches: f.replayMismatches,
      integrityFailures: f.integrityFailures,
    }).toEqual({
      lost: 0,
      doubled: 0,
      replayMismatches: 0,
      integrityFailures: 0,
    });
    expect(f.inFlight).toBeLessThanOrEqual(f.kills);
  }, 60_000);

  it('kills the real bot while it posts a turn message and after a person’s commit (its AI moves in it), before its answer: nothing lost', async () => {
    const f = await botCrashRun(SQLITE_KILLS, {
      kinds: ['turn-post', 'person-commit'],
      tables: 3,
      maxLifeMs: 3000,
      aiBoundMs: 2000,
      // With one kill (as the first turn message goes out), people play on after the restart.
      finalPlayMs: SQLITE_KILLS === 1 ? 3000 : 0,
    });
    console.log(botCrashLines(f));
    expect(f.kills).toBe(SQLITE_KILLS);
    expect(f.acknowledged + f.inFlight).toBeGreaterThan(0);
    expect(f.turnMessages).toBeGreaterThan(0);
    const faults = botCrashFaults(f);
    expect(faults).toEqual(Object.fromEntries(Object.keys(faults).map((k) => [k, 0])));
  }, 90_000);

  it('applies exactly one of two processes’ clicks on the same button', async () => {
    const f = await raceRun(20);
    expect(f.oneWinner).toBe(20);
    expect(f.caughtAtCommit + f.caughtOnLoad + f.caughtEnded).toBe(20);
  }, 60_000);
});

// A minute of real time, run on request (RERUN_PACING_CHAOS=1 with the deep run; npm run chaos
// runs it longer). Out of the deep run, and so of .ci/run, while two of its counts are open:
// a DM counted as a ping 28 s before its player's quiet hours (inside the five minutes that count
// as asleep, with the bot's clock running fast), and one run's unexplained failure (test/README.md).
describe.skipIf(!DEEP || !process.env.RERUN_PACING_CHAOS)('chaos across people’s days, in small', () => {
  it('kills the real bot across a vacation’s end, a pause, a reminder held back by quiet hours and a bank run out: nothing lost or doubled, nobody pinged asleep', async () => {
    const f = await pacingCrashRun({ timerKills: 2, hours: 24, log: (l) => console.log(l) });
    console.log(pacingLines(f));
    expect(f.kills).toBeGreaterThanOrEqual(4);
    expect(f.killsBy.pause + f.killsBy['bank-expiry']).toBeGreaterThan(0);
    expect(f.acknowledged).toBeGreaterThan(0);
    expect(f.pause).toMatchObject({ paused: true, resumed: true });
    expect(f.bank.expiries).toBeGreaterThan(0);
    const faults = pacingFaults(f);
    expect(faults).toEqual(Object.fromEntries(Object.keys(faults).map((k) => [k, 0])));
  }, 240_000);
});

describe.skipIf(!pgUrl())('chaos on PostgreSQL, in small: two processes sharing only the database', () => {
  it.runIf(DEEP)(
    'kills either of two real bot processes (shards 0 and 1) as it posts a turn message and after a person’s commit: nothing lost, nothing posted twice',
    async () => {
      const f = await botCrashRun(PG_KILLS, {
        kinds: ['turn-post', 'person-commit'],
        tables: 4,
        maxLifeMs: 3000,
        aiBoundMs: 2000,
        finalPlayMs: 1000,
        databaseUrl: await freshDatabase(pgUrl()),
        processes: 2,
        log: (l) => console.log(l),
      });
      console.log(botCrashLines(f));
      expect(f.kills).toBe(PG_KILLS);
      expect(f.acknowledged + f.inFlight).toBeGreaterThan(0);
      expect(f.turnMessages).toBeGreaterThan(0);
      // Both took decisions and posted (idleProcesses below), each was killed once.
      expect(Object.keys(f.byProcess)).toEqual(['a', 'b']);
      const faults = botCrashFaults(f);
      expect(faults).toEqual(Object.fromEntries(Object.keys(faults).map((k) => [k, 0])));
    },
    180_000,
  );

  it('applies exactly one of two processes’ clicks on the same button', async () => {
    const f = await raceRun(20, { databaseUrl: await freshDatabase(pgUrl()) });
    expect(f.oneWinner).toBe(20);
    expect(f.caughtAtCommit + f.caughtOnLoad + f.caughtEnded).toBe(20);
  }, 60_000);
});

// npm run chaos crashes PostgreSQL under the real bot again and again (pgLost.ts); here one crash,
// under the bot in this process: a game's start and first move, reported committed, then lost.
describe.skipIf(!pgUrl())('chaos on PostgreSQL, in small: commits it reported, lost in a crash', () => {
  let cluster: PgCluster | undefined;
  beforeAll(async () => void (cluster = await startCluster({ durable: true, settings: LOSSY })), 60_000);
  afterAll(() => cluster?.stop());
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const h = useBotHarness(fake, { name: 'lost-start', seed: 7, databaseUrl: () => cluster!.url });

  it('a start and a move lost by pg_ctl stop -m immediate: told in the thread they were played in, the lobby back, started again, played on', async () => {
    const pool = createPool(cluster!.url, { max: 1 });
    let held: number | null = null;
    try {
      const lobby = (await fake.slash(amy, 'game', { game: 'ateam' }, 'new', fake.channelId)).message!;
      await fake.click(bo, lobby, FakeDiscord.buttons(lobby).find((b) => b.label === 'Join')!.customId);
      // The lobby on disk; from here on, what the server reports committed stays in its WAL buffers.
      await flushWal(pool);
      held = await walWriterPid(pool);
      holdWal(held);
      const ready = fake.message(lobby.id)!;
      await fake.click(amy, ready, FakeDiscord.buttons(ready).find((b) => b.label === 'Start')!.customId);
      await h.bot.pump();
      const thread = fake.threads(fake.channelId).at(-1)!.id;
      const first = fake.publicMessages(thread).at(-1)!;
      expect((await firstDecision(fake, whoseTurn(first, [amy, bo])!, first)).ephemeral).toBe(false);
      await h.bot.pump();
      const shown = fake.publicMessages(thread).filter(offersDecision).at(-1)!;
      const seen = Math.max(
        ...[...FakeDiscord.buttons(shown), ...FakeDiscord.selects(shown)].map((c) => parseId(c.customId)?.version ?? 0),
      );
      const before = [...(await snapshot(pool)).values()];
      expect(before).toMatchObject([{ status: 'active', place: thread }]);

      await crashCluster(cluster!, held);
      held = null;
      await cluster!.resume();
      // The database lost them: the game is a lobby again, Discord shows it played in its thread.
      expect([...(await snapshot(pool)).values()]).toMatchObject([{ status: 'lobby', place: fake.channelId, actions: 0 }]);

      const click = await firstDecision(fake, whoseTurn(shown, [amy, bo])!, shown);
      expect(click.ephemeral).toBe(false);
      expect(click.texts).toHaveLength(1);
      expect(click.texts[0]).toMatch(START_LOST);
      expect(offersDecision(fake.message(shown.id))).toBe(false);
      // The lobby message offers Start again; Amy starts, and the game plays in a thread of its own.
      const back = fake.message(lobby.id)!;
      const start = FakeDiscord.buttons(back).find((b) => b.label === 'Start' && !b.disabled)!;
      expect(parseId(start.customId)?.version).toBe(seen + 1);
      await fake.click(amy, back, start.customId);
      await h.bot.pump();
      const again = fake.threads(fake.channelId).at(-1)!.id;
      expect(again).not.toBe(thread);
      const turn = fake.publicMessages(again).at(-1)!;
      expect((await firstDecision(fake, whoseTurn(turn, [amy, bo])!, turn)).ephemeral).toBe(false);
      expect([...(await snapshot(pool)).values()]).toMatchObject([{ status: 'active', place: again, actions: 1 }]);
    } finally {
      if (held !== null) releaseWal(held);
      await pool.end();
    }
  }, 60_000);
});
