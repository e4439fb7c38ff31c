import { describe, expect, it } from 'vitest';
import { actionMan } from '../../../src/games/action-man';
import { LAND0, act, build, forced, land, pendingOf, en } from './helpers';

describe('illustrated squares', () => {
  it('an unoccupied one may be claimed with a unit from HQ, which stays there as the commander moves on', () => {
    const s = build({ pos: [0, 12, 24, 36] });
    let r = act(s, 'roll', forced(2));
    const p = pendingOf(r.state);
    expect(p.player).toBe(0);
    expect(p.choices.map((c) => en(c.label))).toEqual([
      expect.stringMatching(/^Claim \w+ \(square 3\) \(19 in HQ\)$/),
      'Leave it unclaimed',
    ]);
    r = act(r.state, 'claim');
    expect(r.state.squares[2]).toBe(0);
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.turn).toBe(1);
    expect(actionMan.scene(r.state).markers).toEqual([{ space: 's3', label: { key: 'initial.red' }, color: '#d55e00' }]);
    // Next time Red moves on, the unit stays.
    r = act({ ...r.state, turn: 0 }, 'roll', forced(1));
    expect(r.state.squares[2]).toBe(0);
  });

  it('claiming is a choice: the square may be left unclaimed', () => {
    const r = act(act(build(), 'roll', forced(2)).state, 'leave');
    expect(r.state.squares[2]).toBeNull();
    expect(r.state.forces[0].hq).toBe(19);
    expect(r.text).toContain('Red leaves the square unclaimed');
  });

  it('with an empty HQ no claim is offered', () => {
    const r = act(build({ hq: [0, 19, 19, 19] }), 'roll', forced(2));
    expect(r.state.await.kind).toBe('turn');
    expect(r.state.turn).toBe(1);
  });

  it("landing on your own unit's square: nothing happens", () => {
    const r = act(build({ squares: { 2: 0 } }), 'roll', forced(2));
    expect(r.state.turn).toBe(1);
    expect(r.events).toHaveLength(1);
  });

  it("held by an opponent: the arriving player challenges its holder; winning, the unit there is captured and replaced from the challenger's HQ", () => {
    let r = act(build({ squares: { 2: 1 }, cards: ['sea'] }), 'roll', forced(2, 'battleship carrier tank tank tank'));
    expect(r.text).toMatch(
      /Red challenges Blue for \w+ \(square 3\)\. Combat card: .+\. Sea battle: battleships and aircraft carriers count/,
    );
    r = act(r.state, 'keep', forced('tank tank tank tank carrier'));
    expect(r.text).toContain('Red wins the battle, 2 to 1');
    expect(r.state.squares[2]).toBe(0);
    expect(r.state.forces[0].camp[1]).toBe(1);
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[1].hq).toBe(18);
    expect(r.state.turn).toBe(1);
  });

  it('the challenger winning with an empty HQ captures the unit and leaves the square empty', () => {
    let r = act(build({ squares: { 2: 1 }, hq: [0, 18, 19, 19], cards: ['land'] }), 'roll', forced(2, land(3)));
    r = act(r.state, 'keep', forced(land(1)));
    expect(r.state.squares[2]).toBeNull();
    expect(r.state.forces[0].camp[1]).toBe(1);
    expect(r.text).toContain('Red has no unit in HQ to put there');
  });

  it('the holder winning keeps the square, and the challenger gives up a unit from HQ', () => {
    let r = act(build({ squares: { 2: 1 }, cards: ['land'] }), 'roll', forced(2, land(1)));
    r = act(r.state, 'keep', forced(land(3)));
    expect(r.state.squares[2]).toBe(1);
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[1].camp[0]).toBe(1);
  });

  it('an opponent who both stands on the square and holds it is fought once, for the square', () => {
    const r = act(build({ pos: [0, 2, 24, 36], squares: { 2: 1 }, cards: ['land'] }), 'roll', forced(2, land(3)));
    expect(r.state.tasks).toEqual([{ kind: 'claim', square: 2 }]);
    expect(r.state.await).toMatchObject({
      kind: 'throw',
      combat: { fight: { defender: 1, stake: { kind: 'square', square: 2 } } },
    });
  });

  it('commanders there and a holder elsewhere: each commander is fought, then the holder for the square, then an emptied square may be claimed', () => {
    const s = build({ pos: [0, 2, 24, 2], squares: { 2: 2 }, cards: ['land', 'land', 'land'] });
    let r = act(s, 'roll', forced(2, land(3)));
    expect(r.state.await).toMatchObject({ combat: { fight: { defender: 1, stake: { kind: 'meet' } } } });
    expect(r.state.tasks.map((t) => (t.kind === 'fight' ? `${t.fight.defender}:${t.fight.stake.kind}` : t.kind))).toEqual([
      '3:meet',
      '2:square',
      'claim',
    ]);
    r = act(r.state, 'keep', forced(LAND0, land(3)));
    r = act(r.state, 'keep', forced(LAND0, land(3)));
    r = act(r.state, 'keep', forced(LAND0));
    expect(r.state.forces[0].camp).toEqual([0, 1, 1, 1]);
    // The square was won and filled from Red's HQ: nothing left to claim.
    expect(r.state.squares[2]).toBe(0);
    expect(r.state.turn).toBe(1);
  });
});

describe('start squares', () => {
  it("landing on an opponent's start square challenges its owner, wherever that commander stands", () => {
    const r = act(build({ pos: [10, 20, 24, 36], cards: ['land'] }), 'roll', forced(2, land(2)));
    expect(r.state.forces[0].pos).toBe(12);
    expect(r.text).toContain('Red challenges Blue for landing on their start square');
    expect(r.state.await).toMatchObject({ combat: { fight: { defender: 1, stake: { kind: 'start' } } } });
  });

  it('the owner standing on their own start square is fought once', () => {
    const r = act(build({ pos: [10, 12, 24, 36], cards: ['land'] }), 'roll', forced(2, land(2)));
    expect(r.state.tasks).toEqual([]);
    expect(r.state.await).toMatchObject({ combat: { fight: { defender: 1, stake: { kind: 'start' } } } });
  });

  it('the start square of a colour nobody plays challenges nobody', () => {
    const r = act(build({ players: 2, pos: [22, 5] }), 'roll', forced(2));
    expect(r.state.forces[0].pos).toBe(24);
    expect(r.state.turn).toBe(1);
  });
});

describe('danger squares', () => {
  it('a unit from HQ leaves the game', () => {
    const r = act(build(), 'roll', forced(3));
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[0].lost).toBe(1);
    expect(r.text).toContain("Red is on a danger square: a unit from Red's HQ leaves the game (18 units left in HQ)");
  });

  it('with no unit in HQ the player is out of the game, even holding squares', () => {
    const r = act(build({ hq: [0, 19, 19, 19], squares: { 5: 0, 7: 0 } }), 'roll', forced(3));
    expect(r.state.forces[0].out).toBe(true);
    expect(r.state.squares[5]).toBeNull();
    expect(r.state.forces[0].lost).toBe(19);
    expect(r.text).toContain('Red is on a danger square with an empty HQ: out of the game');
    expect(r.state.turn).toBe(1);
  });

  it('two commanders there: each loses a unit, then the arriving one challenges', () => {
    const r = act(build({ pos: [0, 3, 24, 36], cards: ['air'] }), 'roll', forced(3, 'plane plane tank tank tank'));
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[1].hq).toBe(18);
    expect(r.state.await).toMatchObject({ combat: { fight: { defender: 1, stake: { kind: 'meet' } } } });
  });

  it('the occupant there with an empty HQ is put out too, and no battle follows (ruling)', () => {
    const r = act(build({ pos: [0, 3, 24, 36], hq: [19, 0, 19, 19], squares: { 7: 1 } }), 'roll', forced(3));
    expect(r.state.forces[0].hq).toBe(18);
    expect(r.state.forces[1].out).toBe(true);
    expect(r.state.squares[7]).toBeNull();
    expect(r.text).toContain('Blue is on a danger square with an empty HQ: out of the game');
    expect(r.state.await).toEqual({ kind: 'turn' });
    expect(r.state.turn).toBe(2);
  });
});

describe('POW exchange squares', () => {
  const camps = [
    [0, 2, 0, 0],
    [1, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];

  it('landing there, the player may offer an exchange to the next player, who accepts or declines; the game waits for the answer', () => {
    let r = act(build({ camps, hq: [18, 17, 19, 19], pos: [1, 12, 24, 36] }), 'roll', forced(5));
    expect(r.state.forces[0].pos).toBe(6);
    expect(pendingOf(r.state).player).toBe(0);
    expect(pendingOf(r.state).choices.map((c) => [c.id, en(c.label)])).toEqual([
      ['offer', 'Offer Blue an exchange of prisoners'],
      ['no-offer', 'No exchange'],
    ]);
    r = act(r.state, 'offer');
    const p = pendingOf(r.state);
    expect(p.player).toBe(1);
    expect(p.choices.map((c) => en(c.label))).toEqual(['Accept the exchange', 'Decline']);
    expect(r.state.turn).toBe(0);
    // Nobody else may answer.
    expect(actionMan.apply(r.state, 0, p.choices[0], forced()).ok).toBe(false);
    const acc = act(r.state, 'accept');
    expect(acc.state.forces[0].camp).toEqual([0, 1, 0, 0]);
    expect(acc.state.forces[1].camp).toEqual([0, 0, 0, 0]);
    expect(acc.state.forces[0].hq).toBe(19);
    expect(acc.state.forces[1].hq).toBe(18);
    expect(acc.state.turn).toBe(1);
    const dec = act(r.state, 'decline');
    expect(dec.state.forces[0].camp).toEqual([0, 2, 0, 0]);
    expect(dec.text).toContain('Blue declines the exchange');
    expect(dec.state.turn).toBe(1);
  });

  it("possible only when each holds a prisoner of the other's colour; the offer goes to the next player still in", () => {
    const none = act(
      build({
        pos: [1, 12, 24, 36],
        camps: [
          [0, 2, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      }),
      'roll',
      forced(5),
    );
    expect(none.text).toContain('no exchange is possible with Blue');
    expect(none.state.turn).toBe(1);
    const skip = act(
      build({
        pos: [1, 12, 24, 36],
        out: [1],
        camps: [
          [0, 0, 1, 0],
          [0, 0, 0, 0],
          [1, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      }),
      'roll',
      forced(5),
    );
    expect(en(pendingOf(skip.state).choices[0].label)).toBe('Offer Yellow an exchange of prisoners');
  });

  it('the player may also offer no exchange', () => {
    const r = act(act(build({ camps, pos: [1, 12, 24, 36] }), 'roll', forced(5)).state, 'no-offer');
    expect(r.state.forces[0].camp).toEqual([0, 2, 0, 0]);
    expect(r.state.turn).toBe(1);
  });
});
