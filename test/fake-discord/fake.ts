// A local fake Discord for end-to-end tests: REST under /api/v10 and a gateway on the same
// port, 127.0.0.1 only. It keeps what the bot posts, plays users who run commands and click,
// and records every breach of Discord's limits as a violation that the test asserts empty.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedBody, parseBody, readBody } from './body';
import { Gateway, shardOf } from './gateway';
import { type Answer, discordError } from './http';
import { describe, Interactions, type OptionValue, type Tracked } from './interactions';
import { MessageStore } from './messages';
import { handleRest, type RestContext } from './rest';
import { EPHEMERAL, type FakeUser, type Json, type RequestLogEntry, type StoredMessage, type Violation } from './types';
import { type ButtonView, type MessageView, type SelectView, view } from './view';
import { type Channel, type UserOptions, World } from './world';

export interface FakeOptions {
  token?: string;
  appId?: string;
  guildId?: string;
  /** The guild's preferred locale (default 'en-US'; e.g. 'fr', 'hu'). */
  guildLocale?: string;
  /** The shard count GET /gateway/bot recommends (default 1). Guilds go to shards by id either way. */
  shards?: number;
  /** Gateway heartbeat interval sent in HELLO (discord.js first beats after a random part of it). */
  heartbeatIntervalMs?: number;
  /** Discord's 3 s to acknowledge an interaction. */
  ackDeadlineMs?: number;
  /** How long the bot must stay quiet before an interaction's answer counts as complete. */
  settleMs?: number;
  /** Longest wait for a deferred answer to be completed. */
  deferredTimeoutMs?: number;
  /** How long a post's nonce is remembered for `enforce_nonce` (Discord: "the past few minutes"). */
  nonceWindowMs?: number;
  /**
   * After an answer, wait until the bot has gone quiet (no request for settleMs) before telling
   * the outcome (default true). A probe that keeps several games busy at once sets false: the
   * outcome is then the answer as it came.
   */
  waitQuiet?: boolean;
  /** Every REST request waits this long before it is carried out (a far or slow Discord; see `setLatency`). */
  latencyMs?: number;
  log?: (line: string) => void;
}

/** What the bot did in answer to one simulated interaction. */
export interface Outcome {
  interactionId: string;
  kind: Tracked['kind'];
  /** Callback type (4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 autocomplete), or null if none came. */
  callbackType: number | null;
  ackMs: number | null;
  /** False for a deferral never completed (the player saw only the loading state). */
  answered: boolean;
  /** The reply or updated message (@original), in its latest state. */
  message: StoredMessage | null;
  followUps: StoredMessage[];
  /** True when the reply (message) is ephemeral. */
  ephemeral: boolean;
  /** Autocomplete choices. */
  choices: Array<{ name: string; value: string | number }> | null;
  /** Other messages edited while the answer was being made (e.g. older turn messages losing their buttons). */
  edited: StoredMessage[];
  /** Error answers the fake gave about this interaction. */
  errors: Array<{ status: number; json?: Json }>;
  /** All texts the answer showed: reply and follow-ups. */
  texts: string[];
}

/**
 * Which request to hold: its method, path after /api/v10, JSON body (the payload_json of a
 * multipart post) and the messages carrying it out created (a post, an interaction's reply or
 * follow-up: what Discord now shows that the bot will never hear of), and which process sent it
 * (the name in `apiBaseFor(name)`, null through `apiBase`).
 */
export type HoldMatch = (method: string, path: string, json: Json, created: StoredMessage[], caller: string | null) => boolean;

/** A request through `apiBaseFor(name)`: its path begins /by/<name>, the rest as through `apiBase`. */
const BY = /^\/by\/([\w-]+)(?=\/)/;

/** Which requests a rate limit answers: method and path after /api/v10. */
export type LimitMatch = (method: string, path: string) => boolean;

export type { ButtonView, MessageView, SelectView } from './view';

export class FakeDiscord {
  readonly token: string;
  readonly world: World;
  readonly store = new MessageStore();
  readonly violations: Violation[] = [];
  readonly requests: RequestLogEntry[] = [];
  readonly unknownRoutes: string[] = [];
  readonly logLines: string[] = [];
  private readonly interactions: Interactions;
  private readonly opts: Required<Omit<FakeOptions, 'token' | 'appId' | 'guildId' | 'guildLocale' | 'log' | 'latencyMs'>>;
  private readonly logFn: (line: string) => void;
  private server: Server | null = null;
  private gateway: Gateway | null = null;
  private portNo = 0;
  private inFlight = 0;
  private lastActivity = 0;
  private readonly edits: Array<{ messageId: string; at: number }> = [];
  private readonly refusals = new Map<string, Answer>();
  private readonly holds: Array<{ match: HoldMatch; done: (path: string) => void }> = [];
  private readonly limits: Array<{ match: LimitMatch; until: number; bucket: string }> = [];
  private latency: number;
  /** How many requests a rate limit answered with 429. */
  rateLimited = 0;

  constructor(opts: FakeOptions = {}) {
    this.token = opts.token ?? 'fake-token.for-tests.only';
    this.world = new World({ appId: opts.appId, guildId: opts.guildId, guildLocale: opts.guildLocale });
    this.opts = {
      heartbeatIntervalMs: opts.heartbeatIntervalMs ?? 41_250,
      ackDeadlineMs: opts.ackDeadlineMs ?? 3000,
      settleMs: opts.settleMs ?? 300,
      deferredTimeoutMs: opts.deferredTimeoutMs ?? 15_000,
      nonceWindowMs: opts.nonceWindowMs ?? 120_000,
      waitQuiet: opts.waitQuiet ?? true,
      shards: opts.shards ?? 1,
    };
    this.latency = opts.latencyMs ?? 0;
    this.logFn = opts.log ?? (() => undefined);
    this.interactions = new Interactions({
      world: this.world,
      store: this.store,
      ackDeadlineMs: this.opts.ackDeadlineMs,
      violation: (rule, detail, route) => this.violation(rule, detail, route),
      messageApi: (m) => this.messageApi(m.id),
      edited: (id) => this.edits.push({ messageId: id, at: Date.now() }),
    });
  }

  // ---------------------------------------------------------------- life cycle

  get port(): number {
    return this.portNo;
  }
  get url(): string {
    return `http://127.0.0.1:${this.portNo}`;
  }
  /** What discord.js takes as `rest.api` (it appends /v10 itself). */
  get apiBase(): string {
    return `${this.url}/api`;
  }
  /**
   * The same API for one of several bot processes, by a name of the test's: what each sends
   * through it is what Discord would do for any of them, but a hold (holdNext) can tell who asked.
   */
  apiBaseFor(name: string): string {
    return `${this.url}/by/${name}/api`;
  }
  get appId(): string {
    return this.world.appId;
  }
  get guildId(): string {
    return this.world.guildId;
  }
  /** The guild's first text channel. */
  get channelId(): string {
    return this.world.channels[0].id;
  }

  async start(): Promise<void> {
    if (this.server) throw new Error('already started');
    const server = createServer((req, res) => void this.serve(req, res));
    this.gateway = new Gateway(server, {
      token: this.token,
      heartbeatInterval: this.opts.heartbeatIntervalMs,
      onIdentify: (_identify, sessionId, shard) => {
        // A shard has the guilds whose (id >> 22) % count is its id (one connection: every guild).
        const guilds = this.world.guildIds().filter((g) => shardOf(g, shard[1]) === shard[0]);
        return {
          ready: this.world.readyData(sessionId, `ws://127.0.0.1:${this.portNo}`, shard, guilds),
          then: guilds.map((g) => ({ t: 'GUILD_CREATE', d: this.world.guildCreate(g) })),
        };
      },
      log: (l) => this.log(l),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.portNo = (server.address() as AddressInfo).port;
    this.log(`fake discord on ${this.url}`);
  }

  async stop(): Promise<void> {
    this.interactions.dispose();
    const server = this.server;
    this.server = null;
    if (this.gateway) await this.gateway.close();
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  /** Resolves once a client has identified (READY and GUILD_CREATE sent). */
  async waitForBot(timeoutMs = 30_000): Promise<void> {
    if (!this.gateway) throw new Error('not started');
    await withTimeout(this.gateway.waitReady(), timeoutMs, 'no gateway IDENTIFY from the bot');
  }

  /** The gateway answers no IDENTIFY with READY until the returned release is called: a bot stays logging in. */
  holdReady(): () => void {
    if (!this.gateway) throw new Error('not started');
    return this.gateway.holdReady();
  }

  /** The shard ids with a live gateway session, in order. */
  get connectedShards(): number[] {
    return this.gateway?.connectedShards() ?? [];
  }

  get identifies(): Json[] {
    return this.gateway?.identifies ?? [];
  }
  get heartbeats(): number {
    return this.gateway?.heartbeats ?? 0;
  }
  /** True while a bot is logged in on a live gateway socket (users' actions can reach it). */
  get botConnected(): boolean {
    return this.gateway?.connected ?? false;
  }

  // ---------------------------------------------------------------- world

  /** A member of the guild; `locale` is their Discord language, sent with everything they do. */
  addUser(username: string, opts: UserOptions = {}): FakeUser {
    return this.world.addUser(username, opts);
  }

  /** A text channel of the first guild, or of `guildId` (a guild added with addGuild). */
  addChannel(name: string, guildId?: string): Channel {
    if (this.gateway?.connected) throw new Error('add channels before the bot connects');
    return this.world.addChannel(name, guildId);
  }

  /**
   * Another guild with its own 'games' channel (returned), before the bot connects. `shard`:
   * its id is chosen so that Discord's rule, (id >> 22) % of, sends its events to shard `on`.
   */
  addGuild(shard?: { on: number; of: number }): Channel {
    if (this.gateway?.connected) throw new Error('add guilds before the bot connects');
    if (!shard) return this.world.addGuild();
    const ms = BigInt(Date.now()) - 1420070400000n;
    const at = ms - (ms % BigInt(shard.of)) + BigInt(shard.on);
    // Low bits no id the fake's counter makes in a millisecond reaches: never another's id.
    return this.world.addGuild(((at << 22n) | 0x3ff000n | BigInt(this.world.moreGuilds.length)).toString());
  }

  /** The bot's DM channel with `user` (opened now if need be), where their user-installed commands work. */
  dmChannel(user: FakeUser): Channel {
    return this.world.dmWith(user.id);
  }

  /** A group DM of `users`, which the bot is not in: only their user-installed commands reach it. */
  addGroup(users: FakeUser[]): Channel {
    return this.world.addGroup(users);
  }

  /** A channel of a server the bot is not in (only a player's user-installed commands reach it). */
  addForeignChannel(name: string): Channel {
    return this.world.addForeignChannel(name);
  }

  /** Threads the bot made, oldest first (optionally those of one channel). */
  threads(parentId?: string): Channel[] {
    return this.world.threads.filter((t) => parentId === undefined || t.parentId === parentId);
  }

  /** Gives or takes away the bot's permission to create public threads. */
  allowThreads(allowed: boolean): void {
    this.world.threadsAllowed = allowed;
  }

  /** The guild reaches (or leaves) its active-thread limit: creating a thread answers 160006. */
  limitThreads(reached: boolean): void {
    this.world.threadLimitReached = reached;
  }

  /**
   * A thread archives (as Discord does after its auto-archive duration): edits in it are refused
   * (50083) until it is unarchived; a post, or an answer to an interaction there, unarchives it.
   * `locked`: a moderator locked it too, so posts are refused as well, the bot (no Manage Threads)
   * cannot unarchive it, and every answer to an interaction made there is refused (50083).
   */
  archiveThread(id: string, locked = false): void {
    const t = this.world.threads.find((c) => c.id === id);
    if (!t) throw new Error(`no thread ${id}`);
    t.archived = true;
    t.locked = locked;
  }

  /** A moderator opens a thread again (unlocks and unarchives it): the bot may edit and post there once more. */
  openThread(id: string): void {
    const t = this.world.threads.find((c) => c.id === id);
    if (!t) throw new Error(`no thread ${id}`);
    t.archived = false;
    t.locked = false;
  }

  /** Whether a thread is archived now. */
  isArchived(id: string): boolean {
    return this.world.threads.find((c) => c.id === id)?.archived === true;
  }

  /** Closes (or opens again) a user's DMs to the bot: a DM to them answers 50007. */
  refuseDms(user: FakeUser, refused = true): void {
    if (refused) this.world.dmsRefused.add(user.id);
    else this.world.dmsRefused.delete(user.id);
  }

  /** The DMs the bot sent a user, oldest first. */
  dms(user: FakeUser): StoredMessage[] {
    const dm = this.world.dms.find((c) => c.recipientId === user.id);
    return dm ? this.publicMessages(dm.id) : [];
  }

  /**
   * Deletes a channel (and its threads) or a thread. The bot hears of it (CHANNEL_DELETE or
   * THREAD_DELETE) only when connected: a channel deleted while the bot is down is found gone
   * (404 Unknown Channel) at its next request.
   */
  deleteChannel(id: string): void {
    const gone = this.world.removeChannel(id);
    if (!this.gateway?.connected) return;
    for (const c of gone) {
      const d = c.parentId ? { id: c.id, guild_id: this.guildId, parent_id: c.parentId, type: 11 } : this.world.channelApi(c);
      this.gateway.dispatch(c.parentId ? 'THREAD_DELETE' : 'CHANNEL_DELETE', d, this.world.guildOf(c.parentId ?? c.id));
    }
  }

  /**
   * From now on every request on this channel's messages (list, post, edit) gets Discord's error
   * `status`/`code` (e.g. 403 50001 Missing Access: the bot lost the channel); null lifts it.
   */
  refuse(channelId: string, error: { status: number; code: number; message: string } | null): void {
    if (error) this.refusals.set(channelId, discordError(error.status, error.code, error.message));
    else this.refusals.delete(channelId);
  }

  /**
   * The next REST request matching `match` (method, path after /api/v10, JSON body) is carried out but
   * never answered: Discord stored the post, the bot never learns it (a test then kills the bot).
   * Resolves with the request's path once it came.
   */
  holdNext(match: HoldMatch): Promise<string> {
    return new Promise((resolve) => this.holds.push({ match, done: resolve }));
  }

  /** From now on every REST request waits `ms` before it is carried out (0: at once). */
  setLatency(ms: number): void {
    this.latency = ms;
  }

  /**
   * For the next `seconds`, requests matching `match` are not carried out but answered as Discord's
   * per-route limit does: 429 with `retry_after` (and its headers) saying how long is left. Other
   * routes go on; discord.js waits on that route's bucket and tries again.
   */
  rateLimit(match: LimitMatch, seconds: number): void {
    this.limits.push({ match, until: Date.now() + seconds * 1000, bucket: `fake-limit-${this.limits.length}` });
  }

  /** Drops every hold not used yet (their promises never resolve): requests are answered again. */
  cancelHolds(): void {
    this.holds.length = 0;
  }

  /** Commands registered for the test guild (or globally with `'global'`). */
  commands(scope: 'guild' | 'global' = 'guild'): Json[] {
    return this.world.commands.get(scope === 'guild' ? this.world.guildId : 'global') ?? [];
  }

  // ---------------------------------------------------------------- users act

  /**
   * A slash command in `channelId` (a server's channel, a DM, a group DM: the payload says which,
   * as Discord's does). Only where Discord's client offers the command, unless `anyway` (a client
   * still showing an older registration, say).
   */
  async slash(
    user: FakeUser,
    name: string,
    options: Record<string, OptionValue> = {},
    subcommand?: string,
    channelId = this.channelId,
    how: { anyway?: boolean } = {},
  ): Promise<Outcome> {
    const { tracked, payload } = this.interactions.command(user, channelId, name, options, subcommand, undefined, how.anyway);
    return this.run(tracked, payload);
  }

  async autocomplete(
    user: FakeUser,
    name: string,
    focused: string,
    options: Record<string, OptionValue>,
    subcommand?: string,
    channelId = this.channelId,
  ): Promise<Outcome> {
    const { tracked, payload } = this.interactions.command(user, channelId, name, options, subcommand, focused);
    return this.run(tracked, payload);
  }

  async click(user: FakeUser, message: StoredMessage, customId: string): Promise<Outcome> {
    const { tracked, payload } = this.interactions.component(user, message, customId);
    return this.run(tracked, payload);
  }

  async select(user: FakeUser, message: StoredMessage, customId: string, values: string[]): Promise<Outcome> {
    const { tracked, payload } = this.interactions.component(user, message, customId, values);
    return this.run(tracked, payload);
  }

  /**
   * A hand-made INTERACTION_CREATE, for shapes Discord does not send today: a well-formed
   * payload of `kind` (`data` as given; a component's `message` attached), then `shape` edits it
   * (drops fields, sets odd types). The answer is followed like any other interaction's.
   */
  async raw(
    user: FakeUser,
    kind: Tracked['kind'],
    data: Json,
    shape: (payload: Json) => void = () => undefined,
    opts: { message?: StoredMessage; channelId?: string } = {},
  ): Promise<Outcome> {
    const channelId = opts.message?.channelId ?? opts.channelId ?? this.channelId;
    const { tracked, payload } = this.interactions.raw(kind, user, channelId, data, opts.message ?? null);
    shape(payload);
    return this.run(tracked, payload);
  }

  // ---------------------------------------------------------------- looking

  /** Messages of a channel, oldest first (ephemeral ones included; see `visibleTo`). */
  messages(channelId = this.channelId): StoredMessage[] {
    return this.store.inChannel(channelId);
  }

  publicMessages(channelId = this.channelId): StoredMessage[] {
    return this.messages(channelId).filter((m) => m.visibleTo === null);
  }

  /** The latest state of a message. */
  message(id: string): StoredMessage | undefined {
    return this.store.get(id);
  }

  /** A message as it was first posted: what its mentions notified (Discord pings nobody on an edit). */
  asPosted(id: string): StoredMessage | undefined {
    return this.store.asPosted(id);
  }

  /** The buttons of a message at any depth (inside a card's container too). */
  static buttons(m: StoredMessage): ButtonView[] {
    return view(m).buttons;
  }

  static selects(m: StoredMessage): SelectView[] {
    return view(m).selects;
  }

  /** A message as a player reads it (text lines, buttons, menus, picture), classic or a card. */
  static view(m: StoredMessage): MessageView {
    return view(m);
  }

  /** Waits until `cond` holds (polling), or throws after `timeoutMs`. */
  async waitFor(cond: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
    if (!(await this.until(cond, timeoutMs))) throw new Error(`${what} not met within ${timeoutMs} ms`);
  }

  // ---------------------------------------------------------------- internals

  private violation(rule: string, detail: string, route: string): void {
    this.violations.push({ rule, detail, route, at: Date.now() });
    this.log(`VIOLATION ${rule}: ${detail} (${route})`);
  }

  private log(line: string): void {
    this.logLines.push(line);
    this.logFn(line);
  }

  private messageApi(id: string): Json {
    const m = this.store.get(id) ?? this.store.all().find((x) => x.id === id);
    if (!m) throw new Error(`no message ${id}`);
    const t = m.interactionId ? this.interactions.get(m.interactionId) : undefined;
    return this.world.messageApi(m, this.url, t ? { id: t.id, type: t.kind === 'component' ? 3 : 2, user: t.user } : undefined);
  }

  private async run(tracked: Tracked, payload: Json): Promise<Outcome> {
    if (!this.gateway) throw new Error('not started');
    const since = Date.now();
    this.lastActivity = since;
    this.gateway.dispatch('INTERACTION_CREATE', payload, typeof payload.guild_id === 'string' ? payload.guild_id : undefined);
    // 1. The callback (or give up a little after the deadline; the timer records the violation).
    await this.until(() => tracked.callbackType !== null || tracked.locked, this.opts.ackDeadlineMs + 500);
    // 2. A deferral must be completed by an edit or a follow-up.
    if (tracked.callbackType === 5 || tracked.callbackType === 6) {
      const done = await this.until(() => tracked.answered, this.opts.deferredTimeoutMs);
      if (!done)
        this.violation(
          'deferred-unanswered',
          `${describe(tracked)}: deferred (type ${tracked.callbackType}) and never completed`,
          'webhook',
        );
    }
    // 3. Quiet: no request in flight and none for settleMs (retiring old buttons comes after the reply).
    if (this.opts.waitQuiet)
      await this.until(() => this.inFlight === 0 && Date.now() - this.lastActivity >= this.opts.settleMs, 10_000);
    return this.outcome(tracked, since);
  }

  private outcome(t: Tracked, since: number): Outcome {
    const message = t.originalId ? (this.store.get(t.originalId) ?? null) : null;
    const followUps = t.followUpIds.map((id) => this.store.get(id)).filter((m): m is StoredMessage => Boolean(m));
    const own = new Set([t.originalId, ...t.followUpIds]);
    const editedIds = [...new Set(this.edits.filter((e) => e.at >= since && !own.has(e.messageId)).map((e) => e.messageId))];
    return {
      interactionId: t.id,
      kind: t.kind,
      callbackType: t.callbackType,
      ackMs: t.ackMs,
      answered: t.answered,
      message,
      followUps,
      ephemeral: message !== null && (message.flags & EPHEMERAL) !== 0,
      choices: t.choices,
      edited: editedIds.map((id) => this.store.get(id)).filter((m): m is StoredMessage => Boolean(m)),
      errors: t.errors.map((a) => ({ status: a.status, json: a.json })),
      texts: [message, ...followUps].filter((m): m is StoredMessage => Boolean(m)).map((m) => view(m).text),
    };
  }

  private async until(cond: () => boolean, timeoutMs: number): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (!cond()) {
      if (Date.now() > end || !this.server) return false;
      await new Promise((r) => setTimeout(r, 15));
    }
    return true;
  }

  private restContext(): RestContext {
    return {
      world: this.world,
      store: this.store,
      interactions: this.interactions,
      token: this.token,
      gatewayUrl: () => `ws://127.0.0.1:${this.portNo}`,
      messageApi: (id) => this.messageApi(id),
      violation: (rule, detail, route) => this.violation(rule, detail, route),
      edited: (id) => this.edits.push({ messageId: id, at: Date.now() }),
      nonceWindowMs: this.opts.nonceWindowMs,
      shards: this.opts.shards,
      refusal: (channelId) => this.refusals.get(channelId) ?? null,
    };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight += 1;
    this.lastActivity = Date.now();
    const method = req.method ?? 'GET';
    const asked = new URL(req.url ?? '/', 'http://127.0.0.1');
    const caller = BY.exec(asked.pathname)?.[1] ?? null;
    const url = caller === null ? asked : new URL(`${asked.pathname.replace(BY, '')}${asked.search}`, asked);
    let status = 500;
    try {
      if (this.latency > 0) await new Promise((r) => setTimeout(r, this.latency));
      if (this.limited(method, url, req, res)) {
        status = 429;
        return;
      }
      const { answer, json, created } = await this.answer(method, url, req);
      if (caller !== null) for (const m of created) m.madeBy = caller;
      status = answer.status;
      const path = url.pathname.replace(/^\/api\/v10/, '');
      const hold = this.holds.findIndex((h) => h.match(method, path, json, created, caller));
      if (hold >= 0) {
        // Carried out, never answered: the socket stays open until the client dies or the fake stops.
        this.holds.splice(hold, 1)[0].done(path);
        this.log(`held the answer to ${method} ${path}`);
        return;
      }
      if (answer.json === undefined) {
        res.writeHead(status);
        res.end();
      } else {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.json));
      }
    } catch (e) {
      this.log(`fake error on ${method} ${url.pathname}: ${(e as Error).stack ?? String(e)}`);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `fake discord: ${(e as Error).message}`, code: 0 }));
    } finally {
      this.requests.push({ method, path: url.pathname, status, at: Date.now(), ...(caller === null ? {} : { caller }) });
      if (status >= 400) this.log(`${method} ${url.pathname} -> ${status}`);
      this.inFlight -= 1;
      this.lastActivity = Date.now();
    }
  }

  /** Answers a request under a rate limit with Discord's 429 (its body read and dropped); true if it did. */
  private limited(method: string, url: URL, req: IncomingMessage, res: ServerResponse): boolean {
    const path = url.pathname.replace(/^\/api\/v10/, '');
    const now = Date.now();
    const limit = this.limits.find((l) => l.until > now && l.match(method, path));
    if (!limit) return false;
    this.rateLimited += 1;
    const seconds = Math.ceil((limit.until - now) / 100) / 10;
    req.resume();
    res.writeHead(429, {
      'content-type': 'application/json',
      'retry-after': String(seconds),
      'x-ratelimit-limit': '1',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': String(seconds),
      'x-ratelimit-bucket': limit.bucket,
      'x-ratelimit-scope': 'user',
    });
    res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: seconds, global: false }));
    this.log(`${method} ${path} -> 429 for ${seconds} s`);
    return true;
  }

  private async answer(
    method: string,
    url: URL,
    req: IncomingMessage,
  ): Promise<{ answer: Answer; json: Json; created: StoredMessage[] }> {
    const m = /^\/api\/v10(\/.*)$/.exec(url.pathname);
    const path = m ? m[1] : url.pathname;
    let parsed: ParsedBody;
    try {
      parsed = await parseBody(req.headers['content-type'], await readBody(req));
    } catch (e) {
      this.violation('invalid-body', `unreadable body: ${(e as Error).message}`, `${method} ${path}`);
      return { answer: discordError(400, 50109, 'The request body contains invalid JSON.'), json: undefined, created: [] };
    }
    const before = this.store.all().length;
    const r = m
      ? handleRest(this.restContext(), {
          method,
          path,
          query: url.searchParams,
          authorization: req.headers.authorization,
          json: parsed.json,
          files: parsed.files,
        })
      : { answer: discordError(404, 0, '404: Not Found'), known: false };
    if (!r.known) {
      this.unknownRoutes.push(`${method} ${path}`);
      this.log(`unknown route ${method} ${url.pathname}`);
    }
    return { answer: r.answer, json: parsed.json, created: this.store.all().slice(before) };
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
