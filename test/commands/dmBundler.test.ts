// DMs Discord will like (src/discord/dmBundler.ts), on a warped clock: the first DM to a
// user at once, the rest of the minute in one DM when it is over (a head line, each DM whole), a
// lone held DM as it is, never more than five DMs to one user in any minute, a bundle split at DM
// boundaries under Discord's 2000 characters, and the held DMs sent at a stop.
import { describe, expect, it } from 'vitest';
import { bundleTexts, createDmBundler, DM_MAX_LENGTH, type DmBundlerOptions, type DmPart } from '../../src/discord/dmBundler';
import { dmHead } from '../../src/discord/messages';
import { warpClock } from '../support/dmClock';

const S = 1000;
const MINUTE = 60 * S;

/** A bundler on the warp clock; what it sent, to whom and when. */
function bundler(opts: Partial<DmBundlerOptions> = {}) {
  const clock = warpClock();
  const sent: Array<{ to: string; at: number; text: string }> = [];
  const failures: Array<{ to: string; what: string; parts: number }> = [];
  const b = createDmBundler({
    clock,
    send: async (to, dm) => {
      sent.push({ to, at: clock.now(), text: dm.text });
    },
    head: dmHead,
    failed: (to, _reason, what, parts) => failures.push({ to, what, parts }),
    ...opts,
  });
  return { b, clock, sent, failures };
}

const call = (gameId: number, content = `Your turn in game ${gameId}`): DmPart => ({
  userId: 'amy',
  content,
  locale: 'en',
  gameId,
});

/** No window of `windowMs` holds more than `cap` of one user's DMs. */
function within(sent: ReadonlyArray<{ to: string; at: number }>, cap = 5, windowMs = MINUTE): boolean {
  return sent.every((s) => sent.filter((o) => o.to === s.to && o.at > s.at - windowMs && o.at <= s.at).length <= cap);
}

describe('DMs to one user, coalesced', () => {
  it('sends the first at once and the rest of the minute as one DM when it is over, naming every game', async () => {
    const { b, clock, sent } = bundler();
    await b.add(call(1));
    expect(sent.map((s) => s.text)).toEqual(['Your turn in game 1']);
    for (let g = 2; g <= 10; g++) {
      await clock.advance(2 * S);
      await b.add(call(g));
    }
    expect(b.held('amy')).toBe(9);
    await clock.advance(MINUTE - 18 * S - 1);
    expect(sent).toHaveLength(1);
    await clock.advance(1);
    expect(sent).toHaveLength(2);
    expect(sent[1].at - sent[0].at).toBe(MINUTE);
    expect(sent[1].text).toBe(
      ['**Your turn in 9 games**', ...Array.from({ length: 9 }, (_, i) => `Your turn in game ${i + 2}`)].join('\n\n'),
    );
    expect(b.held()).toBe(0);
    // Nothing more is pending; the next DM, after a quiet minute, goes out at once again.
    await clock.advance(10 * MINUTE);
    expect(sent).toHaveLength(2);
    await b.add(call(11));
    expect(sent).toHaveLength(3);
  });

  it('sends a lone held DM as it is, and keeps each user apart', async () => {
    const { b, clock, sent } = bundler();
    await b.add(call(1));
    await b.add({ userId: 'bo', content: 'Bo, your turn', locale: 'fr', gameId: 1 });
    await clock.advance(10 * S);
    await b.add(call(2, 'Your turn in game 2\n🎲 a line of catch-up'));
    expect(sent.map((s) => s.to)).toEqual(['amy', 'bo']);
    await clock.advance(MINUTE);
    expect(sent.map((s) => [s.to, s.text])).toEqual([
      ['amy', 'Your turn in game 1'],
      ['bo', 'Bo, your turn'],
      ['amy', 'Your turn in game 2\n🎲 a line of catch-up'],
    ]);
  });

  it('lets a newer call of a game replace its held one, and heads a bundle with other DMs as a player reads it', async () => {
    const { b, clock, sent } = bundler();
    await b.add(call(1));
    await b.add(call(2, 'game 2, turn 5'));
    await b.add({ userId: 'amy', content: '🔒 the thread is locked', locale: 'en' });
    await b.add(call(3));
    await b.add(call(2, 'game 2, turn 7'));
    await clock.advance(MINUTE);
    expect(sent[1].text).toBe(
      ['**Your turn in 2 games, and one more message**', 'game 2, turn 7', '🔒 the thread is locked', 'Your turn in game 3'].join(
        '\n\n',
      ),
    );
  });

  it('heads a bundle in the language of its newest DM', async () => {
    const { b, clock, sent } = bundler();
    await b.add(call(1));
    await b.add({ ...call(2), locale: 'fr' });
    await b.add({ ...call(3), locale: 'hu' });
    await clock.advance(MINUTE);
    expect(sent[1].text.split('\n')[0]).toBe('**Te jössz 2 játszmában**');
  });

  it('never sends more than five DMs to one user in a minute: what would pass waits for the window', async () => {
    // Each DM 900 characters: two fit one DM, so eleven held ones make six DMs.
    const long = (g: number) => call(g, `${g}`.padEnd(900, '.'));
    const { b, clock, sent } = bundler();
    await b.add(long(0));
    for (let g = 1; g <= 11; g++) await b.add(long(g));
    await clock.advance(MINUTE);
    // At the minute the first DM has left the window: five go, the last held DM waits.
    expect(sent).toHaveLength(6);
    expect(b.held('amy')).toBe(1);
    await clock.advance(MINUTE);
    expect(sent).toHaveLength(7);
    expect(sent[6].text).toBe(long(11).content);
    expect(within(sent)).toBe(true);
    // Every DM sent whole, in order, once.
    const parts = sent.flatMap((s) => s.text.split('\n\n')).filter((p) => !p.startsWith('**'));
    expect(parts).toEqual(Array.from({ length: 12 }, (_, g) => long(g).content));
  });

  it('holds the cap with a smaller one too: a steady stream never passes it', async () => {
    const { b, clock, sent } = bundler({ perWindow: 2 });
    for (let i = 0; i < 40; i++) {
      await b.add(call(i, `${i}`.padEnd(1200, '.')));
      await clock.advance(7 * S);
    }
    await clock.advance(30 * MINUTE);
    expect(b.held()).toBe(0);
    expect(within(sent, 2)).toBe(true);
    expect(sent.flatMap((s) => s.text.split('\n\n')).filter((p) => !p.startsWith('**'))).toHaveLength(40);
  });

  it('sends each DM whole when the bundle fits one DM, else each in its brief form (its call and link)', async () => {
    const full = (g: number, lines: number) => ({
      ...call(
        g,
        [`Your turn in game ${g}: link`, ...Array.from({ length: lines }, (_, i) => `catch-up line ${i}`.padEnd(80, '.'))].join(
          '\n',
        ),
      ),
      brief: `Your turn in game ${g}: link`,
    });
    const small = bundler();
    for (const g of [1, 2, 3]) await small.b.add(full(g, 3));
    await small.clock.advance(MINUTE);
    expect(small.sent[1].text).toBe(['**Your turn in 2 games**', full(2, 3).content, full(3, 3).content].join('\n\n'));
    // Ten games of five lines each would need three DMs: each is its call line instead, in one DM.
    const big = bundler();
    await big.b.add(full(1, 5));
    for (let g = 2; g <= 10; g++) await big.b.add(full(g, 5));
    await big.clock.advance(MINUTE);
    expect(big.sent).toHaveLength(2);
    expect(big.sent[1].text).toBe(
      ['**Your turn in 9 games**', ...Array.from({ length: 9 }, (_, i) => `Your turn in game ${i + 2}: link`)].join('\n\n'),
    );
    // A DM without a brief form (not a turn call) stays whole.
    const mixed = bundler();
    await mixed.b.add(full(1, 5));
    for (let g = 2; g <= 6; g++) await mixed.b.add(full(g, 5));
    await mixed.b.add({ userId: 'amy', content: '🔒 locked\nwhat you asked', locale: 'en' });
    await mixed.clock.advance(MINUTE);
    expect(mixed.sent[1].text.split('\n\n')).toEqual([
      '**Your turn in 5 games, and one more message**',
      ...[2, 3, 4, 5, 6].map((g) => `Your turn in game ${g}: link`),
      '🔒 locked\nwhat you asked',
    ]);
  });

  it('splits a bundle over 2000 characters at DM boundaries, each DM whole', () => {
    const parts = [1, 2, 3, 4, 5].map((n) => `${n}`.repeat(700));
    const dms = bundleTexts(parts, '**Your turn in 5 games**');
    expect(dms.map((d) => d.parts)).toEqual([2, 2, 1]);
    expect(dms.every((d) => d.text.length <= DM_MAX_LENGTH)).toBe(true);
    expect(dms[0].text.startsWith('**Your turn in 5 games**\n\n1111')).toBe(true);
    expect(dms.flatMap((d) => d.text.split('\n\n')).filter((p) => !p.startsWith('**'))).toEqual(parts);
    // A first DM too long to share a DM with the head goes out alone, the head never alone.
    const big = ['x'.repeat(1990), 'y'.repeat(10)];
    expect(bundleTexts(big, '**Your turn in 2 games**').map((d) => d.text)).toEqual(['x'.repeat(1990), 'y'.repeat(10)]);
    // One DM: as it is, no head.
    expect(bundleTexts(['only'], '**head**')).toEqual([{ text: 'only', parts: 1 }]);
  });

  it('sends the held DMs at a stop, at once, and later ones at once as the cap allows', async () => {
    const { b, clock, sent, failures } = bundler();
    await b.add(call(1));
    await b.add(call(2));
    await b.add(call(3));
    await b.add({ userId: 'bo', content: 'Bo 1', locale: 'en', gameId: 1 });
    await b.add({ userId: 'bo', content: 'Bo 2', locale: 'en', gameId: 2 });
    await clock.advance(5 * S);
    await b.flush();
    expect(sent.map((s) => [s.to, s.text])).toEqual([
      ['amy', 'Your turn in game 1'],
      ['bo', 'Bo 1'],
      ['amy', '**Your turn in 2 games**\n\nYour turn in game 2\n\nYour turn in game 3'],
      ['bo', 'Bo 2'],
    ]);
    expect(b.held()).toBe(0);
    expect(clock.pending()).toBe(0);
    // After the stop, nothing is held: a DM goes out at once while the cap allows, else is dropped and said.
    await b.add(call(4));
    await b.add(call(5));
    await b.add(call(6));
    await b.add(call(7));
    expect(sent.filter((s) => s.to === 'amy')).toHaveLength(5);
    expect(failures).toEqual([{ to: 'amy', what: 'dropped', parts: 1 }]);
  });

  it('drops at a stop what the cap would not let go, and says so', async () => {
    const { b, clock, sent, failures } = bundler({ perWindow: 1 });
    await b.add(call(1));
    await b.add(call(2));
    await b.add(call(3));
    await clock.advance(5 * S);
    await b.flush();
    expect(sent).toHaveLength(1);
    expect(failures).toEqual([{ to: 'amy', what: 'dropped', parts: 2 }]);
  });

  it('says a held DM that fails, and still sends the others', async () => {
    const failing = new Set(['amy']);
    const { b, clock, sent, failures } = bundler({
      send: async (to, { text }) => {
        if (failing.has(to) && text.startsWith('**')) throw new Error('Discord is down');
        sent.push({ to, at: clock.now(), text });
      },
    });
    await b.add(call(1));
    await b.add(call(2));
    await b.add(call(3));
    await b.add({ userId: 'bo', content: 'Bo 1', locale: 'en', gameId: 1 });
    await b.add({ userId: 'bo', content: 'Bo 2', locale: 'en', gameId: 2 });
    await clock.advance(MINUTE);
    expect(failures).toEqual([{ to: 'amy', what: 'send', parts: 1 }]);
    expect(sent.map((s) => s.text)).toEqual(['Your turn in game 1', 'Bo 1', 'Bo 2']);
  });

  it('with a window of 0 sends every DM at once (the in-process tests that count DMs as they come)', async () => {
    const { b, sent } = bundler({ windowMs: 0 });
    for (let g = 1; g <= 8; g++) await b.add(call(g));
    expect(sent).toHaveLength(8);
    expect(b.held()).toBe(0);
  });
});
