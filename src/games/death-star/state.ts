// Escape from the Death Star's own state: plain JSON-safe data, one entry per seat.
import type { Chance } from '../../engine/chance';
import type { Deck } from '../../engine/deck';
import type { Draft, WorkCopy, Writable } from '../../engine/readonly';
import { tx, type Text } from '../../engine/text';
import { SEAT_COLOURS } from '../../engine/palette';

export const ROLES: readonly Text[] = [tx('role.red'), tx('role.blue'), tx('role.green'), tx('role.yellow')];
/** Okabe-Ito, the nearest to each role's colour name (src/engine/palette.ts). */
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.green, SEAT_COLOURS.yellow] as const;

export const TOKENS = ['luke', 'han'] as const;
export type TokenKey = (typeof TOKENS)[number];
export const TOKEN_NAMES: Record<TokenKey, Text> = { luke: tx('token.luke'), han: tx('token.han') };
/** The tokens' letters in the game's language (French Yan is Y), as the board and its key show them. */
export const TOKEN_LETTERS: Record<TokenKey, Text> = { luke: tx('letter.luke'), han: tx('letter.han') };
/** The letter of a ship flying in hyperspace. */
export const FALCON_LETTER: Text = tx('letter.falcon');

export interface TokenState {
  /** Board space id; 'detention' while held in the Detention Block. */
  readonly at: string;
  /** Turns spun while in the Detention Block (three without a 3, and it leaves on the fourth). */
  readonly held: number;
  /** The token's last walk (spin or card), for MOVE BACK; null after a jump or a send-back. */
  readonly last: Readonly<{ from: string; path: readonly string[] }> | null;
}

export interface PlayerState {
  readonly tokens: Readonly<Record<TokenKey, TokenState>>;
  readonly blueprint: boolean;
  readonly tractor: boolean;
  /** ESCAPE FROM DETENTION BLOCK cards held (instance ids), secret. */
  readonly hand: readonly string[];
  /** Misses the next turn (LOSE A TURN). */
  readonly skip: boolean;
  /** Both tokens are aboard: 'falcon' or the hyperspace square the ship is on; null before. */
  readonly ship: string | null;
  readonly out: boolean;
}

/** The decision the game waits for. */
export type Await =
  /** A turn's start: spin (a held ESCAPE card may be played first). */
  | { readonly kind: 'turn' }
  /** After the spin: which token goes where (or where the ship flies). `freed`: detained tokens the spin lets out. */
  | Readonly<{ kind: 'move'; spin: number; freed: readonly TokenKey[] }>
  /** A MOVE AHEAD card: walk this token `steps` more, the same way. */
  | Readonly<{ kind: 'ahead'; token: TokenKey; steps: number }>
  /** A dogfight won: move the ship one square any direction. */
  | Readonly<{ kind: 'dogfight'; at: string }>;

export type DsAction = Readonly<
  | { kind: 'spin' }
  | { kind: 'escape'; token: TokenKey; card: string }
  | { kind: 'walk'; token: TokenKey; end: string; path: readonly string[]; from: string }
  | { kind: 'fly'; end: string; path: readonly string[] }
  | { kind: 'dogfight'; end: string }
>;

export interface DsState {
  readonly names: readonly string[];
  readonly players: readonly PlayerState[];
  readonly deck: Deck;
  readonly turn: Readonly<{ player: number; extra: boolean }>;
  readonly await: Await;
  /** Spaces entered by the last decision (for the picture). */
  readonly lastPath: readonly string[];
  /** Chance results of the last decision (the picture's spinner). */
  readonly lastChance: readonly Chance[];
  readonly winner: number | null;
  /** How the game ended (the outcome's text); a sentence before version 2. */
  readonly ended: Text | null;
}

/** A seat in the working copy: its own tokens and hand; a token's last walk is shared. */
export type WorkPlayer = Draft<Omit<PlayerState, 'tokens'>> & { tokens: Record<TokenKey, Writable<TokenState>> };

/** The working copy of a decision: what cloneState shares stays read-only. */
export type WorkState = WorkCopy<Omit<DsState, 'players'>, 'names' | 'deck' | 'lastChance' | 'ended'> & {
  players: WorkPlayer[];
};

/**
 * The working copy of a decision. Parts the rules only ever replace, never change in place,
 * are shared: the deck (engine deck functions return new decks), names, a token's last walk,
 * the last chance results. Everything changed in place (tokens, hands, turn) is copied.
 */
export function cloneState(s: DsState): WorkState {
  // Field by field, not by spread: V8 copies a spread object on a slow path, and this runs for
  // every decision (a quarter of self-play's time when it spread).
  return {
    names: s.names,
    players: s.players.map((p) => ({
      tokens: { luke: token(p.tokens.luke), han: token(p.tokens.han) },
      blueprint: p.blueprint,
      tractor: p.tractor,
      hand: [...p.hand],
      skip: p.skip,
      ship: p.ship,
      out: p.out,
    })),
    deck: s.deck,
    turn: { player: s.turn.player, extra: s.turn.extra },
    await: copyAwait(s.await),
    lastPath: [...s.lastPath],
    lastChance: s.lastChance,
    winner: s.winner,
    ended: s.ended,
  };
}

/** A module function, not a closure inside cloneState: under tsx each closure made is named by a property definition. */
function token(t: TokenState): Writable<TokenState> {
  return { at: t.at, held: t.held, last: t.last };
}

const copyAwait = (a: Await): Draft<Await> => (a.kind === 'move' ? { ...a, freed: [...a.freed] } : { ...a });
