// DMs Discord will like, end to end: the real discord.js client, announcer and service
// in this process, against the fake Discord. Amy plays ten games against the AI, all started at
// once: the turn in each passes to her at about the same moment. She gets one DM channel opened,
// the first game's DM at once, and the nine others in one DM when the minute is over, its head
// line counting them, then the cards of the games that fit one message, the other games' calls
// linking each its turn message. The bundler's minute is the real one, on a clock the test moves
// (BotHarness's `dms.clock`): nothing waits for it.
import { describe, expect, it } from 'vitest';
import { DM_WINDOW_MS } from '../../src/discord/dmBundler';
import type { Actor, Where } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import { useBotHarness } from '../support/botHarness';
import { warpClock } from '../support/dmClock';

const API = '/api/v10';
const GAMES = 10;

describe('ten turns in ten games for one user, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 20 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const channels = Array.from({ length: GAMES }, (_, i) => fake.addChannel(`table-${i + 1}`));
  const clock = warpClock();
  const h = useBotHarness(fake, { name: 'dm-bundle', seed: 5, dms: { clock } });
  const actor: Actor = { userId: amy.id, name: amy.globalName };
  const where = (channelId: string): Where => ({ guildId: fake.guildId, channelId });
  const requestsTo = (method: string, path: string, since = 0) =>
    fake.requests.slice(since).filter((r) => r.method === method && r.path === `${API}${path}`);

  it('opens one DM channel and sends two DMs, the second naming the nine other games', async () => {
    await h.service.notify(actor, true);
    // Ten games against the AI, started before the bot carries out anything: one pump makes their
    // threads and turn messages side by side, and each turn that passes to Amy calls for a DM.
    for (const ch of channels) {
      await h.service.newGame(where(ch.id), actor, 'ateam', 1);
      await h.service.start(where(ch.id), actor);
    }
    const since = fake.requests.length;
    await h.bot.pump();
    const db = store.open(h.dbPath);
    const games = channels.map((ch) => store.gamesWhere(db, `channel_id = ?`, ch.id)[0]);
    db.close();
    // Every game waits for Amy now, and its turn message is out.
    expect(games.map((g) => [g.status, g.owed, g.match!.seats[g.turn.seat!].name])).toEqual(
      games.map(() => ['active', false, 'Amy']),
    );
    // The first at once; the nine others held for the rest of the minute.
    expect(fake.dms(amy)).toHaveLength(1);
    await clock.advance(DM_WINDOW_MS - 1);
    expect(fake.dms(amy)).toHaveLength(1);
    await clock.advance(1);
    await fake.waitFor(() => fake.dms(amy).length >= 2, 5000, 'the held DMs');
    // Nothing more is held, nor comes in the next minutes.
    expect(clock.pending()).toBe(0);
    await clock.advance(10 * DM_WINDOW_MS);

    const views = fake.dms(amy).map((m) => FakeDiscord.view(m));
    const dms = views.map((v) => v.text);
    const dmChannel = fake.world.dms.find((c) => c.recipientId === amy.id)!;
    expect(requestsTo('POST', '/users/@me/channels', since)).toHaveLength(1);
    expect(requestsTo('POST', `/channels/${dmChannel.id}/messages`, since)).toHaveLength(2);
    expect(dms).toHaveLength(2);
    // Both cards to decide in (Components V2): the first its game's card whole (its catch-up lines
    // and decision); the second headed, the cards that fit one message, the other games a call line each.
    expect(views.every((v) => v.v2)).toBe(true);
    expect(dms[0]).toMatch(/^Your turn in The A-Team .*\n[^]*▶ Your turn: /);
    const [head, ...cards] = fake.dms(amy)[1].components;
    expect(head.type).toBe(10);
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.every((c) => c.type === 17)).toBe(true);
    const lines = (head.content as string).split('\n\n');
    expect(lines[0]).toBe(`**Your turn in ${GAMES - 1} games**`);
    expect(lines.slice(1).every((l) => /^Your turn in The A-Team \(<#\d+> in <#\d+>\): https:\/\/\S+$/.test(l))).toBe(true);
    expect(lines.length - 1 + cards.length).toBe(GAMES - 1);
    // Each game named once, by the link to its turn message (in its line, or its card's call).
    const links = (text: string) =>
      games.filter((g) => text.includes(`/${store.placeOf(g)}/${g.lastMessageId}`)).map((g) => g.id);
    expect(links(dms[0])).toHaveLength(1);
    expect(links(dms[1])).toHaveLength(GAMES - 1);
    expect([...links(dms[0]), ...links(dms[1])].sort((a, b) => a - b)).toEqual(games.map((g) => g.id).sort((a, b) => a - b));
    expect(h.logged.records()).toEqual([]);
  });

  it('acts on one game from its card in the bundle, updating that card alone: the others keep their buttons and pictures', async () => {
    const bundled = fake.dms(amy)[1];
    const [head, ...cards] = bundled.components;
    const idsOf = (c: unknown) => JSON.stringify(c).match(/"custom_id":"[^"]+"/g) ?? [];
    const roll = idsOf(cards[0])
      .map((x) => x.slice('"custom_id":"'.length, -1))
      .find((id) => id.startsWith('pick:') && id.endsWith(':roll'))!;
    const gameId = Number(roll.split(':')[1]);
    const db = store.openToLook(h.dbPath);
    const before = store.gamesWhere(db, 'id = ?', gameId)[0].version;
    db.close();
    const o = await h.track(fake.click(amy, bundled, roll));
    expect(o.callbackType).toBe(7);
    const after = fake.message(bundled.id)!;
    expect(after.components[0]).toMatchObject({ type: 10, content: head.content });
    expect(after.components).toHaveLength(cards.length + 1);
    // The clicked game moved on, its card with it (new ids); every other card as it was.
    const look = store.openToLook(h.dbPath);
    expect(store.gamesWhere(look, 'id = ?', gameId)[0].version).toBeGreaterThan(before);
    look.close();
    expect(idsOf(after.components[1])).not.toEqual(idsOf(cards[0]));
    for (let i = 1; i < cards.length; i++) expect(idsOf(after.components[i + 1])).toEqual(idsOf(cards[i]));
    // Each card still shows its picture, an upload of this message.
    const pictured = (m: typeof after) => m.components.filter((c) => JSON.stringify(c).includes('"type":12')).length;
    expect(pictured(after)).toBe(pictured(bundled));
    expect(after.attachments).toHaveLength(pictured(after));
    expect(fake.violations).toEqual([]);
    expect(h.logged.records()).toEqual([]);
  });

  it('sends the DMs still held when the bot stops', async () => {
    const db = store.open(h.dbPath);
    const games = channels.map((ch) => store.gamesWhere(db, `channel_id = ?`, ch.id)[0]);
    db.close();
    const before = fake.dms(amy).length;
    // Amy rolls in three games: the AI plays on, and the turn comes back to her in each.
    for (const g of games.slice(0, 3)) {
      await h.service.roll(where(store.placeOf(g)), actor);
      await h.bot.pump();
    }
    const dms = () =>
      fake
        .dms(amy)
        .slice(before)
        .map((m) => FakeDiscord.view(m).text);
    // A quiet minute had passed: the first at once, the others held.
    expect(dms()).toHaveLength(1);
    expect(clock.pending()).toBe(1);
    await h.bot.stop();
    expect(dms()).toHaveLength(2);
    // Headed, then the games' cards (both fit one message).
    expect(dms()[1]).toMatch(/^\*\*Your turn in 2 games\*\*\nYour turn in The A-Team /);
    expect(clock.pending()).toBe(0);
    expect(h.logged.records()).toEqual([]);
  });
});
