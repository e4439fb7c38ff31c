// Interactions: builds INTERACTION_CREATE payloads the way Discord's client would (only
// registered commands, only buttons that exist), then follows the bot's answer: the
// callback (once, within 3 s, of a type that fits), follow-ups and edits via the webhook.
import {
  type Answer,
  discordError,
  invalidForm,
  noContent,
  ok,
  unknownInteraction,
  unknownMessage,
  unknownWebhook,
} from './http';
import { checkAutocomplete, checkMessage, type Problem } from './limits';
import { everyComponent } from './view';
import type { MessageStore } from './messages';
import { snowflake } from './snowflake';
import { EPHEMERAL, LOADING, type FakeUser, type Json, type StoredMessage, type UploadedFile } from './types';
import { CONTEXT, type Channel, type RegisteredCommand, type World } from './world';

export type InteractionKind = 'command' | 'component' | 'autocomplete';

const INTERACTION_TYPE: Record<InteractionKind, number> = { command: 2, component: 3, autocomplete: 4 };
/** Callback types each kind of interaction may answer with (PONG is for HTTP interactions only). */
const ALLOWED_CALLBACKS: Record<InteractionKind, number[]> = {
  command: [4, 5, 9],
  component: [4, 5, 6, 7, 9],
  autocomplete: [8],
};
const OPTION = { sub: 1, group: 2, string: 3, integer: 4, boolean: 5, user: 6, number: 10 } as const;

export type OptionValue = string | number | boolean;

export interface Tracked {
  id: string;
  token: string;
  kind: InteractionKind;
  user: FakeUser;
  channelId: string;
  createdAt: number;
  sourceMessageId: string | null;
  callbackType: number | null;
  ackMs: number | null;
  originalId: string | null;
  followUpIds: string[];
  choices: Array<{ name: string; value: string | number }> | null;
  /** Set when the bot's answer completed a deferral (edited the loading message, or the deferred update). */
  answered: boolean;
  /** 4xx answers the fake gave to requests about this interaction. */
  errors: Answer[];
  /** Its callback was refused because its thread is locked (50083): Discord shows the user a failure, and nothing more can be sent. */
  locked: boolean;
}

export interface Hooks {
  world: World;
  store: MessageStore;
  ackDeadlineMs: number;
  violation(rule: string, detail: string, route: string): void;
  messageApi(m: StoredMessage): Json;
  /** Every edit of a posted message (the fake tells retired buttons from answers by id). */
  edited(messageId: string): void;
}

export class Interactions {
  private readonly byId = new Map<string, Tracked>();
  private readonly byToken = new Map<string, Tracked>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly h: Hooks) {}

  get(id: string): Tracked | undefined {
    return this.byId.get(id);
  }

  all(): Tracked[] {
    return [...this.byId.values()];
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  // ---------------------------------------------------------------- building

  /** INTERACTION_CREATE `d` for a slash command (or its autocomplete when `focused` is set). */
  command(
    user: FakeUser,
    channelId: string,
    name: string,
    options: Record<string, OptionValue>,
    subcommand: string | undefined,
    focused?: string,
    anyway = false,
  ): { tracked: Tracked; payload: Json } {
    const cmd = this.findCommand(name);
    const channel = this.h.world.channel(channelId);
    if (channel && !anyway) {
      const why = notOffered(this.h.world, cmd, channel);
      if (why) throw new Error(`/${name} is not offered there: ${why}`);
    }
    let defs: Json[] = Array.isArray(cmd.options) ? cmd.options : [];
    let sub: Json | null = null;
    if (subcommand !== undefined) {
      sub = defs.find((o) => o.type === OPTION.sub && o.name === subcommand);
      if (!sub) throw new Error(`/${name} has no subcommand "${subcommand}"`);
      defs = Array.isArray(sub.options) ? sub.options : [];
    } else if (defs.some((o) => o.type === OPTION.sub || o.type === OPTION.group)) {
      throw new Error(`/${name} needs a subcommand`);
    }
    const built: Json[] = [];
    for (const [key, raw] of Object.entries(options)) {
      const def = defs.find((o) => o.name === key);
      if (!def) throw new Error(`/${name}${sub ? ` ${sub.name}` : ''} has no option "${key}"`);
      if (key === focused) {
        if (!def.autocomplete) throw new Error(`option "${key}" of /${name} has no autocomplete`);
        built.push({ name: key, type: def.type, value: String(raw), focused: true });
      } else {
        built.push({ name: key, type: def.type, value: coerce(name, def, raw) });
      }
    }
    if (focused !== undefined && !built.some((o) => o.focused)) {
      throw new Error(`autocomplete: focused option "${focused}" not given`);
    }
    if (focused === undefined) {
      for (const def of defs) {
        if (def.required && !(def.name in options)) throw new Error(`/${name}: required option "${def.name}" missing`);
      }
    }
    const data: Json = {
      id: cmd.id,
      name: cmd.name,
      type: 1,
      ...(cmd.guild_id ? { guild_id: cmd.guild_id } : {}),
      options: sub ? [{ name: sub.name, type: OPTION.sub, options: built }] : built,
    };
    const kind: InteractionKind = focused === undefined ? 'command' : 'autocomplete';
    return this.create(kind, user, channelId, data, null);
  }

  /** INTERACTION_CREATE `d` for a click on a button of `message`, or a choice in one of its selects. */
  component(user: FakeUser, message: StoredMessage, customId: string, values?: string[]): { tracked: Tracked; payload: Json } {
    if (message.visibleTo !== null && message.visibleTo !== user.id) {
      throw new Error(`message ${message.id} is ephemeral to someone else: ${user.username} cannot see it`);
    }
    // A DM with the bot is its user's alone: nobody else sees its messages, let alone clicks them.
    const recipient = this.h.world.channel(message.channelId)?.recipientId;
    if (recipient !== undefined && recipient !== user.id) {
      throw new Error(`message ${message.id} is in another user's DM with the bot: ${user.username} cannot see it`);
    }
    const comp = findComponent(message, customId);
    if (!comp) throw new Error(`message ${message.id} has no component "${customId}"`);
    if (comp.disabled) throw new Error(`component "${customId}" is disabled`);
    const data: Json = { custom_id: customId, component_type: comp.type };
    if (values !== undefined) {
      if (comp.type !== 3) throw new Error(`"${customId}" is not a string select`);
      const legal = new Set((comp.options ?? []).map((o: Json) => o.value));
      const bad = values.filter((v) => !legal.has(v));
      if (bad.length) throw new Error(`select "${customId}" offers no value ${bad.join(', ')}`);
      const min = comp.min_values ?? 1;
      const max = comp.max_values ?? 1;
      if (values.length < min || values.length > max) throw new Error(`select "${customId}" takes ${min}..${max} values`);
      data.values = values;
    } else if (comp.type !== 2) {
      throw new Error(`"${customId}" is a select: use select()`);
    }
    // Discord sends the message as it is now, which may be newer than the snapshot the user clicked.
    const current = this.h.store.get(message.id) ?? message;
    return this.create('component', user, message.channelId, data, current);
  }

  /**
   * A well-formed INTERACTION_CREATE `d` of `kind` with `data` as given, unchecked against the
   * registered commands or the message's components: the start of a hand-made, possibly
   * malformed payload (FakeDiscord.raw). `kind` says which callbacks the fake accepts.
   */
  raw(
    kind: InteractionKind,
    user: FakeUser,
    channelId: string,
    data: Json,
    message: StoredMessage | null,
  ): { tracked: Tracked; payload: Json } {
    return this.create(kind, user, channelId, data, message);
  }

  private create(
    kind: InteractionKind,
    user: FakeUser,
    channelId: string,
    data: Json,
    message: StoredMessage | null,
  ): { tracked: Tracked; payload: Json } {
    const { world } = this.h;
    const channel = world.channel(channelId);
    if (!channel) throw new Error(`no channel ${channelId}`);
    const tracked: Tracked = {
      id: snowflake(),
      token: `itoken.${snowflake()}.${Math.random().toString(36).slice(2)}`,
      kind,
      user,
      channelId,
      createdAt: Date.now(),
      sourceMessageId: message?.id ?? null,
      callbackType: null,
      ackMs: null,
      originalId: null,
      followUpIds: [],
      choices: null,
      answered: false,
      errors: [],
      locked: false,
    };
    const context = world.contextOf(channel);
    // In a server: its id, its member, its language. In a DM or group DM: only the user. The app
    // is installed to the server, or (in DMs, and in a server the bot is not in) to the user.
    const inServer = context === CONTEXT.guild;
    const owners = inServer && !channel.foreign ? { '0': world.guildOf(channelId) } : { '1': user.id };
    const payload: Json = {
      id: tracked.id,
      application_id: world.appId,
      type: INTERACTION_TYPE[kind],
      token: tracked.token,
      version: 1,
      ...(inServer ? { guild_id: world.guildOf(channelId) } : {}),
      channel_id: channelId,
      channel: world.channelApi(channel),
      ...(inServer ? { member: world.memberApi(user, true) } : { user: world.userApi(user) }),
      app_permissions: world.botPermissions(),
      // The clicking user's own language, and the server's preferred one.
      locale: user.locale,
      ...(inServer ? { guild_locale: world.guildLocale } : {}),
      entitlements: [],
      authorizing_integration_owners: owners,
      context,
      attachment_size_limit: 10 * 1024 * 1024,
      data,
      ...(message ? { message: this.h.messageApi(message) } : {}),
    };
    this.byId.set(tracked.id, tracked);
    this.byToken.set(tracked.token, tracked);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (tracked.callbackType === null && !tracked.locked) {
        this.h.violation('ack-timeout', `${describe(tracked)} not acknowledged within ${this.h.ackDeadlineMs} ms`, 'gateway');
      }
    }, this.h.ackDeadlineMs);
    timer.unref();
    this.timers.add(timer);
    return { tracked, payload };
  }

  private findCommand(name: string): RegisteredCommand {
    const { world } = this.h;
    const scoped = world.commands.get(world.guildId) ?? [];
    const global = world.commands.get('global') ?? [];
    const cmd = [...scoped, ...global].find((c) => c.name === name && (c.type ?? 1) === 1);
    if (!cmd)
      throw new Error(
        `/${name} is not registered (registered: ${[...scoped, ...global].map((c) => c.name).join(', ') || 'none'})`,
      );
    return cmd;
  }

  // ---------------------------------------------------------------- answers

  callback(id: string, token: string, body: Json, files: UploadedFile[], withResponse: boolean, route: string): Answer {
    const t = this.byId.get(id);
    if (!t || t.token !== token) return unknownInteraction();
    const fail = (a: Answer): Answer => {
      t.errors.push(a);
      return a;
    };
    const elapsed = Date.now() - t.createdAt;
    if (elapsed > this.h.ackDeadlineMs) {
      this.h.violation('ack-late', `${describe(t)}: callback after ${elapsed} ms (max ${this.h.ackDeadlineMs})`, route);
      return fail(unknownInteraction());
    }
    if (t.callbackType !== null) {
      this.h.violation('double-ack', `${describe(t)}: second callback (type ${String(body?.type)})`, route);
      return fail(discordError(400, 40060, 'Interaction has already been acknowledged.'));
    }
    const type: unknown = body?.type;
    if (typeof type !== 'number' || !ALLOWED_CALLBACKS[t.kind].includes(type)) {
      this.h.violation(
        'callback-type',
        `${describe(t)}: callback type ${String(type)} (allowed ${ALLOWED_CALLBACKS[t.kind].join(', ')})`,
        route,
      );
      return fail(discordError(400, 50035, 'Invalid Form Body'));
    }
    const data: Json = body.data ?? {};
    const store0 = this.h.store;
    const problems = this.check(type, data, files, t.sourceMessageId ? store0.get(t.sourceMessageId) : undefined);
    if (problems.length) {
      for (const p of problems) this.h.violation(p.rule, `${describe(t)}: ${p.detail}`, route);
      return fail(invalidForm(problems));
    }
    const closed = this.closedTo(t, type === 8 ? 'none' : 'post');
    if (closed) {
      t.locked = true;
      return fail(closed);
    }
    const { store } = this.h;
    let message: StoredMessage | null = null;
    switch (type) {
      case 4:
      case 5: {
        const ephemeral = typeof data.flags === 'number' && (data.flags & EPHEMERAL) !== 0;
        message = store.create({
          channelId: t.channelId,
          body: type === 4 ? data : { flags: data.flags },
          files: type === 4 ? files : [],
          visibleTo: ephemeral ? t.user.id : null,
          interactionId: t.id,
          type: t.kind === 'command' ? 20 : 0,
          extraFlags: type === 5 ? LOADING : 0,
        });
        t.originalId = message.id;
        if (type === 4) t.answered = true;
        break;
      }
      case 6:
        t.originalId = t.sourceMessageId;
        message = t.sourceMessageId ? (store.get(t.sourceMessageId) ?? null) : null;
        break;
      case 7:
        if (!t.sourceMessageId || !store.get(t.sourceMessageId)) return fail(unknownMessage());
        message = store.edit(t.sourceMessageId, data, files);
        this.h.edited(message.id);
        t.originalId = t.sourceMessageId;
        t.answered = true;
        break;
      case 8:
        t.choices = data.choices;
        t.answered = true;
        break;
      case 9:
        t.answered = true;
        break;
    }
    t.callbackType = type;
    t.ackMs = elapsed;
    if (!withResponse) return noContent();
    return ok({
      interaction: {
        id: t.id,
        type: INTERACTION_TYPE[t.kind],
        response_message_id: message?.id,
        response_message_loading: message ? (message.flags & LOADING) !== 0 : undefined,
        response_message_ephemeral: message ? (message.flags & EPHEMERAL) !== 0 : undefined,
      },
      resource: { type, ...(message ? { message: this.h.messageApi(message) } : {}) },
    });
  }

  /**
   * Discord's refusal of an answer in a closed thread. A locked thread refuses every callback of
   * an interaction made there, and every follow-up and edit (discord-api-docs#5517: the user
   * sees the interaction fail, the bot cannot tell them why there). An archived one is unarchived
   * by a callback or a follow-up (a message, as a post unarchives it) but refuses an edit of a
   * message in it (50083), as the channel's own edit does.
   */
  private closedTo(t: Tracked, write: 'post' | 'edit' | 'none'): Answer | null {
    const ch = this.h.world.channel(t.channelId);
    if (!ch?.parentId || !ch.archived || write === 'none') return null;
    if (ch.locked || write === 'edit') return discordError(400, 50083, 'Thread is archived');
    ch.archived = false;
    return null;
  }

  /** `source`: the message a component was used on (what an update, type 7, edits). */
  private check(type: number, data: Json, files: UploadedFile[], source: StoredMessage | undefined): Problem[] {
    switch (type) {
      case 4:
        return checkMessage(data, files, false);
      case 7:
        return checkMessage(data, files, true, source);
      case 8:
        return checkAutocomplete(data);
      default:
        return [];
    }
  }

  /** Routes under /webhooks/:appId/:token (auth-less, keyed by the interaction token). */
  webhook(
    method: string,
    appId: string,
    token: string,
    messageId: string | null,
    body: Json,
    files: UploadedFile[],
    wait: boolean,
    route: string,
  ): Answer {
    const t = this.byToken.get(token);
    if (!t || appId !== this.h.world.appId) return unknownWebhook();
    const fail = (a: Answer): Answer => {
      t.errors.push(a);
      return a;
    };
    if (t.callbackType === null) return fail(unknownWebhook());
    const { store } = this.h;
    if (messageId === null) {
      if (method !== 'POST') return fail(discordError(405, 0, '405: Method Not Allowed'));
      const closed = this.closedTo(t, 'post');
      return closed ? fail(closed) : this.followUp(t, body, files, wait, route);
    }
    const id = messageId === '@original' ? t.originalId : messageId;
    const own = id !== null && (id === t.originalId || t.followUpIds.includes(id));
    const msg = id !== null && own ? store.get(id) : undefined;
    if (!msg) return fail(unknownMessage());
    const closed = method === 'GET' ? null : this.closedTo(t, 'edit');
    if (closed) return fail(closed);
    switch (method) {
      case 'GET':
        return ok(this.h.messageApi(msg));
      case 'DELETE':
        store.delete(msg.id);
        return noContent();
      case 'PATCH': {
        const problems = checkMessage(body, files, true, msg);
        if (problems.length) {
          for (const p of problems) this.h.violation(p.rule, `${describe(t)}: ${p.detail}`, route);
          return fail(invalidForm(problems));
        }
        const edited = store.edit(msg.id, body, files, LOADING);
        if (isEmpty(edited)) {
          this.h.violation('empty-message', `${describe(t)}: edit leaves message ${msg.id} empty`, route);
        }
        if (msg.id === t.originalId) t.answered = true;
        this.h.edited(msg.id);
        return ok(this.h.messageApi(edited));
      }
      default:
        return fail(discordError(405, 0, '405: Method Not Allowed'));
    }
  }

  private followUp(t: Tracked, body: Json, files: UploadedFile[], wait: boolean, route: string): Answer {
    const problems = checkMessage(body, files, false);
    if (problems.length) {
      for (const p of problems) this.h.violation(p.rule, `${describe(t)} follow-up: ${p.detail}`, route);
      const a = invalidForm(problems);
      t.errors.push(a);
      return a;
    }
    const { store } = this.h;
    const original = t.originalId ? store.get(t.originalId) : undefined;
    let msg: StoredMessage;
    if (t.callbackType === 5 && original && (original.flags & LOADING) !== 0) {
      // Discord: the first follow-up after a deferred reply replaces the "thinking" message.
      msg = store.edit(original.id, body, files, LOADING);
    } else {
      const ephemeral = typeof body?.flags === 'number' && (body.flags & EPHEMERAL) !== 0;
      msg = store.create({
        channelId: t.channelId,
        body,
        files,
        visibleTo: ephemeral ? t.user.id : null,
        interactionId: t.id,
        type: 0,
      });
      t.followUpIds.push(msg.id);
    }
    t.answered = true;
    return wait ? ok(this.h.messageApi(msg)) : noContent();
  }
}

/**
 * Why Discord's client would not offer command `cmd` in `channel` (null: it would): a server's
 * own command only in a server of the bot's, and elsewhere a global one whose `contexts` hold the place's
 * and whose `integration_types` hold the user's install (Discord's defaults when absent: every
 * context, the server install only).
 */
export function notOffered(world: World, cmd: RegisteredCommand, channel: Channel): string | null {
  const context = world.contextOf(channel);
  const byUser = context !== CONTEXT.guild || channel.foreign === true;
  if (cmd.guild_id && byUser) return `registered to server ${cmd.guild_id} only`;
  const contexts: unknown = cmd.contexts ?? [0, 1, 2];
  if (Array.isArray(contexts) && !contexts.includes(context)) return `its contexts ${JSON.stringify(contexts)} lack ${context}`;
  const types: unknown = cmd.integration_types ?? [0];
  if (byUser && Array.isArray(types) && !types.includes(1))
    return `not installable by a user (integration_types ${JSON.stringify(types)})`;
  return null;
}

export function describe(t: Tracked): string {
  return `${t.kind} ${t.id} by ${t.user.username}`;
}

function isEmpty(m: StoredMessage): boolean {
  return m.content.length === 0 && m.components.length === 0 && m.embeds.length === 0 && m.attachments.length === 0;
}

export function findComponent(message: StoredMessage, customId: string): Json | undefined {
  return everyComponent(message.components).find((c) => c?.custom_id === customId);
}

function coerce(command: string, def: Json, raw: OptionValue): OptionValue {
  const where = `/${command} ${String(def.name)}`;
  let value: OptionValue;
  switch (def.type) {
    case OPTION.string:
    case OPTION.user:
      value = String(raw);
      break;
    case OPTION.integer:
      value = Number(raw);
      if (!Number.isInteger(value)) throw new Error(`${where}: ${String(raw)} is not an integer`);
      break;
    case OPTION.number:
      value = Number(raw);
      if (!Number.isFinite(value)) throw new Error(`${where}: ${String(raw)} is not a number`);
      break;
    case OPTION.boolean:
      value = raw === true || raw === 'true';
      break;
    default:
      throw new Error(`${where}: option type ${String(def.type)} is not supported by the fake`);
  }
  if (Array.isArray(def.choices) && !def.choices.some((c: Json) => c.value === value)) {
    throw new Error(`${where}: ${String(value)} is not one of its choices`);
  }
  if (typeof value === 'number') {
    if (def.min_value !== undefined && value < def.min_value) throw new Error(`${where}: below min_value`);
    if (def.max_value !== undefined && value > def.max_value) throw new Error(`${where}: above max_value`);
  }
  if (typeof value === 'string') {
    if (def.min_length !== undefined && value.length < def.min_length) throw new Error(`${where}: shorter than min_length`);
    if (def.max_length !== undefined && value.length > def.max_length) throw new Error(`${where}: longer than max_length`);
  }
  return value;
}
