import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, replay, type Match } from '../../../src/engine/match';
import { deathStar, type DsState } from '../../../src/games/death-star';
import { DETENTION, FALCON, isCompactor, isSpace } from '../../../src/games/death-star/board';
import { CARD_IDS } from '../../../src/games/death-star/cards';
import { TOKENS } from '../../../src/games/death-star/state';
import { selfPlay } from '../../support/game';
import { english } from '../../support/text';

const KNOWN = new Set(CARD_IDS);

/**
 * After every step: like tokens never share a spot (but the Falcon and the Detention Block),
 * nobody stands in another colour's compactor, the 52 cards are all somewhere once.
 * Returns the faults found (checked with one expect per step: this runs thousands of times).
 */
function faults(s: DsState): string[] {
  const out: string[] = [];
  const seen = new Map<string, number>();
  s.players.forEach((p, seat) => {
    if (p.out) return;
    for (const k of TOKENS) {
      const at = p.tokens[k].at;
      if (!isSpace(at)) out.push(`${seat} ${k} on unknown ${at}`);
      else if (isCompactor(at) && at !== `tc${seat}`) out.push(`${seat} ${k} in ${at}`);
      if (at === FALCON || at === DETENTION || !isSpace(at) || isCompactor(at)) continue;
      const other = seen.get(`${k}@${at}`);
      if (other !== undefined) out.push(`${k} of seats ${other} and ${seat} share ${at}`);
      seen.set(`${k}@${at}`, seat);
    }
    if (p.ship !== null && (p.tokens.luke.at !== FALCON || p.tokens.han.at !== FALCON))
      out.push(`${seat} has a ship without both tokens aboard`);
  });
  const cards = [...s.deck.draw, ...s.deck.discard, ...s.players.flatMap((p) => p.hand)];
  if (cards.length !== 52 || new Set(cards).size !== 52 || !cards.every((c) => KNOWN.has(c))) out.push(`cards: ${cards.length}`);
  return out;
}

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ai: true }));

const playOut = (n: number, seed: number, maxSteps: number) =>
  selfPlay(deathStar, seatsOf(n), seed, {
    maxSteps,
    check: (s) => {
      const f = faults(s);
      if (f.length) expect(f).toEqual([]);
    },
  });

describe('all-AI simulation', () => {
  for (const n of [2, 3, 4]) {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      it(`${n} players, seed ${seed}: a ship reaches the Rebel Base within 3000 decisions, invariants hold`, () => {
        const { match, decisions } = playOut(n, seed, 3000);
        const out = deathStar.outcome(match.state);
        expect(out, `no winner after ${decisions.length} decisions`).not.toBeNull();
        expect(out!.text).toEqual({ key: 'event.base', params: { who: { seat: out!.winners[0] } } });
        const w = match.state.players[out!.winners[0]];
        expect([w.blueprint, w.tractor, w.ship]).toEqual([true, true, 'h20']);
      });
    }
  }

  it('every choice offered has a short stable id and a label within 80 characters', () => {
    let match: Match<DsState> = createMatch(deathStar, seatsOf(4), {}, 8).match;
    const bad: string[] = [];
    for (let i = 0; i < 600; i++) {
      const p = deathStar.pending(match.state);
      if (!p) break;
      for (const c of p.choices)
        if (!/^[a-z0-9:_.-]{1,40}$/.test(c.id) || english(c.label, 'death-star').length > 80 || !c.action)
          bad.push(`${c.id} ${c.label}`);
      const res = applyDecision(deathStar, match, aiDecision(deathStar, match)!);
      if (!res.ok) throw new Error(res.error);
      match = res.value.match;
    }
    expect(bad).toEqual([]);
  });

  it('replaying the same seed and decisions gives a deep-equal match', () => {
    const { match, decisions } = playOut(4, 42, 400);
    expect(decisions.length).toBeGreaterThan(100);
    expect(replay(deathStar, seatsOf(4), {}, 42, [], decisions)).toEqual(match);
  });
});
