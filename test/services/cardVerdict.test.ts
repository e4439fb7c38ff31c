// /playcard's verdict over real positions: all-AI games of every card game, every held card
// tried on every target and on none. A verdict never refuses a legal play, never accepts an
// illegal one, and each refusal is one with a reason ("cannot be played now" hid it).
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { cardVerdict, type CardVerdict } from '../../src/services/play/cardVerdict';

const cardGames = allGames().filter((g) => g.cards);

describe.each(cardGames.map((g) => [g.id, g] as const))('%s: every /playcard try', (_, def) => {
  it('is accepted exactly when legal, and refused with a reason otherwise', () => {
    const players = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
    const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, ai: true }));
    const kinds = new Map<CardVerdict['kind'], number>();
    let match = createMatch(def, seats, {}, 7).match;
    for (let step = 0; step < 400; step++) {
      const pending = def.pending(match.state);
      if (!pending) break;
      const seat = pending.player;
      for (const card of def.hand(match.state, seat)) {
        for (const target of [undefined, -1, ...seats.keys()]) {
          const v = cardVerdict(def, match.state, seat, card.id, target);
          kinds.set(v.kind, (kinds.get(v.kind) ?? 0) + 1);
          const legal = pending.choices.filter((c) => c.card === card.id && (target === undefined || c.target === target));
          if (v.kind === 'ok') expect(legal.map((c) => c.id)).toContain(v.choice);
          // Named targets: refused exactly when no legal play aims there. None named: refused only
          // when the card has no play, or only aimed ones to choose between.
          else if (target !== undefined) expect(legal).toEqual([]);
          else expect(legal.length === 0 || v.kind === 'needs-target').toBe(true);
        }
      }
      const res = applyDecision(def, match, aiDecision(def, match, pending)!, pending);
      if (!res.ok) throw new Error(res.error);
      match = res.value.match;
    }
    // The positions reached refusals, not only plays.
    expect([...kinds.keys()].filter((k) => k !== 'ok').length).toBeGreaterThan(0);
  });
});

describe('reasons the platform gives', () => {
  it('a card that aims at nobody, tried on a target, says it takes none (The A-Team: SHOVE)', () => {
    const def = cardGames.find((g) => g.id === 'ateam')!;
    const seats = [0, 1].map((i) => ({ name: `P${i + 1}`, ai: true }));
    let match = createMatch(def, seats, {}, 3).match;
    for (let step = 0; step < 2000; step++) {
      const pending = def.pending(match.state)!;
      const shove = pending.choices.find((c) => c.card !== undefined && c.target === undefined);
      if (shove) {
        expect(cardVerdict(def, match.state, pending.player, shove.card!, 1 - pending.player)).toEqual({
          kind: 'takes-no-target',
        });
        return;
      }
      const res = applyDecision(def, match, aiDecision(def, match, pending)!, pending);
      if (!res.ok) throw new Error(res.error);
      match = res.value.match;
    }
    throw new Error('no untargeted card play reached');
  });
});
