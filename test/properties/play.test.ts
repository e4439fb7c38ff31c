// Properties over EVERY registered game: random legal play keeps the generic
// invariants, replay(seed, decisions) rebuilds the match, and a player's view holds no card of
// another player's hand beyond what the public view shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { countsOf, stringsIn, walk, type Pick } from './walk';
import { cardName } from './secrets';
import { deepOr } from '../support/deep';

/** Random walks per game and property: a few in `npm test`, more in the deep run (PROPERTY_RUNS sets both). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? deepOr(25, 4));

const picks = fc.array(fc.option(fc.nat(1000), { nil: null, freq: 2 }), { minLength: 1, maxLength: 600, size: 'max' });

describe.each(allGames().map((g) => [g.id, g] as const))('%s under random legal play', (_id, def) => {
  const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
  const tables = fc.constantFrom(...countsOf(def));

  it('keeps the generic invariants, accepts every legal choice, and replays to the same match', () => {
    fc.assert(
      fc.property(seeds, tables, picks, (seed, players, ps: Pick[]) => {
        const w = walk(def, seed, players, ps);
        expect(w.problems).toEqual([]);
        const last = w.matches[w.matches.length - 1];
        expect(replay(def, w.seats, {}, seed, [], w.decisions)).toEqual(last);
      }),
      { numRuns: RUNS },
    );
  });

  it('never shows a player another player’s hand: no card id, no name the public view lacks', () => {
    fc.assert(
      fc.property(seeds, tables, picks, (seed, players, ps: Pick[]) => {
        const w = walk(def, seed, players, ps);
        for (const m of w.matches) {
          const hands = m.seats.map((_, p) => def.hand(m.state, p));
          const reading = { game: def.id };
          const publicStrings = stringsIn(def.view(m.state, null), new Set(), reading);
          for (let p = 0; p < m.seats.length; p++) {
            const own = new Set(hands[p].flatMap((c) => [c.id, cardName(def, c.name)]));
            const seen = stringsIn(def.view(m.state, p), new Set(), reading);
            for (let q = 0; q < m.seats.length; q++) {
              if (q === p) continue;
              for (const c of hands[q]) {
                expect(
                  seen.has(c.id) || publicStrings.has(c.id),
                  `seat ${p} sees card id ${c.id} of seat ${q} at step ${m.step}`,
                ).toBe(false);
                const name = cardName(def, c.name);
                const leaked = seen.has(name) && !publicStrings.has(name) && !own.has(name);
                expect(leaked, `seat ${p} sees the name of ${c.id} of seat ${q} at step ${m.step}`).toBe(false);
              }
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
