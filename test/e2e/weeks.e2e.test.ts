// Threads and DMs over weeks, end to end: the real discord.js client, announcer and
// service in this process, against the fake Discord. A thread archived mid-game is unarchived and
// the game goes on in it; a locked thread moves its game to the channel, said once there; the
// active-thread limit plays the game in its channel at once; a DM channel is opened once per
// user; a refused DM is tried once, marked closed and never again, while the game goes on.
import { describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import type { Actor, Where } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser } from '../fake-discord/types';
import { gameOpenedIn, useBotHarness } from '../support/botHarness';

const API = '/api/v10';

describe('threads and DMs over weeks, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 100 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const cy = fake.addUser('cy', { globalName: 'Cy' });
  const users = [amy, bo, cy];
  const archivedCh = fake.addChannel('archived');
  const lockedCh = fake.addChannel('locked');
  const limitCh = fake.addChannel('limit');
  const dmCh = fake.addChannel('dms');
  const refusedCh = fake.addChannel('refused');
  const def = allGames().find((g) => g.id === 'ateam')!;
  const h = useBotHarness(fake, { name: 'weeks', seed: 99 });

  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName });
  const where = (channelId: string): Where => ({ guildId: fake.guildId, channelId });
  const game = (channelId: string): store.GameRow => gameOpenedIn(h.dbPath, channelId);
  /** Opens, starts and places a game of `players` in `channelId` (the bot makes its thread). */
  const open = async (channelId: string, players: FakeUser[]): Promise<store.GameRow> => {
    await h.service.newGame(where(channelId), actor(players[0]), 'ateam', 0);
    for (const p of players.slice(1)) await h.service.join(where(channelId), actor(p));
    await h.service.start(where(channelId), actor(players[0]));
    await h.bot.pump();
    return game(channelId);
  };
  /** The player whose turn it is decides (as the AI would), then the bot carries out what is owed. */
  const step = async (channelId: string): Promise<void> => {
    const g = game(channelId);
    const d = aiDecision(def, g.match!)!;
    const name = g.match!.seats[def.pending(g.match!.state)!.player].name;
    const who = users.find((u) => u.globalName === name)!;
    await h.service.choose(where(store.placeOf(g)), actor(who), d.choice);
    await h.bot.pump();
  };
  const requestsTo = (method: string, path: string, since = 0) =>
    fake.requests.slice(since).filter((r) => r.method === method && r.path === `${API}${path}`);
  const text = (channelId: string) => fake.publicMessages(channelId).map((m) => FakeDiscord.view(m).text);

  it('unarchives a thread archived mid-game before editing in it: the game goes on in the thread', async () => {
    const { threadId } = await open(archivedCh.id, [amy, bo]);
    expect(threadId).not.toBeNull();
    const thread = threadId!;
    let unarchived = 0;
    // Archive before every decision until one calls for an edit of the turn message (a post unarchives by itself).
    for (let i = 0; i < 30 && unarchived === 0; i++) {
      fake.archiveThread(thread);
      const since = fake.requests.length;
      await step(archivedCh.id);
      unarchived = requestsTo('PATCH', `/channels/${thread}`, since).length;
    }
    expect(unarchived).toBe(1);
    expect(fake.isArchived(thread)).toBe(false);
    const after = game(archivedCh.id);
    expect(after.threadId).toBe(thread);
    expect(after.owed).toBe(false);
    // The turn message in the thread shows the game as it is now; nothing was said in the channel.
    expect(fake.message(after.lastMessageId!)!.channelId).toBe(thread);
    expect(fake.publicMessages(archivedCh.id)).toEqual([]);
    await step(archivedCh.id);
    expect(game(archivedCh.id).version).toBeGreaterThan(after.version);
  });

  it('moves the game of a locked thread to its channel, says so once there, and goes on there', async () => {
    const { threadId } = await open(lockedCh.id, [amy, bo]);
    const thread = threadId!;
    const inThread = fake.publicMessages(thread).length;
    fake.archiveThread(thread, true);
    await step(lockedCh.id);
    const moved = game(lockedCh.id);
    expect(moved.threadId).toBeNull();
    expect(moved.owed).toBe(false);
    const notice = /The A-Team: the game's thread is closed, so the game goes on here\./;
    expect(text(lockedCh.id)[0]).toMatch(notice);
    expect(fake.message(moved.lastMessageId!)!.channelId).toBe(lockedCh.id);
    // Recorded there: the next pump posts nothing again.
    const shown = fake.publicMessages(lockedCh.id).length;
    await h.bot.pump();
    expect(fake.publicMessages(lockedCh.id)).toHaveLength(shown);
    for (let i = 0; i < 4; i++) await step(lockedCh.id);
    expect(text(lockedCh.id).filter((t) => notice.test(t))).toHaveLength(1);
    expect(text(lockedCh.id).some((t) => / · turn /.test(t))).toBe(true);
    expect(fake.publicMessages(thread)).toHaveLength(inThread);
    expect(game(lockedCh.id).version).toBeGreaterThan(moved.version);
    expect(h.logged.records().map((r) => r.msg)).toEqual([
      `the thread of game ${moved.id} is closed: the game goes on in its channel`,
    ]);
  });

  it('plays in the channel at once at the active-thread limit, and in a thread a game was opened in', async () => {
    fake.limitThreads(true);
    const since = fake.requests.length;
    const g = await open(limitCh.id, [amy, bo]);
    fake.limitThreads(false);
    expect(g.placed).toBe(true);
    expect(g.threadId).toBeNull();
    expect(requestsTo('POST', `/channels/${limitCh.id}/threads`, since)).toHaveLength(1);
    expect(text(limitCh.id).some((t) => / · turn /.test(t))).toBe(true);
    expect(text(limitCh.id).filter((t) => /reached Discord's limit of active threads/.test(t))).toHaveLength(1);
    // Opened in a thread of its own (people chatting there): a thread holds no threads, it plays there at once.
    const chat = fake.world.addThread(refusedCh.id, 'chat');
    const before = fake.requests.length;
    const inChat = await open(chat.id, [amy, bo]);
    expect([inChat.placed, inChat.threadId]).toEqual([true, null]);
    expect(requestsTo('POST', `/channels/${chat.id}/threads`, before)).toHaveLength(1);
    expect(text(chat.id).some((t) => / · turn /.test(t))).toBe(true);
    expect(text(chat.id).some((t) => /threads/.test(t))).toBe(false);
  });

  it('opens the DM channel once per user over several DMs', async () => {
    await h.service.notify(actor(amy), true);
    await h.service.notify(actor(bo), true);
    const since = fake.requests.length;
    await open(dmCh.id, [amy, bo]);
    for (let i = 0; i < 12 && (fake.dms(amy).length < 2 || fake.dms(bo).length < 2); i++) await step(dmCh.id);
    expect(fake.dms(amy).length).toBeGreaterThanOrEqual(2);
    expect(fake.dms(bo).length).toBeGreaterThanOrEqual(2);
    expect(requestsTo('POST', '/users/@me/channels', since)).toHaveLength(2);
  });

  it('tries a refused DM once, marks DMs closed, never tries again, and the game goes on', async () => {
    await h.service.notify(actor(cy), true);
    fake.refuseDms(cy);
    const since = fake.requests.length;
    await open(refusedCh.id, [cy, amy]);
    const cyTurns = () =>
      fake.publicMessages(store.placeOf(game(refusedCh.id))).filter((m) => FakeDiscord.view(m).text.includes(`<@${cy.id}>`))
        .length;
    for (let i = 0; i < 20 && cyTurns() < 3; i++) await step(refusedCh.id);
    expect(cyTurns()).toBeGreaterThanOrEqual(3);
    const dm = fake.world.dms.find((c) => c.recipientId === cy.id)!;
    expect(requestsTo('POST', `/channels/${dm.id}/messages`, since)).toHaveLength(1);
    expect(requestsTo('POST', `/channels/${dm.id}/messages`, since)[0].status).toBe(403);
    const db = store.open(h.dbPath);
    try {
      expect(store.notifyOf(db, cy.id).dmClosed).toBe(true);
    } finally {
      db.close();
    }
  });

  it('kept every Discord rule, used no unknown route, and logged only the closed thread', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(h.logged.records()).toHaveLength(1);
  });
});
