import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { FakeDiscord } from './fake';
import { checkAutocomplete, checkCommands, checkMessage, LIMITS } from './limits';
import type { Json, StoredMessage, UploadedFile } from './types';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
]);
const button = (id: string, label = 'Go'): Json => ({ type: 2, style: 1, custom_id: id, label });
const row = (...components: Json[]): Json => ({ type: 1, components });
const select = (id: string, n: number): Json => ({
  type: 3,
  custom_id: id,
  options: Array.from({ length: n }, (_, i) => ({ label: `Option ${i}`, value: `v${i}` })),
});
const file = (filename: string, data: Buffer): UploadedFile => ({ field: 'files[0]', filename, contentType: 'image/png', data });
const rules = (body: Json, files: UploadedFile[] = []): string[] => checkMessage(body, files, false).map((p) => p.rule);

describe('Discord limits on messages', () => {
  it('accepts a full, legal turn message', () => {
    const body = {
      content: 'x'.repeat(LIMITS.content),
      components: [
        row(...[1, 2, 3, 4, 5].map((i) => button(`b${i}`, 'L'.repeat(80)))),
        row(select('s', 25)),
        row(button('c'.repeat(100))),
      ],
      attachments: [{ id: '0' }],
    };
    expect(rules(body, [file('board.png', PNG)])).toEqual([]);
  });

  it.each([
    ['content over 2000 characters', { content: 'x'.repeat(2001) }, 'content-length'],
    ['six action rows', { components: [1, 2, 3, 4, 5, 6].map((i) => row(button(`b${i}`))) }, 'rows'],
    ['six buttons in a row', { components: [row(...[1, 2, 3, 4, 5, 6].map((i) => button(`b${i}`)))] }, 'buttons-per-row'],
    ['a select beside a button', { components: [row(select('s', 3), button('b'))] }, 'select-alone'],
    ['a select with 26 options', { components: [row(select('s', 26))] }, 'select-options'],
    ['a custom id of 101 characters', { components: [row(button('c'.repeat(101)))] }, 'custom-id-length'],
    ['a button label of 81 characters', { components: [row(button('b', 'L'.repeat(81)))] }, 'button-label'],
    ['the same custom id twice', { components: [row(button('b'), button('b'))] }, 'custom-id-duplicate'],
    ['nothing at all', { content: '' }, 'empty-message'],
    // Discord's spec: a string (a snowflake, or an upload's index); the bot once sent the number 0.
    ['an attachment id sent as a number', { content: 'x', attachments: [{ id: 0, filename: 'board.png' }] }, 'attachment-id'],
  ])('rejects %s', (_name, body, rule) => {
    expect(rules(body)).toContain(rule);
  });

  it('rejects a file over 10 MiB and a PNG without its signature', () => {
    expect(rules({ content: 'x' }, [file('big.png', Buffer.concat([PNG, Buffer.alloc(LIMITS.fileBytes)]))])).toContain(
      'file-size',
    );
    expect(rules({ content: 'x' }, [file('board.png', Buffer.from('not a png'))])).toContain('png-signature');
  });

  it('allows partial edits such as removing every button', () => {
    expect(checkMessage({ components: [] }, [], true)).toEqual([]);
  });

  it('caps autocomplete at 25 choices of legal length', () => {
    const choices = (n: number): Json => ({ choices: Array.from({ length: n }, (_, i) => ({ name: `c${i}`, value: `v${i}` })) });
    expect(checkAutocomplete(choices(25))).toEqual([]);
    expect(checkAutocomplete(choices(26)).map((p) => p.rule)).toContain('autocomplete-count');
    expect(checkAutocomplete({ choices: [{ name: '', value: 'v' }] }).map((p) => p.rule)).toContain('autocomplete-choice');
  });
});

describe('Discord limits on Components V2 messages', () => {
  const V2 = 32768;
  const text = (content: string): Json => ({ type: 10, content });
  const gallery = (name: string): Json => ({ type: 12, items: [{ media: { url: `attachment://${name}` } }] });
  const card = (...components: Json[]): Json => ({ type: 17, accent_color: 0xe53935, components });
  const upload = [file('board.png', PNG)];
  const turn = (over: Json = {}): Json => ({
    flags: V2,
    components: [card(text('▶ your turn'), gallery('board.png'), row(button('a'), button('b')))],
    attachments: [{ id: '0', filename: 'board.png' }],
    ...over,
  });
  const stored = (over: Partial<StoredMessage> = {}): StoredMessage => ({
    id: '1',
    channelId: 'c',
    content: '',
    components: turn().components,
    embeds: [],
    attachments: [{ id: '77', filename: 'board.png', contentType: 'image/png', size: PNG.length, data: PNG }],
    flags: V2,
    visibleTo: null,
    interactionId: null,
    type: 0,
    createdAt: 0,
    editedAt: null,
    deleted: false,
    ...over,
  });
  const edit = (body: Json, over: Partial<StoredMessage> = {}): string[] =>
    checkMessage(body, [], true, stored(over)).map((p) => p.rule);

  it('accepts a card: text, a gallery naming its upload and rows inside one container, with more than five rows', () => {
    expect(rules(turn(), upload)).toEqual([]);
    const rows = [1, 2, 3, 4, 5, 6].map((i) => row(button(`b${i}`)));
    expect(rules(turn({ components: [card(text('t'), ...rows)] }), upload)).toEqual([]);
  });

  it.each([
    ['content beside the flag', { content: 'hello' }, 'components-v2-content'],
    ['an embed beside the flag', { embeds: [{ title: 'x' }] }, 'components-v2-embeds'],
    [
      '41 components counting nested ones',
      { components: [card(text('t'), ...Array.from({ length: 13 }, (_, r) => row(button(`a${r}`), button(`b${r}`))))] },
      'components-v2-count',
    ],
    ['4,001 characters of text', { components: [card(text('x'.repeat(2000)), text('y'.repeat(2001)))] }, 'components-v2-text'],
    ['a picture that was not uploaded', { components: [card(text('t'), gallery('other.png'))] }, 'media-attachment'],
    ['an unknown component type', { components: [card(text('t'), { type: 99 })] }, 'component-type'],
    ['a container in a container', { components: [card(card(text('t')))] }, 'component-type'],
    ['no components at all', { components: [] }, 'components-v2-empty'],
    ['an accent colour over 0xFFFFFF', { components: [{ ...card(text('t')), accent_color: 0x1000000 }] }, 'container-accent'],
    [
      'six buttons in a row inside the container',
      { components: [card(row(...[1, 2, 3, 4, 5, 6].map((i) => button(`b${i}`))))] },
      'buttons-per-row',
    ],
  ])('refuses %s', (_name, over, rule) => {
    expect(rules(turn(over), upload)).toContain(rule);
  });

  it('refuses V2 components in a classic message', () => {
    expect(rules({ components: [card(text('t'))] })).toContain('row-type');
  });

  it('refuses an edit that drops the flag, adds content, or empties the card; allows one that keeps the picture', () => {
    expect(edit({ flags: 0, content: 'plain' })).toContain('components-v2-flag');
    expect(edit({ content: 'plain' })).toContain('components-v2-content');
    expect(edit({ components: [] })).toContain('components-v2-empty');
    expect(edit({ components: [card(text('t'), gallery('board.png'))] })).toEqual([]);
    expect(edit({ components: [card(text('t'), gallery('board.png'))], attachments: [] })).toContain('media-attachment');
  });

  it('lets an edit make a classic message a card only once its content is gone', () => {
    const classic = { flags: 0, content: 'old text', components: [] };
    expect(edit({ flags: V2, components: [card(text('t'))] }, classic)).toContain('components-v2-content');
    expect(edit({ flags: V2, content: '', components: [card(text('t'))] }, classic)).toEqual([]);
  });
});

describe('Discord limits on command definitions', () => {
  const cmd = (over: Json = {}): Json => ({ name: 'roll', description: 'Roll the dice', ...over });
  it('accepts plain commands with subcommands', () => {
    const game = cmd({
      name: 'game',
      options: [
        {
          type: 1,
          name: 'new',
          description: 'Open a lobby',
          options: [{ type: 3, name: 'game', description: 'Which', required: true }],
        },
      ],
    });
    expect(checkCommands([cmd(), game])).toEqual([]);
  });
  it('accepts both installs and every context, or none said (Discord then takes its defaults)', () => {
    expect(checkCommands([cmd({ integration_types: [0, 1], contexts: [0, 1, 2] })])).toEqual([]);
    expect(checkCommands([cmd({ name: 'hand', integration_types: [1], contexts: [0] })])).toEqual([]);
    expect(checkCommands([cmd({ name: 'status', integration_types: null, contexts: null })])).toEqual([]);
  });
  it.each([
    ['an upper-case name', [cmd({ name: 'Roll' })], 'command-name'],
    ['a missing description', [cmd({ description: '' })], 'command-description'],
    [
      'a required option after an optional one',
      [
        cmd({
          options: [
            { type: 3, name: 'a', description: 'a' },
            { type: 3, name: 'b', description: 'b', required: true },
          ],
        }),
      ],
      'command-required-order',
    ],
    [
      '26 options',
      [cmd({ options: Array.from({ length: 26 }, (_, i) => ({ type: 3, name: `o${i}`, description: 'd' })) })],
      'command-options',
    ],
    ['two commands of one name', [cmd(), cmd()], 'command-duplicate'],
    [
      'over 8000 characters',
      [
        cmd({
          options: Array.from({ length: 25 }, (_, i) => ({
            type: 3,
            name: `o${i}`,
            description: 'd'.repeat(100),
            choices: Array.from({ length: 25 }, (_, j) => ({ name: 'n'.repeat(100), value: `${j}` })),
          })),
        }),
      ],
      'command-chars',
    ],
    ['an unknown integration type', [cmd({ integration_types: [0, 2] })], 'command-integration-types'],
    ['integration types that are not a list', [cmd({ integration_types: 1 })], 'command-integration-types'],
    ['an unknown context', [cmd({ contexts: [0, 3] })], 'command-contexts'],
    ['a context given as a name', [cmd({ contexts: ['GUILD'] })], 'command-contexts'],
    ['a context twice', [cmd({ contexts: [0, 0] })], 'command-contexts'],
  ])('rejects %s', (_name, list, rule) => {
    expect(checkCommands(list).map((p) => p.rule)).toContain(rule);
  });
});

// A bare gateway client standing in for the bot, so that the fake's own rules are tested without discord.js.
interface RawBot {
  frames: Json[];
  send: (payload: Json) => void;
  next: () => Promise<Json>;
  frame: (pred: (f: Json) => boolean) => Promise<Json>;
  close: () => void;
}

async function rawBot(fake: FakeDiscord, payload?: Json): Promise<RawBot> {
  const ws = new WebSocket(`ws://127.0.0.1:${fake.port}/?v=10&encoding=json`);
  const frames: Json[] = [];
  let seen = 0;
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const frame = async (pred: (f: Json) => boolean): Promise<Json> => {
    for (;;) {
      const i = frames.findIndex((f, n) => n >= seen && pred(f));
      if (i >= 0) {
        seen = i + 1;
        return frames[i];
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  await new Promise((r) => ws.once('open', r));
  const send = (p: Json): void => ws.send(JSON.stringify(p));
  send(payload ?? { op: 2, d: { token: fake.token, intents: 1, properties: {} } });
  return {
    frames,
    send,
    frame,
    next: async () => (await frame((f) => f.op === 0 && f.t === 'INTERACTION_CREATE')).d,
    close: () => ws.close(),
  };
}

const api = (fake: FakeDiscord, method: string, path: string, body?: Json, auth = true): Promise<Response> =>
  fetch(`${fake.apiBase}/v10${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bot ${fake.token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('the fake Discord server', () => {
  let fake: FakeDiscord;
  let bot: RawBot | null = null;
  afterEach(async () => {
    bot?.close();
    bot = null;
    await fake.stop();
  });

  async function setUp(opts: { ackDeadlineMs?: number; nonceWindowMs?: number; settleMs?: number } = {}): Promise<Json> {
    fake = new FakeDiscord({ settleMs: 50, ...opts });
    await fake.start();
    const put = await api(fake, 'PUT', `/applications/${fake.appId}/guilds/${fake.guildId}/commands`, [
      { name: 'roll', description: 'Roll the dice' },
    ]);
    expect(put.status).toBe(200);
    bot = await rawBot(fake);
    await fake.waitForBot(5000);
    return fake.addUser('amy', { globalName: 'Amy' });
  }

  it('says HELLO, answers IDENTIFY with READY and GUILD_CREATE, acknowledges heartbeats and resumes', async () => {
    await setUp();
    expect(bot!.frames[0]).toMatchObject({ op: 10, d: { heartbeat_interval: expect.any(Number) } });
    const ready = await bot!.frame((f) => f.t === 'READY');
    expect(ready.d).toMatchObject({ application: { id: fake.appId }, guilds: [{ id: fake.guildId, unavailable: true }] });
    const guild = await bot!.frame((f) => f.t === 'GUILD_CREATE');
    expect(guild.d.channels.map((c: Json) => c.id)).toContain(fake.channelId);
    bot!.send({ op: 1, d: ready.s });
    await bot!.frame((f) => f.op === 11);
    bot!.close();
    bot = await rawBot(fake, { op: 6, d: { token: fake.token, session_id: ready.d.session_id, seq: guild.s } });
    expect((await bot.frame((f) => f.op === 0)).t).toBe('RESUMED');
  });

  it('learns shards: recommends its count, honours IDENTIFY shard pairs, sends a guild only to its shard', async () => {
    fake = new FakeDiscord({ settleMs: 50, ackDeadlineMs: 300, shards: 2 });
    const away = fake.addGuild({ on: 1, of: 2 });
    const home = fake.addGuild({ on: 0, of: 2 });
    await fake.start();
    expect(await (await api(fake, 'GET', '/gateway/bot')).json()).toMatchObject({ shards: 2 });
    const identify = (shard: number) => ({ op: 2, d: { token: fake.token, intents: 1, properties: {}, shard: [shard, 2] } });
    const zero = await rawBot(fake, identify(0));
    const one = await rawBot(fake, identify(1));
    try {
      const guildsOf = async (b: RawBot) => (await b.frame((f) => f.t === 'READY')).d.guilds.map((g: Json) => g.id);
      const all = [fake.guildId, away.guildId!, home.guildId!];
      const on = (id: string) => Number((BigInt(id) >> 22n) % 2n);
      expect(await guildsOf(zero)).toEqual(all.filter((g) => on(g) === 0));
      expect(await guildsOf(one)).toEqual(all.filter((g) => on(g) === 1));
      expect(
        (await one.frame((f) => f.t === 'GUILD_CREATE' && f.d.id === away.guildId)).d.channels.map((c: Json) => c.id),
      ).toContain(away.id);
      expect(fake.connectedShards).toEqual([0, 1]);
      const amy = fake.addUser('amy', { globalName: 'Amy' });
      await api(fake, 'PUT', `/applications/${fake.appId}/commands`, [{ name: 'roll', description: 'Roll the dice' }]);
      // An interaction in a guild of shard 1 reaches only shard 1's connection, and names its guild.
      await fake.slash(amy, 'roll', {}, undefined, away.id);
      expect((await one.next()).guild_id).toBe(away.guildId);
      await fake.slash(amy, 'roll', {}, undefined, home.id);
      expect((await zero.next()).guild_id).toBe(home.guildId);
      const interactions = (b: RawBot) => b.frames.filter((f) => f.t === 'INTERACTION_CREATE').map((f) => f.d.channel_id);
      expect(interactions(one)).toEqual([away.id]);
      expect(interactions(zero)).toEqual([home.id]);
    } finally {
      zero.close();
      one.close();
    }
  });

  it('closes the gateway on a wrong token and refuses unreadable JSON', async () => {
    await setUp();
    const intruder = new WebSocket(`ws://127.0.0.1:${fake.port}/?v=10&encoding=json`);
    await new Promise((r) => intruder.once('open', r));
    intruder.send(JSON.stringify({ op: 2, d: { token: 'wrong', intents: 1, properties: {} } }));
    const [code] = await new Promise<[number]>((r) => intruder.once('close', (c) => r([c])));
    expect(code).toBe(4004);
    const res = await fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bot ${fake.token}` },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(fake.violations.map((v) => v.rule)).toEqual(['invalid-body']);
  });

  it('rejects a bad bot token and answers unknown routes with a 404 body', async () => {
    await setUp();
    expect((await api(fake, 'GET', '/gateway/bot', undefined, false)).status).toBe(401);
    const res = await api(fake, 'GET', '/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 0 });
    expect(fake.unknownRoutes).toContain('GET /nothing/here');
  });

  it('answers a second callback with 40060 and records the violation', async () => {
    const amy = await setUp();
    const pending = fake.slash(amy, 'roll');
    const it = await bot!.next();
    const path = `/interactions/${it.id}/${it.token}/callback`;
    expect((await api(fake, 'POST', path, { type: 4, data: { content: 'rolled' } }, false)).status).toBe(204);
    const second = await api(fake, 'POST', path, { type: 4, data: { content: 'again' } }, false);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: 40060 });
    const out = await pending;
    expect(out.message?.content).toBe('rolled');
    expect(fake.violations.map((v) => v.rule)).toEqual(['double-ack']);
  });

  it('refuses an over-long reply with 400 and records it', async () => {
    const amy = await setUp({ ackDeadlineMs: 300 });
    const pending = fake.slash(amy, 'roll');
    const it = await bot!.next();
    const res = await api(
      fake,
      'POST',
      `/interactions/${it.id}/${it.token}/callback`,
      { type: 4, data: { content: 'x'.repeat(2001) } },
      false,
    );
    expect(res.status).toBe(400);
    await pending;
    expect(fake.violations.map((v) => v.rule)).toContain('content-length');
  });

  it('records an interaction left unacknowledged past the deadline, and the late callback', async () => {
    const amy = await setUp({ ackDeadlineMs: 150 });
    const pending = fake.slash(amy, 'roll');
    const it = await bot!.next();
    await new Promise((r) => setTimeout(r, 250));
    const res = await api(
      fake,
      'POST',
      `/interactions/${it.id}/${it.token}/callback`,
      { type: 4, data: { content: 'late' } },
      false,
    );
    expect(res.status).toBe(404);
    const out = await pending;
    expect(out.callbackType).toBeNull();
    expect(fake.violations.map((v) => v.rule)).toEqual(['ack-timeout', 'ack-late']);
  });

  it('holds by the messages a request created (where a crash probe kills the bot), and drops unused holds', async () => {
    const amy = await setUp();
    const seen: Array<{ method: string; contents: string[] }> = [];
    const held = fake.holdNext((method, _p, _json, created) => {
      seen.push({ method, contents: created.map((m) => m.content) });
      return created.some((m) => m.content.startsWith('turn'));
    });
    expect((await api(fake, 'POST', `/channels/${fake.channelId}/messages`, { content: 'hello' })).status).toBe(200);
    const ctl = new AbortController();
    const never = fetch(`${fake.apiBase}/v10/channels/${fake.channelId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bot ${fake.token}` },
      body: JSON.stringify({ content: 'turn 3' }),
      signal: ctl.signal,
    });
    expect(await held).toBe(`/channels/${fake.channelId}/messages`);
    // Stored on "Discord", the answer never sent.
    expect(fake.publicMessages().map((m) => m.content)).toEqual(['hello', 'turn 3']);
    expect(seen).toEqual([
      { method: 'POST', contents: ['hello'] },
      { method: 'POST', contents: ['turn 3'] },
    ]);
    ctl.abort();
    await expect(never).rejects.toThrow();
    // An interaction's reply is a message it created too.
    const reply = fake.holdNext((_m, _p, _json, created) => created.some((m) => m.content === 'rolled'));
    const pending = fake.slash(amy, 'roll');
    const it = await bot!.next();
    const ctl2 = new AbortController();
    const never2 = fetch(`${fake.apiBase}/v10/interactions/${it.id}/${it.token}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'rolled' } }),
      signal: ctl2.signal,
    });
    expect(await reply).toBe(`/interactions/${it.id}/${it.token}/callback`);
    expect((await pending).texts).toContain('rolled');
    ctl2.abort();
    await expect(never2).rejects.toThrow();
    // A hold not used is dropped: the next matching request is answered.
    void fake.holdNext(() => true);
    fake.cancelHolds();
    expect((await api(fake, 'POST', `/channels/${fake.channelId}/messages`, { content: 'turn 4' })).status).toBe(200);
  });

  it("sends a command from the bot's DM, a group DM and a server without the bot as Discord does, and only where it is offered", async () => {
    const amy = await setUp();
    const bea = fake.addUser('bea');
    const everywhere = { integration_types: [0, 1], contexts: [0, 1, 2] };
    await api(fake, 'PUT', `/applications/${fake.appId}/commands`, [
      { name: 'status', description: 'Status', ...everywhere },
      { name: 'game', description: 'Game', integration_types: [0, 1], contexts: [0] },
      { name: 'hand', description: 'Hand', contexts: [0, 1, 2] },
    ]);
    const dm = fake.dmChannel(amy);
    const group = fake.addGroup([amy, bea]);
    const foreign = fake.addForeignChannel('elsewhere');
    // The payload the bot gets, answered privately as the bot would.
    const sent = async (channelId: string, name = 'status', how = {}) => {
      const pending = fake.slash(amy, name, {}, undefined, channelId, how);
      const it = await bot!.next();
      const path = `/interactions/${it.id}/${it.token}/callback`;
      expect((await api(fake, 'POST', path, { type: 4, data: { content: 'ok', flags: 64 } }, false)).status).toBe(204);
      expect((await pending).ephemeral).toBe(true);
      return it;
    };
    const inDm = await sent(dm.id);
    expect(inDm).toMatchObject({
      context: 1,
      channel_id: dm.id,
      user: { id: amy.id },
      authorizing_integration_owners: { 1: amy.id },
    });
    expect(inDm).not.toHaveProperty('guild_id');
    expect(inDm).not.toHaveProperty('member');
    const inGroup = await sent(group.id);
    expect(inGroup).toMatchObject({ context: 2, channel: { type: 3 }, authorizing_integration_owners: { 1: amy.id } });
    const inForeign = await sent(foreign.id);
    expect(inForeign).toMatchObject({ context: 0, guild_id: foreign.guildId, authorizing_integration_owners: { 1: amy.id } });
    expect(inForeign.authorizing_integration_owners).not.toHaveProperty('0');
    // Where Discord's client would not offer it: a server-only command, one not installable by a
    // user, the test server's own registration; unless sent anyway (an older registration).
    await expect(fake.slash(amy, 'game', {}, undefined, dm.id)).rejects.toThrow(/contexts \[0\] lack 1/);
    await expect(fake.slash(amy, 'hand', {}, undefined, group.id)).rejects.toThrow(/not installable by a user/);
    await expect(fake.slash(amy, 'roll', {}, undefined, dm.id)).rejects.toThrow(/registered to server/);
    expect(await sent(dm.id, 'game', { anyway: true })).toMatchObject({ context: 1, data: { name: 'game' } });
    // The bot is in neither the group DM nor the foreign server: it cannot post there.
    for (const where of [group.id, foreign.id])
      expect((await api(fake, 'POST', `/channels/${where}/messages`, { content: 'hi' })).status).toBe(403);
    expect(fake.violations).toEqual([]);
  });

  it("sends a click in the bot's DM as Discord does (no server, the user, context BOT_DM), only its user's, and checks its card's update", async () => {
    const amy = await setUp();
    const bea = fake.addUser('bea');
    const dm = fake.dmChannel(amy);
    const V2 = 32768;
    const card = (label: string) => ({
      flags: V2,
      components: [{ type: 17, components: [{ type: 10, content: '▶ Your turn' }, row(button('pick:1:3:roll', label))] }],
    });
    expect((await api(fake, 'POST', `/channels/${dm.id}/messages`, card('Roll'))).status).toBe(200);
    const [m] = fake.dms(amy);
    await expect(fake.click(bea, m, 'pick:1:3:roll')).rejects.toThrow(/another user's DM/);
    const clicked = fake.click(amy, m, 'pick:1:3:roll');
    const it = await bot!.next();
    expect(it).toMatchObject({ type: 3, context: 1, channel_id: dm.id, user: { id: amy.id }, message: { id: m.id, flags: V2 } });
    expect(it).not.toHaveProperty('guild_id');
    expect(it).not.toHaveProperty('member');
    const path = `/interactions/${it.id}/${it.token}/callback`;
    // A card's update with content is refused, as Discord does; one without is taken.
    const bad = await api(fake, 'POST', path, { type: 7, data: { ...card('Again'), content: 'rolled' } }, false);
    expect(bad.status).toBe(400);
    expect((await api(fake, 'POST', path, { type: 7, data: card('Rolled') }, false)).status).toBe(204);
    expect(FakeDiscord.buttons((await clicked).message!).map((b) => b.label)).toEqual(['Rolled']);
    expect(fake.violations.map((v) => v.rule)).toEqual(['components-v2-content']);
  });

  it('refuses to run commands that were never registered and buttons that do not exist', async () => {
    const amy = await setUp();
    await expect(fake.slash(amy, 'nope')).rejects.toThrow(/not registered/);
    const posted = await api(fake, 'POST', `/channels/${fake.channelId}/messages`, {
      content: 'hi',
      components: [row(button('a'))],
    });
    expect(posted.status).toBe(200);
    const msg = fake.publicMessages().at(-1)!;
    await expect(fake.click(amy, msg, 'b')).rejects.toThrow(/no component/);
  });

  it('returns the first message for a repeated nonce with enforce_nonce within its window, and a new one after it', async () => {
    await setUp({ nonceWindowMs: 300 });
    const path = `/channels/${fake.channelId}/messages`;
    const post = async (body: Json) => ((await (await api(fake, 'POST', path, body)).json()) as Json).id as string;
    const first = await post({ content: 'turn', nonce: 'rr1.5', enforce_nonce: true });
    expect(await post({ content: 'turn', nonce: 'rr1.5', enforce_nonce: true })).toBe(first);
    // Without enforce_nonce Discord does not look: a second message.
    expect(await post({ content: 'turn', nonce: 'rr1.5' })).not.toBe(first);
    await new Promise((r) => setTimeout(r, 350));
    expect(await post({ content: 'turn', nonce: 'rr1.5', enforce_nonce: true })).not.toBe(first);
    expect(fake.publicMessages().map((m) => m.nonce)).toEqual(['rr1.5', 'rr1.5', 'rr1.5']);
    const long = await api(fake, 'POST', path, { content: 'x', nonce: 'n'.repeat(26), enforce_nonce: true });
    expect(long.status).toBe(400);
    expect(fake.violations.map((v) => v.rule)).toEqual(['nonce']);
  });

  it('lists a channel newest first, at most `limit`, older than `before`', async () => {
    await setUp();
    const path = `/channels/${fake.channelId}/messages`;
    for (const content of ['a', 'b', 'c', 'd']) await api(fake, 'POST', path, { content });
    const list = async (query: string) =>
      ((await (await api(fake, 'GET', `${path}?${query}`)).json()) as Json[]).map((m) => m.content);
    expect(await list('limit=3')).toEqual(['d', 'c', 'b']);
    expect(await list('')).toEqual(['d', 'c', 'b', 'a']);
    expect(await list(`before=${fake.publicMessages()[2].id}&limit=10`)).toEqual(['b', 'a']);
    expect((await api(fake, 'GET', `${path}?limit=101`)).status).toBe(400);
    expect(fake.violations.map((v) => v.rule)).toEqual(['list-query']);
  });

  it('answers Unknown Channel once a channel is deleted, refuses on request, and can hold an answer', async () => {
    await setUp();
    const channel = fake.channelId;
    const thread = fake.world.addThread(channel, 'game');
    const path = `/channels/${thread.id}/messages`;
    expect((await api(fake, 'POST', path, { content: 'hi' })).status).toBe(200);
    fake.deleteChannel(channel);
    // The connected client hears of the channel and its thread.
    expect((await bot!.frame((f) => f.t === 'CHANNEL_DELETE')).d.id).toBe(channel);
    expect((await bot!.frame(() => true)).d).toMatchObject({ id: thread.id, parent_id: channel });
    for (const [method, p, body] of [
      ['POST', path, { content: 'again' }],
      ['GET', path, undefined],
      ['PATCH', `${path}/${fake.messages(thread.id)[0].id}`, { components: [] }],
    ] as const) {
      const res = await api(fake, method, p, body);
      expect([res.status, ((await res.json()) as Json).code]).toEqual([404, 10003]);
    }

    const other = fake.world.addChannel('other');
    fake.refuse(other.id, { status: 403, code: 50001, message: 'Missing Access' });
    const refused = await api(fake, 'POST', `/channels/${other.id}/messages`, { content: 'x' });
    expect([refused.status, ((await refused.json()) as Json).code]).toEqual([403, 50001]);
    fake.refuse(other.id, null);
    const held = fake.holdNext((method, p) => method === 'POST' && p === `/channels/${other.id}/messages`);
    const ctl = new AbortController();
    const never = fetch(`${fake.apiBase}/v10/channels/${other.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bot ${fake.token}` },
      body: JSON.stringify({ content: 'stored, never answered' }),
      signal: ctl.signal,
    });
    expect(await held).toBe(`/channels/${other.id}/messages`);
    expect(fake.publicMessages(other.id).map((m) => m.content)).toEqual(['stored, never answered']);
    ctl.abort();
    await expect(never).rejects.toThrow();
  });

  it('archives and locks threads: an edit waits for an unarchive, a post unarchives, a locked one refuses the bot', async () => {
    await setUp();
    const thread = fake.world.addThread(fake.channelId, 'game');
    const path = `/channels/${thread.id}/messages`;
    const said = await api(fake, 'POST', path, { content: 'turn 1' });
    const id = ((await said.json()) as Json).id as string;
    const code = async (res: Response) => [res.status, ((await res.json()) as Json).code];

    fake.archiveThread(thread.id);
    expect(await code(await api(fake, 'PATCH', `${path}/${id}`, { content: 'turn 1, again' }))).toEqual([400, 50083]);
    const opened = await api(fake, 'PATCH', `/channels/${thread.id}`, { archived: false });
    expect(((await opened.json()) as Json).thread_metadata).toMatchObject({ archived: false, locked: false });
    expect((await api(fake, 'PATCH', `${path}/${id}`, { content: 'turn 1, again' })).status).toBe(200);
    fake.archiveThread(thread.id);
    expect((await api(fake, 'POST', path, { content: 'turn 2' })).status).toBe(200);
    expect(fake.isArchived(thread.id)).toBe(false);

    fake.archiveThread(thread.id, true);
    expect(await code(await api(fake, 'POST', path, { content: 'turn 3' }))).toEqual([400, 50083]);
    expect(await code(await api(fake, 'PATCH', `/channels/${thread.id}`, { archived: false }))).toEqual([403, 50013]);
    expect(fake.isArchived(thread.id)).toBe(true);
    // Only the archived flag is the bot's to change, and only on a thread.
    expect((await api(fake, 'PATCH', `/channels/${fake.channelId}`, { archived: false })).status).toBe(400);
    expect(fake.violations.map((v) => v.rule)).toEqual(['channel-edit']);
  });

  it('refuses every answer to an interaction in a locked thread (50083); an answer in an archived one unarchives it', async () => {
    // An outcome is read once no request came for settleMs: longer than a loaded machine's gap
    // between the test's own refused requests, which all belong to it.
    const amy = await setUp({ ackDeadlineMs: 400, settleMs: 600 });
    const thread = fake.world.addThread(fake.channelId, 'game');
    const turn = await api(fake, 'POST', `/channels/${thread.id}/messages`, {
      content: 'turn 1',
      components: [row(button('go'))],
    });
    const posted = fake.message(((await turn.json()) as Json).id as string)!;
    const code = async (res: Response) => [res.status, ((await res.json()) as Json).code];
    const callback = (it: Json, body: Json) => api(fake, 'POST', `/interactions/${it.id}/${it.token}/callback`, body, false);

    // Locked: the reply, a private one, a deferral and an update are all refused, and no follow-up can come after.
    fake.archiveThread(thread.id, true);
    const pending = fake.slash(amy, 'roll', {}, undefined, thread.id);
    const it = await bot!.next();
    for (const body of [
      { type: 4, data: { content: 'rolled' } },
      { type: 4, data: { content: 'only you', flags: 64 } },
      { type: 5, data: { flags: 64 } },
    ])
      expect(await code(await callback(it, body))).toEqual([400, 50083]);
    expect((await api(fake, 'POST', `/webhooks/${fake.appId}/${it.token}`, { content: 'later' }, false)).status).toBe(404);
    const out = await pending;
    expect([out.callbackType, out.message, out.errors.map((e) => e.json?.code)]).toEqual([
      null,
      null,
      [50083, 50083, 50083, 10015],
    ]);
    const click = fake.click(amy, posted, 'go');
    const clicked = await bot!.next();
    expect(await code(await callback(clicked, { type: 7, data: { content: 'turn 1, moved' } }))).toEqual([400, 50083]);
    await click;
    expect(fake.message(posted.id)?.content).toBe('turn 1');
    expect(fake.isArchived(thread.id)).toBe(true);

    // Archived, not locked: the answer unarchives it, as a post does.
    fake.openThread(thread.id);
    fake.archiveThread(thread.id);
    const again = fake.click(amy, posted, 'go');
    const next = await bot!.next();
    expect((await callback(next, { type: 7, data: { content: 'turn 1, moved' } })).status).toBe(204);
    expect((await again).message?.content).toBe('turn 1, moved');
    expect(fake.isArchived(thread.id)).toBe(false);
    // A deferred answer whose thread archived meanwhile: its follow-up unarchives it, an edit of its message is refused.
    const deferred = fake.slash(amy, 'roll', {}, undefined, thread.id);
    const late = await bot!.next();
    expect((await callback(late, { type: 4, data: { content: 'rolled' } })).status).toBe(204);
    fake.archiveThread(thread.id);
    const webhook = `/webhooks/${fake.appId}/${late.token}`;
    expect(await code(await api(fake, 'PATCH', `${webhook}/messages/@original`, { content: 'rolled again' }, false))).toEqual([
      400, 50083,
    ]);
    expect((await api(fake, 'POST', webhook, { content: 'and more' }, false)).status).toBe(204);
    expect(fake.isArchived(thread.id)).toBe(false);
    expect((await deferred).texts).toEqual(['rolled', 'and more']);
    // Refused for the lock, the first two interactions broke no rule: no ack-timeout.
    await new Promise((r) => setTimeout(r, 450));
    expect(fake.violations).toEqual([]);
  });

  it('answers 160006 at the active-thread limit', async () => {
    await setUp();
    fake.limitThreads(true);
    const res = await api(fake, 'POST', `/channels/${fake.channelId}/threads`, {
      name: 'game',
      type: 11,
      auto_archive_duration: 10080,
    });
    expect([res.status, ((await res.json()) as Json).code]).toEqual([400, 160006]);
    fake.limitThreads(false);
    expect((await api(fake, 'POST', `/channels/${fake.channelId}/threads`, { name: 'game', type: 11 })).status).toBe(201);
    expect(fake.threads()).toHaveLength(1);
  });

  it('opens one DM channel per user, delivers DMs there, and refuses them with 50007 once closed', async () => {
    const amy = await setUp();
    const open = async () => (await (await api(fake, 'POST', '/users/@me/channels', { recipient_id: amy.id })).json()) as Json;
    const dm = await open();
    expect(dm).toMatchObject({ type: 1, recipients: [{ id: amy.id }] });
    expect((await open()).id).toBe(dm.id);
    expect((await api(fake, 'POST', `/channels/${dm.id}/messages`, { content: 'your turn' })).status).toBe(200);
    expect(fake.dms(amy).map((m) => m.content)).toEqual(['your turn']);
    fake.refuseDms(amy);
    const refused = await api(fake, 'POST', `/channels/${dm.id}/messages`, { content: 'again' });
    expect([refused.status, ((await refused.json()) as Json).code]).toEqual([403, 50007]);
    expect((await api(fake, 'POST', '/users/@me/channels', { recipient_id: 'nobody' })).status).toBe(400);
    expect(fake.unknownRoutes).toEqual([]);
  });
});
