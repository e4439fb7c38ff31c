import { describe, expect, it } from 'vitest';
import { deathStar } from '../../../src/games/death-star';
import { cardInfo, cardName } from '../../../src/games/death-star/cards';
import { act, build, choiceIds, labels, say, spin, spot, spins } from './helpers';

/** Red's Luke/Leia on 5 spins 2 and lands on the Force spot 7 (path 6, 7). */
function toForce(top: string[], extra: Parameters<typeof build>[0] = {}) {
  const s = spin(build({ at: [{ luke: spot(5) }, {}], top, ...extra }), 2).state;
  return act(s, 'w:luke:s7');
}
const kindOnTop = (s: { deck: { draw: readonly string[] } }) => cardInfo(s.deck.draw[s.deck.draw.length - 1]).kind;

describe('Force cards', () => {
  it('a spin that ends on a blue Force spot draws the top Force card; the label says "(Force card)"', () => {
    const s = spin(build({ at: [{ luke: spot(5) }, {}], top: ['lose'] }), 2).state;
    expect(labels(s)).toContain('Luke/Leia to 7 (Force card)');
    expect(labels(s)).toContain('Luke/Leia to 49');
    const r = act(s, 'w:luke:s7');
    expect(r.text).toContain('Red draws a Force card: LOSE A TURN');
    expect(r.state.deck.discard.map((c) => say(cardName(c)))).toEqual(['LOSE A TURN']);
  });

  it('EXTRA TURN: the player spins again after this move', () => {
    const r = toForce(['extra']);
    expect(r.text).toContain('Red spins again (EXTRA TURN)');
    expect(r.state.turn.player).toBe(0);
    expect(choiceIds(r.state)).toEqual(['spin']);
    // The extra turn is used up by the next move.
    const next = act(spin(r.state, 2).state, 'w:han:s1');
    expect(next.state.turn.player).toBe(1);
  });

  it('MOVE AHEAD: the token walks that many spots on, the same way, as a move', () => {
    const r = toForce(['ahead2']);
    expect(say(deathStar.pending(r.state)!.prompt)).toBe('MOVE AHEAD 2: move Luke/Leia on, the same way');
    // From 7, having come from 6: on to 9 only, never back towards 6.
    expect(labels(r.state)).toEqual(['Luke/Leia to 9']);
    const m = act(r.state, 'w:luke:s9');
    expect(m.state.players[0].tokens.luke.at).toBe('s9');
    expect(m.state.turn.player).toBe(1);
  });

  it('a token moved by a card does not draw again on a Force spot; a card move sends like tokens back', () => {
    const s = spin(build({ at: [{ luke: spot(39) }, { luke: spot(41) }], top: ['ahead1', 'detention'] }), 1).state;
    const r = act(s, 'w:luke:s40');
    expect(labels(r.state)).toEqual(['Luke/Leia to 41, sends Blue back']);
    const m = act(r.state, 'w:luke:s41');
    expect(m.state.players[0].tokens.luke.at).toBe('s41');
    expect(m.state.players[1].tokens.luke.at).toBe('tc1');
    expect(kindOnTop(m.state)).toBe('detention');
    expect(m.text).not.toContain('GO TO THE DETENTION BLOCK');
  });

  it('GO TO: the token goes straight to the spot named on the card, sending a like token there back', () => {
    const r = toForce(['goto44'], { at: [{ luke: spot(5) }, { luke: spot(44) }] });
    expect(r.text).toContain('Luke/Leia goes to 44');
    expect(r.state.players[0].tokens.luke.at).toBe('s44');
    expect(r.state.players[1].tokens.luke.at).toBe('tc1');
    expect(r.state.lastPath).toEqual(['s5', 's6', 's7', 's44']);
  });

  it('ESCAPE FROM DETENTION BLOCK is kept, secret: the events do not name it, only its holder sees it', () => {
    const r = toForce(['escape']);
    expect(r.text).toContain('Red draws a Force card and keeps it secret');
    expect(r.text).not.toContain('ESCAPE');
    expect(deathStar.hand(r.state, 0).map((c) => say(c.name))).toEqual(['ESCAPE FROM DETENTION BLOCK']);
    expect(deathStar.view(r.state, 1).hand).toEqual([]);
    expect(deathStar.view(r.state, 1).players[0].cards).toBe(1);
    expect(r.state.deck.discard).toEqual([]);
  });

  it('LOSE A TURN: the player misses their next turn', () => {
    const r = toForce(['lose']);
    expect(r.text).toContain('Red will miss the next turn');
    expect(r.state.turn.player).toBe(1);
    const blue = act(spin(r.state, 2).state, 'w:luke:s35');
    expect(blue.text).toContain('Red misses this turn');
    expect(blue.state.turn.player).toBe(1);
    expect(blue.state.players[0].skip).toBe(false);
  });

  it('MOVE BACK: the token retraces its own last move, then goes on toward its Trash Compactor by the shortest way', () => {
    const r = toForce(['back3']);
    expect(r.text).toContain('Luke/Leia moves back 3 to 4');
    expect(r.state.players[0].tokens.luke.at).toBe('s4');
    expect(r.state.lastPath).toEqual(['s5', 's6', 's7', 's6', 's5', 's4']);
    const one = toForce(['back1']);
    expect(one.state.players[0].tokens.luke.at).toBe('s6');
  });

  it('MOVE BACK stops in the Trash Compactor area if it gets there first', () => {
    // Green leaves its compactor area by 34 and lands on the Force spot 33.
    const s = spin(build({ at: [{}, {}, {}], turn: 2, top: ['back3'] }), 2).state;
    const r = act(s, 'w:luke:s33');
    expect(r.state.players[2].tokens.luke.at).toBe('tc2');
    expect(r.text).toContain('Luke/Leia moves back 2 to the Trash Compactor');
  });

  it('GO TO THE DETENTION BLOCK: the token is held there', () => {
    const r = toForce(['detention']);
    expect(r.state.players[0].tokens.luke).toEqual({ at: 'detention', held: 0, last: null });
    expect(r.text).toContain('Luke/Leia is taken to the Detention Block');
  });

  it('TRASH MONSTER: the token goes back to its own Trash Compactor area', () => {
    const r = toForce(['trash']);
    expect(r.state.players[0].tokens.luke.at).toBe('tc0');
    expect(r.text).toContain('The Trash Monster drags Luke/Leia back to the Trash Compactor');
  });

  it('used cards go to the discard pile, shuffled into a new deck when the deck is empty', () => {
    const spun = spin(build({ at: [{ luke: spot(5) }, {}], top: ['lose'] }), 2).state;
    const lose = spun.deck.draw[spun.deck.draw.length - 1];
    const s = { ...spun, deck: { draw: [], discard: [lose] } };
    const r = act(s, 'w:luke:s7', spins());
    expect(r.text).toContain('The Force deck is empty: the used cards are shuffled into a new one');
    expect(r.text).toContain('LOSE A TURN');
    expect(r.state.deck).toEqual({ draw: [], discard: [lose] });
  });
});

describe('purity', () => {
  it('drawing, keeping and playing cards never changes the state given to apply', () => {
    const s = spin(build({ at: [{ luke: spot(5), han: 'detention' }, {}], top: ['escape'], hands: [['escape'], []] }), 2).state;
    const before = JSON.stringify(s);
    const drawn = act(s, 'w:luke:s7');
    expect(JSON.stringify(s)).toBe(before);
    expect(drawn.state.players[0].hand.length).toBe(2);
    const next = { ...drawn.state, turn: { player: 0, extra: false } };
    const mid = JSON.stringify(next);
    act(next, 'esc:han');
    expect(JSON.stringify(next)).toBe(mid);
  });
});
