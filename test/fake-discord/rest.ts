// The REST half of the fake: the routes discord.js and the bot call, under /api/v10.
// Unknown routes are logged and answered with Discord's 404 body.
import { type Answer, discordError, invalidForm, noContent, ok, unknownChannel, unknownMessage } from './http';
import type { Interactions } from './interactions';
import { checkCommand, checkCommands, checkMessage } from './limits';
import type { MessageStore } from './messages';
import { snowflake } from './snowflake';
import { EPHEMERAL, type Json, type UploadedFile } from './types';
import type { RegisteredCommand, World } from './world';

export interface RestContext {
  world: World;
  store: MessageStore;
  interactions: Interactions;
  token: string;
  gatewayUrl(): string;
  messageApi(messageId: string): Json;
  violation(rule: string, detail: string, route: string): void;
  edited(messageId: string): void;
  /** How long Discord remembers a post's nonce for `enforce_nonce` ("the past few minutes"). */
  nonceWindowMs: number;
  /** The shard count GET /gateway/bot recommends. */
  shards: number;
  /** The error a test set for writes to this channel (see FakeDiscord.refuse), if any. */
  refusal(channelId: string): Answer | null;
}

export interface RestRequest {
  method: string;
  /** Path after /api/v10, e.g. "/gateway/bot". */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  json: Json;
  files: UploadedFile[];
}

type Handler = (ctx: RestContext, req: RestRequest, p: string[]) => Answer;

interface Route {
  method: string;
  pattern: RegExp;
  auth: boolean;
  handler: Handler;
}

const SEG = '([^/]+)';
const route = (method: string, path: string, auth: boolean, handler: Handler): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, SEG)}$`),
  auth,
  handler,
});

const ROUTES: Route[] = [
  route('GET', '/gateway/bot', true, (c) =>
    ok({
      url: c.gatewayUrl(),
      shards: c.shards,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
    }),
  ),
  route('GET', '/gateway', false, (c) => ok({ url: c.gatewayUrl() })),
  route('GET', '/users/@me', true, (c) => ok(c.world.userApi(c.world.bot))),
  route('GET', '/users/:id', true, (c, _r, [id]) => {
    const u = c.world.user(id);
    return u ? ok(c.world.userApi(u)) : discordError(404, 10013, 'Unknown User');
  }),
  route('GET', '/applications/@me', true, (c) => ok(c.world.applicationApi())),
  route('GET', '/oauth2/applications/@me', true, (c) => ok(c.world.applicationApi())),

  // Commands, global and per guild.
  route('GET', '/applications/:app/commands', true, (c, _r, [app]) => listCommands(c, app, 'global')),
  route('PUT', '/applications/:app/commands', true, (c, r, [app]) => putCommands(c, r, app, 'global')),
  route('POST', '/applications/:app/commands', true, (c, r, [app]) => postCommand(c, r, app, 'global')),
  route('GET', '/applications/:app/commands/:cmd', true, (c, r, [app, cmd]) => oneCommand(c, r, app, 'global', cmd)),
  route('PATCH', '/applications/:app/commands/:cmd', true, (c, r, [app, cmd]) => oneCommand(c, r, app, 'global', cmd)),
  route('DELETE', '/applications/:app/commands/:cmd', true, (c, r, [app, cmd]) => oneCommand(c, r, app, 'global', cmd)),
  route('GET', '/applications/:app/guilds/:guild/commands', true, (c, _r, [app, g]) => listCommands(c, app, g)),
  route('PUT', '/applications/:app/guilds/:guild/commands', true, (c, r, [app, g]) => putCommands(c, r, app, g)),
  route('POST', '/applications/:app/guilds/:guild/commands', true, (c, r, [app, g]) => postCommand(c, r, app, g)),
  route('GET', '/applications/:app/guilds/:guild/commands/:cmd', true, (c, r, [app, g, cmd]) => oneCommand(c, r, app, g, cmd)),
  route('PATCH', '/applications/:app/guilds/:guild/commands/:cmd', true, (c, r, [app, g, cmd]) => oneCommand(c, r, app, g, cmd)),
  route('DELETE', '/applications/:app/guilds/:guild/commands/:cmd', true, (c, r, [app, g, cmd]) => oneCommand(c, r, app, g, cmd)),

  // Guild and channels.
  route('GET', '/guilds/:guild', true, (c, _r, [g]) =>
    c.world.hasGuild(g) ? ok(c.world.guildApi(g)) : discordError(404, 10004, 'Unknown Guild'),
  ),
  route('GET', '/guilds/:guild/channels', true, (c, _r, [g]) =>
    c.world.hasGuild(g)
      ? ok(c.world.channelsOf(g).map((ch) => c.world.channelApi(ch)))
      : discordError(404, 10004, 'Unknown Guild'),
  ),
  route('GET', '/guilds/:guild/members/:user', true, (c, _r, [g, id]) => {
    const u = c.world.user(id);
    if (!c.world.hasGuild(g) || !u) return discordError(404, 10007, 'Unknown Member');
    return ok(c.world.memberApi(u, false));
  }),
  route('GET', '/channels/:channel', true, (c, _r, [id]) => {
    const ch = c.world.channel(id);
    return ch ? ok(c.world.channelApi(ch)) : unknownChannel();
  }),
  // Newest first, as Discord lists them: at most `limit` (1..100, default 50), older than `before` when given.
  route('GET', '/channels/:channel/messages', true, (c, r, [id]) => {
    if (!c.world.channel(id)) return unknownChannel();
    const limit = Number(r.query.get('limit') ?? 50);
    const before = r.query.get('before');
    const bad = !Number.isInteger(limit) || limit < 1 || limit > 100 ? `limit ${r.query.get('limit')}` : null;
    const refused = c.refusal(id);
    if (refused) return refused;
    if (bad || (before !== null && !/^\d{1,20}$/.test(before))) {
      const problem = {
        rule: 'list-query',
        detail: `limit must be 1..100 and before a snowflake, got ${bad ?? `before ${before}`}`,
      };
      return reject(c, [problem], `GET /channels/${id}/messages`);
    }
    const visible = c.store
      .inChannel(id)
      .filter((m) => m.visibleTo === null && (before === null || BigInt(m.id) < BigInt(before)));
    return ok(
      visible
        .reverse()
        .slice(0, limit)
        .map((m) => c.messageApi(m.id)),
    );
  }),
  route('GET', '/channels/:channel/messages/:message', true, (c, _r, [ch, id]) => {
    const m = c.store.get(id);
    return m && m.channelId === ch && m.visibleTo === null ? ok(c.messageApi(id)) : unknownMessage();
  }),
  route('POST', '/channels/:channel/messages', true, (c, r, [ch]) => {
    const where = `POST /channels/${ch}/messages`;
    const channel = c.world.channel(ch);
    if (!channel) return unknownChannel();
    // A group DM, or a server the bot is not in: it answers interactions there, never posts.
    if (channel.members || channel.foreign) return discordError(403, 50001, 'Missing Access');
    const problems = checkMessage(r.json, r.files, false);
    if (typeof r.json?.flags === 'number' && (r.json.flags & EPHEMERAL) !== 0) {
      problems.push({ rule: 'flags', detail: 'a channel message cannot be ephemeral (only interaction replies can)' });
    }
    const nonce: unknown = r.json?.nonce;
    if (
      nonce !== undefined &&
      !(typeof nonce === 'number' && Number.isInteger(nonce)) &&
      !(typeof nonce === 'string' && nonce.length <= 25)
    )
      problems.push({
        rule: 'nonce',
        detail: `a nonce is an integer or a string of at most 25 characters, got ${JSON.stringify(nonce)}`,
      });
    if (problems.length) return reject(c, problems, where);
    const refused = c.refusal(ch) ?? closedTo(c, ch, 'post');
    if (refused) return refused;
    // enforce_nonce: a second post with the same nonce within the window returns the first message.
    if (r.json?.enforce_nonce === true && nonce !== undefined) {
      const first = c.store.byNonce(String(nonce), Date.now() - c.nonceWindowMs);
      if (first) return ok({ ...c.messageApi(first.id), nonce: first.nonce });
    }
    const m = c.store.create({ channelId: ch, body: r.json, files: r.files, visibleTo: null, interactionId: null, type: 0 });
    return ok({ ...c.messageApi(m.id), ...(m.nonce !== undefined ? { nonce: m.nonce } : {}) });
  }),
  route('PATCH', '/channels/:channel/messages/:message', true, (c, r, [ch, id]) => {
    const where = `PATCH /channels/${ch}/messages/${id}`;
    if (!c.world.channel(ch)) return unknownChannel();
    const m = c.store.get(id);
    // Ephemeral messages exist only for their interaction's webhook.
    if (!m || m.channelId !== ch || m.visibleTo !== null) return unknownMessage();
    const problems = checkMessage(r.json, r.files, true, m);
    if (problems.length) return reject(c, problems, where);
    const refused = c.refusal(ch) ?? closedTo(c, ch, 'edit');
    if (refused) return refused;
    c.store.edit(id, r.json, r.files);
    c.edited(id);
    return ok(c.messageApi(id));
  }),
  route('DELETE', '/channels/:channel/messages/:message', true, (c, _r, [ch, id]) => {
    if (!c.world.channel(ch)) return unknownChannel();
    const m = c.store.get(id);
    if (!m || m.channelId !== ch || m.visibleTo !== null) return unknownMessage();
    const refused = closedTo(c, ch, 'edit');
    if (refused) return refused;
    c.store.delete(id);
    return noContent();
  }),
  // A public thread without a starter message (type 11), refused without the permission.
  route('POST', '/channels/:channel/threads', true, (c, r, [ch]) => {
    const parent = c.world.channel(ch);
    if (!parent) return unknownChannel();
    if (parent.parentId || parent.recipientId) return discordError(400, 50024, 'Cannot execute action on this channel type');
    if (!c.world.threadsAllowed) return discordError(403, 50013, 'Missing Permissions');
    if (c.world.threadLimitReached) return discordError(400, 160006, 'Maximum number of active threads reached');
    const duration: unknown = r.json?.auto_archive_duration;
    if (duration !== undefined && ![60, 1440, 4320, 10080].includes(duration as number)) {
      c.violation(
        'thread',
        `auto_archive_duration must be 60, 1440, 4320 or 10080, got ${JSON.stringify(duration)}`,
        `POST /channels/${ch}/threads`,
      );
      return invalidForm([{ rule: 'thread', detail: 'bad auto_archive_duration' }]);
    }
    const name: unknown = r.json?.name;
    if (typeof name !== 'string' || name.length < 1 || name.length > 100 || r.json?.type !== 11) {
      c.violation(
        'thread',
        `thread name must be 1..100 characters and type 11, got ${JSON.stringify(r.json)}`,
        `POST /channels/${ch}/threads`,
      );
      return invalidForm([{ rule: 'thread', detail: 'bad thread' }]);
    }
    return { status: 201, json: c.world.channelApi(c.world.addThread(ch, name)) };
  }),
  // A thread's state: the bot (without Manage Threads) may unarchive a thread unless it is locked.
  route('PATCH', '/channels/:channel', true, (c, r, [id]) => {
    const ch = c.world.channel(id);
    if (!ch) return unknownChannel();
    const keys = Object.keys(r.json ?? {});
    if (!ch.parentId || keys.length === 0 || keys.some((k) => k !== 'archived') || typeof r.json.archived !== 'boolean') {
      const detail = `only a thread's archived flag is changed here, got ${JSON.stringify(r.json)}`;
      c.violation('channel-edit', detail, `PATCH /channels/${id}`);
      return invalidForm([{ rule: 'channel-edit', detail }]);
    }
    if (ch.locked) return discordError(403, 50013, 'Missing Permissions');
    ch.archived = r.json.archived as boolean;
    return ok(c.world.channelApi(ch));
  }),
  // Opens (or returns the same) DM channel with a user.
  route('POST', '/users/@me/channels', true, (c, r) => {
    const to: unknown = r.json?.recipient_id;
    const u = typeof to === 'string' ? c.world.user(to) : undefined;
    if (!u || u.bot) return discordError(400, 50033, 'Invalid Recipient(s)');
    return ok(c.world.channelApi(c.world.dmWith(u.id)));
  }),
  route('POST', '/channels/:channel/typing', true, (c, _r, [ch]) => (c.world.channel(ch) ? noContent() : unknownChannel())),

  // Interactions: the callback, then the webhook for edits and follow-ups (no bot token needed).
  route('POST', '/interactions/:id/:token/callback', false, (c, r, [id, token]) =>
    c.interactions.callback(
      id,
      token,
      r.json,
      r.files,
      r.query.get('with_response') === 'true',
      `POST /interactions/${id}/…/callback`,
    ),
  ),
  route('POST', '/webhooks/:app/:token', false, (c, r, [app, token]) =>
    c.interactions.webhook('POST', app, token, null, r.json, r.files, r.query.get('wait') === 'true', 'POST /webhooks/…'),
  ),
  ...['GET', 'PATCH', 'DELETE'].map((method) =>
    route(method, '/webhooks/:app/:token/messages/:message', false, (c, r, [app, token, id]) =>
      c.interactions.webhook(method, app, token, id, r.json, r.files, false, `${method} /webhooks/…/messages/${id}`),
    ),
  ),
];

export function handleRest(ctx: RestContext, req: RestRequest): { answer: Answer; known: boolean } {
  for (const r of ROUTES) {
    if (r.method !== req.method) continue;
    const m = r.pattern.exec(req.path);
    if (!m) continue;
    if (r.auth && req.authorization !== `Bot ${ctx.token}`) {
      return { answer: discordError(401, 0, '401: Unauthorized'), known: true };
    }
    const params = m.slice(1).map((s) => decodeURIComponent(s));
    return { answer: r.handler(ctx, req, params), known: true };
  }
  return { answer: discordError(404, 0, '404: Not Found'), known: false };
}

/**
 * Discord's refusal of a write in a closed place: a DM to a user who closed their DMs (50007); a
 * locked thread (50083); an archived one takes an edit only once unarchived, while a post unarchives it.
 */
function closedTo(c: RestContext, channelId: string, write: 'post' | 'edit'): Answer | null {
  const ch = c.world.channel(channelId);
  if (ch?.recipientId && c.world.dmsRefused.has(ch.recipientId))
    return discordError(403, 50007, 'Cannot send messages to this user');
  if (!ch?.parentId || !ch.archived) return null;
  if (ch.locked || write === 'edit') return discordError(400, 50083, 'Thread is archived');
  ch.archived = false;
  return null;
}

function reject(c: RestContext, problems: ReturnType<typeof checkMessage>, where: string): Answer {
  for (const p of problems) c.violation(p.rule, p.detail, where);
  return invalidForm(problems);
}

// ---------------------------------------------------------------- commands

function scopeOk(c: RestContext, app: string, scope: string): Answer | null {
  if (app !== c.world.appId) return discordError(403, 50001, 'Missing Access');
  if (scope !== 'global' && scope !== c.world.guildId) return discordError(403, 50001, 'Missing Access');
  return null;
}

function listCommands(c: RestContext, app: string, scope: string): Answer {
  return scopeOk(c, app, scope) ?? ok(c.world.commands.get(scope) ?? []);
}

function stored(c: RestContext, scope: string, cmd: Json, id?: string): RegisteredCommand {
  return {
    ...cmd,
    id: id ?? snowflake(),
    application_id: c.world.appId,
    type: cmd.type ?? 1,
    version: snowflake(),
    default_member_permissions: cmd.default_member_permissions ?? null,
    ...(scope !== 'global' ? { guild_id: scope } : {}),
  };
}

function putCommands(c: RestContext, r: RestRequest, app: string, scope: string): Answer {
  const bad = scopeOk(c, app, scope);
  if (bad) return bad;
  const problems = checkCommands(r.json);
  if (problems.length) return reject(c, problems, `PUT ${scope} commands`);
  const old = c.world.commands.get(scope) ?? [];
  const list = (r.json as Json[]).map((cmd) => stored(c, scope, cmd, old.find((o) => o.name === cmd.name)?.id));
  c.world.commands.set(scope, list);
  return ok(list);
}

function postCommand(c: RestContext, r: RestRequest, app: string, scope: string): Answer {
  const bad = scopeOk(c, app, scope);
  if (bad) return bad;
  const problems = checkCommand(r.json);
  if (problems.length) return reject(c, problems, `POST ${scope} command`);
  const old = c.world.commands.get(scope) ?? [];
  const prev = old.find((o) => o.name === r.json.name);
  const cmd = stored(c, scope, r.json, prev?.id);
  c.world.commands.set(scope, [...old.filter((o) => o !== prev), cmd]);
  return { status: prev ? 200 : 201, json: cmd };
}

function oneCommand(c: RestContext, r: RestRequest, app: string, scope: string, id: string): Answer {
  const bad = scopeOk(c, app, scope);
  if (bad) return bad;
  const list = c.world.commands.get(scope) ?? [];
  const cmd = list.find((x) => x.id === id);
  if (!cmd) return discordError(404, 10063, 'Unknown application command');
  if (r.method === 'GET') return ok(cmd);
  if (r.method === 'DELETE') {
    c.world.commands.set(
      scope,
      list.filter((x) => x !== cmd),
    );
    return noContent();
  }
  const merged = { ...cmd, ...r.json };
  const problems = checkCommand(merged);
  if (problems.length) return reject(c, problems, `PATCH ${scope} command`);
  const next = stored(c, scope, merged, cmd.id);
  c.world.commands.set(
    scope,
    list.map((x) => (x === cmd ? next : x)),
  );
  return ok(next);
}
