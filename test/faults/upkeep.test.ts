// Findings 4 and 5 of issue 10, as pure functions of `now`: lobbies and games nobody touched
// for `idleDays` are closed with a message; ended games past retention keep only their result
// and action log, and can still be shown.
import { describe, expect, it } from 'vitest';
import { createService, type Announcement, type GameService } from '../../src/services';
import * as store from '../../src/store';
import { diceRace } from '../../src/games/dice-race';
import { alice, bob, here, RULES_DIR, row, stubRender, tempDb } from '../support/service';
import { english } from '../support/text';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const settings = { idleDays: 30, retentionDays: 180 };

/** A service whose clock the test moves. */
function clocked(p = tempDb()) {
  const clock = { now: T0 };
  const svc = createService({
    databasePath: p,
    games: [diceRace],
    render: stubRender,
    seed: () => 42,
    now: () => clock.now,
    rulesDir: RULES_DIR,
  });
  return { p, svc, clock };
}

/** Does the bot's part of the pump: games play where opened, each turn message posted as `messageId`. */
function postTurns(svc: GameService, messageId: string): number {
  let turns = 0;
  const run = (list: Announcement[]) => {
    for (const a of list) {
      if (a.kind === 'thread') run(svc.placed(a.gameId, null));
      if (a.kind === 'turn') {
        turns++;
        run(svc.messagePosted(a.posts, a.channelId, messageId));
      }
    }
  };
  run(svc.pump());
  return turns;
}

const chan = (n: number) => ({ guildId: 'g1', channelId: `chan${n}` });

describe('closing idle lobbies and games', () => {
  it('closes those untouched for the idle setting with a public message, and nothing touched since', () => {
    const { p, svc, clock } = clocked();
    svc.newGame(chan(1), alice, 'dice-race', 0);
    svc.newGameWith(chan(2), alice, 'dice-race', { dice: [6, 4, 3] });
    svc.join(chan(2), bob);
    svc.start(chan(2), alice);
    // The bot places the game (no thread: it plays in chan2) and posts its first turn message.
    expect(postTurns(svc, 'turn-msg-2')).toBe(1);
    clock.now = at(20);
    svc.newGame(chan(3), bob, 'dice-race', 0);

    expect(svc.sweep(at(29.9), settings).closed).toEqual([]);
    const swept = svc.sweep(at(30.1), settings);
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
    expect(svc.newGame(chan(1), bob, 'dice-race', 0).reply.ephemeral).toBe(false);
    expect(svc.sweep(at(30.2), settings).closed).toEqual([]);
    expect(svc.sweep(at(50.1), settings).closed.map((c) => c.channelId)).toEqual(['chan3']);
    svc.close();
  });

  it('keeps a game that was played on within the idle setting, however old it is', () => {
    const { p, svc, clock } = clocked();
    svc.newGameWith(chan(1), alice, 'dice-race', { dice: [6, 4, 3] });
    svc.join(chan(1), bob);
    svc.start(chan(1), alice);
    clock.now = at(31);
    svc.roll(chan(1), alice);
    expect(svc.sweep(at(31), settings).closed).toEqual([]);
    expect(row(p, 'chan1').status).toBe('active');
    svc.close();
  });
});

describe('retention of ended games', () => {
  it('compacts finished games past retention to their result and action log, and still shows them', () => {
    const { p, svc, clock } = clocked();
    svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    svc.join(here, bob);
    svc.start(here, alice);
    for (let i = 0; i < 200 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { turn: number; await: { kind: string } };
      const who = st.turn === 0 ? alice : bob;
      if (st.await.kind === 'jump') svc.choose(here, who, 'stay');
      else svc.roll(here, who);
    }
    const ended = row(p);
    expect(ended.status).toBe('finished');
    const before = { board: svc.board(here).reply.content, log: svc.log(here, 50).reply.content, outcome: svc.outcome(here) };
    clock.now = at(400);
    svc.newGame(chan(7), bob, 'dice-race', 0); // a live lobby is never compacted

    expect(svc.sweep(new Date(Date.parse(ended.updatedAt) + 179 * DAY), settings).compacted).toBe(0);
    expect(svc.sweep(new Date(Date.parse(ended.updatedAt) + 181 * DAY), { ...settings, idleDays: 10_000 }).compacted).toBe(1);

    const db = store.open(p);
    const raw = db.prepare(`SELECT state, result FROM games WHERE id = ?`).get(ended.id) as {
      state: string | null;
      result: string;
    };
    const actions = store.actionsOf(db, ended.id).length;
    db.close();
    expect(raw.state).toBeNull();
    const seat = (ended.match!.state as { winner: number }).winner;
    const winner = ended.match!.seats[seat].name;
    // The outcome is kept as a Text (key and parameters), never as an English sentence.
    expect(JSON.parse(raw.result)).toEqual({ winners: [winner], text: { key: 'outcome.wins', params: { who: { seat } } } });
    expect(actions).toBe(ended.match!.step);
    // Shown as before, rebuilt from the log.
    expect(svc.board(here).reply.content).toBe(before.board);
    expect(svc.log(here, 50).reply.content).toBe(before.log);
    expect(svc.outcome(here)).toEqual(before.outcome);
    expect(row(p, 'chan7').status).toBe('lobby');
    expect(svc.sweep(at(2000), { ...settings, idleDays: 10_000 }).compacted).toBe(0);
    svc.close();
  });

  it('compacts a cancelled game too: its hands are gone from the file', () => {
    const { p, svc } = clocked();
    svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    svc.join(here, bob);
    svc.start(here, alice);
    svc.cancel(here, alice);
    expect(svc.sweep(at(181), { ...settings, idleDays: 10_000 }).compacted).toBe(1);
    expect(row(p).match).toBeNull();
    // Kept as a Text (keys, not a sentence), read in any language.
    const result = row(p).result!;
    expect(result.winners).toEqual([]);
    expect(english(result.text)).toBe('Cancelled.');
    svc.close();
  });
});
