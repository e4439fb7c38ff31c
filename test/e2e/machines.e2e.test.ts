// Two machines (docs/scaling.md): `npm start` twice with SHARDS=2, each with SHARD_LIST
// naming its one shard, sharing nothing but a PostgreSQL database (each bot reaches the fake
// Discord through an address of its own, so the fake knows which made a message). Each connects
// only its shard; Amy plays a game in a guild of each shard at once; each game's turn messages are
// made by the machine of its shard, none twice, and what one machine stores the other reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgStore } from '../../src/store/pg/pgStore';
import { FakeDiscord } from '../fake-discord/fake';
import { offersDecision, playOne } from '../support/playOne';
import { startBot, type BotProcess } from '../support/bot';
import { freshDatabase, pgTemplate, pgUrl } from '../support/pg';

const SHARDS = 2;
/** Amy's decisions in each game: enough for several turn messages by each machine. */
const STEPS = 6;

describe.skipIf(!pgUrl())('the bot split over two machines by SHARD_LIST, on one PostgreSQL database', () => {
  const fake = new FakeDiscord({ shards: SHARDS, settleMs: 60 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const channels = Array.from({ length: SHARDS }, (_, on) => fake.addGuild({ on, of: SHARDS }));
  const machines: BotProcess[] = [];
  let databaseUrl = '';
  let seed = 23;
  const pick = (n: number): number => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };

  beforeAll(async () => {
    await fake.start();
    databaseUrl = await freshDatabase(pgUrl(), pgTemplate());
    for (let shard = 0; shard < SHARDS; shard++)
      machines.push(
        startBot(
          {
            DISCORD_TOKEN: fake.token,
            DISCORD_API_BASE: fake.apiBaseFor(`machine-${shard}`),
            DISCORD_CLIENT_ID: fake.appId,
            DISCORD_GUILD_ID: undefined,
            DATABASE_URL: databaseUrl,
            SHARDS: String(SHARDS),
            SHARD_LIST: String(shard),
            LOG_LEVEL: 'info',
          },
          { readyTimeoutMs: 60_000, pictures: false },
        ),
      );
    await Promise.all(machines.map((m, shard) => m.waitFor(new RegExp(`^Shard\\(s\\) ${shard} ready$`), 90_000)));
    await fake.waitFor(() => fake.connectedShards.length === SHARDS, 10_000, 'both shards connected');
    await Promise.all(
      machines.map((m, shard) => m.waitFor(new RegExp(`^Rerun ready as .+ \\(shard ${shard} of ${SHARDS}\\)$`), 30_000)),
    );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(machines.map((m) => m.stop()));
    await fake.stop();
  }, 30_000);

  it('each machine runs its own shard and posts its own games, once each', async () => {
    // One connection per shard, each from the machine SHARD_LIST gave it.
    expect(fake.identifies.map((d) => d.shard).sort()).toEqual([
      [0, SHARDS],
      [1, SHARDS],
    ]);
    expect(machines.map((m) => m.output().filter((t) => /^Starting 1 of the 2 shard processes here: \d$/.test(t)))).toEqual([
      ['Starting 1 of the 2 shard processes here: 0'],
      ['Starting 1 of the 2 shard processes here: 1'],
    ]);

    const threads: string[] = [];
    for (const channel of channels) {
      const opened = await fake.slash(amy, 'game', { game: 'ateam', ai: 2, clock: 'off' }, 'new', channel.id);
      const start = FakeDiscord.buttons(opened.message!).find((b) => b.label === 'Start')!;
      await fake.click(amy, opened.message!, start.customId);
      await fake.waitFor(() => fake.threads(channel.id).length === 1, 10_000, 'the thread of the game');
      threads.push(fake.threads(channel.id)[0].id);
    }
    await Promise.all(threads.map((t) => fake.waitFor(() => fake.publicMessages(t).length > 0, 10_000, 'a first turn message')));
    for (let step = 0; step < STEPS; step++) await Promise.all(threads.map(playIn));

    for (const [shard, thread] of threads.entries()) {
      const made = fake.publicMessages(thread).map((m) => m.madeBy ?? 'an answer');
      // Posts come from the machine of the game's shard; answers to Amy's clicks carry no maker.
      expect(made.filter((by) => by !== 'an answer' && by !== `machine-${shard}`)).toEqual([]);
      expect(made.filter((by) => by === `machine-${shard}`).length, `posts by machine ${shard}`).toBeGreaterThan(0);
      expect(made.length, `turn messages in game ${shard}`).toBeGreaterThan(2);
      const shown = fake.publicMessages(thread).map((m) => FakeDiscord.view(m).text);
      expect(shown.length - new Set(shown).size, `turn messages posted twice in game ${shard}`).toBe(0);
    }
    // Both games are in the one database, each where its machine left it.
    const s = await openPgStore(databaseUrl, { max: 1 });
    try {
      // The last click's turn message may still be on its way: each machine posts what it owes.
      for (const thread of threads) {
        const owed = async () => (await s.latestGameIn(thread))?.owed;
        for (let waited = 0; (await owed()) && waited < 15_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
        expect(await owed(), `game in ${thread} still owes its turn message`).toBe(false);
      }
    } finally {
      await s.close();
    }
    expect(machines.flatMap((m) => m.problems())).toEqual([]);
    expect(fake.violations.filter((v) => v.rule !== 'ack-timeout')).toEqual([]);
  }, 300_000);

  /**
   * One decision by Amy on the newest turn message of `thread`, once it offers her one: the AI
   * seats' turns before hers are posted by the game's machine in its own time (on a loaded
   * machine, later than Amy's next step).
   */
  async function playIn(thread: string): Promise<void> {
    await fake.waitFor(() => offersDecision(fake.publicMessages(thread).at(-1)), 30_000, `a decision for Amy in ${thread}`);
    await playOne(fake, amy, fake.publicMessages(thread).at(-1)!, pick);
  }
});
