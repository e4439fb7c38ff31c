// The Store contract: SQLite and PostgreSQL answer every repository function alike.
// First one script calls each of them on a fresh store of each kind and the two answers are
// compared call by call (rows, JSON, booleans, numbers, order); then the same behaviour tests
// run on each kind: transactions, the version guard under concurrent commits, claims and
// leases raced, a refused unique index inside a transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
import type { Store } from '../../src/store';
import { repository } from '../../src/store/contract';
import type { NewGame } from '../../src/store/games';
import type { ToldAction, TurnFields } from '../../src/store/types';
import { bothStores } from '../support/stores';

const AT = '2026-01-01T00:00:00.000Z';
const LATER = '2026-03-01T00:00:00.000Z';
/** Milliseconds past 2^32: BIGINT columns must keep them. */
const DEADLINE = Date.parse('2026-01-04T00:00:00.000Z');
const NOW = DEADLINE - 3_600_000;
const SEATS = [
  { userId: 'u-alice', name: 'Alice', ai: false },
  { userId: 'u-bob', name: 'Bob', ai: false },
  { userId: null, name: 'AI', ai: true },
];

const newGame = (channelId: string, guildId: string | null = 'g'): NewGame => ({
  guildId,
  channelId,
  game: 'x',
  creatorId: 'u-alice',
  options: { short: true },
  seed: 4_294_967_295,
  dice: { opening: [6, 1], after: [3] },
  at: AT,
  settings: { clockMs: 3_600_000, missLimit: 2, autoForce: false, language: 'fr', vacationMs: 86_400_000, bank: null },
});

const match = (step: number): Match => ({
  game: 'x',
  seats: SEATS.map((s) => ({ name: s.name, ai: s.ai })),
  options: { short: true },
  rng: { s: 1, forced: [] },
  state: { step, é: 'ü' },
  step,
  lastDice: [],
});

const turn = (no: number, seat: number | null, deadline: number | null = DEADLINE): TurnFields => ({
  no,
  seat,
  step: no,
  showsFrom: no - 1,
  deadline,
  reminded: 0,
});

const action = (gameId: number, seq: number, seat = 0, kind: 'choice' | 'resign' = 'choice'): ToldAction => ({
  gameId,
  seq,
  seat,
  userId: seat === 2 ? null : SEATS[seat].userId,
  decision: kind === 'resign' ? { kind } : { kind, choice: `roll:${seq}`, ...(seq === 2 ? { by: 'clock' as const } : {}) },
  events: seq === 2 ? [] : [{ text: tx('event.roll', { who: { seat }, n: seq }), dice: [seq] }],
  rolls: [seq],
  at: `2026-01-01T00:0${seq}:00.000Z`,
});

const claim = (by: string, until: number, now = NOW) => ({ by, until, now });

const ASK = { by: 'u-alice', name: 'Alice', reason: 'holidays', at: NOW, agreed: ['u-alice'] };
const PAUSE = { reason: 'holidays', by: 'u-alice', name: 'Alice', since: NOW };

type Call = { [K in keyof Store]: [K, ...Parameters<Store[K]>] }[keyof Store];
type Step = Call | ((answers: unknown[]) => Call);

/**
 * Every repository function, in an order that gives each something to answer. A function step
 * builds its call from the answers so far (an id handed out earlier).
 */
const SCRIPT: Step[] = [
  ['insertLobby', newGame('p1')],
  ['insertLobby', newGame('p2', null)],
  ['gameById', 1],
  ['gameById', 99],
  ['ping'],
  ['census'],
  ['liveGameIn', 'p1'],
  ['latestGameIn', 'p1'],
  ['writeSeats', 1, SEATS],
  ['seatsOf', 1],
  ['liveSeatsIn', 'p1'],
  ['liveSeatsIn', 'p2'],
  ['setLobbyMessage', 1, 'm-lobby'],
  ['touch', 1, 0, AT],
  ['touch', 1, 0, AT],
  ['startMatch', 1, 1, match(0), AT, turn(1, 0), true, 2],
  ['startMatch', 1, 1, match(0), AT],
  ['claimGame', 1, claim('a', NOW + 60_000), true],
  ['claimOf', 1],
  ['claimGame', 1, claim('b', NOW + 60_000)],
  ['claimGame', 1, claim('b', NOW + 180_000, NOW + 120_000)],
  ['claimOf', 1],
  ['owedGames'],
  ['duePosts', NOW],
  ['duePost', 1, NOW],
  ['placeGame', 1, 'thread1'],
  ['placeGame', 1, 'thread2'],
  ['threadedGamesOf', 'p1'],
  ['liveGameIn', 'thread1'],
  ['commitAction', 2, match(1), false, action(1, 1), turn(2, 1), 2],
  ['commitAction', 2, match(1), false, action(1, 1), turn(2, 1), 2],
  ['commitAction', 3, match(2), false, action(1, 2, 1), turn(3, 2, null), 2],
  ['followActions', 4, match(4), false, [action(1, 3, 2), action(1, 4, 1)], 2],
  ['followActions', 6, match(4), false, [], 2],
  ['census'],
  ['markShown', 1, 4, 3, 'msg-4', 'board-4'],
  ['gameById', 1],
  ['markShown', 1, 3, 2, 'msg-3', 'board-3'],
  ['markShown', 1, 5, 3, 'msg-5'],
  ['gameById', 1],
  ['setLastMessage', 1, 'msg-last'],
  ['oweTurnMessage', 1],
  ['setTurn', 1, turn(3, 0)],
  ['writeTurn', 1, turn(3, 1)],
  ['gameById', 1],
  ['markReminded', 1, DEADLINE, 1],
  ['markReminded', 1, DEADLINE, 1],
  ['clockedGames'],
  ['restingGames'],
  ['recentGames', 10],
  ['recentGames', 1],
  ['liveGamesIn', 'g', 10],
  ['liveGamesIn', null, 10],
  ['addOutbox', { gameId: 1, channelId: 'thread1', deadline: DEADLINE, content: 'half time' }],
  ['addOutbox', { gameId: 1, channelId: 'thread1', deadline: DEADLINE - 1, content: 'stale' }],
  ['claimOutbox', 1, claim('a', NOW + 60_000)],
  ['claimOutbox', 1, claim('b', NOW + 60_000)],
  ['outboxRow', 1],
  ['outboxRow', 2],
  ['census'],
  ['backlog'],
  ['dueOutbox', NOW],
  ['backlog'],
  ['outboxDue', 1, NOW],
  ['postFailed', { outboxId: 1 }, NOW, (n: number) => n * 1000],
  ['postFailed', { outboxId: 1 }, NOW, (n: number) => n * 1000],
  ['outboxDue', 1, NOW],
  ['outboxDue', 1, NOW + 2000],
  ['postFailed', { gameId: 1 }, NOW, (n: number) => n * 5000],
  ['duePost', 1, NOW],
  ['duePosts', NOW + 5000],
  ['clearPostTries', 1],
  ['duePost', 1, NOW],
  ['postFailed', { outboxId: 42 }, NOW, (n: number) => n],
  ['giveUpTurn', 1],
  ['owedGames'],
  ['backlog'],
  ['moveToChannel', 1],
  ['moveToChannel', 1],
  ['outboxRow', 1],
  ['gameById', 1],
  ['deleteOutbox', 1],
  ['deleteOutbox', 1],
  ['missTurn', 1, 0, 2],
  ['missTurn', 1, 0, 2],
  ['missTurn', 1, 0, 2],
  ['presentSeat', 1, 0],
  ['setAway', 1, 1, true],
  ['setAway', 1, 1, true],
  ['seatsOf', 1],
  ['setAway', 1, 0, false],
  ['seatToAi', 1, 1, 'Bot 2'],
  ['seatsOf', 1],
  ['gamesOfUser', 'g', 'u-alice', ['active', 'finished']],
  ['gamesOfUser', null, 'u-alice', ['active']],
  ['addNote', { gameId: 1, after: 1, userId: 'u-bob', text: tx('platform:handover.done', { name: { seat: 1 } }), at: AT }],
  ['addNote', { gameId: 1, after: 3, userId: null, text: tx('platform:game.ai-stuck', { name: { seat: 2 } }), at: LATER }],
  ['notesSince', 1, 1],
  ['notesSince', 1, 2],
  ['notifyOf', 'u-alice'],
  ['setNotify', 'u-alice', true],
  ['setDmChannel', 'u-alice', 'dm-1'],
  ['markDmClosed', 'u-alice'],
  ['notifyOf', 'u-alice'],
  ['dmChannelOf', 'u-alice'],
  ['setNotify', 'u-alice', false],
  ['notifyOf', 'u-alice'],
  ['dmChannelOf', 'u-nobody'],
  ['userLocale', 'u-bob'],
  ['setUserLocale', 'u-bob', 'hu'],
  ['setUserLocale', 'u-bob', 'fr'],
  ['userLocale', 'u-bob'],
  ['loggedActions', 1],
  ['actionsOf', 1],
  ['toldSince', 1, 1],
  ['actionCount', 1],
  ['toldSince', 1, 0],
  ['hasResigned', 1, 0],
  ['commitAction', 6, match(5), true, action(1, 5, 0, 'resign'), undefined, 2],
  ['hasResigned', 1, 0],
  ['setStatus', 2, 0, 'cancelled', LATER],
  ['setStatus', 2, 0, 'cancelled', LATER],
  ['finishedGamesOf', 'g', 10],
  ['finishedGamesOf', null, 10],
  ['insertLobby', newGame('p3')],
  (a) => ['setRematchOf', a[a.length - 1] as number, 1],
  ['rematchOf', 1],
  ['rematchOf', 2],
  ['census'],
  ['gamesOfPlace', 'p1'],
  ['closeChannel', 'p3', LATER],
  ['dropOwed', 1],
  ['gameById', 1],
  ['endedToArchive', 10],
  ['archiveLog', 1, SEATS.map((s) => ({ name: s.name, ai: s.ai }))],
  ['archiveLog', 1, SEATS.map((s) => ({ name: s.name, ai: s.ai }))],
  ['archiveOf', 1],
  ['archiveOf', 2],
  ['loggedActions', 1],
  ['actionsOf', 1],
  ['toldSince', 1, 0],
  ['actionCount', 1],
  ['endedBefore', LATER, 10],
  ['compact', 1, 4, { winners: ['Bob'], seats: [1], text: tx('outcome.win', { who: { seat: 1 } }) }],
  ['compact', 1, 4, { winners: ['Bob'], seats: [1], text: tx('outcome.stale') }],
  ['gameById', 1],
  ['idleBefore', LATER, 10],
  ['insertLobby', newGame('p4')],
  ['idleBefore', LATER, 10],
  // Pacing (store/pacing.ts): users' own time, a turn's clock, banks and vacations, a pause.
  ['insertLobby', newGame('p5')],
  ['writeSeats', 5, SEATS],
  ['startMatch', 5, 0, match(0), AT, turn(1, 0), false, 2],
  ['setUserTime', 'u-alice', { timeZone: 'Asia/Tokyo', quiet: '23-8', daysOff: 'sat,sun' }],
  ['setUserTime', 'u-alice', { timeZone: 'Europe/Paris', quiet: null, daysOff: null }],
  ['userTime', 'u-alice'],
  ['userTime', 'u-nobody'],
  ['setUserAway', 'u-bob', { until: NOW + 86_400_000, reason: 'ski', since: NOW }],
  ['setUserAway', 'u-bob', null],
  ['setUserAway', 'u-bob', null],
  ['setUserAway', 'u-bob', { until: NOW + 1000, reason: null, since: NOW }],
  ['userTimesOf', 5],
  ['markTzHint', 'u-carol'],
  ['markTzHint', 'u-carol'],
  ['markTzHint', 'u-alice'],
  ['userTime', 'u-carol'],
  ['liveGamesOf', 'u-alice'],
  ['liveGamesOf', 'u-nobody'],
  ['setSeatBank', 5, 0, 3_600_000],
  ['spendVacation', 5, 0, 86_400_000],
  ['spendVacation', 5, 0, -2 * 86_400_000],
  ['spendVacation', 5, 1, 3_600_000],
  ['seatsOf', 5],
  ['reclock', 5, DEADLINE, { deadline: DEADLINE + 1000, remindAt: DEADLINE - 500, heldUntil: NOW + 10, reminded: -1 }],
  ['reclock', 5, DEADLINE, { deadline: 1, remindAt: 1, heldUntil: 1, reminded: 1 }],
  ['writeClock', 5, { deadline: DEADLINE + 1000, remindAt: DEADLINE + 200, heldUntil: null, reminded: 0 }],
  ['gameById', 5],
  ['remindLater', 5, DEADLINE + 1000, DEADLINE - 100],
  ['remindLater', 5, DEADLINE, 5],
  ['gameById', 5],
  ['addOutbox', { gameId: 5, channelId: 'p5', deadline: DEADLINE + 1000, content: 'reminder' }],
  ['addOutbox', { gameId: 5, channelId: 'p5', deadline: null, content: 'notice' }],
  ['deferOutbox', 3, NOW + 99],
  ['outboxRow', 3],
  ['dropReminders', 5],
  ['outboxRow', 3],
  ['outboxRow', 4],
  ['setPauseAsk', 5, ASK, null],
  ['setPauseAsk', 5, null, null],
  ['setPauseAsk', 5, { ...ASK, agreed: ['u-alice', 'u-bob'] }, ASK],
  ['gameById', 5],
  ['pauseGame', 5, 0, PAUSE],
  ['pauseGame', 5, 1, PAUSE],
  ['pauseGame', 5, 2, PAUSE],
  ['gameById', 5],
  ['resumeGame', 5, 1, { deadline: 1, remindAt: null, heldUntil: null }],
  ['resumeGame', 5, 2, { deadline: DEADLINE + 5000, remindAt: null, heldUntil: null }],
  ['reshow', 5],
  ['gameById', 5],
  // Lost moves: the version leaps past one Discord showed (a stale version is refused).
  (a) => ['leapPastLost', 5, (a.at(-1) as { version?: number }).version ?? 0, 40, 'm-lost'],
  ['leapPastLost', 5, 0, 50, 'm-lost'],
  ['gameById', 5],
  // Old turn messages whose buttons are still owed (store/retirements.ts): owed once, waits after a refusal, done.
  ['oweRetirement', 't1', 'm2'],
  ['oweRetirement', 't1', 'm1'],
  ['oweRetirement', 't1', 'm1'],
  ['oweRetirement', 't2', 'm3'],
  ['retirementRefused', 'm1', NOW, () => 60_000],
  ['retirementRefused', 'm1', NOW, () => 120_000],
  ['retirementRefused', 'gone', NOW, () => 60_000],
  ['dueRetirements', NOW],
  ['dueRetirements', NOW + 120_000],
  ['dueRetirements', NOW, 't1'],
  ['retirementDone', 'm1'],
  ['retirementDone', 'm1'],
  ['dueRetirements', NOW + 120_000],
  // The turn cards sent to players' DMs (store/dmCards.ts): a bundle holds two games' cards; each
  // is taken once its turn is over, one user's alone, or all of a game's.
  ['addDmCards', 'u-alice', 'dm-a', 'd1', [{ gameId: 1, turnNo: 3, placeId: 't1' }]],
  [
    'addDmCards',
    'u-alice',
    'dm-a',
    'd2',
    [
      { gameId: 1, turnNo: 4, placeId: 't1' },
      { gameId: 2, turnNo: 1, placeId: 'p2' },
    ],
  ],
  ['addDmCards', 'u-alice', 'dm-a', 'd2', [{ gameId: 1, turnNo: 9, placeId: 'elsewhere' }]],
  ['addDmCards', 'u-bob', 'dm-b', 'd3', [{ gameId: 1, turnNo: 4, placeId: 't1' }]],
  ['dmCardOf', 'd2', 1],
  ['dmCardOf', 'd2', 5],
  ['dmCardsOf', 1, 'u-alice'],
  ['dmCardsOf', 1, 'u-nobody'],
  ['takeDmCards', 1, 4],
  ['dmCardOf', 'd1', 1],
  ['takeDmCards', 1, null, 'u-bob'],
  ['takeDmCards', 1, 99],
  ['takeDmCards', 1, 99],
  ['dmCardOf', 'd2', 2],
  // Refused last: PostgreSQL's sequence spends an id on a refused insert (SQLite's does not),
  // so ids may have gaps there; nothing counts on them following each other.
  ['insertLobby', newGame('p4')],
  ['takeLease', 'upkeep', claim('a', NOW + 60_000)],
  ['takeLease', 'upkeep', claim('b', NOW + 60_000)],
  ['takeLease', 'upkeep', claim('a', NOW + 120_000)],
  ['takeLease', 'upkeep', claim('b', NOW + 200_000, NOW + 150_000)],
];

/** Runs the script; each answer in order (reclaim's apart: the bytes each store's files give back differ; archiving.test.ts). */
async function play(s: Store): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const step of SCRIPT) {
    const [name, ...args] = typeof step === 'function' ? step(answers) : step;
    const fn = s[name] as (...a: unknown[]) => Promise<unknown>;
    answers.push(await fn(...args));
  }
  return answers;
}

const kinds = bothStores();
const pg = kinds.find((k) => k.name === 'PostgreSQL')!;

describe.skipIf(!pg.available)('the Store contract: PostgreSQL answers as SQLite does', () => {
  it('the script calls every repository function', () => {
    const called = new Set(SCRIPT.map((s) => (typeof s === 'function' ? s([0])[0] : s[0])));
    const missing = Object.keys(repository).filter((n) => !called.has(n as keyof Store) && n !== 'reclaim');
    expect(missing).toEqual([]);
  });

  it('gives the same answer to every call of the script', async () => {
    const [lite, post] = await Promise.all(kinds.map((k) => k.open()));
    try {
      const a = await play(lite);
      const b = await play(post);
      // Some answers pinned, so that two stores agreeing on nothing cannot pass.
      const names = SCRIPT.map((step) => (typeof step === 'function' ? '' : step[0]));
      expect(a.slice(0, 2)).toEqual([1, 2]);
      expect(a[names.lastIndexOf('insertLobby')]).toBeNull();
      expect(a[names.indexOf('claimOf')]).toEqual({ by: 'a', until: NOW + 60_000 });
      const due = names.flatMap((n, i) => (n === 'dueRetirements' ? [a[i]] : []));
      const owed = (...ids: string[]) => ids.map((id) => ({ channelId: id === 'm3' ? 't2' : 't1', messageId: id }));
      expect(
        (due as Array<Array<{ channelId: string; messageId: string }>>).map((l) =>
          l.map(({ channelId, messageId }) => ({ channelId, messageId })),
        ),
      ).toEqual([owed('m2', 'm3'), owed('m1', 'm2', 'm3'), owed('m1', 'm2'), owed('m2', 'm3')]);
      expect(a.filter((x) => x === true).length).toBeGreaterThan(20);
      const leap = SCRIPT.findIndex((step) => typeof step === 'function' && step([0])[0] === 'leapPastLost');
      expect([a[leap], a[leap + 1], (a[leap + 2] as { version: number; lastMessageId: string }).version]).toEqual([
        true,
        false,
        41,
      ]);
      // What an operator watches: lobbies, a game with its clock running or stopped, what is owed.
      const watched = names.flatMap((n, i) => (n === 'census' || n === 'backlog' ? [a[i]] : []));
      expect(watched).toEqual([
        [{ game: 'x', state: 'lobby', count: 2 }],
        [
          { game: 'x', state: 'lobby', count: 1 },
          { game: 'x', state: 'paused', count: 1 },
        ],
        [
          { game: 'x', state: 'active', count: 1 },
          { game: 'x', state: 'lobby', count: 1 },
        ],
        { owed: 1, owedSince: '2026-01-01T00:04:00.000Z', outbox: [1] },
        { owed: 1, owedSince: '2026-01-01T00:04:00.000Z', outbox: [1] },
        { owed: 0, owedSince: null, outbox: [1] },
        [{ game: 'x', state: 'lobby', count: 1 }],
      ]);
      for (const [i, step] of SCRIPT.entries())
        expect(b[i], `call ${i}: ${typeof step === 'function' ? 'built' : step[0]}`).toEqual(a[i]);
    } finally {
      await Promise.all([lite.close(), post.close()]);
    }
  });
});

for (const kind of kinds)
  describe.skipIf(!kind.available)(`the Store on ${kind.name}`, () => {
    let s: Store;
    let places = 0;
    /** A running game at version 1 in a place of its own, seated (`thread`: waiting for its thread): its id. */
    const running = async (thread = false): Promise<number> => {
      const id = (await s.insertLobby(newGame(`run${++places}`)))!;
      await s.writeSeats(id, SEATS);
      expect(await s.startMatch(id, 0, match(0), AT, turn(1, 0), thread)).toBe(true);
      return id;
    };

    beforeAll(async () => {
      s = await kind.open();
    });
    afterAll(() => s?.close());

    it('commits a transaction whole, and rolls it back whole when it throws (a nested one joins)', async () => {
      await expect(
        s.transaction(async () => {
          const id = (await s.insertLobby(newGame('tx1')))!;
          await s.transaction(() => s.writeSeats(id, SEATS));
          throw new Error('the post failed');
        }),
      ).rejects.toThrow('the post failed');
      expect(await s.liveGameIn('tx1')).toBeNull();
      const id = await s.transaction(async () => {
        const gid = (await s.insertLobby(newGame('tx1')))!;
        await s.transaction(() => s.writeSeats(gid, SEATS));
        return gid;
      });
      expect((await s.seatsOf(id)).map((x) => x.name)).toEqual(['Alice', 'Bob', 'AI']);
    });

    it('keeps a call made outside a transaction out of it: its write outlives the rollback', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let inside!: () => void;
      const entered = new Promise<void>((r) => (inside = r));
      const t = s.transaction(async () => {
        await s.setNotify('u-in', true);
        inside();
        await gate;
        throw new Error('rolled back');
      });
      await entered;
      const outside = s.setNotify('u-out', true);
      release();
      await expect(t).rejects.toThrow('rolled back');
      await outside;
      expect(await s.notifyOf('u-in')).toEqual({ enabled: false, dmClosed: false });
      expect(await s.notifyOf('u-out')).toEqual({ enabled: true, dmClosed: false });
    });

    it('lets exactly one of two concurrent commits on one version win, round after round', async () => {
      const id = await running();
      for (let v = 1; v <= 15; v++) {
        const decide = (seat: number) =>
          s.transaction(async () => {
            const c = await s.commitAction(v, match(v), false, action(id, v, seat), turn(v + 1, seat));
            if (c.ok) await s.presentSeat(id, seat);
            return c.ok;
          });
        const wins = await Promise.all([decide(0), decide(1)]);
        expect(wins.filter(Boolean), `version ${v}`).toHaveLength(1);
      }
      expect((await s.gameById(id))?.version).toBe(16);
      expect(await s.actionCount(id)).toBe(15);
      expect((await s.loggedActions(id)).map((a) => a.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    });

    it('lets exactly one of two concurrent lobby changes on one version through', async () => {
      const id = (await s.insertLobby(newGame('lobby-race')))!;
      const reseat = (names: string[]) =>
        s.transaction(async () => {
          if (!(await s.touch(id, 0, AT))) return false;
          await s.writeSeats(
            id,
            names.map((name) => ({ userId: null, name, ai: true })),
          );
          return true;
        });
      const wins = await Promise.all([reseat(['A', 'B']), reseat(['C', 'D', 'E'])]);
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect((await s.seatsOf(id)).map((x) => x.name)).toEqual(wins[0] ? ['A', 'B'] : ['C', 'D', 'E']);
    });

    it('hands a free claim, a lapsed one and a lease to one claimant of two racing', async () => {
      const id = await running();
      const free = await Promise.all([s.claimGame(id, claim('a', NOW + 1000)), s.claimGame(id, claim('b', NOW + 1000))]);
      expect(free.filter(Boolean)).toHaveLength(1);
      const lapsed = await Promise.all([
        s.claimGame(id, claim('c', NOW + 9000, NOW + 2000)),
        s.claimGame(id, claim('d', NOW + 9000, NOW + 2000)),
      ]);
      expect(lapsed.filter(Boolean)).toHaveLength(1);
      expect((await s.claimOf(id)).by).toBe(lapsed[0] ? 'c' : 'd');
      const row = await s.addOutbox({ gameId: id, channelId: 'x', deadline: null, content: 'hi' });
      const out = await Promise.all(['e', 'f', 'g'].map((by) => s.claimOutbox(row, claim(by, NOW + 1000))));
      expect(out.filter(Boolean)).toHaveLength(1);
      const leases = await Promise.all(['e', 'f', 'g'].map((by) => s.takeLease('race', claim(by, NOW + 1000))));
      expect(leases.filter(Boolean)).toHaveLength(1);
    });

    it('goes on with a transaction after a place already taken refuses a thread or a move', async () => {
      const a = await running(true);
      const b = await running();
      const home = (await s.gameById(b))!.channelId;
      const placed = await s.transaction(async () => {
        // Game b plays in its channel: game a cannot take that channel as its thread.
        const ok = await s.placeGame(a, home);
        await s.setLobbyMessage(a, 'after-refusal');
        return ok;
      });
      expect(placed).toBe(false);
      expect(await s.gameById(a)).toMatchObject({ placed: false, threadId: null, lobbyMessageId: 'after-refusal' });
      // Game a in a thread of its own; a lobby opens in its channel; a cannot move back there.
      expect(await s.placeGame(a, 'a-thread')).toBe(true);
      const channel = (await s.gameById(a))!.channelId;
      expect(await s.insertLobby(newGame(channel))).not.toBeNull();
      const moved = await s.transaction(async () => {
        const ok = await s.moveToChannel(a);
        await s.setLastMessage(a, 'after-refusal');
        return ok;
      });
      expect(moved).toBe(false);
      expect(await s.gameById(a)).toMatchObject({ threadId: 'a-thread', lastMessageId: 'after-refusal' });
    });
  });
