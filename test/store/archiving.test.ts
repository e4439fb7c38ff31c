// Archiving an ended game's action log, on each store: every decision moves
// into one packed row, readers answer the same, and the schema keeps the log append-only until
// then and empty after. Plain SQL only for what no Store call does (a write the schema refuses).
// The archive format itself, and SQLite's file giving the freed pages back: archive.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { tx } from '../../src/engine/text';
import type { ActionRow, Store } from '../../src/store';
import { ACTIONS, match, NEW_GAME, SEAT_ROWS, SEATS } from '../support/archived';
import { bothStores, type StoreDb } from '../support/stores';

/** A game of seats Alice and AI Blue that took `actions` and ended (one transaction). */
function endedGame(s: Store, actions: ActionRow[] = ACTIONS): Promise<number> {
  return s.transaction(async () => {
    const id = (await s.insertLobby(NEW_GAME))!;
    await s.writeSeats(id, SEAT_ROWS);
    expect(await s.startMatch(id, 0, match(0), ACTIONS[0].at)).toBe(true);
    for (const [i, a] of actions.entries()) {
      const told = { ...a, gameId: id, events: [{ text: tx('event', { seq: a.seq }), dice: [a.seq] }], rolls: [a.seq] };
      expect((await s.commitAction(i + 1, match(a.seq), i === actions.length - 1, told)).ok).toBe(true);
    }
    return id;
  });
}

for (const kind of bothStores())
  describe.skipIf(!kind.available)(`archiving a log on ${kind.name}`, () => {
    let s: Store | undefined;
    let db: StoreDb;
    const open = async (): Promise<Store> => {
      db = await kind.fresh();
      return (s = await db.open());
    };
    afterEach(async () => {
      await s?.close();
      s = undefined;
    });

    it('moves an ended game’s actions into one row: readers answer the same, the events are left to replay', async () => {
      const s = await open();
      const id = await endedGame(s);
      const before = await s.actionsOf(id);
      expect(before.map((a) => ({ ...a, gameId: 1 }))).toEqual(ACTIONS);
      expect((await s.toldSince(id, 2))!.map((a) => a.events[0].text)).toEqual([
        tx('event', { seq: 3 }),
        tx('event', { seq: 4 }),
      ]);

      expect(await s.archiveLog(id, SEATS)).toBe(true);
      expect(await db.sql(`SELECT COUNT(*) AS n FROM actions`)).toEqual([{ n: 0 }]);
      expect(await s.actionsOf(id)).toEqual(before);
      expect(await s.archiveOf(id)).toEqual({ seats: SEATS, actions: before });
      expect(await s.actionCount(id)).toBe(4);
      expect(await s.hasResigned(id, 0)).toBe(true);
      expect(await s.hasResigned(id, 1)).toBe(false);
      expect(await s.toldSince(id, 0)).toBeNull();
      // Once only.
      expect(await s.archiveLog(id, SEATS)).toBe(false);
    });

    it('leaves a running game’s log where it is, and a log leaves only into its archive', async () => {
      const s = await open();
      const id = await endedGame(s, ACTIONS.slice(0, 2));
      await db.sql(`UPDATE games SET status = 'active' WHERE id = ?`, [id]);
      expect(await s.archiveLog(id, SEATS)).toBe(false);
      expect(await s.actionCount(id)).toBe(2);
      await expect(db.sql(`DELETE FROM actions WHERE game_id = ?`, [id])).rejects.toThrow(/only into its archive/);
      expect(await s.actionCount(id)).toBe(2);
    });

    it('gives back the pages an archived log and a dropped state emptied, once (the sweep’s reclaim)', async () => {
      const s = await open();
      const id = await endedGame(
        s,
        Array.from({ length: 300 }, (_, i): ActionRow => ({ ...ACTIONS[0], seq: i + 1 })),
      );
      expect(await s.archiveLog(id, SEATS)).toBe(true);
      expect(await s.compact(id, (await s.gameById(id))!.version, { winners: [], seats: [], text: tx('ended') })).toBe(true);
      expect(await s.reclaim()).toBeGreaterThan(0);
      // The emptied pages are gone from the files, not only free for reuse.
      if (kind.name === 'SQLite') expect(await db.sql(`PRAGMA freelist_count`)).toEqual([{ freelist_count: 0 }]);
      else expect(await db.sql(`SELECT pg_relation_size('actions') + pg_relation_size('game_states') AS n`)).toEqual([{ n: 0 }]);
      expect(await s.reclaim()).toBe(0);
      expect((await s.actionsOf(id)).length).toBe(300);
    });

    it('keeps an archive as it was written, and takes no action after it', async () => {
      const s = await open();
      const id = await endedGame(s);
      expect(await s.archiveLog(id, SEATS)).toBe(true);
      await expect(db.sql(`UPDATE archives SET actions = 0`)).rejects.toThrow(/never rewritten/);
      await expect(
        db.sql(
          `INSERT INTO actions (game_id, seq, seat, user_id, decision, events, rolls, at) VALUES (?, ?, 0, NULL, '{}', '[]', '[]', ?)`,
          [id, 5, ACTIONS[0].at],
        ),
      ).rejects.toThrow(/archived/);
      expect(await s.actionCount(id)).toBe(4);
    });
  });
