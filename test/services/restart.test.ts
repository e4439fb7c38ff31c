import { describe, expect, it } from 'vitest';
import { diceRace } from '../../src/games/dice-race';
import type { Answer, AnyGame } from '../../src/services';
import { alice, bob, button, here, makeService, row, started, tempDb } from '../support/service';
import { peek } from '../support/stores';

/** Who decided what, in order. */
function logOf(path: string): Array<{ seq: number; seat: number; user: string | null; decision: unknown }> {
  const db = peek(path);
  try {
    return db.actionsOf(row(path).id).map((a) => ({ seq: a.seq, seat: a.seat, user: a.userId, decision: a.decision }));
  } finally {
    db.close();
  }
}

describe('restart', () => {
  it('continues a game on a new service over the same file, and an old button still works', async () => {
    const p = tempDb();
    const first = await makeService(p);
    const a = await started(first, [6, 4, 3, 5, 2]);
    const posted = row(p).lastMessageId;
    const roll = button(a, 'Roll the die');
    await first.close();

    const second = await makeService(p);
    const b = await second.component(here, alice, roll);
    expect(b.reply.content).toContain('Alice rolls 3');
    expect(b.retire).toEqual([{ channelId: here.channelId, messageId: posted }]);
    await second.close();

    const third = await makeService(p);
    expect((await third.roll(here, bob)).reply.content).toContain('Bob rolls 5');
    expect(row(p).match!.state).toMatchObject({ pos: [3, 5] });
    expect((await third.component(here, alice, roll)).reply.content).toMatch(/earlier turn/);
    await third.close();
  });

  it('goes on in a clicked turn message its process posted but never recorded, instead of posting the turn twice', async () => {
    const p = tempDb();
    const first = await makeService(p);
    await started(first, [6, 4, 3, 6, 2]);
    const recorded = row(p).lastMessageId;
    // Alice's roll posts turn 2's message (Bob's); the process dies before recording it.
    const alices = await first.roll(here, alice);
    expect(alices.posts).toMatchObject({ turnNo: 2 });
    expect(row(p)).toMatchObject({ lastMessageId: recorded, shownTurn: 1, owed: true });
    await first.close();

    // Restarted: Bob's roll of 6 on that message leaves his turn going on (where to jump).
    const second = await makeService(p);
    const six = await second.component(here, bob, button(alices, 'Roll the die'));
    expect(six.reply.content).toContain('Bob rolls 6');
    expect(row(p).turn.no).toBe(2);
    expect(six.update).toBe(true);
    expect(six.posts).toMatchObject({ turnNo: 2, follows: recorded });
    // Turn 1's message, recorded and never retired, loses its buttons.
    expect(six.retire).toEqual([{ channelId: here.channelId, messageId: recorded }]);
    expect(await second.messagePosted(six.posts!, here.channelId, 'turn-2')).toEqual([]);
    expect(row(p)).toMatchObject({ lastMessageId: 'turn-2', shownTurn: 2, owed: false });
    await second.close();
  });

  it('lets exactly one of two services win a race for the same button', async () => {
    const p = tempDb();
    const one = await makeService(p);
    const two = await makeService(p);
    const a = await started(one, [6, 4, 3]);
    const roll = button(a, 'Roll the die');
    const x = await one.component(here, alice, roll);
    const y = await two.component(here, alice, roll);
    expect(x.reply.ephemeral).toBe(false);
    expect(y.reply.ephemeral).toBe(true);
    expect(y.reply.content).toMatch(/earlier turn|already done/);
    expect(row(p).match!.step).toBe(1);
  });

  it('answers one click of a race in public when the second lands between the first’s commit and its AI’s move', async () => {
    // The chaos race probe's "two winners": process one commits Alice's roll; before
    // its AI seat moves, process two loads the game, sees an AI seat to move at rest (as after a
    // crash) and plays it. Both used to answer with a public turn message: one action, two posts.
    const p = tempDb();
    let second = (): void => {};
    const stalling: AnyGame = {
      ...diceRace,
      ai: (view, pending, rng) => {
        second(); // the other process's click arrives now, once
        second = () => {};
        return diceRace.ai(view as never, pending as never, rng);
      },
    };
    const one = await makeService(p, 42, [stalling]);
    const two = await makeService(p);
    const roll = button(await started(one, [6, 4, 3, 5], [alice], 1), 'Roll the die');
    let y: Answer | null = null;
    // The second click starts inside the first's AI move; on PostgreSQL it may answer after the first.
    let late: Promise<void> = Promise.resolve();
    second = () => {
      late = two.component(here, alice, roll).then((a) => void (y = a));
    };
    const x = await one.component(here, alice, roll);
    await late;
    const answers = [x, y!];
    expect(answers.filter((a) => !a.reply.ephemeral)).toHaveLength(1);
    expect(y!.reply.ephemeral).toBe(true);
    expect(y!.reply.content).toMatch(/earlier turn|already done/);
    // The log is that of the same click without a race: Alice's roll once, the AI's moves once.
    const calm = tempDb();
    const alone = await makeService(calm);
    await alone.component(here, alice, button(await started(alone, [6, 4, 3, 5], [alice], 1), 'Roll the die'));
    await alone.close();
    expect(logOf(p)).toEqual(logOf(calm));
    expect(logOf(p).filter((a) => a.user === alice.userId)).toHaveLength(1);
    await one.close();
    await two.close();
  });
});
