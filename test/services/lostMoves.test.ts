// The database lost commits Discord had shown (a failover, commits acknowledged before they were
// durable): a click on the newest turn message carries a version the game no longer has. Lost
// with its start, the game is a lobby again while Discord shows it playing in a thread.
import { describe, expect, it } from 'vitest';
import type { Actor, Where } from '../../src/services';
import { buildId, parseId } from '../../src/services/core/customIds';
import {
  alice,
  bob,
  button,
  buttons,
  drain,
  here,
  lastTurn,
  makeService,
  post,
  row,
  snapshot,
  started,
  tempDb,
} from '../support/service';

/** `id` as a later commit would have made it: `ahead` versions on. */
function future(id: string, ahead: number): string {
  const p = parseId(id)!;
  return `${p.kind}:${p.gameId}:${p.version + ahead}:${p.arg}`;
}

describe('moves the database lost', () => {
  it('undoes them once, says so publicly and privately, re-posts the turn and retires the clicked message', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const first = await started(svc, [6, 4, 3, 5, 2]);
    const roll = button(first, 'Roll the die');
    const before = row(p);
    // Two commits Discord showed (its newest message carries their version) are gone from the database.
    const lost = future(roll, 2);

    const a = await svc.component(here, bob, lost, undefined, false, 'm-lost');
    expect(a.reply.ephemeral).toBe(true);
    expect(a.reply.content).toContain('My database lost the last moves of this game');
    expect(a.reply.content).toContain(`turn ${before.turn.no}`);
    expect(a.posts).toBeUndefined();
    const leapt = row(p);
    expect(leapt).toMatchObject({ version: before.version + 3, owed: true, lastMessageId: 'm-lost' });
    expect(leapt.match!.state).toEqual(before.match!.state);

    // The notice first, then the turn message as a new post that takes the clicked one's buttons off.
    const out = await drain(svc);
    expect(out.map((x) => x.kind)).toEqual(['say', 'turn']);
    const [say, turn] = out;
    expect(say.kind === 'say' && say.reply.content).toMatch(
      /^⚠ .*my database lost the last moves of this game, so they are undone\. The game goes on from turn 1;/,
    );
    expect(turn).toMatchObject({ kind: 'turn', messageId: null, retire: [{ channelId: here.channelId, messageId: 'm-lost' }] });
    expect(turn.kind === 'turn' && turn.posts).toMatchObject({ version: before.version + 3 });
    expect(row(p).owed).toBe(false);

    // Every button Discord can still show is refused now, the lost one and the one before it alike,
    // and a refused click changes nothing.
    const still = snapshot(p);
    for (const id of [lost, future(roll, 1), roll]) {
      const r = await svc.component(here, alice, id, undefined, false, 'm-any');
      expect(r.reply.content).toMatch(/earlier turn/);
      expect(snapshot(p)).toEqual(still);
    }
    expect(await drain(svc)).toEqual([]);

    // The re-posted turn plays on.
    const again = await svc.component(here, alice, button(lastTurn(out), 'Roll the die'), undefined, false, 'm-new');
    expect(again.reply.content).toContain('Alice rolls 3');
    await svc.close();
  });

  it('refuses a newer version with no public message carrying it, as a forged id, and changes nothing', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const first = await started(svc, [6, 4, 3, 5, 2]);
    const before = snapshot(p);
    const newer = future(button(first, 'Roll the die'), 1);
    for (const onPrivate of [false, true]) {
      const a = await svc.component(here, alice, newer, undefined, onPrivate);
      expect(a.reply.content).toMatch(/earlier turn/);
      expect(snapshot(p)).toEqual(before);
    }
    expect(await drain(svc)).toEqual([]);
    await svc.close();
  });

  it('lost with its start: back in its lobby, said publicly where it was played, the lobby live again, the clicked message retired', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await post(svc, await svc.newGameWith(here, alice, 'dice-race', { dice: [6, 4, 3, 5, 2] }), 'm-lobby');
    await svc.join(here, bob);
    const lobby = row(p);
    expect(lobby.status).toBe('lobby');
    // Discord shows the game started, its first turn in the thread the start made: all lost.
    const thread: Where = { ...here, channelId: 'th-lost' };
    const inChannel = async () => here.channelId;
    /** A click in the lost thread, on public message `messageId`, of a roll button at `version`. */
    const inLostThread = (who: Actor, version: number, messageId: string) =>
      svc.component(thread, who, buildId('roll', lobby.id, version, ''), undefined, false, messageId, inChannel);
    const lost = buildId('roll', lobby.id, lobby.version + 2, '');

    // From a thread of another channel, the same button is another game's: refused, nothing changes.
    const elsewhere = await svc.component(thread, bob, lost, undefined, false, 'm-turn', async () => 'chan-other');
    expect(elsewhere.reply.content).toMatch(/another channel/);
    expect(row(p).version).toBe(lobby.version);

    const a = await inLostThread(bob, lobby.version + 2, 'm-turn');
    expect(a.reply).toMatchObject({ ephemeral: false, rows: [] });
    expect(a.reply.content).toBe(
      "⚠ Dice Race: my database lost this game's start and the moves after it, so they are undone: the game is back in its lobby in <#chan1>. Its creator starts it again there: **Start** on the lobby message, or `/game start`.",
    );
    expect(a.posts).toBeUndefined();
    expect(a.retire).toEqual([{ channelId: 'th-lost', messageId: 'm-turn' }]);
    // The lobby message shows its buttons again, at a version past every one the lost start handed out.
    expect(a.edits).toHaveLength(1);
    const [edit] = a.edits!;
    expect(edit).toMatchObject({ channelId: here.channelId, messageId: 'm-lobby' });
    const start = buttons({ reply: edit.reply, retire: [] }).find((b) => b.label === 'Start')!;
    expect(parseId(start.customId)).toMatchObject({ kind: 'lobby', gameId: lobby.id, version: lobby.version + 3 });
    expect(row(p)).toMatchObject({ status: 'lobby', version: lobby.version + 3 });
    expect(await drain(svc)).toEqual([]);

    // Another click of the lost thread changes nothing.
    const again = await inLostThread(alice, lobby.version + 1, 'm-old');
    expect(again.reply.ephemeral).toBe(true);
    expect(row(p).version).toBe(lobby.version + 3);

    // Its creator starts it again from the lobby message: it plays.
    const s = await svc.component(here, alice, start.customId, undefined, false, 'm-lobby');
    expect(s.reply.ephemeral).toBe(false);
    expect(row(p).status).toBe('active');
    expect(buttons(lastTurn(await drain(svc))).length).toBeGreaterThan(0);

    // Played again, in its place: a newer button of the lost thread (a move the lost start had
    // taken) is from the game the database lost, not a move of this one. It undoes nothing, and
    // its message loses its buttons.
    const playing = row(p);
    expect(playing).toMatchObject({ status: 'active', placed: true });
    const stray = await inLostThread(bob, playing.version + 5, 'm-stray');
    expect(stray.reply).toMatchObject({ ephemeral: true });
    expect(stray.reply.content).toBe(
      'My database lost the game this message shows; the game played now started after it, so these buttons are no longer in use.',
    );
    expect(stray.retire).toEqual([{ channelId: 'th-lost', messageId: 'm-stray' }]);
    expect(row(p)).toMatchObject({ version: playing.version, owed: false });
    expect(await drain(svc)).toEqual([]);
    await svc.close();
  });

  it('takes the buttons off a public message whose game is gone, and says they are no longer in use', async () => {
    const svc = await makeService();
    const a = await svc.component(here, bob, buildId('roll', 999, 3, ''), undefined, false, 'm-gone');
    expect(a.reply).toMatchObject({ ephemeral: true, content: 'That button is no longer in use.' });
    expect(a.retire).toEqual([{ channelId: here.channelId, messageId: 'm-gone' }]);
    // On a private message (no public message carries it) there is nothing to take off.
    expect((await svc.component(here, bob, buildId('roll', 999, 3, ''), undefined, true)).retire).toEqual([]);
    await svc.close();
  });
});
