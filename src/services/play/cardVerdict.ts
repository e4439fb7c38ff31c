// Whether a held card can be played now (on a target), and if not, why: every refusal has its
// reason (a bare "cannot be played now" left players guessing why, on a quarter of refused tries).
// Pure: a game definition and its state in, a verdict out; playCard.ts turns it into words.
import type { Text } from '../../engine/text';
import type { AnyGame } from '../../engine/types';

export type CardVerdict =
  | { kind: 'ok'; choice: string }
  | { kind: 'over' }
  /** The game's own reason ("you are on a GUARD space"). */
  | { kind: 'game'; why: Text }
  /** A target was named for a card that is played without one. */
  | { kind: 'takes-no-target' }
  /** The named target is not one this card may aim at now; `targets` are the ones it may. */
  | { kind: 'bad-target'; targets: number[] }
  /** The card aims at a player and none was named. */
  | { kind: 'needs-target'; targets: number[] }
  /** No card is played at this point of the turn: the decision now is `prompt`. */
  | { kind: 'not-now'; prompt: Text }
  /** Other cards of the hand can be played now, not this one. */
  | { kind: 'others'; cards: string[] };

/**
 * `target`: undefined when none was named, else the seat named (-1: a name matching no seat).
 * The caller has checked that `seat` holds `card` and may decide now.
 */
export function cardVerdict(def: AnyGame, state: unknown, seat: number, card: string, target?: number): CardVerdict {
  const pending = def.pending(state);
  if (!pending) return { kind: 'over' };
  const cands = pending.choices.filter((c) => c.card === card);
  const gameWhy = (t?: number): CardVerdict | null => {
    const why = def.cardRefusal?.(state, seat, card, t);
    return why ? { kind: 'game', why } : null;
  };
  if (cands.length === 0) {
    const others = [...new Set(pending.choices.flatMap((c) => (c.card === undefined ? [] : [c.card])))];
    return gameWhy() ?? (others.length > 0 ? { kind: 'others', cards: others } : { kind: 'not-now', prompt: pending.prompt });
  }
  const targets = cands.flatMap((c) => (c.target === undefined ? [] : [c.target]));
  const untargeted = cands.find((c) => c.target === undefined);
  if (target !== undefined) {
    const hit = cands.find((c) => c.target === target);
    if (hit) return { kind: 'ok', choice: hit.id };
    if (targets.length === 0) return { kind: 'takes-no-target' };
    return gameWhy(target) ?? { kind: 'bad-target', targets };
  }
  if (untargeted) return { kind: 'ok', choice: untargeted.id };
  if (cands.length === 1) return { kind: 'ok', choice: cands[0].id };
  return { kind: 'needs-target', targets };
}
