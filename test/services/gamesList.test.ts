// `/games` (records/history.ts): a player's running games in every server, their turn first, each
// with where, whose turn, the last move and a link; `/games all:true`: every running game of this
// server, for someone who only watches.
import { describe, expect, it } from 'vitest';
import type { Where } from '../../src/services';
import { alice, bob, carol, clockedService, drain, HOUR, post, tempDb, testClock, toMove } from '../support/service';

const g1a: Where = { guildId: 'g1', channelId: 'g1-a' };
const g1b: Where = { guildId: 'g1', channelId: 'g1-b' };
const g2: Where = { guildId: 'g2', channelId: 'g2-a' };

describe('/games', () => {
  /** Three games of Alice and Bob: two in server g1, one in g2, an hour apart; a lobby of Bob's in g1. */
  async function tables() {
    const clock = testClock();
    const svc = await clockedService(clock, tempDb());
    // Who starts is rolled: Alice in g1-a, Bob in the other two.
    for (const [where, dice] of [
      [g1a, [6, 4, 3, 5, 2]],
      [g2, [4, 6, 3, 5, 2]],
      [g1b, [4, 6, 3, 5, 2]],
    ] as const) {
      const lobby = await svc.newGameWith(where, alice, 'dice-race', { dice: [...dice] });
      if (lobby.posts) await svc.messagePosted(lobby.posts, where.channelId, `lobby-${where.channelId}`);
      await svc.join(where, bob);
      await svc.start(where, alice);
      await drain(svc);
      clock.advance(HOUR);
    }
    await post(svc, await svc.newGameWith({ guildId: 'g1', channelId: 'g1-lobby' }, bob, 'dice-race', {}));
    return { svc, clock };
  }

  it("lists one's running games of every server, one's own turns first, then the latest played, then lobbies here", async () => {
    const { svc } = await tables();
    const whose = new Map<string, string>();
    for (const w of [g1a, g2, g1b]) whose.set(w.channelId, (await toMove(svc, [alice, bob], w)).userId);
    const lines = (await svc.games(g1a, bob)).reply.content.split('\n');
    expect(lines[0]).toBe('Your games, your turn first:');
    const listed = lines.slice(1, 4).map((l) => /<#(g\d-\w)>/.exec(l)?.[1]);
    // Every running game, the other server's too; Bob's turns first; within each part the latest first.
    expect([...listed].sort()).toEqual(['g1-a', 'g1-b', 'g2-a']);
    const mine = (c: string | undefined) => whose.get(c!) === bob.userId;
    expect(listed.filter(mine).length * listed.filter((c) => !mine(c)).length).toBeGreaterThan(0);
    const firstOthers = listed.findIndex((c) => !mine(c));
    expect(listed.slice(firstOthers === -1 ? 3 : firstOthers).every((c) => !mine(c))).toBe(true);
    const order = ['g1-b', 'g2-a', 'g1-a'];
    const inPart = (part: Array<string | undefined>) => part.map((c) => order.indexOf(c!));
    for (const part of [listed.filter(mine), listed.filter((c) => !mine(c))])
      expect(inPart(part)).toEqual([...inPart(part)].sort((a, b) => a - b));
    for (const l of lines.slice(1, 4)) {
      expect(l).toMatch(/turn \d+, (\*\*your turn\*\*|Alice's turn), last move <t:\d+:R> · https:\/\/discord\.com\/channels\//);
      if (mine(/<#(g\d-\w)>/.exec(l)?.[1])) expect(l).toContain('**your turn**');
    }
    // The lobby of this server comes last; the other server's lobby would not be listed.
    expect(lines[4]).toContain('lobby in <#g1-lobby>');
    expect(lines).toHaveLength(5);
  });

  it('with all:true lists every running game of this server to someone who plays none, with how to follow one', async () => {
    const { svc } = await tables();
    const answer = await svc.games(g1a, carol, true);
    expect(answer.reply.ephemeral).toBe(true);
    const lines = answer.reply.content.split('\n');
    expect(lines[0]).toBe('Games running in this server, the most recently played first:');
    expect(lines[1]).toMatch(/open its thread and join it/);
    expect(lines.slice(2).map((l) => /<#(g\d-\w)>/.exec(l)?.[1])).toEqual(['g1-b', 'g1-a']);
    expect(lines.join('\n')).not.toContain('**your turn**');
  });

  it('says so when nothing runs, and when all:true is asked outside a server; in French too', async () => {
    const svc = await clockedService(testClock(), tempDb());
    expect((await svc.games(g1a, carol)).reply.content).toBe('You have no running games. Open one with /game new.');
    expect((await svc.games(g1a, carol, true)).reply.content).toMatch(/^No game is running in this server/);
    const dm: Where = { guildId: null, channelId: 'dm-carol' };
    expect((await svc.games(dm, { ...carol, locale: 'fr' }, true)).reply.content).toBe(
      '`all` donne les parties d’un serveur : demandez-le sur ce serveur.',
    );
  });
});
