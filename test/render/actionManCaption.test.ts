// The Action Man Game's caption at 450 px: one battle's throws shown whole, both
// sides' deciding throws, and never the throws of two battles together. The caption rules
// are generic (a group's `set`); the battle is the game's.
import { describe, expect, it } from 'vitest';
import { SYMBOL_DIE } from '../../src/games/action-man/chance';
import type { GameEvent } from '../../src/engine/types';
import { layoutGroups, shownGroups } from '../../src/render/caption';
import { chanceGroups, type ChanceGroup } from '../../src/render/groups';
import { act, build, forced, land } from '../games/action-man/helpers';
import { english } from '../support/text';

const NAMES = ['Red', 'Blue', 'Green', 'Yellow'];
const name = (t: Parameters<typeof english>[0]) => english(t, 'action-man', NAMES);
const WIDTH = 728;

/** Red lands on Blue (square index 5): a tie, then a new battle of three throws a side. */
function battles(): GameEvent[] {
  const meeting = build({ pos: [0, 5, 24, 36], cards: ['land', 'land', 'land'] });
  const events: GameEvent[] = [];
  let r = act(meeting, 'roll', forced(5, land(2)));
  events.push(...r.events);
  r = act(r.state, 'keep', forced(land(2), land(1)));
  events.push(...r.events);
  r = act(r.state, 'again', forced(land(3)));
  events.push(...r.events);
  r = act(r.state, 'again', forced(land(4), land(5), land(2), land(3)));
  events.push(...r.events);
  expect(r.text).toContain('Red wins the battle, 4 to 3');
  return events;
}

describe('the caption of a battle', () => {
  it("shows the last battle's throws whole: Red's three and Blue's three, the deciding ones included", () => {
    const groups = chanceGroups(battles(), name);
    const laid = layoutGroups(groups, WIDTH, [SYMBOL_DIE]);
    const labels = laid.map((g) => g.group.label);
    expect(labels).toEqual(['Red score 1', 'Red score 3', 'Red score 4', 'Blue throw 1', 'Blue throw 2', 'Blue score 3']);
    // The first battle (the tie, 2 to 2) is not beside it.
    expect(laid.every((g) => g.group.set === laid[0].group.set)).toBe(true);
  });

  it('throws of two battles never share a row; older ones give way whole, never half a battle', () => {
    const die = (value: number, set?: string, label = `R${value}`): ChanceGroup => ({
      label,
      chance: [{ kind: 'die', value, sides: 6 }],
      ...(set ? { set } : {}),
    });
    // Narrow groups that would all fit one row: the second battle starts its own.
    const two = layoutGroups([die(1, 'b1', 'A1'), die(2, 'b1', 'B1'), die(3, 'b2', 'C1'), die(4)], WIDTH);
    expect(two.map((x) => x.row)).toEqual([0, 0, 1, 2]);
    // Two groups a row, seven groups: the oldest battle gives way whole, not its first half.
    const many = [die(1, 'b1', 'A1'), die(2, 'b1', 'B1'), ...[1, 2, 3, 4, 5].map((k) => die(k))];
    const tight = layoutGroups(many, 180);
    expect(tight.map((x) => x.row)).toEqual([0, 0, 1, 1, 2]);
    expect(tight.map((x) => x.group.label)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5']);
    // The latest without a set: nothing is filtered out before the layout.
    expect(shownGroups(many)).toHaveLength(7);
  });
});
