// An adversarial pass over the platform's promises: bad input changes nothing and is
// answered privately and clearly; nothing accepted is lost; names cannot break texts or ping.
import { describe, expect, it } from 'vitest';
import { createService, type Actor, type Answer, type Where } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import { allGames } from '../../src/games/registry';
import { aiDecision } from '../../src/engine/match';
import {
  alice,
  bob,
  button,
  buttons,
  carol,
  drain,
  eve,
  here,
  lastTurn,
  makeService,
  resignNow,
  row,
  selects,
  snapshot,
  started,
  stubRender,
  tempDb,
} from '../support/service';
import { captureLog } from '../log/capture';
import { renderBoard } from '../../src/render';
import { plain } from '../support/text';

const elsewhere: Where = { guildId: 'g1', channelId: 'chan2' };

/** The answer is a private refusal (with `text` when given) and the stored game did not move. */
async function refused(path: string, act: () => Promise<Answer>, text?: string | RegExp): Promise<Answer> {
  const before = snapshot(path);
  const a = await act();
  expect(a.reply.ephemeral).toBe(true);
  expect(a.posts).toBeUndefined();
  expect(a.retire).toEqual([]);
  expect(a.reply.rows).toEqual([]);
  if (typeof text === 'string') expect(a.reply.content).toBe(text);
  else if (text) expect(a.reply.content).toMatch(text);
  expect(snapshot(path)).toEqual(before);
  return a;
}

describe('bad input changes nothing', () => {
  it('refuses a lobby button clicked in another channel', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const lobby = await svc.newGame(here, alice, 'dice-race', 0);
    for (const label of ['Join', 'Add AI', 'Start', 'Cancel']) {
      await refused(
        p,
        () => svc.component(elsewhere, alice, button(lobby, label)),
        'That button belongs to a game in another channel.',
      );
    }
    expect(row(p).status).toBe('lobby');
  });

  it('refuses a turn button or a hand button of another channel’s game', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await started(svc, [6, 4]);
    await refused(
      p,
      () => svc.component(elsewhere, alice, button(a, 'Roll the die')),
      'That button belongs to a game in another channel.',
    );
    await refused(
      p,
      () => svc.component(elsewhere, alice, button(a, 'My hand')),
      'That button belongs to a game in another channel.',
    );
  });

  it.each([
    ['an unknown kind', () => 'boom:1:1:roll'],
    ['a missing part', () => 'pick:1:1'],
    ['a non-numeric game id', () => 'pick:x:1:roll'],
    ['an empty id', () => ''],
    ['an over-long id', () => `pick:1:1:${'r'.repeat(120)}`],
    ['a game that does not exist', () => 'pick:999:1:roll'],
    ['a huge version', () => 'pick:1:999999999999999:roll'],
    ['a forged lobby action', () => 'lobby:1:1:explode'],
  ])('refuses a custom id with %s', async (_what, id) => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4]);
    await refused(p, () => svc.component(here, alice, id()));
  });

  it('refuses a forged choice in a button, a select value that is not offered, and an empty select', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 6]);
    expect((await svc.roll(here, alice)).reply.content).toMatch(/^Done/);
    const six = lastTurn(await drain(svc));
    const [menu] = selects(six);
    const v = row(p).version;
    await refused(p, () => svc.component(here, alice, `pick:1:${v}:jump:99`), 'That is not a legal choice now.');
    await refused(p, () => svc.component(here, alice, `pick:1:${v}:roll`), 'That is not a legal choice now.');
    await refused(p, () => svc.component(here, alice, menu.customId, ['jump:-1']), 'That is not a legal choice now.');
    await refused(p, () => svc.component(here, alice, menu.customId, []), 'That is not a legal choice now.');
    await refused(p, () => svc.component(here, alice, menu.customId), 'That is not a legal choice now.');
    await refused(p, () => svc.component(here, alice, `pick:1:${v + 1}:stay`), /earlier turn/);
  });

  it('refuses another player’s card from the hand menu, by /playcard and by /choose', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob, carol]);
    const hands = (row(p).match!.state as { hands: string[][] }).hands;
    const menu = selects(await svc.hand(here, alice))[0];
    for (const c of hands[1]) {
      await refused(p, () => svc.component(here, alice, menu.customId, [`card:${c}`]), 'That is not a legal choice now.');
      await refused(p, () => svc.component(here, alice, menu.customId, [`card:${c}:2`]), 'That is not a legal choice now.');
      await refused(p, () => svc.playCard(here, alice, c, '2'), 'That card is not in your hand.');
      await refused(
        p,
        () => svc.choose(here, alice, `card:${c}`),
        new RegExp(`^"card:${c}" is not one of your choices now\\. Your choices: \\*\\*Roll the die\\*\\*`),
      );
    }
    await refused(p, () => svc.playCard(here, alice, 'c13'), 'That card is not in your hand.');
    // No card named is not a card missing from the hand.
    await refused(p, () => svc.playCard(here, alice, ''), /^Name a card to play: \/playcard card:/);
  });

  it('applies a second click of the same "Add AI" button at most once', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const lobby = await svc.newGame(here, alice, 'dice-race', 0);
    const ai = button(lobby, 'Add AI');
    expect((await svc.component(here, alice, ai)).reply.content).toContain('2. 🤖 AI Blue');
    await refused(p, () => svc.component(here, alice, ai), 'The table changed since that message: use the newest lobby message.');
    expect(row(p).version).toBe(1);
  });

  it('says a game of a deleted channel is closed, for its lobby and its turn buttons alike', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const lobby = await svc.newGame(here, alice, 'dice-race', 0);
    await svc.channelGone(here.channelId);
    for (const label of ['Join', 'Leave', 'Add AI', 'Start', 'Cancel']) {
      await refused(
        p,
        () => svc.component(here, bob, button(lobby, label)),
        'This game was cancelled. Open a new one with /game new.',
      );
    }
    const q = tempDb();
    const two = await makeService(q);
    const a = await started(two, [6, 4]);
    await two.channelGone(here.channelId);
    for (const label of ['Roll the die', 'My hand']) {
      await refused(
        q,
        () => two.component(here, alice, button(a, label)),
        'This game was cancelled. Open a new one with /game new.',
      );
    }
  });

  it('says a finished game is over, for its old lobby and turn buttons', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const lobby = await svc.newGame(here, alice, 'dice-race', 0);
    await svc.join(here, bob);
    await svc.start(here, alice);
    const a = lastTurn(await drain(svc));
    await resignNow(svc, bob);
    expect(row(p).status).toBe('finished');
    await refused(p, () => svc.component(here, carol, button(lobby, 'Join')), 'This game is over.');
    await refused(p, () => svc.component(here, alice, button(a, 'Roll the die')), 'This game is over.');
    await refused(p, () => svc.resign(here, alice), 'There is no game in this channel. Open one with /game new.');
  });

  it('does not let a player resign twice', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob, carol]);
    expect((await resignNow(svc, bob)).reply.content).toContain('Bob (Blue) resigns');
    await refused(p, () => svc.resign(here, bob), 'You have already resigned from this game.');
  });

  it('keeps Atcha! to 2 or 4 players', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 5, games: allGames(), render: renderBoard });
    await svc.newGame(here, alice, 'atcha', 0);
    await refused(p, () => svc.start(here, alice), 'Atcha! is played by 2 or 4 players; the table has 1.');
    await svc.join(here, bob);
    await svc.join(here, carol);
    await refused(p, () => svc.start(here, alice), 'Atcha! is played by 2 or 4 players; the table has 3.');
    await svc.addAi(here, alice);
    await refused(p, () => svc.join(here, eve), 'The table is full (4 players at most).');
    expect((await svc.start(here, alice)).reply.content).toBe('Started.');
    expect(row(p).status).toBe('active');
    await svc.close();
  });
});

describe('nothing is lost', () => {
  it('lets the AI catch up after a crash between a human decision and the AI turns', async () => {
    const logged = captureLog();
    const p = tempDb();
    // The first process dies inside the AI's turn, right after Alice's roll was committed.
    const crashing = await makeService(p, 42, [
      {
        ...diceRace,
        ai: () => {
          throw new Error('killed');
        },
      },
    ]);
    await crashing.newGameWith(here, alice, 'dice-race', { ai: 1, dice: [6, 1, 3, 2] });
    await crashing.start(here, alice);
    await drain(crashing);
    try {
      await crashing.roll(here, alice);
    } catch {
      // a crash: whatever the first process answered is lost
    }
    await crashing.close();
    expect(snapshot(p).actions).toBe(1);
    expect((row(p).match!.state as { turn: number }).turn).toBe(1);

    const svc = await makeService(p);
    const a = await svc.roll(here, alice);
    expect(a.reply.ephemeral).toBe(false);
    expect(a.reply.content).toContain('AI Blue rolls');
    expect(snapshot(p).actions).toBeGreaterThanOrEqual(2);
    const st = row(p);
    expect(st.status === 'finished' || (st.match!.state as { turn: number }).turn === 0).toBe(true);
    logged.restore();
  });

  it('keeps a human decision and posts it when the AI after it fails, instead of a blank error', async () => {
    const logged = captureLog();
    const p = tempDb();
    const svc = await makeService(p, 42, [
      {
        ...diceRace,
        ai: () => {
          throw new Error('AI bug');
        },
      },
    ]);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 1, dice: [6, 1, 3] });
    await svc.start(here, alice);
    await drain(svc);
    const a = await svc.roll(here, alice);
    expect(a.reply.ephemeral).toBe(false);
    expect(a.reply.content).toContain('Alice rolls 3');
    expect(a.reply.content).toContain('⚠ AI Blue could not make its move');
    expect(a.reply.content).not.toContain('AI bug');
    // The operator learns where it failed, not what the plug-in said (it may quote a hand).
    expect(logged.records()).toMatchObject([
      { level: 50, msg: 'the AI failed', rules: 'dice-race', seat: 2, game: 1, step: 1, err: { type: 'Error' } },
    ]);
    expect(logged.text()).not.toContain('AI bug');
    logged.restore();
    expect(snapshot(p).actions).toBe(1);
    await svc.close();
  });
});

describe('names of any script cannot break texts or ping', () => {
  const nasty: Actor = { userId: 'u-nasty', name: '*_~`|> @everyone <@999> @here' };
  const rtl: Actor = { userId: 'u-rtl', name: 'שלום עולם' };

  it('escapes names in errors', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGame(here, nasty, 'dice-race', 0);
    await svc.join(here, bob);
    const denied = (await svc.start(here, bob)).reply.content;
    expect(denied).not.toContain('@everyone');
    expect(denied).not.toContain('<@999>');
    expect(denied).toContain('\\*\\_\\~\\`\\|');
    expect((await svc.cancel(here, bob)).reply.content).not.toContain('<@999>');
    await svc.start(here, nasty);
    const st = row(p).match!.state as { turn: number };
    const waiting = st.turn === 0 ? bob : nasty;
    const turnText = (await svc.roll(here, waiting)).reply.content;
    expect(turnText).toMatch(/^It's .*'s turn, not yours\.$/);
    expect(turnText).not.toContain('<@999>');
    expect(turnText).not.toContain('@everyone');
  });

  it('escapes names inside game texts (events, prompts, status, log) and never lets them ping', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await started(svc, [6, 4, 3, 2], [nasty, rtl]);
    const texts: string[] = [a.reply.content];
    texts.push((await svc.roll(here, nasty)).reply.content, (await svc.roll(here, rtl)).reply.content);
    texts.push(
      (await svc.status(here)).reply.content,
      (await svc.log(here, 10)).reply.content,
      (await svc.board(here)).reply.content,
    );
    for (const t of texts) {
      expect(t).not.toContain('<@999>');
      expect(t).not.toMatch(/@(everyone|here)/);
      expect(t).not.toMatch(/(^|[^\\])\*_/);
    }
    expect(texts[1]).toContain('\\*\\_\\~\\`\\|');
    // A right-to-left name is isolated so that it cannot turn the rest of the line around.
    expect(texts[2]).toContain('\u2068שלום עולם\u2069 rolls 2');
  });

  it('lists a mention-like name as plain text in the lobby and the targets of a card', async () => {
    const svc = await makeService();
    const lobby = await svc.newGame(here, alice, 'dice-race', 0);
    const j = await svc.component(here, nasty, button(lobby, 'Join'));
    expect(j.update).toBe(true);
    expect(j.reply.content).not.toContain('<@999>');
    expect(j.reply.content).not.toContain('@everyone');
    expect(buttons(j).length).toBe(5);
  });
});

describe('typed input a player would reasonably give', () => {
  it('takes /choose by the full label as well as by id', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 3]);
    // Ids in any case ('ROLL'), or a label typed in full; a part of one is refused.
    await refused(
      p,
      () => svc.choose(here, alice, 'Rol'),
      /^"Rol" is not one of your choices now\. Your choices: \*\*Roll the die\*\* · /,
    );
    expect((await svc.choose(here, alice, 'roll the die')).reply.content).toContain('Alice rolls 3');
  });

  it('plays a card named by its name from the own hand, and still refuses names not held', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob, carol]);
    const kinds: Record<string, string> = { 0: 'Hop', 1: 'Trip', 2: 'Nap' };
    const nameOf = (id: string) => kinds[(Number(id.slice(1)) - 1) % 3];
    const hands = (row(p).match!.state as { hands: string[][] }).hands;
    const mine = new Set(hands[0].map(nameOf));
    const missing = ['Hop', 'Trip', 'Nap'].find((n) => !mine.has(n));
    if (missing) await refused(p, () => svc.playCard(here, alice, missing, '2'), 'That card is not in your hand.');
    const name = nameOf(hands[0][0]);
    const a = await svc.playCard(here, alice, name.toLowerCase(), name === 'Hop' ? undefined : '2');
    expect(a.reply.ephemeral).toBe(false);
    expect(a.reply.content).toContain(`Alice plays ${name}`);
  });
});

describe('secrets stay secret', () => {
  it('never makes a card choice a public button, even one a game forgot to mark secret', async () => {
    const careless = {
      ...diceRace,
      pending: (s: Parameters<typeof diceRace.pending>[0]) => {
        const p = diceRace.pending(s);
        return p && { ...p, choices: p.choices.map((c) => ({ ...c, secret: false })) };
      },
    };
    const svc = await makeService(tempDb(), 42, [careless]);
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    const a = lastTurn(await drain(svc));
    expect(buttons(a).map((b) => b.label)).toEqual(['Roll the die', 'My hand', 'Details', 'What did I miss?']);
    expect(a.reply.content).toContain('Your cards: **My hand**');
    const menu = selects(await svc.hand(here, alice))[0];
    expect(menu.options.length).toBeGreaterThan(0);
    expect(menu.options.every((o) => o.value.startsWith('card:'))).toBe(true);
    await svc.close();
  });
});

describe('a careless plug-in cannot break the turn message', () => {
  it('drops duplicate choice ids and gives an empty label its id, so that Discord accepts the message', async () => {
    const careless = {
      ...diceRace,
      pending: (s: Parameters<typeof diceRace.pending>[0]) => {
        const p = diceRace.pending(s);
        if (!p) return p;
        const roll = p.choices.find((c) => c.id === 'roll')!;
        return {
          ...p,
          choices: [roll, { ...roll, label: plain('Roll again') }, { id: 'stay', label: plain(' ') }, ...p.choices.slice(1)],
        };
      },
    };
    const svc = await makeService(tempDb(), 42, [careless]);
    await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    const a = lastTurn(await drain(svc));
    expect(buttons(a).map((b) => b.label)).toEqual(['Roll the die', 'stay', 'My hand', 'Details', 'What did I miss?']);
    expect(new Set(buttons(a).map((b) => b.customId)).size).toBe(5);
    await svc.close();
  });
});

describe('resigning in the real games', () => {
  it.each([['ateam'], ['atcha']])('%s never waits for a player who resigned, and plays to the end', async (gameId) => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 77, render: stubRender, games: allGames() });
    const players = [alice, bob, carol, eve];
    await svc.newGame(here, alice, gameId, 0);
    for (const x of players.slice(1)) await svc.join(here, x);
    await svc.start(here, alice);
    await drain(svc);
    expect((await resignNow(svc, bob)).reply.content).toMatch(/Bob|^Done/);
    // The A-Team plays on without the seat; in Atcha! with four, Bob's seat passes to the AI so
    // his partner plays on (Bob is no longer seated), and the AI never leaves the game waiting.
    const again = gameId === 'atcha' ? 'You are not playing in this game.' : 'You have already resigned from this game.';
    expect(row(p).status).toBe('active');
    await refused(p, () => svc.resign(here, bob), again);
    const def = allGames().find((g) => g.id === gameId)!;
    for (let i = 0; i < 3000 && row(p).status === 'active'; i++) {
      const m = row(p).match!;
      const pending = def.pending(m.state)!;
      expect(pending.player).not.toBe(1);
      const d = aiDecision(def, m)!;
      const a = await svc.choose(here, players[d.player], d.choice);
      // Accepted: a new turn message, or (the same player's turn going on) a private "Done".
      if (a.reply.ephemeral) expect(a.reply.content).toMatch(/^Done/);
    }
    expect(row(p).status).toBe('finished');
    await svc.close();
  });
});
