// The database lost commits Discord had shown (a failover, commits acknowledged before they were
// durable): a click on the newest turn message carries a version the game no longer has.
import { describe, expect, it } from 'vitest';
import { parseId } from '../../src/services/core/customIds';
import { alice, bob, button, drain, here, lastTurn, makeService, row, snapshot, started, tempDb } from '../support/service';

/** `id` as a later commit would have made it: `ahead` versions on. */
function future(id: string, ahead: number): string {
  const p = parseId(id)!;
  return `${p.kind}:${p.gameId}:${p.version + ahead}:${p.arg}`;
}

describe('moves the database lost', () => {
  it('undoes them once, says so publicly and privately, re-posts the turn and retires the clicked message', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const first = await started(svc, [6, 4, 3, 5, 2]);
    const roll = button(first, 'Roll the die');
    const before = row(p);
    // Two commits Discord showed (its newest message carries their version) are gone from the database.
    const lost = future(roll, 2);

    const a = await svc.component(here, bob, lost, undefined, false, 'm-lost');
    expect(a.reply.ephemeral).toBe(true);
    expect(a.reply.content).toContain('My database lost the last moves of this game');
    expect(a.reply.content).toContain(`turn ${before.turn.no}`);
    expect(a.posts).toBeUndefined();
    const leapt = row(p);
    expect(leapt).toMatchObject({ version: before.version + 3, owed: true, lastMessageId: 'm-lost' });
    expect(leapt.match!.state).toEqual(before.match!.state);

    // The notice first, then the turn message as a new post that takes the clicked one's buttons off.
    const out = await drain(svc);
    expect(out.map((x) => x.kind)).toEqual(['say', 'turn']);
    const [say, turn] = out;
    expect(say.kind === 'say' && say.reply.content).toMatch(
      /^⚠ .*my database lost the last moves of this game, so they are undone\. The game goes on from turn 1;/,
    );
    expect(turn).toMatchObject({ kind: 'turn', messageId: null, retire: [{ channelId: here.channelId, messageId: 'm-lost' }] });
    expect(turn.kind === 'turn' && turn.posts).toMatchObject({ version: before.version + 3 });
    expect(row(p).owed).toBe(false);

    // Every button Discord can still show is refused now, the lost one and the one before it alike,
    // and a refused click changes nothing.
    const still = snapshot(p);
    for (const id of [lost, future(roll, 1), roll]) {
      const r = await svc.component(here, alice, id, undefined, false, 'm-any');
      expect(r.reply.content).toMatch(/earlier turn/);
      expect(snapshot(p)).toEqual(still);
    }
    expect(await drain(svc)).toEqual([]);

    // The re-posted turn plays on.
    const again = await svc.component(here, alice, button(lastTurn(out), 'Roll the die'), undefined, false, 'm-new');
    expect(again.reply.content).toContain('Alice rolls 3');
    await svc.close();
  });

  it('refuses a newer version with no public message carrying it, as a forged id, and changes nothing', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const first = await started(svc, [6, 4, 3, 5, 2]);
    const before = snapshot(p);
    const newer = future(button(first, 'Roll the die'), 1);
    for (const onPrivate of [false, true]) {
      const a = await svc.component(here, alice, newer, undefined, onPrivate);
      expect(a.reply.content).toMatch(/earlier turn/);
      expect(snapshot(p)).toEqual(before);
    }
    expect(await drain(svc)).toEqual([]);
    await svc.close();
  });
});
