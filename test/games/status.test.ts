// Every game's status lines once it has ended: /status adds the outcome itself, so a game that
// also lists it would print it twice (Atcha! did).
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';

describe.each(allGames().map((g) => [g.id, g] as const))('%s', (_, def) => {
  it('does not repeat the outcome in its status lines after the end', () => {
    const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, ai: true }));
    let match = createMatch(def, seats, {}, 2).match;
    for (let pending = def.pending(match.state); pending; pending = def.pending(match.state)) {
      const res = applyDecision(def, match, aiDecision(def, match, pending)!, pending);
      if (!res.ok) throw new Error(res.error);
      match = res.value.match;
    }
    const outcome = def.outcome(match.state)!;
    expect(outcome).not.toBeNull();
    expect(def.status(match.state).map((t) => JSON.stringify(t))).not.toContain(JSON.stringify(outcome.text));
  });
});
