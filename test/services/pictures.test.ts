// Uploads per game (docs/decisions/0006-picture-budget.md): when a turn message carries a fresh picture
// (src/services/messages/pictureRule.ts). Atcha! with forced dice: a turn starts with a plain
// throw, and the throw's update offers moves on the board.
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/games/registry';
import type { Caption, DrawnScene, RenderBoard } from '../../src/render/contract';
import { createService, type Answer } from '../../src/services';
import { boardKey, draws } from '../../src/services/messages/pictureRule';
import type { Pending } from '../../src/engine/types';
import { alice, bob, buttons, drain, here, lastTurn, PNG_1x1, post, resignNow, row, tempDb } from '../support/service';

/** A renderer that remembers what it was asked to draw. */
function recording(): { render: RenderBoard; drawn: Array<{ scene: DrawnScene; caption: Caption }> } {
  const drawn: Array<{ scene: DrawnScene; caption: Caption }> = [];
  const render = ((_game: string, scene: DrawnScene, _seats: unknown, caption: Caption) => {
    drawn.push({ scene, caption });
    return PNG_1x1;
  }) as RenderBoard;
  return { render, drawn };
}

/** Alice and Bob at Atcha!; Bob goes first (6 + 6 v 6 + 1) and throws 6 + 6, Alice 3 + 3 (lost: none out), Bob 2 + 1. */
async function atcha(path = tempDb(), render = recording().render) {
  const svc = await createService({ databasePath: path, games: allGames(), render, seed: () => 42 });
  await await post(svc, await svc.newGameWith(here, alice, 'atcha', { dice: [6, 1, 6, 6, 6, 6, 3, 3, 2, 1, 2, 1] }));
  await svc.join(here, bob);
  await svc.start(here, alice);
  return { svc, first: lastTurn(await drain(svc)) };
}

const roll = (a: Answer) => buttons(a).find((b) => b.label === 'Throw the dice')!.customId;

describe('pictures per turn message', () => {
  it('a turn message whose only decision is a plain throw has no picture; its throw brings the board, the dice and the letters', async () => {
    const rec = recording();
    const { svc, first } = await atcha(tempDb(), rec.render);
    expect(buttons(first).filter((b) => b.customId.startsWith('pick:'))).toHaveLength(1);
    expect(first.reply.image).toBeUndefined();
    expect(rec.drawn).toHaveLength(0);
    await post(svc, first, 'm1');
    const thrown = await svc.component(here, bob, roll(first));
    expect(thrown.update).toBe(true);
    expect(thrown.reply.image?.data).toEqual(PNG_1x1);
    expect(thrown.reply.image?.board).toMatch(/^[0-9a-f]{20}$/);
    const { scene, caption } = rec.drawn[rec.drawn.length - 1];
    // The throw the player decides on, in a slim caption (its text says the game, turn and player);
    // the first player-turn's also shows the throws for first turn.
    expect(caption.slim).toBe(true);
    expect(caption.groups?.map((g) => g.chance.map((c) => c.value))).toEqual([
      [6, 1],
      [6, 6],
      [6, 6],
    ]);
    expect(buttons(thrown).filter((b) => b.customId.startsWith('pick:')).length).toBeGreaterThan(1);
    expect(scene.tokens.length).toBeGreaterThan(0);
    // Bob moves; Alice's throw is lost (no piece out); Bob's next turn message is a plain throw again.
    let last = thrown;
    for (let i = 0; i < 5 && last.update; i++) {
      await post(svc, last, 'm1');
      last = await svc.component(here, bob, buttons(last).find((b) => b.customId.startsWith('pick:'))!.customId);
    }
    expect(last.reply.content).toMatch(/^▶ <@u-alice>/);
    expect(last.reply.image).toBeUndefined();
    await post(svc, last, 'm2');
    last = await svc.component(here, alice, roll(last));
    expect(last.reply.content).toMatch(/^▶ <@u-bob>/);
    expect(last.reply.image).toBeUndefined();
    await post(svc, last, 'm3');
    const again = await svc.component(here, bob, roll(last));
    expect(again.update).toBe(true);
    expect(again.reply.image).toBeDefined();
    // Its caption: this turn's throw alone (Alice's lost one is told in the text above it).
    expect(rec.drawn.at(-1)!.caption.groups?.map((g) => g.chance.map((c) => c.value))).toEqual([[2, 1]]);
    await svc.close();
  });

  it("stores the key of the place's last picture once it is out, which a restart keeps", async () => {
    const path = tempDb();
    const { svc, first } = await atcha(path);
    await post(svc, first, 'm1');
    expect(row(path).pictured).toBeNull();
    const thrown = await svc.component(here, bob, roll(first));
    await post(svc, thrown, 'm1');
    expect(row(path).pictured).toBe(thrown.reply.image!.board);
    await svc.close();
    // Reopened (a restart): the key is read from the file.
    const again = await createService({ databasePath: path, games: allGames(), render: recording().render, seed: () => 42 });
    expect((await again.board(here, alice)).reply.image).toBeDefined();
    expect(row(path).pictured).toBe(thrown.reply.image!.board);
    await again.close();
  });

  it('the final message always has the final board, with its full caption', async () => {
    const rec = recording();
    const { svc, first } = await atcha(tempDb(), rec.render);
    await post(svc, first, 'm1');
    // Bob's turn starts with a plain throw: no picture, until Alice resigns and the game ends.
    const end = await resignNow(svc, alice);
    const final = [
      end,
      ...(await drain(svc)).flatMap((a) => (a.kind === 'turn' ? [{ reply: a.reply, retire: [] } as Answer] : [])),
    ]
      .filter((a) => !a.reply.ephemeral)
      .at(-1)!;
    expect(final.reply.image?.data).toEqual(PNG_1x1);
    expect(rec.drawn.at(-1)!.caption.slim).toBe(false);
    await svc.close();
  });
});

describe('the picture rule', () => {
  it("a board's key: its tokens, letters, highlight, markers and seat lines; not the caption's throws or notes", async () => {
    const seats = [{ name: 'Amy', color: '#d55e00', role: 'Red' }];
    const scene: DrawnScene = { tokens: [{ seat: 0, space: 's1', label: 'A' }], highlight: ['s1'], seatLines: ['HQ 9'] };
    const key = boardKey('action-man', scene, seats, 'en');
    expect(boardKey('action-man', { ...scene, chance: [{ kind: 'die', value: 3, sides: 6 }] }, seats, 'en')).toBe(key);
    expect(boardKey('action-man', { ...scene, notes: ['Combat card: Night raid'] }, seats, 'en')).toBe(key);
    expect(boardKey('action-man', { ...scene, tokens: [{ seat: 0, space: 's2', label: 'A' }] }, seats, 'en')).not.toBe(key);
    expect(boardKey('action-man', { ...scene, marks: [{ space: 's2', letter: 'A' }] }, seats, 'en')).not.toBe(key);
    expect(boardKey('action-man', { ...scene, highlight: [] }, seats, 'en')).not.toBe(key);
    expect(boardKey('action-man', { ...scene, seatLines: ['HQ 8'] }, seats, 'en')).not.toBe(key);
    expect(boardKey('action-man', scene, seats, 'fr')).not.toBe(key);
  });

  const roll: Pending = { player: 0, prompt: { key: 'p' }, choices: [{ id: 'roll', label: { key: 'r' }, roll: true }] };
  const move: Pending = {
    player: 0,
    prompt: { key: 'p' },
    choices: [
      { id: 'a', label: { key: 'a' } },
      { id: 'b', label: { key: 'b' } },
    ],
  };
  it('draws on demand and at the end; never for a plain roll; not a new message over the last picture', async () => {
    expect(draws('always', false, roll, 'k', 'k')).toBe(true);
    expect(draws('new', true, null, 'k', 'k')).toBe(true);
    expect(draws('new', false, roll, 'k', null)).toBe(false);
    expect(draws('update', false, roll, 'k', null)).toBe(false);
    expect(draws('new', false, move, 'k', 'k')).toBe(false);
    expect(draws('new', false, move, 'k', 'j')).toBe(true);
    // An update draws: the bot keeps the message's picture when its board key is the same.
    expect(draws('update', false, move, 'k', 'k')).toBe(true);
  });
});
