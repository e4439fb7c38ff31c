import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/engine/text';
import { deathStar } from '../../../src/games/death-star';
import { act, build, choices, choiceIds, labels, say, spin, spot, walkEnds } from './helpers';

const held = (n: number, extra: Parameters<typeof build>[0] = {}) =>
  build({ at: [{ luke: 'detention', han: spot(20) }, {}], held: [{ luke: n }, {}], ...extra });

describe('the Detention Block', () => {
  it("a 3 frees the detained token: it moves 3 from the Detention Block's door", () => {
    const s = spin(held(0), 3).state;
    expect(walkEnds(s, 'luke')).toEqual(['s38', 's6']);
    expect(labels(s)).toContain('Luke/Leia out of detention to 6');
    const r = act(s, 'w:luke:s6');
    expect(r.text).toContain('Red’s Luke/Leia leaves the Detention Block and moves to 6');
    expect(r.state.players[0].tokens.luke.at).toBe('s6');
    expect(r.state.lastPath).toEqual(['s3', 's4', 's5', 's6']);
  });

  it('with a 3 the player may move the other token instead; the detained one stays', () => {
    const s = spin(held(0), 3).state;
    expect(walkEnds(s, 'han')).toEqual(['s17', 's23']);
    const r = act(s, 'w:han:s17');
    expect(r.state.players[0].tokens.luke).toMatchObject({ at: 'detention', held: 1 });
  });

  it('any other number moves only the other token', () => {
    const s = spin(held(1), 2).state;
    expect(walkEnds(s, 'luke')).toEqual([]);
    expect(walkEnds(s, 'han')).toEqual(['s18', 's22']);
    expect(act(s, 'w:han:s18').state.players[0].tokens.luke.held).toBe(2);
  });

  it('after three turns there without a 3, the token leaves on the fourth with whatever is spun', () => {
    const third = spin(held(2), 1).state;
    expect(walkEnds(third, 'luke')).toEqual([]);
    const fourth = spin(held(3), 1).state;
    expect(walkEnds(fourth, 'luke')).toEqual(['s2', 's4']);
  });

  it("ESCAPE FROM DETENTION BLOCK: a secret choice in its holder's hand, before the spin; the token walks out of the door and the turn goes on", () => {
    const s = held(0, { hands: [['escape'], []] });
    const p = deathStar.pending(s)!;
    const esc = p.choices.find((c) => c.id === 'esc:luke')!;
    expect(esc.secret).toBe(true);
    expect(say(esc.label)).toBe('Play ESCAPE FROM DETENTION BLOCK: Luke/Leia out to 3');
    expect(esc.card).toBe(s.players[0].hand[0]);
    expect(p.choices.find((c) => c.id === 'spin')!.roll).toBe(true);
    // Nobody else sees the secret choice.
    expect(deathStar.view(s, 1).pending!.choices.map((c) => c.id)).toEqual(['spin']);
    expect(deathStar.view(s, null).pending!.choices.map((c) => c.id)).toEqual(['spin']);
    const r = act(s, 'esc:luke');
    expect(r.state.players[0].tokens.luke.at).toBe('s3');
    expect(r.state.players[0].hand).toEqual([]);
    expect(r.state.deck.discard).toEqual([esc.card]);
    expect(r.state.turn.player).toBe(0);
    expect(choiceIds(r.state)).toEqual(['spin']);
  });

  it('the public prompt invites a card from the hand without naming it', () => {
    const s = held(0, { hands: [['escape'], []] });
    const card = deathStar.hand(s, 0)[0].name;
    for (const locale of LOCALES) {
      const prompt = say(deathStar.pending(s)!.prompt, { locale });
      expect(prompt).not.toContain(say(card, { locale }));
      for (const me of [null, 1]) expect(say(deathStar.view(s, me).pending!.prompt, { locale })).toBe(prompt);
    }
    expect(say(deathStar.pending(s)!.prompt)).toBe('Spin, or first play a card from your hand');
    expect(say(deathStar.pending(s)!.prompt, { locale: 'fr' })).toBe(
      'faites tourner la roulette, ou jouez d’abord une carte de votre main',
    );
    expect(say(deathStar.pending(held(0))!.prompt)).toBe('Spin the spinner');
  });

  it('the ESCAPE card is offered only while a token is detained', () => {
    const s = build({ hands: [['escape'], []] });
    expect(choiceIds(s)).toEqual(['spin']);
  });

  it('a token walking out of the door sends a like token on the door spot back', () => {
    const s = held(0, { hands: [['escape'], []], at: [{ luke: 'detention', han: spot(20) }, { luke: spot(3) }] });
    expect(act(s, 'esc:luke').state.players[1].tokens.luke.at).toBe('tc1');
  });

  it('like tokens may both be held in the Detention Block', () => {
    const s = spin(build({ at: [{ luke: spot(5) }, { luke: 'detention' }], top: ['detention'] }), 2).state;
    const r = act(s, 'w:luke:s7');
    expect(r.state.players[0].tokens.luke.at).toBe('detention');
    expect(r.state.players[1].tokens.luke.at).toBe('detention');
  });

  it('both tokens detained: a 3 lets either out; any other number is no move', () => {
    const s = build({ at: [{ luke: 'detention', han: 'detention' }, {}] });
    expect(choices(spin(s, 3).state).length).toBe(4);
    expect(spin(s, 2).state.turn.player).toBe(1);
  });
});
