// The store's behaviour, on each store: one live game per channel, commits guarded by
// the version, the append-only log, games kept across a reopen, threads, owed turn messages,
// reminders and DMs. Through the asynchronous Store; plain SQL only for what no Store call does
// (a write the schema refuses, a row as an older version wrote it). What is SQLite's own (its
// pragmas, its migrations) stays in store.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
import type { Store } from '../../src/store';
import { bothStores, type StoreDb } from '../support/stores';

const AT = '2026-01-01T00:00:00.000Z';

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

const lobby = (s: Store, channelId = 'c1'): Promise<number | null> =>
  s.insertLobby({ guildId: 'g', channelId, game: 'x', creatorId: 'u1', options: {}, seed: 7, dice: [6, 1], at: AT });

/** A started game of one seat in channel c1; `toThread`: it owes its thread (not placed yet), as a new game on Discord. */
async function activeGame(s: Store, toThread = false): Promise<number> {
  const id = (await lobby(s))!;
  await s.writeSeats(id, [{ userId: 'u1', name: 'A', ai: false }]);
  const turn = { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: null, reminded: 0 };
  const started = toThread ? s.startMatch(id, 0, match(0, 'start'), AT, turn, true) : s.startMatch(id, 0, match(0, 'start'), AT);
  expect(await started).toBe(true);
  return id;
}

const note = (g: { match: Match | null } | null) => (g!.match!.state as { note: string }).note;

for (const kind of bothStores())
  describe.skipIf(!kind.available)(`the store on ${kind.name}`, () => {
    /** Every store a test opened, closed after it (a failed expectation included). */
    let opened: Store[] = [];
    let db: StoreDb;
    const open = async (on?: StoreDb): Promise<Store> => {
      if (!on) db = on = await kind.fresh();
      const s = await on.open();
      opened.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(opened.map((s) => s.close()));
      opened = [];
    });

    it('allows one lobby or running game per channel, and a new one once it is over', async () => {
      const s = await open();
      const first = (await lobby(s))!;
      expect(first).toBeGreaterThan(0);
      expect(await lobby(s)).toBeNull();
      expect(await lobby(s, 'c2')).not.toBeNull();
      expect(await s.setStatus(first, 0, 'finished', AT)).toBe(true);
      expect(await lobby(s)).not.toBeNull();
    });

    it('commits an action and its state together, with the version bumped', async () => {
      const s = await open();
      const id = await activeGame(s);
      expect(await s.commitAction(1, match(1, 'after'), false, action(id, 1))).toEqual({ ok: true, version: 2 });
      const g = await s.gameById(id);
      expect(g!.version).toBe(2);
      expect(note(g)).toBe('after');
      expect((await s.actionsOf(id)).map((a) => a.seq)).toEqual([1]);
    });

    it('lets exactly one of two commits against the same version win (race, second click)', async () => {
      const s = await open();
      const id = await activeGame(s);
      const other = await open(db); // a second connection, as a second process would have
      const a = await s.commitAction(1, match(1, 'first'), false, action(id, 1));
      const b = await other.commitAction(1, match(1, 'second'), false, action(id, 1));
      expect(a.ok).toBe(true);
      expect(b).toEqual({ ok: false, error: 'already-done' });
      const g = await other.gameById(id);
      expect(note(g)).toBe('first');
      expect(g!.version).toBe(2);
      expect(await s.actionsOf(id)).toHaveLength(1);
    });

    it('refuses a commit to a finished game and marks a finishing commit finished', async () => {
      const s = await open();
      const id = await activeGame(s);
      expect((await s.commitAction(1, match(1, 'end'), true, action(id, 1))).ok).toBe(true);
      expect((await s.gameById(id))!.status).toBe('finished');
      expect((await s.commitAction(2, match(2, 'late'), false, action(id, 2))).ok).toBe(false);
    });

    it('keeps the action log append-only: only its told events may be told again (the history told forward)', async () => {
      const s = await open();
      const id = await activeGame(s);
      expect((await s.commitAction(1, match(1, 'x'), false, action(id, 1))).ok).toBe(true);
      for (const column of ['seat = 3', "decision = '{}'", "rolls = '[9]'", "at = 'x'", 'seq = 7', 'user_id = NULL'])
        await expect(db.sql(`UPDATE actions SET ${column}`), column).rejects.toThrow(/append-only/);
      await db.sql(`UPDATE actions SET events = ? WHERE game_id = ?`, [JSON.stringify([{ text: tx('told') }]), id]);
      expect((await s.toldSince(id, 0))![0].events).toEqual([{ text: { key: 'told' } }]);
    });

    it('keeps games across a close and reopen', async () => {
      const s = await open();
      const id = await activeGame(s);
      expect((await s.commitAction(1, match(1, 'kept'), false, action(id, 1))).ok).toBe(true);
      await s.setLastMessage(id, 'm42');
      await s.close();
      opened = [];
      const again = await open(db);
      const g = (await again.liveGameIn('c1'))!;
      expect(g.id).toBe(id);
      expect(g.lastMessageId).toBe('m42');
      expect(g.dice).toEqual([6, 1]);
      expect(note(g)).toBe('kept');
      expect(await again.seatsOf(id)).toEqual([
        { seat: 0, userId: 'u1', name: 'A', ai: false, missed: 0, away: false, bankMs: null, vacationMs: 0 },
      ]);
      expect((await again.toldSince(id, 0))![0].events[0].dice).toEqual([3]);
    });

    it("closes a deleted channel's game", async () => {
      const s = await open();
      await activeGame(s);
      expect(await s.closeChannel('c1', AT)).toBe(1);
      expect(await s.liveGameIn('c1')).toBeNull();
    });

    it('knows which seats have resigned, from the action log alone', async () => {
      const s = await open();
      const id = await activeGame(s);
      expect((await s.commitAction(1, match(1, 'a'), false, action(id, 1))).ok).toBe(true);
      expect(await s.hasResigned(id, 0)).toBe(false);
      const resign = { ...action(id, 2), seat: 1, decision: { kind: 'resign' as const } };
      expect((await s.commitAction(2, match(2, 'b'), false, resign)).ok).toBe(true);
      expect(await s.hasResigned(id, 1)).toBe(true);
      expect(await s.hasResigned(id, 0)).toBe(false);
    });

    it('records the owed turn message with the decision, and clears it only for the version shown', async () => {
      const s = await open();
      const id = await activeGame(s);
      const turn = { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: 1000, reminded: 0 };
      expect((await s.commitAction(1, match(1, 'a'), false, action(id, 1), turn)).ok).toBe(true);
      expect(await s.gameById(id)).toMatchObject({ owed: true, turn, version: 2 });
      // A commit that loses the version race writes no turn either.
      expect((await s.commitAction(1, match(1, 'b'), false, action(id, 1), { ...turn, no: 9 })).ok).toBe(false);
      expect((await s.gameById(id))!.turn.no).toBe(1);
      // The message for version 2 is on Discord: nothing owed. A late acknowledgement of version 1 changes nothing.
      expect(await s.markShown(id, 2, 1, 'm2')).toBe(true);
      expect(await s.gameById(id)).toMatchObject({ owed: false, shownVersion: 2, shownTurn: 1, lastMessageId: 'm2' });
      expect(await s.markShown(id, 1, 1, 'm1')).toBe(false);
      expect((await s.gameById(id))!.lastMessageId).toBe('m2');
      // A note joined the shown version: the same message is owed again, nothing else changes.
      await s.oweTurnMessage(id);
      expect(await s.gameById(id)).toMatchObject({ owed: true, version: 2, shownVersion: 2 });
    });

    it('sends each reminder of a deadline once, and counts missed turns to the limit', async () => {
      const s = await open();
      const id = await activeGame(s);
      await s.setTurn(id, { no: 1, seat: 0, step: 0, showsFrom: 0, deadline: 5000, reminded: 0 });
      expect(await s.markReminded(id, 5000, 1)).toBe(true);
      expect(await s.markReminded(id, 5000, 1)).toBe(false);
      expect(await s.markReminded(id, 4000, 2)).toBe(false); // another deadline
      expect(await s.markReminded(id, 5000, 2)).toBe(true);
      expect(await s.missTurn(id, 0, 2)).toBe(false);
      expect(await s.missTurn(id, 0, 2)).toBe(true);
      expect((await s.seatsOf(id))[0]).toMatchObject({ missed: 2, away: true });
      expect(await s.setAway(id, 0, false)).toBe(true);
      expect((await s.seatsOf(id))[0]).toMatchObject({ missed: 0, away: false });
    });

    it('keeps the DM channel opened with a user, through DMs turned off and on again', async () => {
      const s = await open();
      await s.setNotify('u1', true);
      expect(await s.dmChannelOf('u1')).toBeNull();
      await s.setDmChannel('u1', 'dm1');
      await s.markDmClosed('u1');
      await s.setNotify('u1', true);
      expect([await s.dmChannelOf('u1'), (await s.notifyOf('u1')).dmClosed]).toEqual(['dm1', false]);
      await s.setDmChannel('u1', null);
      expect(await s.dmChannelOf('u1')).toBeNull();
      expect(await s.dmChannelOf('nobody')).toBeNull();
    });

    it('lets a game move into its own thread, freeing its channel for the next one', async () => {
      const s = await open();
      const id = await activeGame(s, true);
      expect((await s.gameById(id))!.placed).toBe(false);
      expect(await lobby(s)).toBeNull(); // still in its channel until the thread exists
      expect(await s.placeGame(id, 't1')).toBe(true);
      expect(await s.placeGame(id, 't2')).toBe(false);
      expect((await s.liveGameIn('t1'))!.id).toBe(id);
      expect(await lobby(s)).not.toBeNull();
      // Its thread closed for good, it cannot move back while the channel has a live game of its own.
      expect(await s.moveToChannel(id)).toBe(false);
      expect((await s.gameById(id))!.threadId).toBe('t1');
    });

    it('moves a game out of a closed thread into its channel, its turn message and reminders owed there', async () => {
      const s = await open();
      const id = await activeGame(s, true);
      expect(await s.placeGame(id, 't1')).toBe(true);
      expect(await s.markShown(id, (await s.gameById(id))!.version, 1, 'm1')).toBe(true);
      const row = await s.addOutbox({ gameId: id, channelId: 't1', deadline: null, content: 'reminder' });
      expect(await s.moveToChannel(id)).toBe(true);
      const g = (await s.gameById(id))!;
      expect([g.threadId, g.lastMessageId, g.owed, g.shownVersion < g.version]).toEqual([null, null, true, true]);
      expect((await s.outboxRow(row))?.channelId).toBe('c1');
      // Every row of the outbox (the Store reads one by id; SQLite's outboxRows is not on it).
      expect(await db.sql(`SELECT channel_id FROM outbox ORDER BY id`)).toEqual([{ channel_id: 'c1' }]);
      expect(await s.moveToChannel(id)).toBe(false); // no thread any more
    });
    it('keeps the turn cards sent to DMs, a bundle holding several games, and forgets each once its turn is over', async () => {
      const s = await open();
      const a = await activeGame(s);
      const b = (await lobby(s, 'c2'))!;
      await s.addDmCards('u1', 'dm1', 'm1', [{ gameId: a, turnNo: 2, placeId: 't1' }]);
      await s.addDmCards('u1', 'dm1', 'm2', [
        { gameId: a, turnNo: 3, placeId: 't1' },
        { gameId: b, turnNo: 1, placeId: 'c2' },
      ]);
      // Recorded again, a card shows a later turn (a click in the DM moved it on); its place stays.
      await s.addDmCards('u1', 'dm1', 'm2', [{ gameId: a, turnNo: 4, placeId: 'elsewhere' }]);
      await s.addDmCards('u2', 'dm2', 'm3', [{ gameId: a, turnNo: 3, placeId: 't1' }]);
      expect(await s.dmCardOf('m2', a)).toEqual({
        messageId: 'm2',
        channelId: 'dm1',
        userId: 'u1',
        gameId: a,
        turnNo: 4,
        placeId: 't1',
      });
      expect((await s.dmCardsOf(a, 'u1')).map((c) => [c.messageId, c.turnNo])).toEqual([
        ['m1', 2],
        ['m2', 4],
      ]);
      expect(await s.dmCardOf('m1', b)).toBeNull();
      // Turn 3 began: the card of turn 2 goes, those of turn 3 stay.
      expect((await s.takeDmCards(a, 3)).map((c) => c.messageId)).toEqual(['m1']);
      expect((await s.dmCardsOf(a, 'u1')).map((c) => c.messageId)).toEqual(['m2']);
      expect(await s.dmCardOf('m1', a)).toBeNull();
      // One player's alone.
      expect((await s.takeDmCards(a, null, 'u2')).map((c) => [c.userId, c.messageId])).toEqual([['u2', 'm3']]);
      expect((await s.takeDmCards(a, 5)).map((c) => [c.messageId, c.gameId])).toEqual([['m2', a]]);
      expect(await s.takeDmCards(a, 5)).toEqual([]);
      // The other game's card in the same bundle is still there.
      expect((await s.dmCardOf('m2', b))?.placeId).toBe('c2');
    });
  });
