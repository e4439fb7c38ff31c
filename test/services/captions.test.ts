// What the turn message hands the picture's caption: the dice grouped and labelled by
// what they decided, the roll for first turn as one row per player, and an Atcha! throw's dice
// kept until the throw is used. A recording renderer stands in for the canvas here; the
// caption's drawing of these groups is checked in test/render/groups.test.ts.
import { describe, expect, it } from 'vitest';
import { ateam } from '../../src/games/ateam';
import { atcha } from '../../src/games/atcha';
import type { Chance } from '../../src/engine/chance';
import type { Caption, RenderBoard } from '../../src/render/contract';
import { createService } from '../../src/services';
import { makeState } from '../games/atcha/helpers';
import { alice, bob, drain, here, PNG_1x1, row, RULES_DIR, tempDb } from '../support/service';

function recording(): { captions: Caption[]; render: RenderBoard } {
  const captions: Caption[] = [];
  return { captions, render: (_game, _scene, _seats, caption) => (captions.push(structuredClone(caption)), PNG_1x1) };
}

const pips = (cs: readonly Chance[]) => cs.map((c) => (c.kind === 'die' ? c.value : -1));

describe('the caption of a turn message', () => {
  it('shows the roll for first turn as one labelled group per roll, each with its own dice', async () => {
    const { captions, render } = recording();
    const svc = await createService({ databasePath: tempDb(), games: [ateam], render, rulesDir: RULES_DIR, seed: () => 1 });
    // Hannibal (alice) 5 + 1 = 6 against Face (bob) 2 + 2 = 4... then the game's own rolls.
    await svc.newGameWith(here, alice, 'ateam', { dice: [5, 1, 2, 2] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    const first = captions.at(-1)!;
    expect(first.groups).toEqual([
      { label: 'Alice (Hannibal)', chance: [die(5), die(1)] },
      { label: 'Bob (Face)', chance: [die(2), die(2)] },
    ]);
  });

  it("keeps an Atcha! throw's dice in the caption until the throw is used", async () => {
    const { captions, render } = recording();
    const start = makeState({ pieces: { 0: ['t10', 't30'] } });
    const def = { ...atcha, setup: () => ({ state: structuredClone(start), events: [] }) };
    const path = tempDb();
    const svc = await createService({ databasePath: path, games: [def], render, rulesDir: RULES_DIR, seed: () => 1 });
    await svc.newGameWith(here, alice, 'atcha', { dice: [5, 2], settings: { autoForce: false } });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    await svc.roll(here, alice);
    await drain(svc);
    const thrown = captions.at(-1)!;
    expect(pips(thrown.groups!.flatMap((g) => g.chance))).toEqual([5, 2]);
    // Move one piece by the 5: the 2 is still to be used, and still shown.
    expect(def.pending(row(path).match!.state as typeof start)!.choices.map((c) => c.id)).toContain('m1:5');
    await svc.choose(here, alice, 'm1:5');
    await drain(svc);
    const half = captions.at(-1)!;
    const shown = half.groups?.length ? half.groups.flatMap((g) => g.chance) : (half.chance ?? []);
    expect(pips(shown)).toContain(2);
  });
});

const die = (value: number): Chance => ({ kind: 'die', value, sides: 6 });
