// Locked and archived threads as Discord does them (issue 36 item 7), end to end: the real
// discord.js client, router, announcer and service in this process, against the fake Discord.
// A click in a locked thread cannot be answered there (Discord refuses every answer, 50083): the
// player is told by DM, what they decided stands, and the game goes on in its channel, said once.
import { describe, expect, it } from 'vitest';
import { LOCKED_OUT } from '../../src/discord/interactions';
import type { Actor, Where } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { useBotHarness, whoseTurn } from '../support/botHarness';

/** The buttons every turn message has beside its decisions. */
const ASIDE = /^(Details|What did I miss\?|Undo)$/;

describe('locked and archived threads, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const users = [amy, bo];
  const lockedCh = fake.addChannel('locked');
  const h = useBotHarness(fake, { name: 'threads', seed: 99 });

  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName });
  const where = (channelId: string): Where => ({ guildId: fake.guildId, channelId });
  const game = (channelId: string): store.GameRow => {
    const db = store.open(h.dbPath);
    try {
      return store.gamesWhere(db, `channel_id = ? ORDER BY id DESC LIMIT 1`, channelId)[0];
    } finally {
      db.close();
    }
  };
  const open = async (channelId: string): Promise<store.GameRow> => {
    await h.service.newGame(where(channelId), actor(amy), 'ateam', 0);
    await h.service.join(where(channelId), actor(bo));
    await h.service.start(where(channelId), actor(amy));
    await h.bot.pump();
    return game(channelId);
  };
  const text = (channelId: string) => fake.publicMessages(channelId).map((m) => FakeDiscord.view(m).text);
  const decision = (m: StoredMessage) => FakeDiscord.buttons(m).find((b) => !ASIDE.test(b.label) && !b.disabled)!;

  it('tells a click in a locked thread by DM; the decision stands and the game goes on in its channel, said once', async () => {
    const { threadId } = await open(lockedCh.id);
    const thread = threadId!;
    const turn = fake.message(game(lockedCh.id).lastMessageId!)!;
    expect(turn.channelId).toBe(thread);
    const player = whoseTurn(turn, users)!;
    const other = users.find((u) => u !== player)!;
    const before = game(lockedCh.id);
    const inThread = fake.publicMessages(thread).length;
    fake.archiveThread(thread, true);

    const clicked = await h.track(fake.click(player, turn, decision(turn).customId));
    expect(clicked.callbackType).toBeNull();
    expect(clicked.errors.map((e) => e.json?.code)).toEqual([50083]);
    // Told privately, in the DM: where the game goes on, and that the click was taken.
    const dm = fake.dms(player).map((m) => m.content);
    expect(dm).toEqual([
      `🔒 The A-Team: <#${thread}> is locked, so I could not answer you there. The game goes on in <#${lockedCh.id}>.\nWhat you asked for is done.`,
    ]);
    const moved = game(lockedCh.id);
    expect(moved.threadId).toBeNull();
    expect(moved.version).toBeGreaterThan(before.version);
    expect(moved.owed).toBe(false);
    const notice = /The A-Team: the game's thread is closed, so the game goes on here\./;
    expect(text(lockedCh.id).filter((t) => notice.test(t))).toHaveLength(1);
    expect(fake.message(moved.lastMessageId!)!.channelId).toBe(lockedCh.id);
    expect(fake.publicMessages(thread)).toHaveLength(inThread);

    // The other player clicks the old message too: refused, told by DM (the game found in its channel), nothing changes.
    const refused = await h.track(fake.click(other, turn, decision(turn).customId));
    expect(refused.errors.map((e) => e.json?.code)).toEqual([50083]);
    const told = fake.dms(other).map((m) => m.content);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(
      new RegExp(
        `^🔒 The A-Team: <#${thread}> is locked, so I could not answer you there\\. The game goes on in <#${lockedCh.id}>\\.\\n.+`,
      ),
    );
    expect(told[0]).not.toMatch(/What you asked for is done/);
    expect(game(lockedCh.id).version).toBe(moved.version);
    // Nothing said twice, in the channel or the thread.
    const shown = fake.publicMessages(lockedCh.id).length;
    await h.bot.pump();
    expect(fake.publicMessages(lockedCh.id)).toHaveLength(shown);
    expect(text(lockedCh.id).filter((t) => notice.test(t))).toHaveLength(1);
    expect(fake.publicMessages(thread)).toHaveLength(inThread);
    expect(fake.violations).toEqual([]);
    expect(h.logged.records().map((r) => r.msg)).toEqual([
      `the thread of game ${moved.id} is closed: the game goes on in its channel`,
      LOCKED_OUT,
      LOCKED_OUT,
    ]);
  });
});
