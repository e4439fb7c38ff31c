import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/engine/text';
import { actionMan } from '../../../src/games/action-man';
import { act, build, choiceIds, forced, land, pendingOf, en } from './helpers';
import { words } from '../../support/text';

describe('leaving', () => {
  it('a player who leaves is out: commander off the board, squares emptied, prisoners back to their HQs; the turn passes on', () => {
    const camps = [
      [0, 0, 0, 0],
      [2, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const s = build({ turn: 1, squares: { 14: 1 }, camps });
    const r = actionMan.resign(s, 1);
    expect(r.state.forces[1].out).toBe(true);
    expect(r.state.squares[14]).toBeNull();
    expect(r.state.forces[0].hq).toBe(19);
    expect(r.state.turn).toBe(2);
    expect(en(r.events[0].text)).toBe('Blue leaves the game');
    expect(actionMan.scene(r.state).tokens.some((t) => t.seat === 1)).toBe(false);
  });

  it('a battle against a player who leaves is called off and the turn goes on; its card is discarded', () => {
    const fight = act(build({ pos: [0, 5, 24, 36], cards: ['land'] }), 'roll', forced(5, land(2)));
    const card = fight.state.lastCard!;
    const r = actionMan.resign(fight.state, 1);
    expect(r.events.map((e) => en(e.text))).toContain('The battle against Blue is called off');
    expect(r.state.deck.discard).toContain(card);
    // Red may still claim the square it stands on.
    expect(choiceIds(r.state)).toEqual(['claim', 'leave']);
  });

  it('an exchange offer to a player who leaves lapses, and the next player still in plays', () => {
    const camps = [
      [0, 1, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const offered = act(act(build({ pos: [1, 12, 24, 36], camps }), 'roll', forced(5)).state, 'offer');
    expect(pendingOf(offered.state).player).toBe(1);
    const r = actionMan.resign(offered.state, 1);
    expect(r.state.turn).toBe(2);
    expect(pendingOf(r.state)).toMatchObject({ player: 2, choices: [{ id: 'roll' }] });
  });

  it('when one player is left, they win', () => {
    const r = actionMan.resign(build({ players: 2 }), 0);
    expect(actionMan.outcome(r.state)?.winners).toEqual([1]);
  });
});

describe('what everyone sees', () => {
  it('scene: commanders on the loop, HQ counts, prisoners in each camp by colour, holders on squares, a seat line each', () => {
    const camps = [
      [0, 2, 0, 1],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const s = build({ pos: [4, 12, 30, 40], squares: { 1: 0, 13: 1 }, camps, hq: [14, 16, 19, 18] });
    const scene = actionMan.scene(s);
    expect(scene.tokens).toEqual(
      expect.arrayContaining([
        { seat: 0, space: 's5', label: 'R' },
        { seat: 2, space: 's31', label: 'Y' },
        { seat: 0, space: 'hq-red', label: '14' },
        { seat: 1, space: 'camp-red', label: '2' },
        { seat: 3, space: 'camp-red', label: '1' },
      ]),
    );
    expect(scene.markers?.map((m) => ({ ...m, label: en(m.label) }))).toEqual([
      { space: 's2', label: 'R', color: '#d55e00' },
      { space: 's14', label: 'B', color: '#0072b2' },
    ]);
    expect(scene.seatLines?.map(en)).toEqual([
      '14 in HQ · 3 prisoners · 1 square',
      '16 in HQ · 0 prisoners · 1 square',
      '19 in HQ · 0 prisoners · 0 squares',
      '18 in HQ · 0 prisoners · 0 squares',
    ]);
    // The key's words in full in every language (not "bázis 14 · fogoly 3 · mező 1").
    expect(words(scene.seatLines![0], { game: 'action-man', locale: 'hu' })).toBe('14 a bázison · 3 fogoly · 1 mezőn');
    expect(words(scene.seatLines![0], { game: 'action-man', locale: 'fr' })).toBe('14 au HQ · 3 prisonniers · 1 case');
  });

  it("status: each force's square, HQ, squares, units left and camp, and the step limit", () => {
    const lines = actionMan.status(
      build({
        pos: [4, 12, 30, 40],
        squares: { 1: 0 },
        camps: [
          [0, 2, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
          [0, 0, 0, 0],
        ],
      }),
    );
    expect(en(lines[0])).toMatch(/^Red: commander on \w+ \(square 5\); HQ 18, squares 1, units left 19, POW camp 2 \(2 Blue\)$/);
    // A game people play has no step limit: the line counts decisions and the pile.
    expect(en(lines[4])).toBe('Decision 0. Combat cards in the pile: 36');
    expect(en(actionMan.status(build({ limit: 1500 }))[4])).toMatch(
      /^Decision 0; at 1500 the game ends and is scored by units left/,
    );
  });

  it('everything is public: no hands, and the view hides only the order of the combat cards', () => {
    const s = build();
    expect(actionMan.hand(s, 0)).toEqual([]);
    const v = actionMan.view(s, 0);
    expect(v.drawPile).toBe(36);
    expect(JSON.stringify(v)).not.toContain(s.deck.draw[35]);
  });

  it('refuses decisions out of turn or not offered, and applying never changes the given state', () => {
    const s = build();
    const before = JSON.stringify(s);
    expect(actionMan.apply(s, 1, { id: 'roll', label: tx('choice.roll') }, forced()).ok).toBe(false);
    expect(actionMan.apply(s, 0, { id: 'keep', label: tx('choice.keep') }, forced()).ok).toBe(false);
    act(s, 'roll', forced(3));
    expect(JSON.stringify(s)).toBe(before);
  });
});
