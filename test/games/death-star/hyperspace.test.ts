import { describe, expect, it } from 'vitest';
import { deathStar, type DsState } from '../../../src/games/death-star';
import { act, build, choices, labels, say, spin, spins } from './helpers';

const ship = (at: string, other: string | null = null) =>
  build({
    at: [{ luke: 'falcon', han: 'falcon' }, {}],
    missions: [
      [true, true],
      [false, false],
    ],
    ship: [at, other],
  });
const ends = (s: DsState) =>
  choices(s)
    .map((c) => (c.action && 'end' in c.action ? c.action.end : '?'))
    .sort();

describe('hyperspace', () => {
  it("the ship's first move starts on one of the 3 entries, counted as 1: a 1 reaches the entries", () => {
    const s = spin(ship('falcon'), 1).state;
    expect(ends(s)).toEqual(['h16', 'h26', 'h36']);
    expect(labels(s)).toEqual(['Falcon to A: an entry square', 'Falcon to B: an entry square', 'Falcon to C: an entry square']);
    expect(say(deathStar.pending(s)!.prompt)).toBe('You spun 1: fly the Falcon 1 in a straight line');
  });

  it('from an entry the ship flies in a straight line: a row, a column or a diagonal', () => {
    const s = spin(ship('falcon'), 3).state;
    expect(ends(s)).toEqual(['h04', 'h06', 'h14', 'h16', 'h24', 'h34', 'h36', 'h44', 'h46']);
  });

  it('every later move is a straight line of the spun number from where the ship is; choices are lettered on the picture', () => {
    const s = spin(ship('h04'), 2).state;
    expect(ends(s)).toEqual(['h02', 'h06', 'h22', 'h24', 'h26']);
    expect(labels(s).every((l) => /^Falcon to [A-E]: /.test(l))).toBe(true);
    const marks = deathStar.scene(s).marks!;
    expect(marks.map((m) => m.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(marks.map((m) => m.space).sort()).toEqual(ends(s));
  });

  it('the Rebel Base is reached by exact count: the first ship there wins', () => {
    const s = spin(ship('h00'), 2).state;
    const base = choices(s).find((c) => c.id === 'f:h20')!;
    expect(say(base.label)).toMatch(/the Rebel Base \(wins\)$/);
    const r = act(s, 'f:h20');
    expect(r.state.winner).toBe(0);
    const out = deathStar.outcome(r.state)!;
    expect(out.winners).toEqual([0]);
    expect(say(out.text)).toBe('Red reaches the Rebel Base and wins');
    expect(deathStar.pending(r.state)).toBeNull();
    // A line may not fly on past the base.
    expect(ends(spin(ship('h00'), 3).state)).not.toContain('h30');
  });

  it('two TIE Fighters offered at once: their buttons differ by the letter drawn on each square', () => {
    const s = spin(ship('falcon'), 3).state;
    const ties = labels(s).filter((l) => l.endsWith('a TIE Fighter (dogfight)'));
    expect(ties.length).toBeGreaterThanOrEqual(2);
    expect(new Set(labels(s)).size).toBe(labels(s).length);
  });

  it('landing on a TIE Fighter starts a dogfight: WIN moves the ship one square in any direction', () => {
    const s = spin(ship('h24'), 2).state;
    expect(labels(s)).toContain('Falcon to ' + choices(s).find((c) => c.id === 'f:h22')!.mark + ': a TIE Fighter (dogfight)');
    const r = act(s, 'f:h22', spins([1, 'WIN']));
    const fight = r.events.find((e) => say(e.text).startsWith('Dogfight'))!;
    expect(say(fight.text)).toBe('Dogfight with a TIE Fighter: Red spins 1 (WIN) and wins');
    expect(fight.chance).toEqual([{ kind: 'spin', value: 1, band: 'WIN' }]);
    expect(r.state.await).toEqual({ kind: 'dogfight', at: 'h22' });
    expect(ends(r.state)).toEqual(['h11', 'h12', 'h13', 'h21', 'h23', 'h31', 'h32', 'h33']);
    expect(deathStar.scene(r.state).chance).toEqual([{ kind: 'spin', value: 1, band: 'WIN' }]);
  });

  it('a won dogfight may move onto another TIE Fighter: another dogfight; LOSE sends the ship back to the Falcon', () => {
    const s = { ...ship('h22'), await: { kind: 'dogfight' as const, at: 'h22' } };
    const r = act(s, 'd:h11', spins([3, 'LOSE']));
    expect(r.text).toContain('Dogfight with a TIE Fighter: Red spins 3 (LOSE): the Falcon is sent back to its hangar');
    expect(r.state.players[0].ship).toBe('falcon');
    expect(r.state.turn.player).toBe(1);
  });

  it('a won dogfight may move onto an empty square: the ship waits there for the next turn', () => {
    const s = { ...ship('h22'), await: { kind: 'dogfight' as const, at: 'h22' } };
    const r = act(s, 'd:h23');
    expect(r.state.players[0].ship).toBe('h23');
    expect(r.state.turn.player).toBe(1);
  });

  it('a won dogfight next to the Rebel Base may move onto it and win', () => {
    const s = { ...ship('h11'), await: { kind: 'dogfight' as const, at: 'h11' } };
    expect(say(choices(s).find((c) => c.id === 'd:h20')!.label)).toMatch(/the Rebel Base \(wins\)$/);
    expect(act(s, 'd:h20').state.winner).toBe(0);
  });

  it('ships may share squares: nobody is sent back in hyperspace', () => {
    const s = spin(
      {
        ...ship('h04'),
        players: ship('h04').players.map((p, i) =>
          i === 1
            ? {
                ...p,
                ship: 'h24',
                tokens: { luke: { at: 'falcon', held: 0, last: null }, han: { at: 'falcon', held: 0, last: null } },
              }
            : p,
        ),
      },
      2,
    ).state;
    const r = act(s, 'f:h24');
    expect(r.state.players[0].ship).toBe('h24');
    expect(r.state.players[1].ship).toBe('h24');
  });
});
