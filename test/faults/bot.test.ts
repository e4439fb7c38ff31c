// The real bot process (the command of `npm start`) against the fake Discord: at start it closes a
// lobby nobody touched for IDLE_DAYS and says so in its channel; on SIGTERM, and a second one
// 20 ms later, it stops once, with exit code 0 and the database closed cleanly (SQLite removes
// the -wal file on a clean last close; PostgreSQL shows nothing alike, so there exit 0 is all).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createService } from '../../src/services';
import { FakeDiscord } from '../fake-discord/fake';
import { discordEnv, startBot, type BotProcess } from '../support/bot';
import { alice, stubRender } from '../support/service';
import { serviceStore, servicesOnPostgres, storeEnv } from '../support/stores';
import { allGames } from '../../src/games/registry';

describe('the bot process', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const dbPath = join(mkdtempSync(join(tmpdir(), 'rerun-faults-')), 'rerun.db');
  let bot: BotProcess | undefined;

  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 20_000);

  it('closes an idle lobby at start with a message, and stops once on SIGTERM with the database closed', async () => {
    // A lobby opened long ago in the fake's channel, before the bot starts.
    const old = await createService({
      ...(await serviceStore(dbPath)),
      render: stubRender,
      now: () => new Date('2020-01-01T00:00:00Z'),
      games: allGames(),
    });
    await old.newGame({ guildId: fake.guildId, channelId: fake.channelId }, alice, 'ateam', 0);
    await old.close();

    await fake.start();
    bot = startBot({
      ...discordEnv(fake),
      ...(await storeEnv(dbPath)),
      IDLE_DAYS: '30',
    });
    await bot.ready;
    await fake.waitFor(
      () => fake.publicMessages().some((m) => m.content.includes('was closed')),
      10_000,
      'the idle lobby closed',
    );
    expect(fake.publicMessages().map((m) => m.content)).toEqual([
      'The A-Team was closed: nobody has played or joined for 30 days. Open a new one with /game new.',
    ]);
    const sqlite = !servicesOnPostgres();
    if (sqlite) expect(existsSync(`${dbPath}-wal`)).toBe(true);

    // A second SIGTERM 20 ms after the first, as a forwarding parent sends it.
    expect(await bot.stop(20)).toBe(0);
    expect(bot.output().filter((l) => l.includes('Rerun stopping'))).toEqual(['Rerun stopping (SIGTERM)...']);
    if (sqlite) expect(existsSync(`${dbPath}-wal`)).toBe(false);
  }, 60_000);
});
