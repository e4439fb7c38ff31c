import { describe, expect, it } from 'vitest';
import { alice, bob, button, here, makeService, row, started, tempDb } from '../support/service';

describe('restart', () => {
  it('continues a game on a new service over the same file, and an old button still works', () => {
    const p = tempDb();
    const first = makeService(p);
    const a = started(first, [6, 4, 3, 5, 2]);
    const posted = row(p).lastMessageId;
    const roll = button(a, 'Roll the die');
    first.close();

    const second = makeService(p);
    const b = second.component(here, alice, roll);
    expect(b.reply.content).toContain('Alice rolls 3');
    expect(b.retire).toEqual([{ channelId: here.channelId, messageId: posted }]);
    second.close();

    const third = makeService(p);
    expect(third.roll(here, bob).reply.content).toContain('Bob rolls 5');
    expect(row(p).match!.state).toMatchObject({ pos: [3, 5] });
    expect(third.component(here, alice, roll).reply.content).toMatch(/earlier turn/);
    third.close();
  });

  it('lets exactly one of two services win a race for the same button', () => {
    const p = tempDb();
    const one = makeService(p);
    const two = makeService(p);
    const a = started(one, [6, 4, 3]);
    const roll = button(a, 'Roll the die');
    const x = one.component(here, alice, roll);
    const y = two.component(here, alice, roll);
    expect(x.reply.ephemeral).toBe(false);
    expect(y.reply.ephemeral).toBe(true);
    expect(y.reply.content).toMatch(/earlier turn|already done/);
    expect(row(p).match!.step).toBe(1);
  });
});
