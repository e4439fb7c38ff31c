import { describe, expect, it } from 'vitest';
import { actionMan } from '../../../src/games/action-man';
import { CARD_IDS, battleOf } from '../../../src/games/action-man/cards';
import { LAND0, LAND5, act, build, choiceIds, forced, land, pendingOf, en } from './helpers';

/** Red (turn) lands on Blue's commander on square index 5 with a roll of 5. */
const meeting = (cards: Array<'land' | 'sea' | 'air'> = ['land', 'land', 'land']) => build({ pos: [0, 5, 24, 36], cards });

describe('combat', () => {
  it('two commanders on one square fight: the arriving one challenges, turns a combat card and throws the five combat dice', () => {
    const r = act(meeting(), 'roll', forced(5, land(2)));
    expect(r.text).toMatch(/Red challenges Blue\. Combat card: .+\. Land battle: tanks and soldiers count/);
    const thrown = r.events.find((e) => en(e.text).startsWith('Red throws'))!;
    expect(en(thrown.text)).toBe('Red throws tank, tank, plane, plane, plane: score 2');
    expect(thrown.chance).toEqual(['tank', 'tank', 'plane', 'plane', 'plane'].map((face) => ({ kind: 'symbol', face })));
    expect(thrown.dice).toBeUndefined();
    expect(r.state.lastCard).not.toBeNull();
    expect(battleOf(r.state.lastCard!)).toBe('land');
  });

  it('the challenger keeps the throw or throws all five again: "Keep (score 2)" / "Throw again (2 left)"', () => {
    const r = act(meeting(), 'roll', forced(5, land(2)));
    const p = pendingOf(r.state);
    expect(p.player).toBe(0);
    expect(p.choices.map((c) => en(c.label))).toEqual(['Keep (score 2)', 'Throw again (2 left)']);
    expect(en(p.prompt)).toContain('Land battle: tanks and soldiers count');
    const again = act(r.state, 'again', forced(land(1)));
    expect(pendingOf(again.state).choices.map((c) => en(c.label))).toEqual(['Keep (score 1)', 'Throw again (1 left)']);
  });

  it('three throws at most: the third throw counts, even when worse, and the defender then throws three times, the last counting', () => {
    let r = act(meeting(), 'roll', forced(5, LAND5));
    r = act(r.state, 'again', forced(land(4)));
    // Third throw scores 1; Blue throws 5, 0, then 0 (counts): Red wins 1 to 0 though Blue once threw 5.
    r = act(r.state, 'again', forced(land(1), LAND5, LAND0, LAND0));
    expect(r.text).toContain("That was Red's third throw: it counts");
    const blue = r.events.filter((e) => en(e.text).startsWith('Blue throws'));
    expect(blue.map((e) => en(e.text).replace(/^.*score /, 'score '))).toEqual([
      'score 5 (throw 1 of 3)',
      'score 0 (throw 2 of 3)',
      'score 0 (throw 3 of 3, this one counts)',
    ]);
    // The picture labels each throw's symbols: the counting one with its score.
    expect(blue.map((e) => en(e.label!))).toEqual(['Blue throw 1', 'Blue throw 2', 'Blue score 0']);
    expect(r.events.filter((e) => e.chance && en(e.text).startsWith('Red throws')).map((e) => en(e.label!))).toEqual([
      'Red score 1',
    ]);
    expect(r.text).toContain('Red wins the battle, 1 to 0');
    expect(r.state.forces[0].camp[1]).toBe(1);
  });

  it('the defender gets as many throws as the challenger used, and only the last one counts', () => {
    let r = act(meeting(), 'roll', forced(5, land(1)));
    r = act(r.state, 'again', forced(land(3)));
    // Blue: 4 then 2 (counts): Red's 3 wins.
    r = act(r.state, 'keep', forced(land(4), land(2)));
    expect(r.events.filter((e) => en(e.text).startsWith('Blue throws'))).toHaveLength(2);
    expect(r.text).toContain('Red wins the battle, 3 to 2');
  });

  it("a higher defender score wins; the loser puts a unit from HQ into the winner's POW camp", () => {
    let r = act(meeting(), 'roll', forced(5, land(2)));
    r = act(r.state, 'keep', forced(land(3)));
    expect(r.text).toContain('Blue wins the battle, 3 to 2');
    expect(r.text).toContain("A unit from Red's HQ goes to Blue's POW camp (18 units left in HQ)");
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[1].camp).toEqual([1, 0, 0, 0]);
    // The square (an unheld illustrated one) may still be claimed after the fight.
    expect(choiceIds(r.state)).toEqual(['claim', 'leave']);
  });

  it('a tie starts a new battle with a new card, the same challenger throwing first again', () => {
    let r = act(meeting(['land', 'air']), 'roll', forced(5, land(2)));
    const first = r.state.lastCard;
    r = act(r.state, 'keep', forced(land(2), 'plane plane plane tank tank'));
    expect(r.text).toContain('Tie, 2 to 2: a new battle with a new card');
    expect(r.text).toMatch(/New battle: Red challenges Blue\. Combat card: .+\. Air battle: planes and missiles count/);
    expect(r.state.lastCard).not.toBe(first);
    expect(r.state.deck.discard).toEqual([first]);
    expect(r.state.await).toMatchObject({ kind: 'throw', combat: { throws: 1, score: 3 } });
    expect(choiceIds(r.state)).toEqual(['keep', 'again']);
  });

  it('used cards go to a discard pile, which is shuffled into a new pile when the cards run out', () => {
    const s = meeting();
    s.deck = { draw: [], discard: [...CARD_IDS] };
    const r = act(s, 'roll', forced(5, land(2)));
    expect(r.text).toContain('The combat cards are used up: they are shuffled into a new pile');
    expect(r.state.deck.draw).toHaveLength(35);
    expect(r.state.deck.discard).toEqual([]);
  });

  it("the picture shows the last combat's dice as symbols: the challenger's throw, then both last throws", () => {
    let r = act(meeting(), 'roll', forced(5, land(2)));
    expect(actionMan.scene(r.state).chance).toEqual(r.events.find((e) => en(e.text).startsWith('Red throws'))!.chance);
    r = act(r.state, 'keep', forced(LAND5));
    const shown = actionMan.scene(r.state).chance!;
    expect(shown).toHaveLength(10);
    expect(shown.every((c) => c.kind === 'symbol')).toBe(true);
    expect(shown.slice(5).map((c) => (c.kind === 'symbol' ? c.face : ''))).toEqual([
      'tank',
      'tank',
      'soldier',
      'tank',
      'soldier',
    ]);
    expect(en(actionMan.scene(r.state).notes![0])).toMatch(/^Combat card: .+\. Land battle: tanks and soldiers count$/);
  });
});
