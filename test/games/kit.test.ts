// Each game's declared kit (GameDef.cards, GameDef.spinner) is what its play shows: /hand,
// /playcard and /help trust it, so a card game that forgot `cards` would answer "no cards".
import { describe, expect, it } from 'vitest';
import { allGames, exampleGames } from '../../src/games/registry';
import { walk } from '../properties/walk';

describe.each([...allGames(), ...exampleGames()].map((g) => [g.id, g] as const))('%s declares its kit truly', (_id, def) => {
  it('holds cards in some hand iff it declares cards, and spins iff it declares a spinner', () => {
    let held = false;
    let spun = false;
    let rolled = false;
    // Two AI-only games at the largest table: long enough to deal, draw and spin.
    for (const seed of [1, 2]) {
      const w = walk(def, seed, def.maxPlayers, Array(3000).fill(null));
      expect(w.problems).toEqual([]);
      for (const m of w.matches) {
        held ||= m.seats.some((_, p) => def.hand(m.state, p).length > 0);
        spun ||= (m.lastChance ?? []).some((c) => c.kind === 'spin');
        rolled ||= (m.lastChance ?? []).some((c) => c.kind !== 'spin');
      }
    }
    expect(held).toBe(def.cards === true);
    expect(spun).toBe(def.spinner === true);
    // A spinner game spins instead of rolling dice (so its texts may say "spin" alone).
    if (def.spinner) expect(rolled).toBe(false);
  });
});
