// What the pump listed, checked again when its place's queue reaches it: the bot serves
// each place in its own queue, so an interaction there may have posted the game's turn message in
// between, or a failed try may have set the next one for later. Posted once, retries spaced.
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/services';
import { alice, bob, clockedService, DAY, here, row, started, tempDb, testClock } from '../support/service';

/** A turn message the announcement is (not the lobby's), with its version. */
const turnOf = (list: Array<Announcement | null>) => {
  const a = list.find((x) => x?.kind === 'turn');
  if (!a || a.kind !== 'turn' || 'lobby' in a.posts)
    throw new Error(`no turn message in: ${list.map((x) => x?.kind).join(', ')}`);
  return { ...a, posts: a.posts };
};

describe('an owed announcement checked again in its queue', () => {
  it('stays owed as listed until posted, then is no longer owed', async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p);
    await started(svc, [6, 4, 3, 2]);
    await svc.roll(here, alice);
    const owed = turnOf(await svc.pump());
    expect(await svc.stillOwed(owed)).toBe(owed);
    // An interaction's reply recorded the same version meanwhile.
    await svc.messagePosted(owed.posts, owed.channelId, 'posted-by-a-reply');
    expect(await svc.stillOwed(owed)).toBeNull();
    await svc.close();
  });

  it("becomes the game's newer turn message when a decision came in meanwhile", async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p);
    await started(svc, [6, 4, 3, 2]);
    await svc.roll(here, alice);
    const owed = turnOf(await svc.pump());
    await svc.roll(here, bob);
    const now = turnOf([await svc.stillOwed(owed)]);
    expect(now.posts.version).toBe(row(p).version);
    expect(now.posts.version).toBeGreaterThan(owed.posts.version);
    await svc.close();
  });

  it('is not tried again before its next try is due', async () => {
    const p = tempDb();
    const clock = testClock();
    const svc = await clockedService(clock, p);
    await started(svc, [6, 4, 3, 2]);
    await svc.roll(here, alice);
    const owed = turnOf(await svc.pump());
    const verdict = await svc.postFailed({ gameId: row(p).id }, null);
    expect(verdict.kind).toBe('retry');
    expect(await svc.stillOwed(owed)).toBeNull();
    clock.advance(verdict.kind === 'retry' ? verdict.inMs : 0);
    expect(await svc.stillOwed(owed)).toEqual(owed);
    await svc.close();
  });

  it('drops a thread once the game is placed, and a reminder once said', async () => {
    const p = tempDb();
    const clock = testClock();
    const svc = await clockedService(clock, p);
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4, 3, 2], settings: { clockMs: 2 * DAY } });
    await svc.join(here, bob);
    await svc.start(here, alice);
    const thread = (await svc.pump()).find((a) => a.kind === 'thread')!;
    expect(await svc.stillOwed(thread)).toBe(thread);
    await svc.placed(row(p).id, null);
    expect(await svc.stillOwed(thread)).toBeNull();
    clock.advance(DAY + 1);
    const reminder = (await svc.pump()).find((a) => a.kind === 'say' && a.outbox !== undefined);
    if (reminder?.kind !== 'say' || reminder.outbox === undefined) throw new Error('a reminder is owed');
    expect(await svc.stillOwed(reminder)).toBe(reminder);
    await svc.said(reminder.outbox, 'posted-reminder');
    expect(await svc.stillOwed(reminder)).toBeNull();
    await svc.close();
  });
});
