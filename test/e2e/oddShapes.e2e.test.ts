// Every interaction gets an answer, against the real bot process logged in to the fake
// Discord: hand-made gateway payloads of shapes Discord does not send today (missing data,
// custom_id, member or message; unknown component, command or interaction types) are answered
// privately when their id and token allow, each logged once, with no unhandled rejection; a
// command in the shape of an older registration says the commands are being updated and has
// them registered again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, said } from '../../src/discord/messages';
import { ODD_SHAPE, STALE_COMMAND } from '../../src/discord/interactions';
import { FakeDiscord } from '../fake-discord/fake';
import type { InteractionKind } from '../fake-discord/interactions';
import type { Json, StoredMessage } from '../fake-discord/types';
import { parseLogLine, type LogRecord } from '../log/lines';
import { discordEnv, startBot, type BotProcess } from '../support/bot';

const UNREADABLE = messages['discord.unreadable'];

describe('every interaction gets an answer', () => {
  const fake = new FakeDiscord({ settleMs: 150 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  let bot: BotProcess;
  /** A message of the bot's with buttons (the lobby), for components to come from. */
  let lobby: StoredMessage;

  /** The bot's log records since line `from`. */
  const records = (from = 0): LogRecord[] =>
    bot.lines
      .slice(from)
      .map((l) => parseLogLine(l.raw))
      .filter((r): r is LogRecord => r !== null);

  beforeAll(async () => {
    await fake.start();
    bot = startBot(
      {
        ...discordEnv(fake),
      },
      { pictures: false },
    );
    await bot.ready;
    await fake.slash(amy, 'game', { game: 'ateam' }, 'new');
    lobby = fake.publicMessages().at(-1)!;
    expect(FakeDiscord.buttons(lobby).length).toBeGreaterThan(0);
  }, 40_000);

  afterAll(async () => {
    await bot?.stop();
    await fake.stop();
  }, 20_000);

  beforeEach((ctx) => {
    ctx.onTestFailed(() => {
      console.log(`--- bot output\n${bot?.output().slice(-40).join('\n')}\n--- fake log\n${fake.logLines.slice(-30).join('\n')}`);
    });
  });

  const button = (p: Json) => ({ component_type: 2, custom_id: FakeDiscord.buttons(lobby)[0].customId, ...p });
  const status = { name: 'status', type: 1 };
  const cases: Array<[string, InteractionKind, () => Json, (p: Json) => void, boolean]> = [
    ['a command without data', 'command', () => status, (p) => delete p.data, false],
    ['a command without member nor user', 'command', () => status, (p) => delete p.member, false],
    ['a button without custom_id', 'component', () => ({ component_type: 2 }), () => undefined, true],
    ['a button without its message', 'component', () => button({}), (p) => delete p.message, true],
    ['a component of an unknown type', 'component', () => button({ component_type: 42 }), () => undefined, true],
    [
      'a user select (a kind Rerun never sends)',
      'component',
      () => button({ component_type: 5, values: [amy.id] }),
      () => undefined,
      true,
    ],
    ['a modal submit', 'component', () => ({ custom_id: 'modal', components: [] }), (p) => (p.type = 5), true],
    ['an interaction of an unknown type', 'command', () => status, (p) => (p.type = 42), false],
    ['a command of an unknown command type', 'command', () => ({ ...status, type: 9 }), () => undefined, false],
  ];

  it.each(cases)('answers %s privately, and logs it once', async (_what, kind, data, shape, fromLobby) => {
    const from = bot.lines.length;
    const o = await fake.raw(amy, kind, data(), shape, fromLobby ? { message: lobby } : {});
    expect(o.callbackType).toBe(4);
    expect(o.ephemeral).toBe(true);
    expect(o.texts).toEqual([UNREADABLE]);
    await fake.waitFor(() => records(from).some((r) => r.msg === ODD_SHAPE), 3000, 'the log line');
    expect(records(from).filter((r) => r.level >= 40)).toEqual([expect.objectContaining({ msg: ODD_SHAPE, answered: true })]);
  });

  it('answers an odd shape in the clicker’s language', async () => {
    const from = bot.lines.length;
    const o = await fake.raw(amy, 'command', status, (p) => {
      delete p.data;
      p.locale = 'fr';
    });
    expect(o.texts).toEqual([said('discord.unreadable', 'fr')]);
    expect(o.texts).not.toEqual([UNREADABLE]);
    await fake.waitFor(() => records(from).some((r) => r.msg === ODD_SHAPE), 3000, 'the log line');
  });

  it('answers a malformed autocomplete with no suggestions', async () => {
    const from = bot.lines.length;
    const o = await fake.raw(amy, 'autocomplete', { name: 'rules', type: 1 }, (p) => delete p.data);
    expect(o.callbackType).toBe(8);
    expect(o.choices).toEqual([]);
    await fake.waitFor(() => records(from).some((r) => r.msg === ODD_SHAPE), 3000, 'the log line');
  });

  it('logs once an interaction it cannot answer (no token)', async () => {
    const from = bot.lines.length;
    const before = fake.violations.length;
    const o = await fake.raw(amy, 'command', status, (p) => delete p.token);
    expect(o.callbackType).toBeNull();
    // Nothing could answer it: the fake notes the missed deadline, the bot's log the payload.
    expect(fake.violations.slice(before).map((v) => v.rule)).toEqual(['ack-timeout']);
    expect(records(from).filter((r) => r.level >= 40)).toEqual([
      expect.objectContaining({ msg: ODD_SHAPE, answered: false, missing: ['token'] }),
    ]);
  });

  it('says the commands are being updated on a stale registration, and registers them again', async () => {
    const fresh = structuredClone(fake.commands());
    const game = fresh.find((c) => c.name === 'game')!;
    // An older /game: "join" was called "sit", and /game new took its AI count as text.
    const old = structuredClone(fresh).map((c: Json) => {
      if (c.name !== 'game') return c;
      for (const sub of c.options) {
        if (sub.name === 'join') sub.name = 'sit';
        if (sub.name === 'new') for (const o of sub.options) if (o.name === 'ai') o.type = 3;
      }
      return c;
    });
    fake.world.commands.set(fake.guildId, old);
    const from = bot.lines.length;
    const puts = () => fake.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/commands')).length;
    const putsBefore = puts();

    const sit = await fake.slash(amy, 'game', {}, 'sit');
    expect(sit.ephemeral).toBe(true);
    expect(sit.texts).toEqual([messages['discord.commands-updating']]);
    await fake.waitFor(() => puts() === putsBefore + 1, 5000, 'the commands registered again');
    expect(
      fake
        .commands()
        .find((c) => c.name === 'game')!
        .options.map((s: Json) => s.name),
    ).toEqual(game.options.map((s: Json) => s.name));

    // Discord keeps showing the old /game to someone for a moment: answered the same, not registered twice in a row.
    fake.world.commands.set(fake.guildId, old);
    const typed = await fake.slash(amy, 'game', { game: 'ateam', ai: 'two' }, 'new');
    expect(typed.texts).toEqual([messages['discord.commands-updating']]);
    await new Promise((r) => setTimeout(r, 300));
    expect(puts()).toBe(putsBefore + 1);

    const lines = records(from);
    expect(lines.filter((r) => r.level >= 40)).toEqual([
      expect.objectContaining({ msg: STALE_COMMAND, detail: '/game: unknown subcommand sit' }),
      expect.objectContaining({ msg: STALE_COMMAND, detail: '/game new: option ai of type 3, defined as 4' }),
    ]);
    expect(lines.filter((r) => /slash commands .* again/.test(r.msg))).toHaveLength(1);
    fake.world.commands.set(fake.guildId, fresh);
  });

  it('never left a rejection unhandled, nor an interaction unanswered that could be', () => {
    expect(bot.output().filter((l) => /unhandled rejection/.test(l))).toEqual([]);
    expect(fake.violations.map((v) => v.rule)).toEqual(['ack-timeout']);
  });
});
