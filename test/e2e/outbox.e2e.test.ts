// Failed posts against the fake Discord, with the real discord.js client and the bot's router,
// announcer and service in this process, so that the test owns the clock:
// a game whose thread was deleted while the bot was down is ended once, with one log line, and
// never tried again; a post Discord keeps refusing is tried again after 1, 2, 4 … minutes (the
// count kept across a restart), then given up with one log line.
import { describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser } from '../fake-discord/types';
import { buttonId, useBotHarness } from '../support/botHarness';

const MINUTE = 60_000;

describe('owed posts that fail, against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const refusing = fake.addChannel('refusing');
  let now = Date.parse('2026-03-01T12:00:00Z');
  const h = useBotHarness(fake, { name: 'outbox-e2e', now: () => new Date(now) });
  const game = (placeId: string): store.GameRow => {
    const r = store.open(h.dbPath);
    try {
      return store.latestGameIn(r, placeId)!;
    } finally {
      r.close();
    }
  };
  /** Amy and Bo start The A-Team in `channelId`; its thread's id once the first turn message is there. */
  const openGame = async (channelId: string): Promise<string> => {
    const lobby = (await fake.slash(amy, 'game', { game: 'ateam' }, 'new', channelId)).message!;
    await fake.click(bo, lobby, buttonId(lobby, /^Join$/));
    await fake.click(amy, fake.message(lobby.id)!, buttonId(fake.message(lobby.id)!, /^Start$/));
    await h.bot.pump();
    const thread = fake.threads(channelId).at(-1)!.id;
    expect(fake.publicMessages(thread)).toHaveLength(1);
    return thread;
  };
  /** The pending player's decision, taken through the service as a command would (its turn message is then owed). */
  const decide = async (thread: string) => {
    const g = game(thread);
    const d = aiDecision(
      allGames().find((x) => x.id === g.game)!,
      g.match!,
    )!;
    const r = store.open(h.dbPath);
    const seat = store.seatsOf(r, g.id)[d.player];
    r.close();
    const who: FakeUser = [amy, bo].find((u) => u.id === seat.userId)!;
    await h.service.choose({ guildId: fake.guildId, channelId: thread }, { userId: who.id, name: who.globalName }, d.choice);
    expect(game(thread).owed).toBe(true);
  };
  const requestsTo = (channelId: string) => fake.requests.filter((r) => r.path.includes(`/channels/${channelId}/`));

  it('ends a game whose thread was deleted while the bot was down, once, with one log line', async () => {
    const thread = await openGame(fake.channelId);
    await h.down();
    // Deleted while the bot is down: it hears nothing of it.
    fake.world.removeChannel(thread);
    h.service = await h.openService();
    await decide(thread);
    await h.service.close();
    await h.up();
    expect(game(thread).status).toBe('cancelled');
    expect(game(thread).owed).toBe(false);
    const tried = requestsTo(thread).length;
    expect(tried).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      now += 10 * MINUTE;
      await h.bot.pump();
    }
    expect(requestsTo(thread)).toHaveLength(tried);
    expect(h.logged.records().map((r) => r.msg)).toEqual([
      `the thread or channel of game ${game(thread).id} is gone: the game is ended`,
    ]);
  });

  it('tries a refused post again after 1, 2, 4 … minutes, across a restart, then gives it up with one line', async () => {
    const thread = await openGame(refusing.id);
    fake.refuse(thread, { status: 403, code: 50001, message: 'Missing Access' });
    await decide(thread);
    const start = now;
    const triedAt: number[] = [];
    let seen = 0;
    for (let minute = 0; minute <= 180; minute++) {
      now = start + minute * MINUTE;
      // A restart in the middle keeps the count and the wait.
      if (minute === 20) {
        await h.down();
        await h.up();
      } else await h.bot.pump();
      const n = requestsTo(thread).filter((r) => r.status === 403).length;
      if (n > seen) triedAt.push(minute);
      seen = n;
    }
    expect(triedAt).toEqual([0, 1, 3, 7, 15, 31, 63, 123]);
    const lines = h.logged.records().map((r) => r.msg);
    expect(lines.filter((l) => /given up/.test(l))).toEqual(['announcement turn given up after 8 failed tries']);
    // Given up: nothing owed until the next decision, which is tried afresh once Discord takes it again.
    expect(game(thread)).toMatchObject({ owed: false, status: 'active' });
    fake.refuse(thread, null);
    const before = requestsTo(thread).length;
    await decide(thread);
    await h.bot.pump();
    expect(game(thread).owed).toBe(false);
    // A new message, or an edit when the same player goes on (the seed decides which).
    const told = requestsTo(thread)
      .slice(before)
      .filter((r) => r.status < 300 && /\/messages/.test(r.path) && (r.method === 'POST' || r.method === 'PATCH'));
    expect(told.length).toBeGreaterThan(0);
  });

  it('kept every Discord limit', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
