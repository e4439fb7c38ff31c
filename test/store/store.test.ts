import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
import * as store from '../../src/store';

const path = () => join(mkdtempSync(join(tmpdir(), 'rerun-store-')), 'db.sqlite');
const AT = '2026-01-01T00:00:00.000Z';

function lobby(db: store.Db, channelId = 'c1'): number | null {
  return store.insertLobby(db, {
    guildId: 'g',
    channelId,
    game: 'x',
    creatorId: 'u1',
    options: {},
    seed: 7,
    dice: [6, 1],
    at: AT,
  });
}

const match = (step: number, note: string): Match => ({
  game: 'x',
  seats: [{ name: 'A', ai: false }],
  options: {},
  rng: { s: 1, forced: [] },
  state: { note },
  step,
  lastDice: [],
});

function action(gameId: number, seq: number) {
  return {
    gameId,
    seq,
    seat: 0,
    userId: 'u1',
    decision: { kind: 'choice' as const, choice: 'roll' },
    events: [{ text: tx('event.roll', { who: { seat: 0 }, n: 3 }), dice: [3] }],
    rolls: [3],
    at: AT,
  };
}

function activeGame(db: store.Db): number {
  const id = lobby(db)!;
  store.writeSeats(db, id, [{ userId: 'u1', name: 'A', ai: false }]);
  expect(store.startMatch(db, id, 0, match(0, 'start'), AT)).toBe(true);
  return id;
}

describe('store', () => {
  it('opens in WAL mode, fully synchronous, with foreign keys and a busy timeout', () => {
    const db = store.open(path());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('runs migrations once: reopening and migrating again changes nothing', () => {
    const p = path();
    const db = store.open(p);
    expect(db.pragma('user_version', { simple: true })).toBe(store.SCHEMA_VERSION);
    activeGame(db);
    expect(store.migrate(db)).toBe(store.SCHEMA_VERSION);
    db.close();
    const again = store.open(p);
    expect(again.pragma('user_version', { simple: true })).toBe(store.SCHEMA_VERSION);
    expect(store.gameById(again, 1)?.status).toBe('active');
    again.close();
  });

  it('allows one lobby or running game per channel, and a new one once it is over', () => {
    const db = store.open(path());
    const first = lobby(db)!;
    expect(first).toBeGreaterThan(0);
    expect(lobby(db)).toBeNull();
    expect(lobby(db, 'c2')).not.toBeNull();
    expect(store.setStatus(db, first, 0, 'finished', AT)).toBe(true);
    expect(lobby(db)).not.toBeNull();
    db.close();
  });

  it('commits an action and its state together, with the version bumped', () => {
    const db = store.open(path());
    const id = activeGame(db);
    const res = store.commitAction(db, 1, match(1, 'after'), false, action(id, 1));
    expect(res).toEqual({ ok: true, version: 2 });
    const g = store.gameById(db, id)!;
    expect(g.version).toBe(2);
    expect((g.match!.state as { note: string }).note).toBe('after');
    expect(store.actionsOf(db, id).map((a) => a.seq)).toEqual([1]);
    db.close();
  });

  it('lets exactly one of two commits against the same version win (race, second click)', () => {
    const p = path();
    const db = store.open(p);
    const id = activeGame(db);
    const other = store.open(p); // a second connection, as a second process would have
    const a = store.commitAction(db, 1, match(1, 'first'), false, action(id, 1));
    const b = store.commitAction(other, 1, match(1, 'second'), false, action(id, 1));
    expect(a.ok).toBe(true);
    expect(b).toEqual({ ok: false, error: 'already-done' });
    const g = store.gameById(other, id)!;
    expect((g.match!.state as { note: string }).note).toBe('first');
    expect(g.version).toBe(2);
    expect(store.actionsOf(db, id)).toHaveLength(1);
    db.close();
    other.close();
  });

  it('refuses a commit to a finished game and marks a finishing commit finished', () => {
    const db = store.open(path());
    const id = activeGame(db);
    expect(store.commitAction(db, 1, match(1, 'end'), true, action(id, 1)).ok).toBe(true);
    expect(store.gameById(db, id)!.status).toBe('finished');
    expect(store.commitAction(db, 2, match(2, 'late'), false, action(id, 2)).ok).toBe(false);
    db.close();
  });

  it('keeps the action log append-only: only its told events may be told again (issue 19)', () => {
    const db = store.open(path());
    const id = activeGame(db);
    store.commitAction(db, 1, match(1, 'x'), false, action(id, 1));
    for (const column of ['seat = 3', "decision = '{}'", "rolls = '[9]'", "at = 'x'", 'seq = 7', 'user_id = NULL'])
      expect(() => db.prepare(`UPDATE actions SET ${column}`).run(), column).toThrow(/append-only/);
    store.retellActions(db, id, [{ seq: 1, events: [{ text: { key: 'told' } }] }]);
    expect(store.toldSince(db, id, 0)![0].events).toEqual([{ text: { key: 'told' } }]);
    db.close();
  });

  it('reads an event stored as a sentence (before issue 19, not retold) as a legacy note keeping its words', () => {
    const db = store.open(path());
    const id = activeGame(db);
    store.commitAction(db, 1, match(1, 'x'), false, action(id, 1));
    const old: store.StoredEvent[] = [{ text: 'A rolls 3', dice: [3], label: 'A' }];
    db.prepare(`UPDATE actions SET events = ? WHERE game_id = ?`).run(JSON.stringify(old), id);
    expect(store.toldSince(db, id, 0)![0].events).toEqual([
      { text: tx('platform:legacy-note', { text: 'A rolls 3' }), dice: [3], label: tx('platform:legacy-note', { text: 'A' }) },
    ]);
    db.close();
  });

  it('keeps games across a close and reopen', () => {
    const p = path();
    const db = store.open(p);
    const id = activeGame(db);
    store.commitAction(db, 1, match(1, 'kept'), false, action(id, 1));
    store.setLastMessage(db, id, 'm42');
    db.close();
    const again = store.open(p);
    const g = store.liveGameIn(again, 'c1')!;
    expect(g.id).toBe(id);
    expect(g.lastMessageId).toBe('m42');
    expect(g.dice).toEqual([6, 1]);
    expect(store.seatsOf(again, id)).toEqual([{ seat: 0, userId: 'u1', name: 'A', ai: false, missed: 0, away: false }]);
    expect(store.toldSince(again, id, 0)![0].events[0].dice).toEqual([3]);
    again.close();
  });

  it("closes a deleted channel's game", () => {
    const db = store.open(path());
    activeGame(db);
    expect(store.closeChannel(db, 'c1', AT)).toBe(1);
    expect(store.liveGameIn(db, 'c1')).toBeNull();
    db.close();
  });

  it('knows which seats have resigned, from the action log alone', () => {
    const db = store.open(path());
    const id = activeGame(db);
    expect(store.commitAction(db, 1, match(1, 'a'), false, action(id, 1)).ok).toBe(true);
    expect(store.hasResigned(db, id, 0)).toBe(false);
    const resign = { ...action(id, 2), seat: 1, decision: { kind: 'resign' as const } };
    expect(store.commitAction(db, 2, match(2, 'b'), false, resign).ok).toBe(true);
    expect(store.hasResigned(db, id, 1)).toBe(true);
    expect(store.hasResigned(db, id, 0)).toBe(false);
    db.close();
  });

  it('records the owed turn message with the decision, and clears it only for the version shown', () => {
    const db = store.open(path());
    const id = activeGame(db);
    const turn = { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: 1000, reminded: 0 };
    expect(store.commitAction(db, 1, match(1, 'a'), false, action(id, 1), turn).ok).toBe(true);
    expect(store.gameById(db, id)).toMatchObject({ owed: true, turn, version: 2 });
    // A commit that loses the version race writes no turn either.
    expect(store.commitAction(db, 1, match(1, 'b'), false, action(id, 1), { ...turn, no: 9 }).ok).toBe(false);
    expect(store.gameById(db, id)!.turn.no).toBe(1);
    // The message for version 2 is on Discord: nothing owed. A late acknowledgement of version 1 changes nothing.
    expect(store.markShown(db, id, 2, 1, 'm2')).toBe(true);
    expect(store.gameById(db, id)).toMatchObject({ owed: false, shownVersion: 2, shownTurn: 1, lastMessageId: 'm2' });
    expect(store.markShown(db, id, 1, 1, 'm1')).toBe(false);
    expect(store.gameById(db, id)!.lastMessageId).toBe('m2');
    // A note joined the shown version: the same message is owed again, nothing else changes.
    store.oweTurnMessage(db, id);
    expect(store.gameById(db, id)).toMatchObject({ owed: true, version: 2, shownVersion: 2 });
    db.close();
  });

  it('sends each reminder of a deadline once, and counts missed turns to the limit', () => {
    const db = store.open(path());
    const id = activeGame(db);
    store.setTurn(db, id, { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: 5000, reminded: 0 });
    expect(store.markReminded(db, id, 5000, 1)).toBe(true);
    expect(store.markReminded(db, id, 5000, 1)).toBe(false);
    expect(store.markReminded(db, id, 4000, 2)).toBe(false); // another deadline
    expect(store.markReminded(db, id, 5000, 2)).toBe(true);
    expect(store.missTurn(db, id, 0, 2)).toBe(false);
    expect(store.missTurn(db, id, 0, 2)).toBe(true);
    expect(store.seatsOf(db, id)[0]).toMatchObject({ missed: 2, away: true });
    expect(store.setAway(db, id, 0, false)).toBe(true);
    expect(store.seatsOf(db, id)[0]).toMatchObject({ missed: 0, away: false });
    db.close();
  });

  it('keeps the DM channel opened with a user, through DMs turned off and on again', () => {
    const db = store.open(path());
    store.setNotify(db, 'u1', true);
    expect(store.dmChannelOf(db, 'u1')).toBeNull();
    store.setDmChannel(db, 'u1', 'dm1');
    store.markDmClosed(db, 'u1');
    store.setNotify(db, 'u1', true);
    expect([store.dmChannelOf(db, 'u1'), store.notifyOf(db, 'u1').dmClosed]).toEqual(['dm1', false]);
    store.setDmChannel(db, 'u1', null);
    expect(store.dmChannelOf(db, 'u1')).toBeNull();
    expect(store.dmChannelOf(db, 'nobody')).toBeNull();
  });

  it('lets a game move into its own thread, freeing its channel for the next one', () => {
    const db = store.open(path());
    const id = lobby(db)!;
    store.writeSeats(db, id, [{ userId: 'u1', name: 'A', ai: false }]);
    expect(
      store.startMatch(
        db,
        id,
        0,
        match(0, 's'),
        AT,
        { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: null, reminded: 0 },
        true,
      ),
    ).toBe(true);
    expect(store.gameById(db, id)!.placed).toBe(false);
    expect(lobby(db)).toBeNull(); // still in its channel until the thread exists
    expect(store.placeGame(db, id, 't1')).toBe(true);
    expect(store.placeGame(db, id, 't2')).toBe(false);
    expect(store.liveGameIn(db, 't1')!.id).toBe(id);
    expect(lobby(db)).not.toBeNull();
    // Its thread closed for good, it cannot move back while the channel has a live game of its own.
    expect(store.moveToChannel(db, id)).toBe(false);
    expect(store.gameById(db, id)!.threadId).toBe('t1');
    db.close();
  });

  it('moves a game out of a closed thread into its channel, its turn message and reminders owed there', () => {
    const db = store.open(path());
    const id = lobby(db)!;
    store.writeSeats(db, id, [{ userId: 'u1', name: 'A', ai: false }]);
    const turn = { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: null, reminded: 0 };
    expect(store.startMatch(db, id, 0, match(0, 's'), AT, turn, true)).toBe(true);
    expect(store.placeGame(db, id, 't1')).toBe(true);
    expect(store.markShown(db, id, store.gameById(db, id)!.version, 1, 'm1')).toBe(true);
    store.addOutbox(db, { gameId: id, channelId: 't1', deadline: null, content: 'reminder' });
    expect(store.moveToChannel(db, id)).toBe(true);
    const g = store.gameById(db, id)!;
    expect([g.threadId, g.lastMessageId, g.owed, g.shownVersion < g.version]).toEqual([null, null, true, true]);
    expect(store.outboxRows(db).map((o) => o.channelId)).toEqual(['c1']);
    expect(store.moveToChannel(db, id)).toBe(false); // no thread any more
    db.close();
  });
});
