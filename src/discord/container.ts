// A card reply (the turn and final messages) as one Components V2 container: the text, the board
// in a media gallery, then the decisions as action rows, with the seat's colour as its accent.
// With the IsComponentsV2 flag a message has no content or embeds, and Discord never lets an edit
// drop the flag, so an old card loses its buttons by an edit that keeps everything else.
import {
  ContainerBuilder,
  FileBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  TextDisplayBuilder,
  type ActionRowBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { clip, type Reply } from '../services';

export const V2_LIMITS = {
  /** Every component counts, nested ones too (the container, its rows and their buttons). */
  components: 40,
  /** All text displays together. */
  text: 4000,
} as const;

/** Component types of the API this file reads or writes. */
const TYPE = { row: 1, textDisplay: 10, mediaGallery: 12, file: 13, container: 17 } as const;

/** The card of `reply`: `rows` are its action rows, already fitted to Discord's limits. */
export function cardOf(reply: Reply, rows: ActionRowBuilder<MessageActionRowComponentBuilder>[]): ContainerBuilder {
  const card = new ContainerBuilder();
  if (reply.accent !== undefined) card.setAccentColor(reply.accent);
  card.addTextDisplayComponents(new TextDisplayBuilder().setContent(clip(reply.content, V2_LIMITS.text)));
  if (reply.image) {
    const item = new MediaGalleryItemBuilder().setURL(`attachment://${reply.image.name}`);
    card.addMediaGalleryComponents(new MediaGalleryBuilder().addItems(item));
  }
  // A V2 message shows only the files its components name.
  if (reply.file) card.addFileComponents(new FileBuilder().setURL(`attachment://${reply.file.name}`));
  // The container, the text and the picture (or file) count too.
  let budget = V2_LIMITS.components - 1 - card.components.length;
  for (const row of rows) {
    const size = 1 + row.components.length;
    if (size > budget) break;
    card.addActionRowComponents(row);
    budget -= size;
  }
  return card;
}

type Node = Record<string, unknown>;
const isNode = (c: unknown): c is Node => typeof c === 'object' && c !== null;
const childrenOf = (c: Node): unknown[] => (Array.isArray(c.components) ? (c.components as unknown[]) : []);

/** The text of a card's text displays, one per line, as the reply's content was (empty for a classic message). */
export function textOf(components: readonly unknown[]): string {
  const out: string[] = [];
  const walk = (c: unknown): void => {
    if (!isNode(c)) return;
    if (c.type === TYPE.textDisplay && typeof c.content === 'string') out.push(c.content);
    childrenOf(c).forEach(walk);
  };
  components.forEach(walk);
  return out.join('\n');
}

/**
 * A message's components (as Discord returns them) without their action rows, at any depth; with
 * `only`, only those inside the top-level containers it picks (one game's card of a DM bundle).
 * Discord answers a media item with its CDN address (which expires) and `attachment_id`: sent back
 * as `attachment://<name>` it keeps pointing at the message's own upload.
 */
export function withoutRows(
  components: readonly unknown[],
  attachments: ReadonlyArray<{ id: string; filename: string }>,
  only?: (container: Record<string, unknown>) => boolean,
): unknown[] {
  const top = only ? components : components.filter((c) => !(isNode(c) && c.type === TYPE.row));
  return top.map((c) => sentBack(c, attachments, !only || (isNode(c) && only(c))));
}

/**
 * A component as Discord returned it, made fit to be sent again: ids dropped (Discord numbers
 * them anew), media pointing at the message's own uploads, and its action rows dropped when `strip`.
 */
export function sentBack(c: unknown, attachments: ReadonlyArray<{ id: string; filename: string }>, strip = false): unknown {
  const own = (media: unknown): unknown => {
    if (!isNode(media)) return media;
    const upload = attachments.find((a) => a.id === media.attachment_id);
    return { url: upload ? `attachment://${upload.filename}` : media.url };
  };
  const walk = (x: unknown): unknown => {
    if (!isNode(x)) return x;
    const out: Node = { ...x };
    delete out.id;
    if (Array.isArray(x.components))
      out.components = childrenOf(x)
        .filter((y) => !(strip && isNode(y) && y.type === TYPE.row))
        .map(walk);
    if (Array.isArray(x.items)) out.items = (x.items as unknown[]).map((i) => (isNode(i) ? { ...i, media: own(i.media) } : i));
    if (isNode(x.file)) out.file = own(x.file);
    return out;
  };
  return walk(c);
}

/** The uploads (attachment ids) a component's media point at, at any depth. */
export function uploadsOf(c: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown): void => {
    if (!isNode(x)) return;
    if (Array.isArray(x.items))
      for (const i of x.items as unknown[])
        if (isNode(i) && isNode(i.media) && typeof i.media.attachment_id === 'string') out.push(i.media.attachment_id);
    if (isNode(x.file) && typeof x.file.attachment_id === 'string') out.push(x.file.attachment_id);
    childrenOf(x).forEach(walk);
  };
  walk(c);
  return out;
}

/** The custom ids of a message's buttons and menus, at any depth of its components. */
export function customIdsOf(components: readonly unknown[]): string[] {
  const out: string[] = [];
  const walk = (c: unknown): void => {
    if (!isNode(c)) return;
    if (typeof c.custom_id === 'string') out.push(c.custom_id);
    childrenOf(c).forEach(walk);
  };
  components.forEach(walk);
  return out;
}
