// The router outside a server channel of Rerun's: the bot's DM, another DM or a group DM, and a
// server Rerun is not in (a player's user-installed commands reach them all). Private answers
// only, the game picked by the service, and the server-only commands said where they work.
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import type { Announcer } from '../../src/discord/announcer';
import { createInteractionHandler, outsideOf } from '../../src/discord/interactions';
import { messages } from '../../src/discord/messages';
import { answer, fakeService, type FakeService } from './fakeService';
import { fakeInteraction, type FakeSpec } from './fakeInteraction';
import { memoryLog } from '../log/capture';

/** The router with an announcer that records the places its work ran in. */
function setup(spec: FakeSpec, prepare: (s: FakeService) => void = () => {}) {
  const service = fakeService();
  prepare(service);
  const places: string[] = [];
  const reopened: string[] = [];
  const announcer = {
    serial: async (place: string, f: () => Promise<unknown>) => {
      places.push(place);
      return await f();
    },
    perform: async () => undefined,
    kick: async () => undefined,
    reopened: async (place: string) => void reopened.push(place),
  } as unknown as Announcer;
  const log = memoryLog('warn');
  const handle = createInteractionHandler({ service, logger: log.logger, announcer });
  const { interaction, recorded } = fakeInteraction(spec);
  return { service, recorded, places, reopened, interaction, run: () => handle(interaction) };
}

const dm = { guildId: null, channelId: 'dm1', context: 1 } as const;
const group = { guildId: null, channelId: 'gdm1', context: 2 } as const;
const foreign = { guildId: 'g9', channelId: 'c9', owners: { 1: 'u1' } } as const;
const game = { guildId: 'g1', channelId: 't-game' };

describe('where an interaction comes from', () => {
  it("tells a DM, a group DM and a server without the bot from a server of Rerun's", () => {
    const of = (spec: Partial<FakeSpec>) => outsideOf(fakeInteraction({ kind: 'command', ...spec }).interaction);
    expect(of(dm)).toBe('private');
    expect(of(group)).toBe('private');
    expect(of(foreign)).toBe('server');
    expect(of({})).toBeNull();
    // Installed to the server and to the user both: the bot is there.
    expect(of({ owners: { 0: 'g1', 1: 'u1' } })).toBeNull();
  });
});

describe('the server-only commands outside a server channel', () => {
  it.each([
    ['the bot’s DM', dm, 'discord.not-in-channel'],
    ['a group DM', group, 'discord.not-in-channel'],
    ['a server without the bot', foreign, 'discord.not-in-server'],
  ] as const)('say privately where they work, from %s, and change nothing', async (_where, place, key) => {
    const t = setup({ kind: 'command', commandName: 'game', subcommand: 'new', options: { game: 'ateam' }, ...place });
    await t.run();
    expect(t.service.calls).toEqual([]);
    expect(t.recorded.replies).toEqual([{ content: messages[key], flags: MessageFlags.Ephemeral }]);
  });
});

describe('the commands about one game from anywhere', () => {
  it("ask the service which game, then answer about it in the game's place, privately", async () => {
    const t = setup({ kind: 'command', commandName: 'status', ...dm }, (s) => (s.next = answer('Turn 4', { ephemeral: true })));
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['pickGame', 'status']);
    expect(t.service.calls[0].args).toEqual([expect.objectContaining({ userId: 'u1' }), null]);
    expect(t.service.calls[1].args[0]).toEqual(game);
    expect(t.places).toEqual(['t-game']);
    expect(t.recorded.replies).toEqual([expect.objectContaining({ content: 'Turn 4', flags: MessageFlags.Ephemeral })]);
    // Nothing was written in the game's thread: no owed work there is set off.
    expect(t.reopened).toEqual([]);
  });

  it('pass the game option on, and answer its refusal privately without asking anything more', async () => {
    const t = setup({ kind: 'command', commandName: 'hand', options: { game: '12' }, ...dm }, (s) => {
      s.picked = { answer: { ...answer('not yours', { ephemeral: true }), refused: true } };
    });
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['pickGame']);
    expect(t.service.calls[0].args[1]).toBe('12');
    expect(t.recorded.replies).toEqual([expect.objectContaining({ content: 'not yours', flags: MessageFlags.Ephemeral })]);
  });

  it('mark the asker in company in a group DM, so that no hand is named', async () => {
    const t = setup({ kind: 'command', commandName: 'hand', ...group });
    await t.run();
    expect(t.service.calls[1]).toMatchObject({ method: 'hand', args: [game, expect.objectContaining({ company: true })] });
    const inDm = setup({ kind: 'command', commandName: 'hand', ...dm });
    await inDm.run();
    expect(inDm.service.calls[1].args[1]).not.toHaveProperty('company');
  });

  it('never answer publicly or with buttons out there, whatever the service made', async () => {
    const t = setup({ kind: 'command', commandName: 'board', ...foreign }, (s) => {
      s.next = {
        ...answer('the board'),
        reply: {
          ephemeral: false,
          content: 'the board',
          rows: [{ buttons: [{ customId: 'x:1:1:a', label: 'Go', style: 'primary' }] }],
        },
      };
    });
    await t.run();
    expect(t.recorded.replies).toHaveLength(1);
    expect(t.recorded.replies[0].flags).toBe(MessageFlags.Ephemeral);
    expect(t.recorded.replies[0].components ?? []).toEqual([]);
  });

  it("in a server channel of Rerun's, pick only when the game option is given", async () => {
    const plain = setup({ kind: 'command', commandName: 'status' });
    await plain.run();
    expect(plain.service.calls.map((c) => c.method)).toEqual(['status']);
    expect(plain.service.calls[0].args[0]).toMatchObject({ guildId: 'g1', channelId: 'c1' });
    const named = setup({ kind: 'command', commandName: 'status', options: { game: '7' } });
    await named.run();
    expect(named.service.calls.map((c) => c.method)).toEqual(['pickGame', 'status']);
    expect(named.service.calls[1].args[0]).toEqual(game);
  });

  it('answer the commands about oneself with no server attached', async () => {
    const t = setup({ kind: 'command', commandName: 'games', ...group });
    await t.run();
    expect(t.service.calls).toEqual([
      { method: 'games', args: [{ guildId: null, channelId: 'gdm1' }, expect.objectContaining({ userId: 'u1' }), false] },
    ]);
  });

  it('autocomplete the game option with the asker’s games', async () => {
    const t = setup({ kind: 'autocomplete', commandName: 'log', focused: { name: 'game', value: 'tea' }, ...dm }, (s) => {
      s.suggestions = [{ name: 'The A-Team in #games, your turn', value: '7' }];
    });
    await t.run();
    expect(t.service.calls.map((c) => c.method)).toEqual(['autocompleteGames']);
    expect(t.service.calls[0].args[1]).toBe('tea');
    expect(t.recorded.responds).toEqual([[{ name: 'The A-Team in #games, your turn', value: '7' }]]);
  });
});
