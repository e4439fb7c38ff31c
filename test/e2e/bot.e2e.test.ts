// End to end: the bot started as `npm start` starts it, logged in with the real discord.js
// client to a local fake Discord, plays a short game of The A-Team as two users through slash
// commands, buttons, a select menu and autocomplete, in the game's own thread. Dice are not
// forced here, so every assertion holds whatever they roll: the flow adapts to whose turn the
// latest turn message names. (The clock, threads refused and the rematch: days.e2e.test.ts.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import { isPng } from '../fake-discord/limits';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { discordEnv, startBot, type BotProcess } from '../support/bot';

const EPHEMERAL = 64;

describe('Rerun end to end against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 250 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  // A display name in two scripts with an emoji, as the issue asks names to survive.
  const bo = fake.addUser('bo', { globalName: 'بو Bo 🎲' });
  const users = [amy, bo];
  // A second channel, for a game running beside the first.
  const side = fake.addChannel('side-table');
  let bot: BotProcess;
  /** Every answer the bot gave, to check at the end that none was refused. */
  const outcomes: Outcome[] = [];
  /** The secret lines of every hand shown, which must never appear publicly. */
  const handLines = new Set<string>();
  /** Card ids last seen in each user's hand. */
  const handNames = new Map<string, string[]>();

  const track = async (p: Promise<Outcome>): Promise<Outcome> => {
    const o = await p;
    outcomes.push(o);
    return o;
  };
  /** The A-Team game's thread, once it is made. */
  let play = '';
  const slash = (
    u: FakeUser,
    name: string,
    options: Record<string, string | number> = {},
    sub?: string,
    channelId = play || fake.channelId,
  ) => track(fake.slash(u, name, options, sub, channelId));
  const click = (u: FakeUser, m: StoredMessage, customId: string) => track(fake.click(u, m, customId));
  /** The newest public message of a channel, once the bot's work after an answer (updates, posts) has settled. */
  const latest = async (channelId = play): Promise<StoredMessage> => {
    let last = '';
    for (let i = 0; i < 40; i++) {
      await new Promise((r) => setTimeout(r, 150));
      const m = fake.publicMessages(channelId).at(-1)!;
      const now = `${m.id}:${m.editedAt}:${fake.publicMessages(channelId).length}`;
      if (now === last) return m;
      last = now;
    }
    return fake.publicMessages(channelId).at(-1)!;
  };

  beforeAll(async () => {
    await fake.start();
    bot = startBot({
      ...discordEnv(fake),
    });
    await bot.ready;
  }, 40_000);

  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 20_000);

  // On a failure, show what the bot printed and what the fake saw.
  beforeEach((ctx) => {
    ctx.onTestFailed(() => {
      console.log(`--- bot output\n${bot?.output().slice(-60).join('\n')}\n--- fake log\n${fake.logLines.slice(-60).join('\n')}`);
    });
  });

  it('logs in through the gateway and registers every slash command to the guild', () => {
    expect(fake.identifies).toHaveLength(1);
    const names = fake
      .commands()
      .map((c) => c.name)
      .sort();
    expect(names).toEqual([
      'away',
      'board',
      'catchup',
      'choose',
      'game',
      'games',
      'hand',
      'help',
      'history',
      'log',
      'notify',
      'playcard',
      'roll',
      'rules',
      'settings',
      'stats',
      'status',
      'undo',
    ]);
    for (const c of fake.commands()) expect(c.description.length).toBeGreaterThan(0);
    expect(fake.violations).toEqual([]);
  });

  let lobby: StoredMessage;
  let turn: StoredMessage;
  let firstTurn: StoredMessage;

  it('opens a lobby edited in place, starts only for the creator, and plays in a thread', async () => {
    const opened = await slash(amy, 'game', { game: 'ateam' }, 'new');
    lobby = publicReply(opened);
    expect(labels(lobby)).toEqual(expect.arrayContaining(['Join', 'Start']));

    const joined = await click(bo, lobby, buttonId(lobby, /^Join$/));
    expect(joined.callbackType).toBe(7);
    const lobby2 = fake.message(lobby.id)!;
    expect(lobby2.content).toContain('بو Bo 🎲');

    const denied = await click(bo, lobby2, buttonId(lobby2, /^Start$/));
    expectPrivate(denied, /only .* can start/i);

    const started = await click(amy, lobby2, buttonId(lobby2, /^Start$/));
    expect(started.callbackType).toBe(7);
    await fake.waitFor(
      () => fake.threads(fake.channelId).length === 1 && fake.publicMessages(fake.threads(fake.channelId)[0].id).length > 0,
      10_000,
      'the game thread and its first message',
    );
    play = fake.threads(fake.channelId)[0].id;
    turn = checkTurn(await latest());
    firstTurn = turn;
    expect(fake.publicMessages()).toHaveLength(1); // the channel keeps only the lobby
    expect(FakeDiscord.buttons(fake.message(lobby.id)!)).toEqual([]);
    expect(whoseTurn(turn)).toBeDefined();
  });

  it('answers out-of-turn actions privately and changes nothing', async () => {
    const current = whoseTurn(turn)!;
    const other = current === amy ? bo : amy;
    const rolled = await slash(other, 'roll');
    expectPrivate(rolled, /turn, not yours/i);
    const clicked = await click(other, turn, rollButton(turn)!);
    expectPrivate(clicked, /turn, not yours/i);
    expect(FakeDiscord.buttons(fake.message(turn.id)!).length).toBeGreaterThan(0);
    expect((await latest()).id).toBe(turn.id);
  });

  it('shows each hand only to its owner', async () => {
    for (const u of users) {
      const h = await slash(u, 'hand');
      expectEphemeralHand(h);
    }
    const viaButton = await click(bo, turn, buttonId(turn, /^My hand$/));
    expectEphemeralHand(viaButton);
    // /playcard suggests the asker's own cards only.
    for (const u of users) {
      const own = handNames.get(u.id)!;
      const auto = await track(fake.autocomplete(u, 'playcard', 'card', { card: '' }, undefined, play));
      expect(auto.callbackType).toBe(8);
      const names = auto.choices!.map((c) => c.name);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(own).toContain(n);
    }
    expectNoPublicSecrets();
  });

  it('plays turns through /roll, buttons, /choose with autocomplete and the hand select menu', async () => {
    const ways = ['roll', 'button', 'choose', 'select'] as const;
    let usedSelect = false;
    let usedChoose = false;
    for (let step = 0; step < 10; step++) {
      const current = whoseTurn(turn);
      if (!current) break; // the game ended early: still fine
      // Whether a hand offers a menu depends on the dice; keep asking until one did.
      const way = step >= ways.length && !usedSelect ? 'select' : ways[step % ways.length];
      let out: Outcome | null = null;
      if (way === 'roll' && rollButton(turn)) {
        out = await slash(current, 'roll');
      } else if (way === 'choose') {
        const auto = await track(fake.autocomplete(current, 'choose', 'option', { option: '' }, undefined, play));
        expect(auto.callbackType).toBe(8);
        expect(auto.choices!.length).toBeGreaterThan(0);
        expect(auto.choices!.length).toBeLessThanOrEqual(25);
        out = await slash(current, 'choose', { option: String(auto.choices![0].value) });
        usedChoose = true;
      } else if (way === 'select') {
        const h = await slash(current, 'hand');
        expectEphemeralHand(h);
        const menu = FakeDiscord.selects(h.message!)[0];
        if (menu) {
          out = await track(fake.select(current, h.message!, menu.customId, [menu.options[0].value]));
          usedSelect = true;
        }
      }
      if (!out) out = await click(current, turn, choiceButton(turn));
      expect(out.errors).toEqual([]);
      // Either the same player's turn goes on in the same message, or a new one begins.
      const next = checkTurn(await latest());
      if (next.id !== turn.id) await expectRetired(turn);
      turn = next;
    }
    expect(usedChoose).toBe(true);
    // A-Team hands hold 3 cards and discarding is always open on one's turn, so a menu is offered.
    expect(usedSelect).toBe(true);
    expectNoPublicSecrets();
  });

  it('applies a double click once and answers the second privately', async () => {
    const current = whoseTurn(turn);
    if (!current) return;
    const id = choiceButton(turn);
    const both = await Promise.all([click(current, turn, id), click(current, turn, id)]);
    // One click is applied and answered in public; the other is told privately: in its reply,
    // or, when it came while the first was being answered, in a follow-up after a deferred update.
    const deferred = (o: Outcome) => o.callbackType === 6;
    const applied = both.filter((o) => !deferred(o) && !o.ephemeral);
    expect(applied).toHaveLength(1);
    expect([4, 7]).toContain(applied[0].callbackType);
    const other = both.find((o) => o !== applied[0])!;
    const told = deferred(other) ? other.followUps : [other.message!];
    expect(told).toHaveLength(1);
    expect(told[0].flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(told[0].content).toMatch(/earlier turn|already done/i);
    turn = checkTurn(await latest());
  });

  it('runs an Atcha! game with an AI seat in a second channel at the same time', async () => {
    const opened = await track(fake.slash(amy, 'game', { game: 'atcha', ai: 1 }, 'new', side.id));
    const lobbyMsg = publicReply(opened);
    expect(lobbyMsg.channelId).toBe(side.id);
    await click(amy, lobbyMsg, buttonId(lobbyMsg, /^Start$/));
    await fake.waitFor(
      () => fake.threads(side.id).length === 1 && fake.publicMessages(fake.threads(side.id)[0].id).length > 0,
      10_000,
      'the Atcha! thread',
    );
    const there = fake.threads(side.id)[0].id;
    let m = checkTurn(await latest(there));
    for (let step = 0; step < 4 && whoseTurn(m); step++) {
      expect(whoseTurn(m)).toBe(amy); // the AI seat plays its turns by itself
      const menu = FakeDiscord.selects(m)[0];
      const out = rollButton(m)
        ? await track(fake.slash(amy, 'roll', {}, undefined, there))
        : menu
          ? await track(fake.select(amy, m, menu.customId, [menu.options[0].value]))
          : await click(amy, m, choiceButton(m));
      expect(out.errors).toEqual([]);
      const next = checkTurn(await latest(there));
      if (next.id !== m.id) await expectRetired(m);
      m = next;
    }
    // The A-Team game in its own thread is untouched; its channel is free for another game.
    expect((await latest()).id).toBe(turn.id);
    expect(FakeDiscord.buttons(fake.message(turn.id)!).length).toBeGreaterThan(0);
    expectPrivate(await track(fake.slash(bo, 'game', { game: 'ateam' }, 'new', play)), /already has/i);
    const cancelled = await track(fake.slash(amy, 'game', {}, 'cancel', there));
    expect(publicReply(cancelled).content).toMatch(/cancelled/i);
    for (const msg of fake.publicMessages(there)) expect(FakeDiscord.buttons(msg).filter((b) => !b.disabled)).toEqual([]);
  });

  it('refuses a button from an earlier turn, shows the board privately, and cancels for the creator only', async () => {
    if (whoseTurn(turn)) {
      const stale = await click(whoseTurn(turn)!, firstTurn, rollButton(firstTurn)!);
      expectPrivate(stale, /earlier turn|already done/i);
    }

    // /board answers privately, with the picture, and posts nothing.
    const count = fake.publicMessages(play).length;
    const shown = await slash(bo, 'board');
    expect(shown.ephemeral).toBe(true);
    expect(shown.message!.attachments.some((a) => isPng(a.data))).toBe(true);
    expect(fake.publicMessages(play)).toHaveLength(count);

    const refused = await slash(bo, 'game', {}, 'cancel');
    expectPrivate(refused, /only .* can cancel/i);
    const cancelled = await slash(amy, 'game', {}, 'cancel');
    expect(publicReply(cancelled).content).toMatch(/cancelled/i);
    // No public message keeps a live button after the game is gone.
    await latest();
    for (const m of [...fake.publicMessages(), ...fake.publicMessages(play)])
      expect(FakeDiscord.buttons(m).filter((b) => !b.disabled)).toEqual([]);
  });

  it('kept every Discord limit and got no refusal', () => {
    expect(fake.violations).toEqual([]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(outcomes.every((o) => o.callbackType !== null && o.ackMs! < 3000)).toBe(true);
    // Log records of level warn or worse, and anything else on stderr (a crash trace).
    expect(bot.problems()).toEqual([]);
    expectNoPublicSecrets();
  });

  it('stops cleanly on SIGTERM', async () => {
    expect(await bot.stop()).toBe(0);
  });

  // ------------------------------------------------------------ helpers

  function publicReply(o: Outcome): StoredMessage {
    expect(o.callbackType).toBe(4);
    expect(o.ephemeral, `expected a public reply, got: ${o.message ? FakeDiscord.view(o.message).text : ''}`).toBe(false);
    return o.message!;
  }

  /**
   * A public turn message: whose turn (or the end), and a valid PNG board picture, unless its
   * only decision is a plain roll (the roll's update brings the board).
   */
  function checkTurn(m: StoredMessage): StoredMessage {
    const pngs = m.attachments.filter((a) => a.filename.endsWith('.png'));
    const picks = FakeDiscord.buttons(m).filter((b) => b.customId.startsWith('pick:'));
    if (pngs.length === 0) {
      expect(picks).toHaveLength(1);
      expect(picks[0].label).toMatch(/^(Roll|Battle the guard|Throw)/);
    } else {
      expect(pngs).toHaveLength(1);
      expect(isPng(pngs[0].data)).toBe(true);
      expect(pngs[0].size).toBeLessThan(60 * 1024);
    }
    expect(FakeDiscord.view(m).text).toMatch(/^▶ <@\d+>[^\n:]*: |Winner|game is over/);
    return m;
  }

  /** An older lobby or turn message loses its buttons once the newer one is posted. */
  async function expectRetired(m: StoredMessage): Promise<void> {
    await fake.waitFor(() => FakeDiscord.buttons(fake.message(m.id)!).length === 0, 5000, `buttons of message ${m.id} removed`);
  }

  function expectPrivate(o: Outcome, text: RegExp): void {
    expect(o.callbackType).toBe(4);
    expect(o.ephemeral).toBe(true);
    expect(o.message!.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(o.message!.content).toMatch(text);
  }

  function expectEphemeralHand(o: Outcome): void {
    expect(o.callbackType).toBe(4);
    expect(o.message!.flags & EPHEMERAL).toBe(EPHEMERAL);
    expect(o.message!.visibleTo).not.toBeNull();
    expect(o.message!.content).toMatch(/hand/i);
    const lines = o.message!.content.split('\n').filter((l) => l.startsWith('•'));
    for (const line of lines) handLines.add(line);
    const owner = o.message!.visibleTo!;
    // Cards are listed by name (their ids are internal): "• **NAME**: text".
    handNames.set(
      owner,
      lines.map((l) => /^• \*\*(.+?)\*\*/.exec(l)?.[1]).filter((x): x is string => Boolean(x)),
    );
  }

  function expectNoPublicSecrets(): void {
    expect(handLines.size).toBeGreaterThan(0);
    const pub = [...fake.publicMessages(), ...fake.threads().flatMap((t) => fake.publicMessages(t.id))].map(
      (m) => FakeDiscord.view(m).text,
    );
    for (const line of handLines) for (const text of pub) expect(text).not.toContain(line);
  }

  function whoseTurn(m: StoredMessage): FakeUser | undefined {
    const id = /▶ <@(\d+)>[^\n:]*: /.exec(FakeDiscord.view(m).text)?.[1];
    return users.find((u) => u.id === id);
  }
});

function labels(m: StoredMessage): string[] {
  return FakeDiscord.buttons(m).map((b) => b.label);
}

function buttonId(m: StoredMessage, label: RegExp): string {
  const b = FakeDiscord.buttons(m).find((x) => label.test(x.label) && !x.disabled);
  if (!b) throw new Error(`no enabled button ${label} on: ${labels(m).join(' | ')}`);
  return b.customId;
}

/**
 * The roll button of a turn message (A-Team: "Roll the die", "Roll both dice", "Battle the guard";
 * Atcha!: "Throw the dice", "Throw for WITH", "Throw for ATCHA").
 */
function rollButton(m: StoredMessage): string | undefined {
  return FakeDiscord.buttons(m).find((b) => /^(Roll|Battle the guard|Throw)/.test(b.label) && !b.disabled)?.customId;
}

/** Any decision button of a turn message (not "My hand"). */
function choiceButton(m: StoredMessage): string {
  const b = FakeDiscord.buttons(m).find((x) => x.label !== 'My hand' && !x.disabled);
  if (!b) throw new Error(`no decision button on: ${labels(m).join(' | ')}`);
  return b.customId;
}
