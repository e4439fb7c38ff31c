// The shapes of the one door into the game platform (callers import them from ./index.ts),
// shared by the Discord commands and the local table. Everything here is Discord-agnostic:
// plain data in, plain reply models out. Implemented by createService in ./service.ts.
import type { Locale } from '../engine/text';

export type { Locale };

/** What the start drew ahead of the first clicks (looking/warm.ts). */
export interface Warmed {
  /** Boards drawn: one per game kind and language among the games looked at (a drawing that fails is logged where it fails, as for any turn message). */
  boards: number;
  /** Games that could not be loaded to draw (their own clicks will say why). */
  failed: number;
}

export interface Where {
  guildId: string | null;
  channelId: string;
  /** The server's preferred language (Discord's guild_locale): a new game's default when it is French or Hungarian. */
  guildLocale?: Locale;
}

export interface Actor {
  userId: string;
  /** Display name (any script, up to 32 characters). */
  name: string;
  /** Holds Manage Server in this guild (may cancel any game). */
  canManage?: boolean;
  /** The language of their Discord (interaction.locale): what private answers speak (default English). */
  locale?: Locale;
  /**
   * Asked in a conversation that is not theirs alone (a group DM, a DM with someone else): even a
   * private answer names nothing secret there (no hand).
   */
  company?: boolean;
}

/** Who asks a read-only question (their language, and whether others share the conversation). */
export type Asker = Pick<Actor, 'locale' | 'company'>;

export type ButtonStyle = 'primary' | 'secondary' | 'success' | 'danger';

export interface ButtonSpec {
  /** At most 100 characters; built and parsed only by the service. */
  customId: string;
  /** At most 80 characters. */
  label: string;
  style: ButtonStyle;
  disabled?: boolean;
}

export interface SelectSpec {
  customId: string;
  placeholder: string;
  /** 1..25 options; value at most 100 characters, label at most 100. */
  options: Array<{ label: string; value: string; description?: string }>;
}

/** At most 5 rows; a row holds up to 5 buttons or exactly one select. */
export type RowSpec = { buttons: ButtonSpec[] } | { select: SelectSpec };

export interface Reply {
  ephemeral: boolean;
  /** At most 2000 characters. Mentions as <@userId>. */
  content: string;
  /**
   * A board picture to attach (PNG). `board`: the key of what it draws but the caption's dice
   * (messages/pictureRule.ts): an edit showing the same board keeps the message's picture.
   */
  image?: { name: string; data: Buffer; board?: string };
  /** Another file to attach (the whole /log as text). */
  file?: { name: string; data: Buffer };
  rows: RowSpec[];
  /**
   * Shown as one card when public (on Discord a Components V2 container: text, picture, then the
   * rows): the turn and final messages. A message posted as a card stays one in every edit.
   */
  card?: boolean;
  /** The card's accent: the seat colour of whoever must act (or of the one winner), as 0xRRGGBB. */
  accent?: number;
}

/** A message posted earlier whose buttons must now be removed (an older turn message, an old DM card). */
export interface Retire {
  channelId: string;
  messageId: string;
  /** A DM that carries several games' cards: only this game's card loses its buttons. */
  gameId?: number;
}

/**
 * A player's turn as a card in their DM with the bot: the call to act, the player's own hand,
 * the board (by the picture rule, messages/pictureRule.ts), and the decision's buttons and
 * menus, which act on the game as the thread's do.
 */
export interface DmCard {
  /** A card (`card: true`, public): the DM has nobody else in it. */
  reply: Reply;
  /** The player-turn it shows: its buttons are taken off once that turn is over. */
  turnNo: number;
  /** Where the game plays (its thread, or its channel): a click once it has moved is refused. */
  placeId: string;
}

/** A game's card in a DM, as `Service.dmCardsPosted` records it. */
export interface DmCardSent {
  gameId: number;
  turnNo: number;
  placeId: string;
}

/** A click in the bot's DM: on which message, and whether that message is a private answer (not a card). */
export interface DmClick {
  channelId: string;
  messageId: string;
  onPrivate: boolean;
}

/** A message posted earlier to be rewritten (the lobby, once people join or the game starts). */
export interface Edit {
  channelId: string;
  messageId: string;
  reply: Reply;
}

/**
 * What a posted public message is: the lobby, or the turn message showing `version` of
 * player-turn `turnNo`. Once on Discord, call `service.messagePosted(posts, channelId, messageId)`.
 */
export type Posts =
  | { gameId: number; lobby: true }
  | {
      gameId: number;
      version: number;
      turnNo: number;
      /** The board key of the picture the place shows last once this is out (pictureRule.ts `shownBoard`). */
      board?: string | null;
      /**
       * The game's turn message this one follows on from (edits, or retires) as recorded when it
       * was made; another one recorded meanwhile (another process's) is withdrawn once this is.
       */
      follows?: string | null;
    };

export interface Answer {
  /** The interaction's own reply (public or ephemeral). */
  reply: Reply;
  /**
   * True: the reply replaces the message whose button or menu was used (the same player's turn
   * goes on in the same message, the lobby changes in place). Only for component interactions.
   */
  update?: boolean;
  /** Set when `reply` is the game's lobby or turn message (see Posts). */
  posts?: Posts;
  /** Older messages to strip of their buttons once the reply is posted. */
  retire: Retire[];
  /** Other messages to rewrite once the reply is posted. */
  edits?: Edit[];
  /**
   * The answer takes seconds: `reply` only says so. The caller defers the interaction privately,
   * then answers with `await service.replay(...)` (the replay GIF of game `replay`) or
   * `await service.clip(...)` (the catch-up clip of game `clip`, asked at its `version`).
   */
  later?: { replay: number } | { clip: number; version: number };
  /** The answer refuses what was asked (out of turn, a stale button, bad input): it changed nothing. */
  refused?: true;
  /**
   * In the bot's DM: `reply` is a new DM card of this game, answered as a message of its own;
   * once posted, call `service.dmCardsPosted` with it.
   */
  dmCard?: DmCardSent;
}

/**
 * Work the bot owes Discord, durable in the database: asked for with `service.pump()` at start,
 * on a timer and after each interaction, and acknowledged back, so that each is done once.
 */
export type Announcement =
  /** Make a public thread for the game in `channelId`, then call `service.placed`. */
  | { kind: 'thread'; gameId: number; channelId: string; name: string }
  /** Post (or, with `messageId`, edit) the game's turn message, then `service.messagePosted(posts, ...)`. */
  | { kind: 'turn'; posts: Posts; channelId: string; messageId: string | null; reply: Reply; retire: Retire[] }
  /**
   * A message in a channel. With `outbox` (a reminder) it is owed until `service.said(outbox,
   * messageId)`; without, it is said once and not tried again.
   */
  | { kind: 'say'; channelId: string; reply: Reply; outbox?: number }
  /**
   * A direct message, in `locale` (the receiver's); when the user's DMs are closed, call
   * `service.dmFailed(userId)`. DMs to one user within a minute go out together, headed by how many
   * games call them (src/discord/dmBundler.ts): `gameId`, set on a turn call, is the game whose turn
   * it is; `brief`, the DM in one line (a turn call's call and link), stands for it in a bundle
   * that would not fit one DM whole. `card`: the turn as a card to decide in the DM (`content`
   * is its text alone); once sent, call `service.dmCardsPosted`.
   */
  | { kind: 'dm'; userId: string; content: string; locale: Locale; gameId?: number; brief?: string; card?: DmCard }
  /** Rewrite a message (the lobby, once its thread exists). */
  | { kind: 'edit'; edit: Edit }
  /**
   * A turn message superseded by another one recorded for its game (two processes answered at
   * once): `remove`, a second message for the same player-turn, is deleted; otherwise it keeps its
   * text and loses its buttons. Said once: a failure leaves stale buttons, which are refused.
   * Also a DM card whose turn is over (`gameId`: only that game's card of the DM loses its buttons).
   */
  | { kind: 'withdraw'; channelId: string; messageId: string; remove: boolean; gameId?: number };

/** Why a game got no thread: no permission, the server's active-thread limit, or it was opened in a thread. */
export type ThreadRefusal = 'permission' | 'limit' | 'in-thread';

/** A durable post, as `postFailed` names it: a game's thread or turn message, or an outbox row. */
export type Owed = { gameId: number } | { outboxId: number };

/** What became of a durable post that failed. */
export type PostVerdict =
  /** It is tried again in `inMs` (each failed try waits longer). */
  | { kind: 'retry'; tries: number; inMs: number }
  /** Too many failed tries: given up (a thread not made: the game plays in its channel). */
  | { kind: 'given-up'; tries: number }
  /** Its thread or channel is gone: these games were ended (nothing more is owed there). */
  | { kind: 'ended'; gameIds: number[] }
  /** Nothing is owed there any more. */
  | { kind: 'none' };

/** One of the bot's own recent messages in a place, as far as matching an owed post goes. */
/** What became of the game of a thread closed for good (see `Service.threadClosed`). */
export type Moved =
  /** The game that moved to its channel (null: none was playing in the thread), and what it owes there now. */
  | { kind: 'moved'; gameId: number | null; announcements: Announcement[] }
  /** Nowhere to go (its channel has a live game of its own, or it was opened in that thread): what it owed is given up. */
  | { kind: 'stuck'; gameId: number };

export interface SeenMessage {
  id: string;
  content: string;
  /** The custom ids of its buttons and menus. */
  customIds: string[];
}

/** Of the bot's recent messages, the one that already is an owed post, and older copies that must lose their buttons. */
export interface Found {
  postedId: string | null;
  stale: string[];
}

/**
 * How many actions /log shows unless asked, and at the most: the slash command offers the same
 * range the service clamps to.
 */
export const DEFAULT_LOG_COUNT = 10;
export const MAX_LOG_COUNT = 50;

export interface AutocompleteOption {
  name: string;
  value: string;
}

/** Platform settings asked at /game new (each optional). */
export interface NewGameAsk {
  /** "3d", "12h", "90m" or "off"; or a time bank, "bank:5d+1d". */
  clock?: string;
  /** Vacation allowance per player, in days (default 14). */
  vacation?: number;
  /** Missed turns in a row before the AI keeps the seat. */
  absent?: number;
  /** Take forced decisions (exactly one public choice) automatically. */
  autoForce?: boolean;
  /** The game's language ("en", "fr", "hu"): its public messages and pictures; default the server's (French, Hungarian) or English. */
  language?: string;
}

/** What `/settings` was given (each optional; none: show the settings). */
export interface SettingsAsk {
  /** An IANA zone or a city ("Europe/Paris", "Tokyo"). */
  timezone?: string;
  /** The hours the player sleeps, "23-8", or "off". */
  quiet?: string;
  /** "sat,sun", or "off". */
  daysoff?: string;
  dm?: boolean;
}

export interface Service {
  // Lobby
  newGame(where: Where, actor: Actor, game: string, ai: number, ask?: NewGameAsk): Promise<Answer>;
  join(where: Where, actor: Actor): Promise<Answer>;
  leave(where: Where, actor: Actor): Promise<Answer>;
  addAi(where: Where, actor: Actor): Promise<Answer>;
  start(where: Where, actor: Actor): Promise<Answer>;
  cancel(where: Where, actor: Actor): Promise<Answer>;
  /** Asks for a private confirmation first (a button). */
  resign(where: Where, actor: Actor): Promise<Answer>;
  /** Hands the seat of `userId`, whose clock ran out, to the AI (any seated player may). */
  handover(where: Where, actor: Actor, userId: string): Promise<Answer>;
  /** `/game return`: the actor's seat is theirs again from their next turn. */
  comeBack(where: Where, actor: Actor): Promise<Answer>;

  // Play
  /** `/roll`: takes the pending roll choice of the actor (asks which when there are several). */
  roll(where: Where, actor: Actor): Promise<Answer>;
  /** `/playcard`: card instance id from the actor's hand, optional target (seat number as text). */
  playCard(where: Where, actor: Actor, card: string, target?: string): Promise<Answer>;
  /** `/choose`: any legal choice id of the pending decision. */
  choose(where: Where, actor: Actor, choiceId: string): Promise<Answer>;
  /**
   * Any button or select menu the service built. `values` are the selected values of a select;
   * `ephemeral`: the component sits on a private message (so the answer must not replace it with a turn message).
   * `messageId`: the public message it sits on, when Discord's copy of it carries this very button
   * (the proof that the bot made it: a button newer than its game then means the database lost moves).
   * `parent`: the channel of the thread it was used in (null: none), asked only of such a newer
   * button outside its game's place: the thread a start the database lost made for it.
   */
  component(
    where: Where,
    actor: Actor,
    customId: string,
    values?: string[],
    ephemeral?: boolean,
    messageId?: string,
    parent?: () => Promise<string | null>,
  ): Promise<Answer>;
  /**
   * A button or select menu used in the bot's DM with `actor` (a DM card, or a private answer
   * there): acts on its game as the same click in the game's place would, answered in the DM. A
   * card from an earlier turn, a game the actor no longer sits in, or one that has moved to
   * another place since the card went out is refused kindly, changing nothing.
   */
  dmComponent(actor: Actor, clicked: DmClick, customId: string, values?: string[]): Promise<Answer>;

  // Looking
  hand(where: Where, actor: Actor): Promise<Answer>;
  board(where: Where, asker?: Asker): Promise<Answer>;
  status(where: Where, asker?: Asker): Promise<Answer>;
  /**
   * The last `count` actions; or `{ page }` through the whole game; or `{ file: true }` as a text
   * file. `due` (/log with no options): the asker's catch-up instead when it is their turn.
   */
  log(
    where: Where,
    ask: number | { count: number; page?: number; file?: boolean; due?: boolean; replay?: boolean },
    asker?: Asker & Partial<Pick<Actor, 'userId'>>,
  ): Promise<Answer>;
  /**
   * The animated replay (a GIF) of finished game `gameId`, asked for by an answer's `later`: made
   * in steps that leave the event loop to other games between frames. Private.
   */
  replay(where: Where, actor: Actor, gameId: number): Promise<Answer>;
  /**
   * What the actor missed in game `gameId` since their own last move, as an animated clip (a
   * GIF), asked from the catch-up shown at `version`: made as the replay is. Private; a friendly
   * refusal when the game moved on, ended, or they no longer sit in it.
   */
  clip(where: Where, actor: Actor, gameId: number, version: number): Promise<Answer>;
  /** "What did I miss?": everything since the actor's own last decision here, theirs first, privately. */
  catchUp(where: Where, actor: Actor): Promise<Answer>;
  /** The actor's running games in every server, their turn first (and lobbies here); `all`: every running game in this server. */
  games(where: Where, actor: Actor, all?: boolean): Promise<Answer>;
  /** Games played and won in this server by `user` (the actor when absent). */
  stats(where: Where, actor: Actor, user?: { userId: string; name: string }, game?: string): Promise<Answer>;
  /** Finished games in this server. */
  history(where: Where, asker?: Asker): Promise<Answer>;
  /** Opt in or out of a direct message when it is one's turn. */
  notify(actor: Actor, on: boolean): Promise<Answer>;

  // Time that fits people's lives (docs/pacing.md)
  /** `/settings`: the actor's own time zone, quiet hours, days off and DMs (none asked: shows them). Private. */
  settings(actor: Actor, ask: SettingsAsk): Promise<Answer>;
  /** `/away until:<date or duration> [reason]`, or `until: 'off'`: the actor's vacation, in every game. Private. */
  away(actor: Actor, until: string, reason?: string): Promise<Answer>;
  /** `/game pause [reason]`: asks the others (the creator or a moderator pauses alone). */
  pause(where: Where, actor: Actor, reason?: string): Promise<Answer>;
  /** `/game resume`: the clocks run again. */
  resume(where: Where, actor: Actor): Promise<Answer>;
  /** `/undo`: takes back the actor's last decision of this turn, while nothing was revealed since. */
  undo(where: Where, actor: Actor): Promise<Answer>;
  /** A game's rules in short; without a name, those of the game here (or the list of games). */
  rules(where: Where, game?: string, asker?: Asker): Promise<Answer>;
  /** The command reference; spinning and cards are mentioned only when a game here has them. */
  help(where: Where, asker?: Asker): Promise<Answer>;

  // Autocomplete (answers only the asking user, so may name their own cards)
  autocompleteCards(where: Where, actor: Actor, typed: string): Promise<AutocompleteOption[]>;
  autocompleteTargets(where: Where, actor: Actor, card: string, typed: string): Promise<AutocompleteOption[]>;
  autocompleteChoices(where: Where, actor: Actor, typed: string): Promise<AutocompleteOption[]>;
  /** IANA time zones matching what was typed (a city or a name). */
  autocompleteZones(typed: string): Promise<AutocompleteOption[]>;
  /**
   * The actor's running games as choices of a `game` option, their turn first, each named with its
   * channel ("The A-Team in #boardgames, your turn"); `placeName`: a channel's name (null: unknown).
   */
  autocompleteGames(actor: Actor, typed: string, placeName?: (channelId: string) => string | null): Promise<AutocompleteOption[]>;

  // From anywhere (a DM, a group DM, a server without the bot)
  /**
   * Which of the actor's running games a command about one game means, asked outside its server
   * channel: `game` (the option: an id, or a name only one of them has), else their only one. The
   * game's place to ask in, or the private answer saying why none (none running, several, not theirs).
   */
  pickGame(actor: Actor, game: string | null): Promise<{ where: Where } | { answer: Answer }>;

  /**
   * Records the id of a posted public message (see Posts); returns the DMs it calls for, and the
   * next turn message when a seat left at rest by a crash (an AI's) has now played on from it.
   */
  messagePosted(posts: Posts, channelId: string, messageId: string, guildId?: string | null): Promise<Announcement[]>;
  /**
   * Draws, without sending, the board of the most recently played running game of each kind and
   * language, so that a process's first clicks do not wait for the drawing's first use.
   */
  warmPictures(): Promise<Warmed>;
  /** Everything owed now: the clock's work (AI takes expired turns, reminders), threads, turn messages; the first call after start also lets AI seats at rest play on. */
  pump(): Promise<Announcement[]>;
  /**
   * An announcement from `pump()`, checked again just before it is carried out: itself, the
   * game's newer turn message, or null when an interaction did it meanwhile or its next try is not due.
   */
  stillOwed(a: Announcement): Promise<Announcement | null>;
  /**
   * The game's thread was made (`threadId`), or could not be (null: it plays in its channel),
   * `why` (default: the permission is missing), which the channel is told.
   */
  placed(gameId: number, threadId: string | null, why?: ThreadRefusal): Promise<Announcement[]>;
  /** An outbox message (a `say` with `outbox`) is on Discord as `messageId`: no longer owed. */
  said(outbox: number, messageId: string): Promise<void>;
  /**
   * A durable post failed. `goneChannelId`: Discord said this channel or thread does not exist
   * (Unknown Channel): the games played or opened there end. Otherwise it is tried again later
   * (waiting longer each time), and given up after a bounded number of tries.
   */
  postFailed(owed: Owed, goneChannelId: string | null): Promise<PostVerdict>;
  /**
   * Before posting an owed post anew: which of the bot's recent messages in its place (newest
   * first) already is it (Discord stored it, the bot never heard), and which older copies of the
   * game's turn messages still carry buttons.
   */
  findPosted(a: Announcement, seen: readonly SeenMessage[]): Found;
  /**
   * The DM `messageId` in `channelId` to `userId` carries these games' cards: kept, so that each
   * loses its buttons when its turn is over (returned at once for one already over).
   */
  dmCardsPosted(userId: string, channelId: string, messageId: string, cards: readonly DmCardSent[]): Promise<Announcement[]>;
  /** A direct message could not be delivered: no further tries for this user. */
  dmFailed(userId: string): Promise<void>;
  /** The DM channel Discord opened with `userId`, kept since (null: none yet, open one). */
  dmChannel(userId: string): Promise<string | null>;
  /** Keeps the DM channel opened with `userId` (null: it is gone, open it again next time). */
  dmOpened(userId: string, channelId: string | null): Promise<void>;
  /**
   * A game's thread is closed for good (locked, or it cannot be unarchived): the game playing
   * there moves to its channel and says so once (its notice and turn message are returned), or,
   * with nowhere to go (its channel has a live game, or it was opened in that thread), its owed
   * posts and reminders are given up ('stuck').
   */
  threadClosed(threadId: string): Promise<Moved>;
  /**
   * An answer to `actor` in the thread `where` was refused because the thread is locked (Discord
   * lets nobody answer there): the DM that tells them instead, with the private `reply` it would
   * have been (a public one: that it was done) and where the thread's game goes on. `parentId`:
   * the thread's channel, where its game plays once moved.
   */
  lockedOut(where: Where, actor: Actor, reply: Reply | null, parentId: string | null): Promise<Announcement[]>;
  /**
   * Discord refused to take the buttons off `old` because its thread is archived or locked: the
   * retirement is owed until the thread is open again (`retirements`, `retirementTried`).
   */
  oweRetirement(old: Retire): Promise<void>;
  /** The owed retirements to try now: those due (`placeId` null), or every one in `placeId`, where the bot just wrote. */
  retirements(placeId: string | null): Promise<Retire[]>;
  /** An owed retirement was tried: `done` (or the message is gone), else refused again and tried later, each wait longer. */
  retirementTried(old: Retire, done: boolean): Promise<void>;
  /** The channel was deleted: its game is closed. */
  channelGone(channelId: string): Promise<void>;
}
