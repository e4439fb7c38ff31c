// A player's games from anywhere (looking/anywhere.ts): the game a command from a DM is about
// (the `game` option, or the only one), the option's suggestions, and nothing secret where others
// share the conversation (a group DM): no hand, and a catch-up without it.
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/games/registry';
import type { Where } from '../../src/services';
import { alice, bob, carol, clockedService, drain, HOUR, tempDb, testClock } from '../support/service';

const g1: Where = { guildId: 'g1', channelId: 'g1-a' };
const g2: Where = { guildId: 'g2', channelId: 'g2-a' };
const names: Record<string, string> = { 'g1-a': 'boardgames', 'g2-a': 'games' };
const placeName = (id: string) => names[id] ?? null;

/** Alice and Bob play in two servers; Carol plays nowhere. */
async function tables() {
  const clock = testClock();
  const svc = await clockedService(clock, tempDb());
  for (const [where, dice] of [
    [g1, [6, 4, 3, 5, 2]],
    [g2, [4, 6, 3, 5, 2]],
  ] as const) {
    await svc.newGameWith(where, alice, 'dice-race', { dice: [...dice] });
    await svc.join(where, bob);
    await svc.start(where, alice);
    await drain(svc);
    clock.advance(HOUR);
  }
  return svc;
}

describe('the game a command from anywhere is about', () => {
  it('is the only running one, else the one the game option names; several or none are said kindly', async () => {
    const svc = await tables();
    expect(await svc.pickGame(carol, null)).toEqual({
      answer: expect.objectContaining({
        refused: true,
        reply: expect.objectContaining({
          ephemeral: true,
          content: 'You play in no running game. Games are opened in a server channel, with /game new.',
        }),
      }),
    });
    const several = await svc.pickGame({ ...alice, locale: 'fr' }, null);
    expect('answer' in several && several.answer.reply.content).toMatch(/^Vous jouez dans 2 parties/);
    const [first] = await svc.autocompleteGames(alice, '', placeName);
    const picked = await svc.pickGame(alice, first.value);
    expect('where' in picked && picked.where.guildId).toMatch(/^g[12]$/);
    // By its game's name when only one of theirs has it; never someone else's game.
    expect('answer' in (await svc.pickGame(alice, 'dice-race'))).toBe(true);
    const notHers = await svc.pickGame(carol, first.value);
    expect('answer' in notHers && notHers.answer.reply.content).toBe('That is not one of your running games. /games lists them.');
    expect('answer' in (await svc.pickGame(alice, 'nonsense'))).toBe(true);
  });

  it('is picked from suggestions naming each game with its channel and whose turn it is, theirs first', async () => {
    const svc = await tables();
    const suggested = await svc.autocompleteGames(alice, '', placeName);
    expect(suggested).toHaveLength(2);
    for (const s of suggested) expect(s.name).toMatch(/^Dice Race in #(boardgames|games), (your turn|Bob's turn)$/);
    const yours = suggested.map((s) => s.name.endsWith('your turn'));
    expect(yours).toEqual([...yours].sort((a, b) => Number(b) - Number(a)));
    expect(await svc.autocompleteGames(alice, 'boardg', placeName)).toHaveLength(1);
    expect((await svc.autocompleteGames({ ...alice, locale: 'hu' }, '', () => null))[0].name).toMatch(/^.+, \d+\. játszma, /);
    expect(await svc.autocompleteGames(carol, '', placeName)).toEqual([]);
  });
});

describe('where others share the conversation', () => {
  it('shows no hand, and a catch-up without it, in a game of cards', async () => {
    const svc = await clockedService(testClock(), tempDb(), allGames());
    await svc.newGameWith(g1, alice, 'ateam', {});
    await svc.join(g1, bob);
    await svc.start(g1, alice);
    await drain(svc);
    const hand = await svc.hand(g1, { ...alice, company: true });
    expect(hand.refused).toBe(true);
    expect(hand.reply.content).toMatch(/^Your cards are secret, and this conversation is not yours alone/);
    expect(hand.reply.rows).toEqual([]);
    const shared = (await svc.catchUp(g1, { ...alice, company: true })).reply.content;
    expect(shared).toContain('Your hand is not shown in a shared conversation');
    expect(shared).not.toContain('Your hand (only you see this)');
    expect((await svc.catchUp(g1, alice)).reply.content).toContain('Your hand (only you see this)');
  });
});
