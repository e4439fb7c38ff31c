// The archive of an ended game's action log (issue 18): every decision, who took it and when,
// packed into one row; the log table keeps it append-only until then and empty after.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
import * as store from '../../src/store';
import { pack, unpack } from '../../src/store/archive';

const path = () => join(mkdtempSync(join(tmpdir(), 'rerun-archive-')), 'db.sqlite');
const SEATS = [
  { name: 'Alice', ai: false },
  { name: 'AI Blue', ai: true },
];

const match = (step: number): Match => ({
  game: 'x',
  seats: SEATS,
  options: {},
  rng: { s: 1, forced: [] },
  state: { step },
  step,
  lastDice: [],
});

/** Four actions: a roll, one forced and one by the clock, an AI's, and a resignation (hours and milliseconds apart). */
const ACTIONS: store.ActionRow[] = [
  { gameId: 1, seq: 1, seat: 0, userId: 'u-alice', decision: { kind: 'choice', choice: 'roll' }, at: '2026-01-01T10:00:00.000Z' },
  {
    gameId: 1,
    seq: 2,
    seat: 0,
    userId: 'u-alice',
    decision: { kind: 'choice', choice: 'move:12', by: 'forced' },
    at: '2026-01-01T10:00:00.004Z',
  },
  {
    gameId: 1,
    seq: 3,
    seat: 1,
    userId: null,
    decision: { kind: 'choice', choice: 'card:c17', by: 'clock' },
    at: '2026-01-04T09:30:00.000Z',
  },
  { gameId: 1, seq: 4, seat: 0, userId: 'u-alice', decision: { kind: 'resign' }, at: '2026-01-03T08:00:00.000Z' },
];

/** A game of seats Alice and AI Blue that took `actions` and ended (one transaction: no flush per row). */
function endedGame(db: store.Db, actions = ACTIONS): number {
  return db.transaction(() => playedGame(db, actions))();
}

function playedGame(db: store.Db, actions: store.ActionRow[]): number {
  const id = store.insertLobby(db, {
    guildId: 'g',
    channelId: 'c1',
    game: 'x',
    creatorId: 'u-alice',
    options: {},
    seed: 7,
    dice: [],
    at: ACTIONS[0].at,
  })!;
  store.writeSeats(db, id, [
    { userId: 'u-alice', name: 'Alice', ai: false },
    { userId: null, name: 'AI Blue', ai: true },
  ]);
  expect(store.startMatch(db, id, 0, match(0), ACTIONS[0].at)).toBe(true);
  actions.forEach((a, i) => {
    const told = { ...a, gameId: id, events: [{ text: tx('event', { seq: a.seq }), dice: [a.seq] }], rolls: [a.seq] };
    expect(store.commitAction(db, i + 1, match(a.seq), i === actions.length - 1, told).ok).toBe(true);
  });
  return id;
}

describe('the archive format', () => {
  it('keeps every decision, its seat, user and time (a clock going back included), and the seats', () => {
    const data = pack(1, SEATS, ACTIONS);
    expect(unpack(1, 1, data)).toEqual({ seats: SEATS, actions: ACTIONS });
    // Far smaller than the rows' JSON, events aside.
    expect(data.length).toBeLessThan(JSON.stringify(ACTIONS).length / 2);
  });

  it('refuses a log with a gap, a time it cannot read, or an unknown format', () => {
    expect(() => pack(1, SEATS, [ACTIONS[0], ACTIONS[2]])).toThrow(/#3 where #2 belongs/);
    expect(() => pack(1, SEATS, [{ ...ACTIONS[0], at: 'yesterday' }])).toThrow(/no time in "yesterday"/);
    expect(() => unpack(1, 2, pack(1, SEATS, ACTIONS))).toThrow(/format 2 is unknown/);
  });
});

describe('archiving a log', () => {
  it('moves an ended game’s actions into one row: readers answer the same, the events are left to replay', () => {
    const db = store.open(path());
    const id = endedGame(db);
    const before = store.actionsOf(db, id);
    expect(store.toldSince(db, id, 2)!.map((a) => a.events[0].text)).toEqual([tx('event', { seq: 3 }), tx('event', { seq: 4 })]);

    expect(store.archiveLog(db, id, SEATS)).toBe(true);
    expect(db.prepare(`SELECT COUNT(*) AS n FROM actions`).get()).toEqual({ n: 0 });
    expect(store.actionsOf(db, id)).toEqual(before);
    expect(store.archiveOf(db, id)).toEqual({ seats: SEATS, actions: before });
    expect(store.actionCount(db, id)).toBe(4);
    expect(store.hasResigned(db, id, 0)).toBe(true);
    expect(store.hasResigned(db, id, 1)).toBe(false);
    expect(store.toldSince(db, id, 0)).toBeNull();
    // Once only.
    expect(store.archiveLog(db, id, SEATS)).toBe(false);
    db.close();
  });

  it('leaves a running game’s log where it is, and a log leaves only into its archive', () => {
    const db = store.open(path());
    const id = endedGame(
      db,
      ACTIONS.slice(0, 2).map((a) => a),
    );
    db.prepare(`UPDATE games SET status = 'active' WHERE id = ?`).run(id);
    expect(store.archiveLog(db, id, SEATS)).toBe(false);
    expect(store.actionCount(db, id)).toBe(2);
    expect(() => db.prepare(`DELETE FROM actions WHERE game_id = ?`).run(id)).toThrow(/only into its archive/);
    db.close();
  });

  it('keeps an archive as it was written, and takes no action after it', () => {
    const db = store.open(path());
    const id = endedGame(db);
    store.archiveLog(db, id, SEATS);
    expect(() => db.prepare(`UPDATE archives SET actions = 0`).run()).toThrow(/never rewritten/);
    const late = { ...ACTIONS[0], gameId: id, seq: 5, events: [], rolls: [] };
    expect(() =>
      db
        .prepare(
          `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES (?, ?, 0, NULL, '{}', '[]', '[]', ?)`,
        )
        .run(id, late.seq, late.at),
    ).toThrow(/archived/);
    db.close();
  });

  it('gives the freed pages back: the file shrinks', () => {
    const p = path();
    const db = store.open(p);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    const many = Array.from({ length: 3000 }, (_, i): store.ActionRow => ({ ...ACTIONS[0], seq: i + 1 }));
    const id = endedGame(db, many);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const pages = db.pragma('page_count', { simple: true }) as number;
    expect(store.archiveLog(db, id, SEATS)).toBe(true);
    const freed = store.reclaim(db);
    expect(freed).toBeGreaterThan(0);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const now = db.pragma('page_count', { simple: true }) as number;
    expect(now).toBe(pages - freed / pageSize);
    expect(db.pragma('freelist_count', { simple: true })).toBe(0);
    expect(statSync(p).size).toBe(now * pageSize);
    expect(store.reclaim(db)).toBe(0);
    expect(store.actionsOf(db, id)).toHaveLength(3000);
    db.close();
  });
});
