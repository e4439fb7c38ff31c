// Shards: `npm start` with SHARDS=3 against the fake Discord, which
// sends each guild's events to its shard's connection only. The ShardingManager runs three real
// shard processes sharing one SQLite file; Amy plays a game (with AI seats) in a guild of each
// shard. Mid-game, shard 1's process is killed (SIGKILL) just as Discord has stored a turn
// message it posted but before it heard back; the manager starts it again. Every game plays on (12
// of Amy's decisions a game in npm test, to the end in the deep run), no turn message is posted
// twice and none is lost. The counts are printed for the closing note.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as store from '../../src/store';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { StoredMessage } from '../fake-discord/types';
import { playOne } from '../support/playOne';
import { startBot, type BotProcess } from '../support/bot';
import { DEEP, deepOr } from '../support/deep';

const SHARDS = 3;
const GAME = 'ateam';
/** Amy's decisions at most, per game: far above what a game takes, low enough to fail rather than hang. */
const MAX_STEPS = 400;
/** Shard 1 is killed once its game has seen this many of Amy's decisions. */
const KILL_AFTER = 3;
/**
 * Amy's decisions a game: npm test stops each game after 12 (shard 1's after its kill and restart
 * too), the deep run plays every game to its end (about 37 each), its final message included.
 */
const STEPS = deepOr(MAX_STEPS, 12);

describe(`${SHARDS} shard processes on one SQLite file, one killed mid-game`, () => {
  const fake = new FakeDiscord({ shards: SHARDS, settleMs: 60 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  /** A guild (its games channel) for each shard, by shard id. */
  const channels = Array.from({ length: SHARDS }, (_, on) => fake.addGuild({ on, of: SHARDS }));
  const dbPath = join(mkdtempSync(join(tmpdir(), 'rerun-shards-')), 'rerun.db');
  let bot: BotProcess;
  const outcomes: Outcome[] = [];
  let seed = 22;
  const pick = (n: number): number => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };

  /** The pid of each shard's process, as the manager says when it starts one. */
  const pids = (): Map<number, number> => {
    const out = new Map<number, number>();
    for (const t of bot.output()) {
      const m = /^Shard (\d+) of \d+ started \(pid (\d+)\)$/.exec(t);
      if (m) out.set(Number(m[1]), Number(m[2]));
    }
    return out;
  };
  const allConnected = () => fake.connectedShards.length === SHARDS;
  const readyLines = (shard: number) =>
    bot.output().filter((t) => new RegExp(`^Rerun ready as .+ \\(shard ${shard} of ${SHARDS}\\)$`).test(t)).length;
  const withDb = <T>(f: (db: store.Db) => T): T => {
    const db = store.open(dbPath);
    try {
      return f(db);
    } finally {
      db.close();
    }
  };

  beforeAll(async () => {
    await fake.start();
    bot = startBot(
      {
        DISCORD_TOKEN: fake.token,
        DISCORD_API_BASE: fake.apiBase,
        DISCORD_CLIENT_ID: fake.appId,
        DISCORD_GUILD_ID: undefined,
        DATABASE_PATH: dbPath,
        SHARDS: String(SHARDS),
        LOG_LEVEL: 'info',
      },
      { readyTimeoutMs: 60_000, pictures: false },
    );
    await bot.waitFor(new RegExp(`^All ${SHARDS} shard\\(s\\) ready$`), 90_000);
    await fake.waitFor(allConnected, 10_000, 'every shard connected');
    // A shard tells the manager it is ready before it logs its own ready line: wait for each.
    for (let shard = 0; shard < SHARDS; shard++)
      await bot.waitFor(new RegExp(`^Rerun ready as .+ \\(shard ${shard} of ${SHARDS}\\)$`), 30_000);
  }, 120_000);

  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 30_000);

  it('every game plays on (to its end in the deep run), no turn message twice, none lost, across a kill and restart', async () => {
    // Each shard's process holds exactly its guilds.
    expect(fake.identifies.map((d) => d.shard).sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => [i, SHARDS]));
    expect(new Set(pids().values()).size).toBe(SHARDS);
    expect([0, 1, 2].map(readyLines)).toEqual([1, 1, 1]);
    // Commands registered once (by shard 0), globally.
    expect(bot.output().filter((t) => /^Registered \d+ slash commands/.test(t))).toHaveLength(1);

    const threads: string[] = [];
    const say = (l: string) => process.env.SHARDS_E2E_DEBUG && console.log(`[e2e] ${l}`);
    for (const channel of channels) {
      say(`opening in ${channel.id}`);
      const opened = await play(fake.slash(amy, 'game', { game: GAME, ai: 2, clock: 'off' }, 'new', channel.id));
      const start = FakeDiscord.buttons(opened.message!).find((b) => b.label === 'Start')!;
      await play(fake.click(amy, opened.message!, start.customId));
      await fake.waitFor(() => fake.threads(channel.id).length === 1, 10_000, 'the thread of the game');
      threads.push(fake.threads(channel.id)[0].id);
    }
    await Promise.all(threads.map((t) => fake.waitFor(() => fake.publicMessages(t).length > 0, 10_000, 'a first turn message')));

    const steps = threads.map(() => 0);
    let killed = false;
    let killedAt = 0;
    let held: Promise<void> | undefined;
    let owedAtKill = false;
    let fired = false;
    const restartedPid = () => pids().get(1);
    const before = new Map(pids());
    /** One move in thread `i` (shard 1's game: the kill when its moment comes); false once the game is over. */
    const turn = async (i: number, thread: string): Promise<boolean> => {
      // Enough: shard 1's game only once five of Amy's decisions were made on the restarted shard.
      if (i === 1 ? killed && steps[1] >= Math.max(STEPS, killedAt + 5) : steps[i] >= STEPS) return false;
      if (killed || i !== 1 || steps[i] < KILL_AFTER) return playIn(thread);
      // The next turn message shard 1 makes in its thread (a post, or an interaction's reply) is
      // stored but never answered: shard 1 dies there, before recording it. (A move that only
      // updates the message in place makes none: the hold waits for the next move.)
      held ??= fake
        .holdNext((_method, _path, _json, created) => created.some((m) => m.channelId === thread && m.visibleTo === null))
        .then(() => void (fired = true));
      const move = playIn(thread);
      await Promise.race([held, move]);
      if (!fired) return move;
      process.kill(before.get(1)!, 'SIGKILL');
      killed = true;
      killedAt = steps[1];
      // Discord has the message; the file still owes it (claimed by the dead shard 1).
      owedAtKill = withDb((db) => store.latestGameIn(db, thread)!.owed);
      await move.catch(() => undefined);
      fake.cancelHolds();
      // The manager starts shard 1 again (a new pid); its start-up pump finds the stored post.
      await fake.waitFor(() => restartedPid() !== before.get(1), 30_000, 'shard 1 started again');
      await fake.waitFor(() => readyLines(1) === 2, 60_000, 'shard 1 ready again');
      await fake.waitFor(allConnected, 30_000, 'shard 1 connected again');
      await quietIn(thread);
      return true;
    };
    // The games are played at once: each shard's pump runs while the others answer their clicks.
    for (let round = 0; round < MAX_STEPS; round++) {
      say(`round ${round}: steps ${steps.join(',')}`);
      const moved = await Promise.all(threads.map((thread, i) => turn(i, thread)));
      moved.forEach((m, i) => (steps[i] += m ? 1 : 0));
      if (!moved.some(Boolean)) break;
    }
    expect(killed, 'shard 1 was never killed').toBe(true);
    expect(owedAtKill, 'the killed shard left its turn message owed').toBe(true);
    // Each shard's pump has posted what its game owes.
    for (const t of threads) await quietIn(t);

    const db = store.open(dbPath);
    try {
      const games = threads.map((t) => store.latestGameIn(db, t)!);
      let decisions = 0;
      let posts = 0;
      let duplicates = 0;
      let lost = 0;
      for (const [i, g] of games.entries()) {
        const over = g.status === 'finished';
        if (DEEP) expect(g.status, `game ${g.id}`).toBe('finished');
        decisions += store.actionsOf(db, g.id).length + (store.archiveOf(db, g.id)?.actions.length ?? 0);
        const turnMessages = fake.publicMessages(threads[i]);
        posts += turnMessages.length;
        // A turn message tells a new part of its game: two telling the same are one posted twice.
        const shown = turnMessages.map(shownVersion);
        duplicates += shown.length - new Set(shown).size;
        // Lost: still owed, not shown at its latest version, or a final message not on Discord.
        const last = FakeDiscord.view(turnMessages.at(-1)!).text;
        if (g.owed || g.shownVersion !== g.version || (over && !/🏆|game is over/i.test(last))) lost++;
      }
      console.log(
        `shards e2e: ${SHARDS} shard processes, ${games.length} games, ${decisions} decisions (${steps.join('+')} by Amy), ` +
          `${posts} turn messages, 1 kill (shard 1, pid ${before.get(1)} -> ${restartedPid()}), duplicates=${duplicates}, lost=${lost}`,
      );
      expect(duplicates).toBe(0);
      expect(lost).toBe(0);
    } finally {
      db.close();
    }
    expect(fake.violations.filter((v) => v.rule !== 'ack-timeout')).toEqual([]);
  }, 600_000);

  async function play(p: Promise<Outcome>): Promise<Outcome> {
    const o = await p;
    outcomes.push(o);
    return o;
  }

  /** Waits until a thread has had no new message for a while (the restarted shard's pump is done). */
  async function quietIn(thread: string): Promise<void> {
    let n = -1;
    await fake.waitFor(
      () => {
        const now = fake.messages(thread).length;
        const same = now === n;
        n = now;
        return same;
      },
      20_000,
      'a quiet thread',
    );
  }

  /** One decision by Amy on the newest turn message of `thread`; false when it offers none (over). */
  async function playIn(thread: string): Promise<boolean> {
    const m = fake.publicMessages(thread).at(-1);
    return m ? playOne(fake, amy, m, pick, play) : false;
  }
});

/** What a turn message shows (its text and picture's name): two messages showing the same are one posted twice. */
function shownVersion(m: StoredMessage): string {
  const v = FakeDiscord.view(m);
  return `${v.text}|${v.image?.filename ?? ''}`;
}
