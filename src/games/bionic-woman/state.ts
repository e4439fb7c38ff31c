// The Bionic Woman's own state: plain JSON-safe data. Everything is public except the
// special cards a player holds and the order of the deck.
import type { Chance } from '../../engine/chance';
import type { Draft } from '../../engine/readonly';
import { tx, type Text } from '../../engine/text';
import type { SpecialKind } from './cards';
import { SEAT_COLOURS } from '../../engine/palette';

/** Seat i plays ROLES[i] in COLORS[i]. */
export const ROLES = [tx('role.red'), tx('role.blue'), tx('role.green'), tx('role.yellow')];
export const COLORS = [SEAT_COLOURS.red, SEAT_COLOURS.blue, SEAT_COLOURS.green, SEAT_COLOURS.yellow] as const;

/** An adventure or assignment won, kept in front of the player. */
export interface Won {
  readonly card: string;
  /** Points printed on the card. */
  readonly points: number;
  /** Doubled by the bionic roll (kept on the left). */
  readonly doubled: boolean;
  /** Assignment bonus: 0, 50 (Special) or 100 (Top Secret). */
  readonly bonus: number;
}

export interface PlayerState {
  /** Space id of the marker. */
  readonly at: string;
  /** The adventure card face up in front of her (null only once the deck ran out). */
  readonly adventure: string | null;
  /** Special cards held privately. */
  readonly held: readonly string[];
  readonly won: readonly Won[];
  /** Resigned: no marker, no turns. */
  readonly out: boolean;
}

/** A face-up assignment: the card with its clip(s). */
export interface Assignment {
  readonly card: string;
  readonly bonus: 50 | 100;
}

export type Dice = readonly [number, number];

/** What the game waits for inside a turn. */
export type Await =
  /** Announce the method (Drive, Helicopter) or play a special card. */
  | { readonly kind: 'turn' }
  /** The automobile roll is made: choose one of the reachable ends. */
  | { readonly kind: 'drive'; readonly dice: Dice }
  /** The helicopter may fly and several pink paths leave her location: choose one. */
  | { readonly kind: 'heli'; readonly dice: Dice }
  /** Landed on an airport by exact count: fly to another one. */
  | { readonly kind: 'fly'; readonly from: string }
  /** GO TO ANY AIRPORT was played: choose the airport. */
  | { readonly kind: 'airport' }
  /** She is at her adventure: take the points or try the bionic roll. */
  | { readonly kind: 'reach' };

export interface BionicState {
  /** Display names (texts name a seat as { seat }, never by these). */
  readonly names: readonly string[];
  readonly players: readonly PlayerState[];
  /** Draw pile, top = last element. Secret order. */
  readonly deck: readonly string[];
  /** Face-up assignments not yet taken. */
  readonly assignments: readonly Assignment[];
  /** Assignments turned up so far (taken or not); the fifth is the Top Secret one. */
  readonly turnedUp: number;
  readonly turn: number;
  readonly await: Await;
  /** Spaces entered by the last move (for the picture). */
  readonly lastPath: readonly string[];
  /** The last chance results (dice), for the picture. */
  readonly lastChance: readonly Chance[];
  /** The end: the winners and the outcome's text (a Text since state version 2). */
  readonly end: Readonly<{ winners: readonly number[]; text: Text }> | null;
}

/** Top Secret after this many Special Assignments. */
export const SPECIAL_ASSIGNMENTS = 4;
export const SPECIAL_BONUS = 50;
export const TOP_SECRET_BONUS = 100;
export const BIONIC_TARGET = 7;

export const score = (p: PlayerState): number => p.won.reduce((t, w) => t + w.points * (w.doubled ? 2 : 1) + w.bonus, 0);

/** apply()'s working copy: cloneState copies everything, so all of it is writable. */
export type WorkState = Draft<BionicState>;

/**
 * A deep copy for apply() to work on. Field by field rather than by spread: it runs for every
 * decision, and V8 copies a spread object on a slow path (a fifth of self-play's time).
 */
export function cloneState(s: BionicState): WorkState {
  return {
    names: [...s.names],
    players: s.players.map((p) => ({
      at: p.at,
      adventure: p.adventure,
      held: [...p.held],
      won: p.won.map((w) => ({ card: w.card, points: w.points, doubled: w.doubled, bonus: w.bonus })),
      out: p.out,
    })),
    deck: [...s.deck],
    assignments: s.assignments.map((a) => ({ card: a.card, bonus: a.bonus })),
    turnedUp: s.turnedUp,
    turn: s.turn,
    await: copyAwait(s.await),
    lastPath: [...s.lastPath],
    lastChance: s.lastChance.map((x) => ({ ...x })),
    end: s.end && { winners: [...s.end.winners], text: s.end.text },
  };
}

function copyAwait(a: Await): Draft<Await> {
  switch (a.kind) {
    case 'drive':
    case 'heli':
      return { kind: a.kind, dice: [a.dice[0], a.dice[1]] };
    case 'fly':
      return { kind: 'fly', from: a.from };
    default:
      return { kind: a.kind };
  }
}

/** The game's typed meaning of each choice. */
export type BionicAction = Readonly<
  | { type: 'drive' }
  | { type: 'heli' }
  | { type: 'play'; card: string; special: SpecialKind }
  | { type: 'go'; to: string; path: readonly string[]; mark?: string }
  | { type: 'chopper'; to: string }
  | { type: 'fly'; to: string }
  | { type: 'airport'; to: string }
  | { type: 'take' }
  | { type: 'bionic' }
>;
