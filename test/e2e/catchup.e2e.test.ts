// "What did I miss?" end to end (issue 20 item 3): the real discord.js client and the bot's
// router against the fake Discord. The turn message's button and /catchup answer the clicker
// privately with their own catch-up, the same the service gives; someone without a seat gets a
// friendly word; no other player's held card is named.
import { describe, expect, it } from 'vitest';
import { ateam } from '../../src/games/ateam';
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
  const h = useBotHarness(fake, { name: 'catchup', seed: 4242 });
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
      if (u === amy) amyMoved = true;
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
