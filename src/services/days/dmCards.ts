// Decide in the DM: a player's turn as a card in their DM with the bot (contract.ts DmCard). It
// carries the DM's call to act and catch-up lines, the player's own hand (the DM has nobody else
// in it), the board by the picture rule (as where no picture stands above it: a DM has none of
// the thread's), and the decision's buttons and menus, whose ids are the thread's: a click there
// acts on the game as one in the thread would (components.ts, dmComponents.ts). Each card sent is
// kept (store/dmCards.ts) with its player-turn and the game's place, so that it loses its buttons
// once that turn is over, and a click after the game moved elsewhere is refused.
import * as store from '../../store';
import type { Announcement, DmCardSent, Reply, RowSpec } from '../contract';
import type { Deps, Loaded, Running } from '../core/context';
import { parseId, type IdKind } from '../core/customIds';
import type { Voice } from '../core/texts';
import { handReply } from '../messages/handMessage';
import { jumpLink } from '../messages/places';
import type { Drawn } from '../messages/pictureRule';
import { clip, esc } from '../messages/text';
import { turnReply } from '../messages/turnMessage';
import { gameName } from '../messages/voices';

/** A card's text at most: with the hand, longer than a message's 2,000, and a DM bundle's 4,000 still hold a head line. */
export const MAX_CARD_TEXT = 3000;

/** Buttons of the thread's turn message a DM card leaves out: the hand is shown in it, and handing over others' seats is the thread's business. */
const NOT_IN_DM: ReadonlySet<IdKind> = new Set(['hand', 'handover']);
/** The looking-back row (take back, details, what did I miss?): it goes last, as in the thread. */
const TOOLS: ReadonlySet<IdKind> = new Set(['undo', 'details', 'missed']);

const kindOf = (customId: string): IdKind | undefined => parseId(customId)?.kind;

/** Where the game is, as a DM names it: its thread in its channel, or its channel. */
export function placeName(me: Voice, r: Loaded): string {
  const place = store.placeOf(r.row);
  return place === r.row.channelId
    ? `<#${place}>`
    : me.t('notify.thread-in', { thread: `<#${place}>`, channel: `<#${r.row.channelId}>` });
}

/**
 * The call that heads a turn DM: "Your turn in The A-Team (#thread in #games): link", the link
 * to the turn message `messageId` (null: to the place, the message not being out yet).
 */
export function dmCall(deps: Deps, me: Voice, r: Running, messageId: string | null, guildId: string | null): string {
  const place = store.placeOf(r.row);
  return me.t('notify.dm', {
    game: esc(gameName(deps, me, r.def)),
    place: placeName(me, r),
    // The game's own server first: the process posting may be another server's shard.
    link: jumpLink(r.row.guildId ?? guildId, place, messageId),
  });
}

/**
 * The card of the turn of `seat` (whose player it goes to, in `me`'s language): `lines` (the
 * call, what happened), their hand, the picture, the thread's decision rows with the hand's play
 * menu instead of its My hand button. `drawn`: a new card or one a click updates, for the picture rule.
 */
export async function dmCardReply(
  deps: Deps,
  r: Running,
  me: Voice,
  seat: number,
  lines: readonly string[],
  drawn: Drawn,
): Promise<Reply> {
  const turn = await turnReply(deps, r, me, { drawn, alone: true });
  const text = [...lines];
  let handRows: RowSpec[] = [];
  if (r.def.cards && r.def.hand(r.match.state, seat).length > 0) {
    const hand = handReply(me, r, r.row.version, seat, 0);
    text.push('', hand.content);
    handRows = hand.rows;
  }
  const kept = (row: RowSpec): RowSpec | null => {
    if (!('buttons' in row)) return row;
    const buttons = row.buttons.filter((b) => !NOT_IN_DM.has(kindOf(b.customId)!));
    return buttons.length > 0 ? { buttons } : null;
  };
  const isTools = (row: RowSpec) => 'buttons' in row && row.buttons.every((b) => TOOLS.has(kindOf(b.customId)!));
  const rows = turn.rows.map(kept).filter((row): row is RowSpec => row !== null);
  // Five rows at most: the decision first, then the hand's play menu, the looking-back row last.
  const decision = [...rows.filter((row) => !isTools(row)), ...handRows];
  const all = [...decision.slice(0, 5), ...rows.filter(isTools)].slice(0, 5);
  return {
    ephemeral: false,
    card: true,
    content: clip(text.join('\n'), MAX_CARD_TEXT),
    rows: all,
    ...(turn.image ? { image: turn.image } : {}),
    ...(turn.accent === undefined ? {} : { accent: turn.accent }),
  };
}

/** What a card becomes once a click in the DM ended its player's turn: done, where the game goes on, what the click did. */
export function doneCard(deps: Deps, me: Voice, r: Loaded, lines: readonly string[]): Reply {
  const head = me.t('dm.done', { game: esc(gameName(deps, me, r.def)), place: placeName(me, r) });
  return { ephemeral: false, card: true, content: clip([head, ...lines].join('\n'), MAX_CARD_TEXT), rows: [] };
}

/** Cards as announcements that take their buttons off (one game's card of its DM). */
const withdrawn = (cards: readonly store.DmCardRow[]): Announcement[] =>
  cards.map((c) => ({ kind: 'withdraw', channelId: c.channelId, messageId: c.messageId, remove: false, gameId: c.gameId }));

/**
 * Game `gameId`'s DM cards whose turn is over now that turn `turnNo` is shown (null: the game is
 * over, every one): forgotten, and each loses its buttons.
 */
export async function overCards(
  deps: Deps,
  gameId: number,
  turnNo: number | null,
  userId: string | null = null,
): Promise<Announcement[]> {
  return withdrawn(await deps.store.takeDmCards(gameId, turnNo, userId));
}

/**
 * The DM `messageId` carries these cards. One whose turn ended while it waited to go out (DMs to
 * one user are held for up to a minute) loses its buttons at once: the turn message that ended it
 * found nothing to retire.
 */
export async function dmCardsPosted(
  deps: Deps,
  userId: string,
  channelId: string,
  messageId: string,
  cards: readonly DmCardSent[],
): Promise<Announcement[]> {
  await deps.store.addDmCards(userId, channelId, messageId, cards);
  const out: Announcement[] = [];
  for (const c of cards) {
    const row = await deps.store.gameById(c.gameId);
    const over = !row || row.status !== 'active';
    if (over || row.turn.no !== c.turnNo) out.push(...(await overCards(deps, c.gameId, over ? null : row.turn.no, userId)));
  }
  return out;
}

/** True when `userId` has a card of the game's current turn already (a click in the DM moved it on to it). */
export async function hasCurrentCard(deps: Deps, r: Running, userId: string): Promise<boolean> {
  return (await deps.store.dmCardsOf(r.row.id, userId)).some((c) => c.turnNo === r.row.turn.no);
}
