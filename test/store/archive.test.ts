// The archive of an ended game's action log: every decision, who took it and when,
// packed into one row. Here the format itself, and SQLite's file giving the freed pages back;
// archiving on both stores (readers answering the same, the log append-only until then and
// empty after) is in archiving.test.ts.
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tx } from '../../src/engine/text';
import * as store from '../../src/store';
import { pack, unpack } from '../../src/store/archive';
import { ACTIONS, match, NEW_GAME, SEAT_ROWS, SEATS } from '../support/archived';

const path = () => join(mkdtempSync(join(tmpdir(), 'rerun-archive-')), 'db.sqlite');

/** A game of seats Alice and AI Blue that took `actions` and ended (one transaction: no flush per row). */
function endedGame(db: store.Db, actions: store.ActionRow[]): number {
  return db.transaction(() => {
    const id = store.insertLobby(db, NEW_GAME)!;
    store.writeSeats(db, id, SEAT_ROWS);
    expect(store.startMatch(db, id, 0, match(0), ACTIONS[0].at)).toBe(true);
    actions.forEach((a, i) => {
      const told = { ...a, gameId: id, events: [{ text: tx('event', { seq: a.seq }), dice: [a.seq] }], rolls: [a.seq] };
      expect(store.commitAction(db, i + 1, match(a.seq), i === actions.length - 1, told).ok).toBe(true);
    });
    return id;
  })();
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

describe('archiving a log on SQLite', () => {
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
