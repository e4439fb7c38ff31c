// The contract every game plug-in fulfils. Pure data in, pure data out:
// no Discord, no canvas, no SQLite, no clock. Randomness arrives as an Rng.
import type { Chance, Device } from './chance';
import type { Rng } from './rng';
import type { Catalogues, Text } from './text';

/** A seat at the table, as the engine sees it (names only for event texts). */
export interface Seat {
  readonly name: string;
  readonly ai: boolean;
}

export type ChoiceStyle = 'primary' | 'secondary' | 'success' | 'danger';

/**
 * One legal option of a pending decision. `id` is stable for a given state
 * (it travels inside button ids: keep it short, at most 40 characters, [a-z0-9:_.-]).
 * `action` is the game's own typed meaning of the choice: apply() receives the Choice the
 * engine matched by id, so a game never parses its ids back.
 */
export interface Choice<A = unknown> {
  readonly id: string;
  /**
   * What a button or select option shows, e.g. "Red 2: 5 squares to 31". At most 80 characters
   * in every language (a test checks; the platform clips as a last resort).
   */
  readonly label: Text;
  /** True when the choice reveals a secret card: never shown as a public button, only in the player's own (ephemeral) hand. */
  readonly secret?: boolean;
  /**
   * The card instance this choice plays. Only plays carry it: `/playcard` picks among them, so
   * a discard (its own explicit choice, secret too) never answers a `/playcard`.
   */
  readonly card?: string;
  /** Target seat of a card, when the card needs one. */
  readonly target?: number;
  /** The roll/spin choice of the turn: what `/roll` takes. */
  readonly roll?: boolean;
  readonly style?: ChoiceStyle;
  /** The game's typed action for this choice. */
  readonly action?: A;
  /** A letter drawn on the picture at this choice's end space (the label says "to B"). */
  readonly mark?: string;
  /**
   * What this choice costs the player who takes it, when it works against them (a card played
   * on oneself to one's loss: "you miss your next turn"). The platform lists such a choice last
   * and takes it only after a private confirmation that says this.
   */
  readonly harm?: Text;
}

/**
 * Who must decide what now, and which choices are legal.
 *
 * How a game holds a decision inside a turn (the house way, for every game): its state has an
 * `await` field, a tagged union naming what the game waits for ({ kind: 'turn' } at a turn's
 * start, { kind: 'stop', ... } for a mid-move question, ...). pending() reads it; apply()
 * sets it. No nullable side fields standing for "a question is open".
 */
export interface Pending<A = unknown> {
  readonly player: number;
  /**
   * What to do, addressed to the deciding player, without their name (the platform says whose
   * turn it is): "Roll the die, and play a card before or after if you like".
   */
  readonly prompt: Text;
  readonly choices: readonly Choice<A>[];
}

/**
 * A line of what happened, as a Text (stored as keys and parameters, never as a sentence).
 * Every die rolled appears in `dice`.
 */
export interface GameEvent {
  text: Text;
  dice?: number[];
  /** The chance results behind this event, typed (dice and the game's devices), shown as what they are. */
  chance?: Chance[];
  /** What the picture labels these results with ("Blue score 2"); when absent, the first seat the text names. */
  label?: Text;
  /**
   * Results that belong together (the throws of one battle): the caption shows the latest set
   * whole, both sides' throws, and never another set's beside it.
   */
  set?: string;
}

/** A secret card as its owner sees it. */
export interface CardView {
  /** Instance id, unique within the game (e.g. "c17"). */
  id: string;
  name: Text;
  text: Text;
}

/** What the renderer draws on top of the static board. Never contains hidden information. */
export interface Token {
  readonly seat: number;
  /** Board space id from data/boards/<game>.json. */
  readonly space: string;
  /**
   * Short text on the token: how many pieces a stack holds, or an initial, a Text when it is the
   * initial of a word of the game's language (The A-Team's "H" for Hannibal, French "Y" for Yan).
   */
  readonly label: string | Text;
  /** Drawn as a stack: a second disc behind it (several pieces standing as one). */
  readonly stacked?: boolean;
  /** A chevron on the rim pointing the way the piece travels: from space `from` toward space `to`. */
  readonly heading?: { from: string; to: string };
  /** Small marker drawn beside the token, e.g. "F" for the formula. */
  readonly badge?: string;
}

/** A lettered mark on a space: the end of an offered choice ("to B"). */
export interface Mark {
  readonly space: string;
  readonly letter: string;
  /** Spaces of the way there, drawn faintly (optional). */
  readonly path?: readonly string[];
}

/** A marker that belongs to no seat: a face-up assignment's bonus, a TIE Fighter, a held square. */
export interface Marker {
  readonly space: string;
  /** Short text ("+50", "TIE"). */
  readonly label: Text;
  /** CSS colour (default: a neutral gold). */
  readonly color?: string;
}

export interface Scene {
  readonly tokens: readonly Token[];
  /** Space ids of the last move, drawn highlighted (in path order). */
  readonly highlight: readonly string[];
  /** One or two short public lines for the caption (e.g. "Formula: Face"). */
  readonly notes?: readonly Text[];
  /** Letters on the ends of the choices now offered. */
  readonly marks?: readonly Mark[];
  /** Markers that belong to no seat. */
  readonly markers?: readonly Marker[];
  /** One short public line per seat for the seat key (score, adventure, prisoners, missions), by seat index. */
  readonly seatLines?: readonly Text[];
  /** The chance results to show in the caption, each drawn as its device draws it. */
  readonly chance?: readonly Chance[];
}

export interface Outcome {
  /** Winning seats (two for a winning partnership). Empty for a game ended without a winner. */
  readonly winners: readonly number[];
  readonly text: Text;
}

export type Options = Readonly<Record<string, string | number | boolean>>;

export interface SetupContext {
  readonly seats: readonly Seat[];
  readonly options: Options;
  readonly rng: Rng;
}

export interface Applied<S> {
  state: S;
  events: GameEvent[];
}

export const ERRORS = ['not-your-turn', 'illegal-choice', 'game-over'] as const;
export type EngineError = (typeof ERRORS)[number];

export type Result<T, E extends string = EngineError> = { ok: true; value: T } | { ok: false; error: E; message: string };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E extends string>(error: E, message: string): { ok: false; error: E; message: string } => ({
  ok: false,
  error,
  message,
});

/**
 * A game plug-in: set-up, pending decision, apply, per-player view, end.
 * S is the game's own JSON-safe state, read-only all the way down (`readonly` fields and arrays:
 * a state is shared by the matches before and after it; apply() changes only a copy of its own,
 * see readonly.ts); V its per-player view, read-only too, A its choices' actions.
 */
export interface GameDef<S = unknown, V = unknown, A = unknown> {
  id: string;
  /** The English name (logs, lists of ids); each language's name is the catalogue's `name` key when the game has one. */
  name: string;
  /**
   * The game's catalogues (src/games/<game>/text/{en,fr,hu}.json): the keys of the Texts it
   * emits, unprefixed, and `board.<WORD>` for the words its board and pictures print.
   */
  text?: Catalogues;
  minPlayers: number;
  maxPlayers: number;
  /** Allowed player counts when not every count in [min, max] is (Atcha: 2 or 4). */
  playerCounts?: number[];
  /** The game deals secret cards: /hand, "My hand" and /playcard belong to it. */
  cards?: boolean;
  /** Turns spin a spinner rather than roll dice: texts say "spin" only for such games. */
  spinner?: boolean;
  /**
   * The game's own chance devices (declared in its chance.ts; the numbered die is the
   * engine's): their faces, weights, names, forced tokens and pictures.
   */
  devices?: readonly Device[];
  /** Token colour per seat (CSS colour), and a role name per seat ("Hannibal", "Red"). */
  colors: readonly string[];
  roles: readonly Text[];
  /**
   * Role and colour per seat when they depend on the table (Atcha's two players take
   * opposite colours). Without it, seat i is roles[i] in colors[i].
   */
  paint?(state: S): Array<{ role: Text; color: string }>;
  /** Builds the first state. Any opening rolls (who goes first) are made here and reported as events. */
  setup(ctx: SetupContext): Applied<S>;
  /**
   * Version of the state shape, stored with each state. A new shape takes a new version and a
   * data step that rebuilds the stored states by replay (docs/decisions/0002-state-versions.md).
   */
  version?: number;
  /** The decision the game waits for, or null once the game is over. */
  pending(state: S): Pending<A> | null;
  /**
   * Applies one decision by `player`: `choice` is one of pending(state).choices, matched by
   * the engine. Chance-only steps (rolls, shuffles, battles) are resolved here with `rng`, for
   * every participant. Expected failures are values.
   */
  apply(state: S, player: number, choice: Choice<A>, rng: Rng): Result<Applied<S>>;
  /** What `player` may see (null: the public view). Hides other hands and the deck order. */
  view(state: S, player: number | null): V;
  /** The secret cards `player` holds (empty for games without cards). */
  hand(state: S, player: number): CardView[];
  /**
   * Why `player` cannot play `card` (on `target`, when given) now: a short clause for the
   * refusal ("you are on a GUARD space: no card takes you off it"), or null when it can.
   */
  cardRefusal?(state: S, player: number, card: string, target?: number): Text | null;
  /** The end and the winner, or null while the game goes on. */
  outcome(state: S): Outcome | null;
  /** Public picture contents. */
  scene(state: S): Scene;
  /** Short public status lines (positions, formula holder, ...). */
  status(state: S): Text[];
  /** The seat's partner in a partnership game (Atcha! with four), else null: a resigning partner's seat goes to the AI. */
  partnerOf?(state: S, seat: number): number | null;
  /** Removes a resigning player; returns the new state (the game may end). */
  resign(state: S, player: number): Applied<S>;
  /**
   * Take-back (engine/undo.ts): whether `choice`, which took `before` to `after`, showed anyone
   * hidden information without a throw (a card drawn from a pile shuffled earlier, a face-down
   * card turned up). Throws and secret choices the engine refuses by itself. Without it, no
   * decision of the game can be taken back.
   */
  reveals?(choice: Choice<A>, before: S, after: S): boolean;
  /** AI: picks one legal choice id from the player's own view only. */
  ai(view: V, pending: Pending<A>, rng: Rng): string;
}

/** Any game, as the platform holds it: each game's state, view and action types are its own business. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDef<any, any, any>;
