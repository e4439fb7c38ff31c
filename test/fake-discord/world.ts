// The fake's little world: one application with its bot user, one guild with text channels
// and members (more guilds for shard tests: addGuild, each with its own channel; the members are
// shared), and the registered commands. Also builds the API shapes discord.js parses.
import { snowflake } from './snowflake';
import type { FakeUser, Json, StoredAttachment, StoredMessage } from './types';
import { pngSize } from './messages';
import { resolveMedia } from './v2';

// VIEW_CHANNEL, SEND_MESSAGES, READ_MESSAGE_HISTORY, USE_APPLICATION_COMMANDS, EMBED_LINKS, ATTACH_FILES, ADD_REACTIONS.
const MEMBER_PERMS = (1n << 10n) | (1n << 11n) | (1n << 16n) | (1n << 31n) | (1n << 14n) | (1n << 15n) | (1n << 6n);
const MANAGE_GUILD = 1n << 5n;
// The bot also manages messages (to retire buttons on its own messages it needs none, but it is usual).
const BOT_PERMS = MEMBER_PERMS | (1n << 13n);

export interface Channel {
  id: string;
  name: string;
  /** Set for a thread: the text channel it belongs to. */
  parentId?: string;
  /** A thread's state: archived (edits refused until unarchived; a post unarchives it), locked (only a moderator may unarchive). */
  archived?: boolean;
  locked?: boolean;
  /** Set for a DM channel: the user it talks to. */
  recipientId?: string;
  /** Set for a channel of a guild added with addGuild (absent: the first guild's). */
  guildId?: string;
  /** Set for a group DM (or a DM between people): who talks there. The bot is not one of them. */
  members?: string[];
  /** A channel of a server the bot is not in (a player's user-installed commands reach it). */
  foreign?: boolean;
}

/** Where a command is used, as Discord's `context` says: a server, the bot's DM, another DM or a group DM. */
export const CONTEXT = { guild: 0, botDm: 1, privateChannel: 2 } as const;

export interface RegisteredCommand extends Record<string, Json> {
  id: string;
  name: string;
  type: number;
  guild_id?: string;
}

export interface UserOptions {
  globalName?: string;
  canManage?: boolean;
  /** The user's Discord language (default 'en-US'). */
  locale?: string;
}

export class World {
  readonly appId: string;
  readonly guildId: string;
  readonly ownerId = snowflake();
  /** Guilds added after the first (addGuild), in order. */
  readonly moreGuilds: string[] = [];
  readonly bot: FakeUser;
  readonly users: FakeUser[] = [];
  readonly channels: Channel[] = [];
  /** Commands per scope: "global" or a guild id. */
  readonly commands = new Map<string, RegisteredCommand[]>();
  /** Whether the bot may create public threads (Create Public Threads); a test can take it away. */
  threadsAllowed = true;
  /** Threads made so far, oldest first. */
  readonly threads: Channel[] = [];
  /** Whether the guild is at its active-thread limit: creating one answers 160006. */
  threadLimitReached = false;
  /** DM channels opened so far (one per user, as Discord returns the same one again). */
  readonly dms: Channel[] = [];
  /** Group DMs (and DMs between people) where players use their user-installed commands. */
  readonly groups: Channel[] = [];
  /** Users whose DMs are closed to the bot: a DM post answers 50007. */
  readonly dmsRefused = new Set<string>();
  /** The guild's preferred locale: GUILD_CREATE's `preferred_locale` and every interaction's `guild_locale`. */
  readonly guildLocale: string;
  private readonly startedAt = new Date().toISOString();

  constructor(opts: { appId?: string; guildId?: string; botName?: string; guildLocale?: string }) {
    this.appId = opts.appId ?? snowflake();
    this.guildId = opts.guildId ?? snowflake();
    this.guildLocale = opts.guildLocale ?? 'en-US';
    this.bot = {
      id: this.appId,
      username: opts.botName ?? 'Rerun',
      globalName: opts.botName ?? 'Rerun',
      canManage: true,
      bot: true,
      locale: 'en-US',
    };
    this.addChannel('games');
  }

  addChannel(name: string, guildId?: string): Channel {
    const ch: Channel = { id: snowflake(), name, ...(guildId && guildId !== this.guildId ? { guildId } : {}) };
    this.channels.push(ch);
    return ch;
  }

  /** Another guild (id given, or a new snowflake) with a 'games' channel of its own; returns that channel. */
  addGuild(id: string = snowflake()): Channel {
    this.moreGuilds.push(id);
    return this.addChannel('games', id);
  }

  /** Every guild's id, the first guild's first. */
  guildIds(): string[] {
    return [this.guildId, ...this.moreGuilds];
  }

  hasGuild(id: string): boolean {
    return id === this.guildId || this.moreGuilds.includes(id);
  }

  /** The guild a channel or thread belongs to. */
  guildOf(channelId: string): string {
    const c = this.channel(channelId);
    const parent = c?.parentId ? this.channel(c.parentId) : undefined;
    return c?.guildId ?? parent?.guildId ?? this.guildId;
  }

  /** The text channels of one guild. */
  channelsOf(guildId: string): Channel[] {
    return this.channels.filter((c) => (c.guildId ?? this.guildId) === guildId);
  }

  addUser(username: string, opts: UserOptions = {}): FakeUser {
    const u: FakeUser = {
      id: snowflake(),
      username,
      globalName: opts.globalName ?? username,
      canManage: opts.canManage ?? false,
      bot: false,
      locale: opts.locale ?? 'en-US',
    };
    this.users.push(u);
    return u;
  }

  channel(id: string): Channel | undefined {
    return (
      this.channels.find((c) => c.id === id) ??
      this.threads.find((c) => c.id === id) ??
      this.dms.find((c) => c.id === id) ??
      this.groups.find((c) => c.id === id)
    );
  }

  /** A group DM of `users` (the bot is not in it: only their user-installed commands reach it). */
  addGroup(users: FakeUser[]): Channel {
    const g = { id: snowflake(), name: '', members: users.map((u) => u.id) };
    this.groups.push(g);
    return g;
  }

  /** A channel of a server the bot was never added to, where a player's user-installed commands work all the same. */
  addForeignChannel(name: string): Channel {
    const ch = { id: snowflake(), name, guildId: snowflake(), foreign: true };
    this.channels.push(ch);
    return ch;
  }

  /** The context an interaction in this channel has (a foreign server's channel is a server's, 0). */
  contextOf(c: Channel): number {
    return c.recipientId ? CONTEXT.botDm : c.members ? CONTEXT.privateChannel : CONTEXT.guild;
  }

  /** The DM channel with `userId`, opened on first ask and the same one after. */
  dmWith(userId: string): Channel {
    let dm = this.dms.find((c) => c.recipientId === userId);
    if (!dm) {
      dm = { id: snowflake(), name: '', recipientId: userId };
      this.dms.push(dm);
    }
    return dm;
  }

  addThread(parentId: string, name: string): Channel {
    const t = { id: snowflake(), name, parentId };
    this.threads.push(t);
    return t;
  }

  /** Deletes a channel (with its threads) or a thread; returns what was removed. */
  removeChannel(id: string): Channel[] {
    const gone = [...this.channels, ...this.threads].filter((c) => c.id === id || c.parentId === id);
    for (const list of [this.channels, this.threads]) {
      for (const c of gone) {
        const i = list.indexOf(c);
        if (i >= 0) list.splice(i, 1);
      }
    }
    return gone;
  }

  user(id: string): FakeUser | undefined {
    return id === this.bot.id ? this.bot : this.users.find((u) => u.id === id);
  }

  // ------------------------------------------------------------ API shapes

  userApi(u: FakeUser): Json {
    return {
      id: u.id,
      username: u.username,
      global_name: u.globalName,
      discriminator: u.bot ? '0001' : '0',
      avatar: null,
      bot: u.bot || undefined,
      public_flags: 0,
      flags: 0,
      ...(u.bot ? { verified: true, mfa_enabled: false } : {}),
    };
  }

  memberApi(u: FakeUser, withPermissions: boolean): Json {
    return {
      user: this.userApi(u),
      nick: null,
      avatar: null,
      roles: [],
      joined_at: this.startedAt,
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
      ...(withPermissions ? { permissions: this.permissions(u).toString() } : {}),
    };
  }

  permissions(u: FakeUser): bigint {
    if (u.bot) return BOT_PERMS;
    return u.canManage ? MEMBER_PERMS | MANAGE_GUILD : MEMBER_PERMS;
  }

  botPermissions(): string {
    return BOT_PERMS.toString();
  }

  channelApi(c: Channel): Json {
    if (c.members) {
      const users = c.members.map((id) => this.user(id)).filter((u): u is FakeUser => u !== undefined);
      return { id: c.id, type: 3, name: null, last_message_id: null, flags: 0, recipients: users.map((u) => this.userApi(u)) };
    }
    if (c.recipientId) {
      const u = this.user(c.recipientId);
      return { id: c.id, type: 1, last_message_id: null, flags: 0, recipients: u ? [this.userApi(u)] : [] };
    }
    if (c.parentId) {
      return {
        id: c.id,
        type: 11,
        guild_id: this.guildOf(c.id),
        name: c.name,
        parent_id: c.parentId,
        owner_id: this.bot.id,
        last_message_id: null,
        rate_limit_per_user: 0,
        flags: 0,
        message_count: 0,
        member_count: 1,
        thread_metadata: {
          archived: c.archived === true,
          auto_archive_duration: 10080,
          archive_timestamp: this.startedAt,
          locked: c.locked === true,
        },
        total_message_sent: 0,
      };
    }
    return {
      id: c.id,
      type: 0,
      guild_id: this.guildOf(c.id),
      name: c.name,
      position: this.channelsOf(this.guildOf(c.id)).indexOf(c),
      permission_overwrites: [],
      topic: null,
      nsfw: false,
      last_message_id: null,
      rate_limit_per_user: 0,
      parent_id: null,
      flags: 0,
    };
  }

  guildApi(guildId: string = this.guildId): Json {
    return {
      id: guildId,
      name: 'Rerun Test Server',
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [
        {
          id: guildId,
          name: '@everyone',
          color: 0,
          hoist: false,
          icon: null,
          unicode_emoji: null,
          position: 0,
          permissions: MEMBER_PERMS.toString(),
          managed: false,
          mentionable: false,
          flags: 0,
        },
      ],
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: this.guildLocale,
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      safety_alerts_channel_id: null,
    };
  }

  /** GUILD_CREATE's `d`: the guild with channels and members. */
  guildCreate(guildId: string = this.guildId): Json {
    return {
      ...this.guildApi(guildId),
      unavailable: false,
      joined_at: this.startedAt,
      large: false,
      member_count: this.users.length + 1,
      members: [this.memberApi(this.bot, false), ...this.users.map((u) => this.memberApi(u, false))],
      channels: this.channelsOf(guildId).map((c) => this.channelApi(c)),
      threads: [],
      presences: [],
      voice_states: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  applicationApi(): Json {
    return {
      id: this.appId,
      name: this.bot.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      bot: this.userApi(this.bot),
      owner: { id: this.ownerId, username: 'owner', discriminator: '0', avatar: null, global_name: 'owner' },
      team: null,
    };
  }

  /** READY's `d` for shard `shard` of its count, listing the guilds it has. */
  readyData(sessionId: string, resumeUrl: string, shard: [number, number] = [0, 1], guilds = [this.guildId]): Json {
    return {
      v: 10,
      user: this.userApi(this.bot),
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: sessionId,
      session_type: 'normal',
      resume_gateway_url: resumeUrl,
      shard,
      application: { id: this.appId, flags: 0 },
      private_channels: [],
      presences: [],
      relationships: [],
      guild_join_requests: [],
      user_settings: {},
      geo_ordered_rtc_regions: [],
    };
  }

  attachmentApi(channelId: string, a: StoredAttachment, base: string): Json {
    const size = pngSize(a.data);
    const url = `${base}/attachments/${channelId}/${a.id}/${encodeURIComponent(a.filename)}`;
    return {
      id: a.id,
      filename: a.filename,
      size: a.size,
      url,
      proxy_url: url,
      content_type: a.contentType || undefined,
      ...(size ?? {}),
    };
  }

  messageApi(m: StoredMessage, base: string, interaction?: { id: string; type: number; user: FakeUser }): Json {
    const attachments = m.attachments.map((a) => this.attachmentApi(m.channelId, a, base));
    return {
      id: m.id,
      channel_id: m.channelId,
      guild_id: this.guildOf(m.channelId),
      author: this.userApi(this.bot),
      content: m.content,
      timestamp: new Date(m.createdAt).toISOString(),
      edited_timestamp: m.editedAt === null ? null : new Date(m.editedAt).toISOString(),
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments,
      embeds: m.embeds,
      // As Discord answers a card: media naming an upload comes back with its address and attachment_id.
      components: resolveMedia(m.components, attachments),
      pinned: false,
      type: m.type,
      flags: m.flags,
      application_id: this.appId,
      ...(m.interactionId ? { webhook_id: this.appId } : {}),
      ...(interaction
        ? {
            interaction_metadata: {
              id: interaction.id,
              type: interaction.type,
              user: this.userApi(interaction.user),
              authorizing_integration_owners: { '0': this.guildOf(m.channelId) },
            },
          }
        : {}),
    };
  }
}
