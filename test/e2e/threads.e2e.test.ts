// Locked and archived threads as Discord does them, end to end: the real
// discord.js client, router, announcer and service in this process, against the fake Discord.
// A click in a locked thread cannot be answered there (Discord refuses every answer, 50083): the
// player is told by DM, what they decided stands, and the game goes on in its channel, said once.
// The old turn message in a closed thread keeps its buttons only until the thread is open again:
// Discord refuses the edit in an archived thread, so the retirement stays owed, tried again at a
// later pump (each wait longer, never a loop) and done as soon as the bot writes there.
import { describe, expect, it } from 'vitest';
import { LOCKED_OUT } from '../../src/discord/interactions';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import type { Actor, Where } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { gameOpenedIn, useBotHarness, whoseTurn } from '../support/botHarness';

/** The buttons every turn message has beside its decisions. */
const ASIDE = /^(Details|What did I miss\?|Undo)$/;

describe('locked and archived threads, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const users = [amy, bo];
  const lockedCh = fake.addChannel('locked');
  const reopenedCh = fake.addChannel('reopened');
  const def = allGames().find((g) => g.id === 'ateam')!;
  /** How far the service's clock runs ahead of the real one (ms). */
  let ahead = 0;
  const h = useBotHarness(fake, { name: 'threads', seed: 99, now: () => new Date(Date.now() + ahead) });

  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName });
  const where = (channelId: string): Where => ({ guildId: fake.guildId, channelId });
  const game = (channelId: string): store.GameRow => gameOpenedIn(h.dbPath, channelId);
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
    // Told privately, in the DM: where the game goes on, and that the click was taken (after the
    // refused callback, so waited for: a busy machine may leave the fake quiet for a moment before it).
    await fake.waitFor(() => fake.dms(player).length > 0 && game(lockedCh.id).threadId === null, 5000, 'the DM and the move');
    await h.bot.pump();
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
    await fake.waitFor(() => fake.dms(other).length > 0, 5000, 'the DM');
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
      LOCKED_OUT,
      `the thread of game ${moved.id} is closed: the game goes on in its channel`,
      LOCKED_OUT,
    ]);
  });

  it("takes the buttons off a closed thread's old turn message once the thread is open again, never in a loop", async () => {
    const { threadId } = await open(reopenedCh.id);
    const thread = threadId!;
    const turn = fake.message(game(reopenedCh.id).lastMessageId!)!;
    const buttons = () => FakeDiscord.buttons(fake.message(turn.id)!).length;
    const edits = (since: number) =>
      fake.requests
        .slice(since)
        .filter((r) => r.method === 'PATCH' && r.path === `/api/v10/channels/${thread}/messages/${turn.id}`).length;
    const owed = () => {
      const db = store.open(h.dbPath);
      try {
        return store.dueRetirements(db, Number.MAX_SAFE_INTEGER, thread).map((r) => r.messageId);
      } finally {
        db.close();
      }
    };
    expect(buttons()).toBeGreaterThan(0);
    fake.archiveThread(thread, true);
    // A decision: its turn message is refused in the locked thread, so the game moves to its channel.
    const player = whoseTurn(turn, users)!;
    await h.service.choose(where(thread), actor(player), aiDecision(def, game(reopenedCh.id).match!)!.choice);
    const since = fake.requests.length;
    await h.bot.pump();
    expect(game(reopenedCh.id).threadId).toBeNull();
    expect(owed()).toEqual([turn.id]);
    expect(buttons()).toBeGreaterThan(0);
    // The turn message's edit refused, then its retirement tried at most once: refused, it waits, whatever the pumps.
    expect(edits(since)).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) await h.bot.pump();
    expect(edits(since)).toBeLessThanOrEqual(2);

    // A moderator unlocks it, but it stays archived: a later pump tries again, still refused, and it stays owed.
    fake.openThread(thread);
    fake.archiveThread(thread);
    ahead += 10 * 60_000;
    const later = fake.requests.length;
    await h.bot.pump();
    expect(edits(later)).toBe(1);
    expect(owed()).toEqual([turn.id]);
    expect(buttons()).toBeGreaterThan(0);
    await h.bot.pump();
    expect(edits(later)).toBe(1);

    // Someone presses an old button there: the answer opens the thread, and the buttons come off at once.
    const pressed = await h.track(fake.click(player, fake.message(turn.id)!, decision(turn).customId));
    expect(pressed.ephemeral).toBe(true);
    await fake.waitFor(() => buttons() === 0, 5000, 'the buttons off');
    expect(fake.isArchived(thread)).toBe(false);
    expect(buttons()).toBe(0);
    expect(owed()).toEqual([]);
    // Nothing said twice: one notice in the channel, nothing new in the thread but that private answer.
    const notice = /The A-Team: the game's thread is closed, so the game goes on here\./;
    expect(text(reopenedCh.id).filter((t) => notice.test(t))).toHaveLength(1);
    expect(fake.publicMessages(thread).map((m) => m.id)).toContain(turn.id);
    const done = fake.requests.length;
    ahead += 24 * 60 * 60_000;
    await h.bot.pump();
    expect(edits(done)).toBe(0);
    expect(fake.violations).toEqual([]);
  });
});
