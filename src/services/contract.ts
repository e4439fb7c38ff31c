// The one door into the game platform, shared by the Discord commands and the local table.
// Everything here is Discord-agnostic: plain data in, plain reply models out.
// Implemented by GameService in ./gameService.ts.

export interface Where {
  guildId: string | null;
  channelId: string;
}

export interface Actor {
  userId: string;
  /** Display name (any script, up to 32 characters). */
  name: string;
  /** Holds Manage Server in this guild (may cancel any game). */
  canManage?: boolean;
}

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
  /** A board picture to attach (PNG). */
  image?: { name: string; data: Buffer };
  rows: RowSpec[];
}

/** A message posted earlier whose buttons must now be removed (an older turn message). */
export interface Retire {
  channelId: string;
  messageId: string;
}

export interface Answer {
  /** The interaction's own reply (public or ephemeral). */
  reply: Reply;
  /**
   * Set when `reply` is the game's new public turn or lobby message: once posted, call
   * `service.messagePosted(gameId, messageId)` so that it can be retired later.
   */
  posts?: { gameId: number };
  /** Older messages to strip of their buttons once the reply is posted. */
  retire: Retire[];
}

export interface AutocompleteOption {
  name: string;
  value: string;
}

export interface Service {
  // Lobby
  newGame(where: Where, actor: Actor, game: string, ai: number): Answer;
  join(where: Where, actor: Actor): Answer;
  leave(where: Where, actor: Actor): Answer;
  addAi(where: Where, actor: Actor): Answer;
  start(where: Where, actor: Actor): Answer;
  cancel(where: Where, actor: Actor): Answer;
  resign(where: Where, actor: Actor): Answer;

  // Play
  /** `/roll`: takes the pending roll choice of the actor. */
  roll(where: Where, actor: Actor): Answer;
  /** `/playcard`: card instance id from the actor's hand, optional target (seat number as text). */
  playCard(where: Where, actor: Actor, card: string, target?: string): Answer;
  /** `/choose`: any legal choice id of the pending decision. */
  choose(where: Where, actor: Actor, choiceId: string): Answer;
  /** Any button or select menu the service built. `values` are the selected values of a select. */
  component(where: Where, actor: Actor, customId: string, values?: string[]): Answer;

  // Looking
  hand(where: Where, actor: Actor): Answer;
  board(where: Where): Answer;
  status(where: Where): Answer;
  log(where: Where, count: number): Answer;
  rules(game?: string): Answer;
  help(): Answer;

  // Autocomplete (answers only the asking user, so may name their own cards)
  autocompleteCards(where: Where, actor: Actor, typed: string): AutocompleteOption[];
  autocompleteTargets(where: Where, actor: Actor, card: string, typed: string): AutocompleteOption[];
  autocompleteChoices(where: Where, actor: Actor, typed: string): AutocompleteOption[];

  /** Records the id of a posted public message (see Answer.posts). */
  messagePosted(gameId: number, channelId: string, messageId: string): void;
  /** The channel was deleted: its game is closed. */
  channelGone(channelId: string): void;
}
