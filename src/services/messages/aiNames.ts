// How AI seats are named: after the role or colour they play, in the game's language ("AI Red",
// "IA Rouge", "Gépi Piros", "AI Face"), the same in the lobby, the story, the winner line, the log
// and the picture, and never like a seated person ("AI Red 🤖" when someone is called "AI Red").
import { createMatch } from '../../engine/match';
import type { Text } from '../../engine/text';
import type { AnyGame, Loaded } from '../core/context';
import { playerCountsOf, seatLooks } from '../core/seats';
import type { Voice } from '../core/texts';

interface Draft {
  name: string;
  ai: boolean;
}

/** The seats in the order a game starts them: people first (in the order they sat down), then the AI. */
export const seatingOrder = <S extends Draft>(seats: readonly S[]): S[] => [
  ...seats.filter((s) => !s.ai),
  ...seats.filter((s) => s.ai),
];

/**
 * The role each seat will play, in seating order, or null when the table's count is not one the
 * game allows (its roles may depend on the count: Atcha! with two seats Red against Yellow).
 */
export function rolesAt(
  def: AnyGame,
  l: Pick<Loaded['row'], 'options' | 'seed' | 'dice' | 'after'>,
  count: number,
): Text[] | null {
  if (!playerCountsOf(def).includes(count)) return null;
  if (!def.paint) return Array.from({ length: count }, (_, i) => def.roles[i]);
  const seats = Array.from({ length: count }, (_, i) => ({ name: `#${i + 1}`, ai: false }));
  const { match } = createMatch(def, seats, l.options, l.seed, l.dice, l.after);
  return seatLooks(def, match.state, count).map((x) => x.role);
}

/**
 * Each seat's name in seating order: a person's own; an AI seat's after its role ("AI Murdock"),
 * or its number when its role is unknown, made unlike every person's name.
 */
export function aiNames(me: Voice, ordered: readonly Draft[], roles: ReadonlyArray<Text | undefined> | null): string[] {
  const key = (name: string) => name.normalize('NFKC').trim().toLowerCase();
  const taken = new Set(ordered.filter((s) => !s.ai).map((s) => key(s.name)));
  return ordered.map((s, i) => {
    if (!s.ai) return s.name;
    const role = roles?.[i];
    let name = me.t(
      'seat.ai-name',
      role ? { hasRole: 'yes', role: me.say(role), n: i + 1 } : { hasRole: 'no', role: '', n: i + 1 },
    );
    while (taken.has(key(name))) name = `${name} 🤖`;
    taken.add(key(name));
    return name;
  });
}
