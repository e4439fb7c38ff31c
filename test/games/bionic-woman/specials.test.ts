import { describe, expect, it } from 'vitest';
import { AIRPORTS, HQ } from '../../../src/games/bionic-woman/board';
import { act, build, choice, choiceIds, en, game, loc, rollDrive } from './helpers';

const holder = () => build({ at: [loc(1), HQ], adventures: [30, 31], held: [['steve', 'airport', 'hq'], []] });

describe('special cards', () => {
  it('are played at the start of a turn instead of travelling, from her own hand only (secret choices)', () => {
    const s = holder();
    const p = game.pending(s)!;
    expect(en(p.prompt)).toBe('Announce how you travel: drive (or play a special card from your hand)');
    expect(p.choices.map((c) => [c.id, en(c.label), c.secret ?? false, c.card])).toEqual([
      ['drive', 'Drive', false, undefined],
      ['play:c37', 'Play STEVE AUSTIN ASSISTS: to 30 (your adventure, 15 pts)', true, 'c37'],
      ['play:c39', 'Play GO TO ANY AIRPORT', true, 'c39'],
      ['play:c40', 'Play GO TO H.Q.', true, 'c40'],
    ]);
    expect(game.hand(s, 0).map((c) => en(c.name))).toEqual(['STEVE AUSTIN ASSISTS', 'GO TO ANY AIRPORT', 'GO TO H.Q.']);
    expect(game.hand(s, 1)).toEqual([]);
    // Not once the method is announced.
    expect(choiceIds(rollDrive(s, 2, 3)).some((c) => c.startsWith('play:'))).toBe(false);
  });

  it('may be kept over many turns: nothing forces a play', () => {
    let s = act(rollDrive(holder(), 2, 3), 'to:r21').state;
    s = act(rollDrive(s, 2, 3), 'to:r99').state;
    expect(s.players[0].held).toEqual(['c37', 'c39', 'c40']);
    expect(choiceIds(s)).toContain('play:c37');
  });

  it('STEVE AUSTIN ASSISTS: she is at her adventure at once and takes the reach decision; the turn then ends', () => {
    const { state, text } = act(holder(), 'play:c37');
    expect(state.players[0].at).toBe(loc(30));
    expect(state.await).toEqual({ kind: 'reach' });
    expect(state.lastPath).toEqual([loc(30)]);
    expect(text).toBe('P0 plays STEVE AUSTIN ASSISTS (it goes to the bottom of the deck)');
    const after = act(state, 'take').state;
    expect(after.players[0].won.map((w) => w.points)).toEqual([15]);
    expect(after.turn).toBe(1);
  });

  it('GO TO ANY AIRPORT: she picks the airport; no flight follows and the turn ends', () => {
    const s = act(holder(), 'play:c39').state;
    expect(s.await).toEqual({ kind: 'airport' });
    expect(game.pending(s)!.choices.map((c) => c.id)).toEqual(AIRPORTS.map((a) => `air:${a}`));
    expect(en(choice(s, 'air:ap-sw').label)).toBe('Airport SW');
    const { state, text } = act(s, 'air:ap-sw');
    expect(state.players[0].at).toBe('ap-sw');
    expect(text).toBe('P0 goes to Airport SW (no flight this turn)');
    expect(state.turn).toBe(1);
    expect(state.await).toEqual({ kind: 'turn' });
    // Standing on an airport already, the card offers the other three.
    const onAirport = act(build({ at: ['ap-ne', HQ], adventures: [30, 31], held: [['airport'], []] }), 'play:c39').state;
    expect(choiceIds(onAirport)).toEqual(['air:ap-se', 'air:ap-sw', 'air:ap-nw']);
  });

  it('GO TO H.Q.: she moves to H.Q. and the turn ends', () => {
    const { state } = act(holder(), 'play:c40');
    expect(state.players[0].at).toBe(HQ);
    expect(state.turn).toBe(1);
  });

  it('a used special card goes to the bottom of the deck', () => {
    for (const card of ['c37', 'c39', 'c40']) {
      const { state } = act(holder(), `play:${card}`);
      expect(state.deck[0]).toBe(card);
      expect(state.players[0].held).not.toContain(card);
    }
  });
});
