// Which events concern a seat ("What did I miss?" sorts the player's own lines first by it): a
// seat reference anywhere in the text, or the seat's role ("Red 2" in Atcha!, "Face" in the A-Team).
import { describe, expect, it } from 'vitest';
import { tx } from '../../src/engine/text';
import { concerns, namesSeat } from '../../src/services/records/concerns';
import { role } from '../../src/games/ateam/context';

describe('concerns', () => {
  const red = tx('role.red');
  it.each([
    ['a seat reference', tx('event.trip', { who: { seat: 1 }, target: { seat: 0 }, n: 4 }), 0, undefined, true],
    ['another seat only', tx('event.rolls', { who: { seat: 1 }, die: 5 }), 0, undefined, false],
    ['a reference in a list', tx('event.won', { winners: [{ seat: 2 }, { seat: 0 }] }), 0, undefined, true],
    ['a piece named by its colour (Atcha!)', tx('event.hit', { piece: tx('piece', { color: red, n: 2 }) }), 0, red, true],
    ['another colour', tx('event.hit', { piece: tx('piece', { color: tx('role.blue'), n: 2 }) }), 0, red, false],
    ['a role (A-Team)', tx('event.plays-on', { who: role(2), card: tx('card.roving'), target: role(1) }), 1, role(1), true],
    ['a role with other parameters is not the role', tx('x', { who: tx('role.red', { n: 1 }) }), 0, red, false],
    ['no parameters', tx('event.first-turn'), 0, red, false],
  ])('%s', (_, text, seat, r, expected) => {
    expect(namesSeat(text, seat, r)).toBe(expected);
    expect(concerns({ text }, seat, r)).toBe(expected);
  });

  it("an event's label counts too (a roll labelled with its seat)", () => {
    expect(concerns({ text: tx('event.battle', { n: 3 }), label: tx('label.score', { who: { seat: 3 } }) }, 3)).toBe(true);
    expect(concerns({ text: tx('event.battle', { n: 3 }) }, 3)).toBe(false);
  });
});
