import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/engine/text';
import { diceRace } from '../../../src/games/dice-race';
import { act, build, choiceIds, forced, say } from './helpers';

describe('the turn', () => {
  it('a turn is one roll of the die: the piece moves that many spaces and the turn passes', () => {
    const r = act(build({ pos: [3, 0] }), 'roll', forced(4));
    expect(r.events[0]).toEqual({ text: { key: 'event.rolls', params: { who: { seat: 0 }, die: 4 } }, dice: [4] });
    expect(r.text).toBe('alice rolls 4');
    expect(r.state.pos).toEqual([7, 0]);
    expect(r.state.path).toEqual([3, 4, 5, 6, 7]);
    expect(r.state.turn).toBe(1);
  });

  it('a six lets the player jump to any space or stay: more than 25 choices', () => {
    const r = act(build({ pos: [2, 0] }), 'roll', forced(6));
    expect(r.state.pos[0]).toBe(8);
    expect(r.state.turn).toBe(0);
    const ids = choiceIds(r.state);
    expect(ids[0]).toBe('stay');
    expect(ids).toHaveLength(39);
    expect(ids).not.toContain('jump:8');
    expect(ids).not.toContain('jump:39');
    const jumped = act(r.state, 'jump:30');
    expect(jumped.text).toBe('alice jumps to 30');
    expect([jumped.state.pos[0], jumped.state.turn]).toEqual([30, 1]);
    expect(act(r.state, 'stay').state.pos[0]).toBe(8);
  });

  it('reaching FINISH (39) wins, however far the roll would go', () => {
    const r = act(build({ pos: [36, 0] }), 'roll', forced(5));
    expect(r.state.pos[0]).toBe(39);
    expect(r.text).toContain('alice reaches the finish and wins!');
    const outcome = diceRace.outcome(r.state)!;
    expect([outcome.winners, say(outcome.text)]).toEqual([[0], 'alice wins the race']);
    expect(diceRace.pending(r.state)).toBeNull();
  });

  it('only the player to move may choose, and only what is offered', () => {
    const s = build();
    const roll = diceRace.pending(s)!.choices[0];
    expect(diceRace.apply(s, 1, roll, forced(3))).toMatchObject({ ok: false, error: 'not-your-turn' });
    expect(diceRace.apply(s, 0, { id: 'jump:5', label: tx('choice.jump') }, forced(3))).toMatchObject({
      ok: false,
      error: 'illegal-choice',
    });
  });

  it('a player who resigns leaves the race; the last one racing wins', () => {
    const three = build({ pos: [5, 6, 7] });
    const left = diceRace.resign(three, 0);
    expect(left.state.turn).toBe(1);
    expect(diceRace.scene(left.state).tokens.map((t) => t.seat)).toEqual([1, 2]);
    const last = diceRace.resign(left.state, 2);
    expect(last.events.map((e) => say(e.text))).toEqual(['carol resigns', 'bob is the last one racing and wins']);
    expect(diceRace.outcome(last.state)?.winners).toEqual([1]);
  });
});
