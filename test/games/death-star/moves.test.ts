import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/engine/text';
import { deathStar } from '../../../src/games/death-star';
import { act, build, choices, labels, say, spin, spins, spot, walkEnds } from './helpers';

describe('a turn on the Death Star', () => {
  it('a turn starts with one decision, "Spin", the roll of the turn; the spin is typed, shown as a spinner without its band', () => {
    const s = build();
    const p = deathStar.pending(s)!;
    expect(p.choices.map((c) => [c.id, say(c.label), c.roll])).toEqual([['spin', 'Spin', true]]);
    const r = spin(s, 2);
    expect(r.events[0]).toEqual({
      text: { key: 'event.spins', params: { who: { seat: 0 }, n: 2 } },
      chance: [{ kind: 'spin', value: 2 }],
    });
    expect(say(r.events[0].text)).toBe('Red spins 2');
    expect(r.events[0].dice).toBeUndefined();
    // A move reads only the number: the picture must not show WIN or LOSE, even on a LOSE sector.
    expect(deathStar.scene(r.state).chance).toEqual([{ kind: 'spin', value: 2 }]);
    expect(deathStar.scene(spin(s, [3, 'LOSE']).state).chance).toEqual([{ kind: 'spin', value: 3 }]);
    expect(r.state.await).toEqual({ kind: 'move', spin: 2, freed: [] });
  });

  it('after the spin: one choice per token and end, reached by exactly the count along the lines', () => {
    const s = spin(build(), 2).state;
    expect(walkEnds(s, 'luke')).toEqual([spot(1), spot(37)]);
    expect(walkEnds(s, 'han')).toEqual([spot(1), spot(37)]);
    expect(labels(s).sort()).toEqual(['Han/Chewie to 1', 'Han/Chewie to 37', 'Luke/Leia to 1', 'Luke/Leia to 37']);
    const s3 = spin(build(), 3).state;
    expect(walkEnds(s3, 'luke')).toEqual([spot(2), spot(36)]);
  });

  it('a move never steps back onto the spot just left ("the same direction")', () => {
    const at = [{ luke: spot(44), han: 'tc0' }, {}];
    expect(walkEnds(spin(build({ at }), 1).state, 'luke')).toEqual(['s43', 's45', 's51', 's52']);
    expect(walkEnds(spin(build({ at }), 2).state, 'luke')).toEqual(['s42', 's46', 's50', 's53']);
  });

  it('a move is never split: the chosen token moves the whole count, the other stays, and the turn passes', () => {
    const s = spin(build({ at: [{ luke: spot(44), han: spot(20) }, {}] }), 3).state;
    const r = act(s, 'w:luke:s54');
    expect(r.state.players[0].tokens.luke.at).toBe('s54');
    expect(r.state.players[0].tokens.han.at).toBe('s20');
    expect(r.state.lastPath).toEqual(['s44', 's52', 's53', 's54']);
    expect(r.state.turn.player).toBe(1);
  });

  it('play passes to the next seat; a seat that left is passed over', () => {
    const s = build({ at: [{}, {}, {}] });
    s.players[1].out = true;
    const r = act(spin(s, 2).state, 'w:luke:s1');
    expect(r.state.turn.player).toBe(2);
    expect(deathStar.pending(r.state)!.player).toBe(2);
  });

  it("nobody walks into a Trash Compactor area, their own or another colour's", () => {
    const s = spin(build({ at: [{ luke: spot(37) }, {}] }), 2).state;
    expect(walkEnds(s, 'luke')).toEqual(['s1', 's35']);
    const s1 = spin(build({ at: [{ luke: spot(37) }, {}] }), 1).state;
    expect(walkEnds(s1, 'luke')).toEqual(['s36', 's38']);
  });

  it('with no move possible the turn passes', () => {
    const s = build({ at: [{ luke: 'detention', han: 'detention' }, {}] });
    const r = spin(s, 1);
    expect(r.text).toContain('Red has no move');
    expect(r.state.turn.player).toBe(1);
  });
});

describe('like and unlike tokens', () => {
  it("landing on an opponent's like token sends it back to its own Trash Compactor area; the label says so", () => {
    const s = spin(build({ at: [{}, { han: spot(37) }] }), 2).state;
    expect(labels(s)).toContain('Han/Chewie to 37, sends Blue back');
    expect(labels(s)).toContain('Luke/Leia to 37');
    const r = act(s, 'w:han:s37');
    expect(r.state.players[1].tokens.han.at).toBe('tc1');
    expect(r.state.players[0].tokens.han.at).toBe('s37');
    expect(r.text).toContain('Blue’s Han/Chewie is sent back to the Trash Compactor');
  });

  it("unlike tokens share a spot, and so do a player's own two tokens", () => {
    const s = spin(build({ at: [{ han: spot(37) }, { han: spot(37) }] }), 2).state;
    const r = act(s, 'w:luke:s37');
    expect(r.state.players[0].tokens.luke.at).toBe('s37');
    expect(r.state.players[0].tokens.han.at).toBe('s37');
    expect(r.state.players[1].tokens.han.at).toBe('s37');
  });

  it('the Millennium Falcon is the only safe space: like tokens share it', () => {
    const s = spin(
      build({
        at: [{ luke: spot(29) }, { luke: 'falcon' }],
        missions: [
          [true, true],
          [true, true],
        ],
      }),
      3,
    ).state;
    expect(labels(s)).toContain('Luke/Leia to the Millennium Falcon');
    const r = act(s, 'w:luke:falcon');
    expect(r.state.players[1].tokens.luke.at).toBe('falcon');
    expect(r.state.players[0].tokens.luke.at).toBe('falcon');
  });
});

describe('missions and the Falcon', () => {
  it('the Control Room is entered by exact count only and gives a Blueprint; the label says "(mission)"', () => {
    const s2 = spin(build({ at: [{ luke: spot(8) }, {}] }), 2).state;
    expect(labels(s2)).toContain('Luke/Leia to the Control Room (mission)');
    const r = act(s2, 'w:luke:control');
    expect(r.state.players[0].blueprint).toBe(true);
    expect(r.text).toContain('Red takes a Death Star Blueprint: mission one done');
    // A count passing the door cannot go through the room.
    const s3 = spin(build({ at: [{ luke: spot(8) }, {}] }), 3).state;
    expect(walkEnds(s3, 'luke')).not.toContain('control');
  });

  it('the Tractor Beam Room is entered by exact count and turns the Tractor Beam off', () => {
    const s = spin(
      build({
        at: [{ han: spot(21) }, {}],
        missions: [
          [true, false],
          [false, false],
        ],
      }),
      3,
    ).state;
    expect(labels(s)).toContain('Han/Chewie to the Tractor Beam Room (mission)');
    const r = act(s, 'w:han:tractor');
    expect(r.state.players[0].tractor).toBe(true);
    expect(r.text).toContain('mission two done');
  });

  it('a mission already done is not done twice, and a token in a room leaves it on a later move', () => {
    const s = spin(
      build({
        at: [{ luke: spot(8) }, {}],
        missions: [
          [true, false],
          [false, false],
        ],
      }),
      2,
    ).state;
    expect(labels(s)).toContain('Luke/Leia to the Control Room');
    const r = act(s, 'w:luke:control');
    expect(r.text).not.toContain('Blueprint');
    const again = spin({ ...r.state, turn: { player: 0, extra: false } }, 2).state;
    expect(walkEnds(again, 'luke')).toEqual(['s10', 's8']);
  });

  it('either token may do either mission; like tokens are sent back from rooms too', () => {
    const s = spin(build({ at: [{ han: spot(8) }, { han: 'control' }] }), 2).state;
    const r = act(s, 'w:han:control');
    expect(r.state.players[0].blueprint).toBe(true);
    expect(r.state.players[1].tokens.han.at).toBe('tc1');
  });

  it('the Falcon is closed until both missions are done; then it is reached by exact count', () => {
    const closed = spin(
      build({
        at: [{ luke: spot(29) }, {}],
        missions: [
          [true, false],
          [false, false],
        ],
      }),
      3,
    ).state;
    expect(walkEnds(closed, 'luke')).not.toContain('falcon');
    const open = spin(
      build({
        at: [{ luke: spot(29) }, {}],
        missions: [
          [true, true],
          [false, false],
        ],
      }),
      3,
    ).state;
    expect(walkEnds(open, 'luke')).toContain('falcon');
    const past = spin(
      build({
        at: [{ luke: spot(55) }, {}],
        missions: [
          [true, true],
          [false, false],
        ],
      }),
      3,
    ).state;
    expect(walkEnds(past, 'luke')).not.toContain('falcon');
  });

  it('a token aboard the Falcon waits there; when both are aboard they become one ship', () => {
    const s = spin(
      build({
        at: [{ luke: 'falcon', han: spot(29) }, {}],
        missions: [
          [true, true],
          [false, false],
        ],
      }),
      3,
    ).state;
    expect(choices(s).every((c) => c.action?.kind === 'walk' && c.action.token === 'han')).toBe(true);
    const r = act(s, 'w:han:falcon');
    expect(r.state.players[0].ship).toBe('falcon');
    expect(r.text).toContain('Red has both tokens aboard the Millennium Falcon: ready for hyperspace');
  });
});

describe('decisions', () => {
  it('refuses decisions out of turn or not offered, and apply never changes the state it is given', () => {
    const s = build();
    const before = JSON.stringify(s);
    const spinChoice = deathStar.pending(s)!.choices[0];
    expect(deathStar.apply(s, 1, spinChoice, spins(2))).toMatchObject({ ok: false, error: 'not-your-turn' });
    expect(
      deathStar.apply(
        s,
        0,
        {
          id: 'w:luke:s1',
          label: tx('choice.walk'),
          action: { kind: 'walk', token: 'luke', end: 's1', path: ['s38', 's1'], from: 'tc0' },
        },
        spins(2),
      ),
    ).toMatchObject({ ok: false, error: 'illegal-choice' });
    const r = deathStar.apply(s, 0, spinChoice, spins(2));
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('apply uses the typed action of the offered choice, not a look-alike passed in', () => {
    const s = spin(build(), 2).state;
    const forged = {
      id: 'w:luke:s1',
      label: tx('choice.walk'),
      action: { kind: 'walk' as const, token: 'luke' as const, end: 's20', path: ['s20'], from: 'tc0' },
    };
    const r = deathStar.apply(s, 0, forged, spins());
    expect(r.ok && r.value.state.players[0].tokens.luke.at).toBe('s1');
  });
});
