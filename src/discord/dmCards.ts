// DM cards on Discord (the service's DmCard: a player's turn to decide in their DM with the bot).
// A DM goes out as plain text, or, carrying cards, as one Components V2 message: a text display
// (a bundle's head line and the lines of what it shows without a card), then each card's
// container. A DM bundle carries several games' cards in one message, so each game's card is
// told apart by the ids of its buttons: a click there updates that container alone (the others
// keep their buttons and pictures), and a card whose turn is over loses only its own rows.
import { MessageFlags, TextDisplayBuilder, type APIMessageTopLevelComponent, type AttachmentBuilder } from 'discord.js';
import { gameOfId, type DmCard, type Reply } from '../services';
import { customIdsOf, sentBack, uploadsOf, V2_LIMITS } from './container';
import { toPayload } from './payload';

/** What a card takes of one message (Discord's limits are per message: dmBundler.ts adds them up). */
export interface CardSize {
  /** Components, nested ones included (the container, its text, picture, rows and their items). */
  components: number;
  /** Characters in its text displays. */
  text: number;
  /** Uploads (its picture). */
  files: number;
}

/** What a DM is on Discord: a REST body and its uploads. */
export interface DmMessage {
  body: Record<string, unknown>;
  files: Array<{ name: string; data: Buffer }>;
}

/** DMs never ping: the player is told by the DM itself. */
const NO_PINGS = { parse: [] as string[] };

/** Every component of a tree, nested ones included. */
function count(c: unknown): number {
  if (typeof c !== 'object' || c === null) return 0;
  const children = 'components' in c && Array.isArray(c.components) ? (c.components as unknown[]) : [];
  return 1 + children.reduce<number>((n, x) => n + count(x), 0);
}

/** What `card` takes of a message, as it goes out (payload.ts fits it to Discord's limits first). */
export function cardSize(card: DmCard): CardSize {
  const p = toPayload(card.reply);
  const json = p.components.map((c) => c.toJSON());
  const text = Math.min(card.reply.content.length, V2_LIMITS.text);
  return { components: json.reduce((n, c) => n + count(c), 0), text, files: p.files.length };
}

/** A DM as the bundler makes it: its text (a bundle's head and lines, or a lone DM's text), and the cards it carries. */
export function dmMessage(dm: { text: string; cards: ReadonlyArray<{ card?: DmCard }> }): DmMessage {
  const cards = dm.cards.flatMap((p) => (p.card ? [p.card.reply] : []));
  if (cards.length === 0) return { body: { content: dm.text, allowed_mentions: NO_PINGS }, files: [] };
  const files = cards
    .flatMap((r) => [r.image, r.file].filter((f) => f !== undefined))
    .map((f) => ({ name: f.name, data: f.data }));
  const components = [
    ...(dm.text === '' ? [] : [new TextDisplayBuilder().setContent(dm.text).toJSON()]),
    ...cards.map((r) => toPayload(r).components[0].toJSON()),
  ];
  return {
    body: {
      flags: MessageFlags.IsComponentsV2,
      components,
      allowed_mentions: NO_PINGS,
      attachments: files.map((f, i) => ({ id: String(i), filename: f.name })),
    },
    files,
  };
}

/** The top-level container of a DM that holds game `gameId`'s card (its buttons name the game). */
export const holdsGame =
  (gameId: number) =>
  (container: Record<string, unknown>): boolean =>
    customIdsOf([container]).some((id) => gameOfId(id) === gameId);

/**
 * The update of a DM card clicked on (custom id `clicked`): the container holding that button
 * becomes `reply`'s card; the rest of the DM (a bundle's head, other games' cards, their
 * pictures) stays as it is.
 */
export function cardUpdate(
  message: { components: readonly unknown[]; attachments: ReadonlyArray<{ id: string; filename: string }> },
  clicked: string,
  reply: Reply,
): {
  components: APIMessageTopLevelComponent[];
  files: AttachmentBuilder[];
  attachments: Array<{ id: string }>;
  flags: MessageFlags.IsComponentsV2;
} {
  const p = toPayload(reply);
  const fresh = p.components[0].toJSON();
  const at = message.components.findIndex((c) => customIdsOf([c]).includes(clicked));
  const others = message.components.filter((_, i) => i !== at);
  const components = message.components.map((c, i) => (i === at ? fresh : sentBack(c, message.attachments)));
  if (at < 0) components.push(fresh);
  const kept = [...new Set(others.flatMap(uploadsOf))];
  return {
    // As Discord sent them, but for their ids and media (container.ts sentBack).
    components: components as APIMessageTopLevelComponent[],
    files: p.files,
    attachments: kept.map((id) => ({ id })),
    flags: MessageFlags.IsComponentsV2,
  };
}
