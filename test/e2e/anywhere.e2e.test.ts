// Rerun from anywhere, end to end: the real discord.js client and the bot's router against the
// fake Discord, the commands registered globally for both installs. Amy plays two A-Team games in
// two channels; from the bot's DM and from a group DM (which the bot is not in) she asks /games,
// /status and /hand, picking the game by the autocompleted game option. Every answer is private,
// no hand shows in the group DM, and a server-only command from a DM or a server without the bot
// is refused kindly, changing nothing.
import { describe, expect, it } from 'vitest';
import type { Where } from '../../src/services';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser } from '../fake-discord/types';
import { useBotHarness } from '../support/botHarness';

describe('Rerun from DMs and group DMs against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 150 });
  const boardgames = fake.addChannel('boardgames');
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const dm = fake.dmChannel(amy);
  const group = fake.addGroup([amy, bo]);
  const foreign = fake.addForeignChannel('elsewhere');
  const h = useBotHarness(fake, { name: 'anywhere', seed: 7, global: true });
  const { track } = h;
  /** Each game's thread, by the channel it was opened in. */
  const games = new Map<string, Where>();
  const threadCount = () => fake.threads().length;

  const open = async (channelId: string) => {
    const opened = await track(fake.slash(amy, 'game', { game: 'ateam', clock: 'off' }, 'new', channelId));
    const press = async (u: FakeUser, label: string) => {
      const m = fake.message(opened.message!.id)!;
      await track(fake.click(u, m, FakeDiscord.buttons(m).find((b) => b.label === label)!.customId));
    };
    await press(bo, 'Join');
    await press(amy, 'Start');
    const [t] = fake.threads(channelId);
    games.set(channelId, { guildId: fake.guildId, channelId: t.id });
  };

  /** The game option's suggestions for Amy in `channelId`, by the channel named in each. */
  const suggested = async (channelId: string) => {
    const o = await track(fake.autocomplete(amy, 'status', 'game', { game: '' }, undefined, channelId));
    return o.choices!.map((c) => ({ name: c.name, value: String(c.value) }));
  };
  const valueFor = async (channelName: string) =>
    (await suggested(dm.id)).find((c) => c.name.includes(`#${channelName},`))!.value;

  it('registers every command for both installs, the ones a player needs for DMs and group DMs too', async () => {
    const global = fake.commands('global');
    expect(fake.commands('guild')).toEqual([]);
    for (const c of global) expect(c.integration_types).toEqual([0, 1]);
    const anywhere = global.filter((c) => c.contexts.includes(2)).map((c) => c.name);
    expect(anywhere.sort()).toEqual(['away', 'board', 'catchup', 'games', 'hand', 'log', 'notify', 'settings', 'status']);
  });

  it('opens an A-Team game for Amy and Bo in two channels', async () => {
    await open(fake.channelId);
    await open(boardgames.id);
    expect(threadCount()).toBe(2);
  }, 30_000);

  it("answers /games in the bot's DM privately, both games listed", async () => {
    const o = await track(fake.slash(amy, 'games', {}, undefined, dm.id));
    expect(o.ephemeral).toBe(true);
    const lines = o.message!.content.split('\n');
    expect(lines[0]).toBe('Your games, your turn first:');
    expect(lines.filter((l) => l.includes('The A-Team'))).toHaveLength(2);
  });

  it('asks which game when Amy plays in several, and suggests them named with their channel and whose turn it is', async () => {
    const o = await track(fake.slash(amy, 'status', {}, undefined, dm.id));
    expect(o.ephemeral).toBe(true);
    expect(o.message!.content).toBe('You play in 2 games: say which with the `game` option (it lists them as you type).');
    const names = (await suggested(dm.id)).map((c) => c.name);
    expect(names).toHaveLength(2);
    for (const n of names) expect(n).toMatch(/^The A-Team in #(games|boardgames), (your turn|Bo's turn)$/);
    expect(names.some((n) => n.includes('#boardgames'))).toBe(true);
  });

  it("answers /status and /hand in the bot's DM privately about the game picked", async () => {
    const game = await valueFor('boardgames');
    const status = await track(fake.slash(amy, 'status', { game }, undefined, dm.id));
    expect(status.ephemeral).toBe(true);
    expect(status.message!.content).toBe((await h.service.status(games.get(boardgames.id)!, { locale: 'en' })).reply.content);
    const hand = await track(fake.slash(amy, 'hand', { game }, undefined, dm.id));
    expect(hand.ephemeral).toBe(true);
    expect(hand.message!.content).toMatch(/Your hand \(only you can see this\)|Your hand is empty/);
    // The bot's DM is Amy's alone: the hand keeps its play menu there when she may play a card (a
    // click in the DM acts on the game: dmCards.e2e.test.ts), and nothing else to click.
    expect(FakeDiscord.buttons(hand.message!)).toEqual([]);
    expect(FakeDiscord.selects(hand.message!).map((m) => m.customId.split(':')[0])).toEqual(
      hand.message!.content.includes('Your hand is empty') ? [] : ['play'],
    );
    expect(fake.publicMessages(dm.id)).toEqual([]);
  });

  it('answers /status in a group DM privately, but never shows a hand there, not even in a catch-up', async () => {
    const game = await valueFor('games');
    const status = await track(fake.slash(amy, 'status', { game }, undefined, group.id));
    expect(status.ephemeral).toBe(true);
    expect(status.message!.content).toBe((await h.service.status(games.get(fake.channelId)!, { locale: 'en' })).reply.content);
    const hand = await track(fake.slash(amy, 'hand', { game }, undefined, group.id));
    expect(hand.ephemeral).toBe(true);
    expect(hand.message!.content).toBe(
      "Your cards are secret, and this conversation is not yours alone: ask /hand in my direct messages or in the game's thread.",
    );
    const caught = await track(fake.slash(amy, 'catchup', { game }, undefined, group.id));
    expect(caught.ephemeral).toBe(true);
    expect(caught.message!.content).toContain('Your hand is not shown in a shared conversation');
    expect(caught.message!.content).not.toContain('only you see this');
    // The bot is not in the group DM: everything there was an answer only Amy sees.
    expect(fake.messages(group.id).every((m) => m.visibleTo === amy.id)).toBe(true);
  });

  it('refuses kindly a game Amy does not sit in, and /game new from a DM or a server without the bot, changing nothing', async () => {
    const before = (await h.service.games({ guildId: null, channelId: dm.id }, { userId: amy.id, name: 'Amy' })).reply.content;
    const stranger = await track(fake.slash(bo, 'status', { game: '999' }, undefined, fake.dmChannel(bo).id));
    expect(stranger.message!.content).toBe('That is not one of your running games. /games lists them.');
    const fromDm = await track(fake.slash(amy, 'game', { game: 'ateam' }, 'new', dm.id, { anyway: true }));
    expect(fromDm.ephemeral).toBe(true);
    expect(fromDm.message!.content).toBe('Rerun games live in server channels: use this command in a channel of a server.');
    const fromForeign = await track(fake.slash(amy, 'game', { game: 'ateam' }, 'new', foreign.id));
    expect(fromForeign.ephemeral).toBe(true);
    expect(fromForeign.message!.content).toMatch(/^Rerun is not in this server, so its games cannot be played here/);
    expect(threadCount()).toBe(2);
    expect(fake.publicMessages(dm.id)).toEqual([]);
    expect(fake.publicMessages(foreign.id)).toEqual([]);
    const after = (await h.service.games({ guildId: null, channelId: dm.id }, { userId: amy.id, name: 'Amy' })).reply.content;
    expect(after).toBe(before);
  });

  it('broke none of Discord’s rules, and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(h.logged.records().filter((r) => r.level >= 50)).toEqual([]);
  });
});
