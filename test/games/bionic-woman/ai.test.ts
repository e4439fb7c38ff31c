import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../../src/engine/match';
import { Rng, seedState } from '../../../src/engine/rng';
import { HQ, roadDistance } from '../../../src/games/bionic-woman/board';
import { score, type BionicState } from '../../../src/games/bionic-woman/state';
import { aiPick, build, ends, game, loc, rollDrive } from './helpers';

const pick = (s: BionicState): string => aiPick(s, 5);

describe('AI', () => {
  it('goes for a Special Assignment it can reach by exact count', () => {
    // 2 + 4 from 1: 3 (an assignment) by exact count, or on towards its adventure at 30.
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31], assignments: [{ location: 3 }] }), 2, 4);
    expect(ends(s)).toContain(loc(3));
    expect(pick(s)).toBe(`to:${loc(3)}`);
  });

  it('needing an exact count, it drives where the next turn is likeliest to hit it, not merely nearest', () => {
    // Special Assignment at 4; its own adventure (35, 10 pts) is not worth the trip.
    const at = (space: string) => build({ at: [space, HQ], adventures: [35, 31], assignments: [{ location: 4 }] });
    /** The chance, by the rules themselves, that a drive from `space` next turn ends on 4. */
    const hit = (space: string) => {
      let n = 0;
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (ends(rollDrive(at(space), a, b)).includes(loc(4))) n++;
      return n / 36;
    };
    // From r19 with 2 + 4: r5 lies 3 from 4, r20 lies 7, yet r20 hits it more often.
    const s = rollDrive(at('r19'), 2, 4);
    expect(ends(s)).toEqual(expect.arrayContaining(['r5', 'r20']));
    expect([roadDistance('r5', loc(4)), roadDistance('r20', loc(4))]).toEqual([3, 7]);
    expect(hit('r20')).toBeGreaterThan(hit('r5'));
    expect(pick(s)).toBe('to:r20');
    // From r9 with 2 + 4: 26 is farther than 18 by road, but its pink path flies to 4.
    const t = rollDrive(at('r9'), 2, 4);
    expect(ends(t)).toEqual(expect.arrayContaining([loc(18), loc(26)]));
    expect(pick(t)).toBe(`to:${loc(26)}`);
  });

  it('otherwise drives to the end nearest its adventure, and stops there when passing it', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [18, 31] }), 3, 4);
    const chosen = pick(s).slice(3);
    const best = Math.min(...ends(s).map((e) => roadDistance(e, loc(18))));
    expect(roadDistance(chosen, loc(18))).toBe(best);
    const passing = rollDrive(build({ at: [loc(1), HQ], adventures: [2, 31] }), 2, 2);
    expect(pick(passing)).toBe(`to:${loc(2)}`);
  });

  it('never takes a Top Secret Assignment that would end the game with it behind', () => {
    const behind = build({
      at: [loc(1), HQ],
      adventures: [30, 31],
      assignments: [{ location: 3, bonus: 100 }],
      turnedUp: 5,
      won: [[], [{ card: 'c9', points: 40, doubled: true, bonus: 100 }]],
    });
    expect(pick(rollDrive(behind, 2, 4))).not.toBe(`to:${loc(3)}`);
    const ahead = { ...behind, players: behind.players.map((p, i) => (i === 1 ? { ...p, won: [] } : p)) };
    expect(pick(rollDrive(ahead, 2, 4))).toBe(`to:${loc(3)}`);
  });

  it('weighs points against distance: a rich assignment nearby beats the way to a poor adventure', () => {
    // From 1: adventure 24 (20 pts) lies west and south; Special Assignment 3 (25+50) six steps east.
    const alone = rollDrive(build({ at: [loc(1), HQ], adventures: [24, 31] }), 1, 2);
    const west = pick(alone).slice(3);
    expect(roadDistance(west, loc(24))).toBeLessThan(roadDistance(loc(1), loc(24)));
    const lured = rollDrive(build({ at: [loc(1), HQ], adventures: [24, 31], assignments: [{ location: 3 }] }), 1, 2);
    const east = pick(lured).slice(3);
    expect(roadDistance(east, loc(3))).toBeLessThan(roadDistance(loc(1), loc(3)));
  });

  it('takes the helicopter when the pink path leads much closer, and drives when it does not', () => {
    expect(pick(build({ at: [loc(2), HQ], adventures: [25, 31] }))).toBe('heli');
    expect(pick(build({ at: [loc(2), HQ], adventures: [3, 31] }))).toBe('drive');
  });

  it('plays STEVE AUSTIN ASSISTS when its adventure is far away, and keeps it when near', () => {
    expect(pick(build({ at: [loc(1), HQ], adventures: [9, 31], held: [['steve'], []] }))).toBe('play:c37');
    expect(pick(build({ at: [loc(1), HQ], adventures: [2, 31], held: [['steve'], []] }))).toBe('drive');
  });

  it('takes the bionic risk (7/6 of the points on average), but late in the game takes the points that keep its lead', () => {
    const reach = (extra: Partial<Parameters<typeof build>[0]>) =>
      build({ at: [loc(2), HQ], adventures: [2, 31], await: { kind: 'reach' }, ...extra });
    expect(pick(reach({}))).toBe('bionic');
    const lateLead = reach({
      turnedUp: 5,
      assignments: [{ location: 9, bonus: 100 }],
      won: [[{ card: 'c12', points: 30, doubled: false, bonus: 0 }], [{ card: 'c13', points: 40, doubled: false, bonus: 0 }]],
    });
    expect(pick(lateLead)).toBe('take');
    const lateBehind = reach({
      turnedUp: 5,
      assignments: [{ location: 9, bonus: 100 }],
      won: [[], [{ card: 'c13', points: 40, doubled: true, bonus: 0 }]],
    });
    expect(pick(lateBehind)).toBe('bionic');
  });

  it('decides from its own view: the same choice whatever the other hands and the deck order', () => {
    const a = build({ at: [loc(1), HQ], adventures: [30, 31], held: [[], ['steve']] });
    const b = { ...a, deck: [...a.deck].reverse(), players: a.players.map((p, i) => (i === 1 ? { ...p, held: ['c39'] } : p)) };
    for (const [x, y] of [
      [1, 2],
      [3, 5],
      [4, 4],
    ])
      expect(pick(rollDrive(a, x, y))).toBe(pick(rollDrive(b, x, y)));
  });

  it('beats a player choosing at random in most games', () => {
    let wins = 0;
    const games = 16;
    for (let seed = 1; seed <= games; seed++) {
      let m = createMatch(
        game,
        [
          { name: 'ai', ai: true },
          { name: 'random', ai: false },
        ],
        {},
        seed,
      ).match;
      const rnd = new Rng(seedState(seed * 7));
      for (let step = 0; step < 3000 && !game.outcome(m.state); step++) {
        const p = game.pending(m.state)!;
        const d = p.player === 0 ? aiDecision(game, m, p)! : { player: 1, choice: rnd.pick(p.choices).id };
        const res = applyDecision(game, m, d, p);
        if (!res.ok) throw new Error(res.message);
        m = res.value.match;
      }
      const out = game.outcome(m.state);
      if (out && out.winners.includes(0) && score(m.state.players[0]) > score(m.state.players[1])) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(games * 0.75);
  });
});
