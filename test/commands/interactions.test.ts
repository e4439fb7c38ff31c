// The router, driven by fake interactions and a fake service: what it asks, how it answers.
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import type { Announcer } from '../../src/discord/announcer';
import { createInteractionHandler, DEFER_AFTER_MS, ODD_SHAPE, STALE_COMMAND } from '../../src/discord/interactions';
import { messages } from '../../src/discord/messages';
import type { Answer } from '../../src/services';
import { answer, fakeService, type FakeService } from './fakeService';
import { fakeInteraction, type FakeSpec } from './fakeInteraction';
import { memoryLog } from '../log/capture';

function setup(spec: FakeSpec, prepare: (s: FakeService) => void = () => {}) {
  const service = fakeService();
  prepare(service);
  // The real log configuration, writing to memory: what the operator would read.
  const log = memoryLog('warn');
  const handle = createInteractionHandler({ service, logger: log.logger });
  const { interaction, recorded } = fakeInteraction(spec);
  return {
    service,
    get logged() {
      return log.records();
    },
    logText: log.text,
    recorded,
    run: () => handle(interaction),
  };
}

const where = { guildId: 'g1', channelId: 'c1' };

describe('a slow answer (the replay)', () => {
  it('defers privately, then edits in the GIF the service made afterwards', async () => {
    const t = setup({ kind: 'button', customId: 'replay:7:3:gif' }, (s) => {
      s.next = answer('Making the replay…', { ephemeral: true, later: { replay: 7 } });
      s.replay = async (...args) => {
        s.calls.push({ method: 'replay', args });
        return {
          reply: { ephemeral: true, content: 'the replay', rows: [], file: { name: 'g.gif', data: Buffer.from('GIF89a') } },
          retire: [],
        };
      };
    });
    await t.run();
    expect(t.recorded.replies).toEqual([]);
    expect(t.recorded.deferrals).toEqual([{ flags: MessageFlags.Ephemeral }]);
    expect(t.service.calls.map((c) => c.method)).toEqual(['component', 'replay']);
    expect(t.service.calls[1].args[2]).toBe(7);
    expect(t.recorded.edited).toHaveLength(1);
    expect(t.recorded.edited[0].content).toBe('the replay');
    expect(t.recorded.edited[0].files.map((f: { name: string }) => f.name)).toEqual(['g.gif']);
    expect(t.recorded.edited[0].flags).toBeUndefined();
  });

  it('says the friendly failure when making it throws', async () => {
    const t = setup({ kind: 'button', customId: 'replay:7:3:gif' }, (s) => {
      s.next = answer('Making the replay…', { ephemeral: true, later: { replay: 7 } });
      s.replay = async () => {
        throw new Error('boom');
      };
    });
    await t.run();
    expect(t.recorded.edited).toEqual([]);
    expect(t.recorded.followUps).toHaveLength(1);
    expect(t.recorded.followUps[0].flags).toBe(MessageFlags.Ephemeral);
    expect(t.logText()).toContain('replay failed');
  });
});

describe('a slow answer (the catch-up clip)', () => {
  it('defers privately, then edits in the clip the service made for the version the button named', async () => {
    const t = setup({ kind: 'button', customId: 'clip:7:12:gif' }, (s) => {
      s.next = answer('Making your clip…', { ephemeral: true, later: { clip: 7, version: 12 } });
      s.clip = async (...args) => {
        s.calls.push({ method: 'clip', args });
        return {
          reply: { ephemeral: true, content: 'the clip', rows: [], file: { name: 'c.gif', data: Buffer.from('GIF89a') } },
          retire: [],
        };
      };
    });
    await t.run();
    expect(t.recorded.replies).toEqual([]);
    expect(t.recorded.deferrals).toEqual([{ flags: MessageFlags.Ephemeral }]);
    expect(t.service.calls.map((c) => c.method)).toEqual(['component', 'clip']);
    expect(t.service.calls[1].args.slice(2)).toEqual([7, 12]);
    expect(t.recorded.edited).toHaveLength(1);
    expect(t.recorded.edited[0].content).toBe('the clip');
    expect(t.recorded.edited[0].files.map((f: { name: string }) => f.name)).toEqual(['c.gif']);
  });

  it('says the friendly failure when making it throws', async () => {
    const t = setup({ kind: 'button', customId: 'clip:7:12:gif' }, (s) => {
      s.next = answer('Making your clip…', { ephemeral: true, later: { clip: 7, version: 12 } });
      s.clip = async () => {
        throw new Error('boom');
      };
    });
    await t.run();
    expect(t.recorded.edited).toEqual([]);
    expect(t.recorded.followUps).toHaveLength(1);
    expect(t.recorded.followUps[0].flags).toBe(MessageFlags.Ephemeral);
    expect(t.logText()).toContain('clip failed');
  });
});

describe("an interaction whose place's queue is busy", () => {
  /** An announcer whose place queue is held `holdMs` before the interaction's turn comes; what ran in it. */
  function held(spec: FakeSpec, holdMs: number, prepare: (s: FakeService) => void) {
    const service = fakeService();
    prepare(service);
    const places: string[] = [];
    const announcer: Announcer = {
      serial: async (place, f) => {
        places.push(place);
        await new Promise((r) => setTimeout(r, holdMs));
        return f();
      },
      busy: () => holdMs > 0,
      perform: async () => undefined,
      kick: async () => undefined,
      closed: async () => undefined,
      reopened: async () => undefined,
      flushDms: async () => undefined,
    };
    const handle = createInteractionHandler({ service, logger: memoryLog('silent').logger, announcer });
    const { interaction, recorded } = fakeInteraction(spec);
    return { service, recorded, places, run: () => handle(interaction) };
  }
  const later = DEFER_AFTER_MS + 200;

  it('answers at once with no deferral when its turn comes quickly (the private/public choice kept)', async () => {
    const t = held({ kind: 'command', commandName: 'status' }, 10, (s) => (s.next = answer('Turn 3', { ephemeral: true })));
    await t.run();
    expect(t.places).toEqual(['c1']);
    expect(t.recorded.deferrals).toEqual([]);
    expect(t.recorded.replies[0].flags).toBe(MessageFlags.Ephemeral);
  });

  it('defers a command privately after waiting a while; a private answer then edits the deferral', async () => {
    const t = held({ kind: 'command', commandName: 'status' }, later, (s) => (s.next = answer('Turn 3', { ephemeral: true })));
    await t.run();
    expect(t.recorded.deferrals).toEqual([{ flags: MessageFlags.Ephemeral }]);
    expect(t.recorded.replies).toEqual([]);
    expect(t.recorded.edited.map((e) => e.content)).toEqual(['Turn 3']);
    expect(t.recorded.followUps).toEqual([]);
  });

  it('turns the private deferral into a note and follows up publicly with a public answer, recorded as posted', async () => {
    const t = held({ kind: 'command', commandName: 'roll' }, later, (s) => {
      s.next = answer('Turn 4', { posts: { gameId: 7, version: 3, turnNo: 2 } });
    });
    await t.run();
    expect(t.recorded.deferrals).toEqual([{ flags: MessageFlags.Ephemeral }]);
    expect(t.recorded.edited.map((e) => e.content)).toEqual([messages['discord.answered-below']]);
    expect(t.recorded.followUps).toHaveLength(1);
    expect(t.recorded.followUps[0].content).toBe('Turn 4');
    expect(t.recorded.followUps[0].flags).toBeUndefined();
    expect(t.service.calls.at(-1)).toEqual({
      method: 'messagePosted',
      args: [{ gameId: 7, version: 3, turnNo: 2 }, 'c1', 'm-follow-1', 'g1'],
    });
  });

  it('defers a click by update (its message kept) and gives a private answer as a private follow-up', async () => {
    const t = held({ kind: 'button', customId: 'pick:7:3:roll' }, later, (s) => {
      s.next = answer('Not your turn.', { ephemeral: true });
    });
    await t.run();
    expect(t.recorded.deferrals).toEqual(['update']);
    expect(t.recorded.edited).toEqual([]);
    expect(t.recorded.followUps).toHaveLength(1);
    expect(t.recorded.followUps[0].flags).toBe(MessageFlags.Ephemeral);
  });
});

describe('slash commands', () => {
  it('asks the service with the channel and the member, and replies publicly', async () => {
    const t = setup({ kind: 'command', commandName: 'roll' }, (s) => (s.next = answer('Face rolled 5.')));
    await t.run();
    expect(t.service.calls).toEqual([
      { method: 'roll', args: [where, { userId: 'u1', name: 'Col. Smith', canManage: false, locale: 'en' }] },
    ]);
    expect(t.recorded.replies).toHaveLength(1);
    expect(t.recorded.replies[0].content).toBe('Face rolled 5.');
    expect(t.recorded.replies[0].flags).toBeUndefined();
  });

  it('replies ephemerally when the service says so (a hand)', async () => {
    const t = setup({ kind: 'command', commandName: 'hand' }, (s) => (s.next = answer('Your cards: Plan', { ephemeral: true })));
    await t.run();
    expect(t.recorded.replies[0].flags).toBe(MessageFlags.Ephemeral);
  });

  it('passes Manage Server to /game cancel', async () => {
    const t = setup({ kind: 'command', commandName: 'game', subcommand: 'cancel', manageGuild: true });
    await t.run();
    expect(t.service.calls[0]).toMatchObject({ method: 'cancel', args: [where, { userId: 'u1', canManage: true }] });
  });

  it.each([
    ['a cached member', { displayName: 'Col. Smith' }, 'Col. Smith'],
    ['a raw member with a nickname', { nick: 'مردوخ 🎲' }, 'مردوخ 🎲'],
    ['a raw member without nickname', { nick: null }, 'Hannibal Smith'],
    ['no member', null, 'Hannibal Smith'],
  ] as const)('names the actor from %s', async (_what, member, name) => {
    const t = setup({ kind: 'command', commandName: 'roll', member });
    await t.run();
    expect((t.service.calls[0].args[1] as { name: string }).name).toBe(name);
  });

  it('falls back to the user name when there is no global name', async () => {
    const t = setup({ kind: 'command', commandName: 'roll', member: null, user: { id: 'u2', username: 'ba', globalName: null } });
    await t.run();
    expect(t.service.calls[0].args[1]).toMatchObject({ userId: 'u2', name: 'ba' });
  });

  it('records a posted turn message and strips the buttons of the older ones', async () => {
    const t = setup({ kind: 'command', commandName: 'roll' }, (s) => {
      s.next = answer('Turn 4', {
        posts: { gameId: 7, version: 3, turnNo: 2 },
        retire: [
          { channelId: 'c1', messageId: 'm-old' },
          { channelId: 'c1', messageId: 'm-older' },
        ],
      });
    });
    await t.run();
    expect(t.recorded.replies[0].withResponse).toBe(true);
    expect(t.service.calls.at(-1)).toEqual({
      method: 'messagePosted',
      args: [{ gameId: 7, version: 3, turnNo: 2 }, 'c1', 'm-new', 'g1'],
    });
    expect(t.recorded.patches).toEqual([
      { route: '/channels/c1/messages/m-old', body: { components: [] } },
      { route: '/channels/c1/messages/m-older', body: { components: [] } },
    ]);
  });

  it('strips the clicked message of its buttons when its click posted the next turn, though the service named another', async () => {
    // The clicked one was posted by a process that died before recording it: the service retires the recorded one.
    const t = setup({ kind: 'button', customId: 'pick:7:2:a', message: { id: 'm-clicked' } }, (s) => {
      s.next = answer('Turn 5', {
        posts: { gameId: 7, version: 3, turnNo: 5 },
        retire: [{ channelId: 'c1', messageId: 'm-old' }],
      });
    });
    await t.run();
    expect(t.recorded.patches.map((p) => p.route).sort()).toEqual([
      '/channels/c1/messages/m-clicked',
      '/channels/c1/messages/m-old',
    ]);
    expect(t.service.calls.at(-1)?.method).toBe('messagePosted');
  });

  it('keeps the clicked message as it is when the click went on in it, answered privately, or opened a lobby', async () => {
    const cases: [string, FakeSpec['message'], Partial<Answer> & { ephemeral?: boolean }][] = [
      ['the same turn goes on in it', { id: 'm-clicked' }, { update: true, posts: { gameId: 7, version: 3, turnNo: 4 } }],
      ['a private answer', { id: 'm-clicked' }, { ephemeral: true }],
      ['a rematch lobby', { id: 'm-clicked' }, { posts: { gameId: 8, lobby: true } }],
      ['clicked on a private message', { id: 'm-clicked', ephemeral: true }, { posts: { gameId: 7, version: 3, turnNo: 5 } }],
    ];
    for (const [what, message, over] of cases) {
      const t = setup({ kind: 'button', customId: 'pick:7:2:a', message }, (s) => {
        s.next = answer('Turn 5', over);
      });
      await t.run();
      expect(
        t.recorded.patches.map((p) => p.route),
        what,
      ).not.toContain('/channels/c1/messages/m-clicked');
    }
  });

  it('strips an older card of its rows only, its text and picture kept (Discord refuses an empty V2 message)', async () => {
    const card = {
      id: 'm-card',
      flags: 32768,
      attachments: [{ id: '555', filename: 'board-7.png' }],
      components: [
        {
          type: 17,
          accent_color: 0xe53935,
          components: [
            { type: 10, content: 'Turn 3' },
            { type: 12, items: [{ media: { url: 'https://cdn/x.png', attachment_id: '555' } }] },
            { type: 1, components: [{ type: 2, style: 1, custom_id: 'pick:7:2:a', label: 'Go' }] },
          ],
        },
      ],
    };
    const t = setup({ kind: 'command', commandName: 'roll', stored: { 'm-card': card } }, (s) => {
      s.next = answer('Turn 4', {
        posts: { gameId: 7, version: 3, turnNo: 2 },
        retire: [{ channelId: 'c1', messageId: 'm-card' }],
      });
    });
    await t.run();
    expect(t.recorded.patches).toEqual([
      {
        route: '/channels/c1/messages/m-card',
        body: {
          components: [
            {
              type: 17,
              accent_color: 0xe53935,
              components: [
                { type: 10, content: 'Turn 3' },
                { type: 12, items: [{ media: { url: 'attachment://board-7.png' } }] },
              ],
            },
          ],
        },
      },
    ]);
  });

  it('fetches the reply when Discord does not echo the message', async () => {
    const t = setup(
      { kind: 'command', commandName: 'board', echoed: null },
      (s) => (s.next = answer('board', { posts: { gameId: 3, lobby: true } })),
    );
    await t.run();
    expect(t.recorded.fetched).toBe(1);
    expect(t.service.calls.at(-1)).toEqual({
      method: 'messagePosted',
      args: [{ gameId: 3, lobby: true }, 'c1', 'm-fetched', 'g1'],
    });
  });

  it('does not ask for the reply when nothing is posted', async () => {
    const t = setup({ kind: 'command', commandName: 'status' });
    await t.run();
    expect(t.recorded.replies[0].withResponse).toBeUndefined();
    expect(t.service.calls.map((c) => c.method)).toEqual(['status']);
  });

  it('ignores old messages that can no longer be edited', async () => {
    const t = setup({ kind: 'command', commandName: 'roll', failPatches: true }, (s) => {
      s.next = answer('Turn 5', { retire: [{ channelId: 'c1', messageId: 'gone' }] });
    });
    await t.run();
    expect(t.recorded.patches).toHaveLength(1);
    expect(t.recorded.replies).toHaveLength(1);
    expect(t.recorded.followUps).toEqual([]);
    expect(t.logged).toEqual([]);
  });

  it('answers a service failure privately and kindly, and logs where it happened but not what it said', async () => {
    const t = setup({ kind: 'command', commandName: 'playcard', options: { card: 'c3' } }, (s) => {
      s.next = new Error('state corrupt near card "Secret Plan"');
    });
    await t.run();
    expect(t.recorded.replies).toEqual([{ content: messages['discord.failed'], flags: MessageFlags.Ephemeral }]);
    expect(t.logged).toHaveLength(1);
    // A plug-in's message may quote a hand: the log keeps the stack frames only.
    expect(t.logged[0]).toMatchObject({ level: 50, msg: '/playcard failed', during: '/playcard', err: { type: 'Error' } });
    expect(t.logged[0].err).toHaveProperty('stack', expect.stringMatching(/^Error \(message withheld.*\n\s+at /));
    expect(t.logText()).not.toContain('Secret Plan');
  });

  it('keeps the message of a storage error in the log (it holds no game content)', async () => {
    const t = setup({ kind: 'command', commandName: 'roll' }, (s) => {
      const e = new Error('database is locked');
      e.name = 'SqliteError';
      s.next = e;
    });
    await t.run();
    expect(t.logged[0]).toMatchObject({ msg: '/roll failed', err: { type: 'SqliteError', message: 'database is locked' } });
  });

  it('withholds the message of a failing autocomplete too', async () => {
    const t = setup({ kind: 'autocomplete', commandName: 'playcard', focused: { name: 'card', value: '' } }, (s) => {
      s.suggestions = new Error('hand of seat 2: c4, c9');
    });
    await t.run();
    expect(t.logged[0]).toMatchObject({ msg: 'autocomplete /playcard failed', err: { type: 'Error' } });
    expect(t.logged[0].err).not.toHaveProperty('message');
    expect(t.logText()).not.toContain('c9');
  });

  it('answers privately when Discord refuses the reply itself', async () => {
    const t = setup({ kind: 'command', commandName: 'board', failReplies: 1 });
    await t.run();
    expect(t.recorded.replies).toEqual([{ content: messages['discord.failed'], flags: MessageFlags.Ephemeral }]);
    expect(t.logged[0]).toMatchObject({
      msg: '/board failed',
      err: { stack: expect.stringMatching(/^DiscordAPIError\[50035\]: Invalid Form Body/) },
    });
  });

  it('keeps the move when only recording the posted message fails', async () => {
    const t = setup({ kind: 'command', commandName: 'roll' }, (s) => {
      s.next = answer('Turn 6', { posts: { gameId: 1, version: 1, turnNo: 1 } });
      s.messagePosted = () => {
        throw new Error('database is locked');
      };
    });
    await t.run();
    expect(t.recorded.replies).toHaveLength(1);
    expect(t.recorded.followUps).toEqual([]);
    expect(t.logged[0].msg).toMatch(/recording the posted message failed/);
  });

  it.each([
    ['an unknown command', { commandName: 'teleport' }, 'unknown command'],
    ['an unknown subcommand', { commandName: 'game', subcommand: 'teleport' }, '/game: unknown subcommand teleport'],
    ['no subcommand where one is needed', { commandName: 'game' }, '/game: no subcommand given'],
    ['an unknown option', { commandName: 'roll', options: { times: 2 } }, '/roll: unknown option times'],
    [
      'an option of another type',
      { commandName: 'game', subcommand: 'new', options: { game: 'ateam', ai: 'two' }, optionTypes: { ai: 3 } },
      '/game new: option ai of type 3, defined as 4',
    ],
    ['a required option missing', { commandName: 'playcard' }, '/playcard: option card missing'],
  ] as const)(
    'says the commands are being updated, and asks for them to be registered again, on %s (a stale registration)',
    async (_what, spec, detail) => {
      let asked = 0;
      const service = fakeService();
      const log = memoryLog('warn');
      const handle = createInteractionHandler({ service, logger: log.logger, commandsStale: () => void asked++ });
      const { interaction, recorded } = fakeInteraction({ kind: 'command', ...spec });
      await handle(interaction);
      expect(service.calls).toEqual([]);
      expect(recorded.replies).toEqual([{ content: messages['discord.commands-updating'], flags: MessageFlags.Ephemeral }]);
      expect(asked).toBe(1);
      expect(log.records()).toEqual([expect.objectContaining({ level: 40, msg: STALE_COMMAND, detail, answered: true })]);
    },
  );

  it('answers a value not of its own option type as unreadable, without asking the service', async () => {
    const t = setup({
      kind: 'command',
      commandName: 'game',
      subcommand: 'new',
      options: { game: 'ateam', ai: 'two' },
      optionTypes: { ai: 4 },
    });
    await t.run();
    expect(t.service.calls).toEqual([]);
    expect(t.recorded.replies).toEqual([{ content: messages['discord.unreadable'], flags: MessageFlags.Ephemeral }]);
    expect(t.logged).toEqual([expect.objectContaining({ level: 40, msg: ODD_SHAPE, answered: true })]);
    expect(t.logText()).not.toContain('two');
  });

  it('refuses politely outside a channel', async () => {
    const t = setup({ kind: 'command', commandName: 'roll', channelId: null });
    await t.run();
    expect(t.service.calls).toEqual([]);
    expect(t.recorded.replies[0]).toEqual({ content: messages['discord.not-in-channel'], flags: MessageFlags.Ephemeral });
  });
});

describe('buttons and select menus', () => {
  it('route a button id to service.component without values, with the public message clicked', async () => {
    // A message whose copy does not carry the clicked id is no proof of it: its id is not passed.
    const forged = setup({ kind: 'button', customId: 't:9:99:roll', message: { id: 'm-turn' } });
    await forged.run();
    expect(forged.service.calls[0].args[5]).toBeUndefined();
    const t = setup({ kind: 'button', customId: 't:9:12:roll', message: { id: 'm-turn', carries: true } });
    await t.run();
    expect(t.service.calls).toEqual([
      {
        method: 'component',
        args: [
          where,
          { userId: 'u1', name: 'Col. Smith', canManage: false, locale: 'en' },
          't:9:12:roll',
          undefined,
          false,
          'm-turn',
          expect.any(Function),
        ],
      },
    ]);
  });

  it('tell the service, when it asks, which channel the thread it was clicked in belongs to', async () => {
    // Asked only of a button newer than its game outside its place (a thread a lost start made).
    const t = setup({
      kind: 'button',
      customId: 't:9:12:roll',
      channelId: 'th1',
      message: { id: 'm-turn', carries: true },
      stored: { th1: { id: 'th1', type: 11, parent_id: 'c-games' } },
    });
    await t.run();
    const parent = t.service.calls[0].args[6] as () => Promise<string | null>;
    expect(await parent()).toBe('c-games');
    // A channel that is no thread belongs to none.
    const c = setup({
      kind: 'button',
      customId: 't:9:12:roll',
      message: { id: 'm-turn', carries: true },
      stored: { c1: { id: 'c1', type: 0 } },
    });
    await c.run();
    expect(await (c.service.calls[0].args[6] as () => Promise<string | null>)()).toBeNull();
  });

  it('route a select menu with its chosen values', async () => {
    const t = setup({ kind: 'select', customId: 'h:9:12', values: ['c4'], message: { id: 'm-hand', ephemeral: true } });
    await t.run();
    // A private message is no message of the place's: its id is not passed.
    expect(t.service.calls[0]).toMatchObject({
      method: 'component',
      args: [where, { userId: 'u1' }, 'h:9:12', ['c4'], true, undefined, expect.any(Function)],
    });
  });

  it('relay the service error for a stale button as a private reply', async () => {
    const t = setup({ kind: 'button', customId: 't:9:3:roll' }, (s) => {
      s.next = answer('This button is from an earlier turn.', { ephemeral: true });
    });
    await t.run();
    expect(t.recorded.replies[0]).toMatchObject({
      content: 'This button is from an earlier turn.',
      flags: MessageFlags.Ephemeral,
    });
  });

  it('log a failing component by its kind only, never its values', async () => {
    const t = setup({ kind: 'select', customId: 'h:9:12', values: ['c-secret'] }, (s) => (s.next = new Error('boom')));
    await t.run();
    expect(t.logged[0].msg).toBe('component h failed');
    expect(t.logText()).not.toContain('c-secret');
    expect(t.recorded.replies[0].flags).toBe(MessageFlags.Ephemeral);
  });
});

describe('autocomplete', () => {
  it('offers the targets of the chosen card', async () => {
    const t = setup(
      { kind: 'autocomplete', commandName: 'playcard', options: { card: 'c2' }, focused: { name: 'target', value: 'm' } },
      (s) => (s.suggestions = [{ name: 'Murdock', value: '3' }]),
    );
    await t.run();
    expect(t.service.calls[0]).toMatchObject({ method: 'autocompleteTargets', args: [where, { userId: 'u1' }, 'c2', 'm'] });
    expect(t.recorded.responds).toEqual([[{ name: 'Murdock', value: '3' }]]);
  });

  it('keeps to 25 suggestions with names of at most 100 characters', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `${'Card '.repeat(30)}${i}`, value: `c${i}` }));
    const t = setup(
      { kind: 'autocomplete', commandName: 'playcard', focused: { name: 'card', value: '' } },
      (s) => (s.suggestions = many),
    );
    await t.run();
    const sent = t.recorded.responds[0] as Array<{ name: string; value: string }>;
    expect(sent).toHaveLength(25);
    expect(sent.every((s) => s.name.length <= 100)).toBe(true);
    expect(sent[0].value).toBe('c0');
  });

  it('answers an empty list when the service fails', async () => {
    const t = setup({ kind: 'autocomplete', commandName: 'choose', focused: { name: 'option', value: 'x' } }, (s) => {
      s.suggestions = new Error('no game');
    });
    await t.run();
    expect(t.recorded.responds).toEqual([[]]);
    expect(t.logged[0].msg).toMatch(/autocomplete \/choose failed/);
  });

  it('answers an empty list for a command without suggestions', async () => {
    const t = setup({ kind: 'autocomplete', commandName: 'roll', focused: { name: 'x', value: '' } });
    await t.run();
    expect(t.service.calls).toEqual([]);
    expect(t.recorded.responds).toEqual([[]]);
  });
});
