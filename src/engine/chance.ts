// Typed chance results. Every random outcome a player sees is one of these, so that events,
// captions, /log and pictures can show each as what it is: pips for a die, a pointer and a
// band for a spinner, symbols for symbol dice. Never a spinner drawn as a die.

/** The spinner's inner band (Escape from the Death Star dogfights). */
export const BANDS = ['WIN', 'LOSE'] as const;
export type Band = (typeof BANDS)[number];

/** The faces of a combat die (The Action Man Game): one symbol per face. */
export const SYMBOLS = ['tank', 'soldier', 'battleship', 'carrier', 'plane', 'missile'] as const;
export type SymbolFace = (typeof SYMBOLS)[number];

export type Chance =
  /** One die with `sides` faces (a d6 unless said). */
  | { kind: 'die'; value: number; sides: number }
  /** One spin: the number 1..3 and the band it stopped on. */
  | { kind: 'spin'; value: number; band: Band }
  /** One symbol die. */
  | { kind: 'symbol'; face: SymbolFace };

export type ChanceKind = Chance['kind'];

/**
 * A forced result for tests and the local table. A bare number forces a die; `{ spin, band }`
 * a spin; `{ symbol }` a symbol die. A forced value that does not fit the next chance is an
 * error (ForcedChanceError), never silently dropped.
 */
export type Forced = number | { spin: number; band?: Band } | { symbol: SymbolFace };

export class ForcedChanceError extends Error {
  constructor(
    readonly forced: Forced,
    readonly wanted: string,
  ) {
    super(`forced ${describeForced(forced)} does not fit the next chance (${wanted})`);
    this.name = 'ForcedChanceError';
  }
}

export function describeForced(f: Forced): string {
  if (typeof f === 'number') return `die ${f}`;
  if ('spin' in f) return `spin ${f.spin}${f.band ? ` ${f.band}` : ''}`;
  return `symbol ${f.symbol}`;
}

/** Parses one forced token as typed at the local table: "4", "spin:2", "spin:3:LOSE", "tank". */
export function parseForced(token: string): Forced | null {
  const t = token.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const spin = /^spin:([1-3])(?::(WIN|LOSE))?$/i.exec(t);
  if (spin) return { spin: Number(spin[1]), band: spin[2] ? (spin[2].toUpperCase() as Band) : undefined };
  const sym = t.toLowerCase();
  return (SYMBOLS as readonly string[]).includes(sym) ? { symbol: sym as SymbolFace } : null;
}

const SYMBOL_NAMES: Record<SymbolFace, string> = {
  tank: 'tank',
  soldier: 'soldier',
  battleship: 'battleship',
  carrier: 'aircraft carrier',
  plane: 'plane',
  missile: 'missile',
};

export const symbolName = (f: SymbolFace): string => SYMBOL_NAMES[f];

/** Short text of one result: "5", "spin 2 (WIN)", "tank". */
export function describeChance(c: Chance): string {
  switch (c.kind) {
    case 'die':
      return String(c.value);
    case 'spin':
      return `spin ${c.value} (${c.band})`;
    case 'symbol':
      return SYMBOL_NAMES[c.face];
    default: {
      const never: never = c;
      return never;
    }
  }
}

/** The d6 values among some results (captions that only know pips). */
export const dieValues = (cs: readonly Chance[]): number[] => cs.flatMap((c) => (c.kind === 'die' ? [c.value] : []));
