// Decide in the DM, end to end: the real discord.js client, router, announcer and service in this
// process, against the fake Discord. A 4-player game played to its winner with Amy and Bo acting
// only from the cards in their DMs with the bot, Cy in the game's thread, and one AI seat. Each of
// their clicks acts on the game as the thread's button would, is answered in the DM (the card goes
// on, or says what was done), and the thread's turn message follows as if clicked there. Old cards
// lose their buttons as the turns move on; a stale card, and a card whose game moved out of its
// closed thread, are refused kindly and change nothing. Bo, who added the app to his account, asks
// /games and /hand from a group DM on the way: answered privately, and never with his hand.
import { describe, expect, it } from 'vitest';
import { parseId } from '../../src/services/core/customIds';
import type * as store from '../../src/store';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { gameOpenedIn, useBotHarness, whoseTurn } from '../support/botHarness';
import { offersDecision, playOne } from '../support/playOne';

const GAME = 'ateam';
/** Decisions in all at most: far above what a game takes, low enough to fail rather than hang. */
const MAX_STEPS = 3000;

const kind = (id: string) => parseId(id)?.kind;

describe('deciding in the DM, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 40 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const cy = fake.addUser('cy', { globalName: 'Cy' });
  const table = fake.addChannel('table');
  const moving = fake.addChannel('moving');
  const group = fake.addGroup([amy, bo]);
  // Registered as a bot players add to their own account (the group DM's commands).
  const h = useBotHarness(fake, { name: 'dm-cards', seed: 36, global: true });
  const { track } = h;
  let seed = 36;
  /** A seeded choice among `n` (Park–Miller), so a failure replays. */
  const pick = (n: number): number => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  const game = (channelId: string): store.GameRow => gameOpenedIn(h.dbPath, channelId);
  const dmOf = (u: FakeUser) => fake.dmChannel(u).id;
  /** The newest message in `u`'s DM that offers a decision (a live card). */
  const liveCard = (u: FakeUser): StoredMessage | undefined =>
    fake
      .dms(u)
      .filter((m) => offersDecision(m))
      .at(-1);

  /** A lobby in `channelId` by Amy, the others joining, started; its thread. */
  const open = async (channelId: string, players: FakeUser[], ai: number) => {
    const opened = await track(fake.slash(amy, 'game', { game: GAME, ai, clock: 'off' }, 'new', channelId));
    const press = async (u: FakeUser, label: string) => {
      const m = fake.message(opened.message!.id)!;
      await track(fake.click(u, m, FakeDiscord.buttons(m).find((b) => b.label === label)!.customId));
    };
    for (const u of players.slice(1)) await press(u, 'Join');
    await press(amy, 'Start');
    return fake.threads(channelId)[0];
  };

  /** Tracks `u`'s interaction; a private confirmation it asked for (a choice that works against its chooser) is said yes to. */
  const confirming =
    (u: FakeUser, seen?: (o: Outcome) => void) =>
    async (p: Promise<Outcome>): Promise<Outcome> => {
      const o = await track(p);
      seen?.(o);
      const yes =
        o.message && o.ephemeral ? FakeDiscord.buttons(o.message).find((b) => /^confirm:.*:y:/.test(b.customId)) : undefined;
      if (yes) await track(fake.click(u, o.message!, yes.customId));
      return o;
    };

  it('plays a 4-player game to its winner, Amy and Bo only from their DM cards, Cy in the thread, one AI seat', async () => {
    for (const u of [amy, bo]) await track(fake.slash(u, 'notify', { dm: 'on' }));
    const thread = await open(table.id, [amy, bo, cy], 1);
    expect(game(table.id).threadId).toBe(thread.id);
    const fromDm = new Map<FakeUser, number>([
      [amy, 0],
      [bo, 0],
    ]);
    let inThread = 0;
    let staleRefused = false;
    let askedInGroup = false;
    /** Amy's first card, as she saw it. */
    let first: StoredMessage | null = null;
    let steps = 0;
    for (; steps < MAX_STEPS && game(table.id).status === 'active'; steps++) {
      const g = game(table.id);
      const turn = fake.message(g.lastMessageId!)!;
      expect(turn.channelId).toBe(thread.id);
      const who = whoseTurn(turn, [amy, bo, cy]);
      expect(who, FakeDiscord.view(turn).text).toBeDefined();
      if (who === cy) {
        await playOne(fake, cy, turn, pick, confirming(cy));
        inThread++;
        continue;
      }
      // Amy's or Bo's turn: their card is in their DM, live, and the thread's message they never touch.
      // Sent once the turn message is out (after the answer that made it: waited for).
      await fake.waitFor(() => liveCard(who!) !== undefined, 5000, `${who!.username}'s card at step ${steps}`);
      const card = liveCard(who!);
      expect(card, `${who!.username}'s card at step ${steps}`).toBeDefined();
      expect(card!.channelId).toBe(dmOf(who!));
      if (who === amy) first ??= card!;
      // Once, Bo asks from a group DM with Amy (the app on his account): his games privately, and his hand never there.
      if (who === bo && !askedInGroup) {
        askedInGroup = true;
        const games = await track(fake.slash(bo, 'games', {}, undefined, group.id));
        expect(games.ephemeral).toBe(true);
        expect(games.message!.content.split('\n')[0]).toBe('Your games, your turn first:');
        expect(games.message!.content).toMatch(/The A-Team.*your turn/);
        const hand = await track(fake.slash(bo, 'hand', {}, undefined, group.id));
        expect(hand.ephemeral).toBe(true);
        expect(hand.message!.content).toBe(
          "Your cards are secret, and this conversation is not yours alone: ask /hand in my direct messages or in the game's thread.",
        );
        expect(fake.messages(group.id).every((m) => m.visibleTo === bo.id)).toBe(true);
      }
      const seen = `${turn.id}:${turn.editedAt}`;
      let answer: Outcome | null = null;
      await playOne(
        fake,
        who!,
        card!,
        pick,
        confirming(who!, (o) => (answer ??= o)),
      );
      fromDm.set(who!, fromDm.get(who!)! + 1);
      // Answered in the DM: the card itself updated (its turn going on, or what was done), or a private note.
      expect(answer!.message!.channelId).toBe(dmOf(who!));
      // The thread follows as if clicked there: its turn message edited, or the next one posted.
      const after = game(table.id);
      const now = fake.message(after.lastMessageId!)!;
      expect(`${now.id}:${now.editedAt}`, `the thread after ${who!.username}'s DM decision`).not.toBe(seen);

      // Once, early: Amy's first card clicked again as it was (a stale client view) is refused kindly.
      if (who === amy && fromDm.get(amy) === 1 && after.status === 'active') {
        const stale = FakeDiscord.buttons(first!).find((b) => ['pick', 'roll'].includes(kind(b.customId) ?? ''));
        if (stale) {
          const o = await track(fake.click(amy, first!, stale.customId));
          expect(o.ephemeral).toBe(true);
          expect(o.message!.content).toBe(
            `The A-Team: this message is from an earlier turn, so nothing was done. Use the newest one, here or in <#${thread.id}> in <#${table.id}>.`,
          );
          expect(game(table.id).version).toBe(after.version);
          expect(fake.message(after.lastMessageId!)!.editedAt).toBe(now.editedAt);
          staleRefused = true;
        }
      }
    }
    expect(steps, 'the game did not end').toBeLessThan(MAX_STEPS);
    expect(staleRefused).toBe(true);
    expect(askedInGroup).toBe(true);
    const end = game(table.id);
    expect(end.status).toBe('finished');
    const final = FakeDiscord.view(fake.message(end.lastMessageId!)!);
    expect(final.lines[0]).toMatch(/^🏆/);
    expect(fromDm.get(amy)).toBeGreaterThan(5);
    expect(fromDm.get(bo)).toBeGreaterThan(5);
    expect(inThread).toBeGreaterThan(5);

    for (const u of [amy, bo]) {
      const dms = fake.dms(u);
      // Every DM a card (Components V2), none with a live button once the game is over.
      expect(dms.every((m) => FakeDiscord.view(m).v2)).toBe(true);
      expect(dms.filter((m) => offersDecision(m))).toEqual([]);
      // The cards showed the board: at least the half of them carried a picture when sent.
      const pictured = dms.filter((m) => FakeDiscord.view(fake.asPosted(m.id)!).image !== null).length;
      expect(pictured).toBeGreaterThan(dms.length / 2);
      console.log(`${u.username}: ${fromDm.get(u)} decisions from ${dms.length} DM cards (${pictured} with a picture when sent)`);
    }
  }, 600_000);

  it('refuses kindly a DM card whose game moved out of its closed thread, changing nothing', async () => {
    for (const u of [amy, bo]) await track(fake.slash(u, 'notify', { dm: 'on' }));
    const thread = await open(moving.id, [amy, bo], 0);
    const g = game(moving.id);
    const turn = fake.message(g.lastMessageId!)!;
    const player = whoseTurn(turn, [amy, bo])!;
    const other = player === amy ? bo : amy;
    // Sent once the turn message is out (after the answer that made it: waited for).
    await fake.waitFor(() => liveCard(player) !== undefined, 5000, `${player.username}'s card`);
    const card = liveCard(player)!;
    // A moderator locks the thread; the other player's click there is refused, and the game moves to its channel.
    fake.archiveThread(thread.id, true);
    const missed = FakeDiscord.buttons(turn).find((b) => kind(b.customId) === 'missed')!;
    await track(fake.click(other, turn, missed.customId));
    // The move, then its turn message in the channel (after the refused answer: waited for).
    const inChannel = () => {
      const g = game(moving.id);
      return g.threadId === null && g.lastMessageId !== null && fake.message(g.lastMessageId)?.channelId === moving.id;
    };
    await fake.waitFor(inChannel, 5000, 'the move and its turn message in the channel');
    await h.bot.pump();
    const moved = game(moving.id);
    const decision = [...FakeDiscord.buttons(card), ...FakeDiscord.selects(card)].find((c) =>
      ['pick', 'roll', 'menu', 'play'].includes(kind(c.customId) ?? ''),
    )!;
    const refused =
      'options' in decision
        ? await track(fake.select(player, card, decision.customId, [decision.options[0].value]))
        : await track(fake.click(player, card, decision.customId));
    expect(refused.ephemeral).toBe(true);
    expect(refused.message!.content).toBe(
      `The A-Team: the game has moved to <#${moving.id}> since this message was sent (its thread was closed), so these buttons no longer play it. Nothing was done; play on there.`,
    );
    expect(game(moving.id).version).toBe(moved.version);
    expect(fake.message(card.id)).toEqual(card);
  });

  it('broke none of Discord’s rules, and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(h.outcomes.flatMap((o) => o.errors).filter((e) => e.json?.code !== 50083)).toEqual([]);
    expect(h.logged.records().filter((r) => r.level >= 50)).toEqual([]);
  });
});
