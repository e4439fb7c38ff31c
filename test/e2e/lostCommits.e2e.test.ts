// The database loses commits Discord had shown (restored from a copy taken a few moves earlier:
// what a failover to a replica behind, or commits acknowledged before they were durable, leaves),
// end to end: the real discord.js client, router, announcer and service in this process, against
// the fake Discord. The newest turn message's buttons are from versions the database never had:
// the first click on one reconciles instead of being refused forever.
import { copyFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { gameOpenedIn, useBotHarness, whoseTurn } from '../support/botHarness';

/** The buttons every turn message has beside its decisions. */
const ASIDE = /^(Details|What did I miss\?|Undo)$/;

describe('moves the database lost, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const users = [amy, bo];
  const ch = fake.addChannel('lost');
  const h = useBotHarness(fake, { name: 'lost', seed: 5 });
  const game = (): store.GameRow => gameOpenedIn(h.dbPath, ch.id);
  const decision = (m: StoredMessage) => FakeDiscord.buttons(m).find((b) => !ASIDE.test(b.label) && !b.disabled);
  const live = (m: StoredMessage) => FakeDiscord.buttons(fake.message(m.id)!).filter((b) => !b.disabled).length;
  /** The player the newest turn message calls clicks its first decision. */
  const play = async (): Promise<void> => {
    const m = fake.message(game().lastMessageId!)!;
    await h.track(fake.click(whoseTurn(m, users)!, m, decision(m)!.customId));
  };

  it('undoes them on the first click of a lost turn, says so once, and plays on from the database', async () => {
    const where = { guildId: fake.guildId, channelId: ch.id };
    const actor = (u: FakeUser) => ({ userId: u.id, name: u.globalName });
    await h.service.newGame(where, actor(amy), 'ateam', 0);
    await h.service.join(where, actor(bo));
    await h.service.start(where, actor(amy));
    await h.bot.pump();
    const thread = game().threadId!;
    await play();
    const kept = game();
    const copy = `${h.dbPath}.copy`;
    const db = new Database(h.dbPath);
    db.prepare('VACUUM INTO ?').run(copy);
    db.close();
    // Play on until Discord shows two player-turns the copy does not have.
    for (let i = 0; i < 40 && game().turn.no < kept.turn.no + 2; i++) await play();
    const newest = fake.message(game().lastMessageId!)!;
    expect(game().turn.no).toBe(kept.turn.no + 2);
    expect(live(newest)).toBeGreaterThan(0);

    // The database comes back without those moves.
    await h.down();
    for (const f of [h.dbPath, `${h.dbPath}-wal`, `${h.dbPath}-shm`]) rmSync(f, { force: true });
    copyFileSync(copy, h.dbPath);
    await h.up();
    expect(game()).toMatchObject({ version: kept.version, turn: kept.turn });
    const posted = fake.publicMessages(thread).length;

    const clicker = whoseTurn(newest, users)!;
    const o = await h.track(fake.click(clicker, newest, decision(newest)!.customId));
    expect(o.ephemeral).toBe(true);
    expect(o.texts.join('\n')).toContain(
      `My database lost the last moves of this game, so your click could not count: the game is back at turn ${kept.turn.no}.`,
    );
    // Publicly: the notice once, then the turn message from the database's state; the lost one's buttons are gone.
    const after = fake.publicMessages(thread).slice(posted);
    expect(after.map((m) => FakeDiscord.view(m).text)).toEqual([
      `⚠ The A-Team: my database lost the last moves of this game, so they are undone. The game goes on from turn ${kept.turn.no}; its message follows.`,
      expect.stringContaining(` · turn ${kept.turn.no}`),
    ]);
    expect(live(newest)).toBe(0);
    const reposted = after[1];
    expect(game()).toMatchObject({ lastMessageId: reposted.id, owed: false, turn: kept.turn });
    expect(game().version).toBeGreaterThan(kept.version + 2);
    expect(game().match!.state).toEqual(kept.match!.state);

    const still = game();
    // The game plays on from the re-posted message.
    await play();
    expect(game().version).toBeGreaterThan(still.version);
    expect(h.logged.records().filter((r) => r.level >= 50)).toEqual([]);
  }, 60_000);
});
