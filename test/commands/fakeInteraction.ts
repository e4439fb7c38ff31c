// Just enough of a discord.js interaction for the router: the type guards, options, and the
// reply/followUp/respond calls it makes, recorded. Built from plain data, so no Discord needed.
import { PermissionFlagsBits, PermissionsBitField, type Interaction } from 'discord.js';

export type Kind = 'command' | 'button' | 'select' | 'autocomplete';

export interface FakeSpec {
  kind: Kind;
  commandName?: string;
  subcommand?: string;
  options?: Record<string, string | number>;
  focused?: { name: string; value: string };
  customId?: string;
  values?: string[];
  channelId?: string | null;
  guildId?: string | null;
  user?: { id: string; username: string; globalName: string | null };
  /** A cached member (`displayName`), a raw API member (`nick`), or none. */
  member?: { displayName: string } | { nick: string | null } | null;
  manageGuild?: boolean;
  /** The user's Discord language, and the server's preferred one (Discord's codes: "fr", "hu", "en-US"). */
  locale?: string;
  guildLocale?: string | null;
  /** The message Discord echoes for `withResponse` (null: none, so the router must fetch it). */
  echoed?: { id: string; channelId: string } | null;
  failReplies?: number;
  failPatches?: boolean;
  /** What reading a message over REST answers, by message id (default: a classic message with one row). */
  stored?: Record<string, unknown>;
  /** An option's type as Discord sends it, when not the one its value suggests (a stale registration). */
  optionTypes?: Record<string, number>;
  /** Where it was used: 0 a server, 1 the bot's DM, 2 another DM or a group DM (default 0, or 1 without a guild). */
  context?: 0 | 1 | 2;
  /** Who installed the app for it: the server's id under 0, the user's under 1 (default: this server). */
  owners?: { 0?: string; 1?: string };
  /**
   * The message a button or menu was clicked on (default: none): its flags (or ephemeral), and its
   * components as Discord sends them (API JSON); `carries`: a row with the clicked button besides.
   */
  message?: {
    id: string;
    channelId?: string;
    ephemeral?: boolean;
    flags?: number;
    components?: unknown[];
    carries?: boolean;
    attachments?: Array<{ id: string; name: string }>;
  };
}

/** The options as Discord sends them (`options.data`): under the subcommand, typed by value unless told. */
function sentOptions(spec: FakeSpec): unknown[] {
  const typed = Object.entries(spec.options ?? {}).map(([name, value]) => ({
    name,
    type: spec.optionTypes?.[name] ?? (typeof value === 'number' ? 4 : 3),
    value,
  }));
  return spec.subcommand ? [{ name: spec.subcommand, type: 1, options: typed }] : typed;
}

export interface Recorded {
  replies: any[];
  followUps: any[];
  responds: any[];
  /** deferReply's and editReply's payloads (a slow answer: the replay). */
  deferrals: any[];
  edited: any[];
  patches: Array<{ route: string; body: unknown }>;
  fetched: number;
  /** A click's updates of its message. */
  updates: any[];
}

export function fakeInteraction(spec: FakeSpec): { interaction: Interaction; recorded: Recorded } {
  const recorded: Recorded = {
    replies: [],
    followUps: [],
    responds: [],
    deferrals: [],
    edited: [],
    patches: [],
    fetched: 0,
    updates: [],
  };
  let failReplies = spec.failReplies ?? 0;
  const user = spec.user ?? { id: 'u1', username: 'hannibal', globalName: 'Hannibal Smith' };
  const options = spec.options ?? {};
  const fake: any = {
    id: 'i1',
    token: 'tok',
    channelId: spec.channelId === undefined ? 'c1' : spec.channelId,
    guildId: spec.guildId === undefined ? 'g1' : spec.guildId,
    user,
    member: spec.member === undefined ? { displayName: 'Col. Smith' } : spec.member,
    memberPermissions: new PermissionsBitField(spec.manageGuild ? PermissionFlagsBits.ManageGuild : 0n),
    locale: spec.locale ?? 'en-US',
    context: spec.context ?? (spec.guildId === null ? 1 : 0),
    authorizingIntegrationOwners: ((o) => ({ guildId: o[0] ?? null, userId: o[1] ?? null }))(
      spec.owners ?? (spec.guildId === null ? { 1: 'u1' } : { 0: spec.guildId ?? 'g1' }),
    ),
    guildLocale: spec.guildLocale === undefined ? null : spec.guildLocale,
    replied: false,
    deferred: false,
    commandName: spec.commandName ?? '',
    customId: spec.customId ?? '',
    values: spec.values ?? [],
    type: { command: 2, button: 3, select: 3, autocomplete: 4 }[spec.kind],
    componentType: { button: 2, select: 3 }[spec.kind as 'button' | 'select'],
    message: spec.message && {
      id: spec.message.id,
      channelId: spec.message.channelId ?? 'c1',
      flags: { bitfield: (spec.message.ephemeral ? 64 : 0) | (spec.message.flags ?? 0) },
      components: [
        ...(spec.message.components ?? []),
        ...(spec.message.carries ? [{ type: 1, components: [{ type: 2, style: 1, label: 'x', custom_id: spec.customId }] }] : []),
      ].map((c) => ({ toJSON: () => c })),
      attachments: new Map((spec.message.attachments ?? []).map((a) => [a.id, a])),
    },
    isRepliable: () => spec.kind !== 'autocomplete',
    isAutocomplete: () => spec.kind === 'autocomplete',
    isChatInputCommand: () => spec.kind === 'command',
    isButton: () => spec.kind === 'button',
    isStringSelectMenu: () => spec.kind === 'select',
    options: {
      data: sentOptions(spec),
      getString: (name: string) => (typeof options[name] === 'string' ? options[name] : null),
      getInteger: (name: string) => (typeof options[name] === 'number' ? options[name] : null),
      // No test sends a boolean option: as Discord, an option not given reads null.
      getBoolean: () => null,
      getSubcommand: () => spec.subcommand ?? null,
      getFocused: () => spec.focused ?? { name: '', value: '' },
    },
    async reply(payload: any) {
      if (fake.replied) throw new Error('InteractionAlreadyReplied');
      if (failReplies > 0) {
        failReplies--;
        throw Object.assign(new Error('Invalid Form Body'), { name: 'DiscordAPIError[50035]' });
      }
      fake.replied = true;
      recorded.replies.push(payload);
      if (payload.withResponse) {
        const message = spec.echoed === undefined ? { id: 'm-new', channelId: 'c1' } : spec.echoed;
        return { resource: message ? { message } : null };
      }
      return {};
    },
    async deferReply(payload: any) {
      if (fake.replied || fake.deferred) throw new Error('InteractionAlreadyReplied');
      fake.deferred = true;
      recorded.deferrals.push(payload);
      return {};
    },
    async update(payload: any) {
      if (fake.replied || fake.deferred) throw new Error('InteractionAlreadyReplied');
      fake.replied = true;
      recorded.updates.push(payload);
      return {};
    },
    async deferUpdate() {
      if (fake.replied || fake.deferred) throw new Error('InteractionAlreadyReplied');
      fake.deferred = true;
      recorded.deferrals.push('update');
      return {};
    },
    async editReply(payload: any) {
      if (!fake.replied && !fake.deferred) throw new Error('InteractionNotReplied');
      recorded.edited.push(payload);
      return {};
    },
    async followUp(payload: any) {
      recorded.followUps.push(payload);
      return { id: `m-follow-${recorded.followUps.length}`, channelId: 'c1' };
    },
    async fetchReply() {
      recorded.fetched++;
      return { id: 'm-fetched', channelId: 'c1' };
    },
    async respond(choices: any) {
      recorded.responds.push(choices);
    },
    client: {
      rest: {
        async get(route: string) {
          const id = route.split('/').at(-1)!;
          return spec.stored?.[id] ?? { id, flags: 0, components: [{ type: 1, components: [] }], attachments: [] };
        },
        async patch(route: string, opts: { body: unknown }) {
          recorded.patches.push({ route, body: opts.body });
          if (spec.failPatches) throw new Error('Unknown Message');
          return {};
        },
      },
    },
  };
  return { interaction: fake as Interaction, recorded };
}
