// Play over days with an injected clock: reminders, the AI taking an expired turn,
// absent seats and their return, catching up after a restart (nothing done twice), DMs,
// durable announcements, forced decisions, player-turns, and the rest of the product layer.
import { describe, expect, it } from 'vitest';
import { createService, type Announcement } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import { atcha } from '../../src/games/atcha';
import {
  actionsIn,
  alice,
  bob,
  button,
  buttons,
  clockedService,
  DAY,
  drain,
  here,
  HOUR,
  lastTurn,
  post,
  resignNow,
  row,
  seatsIn,
  started,
  stubRender,
  tempDb,
  testClock,
} from '../support/service';
import { allGames } from '../../src/games/registry';
import { peek } from '../support/stores';
import { plain } from '../support/text';

const says = (list: Announcement[]) => list.filter((a) => a.kind === 'say').map((a) => (a.kind === 'say' ? a.reply.content : ''));
const turns = (list: Announcement[]) => list.filter((a) => a.kind === 'turn');

/** Alice and Bob, Alice first (6 against 4), a two-day clock. */
async function twoDays(p = tempDb(), clock = testClock(), dice = [6, 4, 3, 2, 3, 2, 3, 2, 3, 2]) {
  const svc = await clockedService(clock, p);
  // No vacation allowance: the clock runs out at its deadline (pacing has its own tests).
  const first = await started(svc, dice, [alice, bob], 0, { clockMs: 2 * DAY, vacationMs: 0 });
  return { svc, clock, p, first };
}

describe('the turn clock', () => {
  it("reminds at half time and shortly before the end, in the game's place, with a jump link, each once", async () => {
    const { svc, clock, p } = await twoDays();
    const start = clock.now;
    expect(row(p).turn.deadline).toBe(start + 2 * DAY);
    clock.advance(23 * HOUR);
    expect(await drain(svc)).toEqual([]);
    clock.advance(HOUR);
    const half = await drain(svc);
    expect(says(half)).toHaveLength(1);
    expect(half[0]).toMatchObject({ kind: 'say', channelId: here.channelId });
    expect(says(half)[0]).toMatch(/^⏰ <@u-alice>, half of your time/);
    expect(says(half)[0]).toContain(`https://discord.com/channels/g1/${here.channelId}/${row(p).lastMessageId}`);
    expect(says(half)[0]).toContain(`<t:${(start + 2 * DAY) / 1000}:R>`);
    expect(await drain(svc)).toEqual([]);
    clock.advance(19 * HOUR); // 43 h: not yet 4 h before the end (a twelfth of two days)
    expect(await drain(svc)).toEqual([]);
    clock.advance(HOUR);
    expect(says(await drain(svc))[0]).toMatch(/^⏰ <@u-alice>, your time for this turn runs out/);
    expect(await drain(svc)).toEqual([]);
    expect(actionsIn(p)).toHaveLength(0);
  });

  it('lets the AI play an expired turn, says so in the next turn message, and gives the next turn a fresh clock', async () => {
    const { svc, clock, p } = await twoDays();
    clock.advance(2 * DAY);
    const out = await drain(svc);
    const [a] = actionsIn(p);
    expect(a).toMatchObject({ seat: 0, decision: { kind: 'choice', choice: 'roll', by: 'clock' } });
    const msg = lastTurn(out).reply.content;
    expect(msg).toContain("⏰ Alice's time ran out: the AI plays this turn for them.");
    expect(msg).toContain('Alice rolls 3');
    expect(msg).toContain('▶ <@u-bob> (Blue): Roll the die');
    expect(row(p).turn).toMatchObject({ no: 2, seat: 1, deadline: clock.now + 2 * DAY, reminded: 0 });
    expect(seatsIn(p)[0]).toMatchObject({ missed: 1, away: false });
    // Bob plays by himself: his run of missed turns stays at zero.
    await svc.roll(here, bob);
    expect(seatsIn(p)[1].missed).toBe(0);
  });

  it('hands a seat to the AI after the missed turns in a row, until /game return gives it back', async () => {
    const { svc, clock, p } = await twoDays();
    clock.advance(2 * DAY);
    await drain(svc);
    await svc.roll(here, bob);
    await drain(svc);
    clock.advance(2 * DAY);
    const out = await drain(svc);
    expect(seatsIn(p)[0]).toMatchObject({ missed: 2, away: true });
    expect(lastTurn(out).reply.content).toContain(
      '📝 Alice (Red, played by the AI) missed 2 turns in a row: the AI keeps their seat until they type /game return.',
    );
    // Away: the AI takes Alice's next turn at once, without waiting for the clock.
    await svc.roll(here, bob);
    const away = await drain(svc);
    expect(actionsIn(p).at(-1)).toMatchObject({ seat: 0, decision: { by: 'away' } });
    expect(lastTurn(away).reply.content).toContain('🤖 The AI plays for Alice, who is away.');
    expect((await svc.comeBack(here, bob)).reply.content).toBe('Your seat is not with the AI.');
    expect((await svc.comeBack(here, alice)).reply.content).toMatch(/^Welcome back, Alice/);
    expect(seatsIn(p)[0]).toMatchObject({ missed: 0, away: false });
    const n = actionsIn(p).length;
    await svc.roll(here, bob);
    await drain(svc);
    // Alice's turn waits for her again.
    expect(actionsIn(p).length).toBe(n + 1);
    expect(row(p).turn.seat).toBe(0);
  });

  it("lets any seated player hand an expired player's seat to the AI, and logs who asked", async () => {
    const { svc, clock, p } = await twoDays();
    expect((await svc.handover(here, bob, alice.userId)).reply.content).toBe(
      'Only the seat of a player whose time ran out can be handed to the AI.',
    );
    clock.advance(2 * DAY);
    const next = lastTurn(await drain(svc));
    expect((await svc.handover(here, { userId: 'u-x', name: 'X' }, alice.userId)).reply.content).toBe(
      'Only players seated at this game can do that.',
    );
    // The turn message after the expiry offers it as a button too.
    await svc.component(here, bob, button(next, "Hand Alice's seat to the AI"));
    expect(seatsIn(p)[0].away).toBe(true);
    expect((await svc.log(here, 10)).reply.content).toContain("Bob (Blue) handed Alice (Red, played by the AI)'s seat to the AI");
    expect((await svc.handover(here, bob, alice.userId)).reply.ephemeral).toBe(true);
  });

  it('catches up after a restart on deadlines missed while down, and never acts twice', async () => {
    const p = tempDb();
    const clock = testClock();
    const first = await twoDays(p, clock);
    await first.svc.close();
    clock.advance(5 * DAY); // the bot was down past Alice's deadline
    const second = await clockedService(clock, p);
    const out = await drain(second);
    // One turn taken for Alice (not one per missed day), no stale reminders, Bob's clock starts now.
    expect(actionsIn(p)).toHaveLength(1);
    expect(says(out)).toEqual([]);
    expect(turns(out)).toHaveLength(1);
    expect(row(p).turn).toMatchObject({ seat: 1, deadline: clock.now + 2 * DAY });
    await second.close();
    // Two more restarts at the same moment: nothing more happens.
    for (let i = 0; i < 2; i++) {
      const again = await clockedService(clock, p);
      expect(await drain(again)).toEqual([]);
      await again.close();
    }
    expect(actionsIn(p)).toHaveLength(1);
    // Two services racing for one expired deadline: exactly one acts.
    clock.advance(2 * DAY);
    const x = await clockedService(clock, p);
    const y = await clockedService(clock, p);
    await x.pump();
    const taken = actionsIn(p).length;
    await y.pump();
    // Bob's whole turn was played once (a card and a roll, say), and Alice's turn is next.
    expect(
      actionsIn(p)
        .slice(1)
        .every((a) => a.seat === 1),
    ).toBe(true);
    expect(actionsIn(p)).toHaveLength(taken);
    expect(row(p).turn).toMatchObject({ no: 3, seat: 0 });
    await x.close();
    await y.close();
  });

  it('runs no clock when the game was opened with clock off', async () => {
    const clock = testClock();
    const p = tempDb();
    const svc = await clockedService(clock, p);
    expect((await svc.newGame(here, alice, 'dice-race', 1, { clock: 'soon' })).reply.content).toMatch(
      /cannot read the clock "soon"/,
    );
    await post(svc, await svc.newGame(here, alice, 'dice-race', 1, { clock: 'off' }));
    await svc.start(here, alice);
    await drain(svc);
    expect(row(p).turn.deadline).toBeNull();
    clock.advance(30 * DAY);
    expect(await drain(svc)).toEqual([]);
  });
});

describe('direct messages', () => {
  it('tells a player who opted in, and stops after a closed DM', async () => {
    const { svc, first } = await twoDays();
    // It names the command as typed: the option is dm, its values on and off.
    expect((await svc.notify(bob, true)).reply.content).toMatch(/direct message.*\/notify dm:off/);
    const b = await svc.component(here, alice, button(first, 'Roll the die'));
    const dms = await svc.messagePosted(b.posts!, here.channelId, 'bob-turn', 'g1');
    // With the turn as a card to decide in the DM (test/services/dmCards.test.ts): of this turn, in this place.
    expect(dms[0]).toMatchObject({ card: { turnNo: 2, placeId: here.channelId, reply: { card: true } } });
    expect(dms.map((a) => (a.kind === 'dm' ? { ...a, card: undefined } : a))).toEqual([
      {
        kind: 'dm',
        userId: bob.userId,
        // In his language, a turn call of this game (DMs to one user within a minute go out together).
        locale: 'en',
        gameId: b.posts!.gameId,
        // In a bundle that would not fit one DM whole, the call alone.
        brief: `Your turn in Dice Race (<#${here.channelId}>): https://discord.com/channels/g1/${here.channelId}/bob-turn`,
        // The call, once (Bob set no time zone) how to set one, the catch-up's first three lines
        // (Bob's own first), the rest counted, the decision.
        content: [
          `Your turn in Dice Race (<#${here.channelId}>): https://discord.com/channels/g1/${here.channelId}/bob-turn`,
          '💡 Set your time zone and the hours you sleep (`/settings timezone:Europe/Paris quiet:23-8`): your clock then stops while you sleep, and nobody pings you at night.',
          '🎲 ⚃4 · Bob (Blue) rolls 4 for first turn',
          '🎲 ⚅6 · Alice (Red) rolls 6 for first turn',
          '• Alice (Red) goes first',
          '… and 1 more line: `/catchup` in the game',
          '▶ Your turn: Roll the die',
        ].join('\n'),
        card: undefined,
      },
    ]);
    // Bob's DMs are closed: no further tries, the thread ping stays.
    await svc.dmFailed(bob.userId);
    const c = await svc.roll(here, bob);
    await svc.messagePosted(c.posts!, here.channelId, 'alice-turn');
    const d = await svc.roll(here, alice);
    expect(d.reply.content).toContain('<@u-bob>');
    expect(await svc.messagePosted(d.posts!, here.channelId, 'bob-again')).toEqual([]);
    // Asking again gives DMs another try; off means none.
    await svc.notify(bob, false);
    const e = await svc.roll(here, bob);
    await svc.messagePosted(e.posts!, here.channelId, 'x');
    expect(await svc.messagePosted((await svc.roll(here, alice)).posts!, here.channelId, 'y')).toEqual([]);
  });
});

describe('durable announcements', () => {
  it('posts a turn message owed by a decision whose reply was lost in a crash, once, and retires the old one', async () => {
    const clock = testClock();
    const { svc, p } = await twoDays(tempDb(), clock);
    const old = row(p).lastMessageId;
    await svc.roll(here, alice); // the reply never reaches Discord
    await svc.close();
    const after = await clockedService(clock, p);
    const out = await drain(after);
    expect(turns(out)).toHaveLength(1);
    expect(turns(out)[0]).toMatchObject({ messageId: null, retire: [{ channelId: here.channelId, messageId: old }] });
    expect(await drain(after)).toEqual([]);
  });

  it("updates the same player's turn message after a command, instead of posting a new one", async () => {
    const { svc, p } = await twoDays(tempDb(), testClock(), [6, 4, 6]);
    const msg = row(p).lastMessageId;
    const a = await svc.roll(here, alice);
    expect(a.reply).toMatchObject({ ephemeral: true });
    expect(a.reply.content).toContain('Alice (Red) rolls 6');
    const out = await drain(svc);
    expect(turns(out)).toEqual([expect.objectContaining({ messageId: msg, retire: [] })]);
    expect(lastTurn(out).reply.content).toMatch(/turn 1$/);
    expect(lastTurn(out).reply.content).toContain('Jump anywhere?');
  });
});

describe('player-turns and forced decisions', () => {
  it('counts player-turns, not decisions, and takes a lone roll after a card by itself', async () => {
    const { svc, p } = await twoDays(tempDb(), testClock(), [6, 4, 6, 2]);
    const six = await svc.roll(here, alice);
    expect(six.reply.ephemeral).toBe(true);
    expect(row(p).turn.no).toBe(1);
    await svc.choose(here, alice, 'stay');
    expect(row(p).turn).toMatchObject({ no: 2, seat: 1 });
    // Bob plays a card: his roll is then his only choice, and is taken for him.
    const hand = (row(p).match!.state as { hands: string[][] }).hands[1];
    const hop = hand.find((c) => ['c1', 'c4', 'c7', 'c10'].includes(c));
    const card = hop ?? hand[0];
    const done = hop ? await svc.playCard(here, bob, card) : await svc.playCard(here, bob, card, '1');
    expect(done.reply.ephemeral).toBe(false);
    expect(actionsIn(p).at(-1)).toMatchObject({ seat: 1, decision: { choice: 'roll', by: 'forced' } });
    expect((await svc.log(here, 5)).reply.content).toContain('Bob (forced)');
  });

  it('asks which roll when several choices roll, and takes the one clicked', async () => {
    const twoRolls = {
      ...diceRace,
      pending: (s: Parameters<typeof diceRace.pending>[0]) => {
        const p = diceRace.pending(s);
        return p && p.choices.some((c) => c.id === 'roll')
          ? { ...p, choices: [...p.choices, { id: 'roll:fast', label: plain('Roll fast'), roll: true }] }
          : p;
      },
      apply: (
        s: Parameters<typeof diceRace.apply>[0],
        player: number,
        c: Parameters<typeof diceRace.apply>[2],
        rng: Parameters<typeof diceRace.apply>[3],
      ) => diceRace.apply(s, player, c.id === 'roll:fast' ? diceRace.pending(s)!.choices.find((x) => x.id === 'roll')! : c, rng),
    };
    const clock = testClock();
    const p = tempDb();
    const svc = await clockedService(clock, p, [twoRolls]);
    await started(svc, [6, 4, 3], [alice, bob]);
    const ask = await svc.roll(here, alice);
    expect(ask.reply).toMatchObject({ ephemeral: true, content: 'Which roll? (they are announced before the dice fall)' });
    expect(buttons(ask).map((b) => b.label)).toEqual(['Roll the die', 'Roll fast']);
    expect(actionsIn(p)).toHaveLength(0);
    const fast = await svc.component(here, alice, button(ask, 'Roll fast'), undefined, true);
    expect(fast.reply.content).toContain('Alice rolls 3');
    expect(actionsIn(p)[0].decision).toMatchObject({ choice: 'roll:fast' });
  });

  it('asks each game for its pending decision once per state in a request', async () => {
    const seen = new Map<object, number>();
    const counting = {
      ...diceRace,
      pending: (s: Parameters<typeof diceRace.pending>[0]) => (seen.set(s, (seen.get(s) ?? 0) + 1), diceRace.pending(s)),
    };
    const svc = await clockedService(testClock(), tempDb(), [counting]);
    const first = await started(svc, [6, 4, 3, 5]);
    seen.clear();
    await svc.component(here, alice, button(first, 'Roll the die'));
    expect(seen.size).toBeGreaterThan(0);
    expect(Math.max(...seen.values())).toBe(1);
  });
});

describe('leaving, rematch and history', () => {
  it("passes a resigning partner's seat to the AI, so the partner plays on", async () => {
    const partnered = { ...diceRace, partnerOf: (_s: unknown, seat: number) => (seat + 2) % 4 };
    const p = tempDb();
    const svc = await clockedService(testClock(), p, [partnered]);
    const carol = { userId: 'u-carol', name: 'Carol' };
    const dave = { userId: 'u-dave', name: 'Dave' };
    await started(svc, [6, 4, 3, 2], [alice, bob, carol, dave]);
    expect((await svc.resign(here, bob)).reply.content).toContain('Your seat passes to the AI, so your partner plays on.');
    expect(row(p).owed).toBe(false);
    await resignNow(svc, bob);
    expect(row(p).status).toBe('active');
    expect(seatsIn(p)[1]).toMatchObject({ ai: true, userId: null });
    // Not Bob's turn, so nothing moved: the turn message is owed again as it stands, for the note.
    expect(row(p).owed).toBe(true);
    expect((await svc.log(here, 50)).reply.content).toContain('Bob (Blue) resigned: the AI takes their seat');
  });

  it("in Atcha! with four, a resigning player's seat passes to the AI and the partnership plays on", async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p, [atcha]);
    const carol = { userId: 'u-carol', name: 'Carol' };
    const dave = { userId: 'u-dave', name: 'Dave' };
    await post(svc, await svc.newGameWith(here, alice, 'atcha', {}));
    for (const x of [bob, carol, dave]) await svc.join(here, x);
    await svc.start(here, alice);
    await drain(svc);
    expect(atcha.partnerOf!(row(p).match!.state as never, 1)).toBe(3);
    expect((await svc.resign(here, bob)).reply.content).toContain('Your seat passes to the AI, so your partner plays on.');
    await resignNow(svc, bob);
    expect(row(p).status).toBe('active');
    expect(seatsIn(p)[1]).toMatchObject({ ai: true, userId: null });
  });

  it('offers a rematch on the final message: same seats, a new game in a new thread, once', async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p);
    await started(svc, [6, 4], [alice, bob]);
    const end = await resignNow(svc, bob);
    expect(row(p).status).toBe('finished');
    const first = row(p).id;
    const again = await svc.component(here, bob, button(end, 'Rematch'));
    expect(again.reply.content).toMatch(/Bob asked for a rematch/);
    expect((await svc.component(here, alice, button(end, 'Rematch'))).reply.content).toBe(
      'A rematch of this game is already under way.',
    );
    const out = await drain(svc, 'thread-2');
    expect(out.find((a) => a.kind === 'thread')).toMatchObject({ kind: 'thread', name: 'Dice Race · Alice, Bob' });
    const db = peek(p);
    const next = db.gameById(first + 1)!;
    expect(next).toMatchObject({ status: 'active', rematchOf: first, threadId: 'thread-2' });
    expect(db.seatsOf(next.id).map((s) => s.userId)).toEqual([alice.userId, bob.userId]);
    db.close();
    // Stats and history count the finished game; /games lists the running one.
    expect((await svc.stats(here, alice)).reply.content).toContain('**Dice Race**: played 1, won 1');
    expect((await svc.stats(here, alice, { userId: bob.userId, name: 'Bob' })).reply.content).toContain('played 1, won 0');
    expect((await svc.history(here)).reply.content).toMatch(/Dice Race.*won by Alice/);
    expect((await svc.games(here, bob)).reply.content).toContain('<#thread-2>');
  });

  it('pages /log through a whole game and attaches it as a text file', async () => {
    const p = tempDb();
    // A real game played by AI seats only: long enough for several pages.
    const svc = await createService({ databasePath: p, seed: () => 5, render: stubRender, games: allGames() });
    await post(svc, await svc.newGameWith(here, alice, 'ateam', { ai: 2, aiOnly: true }));
    await svc.start(here, alice);
    await drain(svc);
    const total = actionsIn(p).length;
    expect(total).toBeGreaterThan(30);
    // Pages are as long as a message allows: every action is on exactly one page, whole (its
    // events are never cut), and each header names exactly what its page lists.
    const first = (await svc.log(here, { count: 10, page: 1 })).reply.content;
    const pages = Number(/page 1 of (\d+)/.exec(first)![1]);
    expect(pages).toBeGreaterThan(2);
    const seen: number[] = [];
    for (let n = 1; n <= pages; n++) {
      const page = (await svc.log(here, { count: 10, page: n })).reply.content;
      expect(page.length).toBeLessThanOrEqual(2000);
      expect(page).not.toContain('earlier lines');
      const listed = [...page.matchAll(/^\*\*#(\d+)\*\*/gm)].map((m) => Number(m[1]));
      const acts = listed.filter((x) => x > 0);
      const head = page.split('\n')[0];
      expect(head).toContain(`page ${n} of ${pages}`);
      expect(head).toContain(acts.length === 1 ? `action #${acts[0]}` : `actions #${acts[0]} to #${acts[acts.length - 1]}`);
      expect(head.includes('the set-up')).toBe(listed.includes(0));
      expect(head.includes(`(next: /log page:${n + 1})`)).toBe(n < pages);
      seen.push(...acts);
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect((await svc.log(here, { count: 10, page: 999 })).reply.content).toContain(`page ${pages} of ${pages}`);
    const file = (await svc.log(here, { count: 10, file: true })).reply;
    expect(file.ephemeral).toBe(true);
    const text = file.file!.data.toString('utf8');
    expect(text).toContain(`#${total} `);
    expect(text).toContain('#1 ');
  });
});
