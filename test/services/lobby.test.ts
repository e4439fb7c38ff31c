import { describe, expect, it } from 'vitest';
import {
  alice,
  bob,
  button,
  buttons,
  carol,
  dave,
  drain,
  eve,
  here,
  lastTurn,
  makeService,
  mod,
  post,
  row,
  tempDb,
} from '../support/service';

describe('lobby', () => {
  it('opens a lobby with Join / Leave / Add AI / Start / Cancel and the creator seated', async () => {
    const svc = await makeService();
    const a = await svc.newGame(here, alice, 'dice-race', 0);
    expect(a.reply.ephemeral).toBe(false);
    expect(a.posts).toEqual({ gameId: 1, lobby: true });
    expect(buttons(a).map((b) => b.label)).toEqual(['Join', 'Leave', 'Add AI', 'Start', 'Cancel']);
    expect(a.reply.content).toContain('1. Alice');
    expect(a.reply.content).toContain('2–4');
  });

  it('seats joiners in order, refuses a second join, and lets non-creators leave: the one lobby message is edited', async () => {
    const svc = await makeService();
    await post(svc, await svc.newGame(here, alice, 'dice-race', 0), 'lobby-1');
    const joined = await svc.join(here, bob);
    expect(joined.reply).toMatchObject({ ephemeral: true, content: 'You took a seat.' });
    expect(joined.edits).toHaveLength(1);
    expect(joined.edits![0]).toMatchObject({ channelId: here.channelId, messageId: 'lobby-1' });
    expect(joined.edits![0].reply.content).toContain('2. Bob');
    expect((await svc.join(here, bob)).reply.content).toBe('You are already at the table.');
    expect((await svc.leave(here, alice)).reply.content).toMatch(/cannot leave/);
    const left = await svc.leave(here, bob);
    expect(left.edits![0].reply.content).not.toContain('Bob');
    expect((await svc.leave(here, carol)).reply.content).toBe('You are not at the table.');
  });

  it('works from the lobby buttons too, each click updating the lobby message in place', async () => {
    const svc = await makeService();
    const a = await post(svc, await svc.newGame(here, alice, 'dice-race', 0), 'm1');
    const b = await svc.component(here, bob, button(a, 'Join'));
    expect(b.update).toBe(true);
    expect(b.posts).toBeUndefined();
    expect(b.reply.content).toContain('2. Bob');
    expect(b.retire).toEqual([]);
    const s = await svc.component(here, alice, button(b, 'Start'));
    expect(s.update).toBe(true);
    expect(s.reply.rows).toEqual([]);
    expect(s.reply.content).toMatch(/own thread/);
    // The first turn message goes into the game's thread once it is made, and the lobby says where.
    const out = await drain(svc, 'thread-9');
    expect(out[0]).toMatchObject({ kind: 'thread', channelId: here.channelId, name: 'Dice Race · Alice, Bob' });
    expect(out.find((x) => x.kind === 'edit')).toMatchObject({ edit: { messageId: 'm1' } });
    const turn = out.find((x) => x.kind === 'turn')!;
    expect(turn).toMatchObject({ channelId: 'thread-9', messageId: null });
    expect(lastTurn(out).reply.content).toMatch(/turn 1/);
    // Play goes on in the thread; the channel is free for another game.
    expect((await svc.status({ guildId: 'g1', channelId: 'thread-9' })).reply.content).toMatch(/Dice Race/);
    expect((await svc.newGame(here, carol, 'dice-race', 0)).reply.ephemeral).toBe(false);
  });

  it('plays in the channel when the thread cannot be made, and says so once', async () => {
    const svc = await makeService();
    await post(svc, await svc.newGame(here, alice, 'dice-race', 1), 'm1');
    await svc.start(here, alice);
    const out = await drain(svc, null);
    const lobby = out.find((x) => x.kind === 'edit');
    expect(lobby && lobby.kind === 'edit' && lobby.edit.reply.content).toMatch(/may not create threads/);
    expect(out.find((x) => x.kind === 'turn')).toMatchObject({ channelId: here.channelId });
    expect(await drain(svc)).toEqual([]);
    expect((await svc.status(here)).reply.content).toMatch(/Dice Race/);
  });

  it('keeps to the seat limits of the game', async () => {
    const svc = await makeService();
    await svc.newGame(here, alice, 'dice-race', 0);
    expect((await svc.start(here, alice)).reply.content).toBe('Dice Race is played by 2–4 players; the table has 1.');
    for (const p of [bob, carol, dave]) await svc.join(here, p);
    const full = await svc.join(here, eve);
    expect(full.reply.ephemeral).toBe(true);
    expect(full.reply.content).toBe('The table is full (4 players at most).');
    expect((await svc.addAi(here, alice)).reply.content).toBe('The table is full (4 players at most).');
    expect((await svc.newGame({ guildId: 'g1', channelId: 'other' }, alice, 'dice-race', 4)).reply.content).toMatch(
      /AI players: 0 to 3/,
    );
  });

  it('lets only the creator start and add AI', async () => {
    const svc = await makeService();
    await svc.newGame(here, alice, 'dice-race', 0);
    await svc.join(here, bob);
    expect((await svc.start(here, bob)).reply.content).toBe('Only Alice (who opened the game) can start it.');
    expect((await svc.addAi(here, bob)).reply.content).toMatch(/Only Alice/);
    const p = tempDb();
    const other = await makeService(p);
    await other.newGame(here, alice, 'dice-race', 0);
    await other.join(here, bob);
    expect((await other.start(here, alice)).reply.content).toBe('Started.');
    expect(row(p).status).toBe('active');
  });

  it('pre-fills AI seats with ai:<n> and names them after their colour ("AI Green"), humans first, as the lobby shows', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await post(svc, await svc.newGame(here, alice, 'dice-race', 2));
    expect(a.reply.content).toContain('2. 🤖 AI Blue');
    expect(a.reply.content).toContain('3. 🤖 AI Green');
    // Bob sits down after the AI: the lobby seats him second, as the game will.
    const joined = await svc.join(here, bob);
    expect(joined.edits?.[0]?.reply.content).toMatch(/2\. Bob\n3\. 🤖 AI Green\n4\. 🤖 AI Yellow/);
    await svc.start(here, alice);
    expect(row(p).match!.seats).toEqual([
      { name: 'Alice', ai: false },
      { name: 'Bob', ai: false },
      { name: 'AI Green', ai: true },
      { name: 'AI Yellow', ai: true },
    ]);
  });

  it('names the AI in the game’s language: "IA Vert", "Gépi Zöld", never "Bot"', async () => {
    for (const [language, names] of [
      ['fr', ['IA Bleu', 'IA Vert']],
      ['hu', ['Gépi Kék', 'Gépi Zöld']],
    ] as const) {
      const p = tempDb();
      const svc = await makeService(p);
      const a = await svc.newGameWith(here, alice, 'dice-race', { ai: 2, settings: { language } });
      expect(a.reply.content).toContain(`2. 🤖 ${names[0]}`);
      await svc.start(here, alice);
      expect(row(p).match!.seats.map((s) => s.name)).toEqual(['Alice', ...names]);
    }
  });

  it('never names an AI seat like a seated person: a person called "AI Green" makes the AI "AI Green 🤖"', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGame(here, alice, 'dice-race', 2);
    await svc.join(here, { ...bob, name: 'ai green' });
    await svc.start(here, alice);
    expect(row(p).match!.seats.map((s) => s.name)).toEqual(['Alice', 'ai green', 'AI Green 🤖', 'AI Yellow']);
  });

  it('allows one lobby or game per channel, any number of channels', async () => {
    const svc = await makeService();
    await svc.newGame(here, alice, 'dice-race', 0);
    expect((await svc.newGame(here, bob, 'dice-race', 0)).reply.content).toBe(
      'This channel already has a game of Dice Race (lobby). Finish or cancel it first.',
    );
    expect((await svc.newGame({ guildId: 'g2', channelId: 'elsewhere' }, bob, 'dice-race', 0)).reply.ephemeral).toBe(false);
  });

  it('lets the creator or a manager cancel, and nobody else', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGame(here, alice, 'dice-race', 1);
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    const denied = await svc.cancel(here, bob);
    expect(denied.reply.ephemeral).toBe(true);
    expect(denied.reply.content).toBe('Only Alice (who opened the game) or a member with Manage Server can cancel it.');
    expect(row(p).status).toBe('active');
    const ok = await svc.cancel(here, mod);
    expect(ok.reply.content).toBe('Game cancelled by Mod: Dice Race is over in this channel.');
    expect(row(p).status).toBe('cancelled');
    await post(svc, await svc.newGame(here, bob, 'dice-race', 0), 'lobby-2');
    const c = await svc.cancel(here, bob);
    expect(c.edits![0].reply.content).toMatch(/cancelled by Bob/);
  });

  it('names the games when asked for an unknown one', async () => {
    const svc = await makeService();
    expect((await svc.newGame(here, alice, 'chess', 0)).reply.content).toBe('There is no game called "chess". Games: dice-race.');
  });

  it('closes the game of a deleted channel', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGame(here, alice, 'dice-race', 1);
    await svc.start(here, alice);
    await drain(svc);
    await svc.channelGone(here.channelId);
    expect(row(p).status).toBe('cancelled');
    expect((await svc.roll(here, alice)).reply.content).toBe('There is no game in this channel. Open one with /game new.');
  });
});
