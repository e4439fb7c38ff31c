// Take back, before chance (docs/pacing.md): the Undo button and /undo take back a player's own
// last decision of the current player-turn while nothing has been revealed since; a take-back is
// an action of its own in the log (replay and /log stay true), never past a throw, and never
// anybody else's. Played on Atcha! with forced dice: Bob throws 6 + 6 and may bring a piece out
// with one six before using the other.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { atcha } from '../../src/games/atcha';
import { replayStored } from '../../src/services/core/replay';
import { pack, unpack } from '../../src/store/archive';
import {
  actionsIn,
  alice,
  bob,
  button,
  buttons,
  clockedService,
  drain,
  here,
  lastTurn,
  post,
  row,
  tempDb,
  testClock,
} from '../support/service';

/**
 * Alice and Bob at Atcha!: Bob first (8 against 7), throws 6 + 4 (his piece comes out and moves
 * 4, by itself or by hand), then 6 + 6. `byHand`: forced moves are clicked (autoforce off).
 */
async function table(byHand = false) {
  const clock = testClock();
  const p = tempDb();
  const svc = await clockedService(clock, p, [atcha]);
  const settings = byHand ? { autoForce: false } : {};
  await post(svc, await svc.newGameWith(here, alice, 'atcha', { dice: [6, 1, 5, 3, 6, 4, 6, 6, 2, 1], settings }));
  await svc.join(here, bob);
  await svc.start(here, alice);
  const first = lastTurn(await drain(svc));
  const sixes = await post(svc, await svc.component(here, bob, button(first, 'Throw the dice')));
  if (byHand) for (const c of ['out', 'm1:4', 'roll']) await svc.choose(here, bob, c);
  return { clock, p, svc, sixes };
}

describe('take back, before chance', () => {
  it('offers Undo exactly after a decision that revealed nothing, and takes it back as an action of its own', async () => {
    const { p, svc, sixes } = await table();
    // Before any decision of his after the throw: nothing to take back, and no button.
    expect(buttons(sixes).map((b) => b.label)).not.toContain('↩️ Undo');
    expect((await svc.undo(here, bob)).reply.content).toBe(
      'You cannot take back past this: Bob (Yellow) throws 6 + 6. What is done is done.',
    );
    const before = row(p).match;
    const out = await post(svc, await svc.component(here, bob, button(sixes, 'Bring out a piece (a 6)')));
    expect(out.update).toBe(true);
    expect(buttons(out).map((b) => b.label)).toContain('↩️ Undo');
    // Another player's click (or command) is refused, privately, and changes nothing.
    const version = row(p).version;
    expect((await svc.component(here, alice, button(out, '↩️ Undo'))).reply).toEqual({
      ephemeral: true,
      content: 'It is Bob’s turn: only they can take back a move now.',
      rows: [],
    });
    expect((await svc.undo(here, alice)).reply.content).toBe('It is Bob’s turn: only they can take back a move now.');
    expect(row(p).version).toBe(version);
    // Bob's click takes it back: the game is as before it, one action further in the log.
    const back = await svc.component(here, bob, button(out, '↩️ Undo'));
    expect(back.update).toBe(true);
    expect(back.reply.content).toContain('took back: Bring out a piece (a 6)');
    expect(row(p).match!.state).toEqual(before!.state);
    expect(row(p).match!.rng).toEqual(before!.rng);
    const log = actionsIn(p);
    expect(log.at(-2)).toMatchObject({ seat: 1, userId: bob.userId, decision: { kind: 'choice', choice: 'out', undo: true } });
    expect(log.at(-1)).toMatchObject({ seat: 1, userId: bob.userId, decision: { kind: 'takeback', seq: log.at(-2)!.seq } });
    // The stale button of before is refused; the throw before stands.
    expect((await svc.component(here, bob, button(out, '↩️ Undo'))).reply.content).toMatch(/earlier turn/);
    expect(buttons(back).map((b) => b.label)).not.toContain('↩️ Undo');
    // /log tells the take-back.
    expect((await svc.log(here, 3)).reply.content).toContain('Bob (Yellow) took back: Bring out a piece (a 6)');
    // Replay from the seed through the take-back gives the stored game, and so does its archive.
    const g = row(p);
    expect(isDeepStrictEqual(replayStored(atcha, g, log), g.match)).toBe(true);
    const archived = unpack(g.id, 1, pack(g.id, g.match!.seats, log)).actions;
    // The archive keeps every decision but the mark the engine's judgement left (replay judges again).
    const unmarked = log.map((a) => {
      if (a.decision.kind !== 'choice') return a;
      const { undo: _judged, ...decision } = a.decision;
      return { ...a, decision };
    });
    expect(archived).toEqual(unmarked);
    expect(isDeepStrictEqual(replayStored(atcha, g, archived), g.match)).toBe(true);
  });

  it('takes back by /undo, twice in a row while nothing came between, never past the next throw nor another’s turn', async () => {
    // Forced moves by hand: the further throw a double gives waits for Bob's click.
    const { p, svc } = await table(true);
    const afterThrow = row(p).match!.state;
    // One six brings a piece out, the other moves Yellow 1: a double throws again, so Bob is
    // still to move, and both moves may be taken back before that throw.
    await svc.choose(here, bob, 'out');
    await svc.choose(here, bob, 'm1:6');
    expect(row(p).turn.seat).toBe(1);
    expect(buttons(lastTurn(await drain(svc))).map((b) => b.label)).toContain('↩️ Undo');
    expect((await svc.undo(here, bob)).reply.content).toContain('took back: Yellow 1: 6 squares from 31 to 37');
    expect((await svc.undo(here, bob)).reply.content).toContain('took back: Bring out a piece (a 6)');
    expect(row(p).match!.state).toEqual(afterThrow);
    expect((await svc.undo(here, bob)).reply.content).toBe(
      'You cannot take back past this: Bob (Yellow) throws 6 + 6. What is done is done.',
    );
    // Both sixes on Yellow 1, then the further throw: nothing before it can be taken back.
    await svc.choose(here, bob, 'b1');
    await svc.roll(here, bob);
    expect((await svc.undo(here, bob)).reply.content).toBe(
      'You cannot take back past this: Bob (Yellow) throws 2 + 1. What is done is done.',
    );
    // He uses the 2 and the 1: the turn passes, and his last move with it.
    const choices = async () => (await svc.autocompleteChoices(here, bob, '')).map((c) => c.value);
    for (let i = 0; i < 3 && row(p).turn.seat === 1; i++) await svc.choose(here, bob, (await choices())[0]);
    expect(row(p).turn.seat).toBe(0);
    expect((await svc.undo(here, bob)).reply.content).toBe('It is Alice’s turn: only they can take back a move now.');
    expect((await svc.undo(here, alice)).reply.content).toBe('There is nothing of yours to take back in this turn.');
    // Every action still replays to the stored game.
    const g = row(p);
    expect(isDeepStrictEqual(replayStored(atcha, g, actionsIn(p)), g.match)).toBe(true);
  });
});
