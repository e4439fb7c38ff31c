// Texts that say what the player can do: /choose says which choices there are when it refuses, /log
// headers count what they list, /hand and /playcard in a game without cards say so, /rules without
// a name is the game here, and /help speaks of spinning and cards only where a game has them.
import { describe, expect, it } from 'vitest';
import { atcha } from '../../src/games/atcha';
import { deathStar } from '../../src/games/death-star';
import { createService, type Where } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import { alice, bob, drain, here, makeService, post, snapshot, started, stubRender, tempDb } from '../support/service';
import { allGames } from '../../src/games/registry';

const elsewhere: Where = { guildId: 'g1', channelId: 'chan-empty' };

describe('/choose', () => {
  it('takes an id in any case, or a label typed in full', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 3, 2]);
    expect((await svc.choose(here, alice, 'ROLL')).reply.content).toContain('Alice rolls 3');
    expect((await svc.choose(here, bob, 'roll the die')).reply.content).toContain('Bob rolls 2');
  });

  it('refuses what is not a choice now with the list of choices, changing nothing', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4]);
    const before = snapshot(p);
    const no = await svc.choose(here, alice, 'fly to the moon');
    expect(no.reply.ephemeral).toBe(true);
    // The list answers only Alice, so her own cards may be named.
    expect(no.reply.content).toBe(
      '"fly to the moon" is not one of your choices now. Your choices: **Roll the die** · **Play Trip on Bob (Blue)** · **Play Nap on Bob (Blue)**.',
    );
    expect(snapshot(p)).toEqual(before);
    // Out of turn is refused as out of turn, not with Alice's choices.
    expect((await svc.choose(here, bob, 'roll')).reply.content).toBe("It's Alice's turn, not yours.");
  });
});

describe('/log headers', () => {
  it('count the actions they list, and name the set-up when it is shown', async () => {
    const svc = await makeService();
    await started(svc, [6, 4, 3, 2, 5]);
    expect((await svc.log(here, 10)).reply.content.split('\n')[0]).toBe('**Dice Race**: the set-up (no moves yet)');
    await svc.roll(here, alice);
    const one = (await svc.log(here, 10)).reply.content;
    expect(one.split('\n')[0]).toBe('**Dice Race**: all 1 action, from the set-up');
    expect(one).toContain('**#0** set-up');
    expect(one).toContain('**#1** Alice');
    await svc.roll(here, bob);
    const last = (await svc.log(here, 1)).reply.content;
    expect(last.split('\n')[0]).toBe('**Dice Race**: the last action (older: /log page:1, or /log file:true)');
    expect(last).not.toContain('#1**');
    expect(last).toContain('**#2** Bob');
  });

  it('show whole actions that fit one message, and count only those, in a long game', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 5, render: stubRender, games: allGames() });
    await post(svc, await svc.newGameWith(here, alice, 'ateam', { ai: 3, aiOnly: true }));
    await svc.start(here, alice);
    await drain(svc);
    const text = (await svc.log(here, 50)).reply.content;
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).not.toContain('earlier lines');
    const listed = [...text.matchAll(/^\*\*#(\d+)\*\*/gm)].map((m) => Number(m[1])).filter((n) => n > 0);
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.length).toBeLessThan(50);
    expect(text.split('\n')[0]).toContain(`the last ${listed.length} actions (older:`);
  });
});

describe('a game without cards', () => {
  it('answers /hand and /playcard by saying the game has no cards, changing nothing', async () => {
    const p = tempDb();
    const svc = await makeService(p, 3, [atcha]);
    await post(svc, await svc.newGameWith(here, alice, 'atcha', { ai: 0 }));
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    const before = snapshot(p);
    expect((await svc.hand(here, alice)).reply).toMatchObject({
      ephemeral: true,
      content: 'Atcha! has no cards, so there is no hand to show.',
    });
    expect((await svc.playCard(here, bob, 'c1')).reply.content).toBe(
      'Atcha! has no cards to play. Your choices are on the turn message, or type /choose.',
    );
    expect(snapshot(p)).toEqual(before);
  });
});

describe('/rules without a game name', () => {
  it('shows the rules of the game here, in its thread and in the channel it was opened in', async () => {
    const svc = await makeService();
    await post(svc, await svc.newGameWith(here, alice, 'dice-race', { ai: 1 }));
    await svc.start(here, alice);
    const thread: Where = { guildId: 'g1', channelId: 'thread-1' };
    await drain(svc, thread.channelId);
    expect((await svc.rules(thread)).reply.content).toContain('**Dice Race**: rules in short');
    expect((await svc.rules(thread)).reply.content).toContain('Race along 40 spaces');
    expect((await svc.rules(here)).reply.content).toContain('Race along 40 spaces');
    // No game here: the list of games to ask for.
    expect((await svc.rules(elsewhere)).reply.content).toBe(
      'Rules of the games here:\n• **Dice Race** (`dice-race`): /rules game:dice-race',
    );
  });
});

describe('/help', () => {
  const roll = (text: string) => text.split('\n').find((l) => l.startsWith('`/roll`'));

  it('does not mention spinning where no game spins, nor cards in a game without them', async () => {
    const dice = await makeService();
    expect(roll((await dice.help(elsewhere)).reply.content)).toBe('`/roll` roll the dice when it is your turn');
    expect((await dice.help(elsewhere)).reply.content).not.toMatch(/spin/i);
    expect((await dice.help(elsewhere)).reply.content).toContain('`/playcard');

    const svc = await makeService(tempDb(), 42, [atcha, deathStar]);
    await post(svc, await svc.newGameWith(here, alice, 'atcha', { ai: 1 }));
    const inAtcha = (await svc.help(here)).reply.content;
    expect(inAtcha).not.toMatch(/spin/i);
    expect(inAtcha).not.toContain('/hand');
    expect(inAtcha).not.toContain('/playcard');
  });

  it('says "spin" in a game that spins, and names the games that do where there is no game', async () => {
    const svc = await makeService(tempDb(), 42, [atcha, deathStar]);
    expect(roll((await svc.help(elsewhere)).reply.content)).toBe(
      '`/roll` roll the dice when it is your turn (spin the spinner in Escape from the Death Star)',
    );
    expect((await svc.help(elsewhere)).reply.content).toContain('`/hand` see your secret cards (Escape from the Death Star)');
    await post(svc, await svc.newGameWith(here, alice, 'death-star', { ai: 1 }));
    expect(roll((await svc.help(here)).reply.content)).toBe('`/roll` spin the spinner when it is your turn');
    expect((await svc.help(here)).reply.content).toContain('`/hand` see your secret cards (only you see them)');
  });
});

it('the fixture game keeps its cards (the texts above rely on it)', () => {
  expect(diceRace.cards).toBe(true);
});

describe('names said once', () => {
  it('an Atcha! partnership win names each AI seat once, by the name that says its colour', async () => {
    const svc = await createService({ databasePath: tempDb(), seed: () => 7, render: stubRender, games: allGames() });
    await post(svc, await svc.newGameWith(here, alice, 'atcha', { ai: 4, aiOnly: true }));
    await svc.start(here, alice);
    const final = (await drain(svc)).filter((a) => a.kind === 'turn').at(-1);
    const text = final?.kind === 'turn' ? final.reply.content : '';
    const won = /🏆 Winner: \*\*(AI \w+)\*\* & \*\*(AI \w+)\*\* \((AI \w+) and (AI \w+) have all their pieces home\)/.exec(text);
    expect(won, text.split('\n').at(-3)).not.toBeNull();
    expect([won![3], won![4]]).toEqual([won![1], won![2]]);
    // An AI seat's name says its colour: it is never said again beside it.
    expect(text).not.toMatch(/AI (Red|Green|Yellow|Blue) \((Red|Green|Yellow|Blue)\)/);
    expect(text).not.toMatch(/\((Red|Green|Yellow|Blue)\) \((Red|Green|Yellow|Blue)\)/);
  });
});
