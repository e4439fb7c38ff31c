// Play over days, end to end: the real discord.js client and the bot's router, announcer and
// service, in this process so that the test owns the clock, against the fake Discord. A game
// opens its thread (or, without the permission, plays in its channel and says so), the lobby is
// one message edited in place, each player-turn is one new message updated while the same
// player goes on, the clock reminds and then lets the AI take a turn, and Rematch opens a new
// game in a new thread.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../src/render';
import { FakeDiscord } from '../fake-discord/fake';
import { isPng } from '../fake-discord/limits';
import type { StoredMessage } from '../fake-discord/types';
import { buttonId, useBotHarness, whoseTurn } from '../support/botHarness';

const DAY = 24 * 3_600_000;

describe("play over days against a fake Discord, with the clock in the test's hand", () => {
  const fake = new FakeDiscord({ settleMs: 150 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const users = [amy, bo];
  const closed = fake.addChannel('no-threads');
  let now = Date.parse('2026-03-01T12:00:00Z');
  const h = useBotHarness(fake, { name: 'days', now: () => new Date(now), seed: 4242, render: renderBoard });
  const { outcomes, track } = h;

  let thread: string;
  let lobby: StoredMessage;

  it('edits one lobby message in place, then opens the game in a thread named after it', async () => {
    // No vacation allowance: the clock's end lets the AI play at once (docs/pacing.md).
    const opened = await track(fake.slash(amy, 'game', { game: 'ateam', clock: '2d', vacation: 0 }, 'new'));
    lobby = opened.message!;
    expect(opened.callbackType).toBe(4);
    expect(lobby.content).toContain('clock: 2 days a turn');
    const joined = await track(fake.click(bo, lobby, buttonId(lobby, /^Join$/)));
    expect(joined.callbackType).toBe(7); // the same message, updated
    expect(fake.message(lobby.id)!.content).toContain('2. Bo');
    const started = await track(fake.click(amy, fake.message(lobby.id)!, buttonId(fake.message(lobby.id)!, /^Start$/)));
    expect(started.callbackType).toBe(7);
    // Only one public message in the channel: the lobby, now pointing at the thread.
    expect(fake.publicMessages()).toHaveLength(1);
    const [t] = fake.threads(fake.channelId);
    expect(t.name).toBe('The A-Team · Amy, Bo');
    thread = t.id;
    expect(fake.message(lobby.id)!.content).toContain(`<#${thread}>`);
    expect(FakeDiscord.buttons(fake.message(lobby.id)!)).toEqual([]);
    const first = fake.publicMessages(thread);
    expect(first).toHaveLength(1);
    expect(FakeDiscord.view(first[0]).text).toMatch(/turn 1\s*$/);
    expect(first[0].attachments.some((a) => isPng(a.data))).toBe(true);
    // The channel is free for another game, while this one plays in its thread.
    expect((await track(fake.slash(bo, 'status', {}, undefined, thread))).message!.content).toContain('The A-Team');
  });

  it('posts one new message per player-turn, and updates it while the same player goes on', async () => {
    let updates = 0;
    let turns = 0;
    for (let step = 0; step < 14 && (updates === 0 || turns < 3); step++) {
      const msgs = fake.publicMessages(thread);
      const current = msgs.at(-1)!;
      const who = whoseTurn(current, users);
      if (!who) break;
      const out = await track(fake.click(who, current, choiceButton(current)));
      expect(out.ephemeral).toBe(false);
      const after = fake.publicMessages(thread);
      if (out.callbackType === 7) {
        // The same player's turn: no new message, the picture is the end state.
        updates++;
        expect(after).toHaveLength(msgs.length);
        expect(whoseTurn(fake.message(current.id)!, users)).toBe(who);
      } else {
        turns++;
        expect(after).toHaveLength(msgs.length + 1);
        expect(whoseTurn(after.at(-1)!, users)).not.toBe(who);
        await fake.waitFor(() => FakeDiscord.buttons(fake.message(current.id)!).length === 0, 5000, 'old turn message retired');
      }
    }
    expect(updates).toBeGreaterThan(0);
    expect(turns).toBeGreaterThan(0);
    // Every turn message but the last has lost its buttons; each pings the player whose turn began.
    const all = fake.publicMessages(thread);
    for (const m of all.slice(0, -1)) expect(FakeDiscord.buttons(m)).toEqual([]);
    // /board answers privately and posts nothing.
    const board = await track(fake.slash(amy, 'board', {}, undefined, thread));
    expect(board.ephemeral).toBe(true);
    expect(fake.publicMessages(thread)).toHaveLength(all.length);
  });

  it('reminds at half time in the thread with a jump link, then lets the AI take the turn when time runs out', async () => {
    const before = fake.publicMessages(thread);
    const current = before.at(-1)!;
    const who = whoseTurn(current, users)!;
    now += DAY;
    await h.bot.pump();
    const reminder = fake.publicMessages(thread).at(-1)!;
    expect(reminder.content).toContain(`⏰ <@${who.id}>, half of your time`);
    expect(reminder.content).toContain(`https://discord.com/channels/${fake.guildId}/${thread}/${current.id}`);
    await h.bot.pump();
    expect(fake.publicMessages(thread)).toHaveLength(before.length + 1); // not twice
    now += DAY;
    await h.bot.pump();
    const after = fake.publicMessages(thread);
    const taken = after.at(-1)!;
    expect(FakeDiscord.view(taken).text).toMatch(/time ran out: the AI plays this turn for them/);
    expect(whoseTurn(taken, users)).not.toBe(who);
    expect(FakeDiscord.buttons(fake.message(current.id)!)).toEqual([]);
  });

  it('asks before resigning, ends the game, and opens a rematch in a new thread from the final message', async () => {
    const asked = await track(fake.slash(bo, 'game', {}, 'resign', thread));
    expect(asked.ephemeral).toBe(true);
    const done = await track(fake.click(bo, asked.message!, buttonId(asked.message!, /^Resign$/)));
    expect(done.ephemeral).toBe(false);
    const final = fake.publicMessages(thread).at(-1)!;
    expect(FakeDiscord.view(final).text).toContain('🏆');
    const rematch = await track(fake.click(amy, final, buttonId(final, /^Rematch$/)));
    expect(rematch.message!.content).toMatch(/rematch/i);
    const threads = fake.threads(fake.channelId);
    expect(threads).toHaveLength(2);
    const second = fake.publicMessages(threads[1].id);
    expect(second).toHaveLength(1);
    expect(FakeDiscord.view(second[0]).text).toMatch(/^▶ <@\d+> \(\w+\): /);
  });

  it('plays in the channel when it may not create threads, and says so once', async () => {
    fake.allowThreads(false);
    const opened = await track(fake.slash(amy, 'game', { game: 'atcha', ai: 1 }, 'new', closed.id));
    await track(fake.click(amy, opened.message!, buttonId(opened.message!, /^Start$/)));
    expect(fake.threads(closed.id)).toEqual([]);
    const msgs = fake.publicMessages(closed.id);
    expect(msgs).toHaveLength(2);
    expect(msgs[0].content).toMatch(/may not create threads/);
    expect(msgs.filter((m) => /may not create threads/.test(m.content))).toHaveLength(1);
    expect(FakeDiscord.view(msgs[1]).text).toMatch(/^▶ <@\d+> \(\w+\): /);
    fake.allowThreads(true);
  });

  it('kept every Discord limit and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(h.logged.records()).toEqual([]);
  });
});

/** A decision button of a turn message (not "My hand"), or the first option of its menu. */
function choiceButton(m: StoredMessage): string {
  const b = FakeDiscord.buttons(m).find((x) => x.label !== 'My hand' && !x.disabled && x.customId.startsWith('pick:'));
  if (!b)
    throw new Error(
      `no decision button on: ${FakeDiscord.buttons(m)
        .map((x) => x.label)
        .join(' | ')}`,
    );
  return b.customId;
}
