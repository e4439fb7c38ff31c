// The three newer games end to end: the real discord.js client and the bot's router, announcer
// and service against the fake Discord. Each game is opened, joined and started, then played for
// a stretch through the turn messages' buttons and menus (a spin, a drive, a combat...), with a
// real picture on every turn message, the private hand where the game has one, and no Discord
// limit broken and no failure logged.
import { describe, expect, it } from 'vitest';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import { isPng } from '../fake-discord/limits';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { buttonId, useBotHarness, whoseTurn } from '../support/botHarness';

const GAMES = [
  { id: 'bionic-woman', name: 'The Bionic Woman', story: /drives|helicopter|flies|rolls/i },
  { id: 'death-star', name: 'Escape from the Death Star', story: /spins/i },
  { id: 'action-man', name: 'The Action Man Game', story: /rolls/i },
] as const;

describe('the newer games against a fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 60 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const bo = fake.addUser('bo', { globalName: 'Bo' });
  const users = [amy, bo];
  const channels = new Map(GAMES.map((g) => [g.id, fake.addChannel(`play-${g.id}`)]));
  // Pictures stubbed (a 1x1 PNG): the flow is what this file checks.
  const h = useBotHarness(fake, { name: 'new', seed: 77 });
  const { outcomes, track } = h;

  it.each(GAMES)(
    '$name: opens in a thread and plays turn after turn through buttons and menus',
    async (g) => {
      const channel = channels.get(g.id)!;
      const opened = await track(fake.slash(amy, 'game', { game: g.id }, 'new', channel.id));
      const lobby = opened.message!;
      expect(lobby.content).toContain(g.name);
      await track(fake.click(bo, lobby, buttonId(lobby, /^Join$/)));
      await track(fake.click(amy, fake.message(lobby.id)!, buttonId(fake.message(lobby.id)!, /^Start$/)));
      const [thread] = fake.threads(channel.id);
      expect(thread.name).toBe(`${g.name} · Amy, Bo`);

      let clicks = 0;
      let turns = 0;
      for (let step = 0; step < 30 && turns < 4; step++) {
        const msgs = fake.publicMessages(thread.id);
        const current = msgs.at(-1)!;
        // A picture, unless the only decision is a plain roll (the roll's update brings the board).
        if (!current.attachments.some((a) => isPng(a.data)))
          expect(FakeDiscord.buttons(current).filter((b) => b.customId.startsWith('pick:'))).toHaveLength(1);
        const who = whoseTurn(current, users);
        if (!who) break;
        const out = await decide(who, current);
        clicks++;
        expect(out.ephemeral).toBe(false);
        if (fake.publicMessages(thread.id).length > msgs.length) turns++;
      }
      expect(clicks).toBeGreaterThan(2);
      expect(turns).toBeGreaterThan(1);
      const all = fake.publicMessages(thread.id);
      expect(all.map((m) => FakeDiscord.view(m).text).join('\n')).toMatch(g.story);
      // Only the newest turn message keeps its buttons.
      for (const m of all.slice(0, -1)) expect(FakeDiscord.buttons(m)).toEqual([]);
      // A hand is private, whoever asks, in every game (cards or none).
      for (const u of users) expect((await track(fake.slash(u, 'hand', {}, undefined, thread.id))).ephemeral).toBe(true);
    },
    60_000,
  );

  it('kept every Discord limit and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(h.logged.records()).toEqual([]);
  });

  /** The first decision of a turn message: a button if there is one, else the menu's first option. */
  async function decide(who: FakeUser, m: StoredMessage): Promise<Outcome> {
    const b = FakeDiscord.buttons(m).find((x) => x.label !== 'My hand' && !x.disabled && x.customId.startsWith('pick:'));
    if (b) return track(fake.click(who, m, b.customId));
    const menu = FakeDiscord.selects(m)[0];
    if (!menu) throw new Error(`no decision on: ${FakeDiscord.view(m).text}`);
    return track(fake.select(who, m, menu.customId, [menu.options[0].value]));
  }
});
