// The announcer carries out what the service owes Discord: threads (or the channel when refused),
// turn messages posted or edited and acknowledged, reminders, DMs (a closed DM stops further
// tries); an owed post already in its place is recorded, not posted again; a failed one is
// reported to the service, which decides what follows.
import { describe, expect, it } from 'vitest';
import type { REST } from 'discord.js';
import { createAnnouncer } from '../../src/discord/announcer';
import type { Announcement, PostVerdict } from '../../src/services';
import { fakeService } from './fakeService';
import { memoryLog } from '../log/capture';

const quiet = memoryLog('silent').logger;

function fakeRest(fail: (route: string, method: string) => unknown = () => null, listed: unknown[] = []) {
  const calls: Array<{ method: string; route: string; body?: unknown }> = [];
  const answer = (method: string) => async (route: string, data?: { body?: unknown }) => {
    calls.push({ method, route, ...(method === 'post' && data?.body ? { body: data.body } : {}) });
    const f = fail(route, method);
    if (f) throw f;
    if (method === 'get') return listed;
    return { id: route.includes('threads') ? 'thread-1' : route.includes('@me/channels') ? 'dm-1' : 'msg-1' };
  };
  return {
    rest: { post: answer('post'), patch: answer('patch'), get: answer('get'), delete: answer('delete') } as unknown as REST,
    calls,
  };
}

const reply = { ephemeral: false, content: 'hi', rows: [] };

describe('the announcer', () => {
  it('makes the thread, records it, and plays in the channel when threads are refused', async () => {
    for (const [err, expected] of [
      [null, ['thread-1']],
      [Object.assign(new Error('Missing Permissions'), { code: 50013, status: 403 }), [null, 'permission']],
      // The server's active-thread limit: the channel at once, not tried again every minute.
      [Object.assign(new Error('Maximum number of active threads reached'), { code: 160006, status: 400 }), [null, 'limit']],
      // A game opened in a thread: a thread holds no threads, the game plays where it was opened.
      [Object.assign(new Error('Cannot execute action on this channel type'), { code: 50024, status: 400 }), [null, 'in-thread']],
    ] as const) {
      const service = fakeService();
      const { rest } = fakeRest((r) => (r.includes('threads') ? err : null));
      await createAnnouncer(service, rest, quiet).perform([{ kind: 'thread', gameId: 4, channelId: 'c1', name: 'Game · a, b' }]);
      expect(service.calls).toEqual([{ method: 'placed', args: [4, ...expected] }]);
    }
  });

  it('posts a new turn message, acknowledges it, and retires the older one; edits when told which', async () => {
    const service = fakeService();
    const { rest, calls } = fakeRest();
    const posts = { gameId: 1, version: 5, turnNo: 3 };
    const list: Announcement[] = [
      { kind: 'turn', posts, channelId: 't1', messageId: null, reply, retire: [{ channelId: 't1', messageId: 'old' }] },
      { kind: 'turn', posts: { ...posts, version: 6 }, channelId: 't1', messageId: 'msg-1', reply, retire: [] },
    ];
    await createAnnouncer(service, rest, quiet, () => 'g1').perform(list);
    expect(calls.map(({ method, route }) => ({ method, route }))).toEqual([
      // Its place is read first: the message may be there already.
      { method: 'get', route: '/channels/t1/messages' },
      { method: 'post', route: '/channels/t1/messages' },
      // The old message is read first: a card loses only its rows.
      { method: 'get', route: '/channels/t1/messages/old' },
      { method: 'patch', route: '/channels/t1/messages/old' },
      { method: 'patch', route: '/channels/t1/messages/msg-1' },
    ]);
    expect(calls[1].body).toMatchObject({
      content: 'hi',
      nonce: expect.stringMatching(/^rr1\.5\.[0-9a-z]{4}$/),
      enforce_nonce: true,
    });
    expect(service.calls).toEqual([
      { method: 'findPosted', args: [list[0], []] },
      // Posted there: whatever retirement its thread owed is done now.
      { method: 'retirements', args: ['t1'] },
      { method: 'messagePosted', args: [posts, 't1', 'msg-1', 'g1'] },
      { method: 'messagePosted', args: [{ ...posts, version: 6 }, 't1', 'msg-1', 'g1'] },
    ]);
  });

  it('owes a retirement its archived thread refused, and reports each owed one tried: done, gone, or refused again', async () => {
    const archived = Object.assign(new Error('Thread is archived'), { code: 50083, status: 400 });
    const service = fakeService();
    const { rest } = fakeRest((route, method) => (method === 'patch' && route === '/channels/t1/messages/old' ? archived : null));
    const turn: Announcement = {
      kind: 'turn',
      posts: { gameId: 1, version: 5, turnNo: 3 },
      channelId: 'c1',
      messageId: null,
      reply,
      retire: [{ channelId: 't1', messageId: 'old' }],
    };
    await createAnnouncer(service, rest, quiet).perform([turn]);
    expect(service.calls.filter((c) => c.method === 'oweRetirement')).toEqual([
      { method: 'oweRetirement', args: [{ channelId: 't1', messageId: 'old' }] },
    ]);

    const gone = Object.assign(new Error('Unknown Message'), { code: 10008, status: 404 });
    const owed = fakeService();
    owed.owedRetirements = ['old', 'deleted', 'fine'].map((messageId) => ({ channelId: 't1', messageId }));
    const failing = fakeRest((route, method) =>
      method !== 'patch' ? null : route.endsWith('/old') ? archived : route.endsWith('/deleted') ? gone : null,
    );
    await createAnnouncer(owed, failing.rest, quiet).kick();
    expect(owed.calls.filter((c) => c.method === 'retirements' || c.method === 'retirementTried')).toEqual([
      { method: 'retirements', args: [null] },
      { method: 'retirementTried', args: [{ channelId: 't1', messageId: 'old' }, false] },
      { method: 'retirementTried', args: [{ channelId: 't1', messageId: 'deleted' }, true] },
      { method: 'retirementTried', args: [{ channelId: 't1', messageId: 'fine' }, true] },
    ]);
  });

  it('withdraws a superseded turn message: a double post is deleted, an older one loses its buttons', async () => {
    const cases = [
      { remove: true, fail: null, expected: ['delete /channels/t1/messages/late'] },
      {
        remove: false,
        fail: null,
        expected: ['get /channels/t1/messages/late', 'patch /channels/t1/messages/late'],
      },
      // Not allowed to delete it: it keeps its text and loses its buttons all the same.
      {
        remove: true,
        fail: Object.assign(new Error('Missing Permissions'), { code: 50013, status: 403 }),
        expected: ['delete /channels/t1/messages/late', 'get /channels/t1/messages/late', 'patch /channels/t1/messages/late'],
      },
      // Already gone: nothing more to do.
      {
        remove: true,
        fail: Object.assign(new Error('Unknown Message'), { code: 10008, status: 404 }),
        expected: ['delete /channels/t1/messages/late'],
      },
    ];
    for (const c of cases) {
      const service = fakeService();
      const { rest, calls } = fakeRest((_route, method) => (method === 'delete' ? c.fail : null));
      await createAnnouncer(service, rest, quiet).perform([
        { kind: 'withdraw', channelId: 't1', messageId: 'late', remove: c.remove },
      ]);
      expect(calls.map((x) => `${x.method} ${x.route}`)).toEqual(c.expected);
      // Said once: nothing is recorded or reported back.
      expect(service.calls).toEqual([]);
    }
  });

  it("records an owed post found among the bot's own recent messages instead of posting it, and retires older copies", async () => {
    const service = fakeService();
    service.found = { postedId: 'there', stale: ['copy', 'old'] };
    const button = (id: string) => ({ type: 1, components: [{ type: 2, style: 1, custom_id: id, label: 'Go' }] });
    const listed = [
      { id: 'there', author: { id: 'bot' }, content: 'turn', components: [button('pick:1:5:roll')] },
      { id: 'theirs', author: { id: 'amy' }, content: 'turn' },
      { id: 'copy', author: { id: 'bot' }, content: 'turn', components: [button('pick:1:4:roll')] },
      // A card: its text is in its components, matched as a classic message's content is.
      {
        id: 'card',
        author: { id: 'bot' },
        content: '',
        flags: 32768,
        components: [{ type: 17, components: [{ type: 10, content: 'final' }, button('pick:1:3:roll')] }],
      },
    ];
    const { rest, calls } = fakeRest(() => null, listed);
    const turn: Announcement = {
      kind: 'turn',
      posts: { gameId: 1, version: 5, turnNo: 3 },
      channelId: 't1',
      messageId: null,
      reply,
      retire: [{ channelId: 't1', messageId: 'old' }],
    };
    await createAnnouncer(
      service,
      rest,
      quiet,
      () => 'g1',
      () => 'bot',
    ).perform([turn]);
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'get /channels/t1/messages',
      'get /channels/t1/messages/old',
      'get /channels/t1/messages/copy',
      'patch /channels/t1/messages/old',
      'patch /channels/t1/messages/copy',
    ]);
    // Only the bot's own messages are offered, with the custom ids their buttons carry.
    expect(service.calls[0]).toEqual({
      method: 'findPosted',
      args: [
        turn,
        [
          { id: 'there', content: 'turn', customIds: ['pick:1:5:roll'] },
          { id: 'copy', content: 'turn', customIds: ['pick:1:4:roll'] },
          { id: 'card', content: 'final', customIds: ['pick:1:3:roll'] },
        ],
      ],
    });
    expect(service.calls[1]).toEqual({ method: 'messagePosted', args: [turn.posts, 't1', 'there', 'g1'] });

    // A reminder (an outbox row): found, acknowledged without a post; else posted with its nonce.
    const say: Announcement = { kind: 'say', channelId: 't1', reply, outbox: 7 };
    await createAnnouncer(service, rest, quiet).perform([say]);
    expect(service.calls.at(-1)).toEqual({ method: 'said', args: [7, 'there'] });
    service.found = { postedId: null, stale: [] };
    await createAnnouncer(service, rest, quiet).perform([say]);
    expect(calls.at(-1)).toMatchObject({ method: 'post', body: { nonce: 'rs7', enforce_nonce: true } });
    expect(service.calls.at(-1)).toEqual({ method: 'said', args: [7, 'msg-1'] });

    // Not allowed to read the history there: posted with its nonce alone.
    const noHistory = Object.assign(new Error('Missing Access'), { code: 50001, status: 403 });
    const blind = fakeRest((_r, method) => (method === 'get' ? noHistory : null));
    await createAnnouncer(service, blind.rest, quiet).perform([say]);
    expect(blind.calls.map((c) => c.method)).toEqual(['get', 'post']);
    expect(service.calls.at(-1)).toEqual({ method: 'said', args: [7, 'msg-1'] });
  });

  it('reports a failed durable post: a gone place ends its game, anything else is tried again, then given up, one line each', async () => {
    const gone = Object.assign(new Error('Unknown Channel'), { name: 'DiscordAPIError[10003]', code: 10003, status: 404 });
    const down = Object.assign(new Error('socket hang up'), { name: 'HTTPError' });
    const turn: Announcement = {
      kind: 'turn',
      posts: { gameId: 1, version: 1, turnNo: 1 },
      channelId: 't',
      messageId: null,
      reply,
      retire: [],
    };
    const cases: Array<[Error, PostVerdict, string | null, object]> = [
      [
        gone,
        { kind: 'ended', gameIds: [1] },
        't',
        { level: 40, msg: 'the thread or channel of game 1 is gone: the game is ended' },
      ],
      [
        down,
        { kind: 'retry', tries: 2, inMs: 120_000 },
        null,
        { level: 40, msg: 'announcement turn failed (try 2); trying again in 120 s' },
      ],
      [
        down,
        { kind: 'given-up', tries: 8 },
        null,
        { level: 50, msg: 'announcement turn given up after 8 failed tries', tries: 8 },
      ],
    ];
    for (const [error, verdict, goneChannel, line] of cases) {
      const service = fakeService();
      service.verdict = verdict;
      const logged = memoryLog('warn');
      await createAnnouncer(service, fakeRest(() => error).rest, logged.logger).perform([turn]);
      expect(service.calls).toEqual([{ method: 'postFailed', args: [{ gameId: 1 }, goneChannel] }]);
      expect(logged.records()).toMatchObject([line]);
    }
  });

  it('tells the service when a DM cannot be delivered, and leaves other failures owed', async () => {
    const service = fakeService();
    const closed = Object.assign(new Error('Cannot send messages to this user'), { code: 50007, status: 403 });
    const { rest } = fakeRest((r) => (r.includes('dm-1') ? closed : null));
    await createAnnouncer(service, rest, quiet).perform([{ kind: 'dm', userId: 'u1', content: 'Your turn', locale: 'en' }]);
    expect(service.calls).toEqual([
      { method: 'dmChannel', args: ['u1'] },
      { method: 'dmOpened', args: ['u1', 'dm-1'] },
      { method: 'dmFailed', args: ['u1'] },
    ]);
    const logged = memoryLog('warn');
    const down = fakeRest(() => Object.assign(new Error('socket hang up'), { name: 'HTTPError' }));
    const s2 = fakeService();
    await createAnnouncer(s2, down.rest, logged.logger).perform([
      { kind: 'turn', posts: { gameId: 1, version: 1, turnNo: 1 }, channelId: 't', messageId: null, reply, retire: [] },
    ]);
    // Not acknowledged: still owed, and the service counts the failed try.
    expect(s2.calls).toEqual([{ method: 'postFailed', args: [{ gameId: 1 }, null] }]);
    expect(logged.records()).toEqual([]);
    // A DM is said once: a failure other than closed DMs is logged, nothing stays owed.
    const s3 = fakeService();
    await createAnnouncer(s3, down.rest, logged.logger).perform([
      { kind: 'dm', userId: 'u1', content: 'Your turn', locale: 'en' },
    ]);
    expect(s3.calls).toEqual([{ method: 'dmChannel', args: ['u1'] }]);
    expect(logged.records()).toMatchObject([
      { level: 50, msg: 'announcement dm failed', announcement: 'dm', err: { type: 'HTTPError' } },
    ]);
  });

  it('keeps an unchanged picture on its own edits instead of uploading it again', async () => {
    const service = fakeService();
    const patches: Array<{ body: { attachments?: unknown }; files: Array<{ name: string }> }> = [];
    const rest = {
      post: async () => ({ id: 'm9', attachments: [{ id: 'att-1', filename: 'board.png' }] }),
      patch: async (_route: string, data: (typeof patches)[number]) => {
        patches.push(data);
        return { id: 'm9', attachments: [{ id: `att-${patches.length + 1}`, filename: data.files[0]?.name ?? 'board.png' }] };
      },
      get: async () => [],
    } as unknown as REST;
    const announcer = createAnnouncer(service, rest, quiet);
    const board = (n: number) => ({ ...reply, image: { name: 'board.png', data: Buffer.from(`picture ${n}`) } });
    const posts = { gameId: 1, version: 2, turnNo: 1 };
    const turn = (n: number, messageId: string | null): Announcement => ({
      kind: 'turn',
      posts,
      channelId: 'c1',
      messageId,
      reply: board(n),
      retire: [],
    });
    await announcer.perform([turn(1, null)]);
    await announcer.perform([turn(1, 'm9')]);
    await announcer.perform([turn(2, 'm9')]);
    await announcer.perform([turn(2, 'm9')]);
    // Same picture: the attachment Discord gave it is kept, no file; a new picture is uploaded, then kept in turn.
    expect(patches.map((p) => [p.files.map((f) => f.name), p.body.attachments])).toEqual([
      [[], [{ id: 'att-1' }]],
      [['board.png'], [{ id: '0', filename: 'board.png' }]],
      [[], [{ id: 'att-3' }]],
    ]);
  });

  it('keeps the DM channel per user: one request per DM after the first, opened again once when it is gone', async () => {
    const service = fakeService();
    const { rest, calls } = fakeRest();
    const announcer = createAnnouncer(service, rest, quiet);
    for (const content of ['one', 'two', 'three']) await announcer.perform([{ kind: 'dm', userId: 'u1', content, locale: 'en' }]);
    // The first at once; the two that came within its minute are held (dmBundler.ts), and a stop sends them as one.
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual(['post /users/@me/channels', 'post /channels/dm-1/messages']);
    await announcer.flushDms();
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'post /users/@me/channels',
      'post /channels/dm-1/messages',
      'post /channels/dm-1/messages',
    ]);
    expect(calls.map((c) => (c.body as { content?: string } | undefined)?.content)).toEqual([
      undefined,
      'one',
      '**2 messages for you**\n\ntwo\n\nthree',
    ]);
    expect(service.dmChannels.get('u1')).toBe('dm-1');
    // Discord no longer knows the kept channel: it is forgotten and opened again.
    service.dmChannels.set('u1', 'old-dm');
    const gone = Object.assign(new Error('Unknown Channel'), { code: 10003, status: 404 });
    const again = fakeRest((r) => (r.includes('old-dm') ? gone : null));
    await createAnnouncer(service, again.rest, quiet).perform([{ kind: 'dm', userId: 'u1', content: 'four', locale: 'en' }]);
    expect(again.calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'post /channels/old-dm/messages',
      'post /users/@me/channels',
      'post /channels/dm-1/messages',
    ]);
    expect(service.dmChannels.get('u1')).toBe('dm-1');
  });

  it('unarchives an archived thread before editing in it, and tries the edit once more', async () => {
    const service = fakeService();
    const archived = Object.assign(new Error('Thread is archived'), { code: 50083, status: 400 });
    let refusals = 1;
    const { rest, calls } = fakeRest((r, m) =>
      m === 'patch' && r === '/channels/t1/messages/m1' && refusals-- > 0 ? archived : null,
    );
    const posts = { gameId: 1, version: 6, turnNo: 3 };
    await createAnnouncer(service, rest, quiet, () => 'g1').perform([
      { kind: 'turn', posts, channelId: 't1', messageId: 'm1', reply, retire: [] },
    ]);
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'patch /channels/t1/messages/m1',
      'patch /channels/t1',
      'patch /channels/t1/messages/m1',
    ]);
    expect(service.calls).toEqual([{ method: 'messagePosted', args: [posts, 't1', 'm1', 'g1'] }]);
  });

  it('moves the game of a locked thread to its channel, says so once, and logs one line', async () => {
    const service = fakeService();
    const archived = Object.assign(new Error('Thread is archived'), { code: 50083, status: 400 });
    const locked = Object.assign(new Error('Missing Permissions'), { code: 50013, status: 403 });
    const notice: Announcement = { kind: 'say', channelId: 'c1', reply, outbox: 9 };
    service.moved = { kind: 'moved', gameId: 1, announcements: [notice] };
    // Reading its messages still works; writing is refused, and so is unarchiving.
    const { rest, calls } = fakeRest((r, m) =>
      !r.startsWith('/channels/t1') || m === 'get' ? null : r === '/channels/t1' ? locked : archived,
    );
    const logged = memoryLog('warn');
    await createAnnouncer(service, rest, logged.logger).perform([
      { kind: 'turn', posts: { gameId: 1, version: 6, turnNo: 3 }, channelId: 't1', messageId: 'm1', reply, retire: [] },
    ]);
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      'patch /channels/t1/messages/m1',
      'patch /channels/t1',
      // The notice, in the channel.
      'get /channels/c1/messages',
      'post /channels/c1/messages',
    ]);
    expect(service.calls.map((c) => c.method)).toEqual(['threadClosed', 'findPosted', 'said']);
    expect(service.calls[0].args).toEqual(['t1']);
    expect(logged.records()).toMatchObject([
      { level: 40, msg: 'the thread of game 1 is closed: the game goes on in its channel' },
    ]);
    // Nowhere to go (the channel has a live game of its own): given up, one error line, nothing retried.
    const stuck = fakeService();
    stuck.moved = { kind: 'stuck', gameId: 1 };
    const log2 = memoryLog('warn');
    await createAnnouncer(stuck, rest, log2.logger).perform([{ kind: 'say', channelId: 't1', reply, outbox: 3 }]);
    expect(stuck.calls.map((c) => c.method)).toEqual(['findPosted', 'threadClosed']);
    expect(log2.records()).toMatchObject([{ level: 50 }]);
  });

  describe('one queue per place', () => {
    const turnIn = (channelId: string, gameId: number): Announcement => ({
      kind: 'turn',
      posts: { gameId, version: 1, turnNo: 1 },
      channelId,
      messageId: 'm',
      reply,
      retire: [],
    });
    /** A REST whose edits in `held` wait until `release()`; every request is logged in order. */
    const gatedRest = (held: string) => {
      const log: string[] = [];
      let release = (): void => undefined;
      const gate = new Promise<void>((r) => (release = r));
      const patch = async (route: string) => {
        if (route.includes(`/channels/${held}/`)) await gate;
        log.push(`patch ${route}`);
        return { id: 'm' };
      };
      return { rest: { patch, post: patch, get: async () => [] } as unknown as REST, log, release: () => release() };
    };
    const tick = () => new Promise((r) => setTimeout(r, 20));

    it("serves places side by side: a place waiting on Discord holds no other place's posts", async () => {
      const service = fakeService();
      service.pump = async () => [turnIn('slow', 1), turnIn('fast', 2)];
      const { rest, log, release } = gatedRest('slow');
      const announcer = createAnnouncer(service, rest, quiet);
      const kicked = announcer.kick();
      await tick();
      expect(log).toEqual(['patch /channels/fast/messages/m']);
      expect(announcer.busy('slow')).toBe(true);
      expect(announcer.busy('fast')).toBe(false);
      release();
      await kicked;
      expect(log).toEqual(['patch /channels/fast/messages/m', 'patch /channels/slow/messages/m']);
    });

    it("holds a place's pump work while an interaction there runs, and checks it again when its turn comes", async () => {
      const service = fakeService();
      service.pump = async () => [turnIn('t1', 1), turnIn('t2', 2)];
      // The interaction in t1 posts game 1's turn message itself: by the pump's turn it is owed no more.
      let answered = false;
      service.stillOwed = async (a) => (answered && a.kind === 'turn' && a.posts.gameId === 1 ? null : a);
      const { rest, log } = gatedRest('none');
      const announcer = createAnnouncer(service, rest, quiet);
      let done = (): void => undefined;
      const interaction = announcer.serial('t1', () => new Promise<void>((r) => (done = r)));
      const kicked = announcer.kick();
      await tick();
      // Game 2 goes on; game 1 waits for the interaction in its place.
      expect(log).toEqual(['patch /channels/t2/messages/m']);
      answered = true;
      done();
      await Promise.all([interaction, kicked]);
      expect(log).toEqual(['patch /channels/t2/messages/m']);
      expect(service.calls.filter((c) => c.method === 'messagePosted').map((c) => c.args[1])).toEqual(['t2']);
    });
  });
});
