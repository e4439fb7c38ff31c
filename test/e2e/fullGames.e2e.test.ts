// A complete 4-player game of each of the five games against the fake Discord: Amy and three AI
// seats, Amy clicking a seeded random choice of each turn message (or playing a card from her hand)
// until the game ends. Every turn message, the final one too, must be one Components V2 card the
// fake accepted: the board in its gallery, the seat colour as its accent, and its call to act
// naming whose turn it is.
import { describe, expect, it } from 'vitest';
import { FakeDiscord, type MessageView } from '../fake-discord/fake';
import { isPng } from '../fake-discord/limits';
import { everyComponent } from '../fake-discord/view';
import { useBotHarness } from '../support/botHarness';
import { playOne } from '../support/playOne';
import { sampled } from '../support/deep';

const GAMES = ['ateam', 'atcha', 'bionic-woman', 'death-star', 'action-man'] as const;
/** Amy's decisions at most, per game: far above what a game takes, low enough to fail rather than hang. */
const MAX_STEPS = 1500;

/** The call to act: "▶ <@id> (Red): roll the die" (the story slice makes it the first line). */
/** The call to act is the first line (a push notification's preview shows it). */
const callToAct = (v: MessageView): string | undefined => (v.lines[0]?.startsWith('▶') ? v.lines[0] : undefined);

describe('a complete 4-player game of each game against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 40 });
  const amy = fake.addUser('amy', { globalName: 'Amy' });
  const channels = new Map(GAMES.map((g) => [g, fake.addChannel(`full-${g}`)]));
  let seed = 20;
  /** A seeded choice among `n` (Park–Miller), so a failure replays. */
  const pick = (n: number): number => {
    seed = (seed * 48271) % 2147483647;
    return seed % n;
  };
  // Pictures stubbed (a 1x1 PNG): this file is about the cards; the pictures have their own tests.
  const h = useBotHarness(fake, { name: 'full', seed: 2020 });
  const { outcomes, track } = h;

  // npm test: The A-Team (cards, a hand menu) and The Bionic Woman (the widest cards); the deep
  // run: all five.
  it.each(sampled(GAMES, [0, 2]))(
    '%s: every turn message is one card within the limits, naming whose turn it is',
    async (game) => {
      const channel = channels.get(game)!;
      const opened = await track(fake.slash(amy, 'game', { game, ai: 3, clock: 'off' }, 'new', channel.id));
      const lobby = opened.message!;
      const start = FakeDiscord.buttons(lobby).find((b) => b.label === 'Start')!;
      await track(fake.click(amy, lobby, start.customId));
      const [thread] = fake.threads(channel.id);

      let steps = 0;
      // The largest card as shown to Amy (before retiring took its rows off), in components.
      let widest = 0;
      for (; steps < MAX_STEPS; steps++) {
        const m = fake.publicMessages(thread.id).at(-1)!;
        widest = Math.max(widest, everyComponent(m.components).length);
        if (!(await playOne(fake, amy, m, pick, track))) break;
      }
      expect(steps, 'the game did not end').toBeLessThan(MAX_STEPS);

      const cards = fake.publicMessages(thread.id);
      expect(cards.length).toBeGreaterThan(1);
      const final = cards.at(-1)!;
      for (const m of cards) {
        const v = FakeDiscord.view(m);
        expect(v.v2, `not a card: ${m.content}`).toBe(true);
        // A picture when Amy decides on the board, the final board always; a message whose
        // plain roll found no move (no decision on the board) keeps none.
        if (v.image || m === final) expect(v.image && isPng(v.image.data)).toBe(true);
        if (m === final) continue;
        // Only Amy is a person: the AI seats play on at once, so every turn message waits for her.
        expect(callToAct(v), v.text).toMatch(new RegExp(`^▶ <@${amy.id}>[^\\n:]*: `));
        expect(v.accent).not.toBeNull();
      }
      const end = FakeDiscord.view(final);
      expect(callToAct(end)).toBeUndefined();
      expect(end.lines[0]).toMatch(/^🏆|game is over/i);
      // Only the final message keeps a button (Rematch).
      for (const m of cards.slice(0, -1)) expect(FakeDiscord.buttons(fake.message(m.id)!)).toEqual([]);
      const lines = cards.map((m) => FakeDiscord.view(m).lines.length).sort((a, b) => a - b);
      // A short story, never cut (Details has the rest).
      expect(lines[Math.floor(lines.length / 2)]).toBeLessThanOrEqual(10);
      for (const m of cards) expect(FakeDiscord.view(m).text).not.toMatch(/earlier lines|…\s*$/m);
      const longest = Math.max(...cards.map((m) => FakeDiscord.view(m).text.length));
      const pictured = cards.filter((m) => FakeDiscord.view(m).image).length;
      expect(pictured).toBeGreaterThan(cards.length / 2);
      console.log(
        `${game}: ${steps} decisions by Amy, ${cards.length} turn messages (${pictured} with a picture), lines median ${lines[Math.floor(lines.length / 2)]}, max ${lines.at(-1)}; at most ${widest} components, ${longest} characters`,
      );
    },
    600_000,
  );

  it('kept every Discord limit and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(h.logged.records()).toEqual([]);
  });
});
