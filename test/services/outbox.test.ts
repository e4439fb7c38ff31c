// Exactly once, after any crash, at the service: an AI seat left at rest by a crash
// plays on once the owed message is out; owed posts are recognised among the bot's own recent
// messages; reminders are owed as outbox rows until acknowledged; failed posts wait longer
// before each new try and are given up; a place that is gone ends its games.
import { describe, expect, it } from 'vitest';
import { ForcedChanceError } from '../../src/engine/chance';
import { diceRace } from '../../src/games/dice-race';
import type { Announcement, SeenMessage } from '../../src/services';
import { findPosted } from '../../src/services/days/reconcile';
import type * as store from '../../src/store';
import { captureLog } from '../log/capture';
import { peek } from '../support/stores';
import {
  alice,
  bob,
  clockedService,
  DAY,
  drain,
  here,
  HOUR,
  lastTurn,
  makeService,
  row,
  started,
  tempDb,
  resignNow,
  testClock,
} from '../support/service';

const reply = (content: string, ids: string[] = []) => ({
  ephemeral: false,
  content,
  rows: ids.length ? [{ buttons: ids.map((customId) => ({ customId, label: 'x', style: 'primary' as const })) }] : [],
});
const turn = (version: number, content = 'turn', ids = [`pick:7:${version}:roll`]): Announcement => ({
  kind: 'turn',
  posts: { gameId: 7, version, turnNo: 3 },
  channelId: 't',
  messageId: null,
  reply: reply(content, ids),
  retire: [],
});
const seen = (id: string, content: string, customIds: string[] = []): SeenMessage => ({ id, content, customIds });
/** The outbox rows owed now, read outside the service (either store). */
const outboxNow = (p: string): store.OutboxRow[] => {
  const db = peek(p);
  try {
    return db.outboxRows();
  } finally {
    db.close();
  }
};

describe('an owed post already on Discord', () => {
  it.each([
    ['the copy showing this version', [seen('m2', 'x', ['pick:7:5:roll', 'hand:7:5:0'])], 'm2', []],
    ['nothing of this game', [seen('m1', 'turn', ['pick:8:5:roll']), seen('m0', 'hi')], null, []],
    [
      'the newest of two copies; the older one and an earlier turn lose their buttons',
      [seen('m3', 'x', ['pick:7:5:roll']), seen('m2', 'x', ['pick:7:5:roll']), seen('m1', 'x', ['menu:7:4:0'])],
      'm3',
      ['m2', 'm1'],
    ],
    ['an earlier turn only: posted anew, the earlier one retired', [seen('m1', 'x', ['pick:7:4:roll'])], null, ['m1']],
    ["a lobby's buttons are not a turn message", [seen('m1', 'turn', ['lobby:7:2:join'])], null, []],
  ] as const)('finds %s', (_name, messages, postedId, stale) => {
    expect(findPosted(turn(5), messages)).toEqual({ postedId, stale });
  });

  it('knows a message without buttons by its exact text: a final message, a reminder', () => {
    const final = turn(9, '🏆 Winner: Amy', []);
    expect(findPosted(final, [seen('m2', '🏆 Winner: Amy'), seen('m1', 'x', ['pick:7:8:roll'])])).toEqual({
      postedId: 'm2',
      stale: ['m1'],
    });
    const say: Announcement = { kind: 'say', channelId: 't', reply: reply('⏰ <@u1>, half of your time'), outbox: 3 };
    expect(findPosted(say, [seen('m2', '⏰ <@u1>, half of your time', ['pick:7:8:roll'])]).postedId).toBeNull();
    expect(findPosted(say, [seen('m1', '⏰ <@u1>, half of your time')]).postedId).toBe('m1');
  });
});

describe('AI seats at rest after a crash', () => {
  /** The process dies right after Alice's roll is committed, before the AI's first move (no note, no answer). */
  async function crashBeforeTheAi(p: string) {
    const dying = await makeService(p, 42, [
      {
        ...diceRace,
        ai: () => {
          throw new ForcedChanceError(0, 'the process was killed');
        },
      },
    ]);
    await dying.newGameWith(here, alice, 'dice-race', { ai: 1, dice: [6, 1, 3, 2] });
    await dying.start(here, alice);
    await drain(dying);
    await expect(dying.roll(here, alice)).rejects.toThrow(ForcedChanceError);
    await dying.close();
    expect(row(p)).toMatchObject({ owed: true, turn: { seat: 1 } });
  }

  it('play on as soon as the owed message is out, and the next turn message is owed at once', async () => {
    const p = tempDb();
    await crashBeforeTheAi(p);
    const svc = await makeService(p);
    const [owed] = await svc.pump();
    expect(owed.kind === 'turn' && owed.reply.content).toContain('▶ **AI Blue**: Roll the die');
    if (owed.kind !== 'turn') throw new Error('a turn message was owed');
    // Acknowledging it lets the AI move; what follows is handed back in the same breath.
    const next = await svc.messagePosted(owed.posts, owed.channelId, 'm-ai');
    expect(lastTurn(next).reply.content).toContain('AI Blue rolls 2');
    expect(lastTurn(next).reply.content).toMatch(/^▶ <@u-alice> \(Red\): /);
    expect(row(p).turn.seat).toBe(0);
    await svc.close();
  });

  it('are not asked again at rest once their AI failed there (one note, one log line)', async () => {
    const logged = captureLog();
    const p = tempDb();
    const svc = await makeService(p, 42, [
      {
        ...diceRace,
        ai: () => {
          throw new Error('AI bug');
        },
      },
    ]);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 1, dice: [6, 1, 3] });
    await svc.start(here, alice);
    await drain(svc);
    const a = await svc.roll(here, alice);
    expect(await svc.messagePosted(a.posts!, here.channelId, 'm-1')).toEqual([]);
    expect(await drain(svc)).toEqual([]);
    expect(logged.records().filter((r) => r.msg === 'the AI failed')).toHaveLength(1);
    expect((await svc.log(here, 10)).reply.content.match(/could not make its move/g)).toHaveLength(1);
    logged.restore();
    await svc.close();
  });
});

describe('reminders', () => {
  it('are owed until acknowledged (a crash before that hands them out again), then never again', async () => {
    const p = tempDb();
    const clock = testClock();
    const first = await clockedService(clock, p);
    await started(first, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 2 * DAY });
    clock.advance(DAY);
    const [half] = await first.pump();
    expect(half).toMatchObject({ kind: 'say', channelId: here.channelId, outbox: expect.any(Number) });
    // Recorded as sent and owed in one transaction.
    expect(row(p).turn.reminded).toBe(1);
    expect(outboxNow(p)).toMatchObject([{ gameId: row(p).id, deadline: row(p).turn.deadline, tries: 0 }]);
    await first.close(); // killed before it was posted

    const second = await clockedService(clock, p);
    const again = await second.pump();
    expect(again).toEqual([half]);
    if (half.kind !== 'say') throw new Error('a reminder');
    await second.said(half.outbox!, 'm-1');
    expect(await second.pump()).toEqual([]);
    expect(outboxNow(p)).toEqual([]);
    await second.close();
  });

  it('are dropped, not posted, once the turn they speak of is over', async () => {
    const p = tempDb();
    const clock = testClock();
    const svc = await clockedService(clock, p);
    await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 2 * DAY });
    clock.advance(DAY);
    expect((await svc.pump()).filter((a) => a.kind === 'say')).toHaveLength(1);
    await svc.roll(here, alice);
    expect((await drain(svc)).filter((a) => a.kind === 'say')).toEqual([]);
    expect(outboxNow(p)).toEqual([]);
    await svc.close();
  });
});

describe('failed posts', () => {
  it('wait 1, 2, 4 … minutes (at most an hour) between tries, kept across a restart, then are given up', async () => {
    const p = tempDb();
    const clock = testClock();
    let svc = await clockedService(clock, p);
    await started(svc, [6, 4, 3, 2]);
    await svc.roll(here, alice);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      if (i === 4) {
        await svc.close();
        svc = await clockedService(clock, p);
      }
      expect((await svc.pump()).filter((a) => a.kind === 'turn')).toHaveLength(1);
      const v = await svc.postFailed({ gameId: row(p).id }, null);
      if (v.kind === 'retry') {
        waits.push(v.inMs / 60_000);
        expect(v.tries).toBe(i + 1);
        // Not before its time.
        clock.advance(v.inMs - 1);
        expect(await svc.pump()).toEqual([]);
        clock.advance(1);
      } else expect(v).toEqual({ kind: 'given-up', tries: 8 });
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(row(p).owed).toBe(false);
    clock.advance(DAY);
    expect(await svc.pump()).toEqual([]);
    // The next decision owes a message afresh, with a fresh count.
    await svc.roll(here, bob);
    expect((await svc.pump()).filter((a) => a.kind === 'turn')).toHaveLength(1);
    expect(await svc.postFailed({ gameId: row(p).id }, null)).toMatchObject({ kind: 'retry', tries: 1 });
    await svc.close();
  });

  it('gives up a reminder, and plays in the channel when its thread cannot be made', async () => {
    const p = tempDb();
    const clock = testClock();
    const svc = await clockedService(clock, p);
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4, 3, 2], settings: { clockMs: 2 * DAY } });
    await svc.join(here, bob);
    await svc.start(here, alice);
    let out = await svc.pump();
    expect(out.map((a) => a.kind)).toEqual(['thread']);
    for (let i = 1; i <= 8; i++) {
      const v = await svc.postFailed({ gameId: row(p).id }, null);
      expect(v.kind).toBe(i < 8 ? 'retry' : 'given-up');
      clock.advance(HOUR);
    }
    expect(row(p)).toMatchObject({ placed: true, threadId: null, owed: true, status: 'active' });
    clock.advance(DAY);
    out = await svc.pump();
    expect(out.filter((a) => a.kind === 'turn')).toHaveLength(1);
    const say = out.find((a) => a.kind === 'say');
    if (!say || say.kind !== 'say') throw new Error('a reminder was due');
    for (let i = 1; i <= 8; i++) await svc.postFailed({ outboxId: say.outbox! }, null);
    expect(outboxNow(p)).toEqual([]);
    await svc.close();
  });

  it("in a place that is gone end its games once, and leave nothing owed there, a finished game's last message too", async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 3, 2]);
    await svc.roll(here, alice);
    expect(await svc.postFailed({ gameId: row(p).id }, here.channelId)).toEqual({ kind: 'ended', gameIds: [row(p).id] });
    expect(row(p)).toMatchObject({ status: 'cancelled', owed: false });
    expect(await svc.postFailed({ gameId: row(p).id }, here.channelId)).toEqual({ kind: 'none' });
    expect(await drain(svc)).toEqual([]);

    const q = tempDb();
    const other = await makeService(q);
    await started(other, [6, 4]);
    await resignNow(other, bob);
    expect(row(q)).toMatchObject({ status: 'finished', owed: true });
    await other.channelGone(here.channelId);
    expect(row(q)).toMatchObject({ status: 'finished', owed: false });
    expect(await drain(other)).toEqual([]);
    await other.close();
    await svc.close();
  });
});
