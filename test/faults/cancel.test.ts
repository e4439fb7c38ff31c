// A creator who resigned no longer decides for the players still at the table.
import { describe, expect, it } from 'vitest';
import { alice, bob, carol, here, makeService, mod, resignNow, row, started, tempDb } from '../support/service';

describe('cancelling a running game', () => {
  it('is refused to a creator who has resigned, and still open to Manage Server', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob, carol]);
    expect((await resignNow(svc, alice)).reply.ephemeral).toBe(false);
    expect(row(p).status).toBe('active');
    const denied = await svc.cancel(here, alice);
    expect(denied.reply.ephemeral).toBe(true);
    expect(denied.reply.content).toBe(
      'You resigned from this game, so it is up to the players still in it now; a member with Manage Server can cancel it.',
    );
    expect(row(p).status).toBe('active');
    expect((await svc.cancel(here, mod)).reply.ephemeral).toBe(false);
    expect(row(p).status).toBe('cancelled');
    await svc.close();
  });

  it('stays open to a seated creator, and to the creator watching an all-AI table', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob]);
    expect((await svc.cancel(here, alice)).reply.content).toBe('Game cancelled by Alice: Dice Race is over in this channel.');
    await svc.newGameWith(here, bob, 'dice-race', { ai: 2, aiOnly: true, dice: [6, 4] });
    await svc.start(here, bob);
    // The AIs may have played it to the end already; a running one is cancelled by its watcher.
    if (row(p).status === 'active') expect((await svc.cancel(here, bob)).reply.ephemeral).toBe(false);
    await svc.close();
  });
});
