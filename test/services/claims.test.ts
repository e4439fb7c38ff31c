// Exactly once across processes (shards): two services on one file, as two shard
// processes are, each with its own name. What is owed goes to exactly one of them: the one that
// made it owed, until its claim lapses; a lapsed claim is taken over; the clock's reminders and
// timeouts and the upkeep sweep happen once.
import { describe, expect, it } from 'vitest';
import { diceRace } from '../../src/games/dice-race';
import { createService, type Announcement, type GameService, type Posts } from '../../src/services';
import { CLAIM_MS, UPKEEP_LEASE_MS } from '../../src/services/core/claims';
import * as store from '../../src/store';
import {
  alice,
  bob,
  DAY,
  drain,
  here,
  HOUR,
  post,
  RULES_DIR,
  row,
  stubRender,
  tempDb,
  testClock,
  type TestClock,
} from '../support/service';

const shard = (worker: string, clock: TestClock, path: string): Promise<GameService> =>
  createService({
    databasePath: path,
    games: [diceRace],
    render: stubRender,
    seed: () => 42,
    now: () => new Date(clock.now),
    rulesDir: RULES_DIR,
    worker,
  });

const kinds = (list: Announcement[]) => list.map((a) => a.kind);

/** Two shards on one file; Alice and Bob's game opened and started through shard A (its thread owed). */
async function twoShards(settings: Partial<store.Settings> = {}) {
  const clock = testClock();
  const path = tempDb();
  const a = await shard('shard-0', clock, path);
  const b = await shard('shard-1', clock, path);
  await post(a, await a.newGameWith(here, alice, 'dice-race', { dice: [6, 4, 3, 2, 3, 2, 3, 2, 3, 2], settings }));
  await a.join(here, bob);
  expect((await a.start(here, alice)).reply.content).toBe('Started.');
  return { clock, path, a, b };
}

const claimOf = (path: string) => {
  const db = store.open(path);
  try {
    return store.claimOf(db, row(path).id);
  } finally {
    db.close();
  }
};

describe('owed posts across two processes', () => {
  it('go to the process whose decision made them owed, never to the other while its claim holds', async () => {
    const { clock, path, a, b } = await twoShards();
    expect(claimOf(path)).toEqual({ by: 'shard-0', until: clock.now + CLAIM_MS });
    // Shard B pumps first: the thread and the first turn message are shard A's to make.
    expect(await drain(b)).toEqual([]);
    expect(kinds(await drain(a))).toEqual(['thread', 'edit', 'turn']);
    expect(row(path).owed).toBe(false);
    expect(await drain(b)).toEqual([]);
  });

  it('an owed post that waited in its queue is not carried out once another process holds it', async () => {
    const { clock, path, a, b } = await twoShards();
    const [thread] = await a.pump();
    expect(thread.kind).toBe('thread');
    // Shard A's post waits behind a long 429, its claim lapses and shard B takes the work over.
    clock.now += CLAIM_MS + 1;
    expect(kinds(await b.pump())).toEqual(['thread']);
    expect(claimOf(path).by).toBe('shard-1');
    // When its turn in the queue comes, shard A checks again: no longer its own.
    expect(await a.stillOwed(thread)).toBeNull();
    expect(await b.stillOwed(thread)).toEqual(thread);
  });

  it('a decision taken in the other process moves the claim there', async () => {
    const { path, a, b } = await twoShards();
    await drain(a);
    const roll = await b.roll(here, alice);
    expect(roll.posts).toBeDefined();
    expect(claimOf(path).by).toBe('shard-1');
    // Before shard B records its reply, shard A's pump leaves the owed message alone.
    expect(row(path).owed).toBe(true);
    expect(await drain(a)).toEqual([]);
    await post(b, roll);
    expect(row(path).owed).toBe(false);
  });

  it('a turn message posted by both processes for one player-turn: the one recorded second is withdrawn and deleted', async () => {
    const { clock, path, a, b } = await twoShards();
    await drain(a);
    const first = row(path).lastMessageId;
    // Shard A commits Alice's roll; its answer is slow to reach Discord and its claim lapses.
    const roll = await a.roll(here, alice);
    expect(roll.posts).toMatchObject({ turnNo: 2, follows: first });
    clock.advance(CLAIM_MS + 1);
    const [owed] = await b.pump();
    expect(owed).toMatchObject({ kind: 'turn', posts: { ...roll.posts, follows: first } });
    expect(await b.messagePosted((owed as { posts: Posts }).posts, here.channelId, 'from-b')).toEqual([]);
    // Shard A's answer arrives second: a second message for turn 2, deleted; B's stays recorded.
    expect(await a.messagePosted(roll.posts!, here.channelId, 'from-a')).toEqual([
      { kind: 'withdraw', channelId: here.channelId, messageId: 'from-a', remove: true },
    ]);
    expect(row(path)).toMatchObject({ lastMessageId: 'from-b', owed: false });
  });

  it('a turn message recorded by the other process meanwhile is withdrawn once a newer one is recorded', async () => {
    const { path, a, b } = await twoShards();
    await drain(a);
    const first = row(path).lastMessageId;
    // Alice's roll in shard A (turn 2), then Bob's in shard B (turn 3), both before either answer is recorded.
    const alices = await a.roll(here, alice);
    const bobs = await b.roll(here, bob);
    expect(bobs.posts).toMatchObject({ turnNo: 3, follows: first });
    expect(bobs.retire.map((r) => r.messageId)).toEqual([first]);
    // A records turn 2 first; B's turn 3, made without knowing of it, then takes its buttons off.
    expect(await a.messagePosted(alices.posts!, here.channelId, 'turn-2')).toEqual([]);
    expect(await b.messagePosted(bobs.posts!, here.channelId, 'turn-3')).toEqual([
      { kind: 'withdraw', channelId: here.channelId, messageId: 'turn-2', remove: false },
    ]);
    expect(row(path)).toMatchObject({ lastMessageId: 'turn-3', owed: false });
  });

  it('an edit refused because a newer one is recorded in the same message makes the turn message owed again', async () => {
    const { path, a } = await twoShards();
    await drain(a);
    const roll = await a.roll(here, alice);
    await post(a, roll, 'turn-2');
    const shown = row(path);
    expect(shown.owed).toBe(false);
    // A late edit of the same message for an older version may have overwritten newer news there.
    const late: Posts = { ...(roll.posts as Extract<Posts, { version: number }>), version: shown.shownVersion - 1 };
    expect(await a.messagePosted(late, here.channelId, 'turn-2')).toEqual([]);
    expect(row(path)).toMatchObject({ lastMessageId: 'turn-2', owed: true });
  });

  it('a claim of a killed process lapses after CLAIM_MS and exactly one other process takes the work', async () => {
    const { clock, path, b } = await twoShards();
    const c = await shard('shard-2', clock, path);
    // Shard A is "killed" here: it never pumps its thread and turn message.
    clock.advance(CLAIM_MS - 1);
    expect(await drain(b)).toEqual([]);
    clock.advance(1);
    // B and C pump at the same minute: B first takes everything, C gets nothing.
    const taken = await b.pump();
    expect(kinds(taken)).toEqual(['thread']);
    expect(await c.pump()).toEqual([]);
    expect(claimOf(path).by).toBe('shard-1');
    // The same shard restarted keeps its name and takes its own claims back at once.
    const a2 = await shard('shard-1', clock, path);
    expect(kinds(await drain(a2))).toEqual(['thread', 'edit', 'turn']);
    expect(await drain(c)).toEqual([]);
  });
});

describe('the clock across two processes', () => {
  it('makes each reminder owed once, posted by one process', async () => {
    const { clock, a, b } = await twoShards({ clockMs: 2 * DAY, vacationMs: 0 });
    await drain(a);
    clock.advance(24 * HOUR);
    // Shard B ticks first and owes the reminder; shard A's pump, before B has posted it, leaves it alone.
    const fromB = await b.pump();
    const fromA = await a.pump();
    expect(kinds(fromB)).toEqual(['say']);
    expect(fromA).toEqual([]);
  });

  it('plays an expired turn once when both processes find the deadline past', async () => {
    const { clock, path, a, b } = await twoShards({ clockMs: 2 * DAY, vacationMs: 0 });
    await drain(a);
    const before = row(path);
    clock.advance(2 * DAY);
    const both = [...(await a.pump()), ...(await b.pump())];
    const after = row(path);
    expect(after.turn.no).toBe(before.turn.no + 1);
    const db = store.open(path);
    try {
      expect(store.actionsOf(db, after.id)).toHaveLength(1);
      expect(store.seatsOf(db, after.id)[0].missed).toBe(1);
    } finally {
      db.close();
    }
    // The turn message after the timeout is owed to the one process that played it.
    expect(both.filter((x) => x.kind === 'turn')).toHaveLength(1);
  });
});

describe('the upkeep across two processes', () => {
  it('runs in the process holding its lease; another takes it only once the lease has lapsed', async () => {
    const { clock, path, a, b } = await twoShards();
    await drain(a);
    const settings = { retentionDays: 180, idleDays: 30 };
    const now = () => new Date(clock.now);
    clock.advance(31 * DAY);
    const db = store.open(path);
    try {
      // Shard B's sweep holds the lease (taken as its sweep starts): shard A's finds the idle game but leaves it.
      expect(store.takeLease(db, 'upkeep', { by: 'shard-1', until: clock.now + UPKEEP_LEASE_MS, now: clock.now })).toBe(true);
      expect((await a.sweep(now(), settings)).closed).toEqual([]);
      expect(row(path).status).toBe('active');
      expect((await b.sweep(now(), settings)).closed).toHaveLength(1);
      expect(row(path).status).toBe('cancelled');
      // An hour later B's lease still holds; A takes it only once it has run out.
      clock.advance(HOUR);
      expect(await a.sweep(now(), settings)).toEqual({ closed: [], archived: 0, compacted: 0, freedBytes: 0 });
      expect(store.takeLease(db, 'upkeep', { by: 'shard-0', until: clock.now + 1, now: clock.now })).toBe(false);
      clock.advance(UPKEEP_LEASE_MS - HOUR);
      expect(store.takeLease(db, 'upkeep', { by: 'shard-0', until: clock.now + 1, now: clock.now })).toBe(true);
    } finally {
      db.close();
    }
  });
});
