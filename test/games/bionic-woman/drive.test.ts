import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/engine/text';
import { HQ, ROAD } from '../../../src/games/bionic-woman/board';
import { choiceRows } from '../../../src/services/messages/choiceRows';
import { voice, words } from '../../support/text';
import { act, build, choice, choiceIds, dice, en, ends, game, loc, NAMES, rollDrive } from './helpers';

// Top road, west to east: r1 (NW corner; also r64 down the west side and r65 down the
// diagonal) - r17 - 1 - r18 - r19 - 2 - r20 - r21 - 3 - r22 - r5 (junction, 18 below) - ...
describe('announcing the method', () => {
  it('the turn starts by announcing: Drive, and Helicopter only on a location with a pink path; then the dice are rolled', () => {
    const plain = build({ at: [loc(1), HQ] });
    // Driving is all she can do: nothing to announce, the one button is the roll.
    expect(game.pending(plain)!.choices.map((c) => [c.id, en(c.label), c.roll])).toEqual([['drive', 'Roll the dice', true]]);
    expect(en(game.pending(plain)!.prompt)).toBe('Roll the dice and drive');
    const pink = build({ at: [loc(2), HQ] });
    const p = game.pending(pink)!;
    expect(p.choices.map((c) => [c.id, c.roll])).toEqual([
      ['drive', true],
      ['heli', true],
    ]);
    expect(en(choice(pink, 'heli').label)).toBe('Helicopter to 25');
    expect(en(choice(build({ at: [loc(2), HQ], adventures: [25, 31] }), 'heli').label)).toBe(
      'Helicopter to 25 (your adventure, 15 pts)',
    );
    expect(en(choice(build({ at: [loc(33), HQ], adventures: [25, 31] }), 'heli').label)).toBe('Helicopter to 34 or 36');
    expect(en(p.prompt)).toBe('Announce how you travel: drive, or take the helicopter');
    // Nothing is rolled by the announcement itself until it is chosen.
    const { state, events } = act(pink, 'drive', 2, 5);
    expect(events[0]).toMatchObject({ dice: [2, 5] });
    expect(en(events[0].text)).toBe('P0 drives: rolls 2 + 5');
    expect(state.await).toEqual({ kind: 'drive', dice: [2, 5] });
    expect(state.lastChance).toEqual([
      { kind: 'die', value: 2, sides: 6 },
      { kind: 'die', value: 5, sides: 6 },
    ]);
  });
});

describe('automobile', () => {
  it('a total move walks both dice along the road either way, never stepping back onto the space just left', () => {
    // 1 + 2 from 1: three steps east reach 2; three west pass the corner and go down either road.
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 1, 2);
    expect(ends(s)).toEqual(expect.arrayContaining([loc(2), 'r64', 'r65']));
    // Never back onto 1 by a total move: only split moves come back.
    expect(ends(s)).not.toContain(loc(1));
  });

  it('a split move walks one die, turns round and walks the other, either die first', () => {
    // 1 + 2 from 1: 1 east then 2 back ends on r17; 1 west then 2 back ends on r18 (and 2 then 1 the same).
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 1, 2);
    expect(ends(s).sort()).toEqual([loc(2), 'r17', 'r18', 'r64', 'r65'].sort());
    // 6 + 3 (the rulebook example): 9 either way, 6 and back 3, 3 and back 6.
    const t = rollDrive(build({ at: [loc(2), HQ], adventures: [30, 31] }), 6, 3);
    const offered = ends(t);
    for (const e of offered) expect(choice(t, `to:${e}`).action).toMatchObject({ type: 'go', to: e });
    // 6 east then 3 back: r20 r21 3 r22 r5 r23, back r5 r22 3 -> 3. 3 east then 6 back: r20 r21 3, back r21 r20 2 r19 r18 1 -> 1.
    expect(offered).toContain(loc(1));
  });

  it('each reachable end is offered once, with its path; plain circles get letters, drawn on the map', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 1, 2);
    const ids = choiceIds(s);
    expect(new Set(ids).size).toBe(ids.length);
    const p = game.pending(s)!;
    const lettered = p.choices.filter((c) => c.mark);
    expect(lettered.map((c) => c.mark)).toEqual(['A', 'B', 'C', 'D']);
    for (const c of lettered) expect(en(c.label)).toBe(`${c.mark} (road)`);
    const scene = game.scene(s);
    expect(scene.marks).toEqual(
      lettered.map((c) => ({
        space: (c.action as { to: string }).to,
        letter: c.mark,
        path: (c.action as { path: readonly string[] }).path,
      })),
    );
    // Each path is a walk of the road, from a neighbour of the start to the end.
    for (const c of p.choices) {
      const a = c.action as { to: string; path: readonly string[] };
      expect(a.path[a.path.length - 1]).toBe(a.to);
      [loc(1), ...a.path].slice(1).forEach((sp, i) => expect(ROAD[[loc(1), ...a.path][i]]).toContain(sp));
    }
    // Letters read in map order: top to bottom, then left to right.
    expect(lettered.map((c) => (c.action as { to: string }).to)).toEqual(['r17', 'r18', 'r64', 'r65']);
  });

  it('labels say where a move goes and what is there', () => {
    const s = rollDrive(build({ at: [loc(1), loc(4)], adventures: [2, 30], assignments: [{ location: 3 }] }), 2, 4);
    // 6 east ends on 3 (an assignment) and passes 2 (her adventure: she may stop there).
    expect(en(choice(s, `to:${loc(2)}`).label)).toBe('2 (your adventure, 30 pts)');
    expect(en(choice(s, `to:${loc(3)}`).label)).toBe('3 (Special Assignment, 25+50)');
    // Her adventure comes first, then the assignment.
    expect(choiceIds(s).slice(0, 2)).toEqual([`to:${loc(2)}`, `to:${loc(3)}`]);
    const air = rollDrive(build({ at: [loc(4), HQ], adventures: [30, 31] }), 1, 2);
    expect(en(choice(air, 'to:ap-ne').label)).toBe('Airport NE');
    const hq = rollDrive(build({ at: [loc(33), loc(1)], adventures: [30, 31] }), 1, 1);
    expect(en(choice(hq, `to:${HQ}`).label)).toBe('H.Q.');
  });

  it('the places that matter come first, as buttons; the road circles lettered on the picture after them, never a paged menu', () => {
    // Double six from 33: 32 ends, 9 that matter (her adventure, an assignment, an airport, locations) and 23 road circles.
    const s = rollDrive(build({ at: [loc(33), HQ], adventures: [30, 31], assignments: [{ location: 12 }] }), 6, 6);
    const offered = game.pending(s)!.choices;
    expect(offered.length).toBeGreaterThan(25);
    const firstRoad = offered.findIndex((c) => c.mark !== undefined);
    expect(offered.slice(firstRoad).every((c) => c.mark !== undefined)).toBe(true);
    expect(offered.slice(0, 3).map((c) => en(c.label))).toEqual(['30 (your adventure, 15 pts)', 'Airport NE', '7']);
    const rows = choiceRows(voice({ game: 'bionic-woman' }), 1, 1, offered, false);
    const shownButtons = rows.flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.label) : []));
    expect(shownButtons).toEqual(offered.slice(0, firstRoad).map((c) => en(c.label)));
    const menus = rows.flatMap((r) => ('select' in r ? [r.select] : []));
    expect(menus.map((m) => [m.placeholder, m.options.length])).toEqual([
      ['A letter on the picture…', offered.length - firstRoad],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Next|page/);
  });

  it('H.Q. counts as a space of the road', () => {
    // 33 - r99 - H.Q. - the three other spokes: 3 steps end on their first circles.
    const s = rollDrive(build({ at: [loc(33), loc(1)], adventures: [30, 31] }), 1, 2);
    expect(ends(s)).toEqual(expect.arrayContaining(ROAD[HQ].filter((x) => x !== 'r99')));
  });

  it('helicopter paths are no roads: a drive never takes one', () => {
    // 33's pink paths lead to 34 and 36, both four road steps away: a roll of 3 reaches neither.
    const s = rollDrive(build({ at: [loc(33), loc(1)], adventures: [30, 31] }), 1, 2);
    expect(ends(s)).not.toContain(loc(34));
    expect(ends(s)).not.toContain(loc(36));
  });

  it('other locations need the exact count: passing one is no stop', () => {
    // 2 + 2 from 1 eastwards passes 2 and ends on r20; 2 is not offered.
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 2, 2);
    expect(ends(s)).toContain('r20');
    expect(ends(s)).not.toContain(loc(2));
  });

  it('driving to a space ends the turn there; the picture highlights the way', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 1, 2);
    const { state, text } = act(s, `to:${loc(2)}`);
    expect(state.players[0].at).toBe(loc(2));
    expect(state.lastPath).toEqual(['r18', 'r19', loc(2)]);
    expect(game.scene(state).highlight).toEqual(['r18', 'r19', loc(2)]);
    expect(text).toBe('P0 drives to 2');
    expect(state.turn).toBe(1);
    expect(state.await).toEqual({ kind: 'turn' });
  });
});

describe('reaching her own adventure', () => {
  it('she need not reach it by exact count: passing it, stopping there is offered, the rest of the count is lost', () => {
    // From 1, 2 + 2 east passes 2 (three steps) and would go on to r20; she may stop on 2,
    // which no exact count of this roll reaches.
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [2, 30] }), 2, 2);
    expect(ends(s)).toContain(loc(2));
    expect(ends(s)).toContain('r20');
    expect(ends(rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 2, 2))).not.toContain(loc(2));
    const { state } = act(s, `to:${loc(2)}`);
    expect(state.players[0].at).toBe(loc(2));
    expect(state.lastPath).toEqual(['r18', 'r19', loc(2)]);
    expect(state.await).toEqual({ kind: 'reach' });
  });

  it('reaching it by exact count opens the same decision', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [2, 30] }), 1, 2);
    const { state } = act(s, `to:${loc(2)}`);
    expect(state.await).toEqual({ kind: 'reach' });
    expect(game.pending(state)!.choices.map((c) => c.id)).toEqual(['take', 'bionic']);
  });
});

describe('decisions', () => {
  it('refuses decisions out of turn or not offered, changing nothing', () => {
    const s = build({ at: [loc(1), HQ], adventures: [30, 31] });
    const copy = structuredClone(s);
    const rng = dice(3, 4);
    expect(game.apply(s, 1, { id: 'drive', label: tx('choice.drive') }, rng)).toMatchObject({
      ok: false,
      error: 'not-your-turn',
    });
    expect(game.apply(s, 0, { id: 'heli', label: tx('choice.heli') }, rng)).toMatchObject({ ok: false, error: 'illegal-choice' });
    // A forged action on an offered id is ignored: the game's own action is applied.
    const forged = game.apply(
      s,
      0,
      { id: 'drive', label: tx('choice.drive'), action: { type: 'go', to: loc(36), path: [loc(36)] } },
      rng,
    );
    expect(forged.ok && forged.value.state.await).toEqual({ kind: 'drive', dice: [3, 4] });
    expect(s).toEqual(copy);
  });

  it('apply does not change the state it is given', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [2, 31], held: [['steve'], []] }), 1, 2);
    const copy = structuredClone(s);
    act(s, `to:${loc(2)}`);
    expect(s).toEqual(copy);
  });

  it('every choice id is short and plain, every label within 80 characters', () => {
    const s = rollDrive(
      build({
        at: [HQ, HQ],
        adventures: [30, 31],
        held: [['steve', 'airport', 'hq'], []],
        assignments: [{ location: 33, bonus: 100 }],
      }),
      6,
      5,
    );
    for (const c of game.pending(s)!.choices) {
      expect(c.id).toMatch(/^[a-z0-9:_.-]{1,40}$/);
      expect(en(c.label).length).toBeLessThanOrEqual(80);
    }
    expect(game.pending(s)!.choices.length).toBeGreaterThan(15);
  });

  it('driving to a plain road circle names it by its letter on the picture', () => {
    const s = rollDrive(build({ at: [loc(1), HQ], adventures: [30, 31] }), 1, 2);
    const c = game.pending(s)!.choices.find((x) => x.mark === 'B')!;
    const { text, events } = act(s, c.id);
    expect(text).toBe('P0 drives to road circle B');
    const say = (locale: 'fr' | 'hu') => words(events[0].text, { game: 'bionic-woman', locale, names: NAMES });
    expect(say('fr')).toBe('P0 roule jusqu’à la case de route B');
    expect(say('hu')).toBe('P0 autóval a B jelű útmezőre megy');
  });
});
