// The upkeep sweeps as pure functions of `now`: lobbies
// and games nobody touched for `idleDays` are closed with a message; an ended game's log is
// archived at once (decisions kept, events rebuilt by replay), and past retention it keeps only
// its result and that archive; it can still be shown, looked up and played again.
import { describe, expect, it } from 'vitest';
import { createService, type Actor, type Announcement, type GameService } from '../../src/services';
import { replayStored } from '../../src/services/core/replay';
import { diceRace } from '../../src/games/dice-race';
import {
  alice,
  bob,
  button,
  carol,
  dave,
  drain,
  here,
  lastTurn,
  resignNow,
  row,
  RULES_DIR,
  stubRender,
  tempDb,
  toMove,
} from '../support/service';
import { rawSql, serviceStore, stored } from '../support/stores';
import { english } from '../support/text';
import type { Text } from '../../src/engine/text';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const settings = { idleDays: 30, retentionDays: 180 };

/** A service whose clock the test moves. */
async function clocked(p = tempDb()) {
  const clock = { now: T0 };
  const svc = await createService({
    ...(await serviceStore(p)),
    games: [diceRace],
    render: stubRender,
    seed: () => 42,
    now: () => clock.now,
    rulesDir: RULES_DIR,
  });
  return { p, svc, clock };
}

/** Does the bot's part of the pump: games play where opened, each turn message posted as `messageId`. */
async function postTurns(svc: GameService, messageId: string): Promise<number> {
  let turns = 0;
  const run = async (list: Announcement[]) => {
    for (const a of list) {
      if (a.kind === 'thread') await run(await svc.placed(a.gameId, null));
      if (a.kind === 'turn') {
        turns++;
        await run(await svc.messagePosted(a.posts, a.channelId, messageId));
      }
    }
  };
  await run(await svc.pump());
  return turns;
}

const chan = (n: number) => ({ guildId: 'g1', channelId: `chan${n}` });

describe('closing idle lobbies and games', () => {
  it('closes those untouched for the idle setting with a public message, and nothing touched since', async () => {
    const { p, svc, clock } = await clocked();
    await svc.newGame(chan(1), alice, 'dice-race', 0);
    await svc.newGameWith(chan(2), alice, 'dice-race', { dice: [6, 4, 3] });
    await svc.join(chan(2), bob);
    await svc.start(chan(2), alice);
    // The bot places the game (no thread: it plays in chan2) and posts its first turn message.
    expect(await postTurns(svc, 'turn-msg-2')).toBe(1);
    clock.now = at(20);
    await svc.newGame(chan(3), bob, 'dice-race', 0);

    expect((await svc.sweep(at(29.9), settings)).closed).toEqual([]);
    const swept = await svc.sweep(at(30.1), settings);
    expect(swept.closed.map((c) => c.channelId)).toEqual(['chan1', 'chan2']);
    for (const c of swept.closed) {
      expect(c.answer.reply.ephemeral).toBe(false);
      expect(c.answer.reply.content).toBe(
        'Dice Race was closed: nobody has played or joined for 30 days. Open a new one with /game new.',
      );
      expect(c.answer.reply.rows).toEqual([]);
    }
    // The closed game's last turn message loses its buttons.
    expect(swept.closed[1].answer.retire).toEqual([{ channelId: 'chan2', messageId: 'turn-msg-2' }]);
    expect(row(p, 'chan1').status).toBe('cancelled');
    expect(row(p, 'chan2').status).toBe('cancelled');
    expect(row(p, 'chan3').status).toBe('lobby');
    // The channel is free again, and a second sweep finds nothing more.
    clock.now = at(30.1);
    expect((await svc.newGame(chan(1), bob, 'dice-race', 0)).reply.ephemeral).toBe(false);
    expect((await svc.sweep(at(30.2), settings)).closed).toEqual([]);
    expect((await svc.sweep(at(50.1), settings)).closed.map((c) => c.channelId)).toEqual(['chan3']);
    await svc.close();
  });

  it('keeps a game that was played on within the idle setting, however old it is', async () => {
    const { p, svc, clock } = await clocked();
    await svc.newGameWith(chan(1), alice, 'dice-race', { dice: [6, 4, 3] });
    await svc.join(chan(1), bob);
    await svc.start(chan(1), alice);
    clock.now = at(31);
    await svc.roll(chan(1), alice);
    expect((await svc.sweep(at(31), settings)).closed).toEqual([]);
    expect(row(p, 'chan1').status).toBe('active');
    await svc.close();
  });
});

/** Plays the game at `here` to its end, each player taking the first choice offered; the turn messages are not posted. */
async function playToEnd(svc: GameService, p: string, players: Actor[]): Promise<void> {
  for (let i = 0; i < 500 && row(p).status === 'active'; i++) {
    const who = await toMove(svc, players);
    await svc.choose(here, who, (await svc.autocompleteChoices(here, who, ''))[0].value);
  }
  expect(row(p).status).toBe('finished');
}

/** Everything a finished game shows: its board, /log in each form, its outcome, /history and /stats. */
async function shows(svc: GameService) {
  const file = (await svc.log(here, { count: 10, file: true })).reply.file!;
  return {
    board: (await svc.board(here)).reply.content,
    log: (await svc.log(here, 50)).reply.content,
    page: (await svc.log(here, { count: 10, page: 1 })).reply.content,
    file: file.data.toString('utf8'),
    outcome: await svc.outcome(here),
    history: (await svc.history(here)).reply.content,
    stats: [(await svc.stats(here, alice, alice)).reply.content, (await svc.stats(here, alice, bob)).reply.content],
  };
}

describe('retention of ended games', () => {
  it('archives a finished game’s log once its last message is posted, and shows it as before', async () => {
    const { p, svc } = await clocked();
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await playToEnd(svc, p, [alice, bob]);
    // The last turn message is still owed: its story is told from the stored events.
    expect((await svc.sweep(at(1), settings)).archived).toBe(0);
    await drain(svc);
    const before = await shows(svc);
    const ended = row(p);

    expect(await svc.sweep(at(1), settings)).toMatchObject({ archived: 1, compacted: 0 });
    expect(await rawSql(p, `SELECT COUNT(*) AS n FROM actions WHERE game_id = ?`, [ended.id])).toEqual([{ n: 0 }]);
    expect((await stored(p, (s) => s.archiveOf(ended.id)))!.actions).toHaveLength(ended.match!.step);
    // The state stays until retention; the events are rebuilt by replay, word for word.
    expect(row(p).match).toEqual(ended.match);
    expect(await shows(svc)).toEqual(before);
    expect(await svc.sweep(at(2), settings)).toMatchObject({ archived: 0, compacted: 0 });
    await svc.close();
  });

  it('compacts finished games past retention to their result and archived log, and still shows them', async () => {
    const { p, svc, clock } = await clocked();
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await playToEnd(svc, p, [alice, bob]);
    const end = lastTurn(await drain(svc));
    const ended = row(p);
    const before = await shows(svc);
    clock.now = at(400);
    await svc.newGame(chan(7), bob, 'dice-race', 0); // a live lobby is never compacted

    expect((await svc.sweep(new Date(Date.parse(ended.updatedAt) + 179 * DAY), settings)).compacted).toBe(0);
    expect(
      (await svc.sweep(new Date(Date.parse(ended.updatedAt) + 181 * DAY), { ...settings, idleDays: 10_000 })).compacted,
    ).toBe(1);

    const [raw] = await rawSql<{ state: string | null; result: string }>(
      p,
      `SELECT s.state, g.result FROM games g LEFT JOIN game_states s ON s.game_id = g.id WHERE g.id = ?`,
      [ended.id],
    );
    const compacted = (await stored(p, (s) => s.gameById(ended.id)))!;
    const archive = (await stored(p, (s) => s.archiveOf(ended.id)))!;
    expect(raw.state).toBeNull();
    const won = (ended.match!.state as { winner: number }).winner;
    const winner = ended.match!.seats[won].name;
    // The outcome is kept as a Text (key and parameters), never as an English sentence.
    expect(JSON.parse(raw.result)).toEqual({
      winners: [winner],
      seats: [won],
      text: { key: 'outcome.wins', params: { who: { seat: won } } },
    });
    // The replay check: the archive alone rebuilds the very match that was dropped.
    expect(replayStored(diceRace, compacted, archive.actions, archive.seats)).toEqual(ended.match);
    // Shown as before, rebuilt from the archive.
    expect(await shows(svc)).toEqual(before);
    expect(row(p, 'chan7').status).toBe('lobby');
    expect((await svc.sweep(at(2000), { ...settings, idleDays: 10_000 })).compacted).toBe(0);
    // /stats and /history read the result: no replay, even where the rules can no longer replay it.
    const changed = {
      ...diceRace,
      apply: () => ({ ok: false as const, error: 'illegal-choice' as const, message: 'new rules' }),
    };
    const later = await createService({
      ...(await serviceStore(p)),
      games: [changed],
      render: stubRender,
      seed: () => 1,
      now: () => at(400),
    });
    expect((await later.stats(here, alice, ended.match!.seats[won].name === 'Alice' ? alice : bob)).reply.content).toContain(
      'played 1, won 1',
    );
    expect((await later.history(here)).reply.content).toContain(`won by ${winner}`);
    await later.close();
    // And played again: the final message's Rematch opens the same seats' next game.
    expect((await svc.component(here, bob, button(end, 'Rematch'))).reply.content).toMatch(/Bob asked for a rematch/);
    await drain(svc, 'thread-9');
    expect(row(p, 'thread-9')).toMatchObject({ status: 'active', rematchOf: ended.id });
    await svc.close();
  });

  it('replays a compacted game with its seats as they sat, a partner’s seat handed to the AI since', async () => {
    const partnered = { ...diceRace, partnerOf: (_s: unknown, seat: number) => (seat + 2) % 4 };
    const { p } = await clocked();
    const svc = await createService({
      ...(await serviceStore(p)),
      games: [partnered],
      render: stubRender,
      seed: () => 42,
      now: () => T0,
    });
    const players = [alice, bob, carol, dave];
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4, 3, 2] });
    for (const x of players.slice(1)) await svc.join(here, x);
    await svc.start(here, alice);
    await resignNow(svc, bob);
    await playToEnd(svc, p, [alice, carol, dave]);
    await drain(svc);
    const ended = row(p);
    const before = await shows(svc);
    expect(await svc.sweep(at(181), { ...settings, idleDays: 10_000 })).toMatchObject({ archived: 1, compacted: 1 });
    expect((await stored(p, (s) => s.seatsOf(ended.id)))[1]).toMatchObject({ ai: true, userId: null });
    const archive = (await stored(p, (s) => s.archiveOf(ended.id)))!;
    expect(archive.seats).toEqual(ended.match!.seats);
    expect(replayStored(partnered, row(p), archive.actions, archive.seats)).toEqual(ended.match);
    expect(await shows(svc)).toEqual(before);
    await svc.close();
  });

  it('compacts a cancelled game too: its hands are gone from the file', async () => {
    const { p, svc } = await clocked();
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await svc.roll(here, alice);
    await svc.cancel(here, alice);
    expect(await svc.sweep(at(1), settings)).toMatchObject({ archived: 1, compacted: 0 });
    expect((await svc.sweep(at(181), { ...settings, idleDays: 10_000 })).compacted).toBe(1);
    expect(row(p).match).toBeNull();
    // Kept as a Text (keys, not a sentence), read in any language.
    const result = row(p).result!;
    expect([result.winners, result.seats]).toEqual([[], []]);
    expect(typeof result.text, 'a Text, not a sentence').toBe('object');
    expect(english(result.text as Text)).toBe('Cancelled.');
    await svc.close();
  });
});
