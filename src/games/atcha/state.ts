// Atcha! game state: plain JSON-safe data, replaced (never mutated) by every decision.

/** The throw being used: its dice, the dice still to use, and the pieces that hit (frozen). */
export interface ThrowState {
  dice: number[];
  left: number[];
  /** Pieces (indices into the army's pieces) that hit this throw and cannot move on. */
  frozen: number[];
}

/** An ATCHA under way: sixes counted across further throws until `need` or a throw without a six. */
export interface AtchaAttack {
  /** The blob's square (space id) and its owner. */
  target: string;
  owner: number;
  /** Attacking piece (army index), or null when attacking from base onto the start square. */
  piece: number | null;
  need: number;
  count: number;
}

/** An ATCHA the army could declare: noted at the start of the turn (the rulebook's condition). */
export interface AtchaChance {
  target: string;
  fromBase: boolean;
}

/**
 * A SUCK BACK or BLOW BACK the army may declare on its next throw: a piece of one side has
 * landed on the framed foot square `square` of the other's home straight (rulebook: "lands on
 * the framed space ... may attempt a SUCK BACK on his next throw"; BLOW BACK "similarly").
 * `army` is the one that may declare: the lander for 'suck', the straight's owner for 'blow'.
 */
export interface BackChance {
  kind: 'suck' | 'blow';
  army: number;
  square: string;
}

export interface AtchaState {
  /** 2 or 4 seats. */
  seats: number;
  names: string[];
  /** Colour index (into COLOURS) per seat. */
  colour: number[];
  /** Route index per piece per seat; -1 in base. */
  pieces: number[][];
  /** Whose decision it is. */
  turn: number;
  /** Per seat: WITH (moves the partner's pieces on its turns). */
  with: boolean[];
  throw: ThrowState | null;
  /** The current throw showed a six: a further throw follows once it is used. */
  again: boolean;
  atcha: AtchaAttack | null;
  chances: AtchaChance[];
  /** SUCK BACK / BLOW BACK chances, each used up by its army's next throw. */
  backs: BackChance[];
  /** Space ids of the last move, in path order. */
  lastPath: string[];
  resigned: boolean[];
  /** Set once the game is over. */
  end: { winners: number[]; text: string } | null;
}

export type Piece = { seat: number; piece: number };
