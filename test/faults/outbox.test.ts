// The real bot process (the command of `npm start`), SIGKILLed at the worst moments and started
// again on the same database, against the fake Discord whose nonce memory has run out (a restart
// minutes later): an AI seat caught between a person's commit and its own moves plays on once the
// owed message is out; a turn message Discord stored but the bot never heard
// of is recorded, not posted twice, and loses its buttons once the game has moved on;
// a kill while reminders go out loses none and doubles none. A kill after a new turn
// message is out but before the previous one lost its buttons leaves that retirement owed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForcedChanceError } from '../../src/engine/chance';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { createService, type Actor, type GameService, type Where } from '../../src/services';
import type * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { discordEnv, startBot, type BotProcess } from '../support/bot';
import { DEEP } from '../support/deep';
import { stubRender } from '../support/service';
import { firstDecision } from '../support/playOne';
import { peek, serviceStore, storeEnv } from '../support/stores';

const HOUR = 3_600_000;

describe('the bot process killed while it owes Discord something', () => {
  const fake = new FakeDiscord({ settleMs: 100, nonceWindowMs: 0 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const crashed = fake.addChannel('crashed');
  const held = fake.addChannel('held');
  const clocked = [fake.addChannel('clock-1'), fake.addChannel('clock-2')];
  const copies = fake.addChannel('copies');
  const clicked = fake.addChannel('clicked');
  const pumped = fake.addChannel('pumped');
  const db = join(mkdtempSync(join(tmpdir(), 'rerun-outbox-')), 'rerun.db');
  let bot: BotProcess | undefined;

  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName });
  const where = (channelId: string): Where => ({ guildId: fake.guildId, channelId });
  const service = async (now = () => new Date(), games = allGames()): Promise<GameService> =>
    await createService({ ...(await serviceStore(db)), games, render: stubRender, now });
  const game = (channelId: string): store.GameRow => {
    const r = peek(db);
    try {
      return r.latestGameIn(channelId)!;
    } finally {
      r.close();
    }
  };
  /** Starts the bot; `ready`: waits for its ready line (printed once its first pump is done). */
  const life = async (ready = true): Promise<BotProcess> => {
    bot = startBot(
      {
        ...discordEnv(fake),
        ...(await storeEnv(db)),
      },
      { pictures: false },
    );
    if (ready) await bot.ready;
    return bot;
  };
  /** Opens and starts a game of `players` in `channelId`, playing there (no thread): its first turn message is owed. */
  const open = async (svc: GameService, channelId: string, players: FakeUser[], ai = 0): Promise<number> => {
    await svc.newGame(where(channelId), actor(players[0]), 'ateam', ai);
    for (const p of players.slice(1)) await svc.join(where(channelId), actor(p));
    await svc.start(where(channelId), actor(players[0]));
    const id = game(channelId).id;
    await svc.placed(id, null);
    return id;
  };
  const buttonsOf = (m: StoredMessage) => FakeDiscord.buttons(fake.message(m.id)!);
  /** What a message says, a card's text displays included. */
  const text = (m: StoredMessage | undefined) => (m ? FakeDiscord.view(m).text : '');
  const turnMessages = (channelId: string) => fake.publicMessages(channelId).filter((m) => text(m).includes(' · turn '));

  beforeAll(() => fake.start());
  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 20_000);

  it('records a turn message Discord stored before the kill instead of posting it again, and lets the AI play on', async () => {
    const svc = await service();
    await open(svc, held.id, [amy, bo]);
    await svc.close();
    const version = game(held.id).version;
    const stored = fake.holdNext((method, path) => method === 'POST' && path === `/channels/${held.id}/messages`);
    await life(false);
    await stored;
    await bot!.kill();
    expect(turnMessages(held.id)).toHaveLength(1);
    const [first] = turnMessages(held.id);

    // While the bot is down: a process that dies between Amy's decision and the AI's first move.
    const before = await service();
    await open(before, crashed.id, [amy], 1);
    await before.close();
    const dying = allGames().map((g) => ({
      ...g,
      ai: () => {
        throw new ForcedChanceError(0, 'the process was killed');
      },
    }));
    const crashing = await service(undefined, dying);
    const def = allGames().find((g) => g.id === 'ateam')!;
    let died = false;
    for (let i = 0; i < 60 && !died; i++) {
      const d = aiDecision(def, game(crashed.id).match!)!;
      try {
        await crashing.choose(where(crashed.id), actor(amy), d.choice);
      } catch (e) {
        expect(e).toBeInstanceOf(ForcedChanceError);
        died = true;
      }
    }
    await crashing.close();
    expect(died).toBe(true);
    const stalled = game(crashed.id);
    expect(stalled.owed).toBe(true);
    expect(def.pending(stalled.match!.state)!.player).toBe(1);

    await life();
    // The held turn message was found and recorded: no second copy, its buttons live.
    expect(turnMessages(held.id).map((m) => m.id)).toEqual([first.id]);
    expect(game(held.id)).toMatchObject({ lastMessageId: first.id, shownVersion: version, owed: false });
    expect(buttonsOf(first).length).toBeGreaterThan(0);
    // The AI moves after its owed message, until it is Amy's turn again (or the game is over).
    await fake.waitFor(
      () => /▶ <@\d+>|🏆/.test(text(fake.publicMessages(crashed.id).at(-1))),
      20_000,
      "Amy's turn after the AI's",
    );
    const last = fake.publicMessages(crashed.id).at(-1)!;
    expect(text(last).includes(`▶ <@${amy.id}>`) || text(last).includes('🏆')).toBe(true);
    expect(game(crashed.id).version).toBeGreaterThan(stalled.version);

    expect(bot!.problems()).toEqual([]);
    await bot!.stop();
  }, 90_000);

  // Deep run only: its kill is the first test's (a post stored, never recorded); what it adds is the retirement after.
  it.runIf(DEEP)(
    'takes the buttons off a copy Discord stored before the kill once the game has moved on',
    async () => {
      const svc = await service();
      await open(svc, copies.id, [amy, bo]);
      const stored = fake.holdNext((method, path) => method === 'POST' && path === `/channels/${copies.id}/messages`);
      await life(false);
      await stored;
      await bot!.kill();
      const [copy] = turnMessages(copies.id);
      expect(buttonsOf(copy).length).toBeGreaterThan(0);
      // While the bot is down the game moves on to the next player-turn (a command's answer, lost).
      const def = allGames().find((g) => g.id === 'ateam')!;
      const turn = game(copies.id).turn.no;
      for (let i = 0; i < 20 && game(copies.id).turn.no === turn; i++) {
        const g = game(copies.id);
        const d = aiDecision(def, g.match!)!;
        await svc.choose(where(copies.id), actor([amy, bo][d.player]), d.choice);
      }
      await svc.close();
      expect(game(copies.id).turn.no).toBeGreaterThan(turn);

      await life();
      const [old, now] = turnMessages(copies.id);
      expect(old.id).toBe(copy.id);
      expect(buttonsOf(old)).toEqual([]);
      expect(buttonsOf(now).length).toBeGreaterThan(0);
      expect(turnMessages(copies.id)).toHaveLength(2);
      expect(game(copies.id)).toMatchObject({ lastMessageId: now.id, owed: false });
      await bot!.stop();
    },
    90_000,
  );

  /**
   * From now on requests on `channelId`'s messages are refused, and the first edit of `old` is
   * held: Discord never carried out the retirement, and the bot never hears back (it is killed).
   */
  const holdRetirement = (channelId: string, old: StoredMessage): Promise<string> => {
    fake.refuse(channelId, { status: 403, code: 50001, message: 'Missing Access' });
    return fake.holdNext((method, path) => method === 'PATCH' && path === `/channels/${channelId}/messages/${old.id}`);
  };

  it("takes the buttons off the previous turn message when a kill came before a click's answer retired it", async () => {
    const svc = await service();
    await open(svc, clicked.id, [amy, bo]);
    await svc.close();
    await life();
    await fake.waitFor(() => game(clicked.id).owed === false, 10_000, 'the first turn message recorded');
    const [old] = turnMessages(clicked.id);
    const def = allGames().find((g) => g.id === 'ateam')!;
    const retiring = holdRetirement(clicked.id, old);
    let done = false;
    void retiring.then(() => (done = true));
    // People click on until one answer is a new turn message (the previous one is then retired).
    for (let i = 0; i < 30 && !done; i++) {
      const g = game(clicked.id);
      const player = def.pending(g.match!.state)!.player;
      await Promise.race([firstDecision(fake, [amy, bo][player], fake.message(g.lastMessageId!)!), retiring]);
    }
    expect(done).toBe(true);
    await bot!.kill();
    fake.refuse(clicked.id, null);
    const [, posted] = turnMessages(clicked.id);
    expect(buttonsOf(old).length).toBeGreaterThan(0);

    await life();
    await fake.waitFor(() => game(clicked.id).owed === false, 10_000, 'the answer recorded');
    expect(turnMessages(clicked.id).map((m) => m.id)).toEqual([old.id, posted.id]);
    expect(buttonsOf(old)).toEqual([]);
    expect(buttonsOf(posted).length).toBeGreaterThan(0);
    expect(game(clicked.id).lastMessageId).toBe(posted.id);
    await bot!.stop();
  }, 90_000);

  // Deep run only: the previous test's retirement owed, left by the pump's post instead of a click's answer.
  it.runIf(DEEP)(
    'takes the buttons off the previous turn message when a kill came before an owed post retired it',
    async () => {
      const svc = await service();
      await open(svc, pumped.id, [amy, bo]);
      await life();
      await fake.waitFor(() => game(pumped.id).owed === false, 10_000, 'the first turn message recorded');
      await bot!.stop();
      const [old] = turnMessages(pumped.id);
      // While the bot is down the game moves on to the next player-turn: a new turn message is owed.
      const def = allGames().find((g) => g.id === 'ateam')!;
      const turn = game(pumped.id).turn.no;
      for (let i = 0; i < 20 && game(pumped.id).turn.no === turn; i++) {
        const d = aiDecision(def, game(pumped.id).match!)!;
        await svc.choose(where(pumped.id), actor([amy, bo][d.player]), d.choice);
      }
      await svc.close();
      // The new post goes out; from then on Discord refuses the channel's messages (the retirement too).
      const retiring = fake.holdNext((method, path) => {
        if (method === 'POST' && path === `/channels/${pumped.id}/messages`)
          fake.refuse(pumped.id, { status: 403, code: 50001, message: 'Missing Access' });
        return method === 'PATCH' && path === `/channels/${pumped.id}/messages/${old.id}`;
      });
      await life(false);
      await retiring;
      await bot!.kill();
      fake.refuse(pumped.id, null);
      const [, posted] = turnMessages(pumped.id);
      expect(buttonsOf(old).length).toBeGreaterThan(0);

      await life();
      expect(turnMessages(pumped.id).map((m) => m.id)).toEqual([old.id, posted.id]);
      expect(buttonsOf(old)).toEqual([]);
      expect(game(pumped.id)).toMatchObject({ lastMessageId: posted.id, owed: false });
      await bot!.stop();
    },
    90_000,
  );

  it('posts every reminder of a batch cut by a kill exactly once', async () => {
    // Two games whose half-time reminder is due now: opened 13 hours ago with a 24-hour clock.
    const past = Date.now() - 13 * HOUR;
    const svc = await service(() => new Date(past));
    for (const c of clocked) {
      await svc.newGameWith(where(c.id), actor(amy), 'ateam', { settings: { clockMs: 24 * HOUR } });
      await svc.join(where(c.id), actor(bo));
      await svc.start(where(c.id), actor(amy));
      await svc.placed(game(c.id).id, null);
    }
    await svc.close();
    const reminders = () => clocked.flatMap((c) => fake.publicMessages(c.id).filter((m) => m.content.startsWith('⏰')));
    const first = fake.holdNext((method, _path, json) => method === 'POST' && String(json?.content).startsWith('⏰'));
    await life(false);
    await first;
    await bot!.kill();
    // The held one is on Discord, unrecorded; places are served side by side, so the
    // other game's reminder may be out (and recorded) too, or not yet sent.
    expect(reminders().length).toBeGreaterThanOrEqual(1);

    await life();
    await fake.waitFor(() => reminders().length >= 2, 15_000, 'both reminders');
    // Settled: another pump's worth of waiting adds nothing.
    await new Promise((r) => setTimeout(r, 1500));
    expect(clocked.map((c) => fake.publicMessages(c.id).filter((m) => m.content.startsWith('⏰')).length)).toEqual([1, 1]);
    for (const c of clocked) expect(turnMessages(c.id)).toHaveLength(1);
    expect(bot!.problems()).toEqual([]);
  }, 90_000);
});
