// Turns the service's Discord-agnostic Reply into a discord.js message payload.
// The service is meant to keep Discord's limits; this clamps anyway, because a reply that
// breaks a limit is refused outright and the player would get nothing at all.
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  MessageFlags,
  StringSelectMenuBuilder,
  type ContainerBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { cardOf } from './container';
import { clip, type ButtonSpec, type Reply, type RowSpec, type SelectSpec } from '../services';

export const LIMITS = {
  content: 2000,
  rows: 5,
  buttonsPerRow: 5,
  buttonLabel: 80,
  selectOptions: 25,
  optionText: 100,
  placeholder: 150,
  customId: 100,
} as const;

/** Ids and option values cannot be clipped (they are parsed back): one out of bounds is left out instead. */
const fits = (id: string): boolean => id.length >= 1 && id.length <= LIMITS.customId;

const STYLES: Record<ButtonSpec['style'], ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  success: ButtonStyle.Success,
  danger: ButtonStyle.Danger,
};

export interface ReplyPayload {
  /** Absent on a card (Components V2): its text is in the container. */
  content?: string;
  components: Array<ActionRowBuilder<MessageActionRowComponentBuilder> | ContainerBuilder>;
  files: AttachmentBuilder[];
  allowedMentions: { parse: Array<'users'> };
  flags?: MessageFlags.Ephemeral | MessageFlags.IsComponentsV2;
}

/** A card goes out as one Components V2 container when public; a private answer stays classic. */
export const isCard = (reply: Reply): boolean => reply.card === true && !reply.ephemeral;

/** Fits both interaction replies and message edits. */
export function toPayload(reply: Reply): ReplyPayload {
  const rows = reply.rows
    .map(toRow)
    .filter((r) => r.components.length > 0)
    .slice(0, LIMITS.rows);
  const files = [reply.image, reply.file]
    .filter((f) => f !== undefined)
    .map((f) => new AttachmentBuilder(f.data, { name: f.name }));
  // Turn messages mention players to ping them; display names must never ping @everyone or roles.
  const allowedMentions = { parse: ['users' as const] };
  if (isCard(reply)) return { components: [cardOf(reply, rows)], files, allowedMentions, flags: MessageFlags.IsComponentsV2 };
  const payload: ReplyPayload = { content: clip(reply.content, LIMITS.content), components: rows, files, allowedMentions };
  if (reply.ephemeral) payload.flags = MessageFlags.Ephemeral;
  return payload;
}

function toRow(row: RowSpec): ActionRowBuilder<MessageActionRowComponentBuilder> {
  const built = new ActionRowBuilder<MessageActionRowComponentBuilder>();
  if ('buttons' in row) {
    built.addComponents(
      row.buttons
        .filter((b) => fits(b.customId))
        .slice(0, LIMITS.buttonsPerRow)
        .map(toButton),
    );
  } else if (fits(row.select.customId) && row.select.options.some((o) => fits(o.value))) {
    built.addComponents(toSelect(row.select));
  }
  return built;
}

function toButton(spec: ButtonSpec): ButtonBuilder {
  return new ButtonBuilder()
    .setCustomId(spec.customId)
    .setLabel(clip(spec.label, LIMITS.buttonLabel))
    .setStyle(STYLES[spec.style])
    .setDisabled(spec.disabled ?? false);
}

function toSelect(spec: SelectSpec): StringSelectMenuBuilder {
  return new StringSelectMenuBuilder()
    .setCustomId(spec.customId)
    .setPlaceholder(clip(spec.placeholder, LIMITS.placeholder))
    .addOptions(
      spec.options
        .filter((o) => fits(o.value))
        .slice(0, LIMITS.selectOptions)
        .map((o) => ({
          label: clip(o.label, LIMITS.optionText),
          value: o.value,
          ...(o.description ? { description: clip(o.description, LIMITS.optionText) } : {}),
        })),
    );
}

/** A kept picture keeps its old name on its message, which a card's gallery must then point at. */
export function withKeptName(reply: Reply, kept: { name: string } | null): Reply {
  return kept && reply.image ? { ...reply, image: { ...reply.image, name: kept.name } } : reply;
}

/**
 * The same message as a raw REST body with its files, for posting to a channel or editing a
 * message outside an interaction. `editing`: the new files replace the old attachments.
 * `kept`: the message's attachment already showing this picture, kept instead of uploaded again.
 */
export function restMessage(
  shown: Reply,
  editing = false,
  kept: { id: string; name: string } | null = null,
): { body: Record<string, unknown>; files: Array<{ name: string; data: Buffer }> } {
  const reply = withKeptName(shown, kept);
  const p = toPayload(reply);
  const files = [kept ? undefined : reply.image, reply.file]
    .filter((f) => f !== undefined)
    .map((f) => ({ name: f.name, data: f.data }));
  const body: Record<string, unknown> = {
    ...(p.content === undefined ? {} : { content: p.content }),
    components: p.components.map((c) => c.toJSON()),
    allowed_mentions: { parse: ['users'] },
    // A channel post cannot be ephemeral: only the card's flag goes.
    ...(p.flags === MessageFlags.IsComponentsV2 ? { flags: p.flags } : {}),
  };
  if (files.length > 0 || editing)
    body.attachments = [...(kept ? [{ id: kept.id }] : []), ...files.map((f, i) => ({ id: String(i), filename: f.name }))];
  // Discord makes a classic message a card only with its content reset to null (one posted before cards were).
  if (editing && p.content === undefined) body.content = null;
  return { body, files };
}
