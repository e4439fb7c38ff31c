// "What did I miss?" end to end: the real discord.js client and the bot's
// router against the fake Discord. The turn message's button and /catchup answer the clicker
// privately with their own catch-up, the same the service gives; someone without a seat gets a
// friendly word; no other player's held card is named. The catch-up offers the turns missed as a
// clip: the click is deferred privately, then answered with the GIF (real pictures, public
// boards only); a clip button the game has moved past is refused kindly.
import { GifReader } from 'omggif';
import { describe, expect, it } from 'vitest';
import { ateam } from '../../src/games/ateam';
import { renderBoard } from '../../src/render';
import type { RenderBoard } from '../../src/render/contract';
import type { Actor, Where } from '../../src/services';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { useBotHarness } from '../support/botHarness';
import { words } from '../support/text';

describe('What did I miss? against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 150 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const cy = fake.addUser('cy', { globalName: 'Cy' });
  const dee = fake.addUser('dee', { globalName: 'Dee' });
  const seated = [amy, bo, cy];
  // Real pictures, each drawing's words kept: the clip's frames must name no held card.
  let drawn: string[] = [];
  const render: RenderBoard = (...args) => {
    drawn.push(JSON.stringify(args.slice(1)));
    return renderBoard(...args);
  };
  const h = useBotHarness(fake, { name: 'catchup', seed: 4242, render });
  const { track } = h;
  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName ?? u.username });
  let where: Where;

  /** Who is to move in the thread: the seated user the service offers choices. */
  const toMove = async (): Promise<FakeUser | undefined> => {
    for (const u of seated) if ((await h.service.autocompleteChoices(where, actor(u), '')).length > 0) return u;
    return undefined;
  };

  /** The newest public message in the thread with a "What did I miss?" button. */
  const turnMessage = (): StoredMessage => {
    const m = fake
      .publicMessages(where.channelId)
      .filter((x) => FakeDiscord.buttons(x).some((b) => b.label === 'What did I miss?' && !b.disabled))
      .at(-1);
    if (!m) throw new Error('no turn message with a What did I miss? button');
    return m;
  };
  const missedId = (m: StoredMessage) => FakeDiscord.buttons(m).find((b) => b.label === 'What did I miss?')!.customId;
  /** The player-turn when Amy's last own move was done (the first turn she missed). */
  let afterAmy = 0;
  /** Amy's catch-up with its clip button, kept to click after the game moved on. */
  let amysCatchUp: StoredMessage;
  const clipButton = (m: StoredMessage) => FakeDiscord.buttons(m).find((b) => b.label === 'Show it as a clip');

  it('opens an A-Team game for three and plays until Amy, having moved once, is to move again', async () => {
    const opened = await track(fake.slash(amy, 'game', { game: 'ateam', clock: 'off' }, 'new'));
    const lobby = opened.message!;
    const press = async (u: FakeUser, label: string) => {
      const m = fake.message(lobby.id)!;
      await track(fake.click(u, m, FakeDiscord.buttons(m).find((b) => b.label === label)!.customId));
    };
    await press(bo, 'Join');
    await press(cy, 'Join');
    await press(amy, 'Start');
    const [t] = fake.threads(fake.channelId);
    where = { guildId: fake.guildId, channelId: t.id };
    let amyMoved = false;
    for (let i = 0; i < 200; i++) {
      const u = await toMove();
      if (!u) throw new Error('nobody to move');
      if (u === amy && amyMoved && i > 6) break;
      const choice = (await h.service.autocompleteChoices(where, actor(u), ''))[0];
      await track(fake.slash(u, 'choose', { option: String(choice.value) }, undefined, where.channelId));
      if (u === amy) {
        amyMoved = true;
        afterAmy = (await h.service.outcome(where))!.turns;
      }
    }
    expect(await toMove()).toBe(amy);
  }, 60_000);

  it('the button answers Amy privately with her catch-up, the same /catchup and the service give', async () => {
    const m = turnMessage();
    const clicked = await track(fake.click(amy, m, missedId(m)));
    expect(clicked.ephemeral).toBe(true);
    const text = clicked.message!.content;
    expect(text).toMatch(/^\*\*The A-Team\*\* · what you missed since your last move \(action #\d+\)\n\*\*You\*\*\n/);
    expect(text).toContain('\n**The others**\n');
    expect(text.split('\n').at(-1)).toMatch(/^▶ Your turn: /);
    expect(text).toBe((await h.service.catchUp(where, actor(amy))).reply.content);
    // The turn message itself is untouched: the answer is a new private message.
    expect(fake.message(m.id)!.content).toBe(m.content);
    const slashed = await track(fake.slash(amy, 'catchup', {}, undefined, where.channelId));
    expect(slashed.ephemeral).toBe(true);
    expect(slashed.message!.content).toBe(text);
    // /log with no options on her turn: the same, under a header that says so.
    const logged = await track(fake.slash(amy, 'log', {}, undefined, where.channelId));
    expect(logged.message!.content).toBe(
      `It is your turn, so \`/log\` shows what you missed (\`/log count:10\` for the last moves).\n${text}`,
    );
  });

  it('someone without a seat who clicks it gets a friendly private word', async () => {
    const clicked = await track(fake.click(dee, turnMessage(), missedId(turnMessage())));
    expect(clicked.ephemeral).toBe(true);
    expect(clicked.message!.content).toBe(
      'You have no seat in this game, so nothing here is waiting for you: `/log` shows its last moves.',
    );
  });

  it('the catch-up offers a clip: the click is deferred privately, then carries a GIF of exactly the turns Amy missed', async () => {
    const asked = await track(fake.click(amy, turnMessage(), missedId(turnMessage())));
    amysCatchUp = asked.message!;
    const offer = clipButton(amysCatchUp)!;
    // Offered only: the catch-up itself carries no file.
    expect(amysCatchUp.attachments).toEqual([]);
    const missed = (await h.service.outcome(where))!.turns - afterAmy;
    expect(missed).toBeGreaterThan(1);
    drawn = [];
    const clicked = await track(fake.click(amy, amysCatchUp, offer.customId));
    // Deferred as a new private message (drawing takes seconds), then edited with the clip.
    expect(clicked.callbackType).toBe(5);
    expect(clicked.answered).toBe(true);
    expect(clicked.ephemeral).toBe(true);
    expect(clicked.message!.content).toBe(`**The A-Team**: what you missed, one picture per turn (${missed} turns).`);
    const [gif] = clicked.message!.attachments;
    expect(gif.filename).toMatch(/^ateam-\d+-catchup\.gif$/);
    expect(new GifReader(gif.data).numFrames()).toBe(missed);
    // The catch-up it came from is left as it was, its button still there.
    expect(fake.message(amysCatchUp.id)!.content).toBe(amysCatchUp.content);
    // Every frame was drawn, public boards only: no held card named unless a public line or the
    // board itself (a space of that name) says it.
    expect(drawn.length).toBe(missed);
    const frames = drawn;
    drawn = [];
    await h.service.board(where);
    const board = drawn.join('\n');
    const db = store.open(h.dbPath);
    try {
      const g = store.latestGameIn(db, where.channelId)!;
      const names = g.match!.seats.map((s) => s.name);
      const held = seated.flatMap((_, seat) =>
        ateam.hand(g.match!.state as never, seat).map((c) => words(c.name, { game: 'ateam', names })),
      );
      const said = store.toldSince(db, g.id, 0)!.flatMap((a) => a.events.map((e) => words(e.text, { game: 'ateam', names })));
      const secret = held.filter((card) => !said.some((l) => l.includes(card)) && !board.includes(card));
      expect(secret.length).toBeGreaterThan(0);
      for (const card of secret) for (const f of frames) expect(f.includes(card), `${card} drawn in a clip frame`).toBe(false);
    } finally {
      db.close();
    }
  }, 60_000);

  it('a clip button of a catch-up the game has moved past is answered kindly, and nothing changes', async () => {
    const choice = (await h.service.autocompleteChoices(where, actor(amy), ''))[0];
    await track(fake.slash(amy, 'choose', { option: String(choice.value) }, undefined, where.channelId));
    const before = (await h.service.outcome(where))!;
    const clicked = await track(fake.click(amy, amysCatchUp, clipButton(amysCatchUp)!.customId));
    expect(clicked.ephemeral).toBe(true);
    expect(clicked.texts.join('\n')).toBe(
      'This catch-up is out of date: the game has moved on since. Ask `/catchup` again for a fresh one.',
    );
    expect([clicked.message, ...clicked.followUps].flatMap((m) => m?.attachments ?? [])).toEqual([]);
    expect(await h.service.outcome(where)).toEqual(before);
  });

  it("names no card another player holds: each player's catch-up shows their own hand only", async () => {
    const db = store.open(h.dbPath);
    try {
      const g = store.latestGameIn(db, where.channelId)!;
      const names = g.match!.seats.map((s) => s.name);
      const hands = seated.map((_, seat) =>
        ateam.hand(g.match!.state as never, seat).map((c) => words(c.name, { game: 'ateam', names })),
      );
      // A held card's name is news only where a public line already says it (a space of that name, a card played before).
      const said = store.toldSince(db, g.id, 0)!.flatMap((a) => a.events.map((e) => words(e.text, { game: 'ateam', names })));
      for (const [seat, u] of seated.entries()) {
        const own = hands[seat];
        const full = (await h.service.catchUp(where, actor(u))).reply.content;
        for (const c of own) expect(full).toContain(c);
        // Their own names out of the way ("TOP SECRET WEAPONS LAB" holds "SECRET WEAPONS LAB").
        const text = own.reduce((t, c) => t.split(c).join('·'), full);
        for (const other of hands.filter((_, s) => s !== seat).flat())
          if (!own.includes(other) && !said.some((l) => l.includes(other))) expect(text).not.toContain(other);
      }
      expect(hands.flat().length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
