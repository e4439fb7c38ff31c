// `/settings` (docs/pacing.md): each user's own time zone, quiet hours, days off and DMs, kept per
// user, shown with no option, explained on /status where they lengthen a deadline; bad input is
// answered privately and changes nothing. And the per-user limit on interactions.
import { describe, expect, it } from 'vitest';
import { createService } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import {
  alice,
  bob,
  clockedService,
  DAY,
  here,
  HOUR,
  RULES_DIR,
  started,
  stubRender,
  tempDb,
  testClock,
} from '../support/service';
import { serviceStore } from '../support/stores';

const text = async (a: Promise<{ reply: { content: string; ephemeral: boolean } }>) => {
  const r = (await a).reply;
  expect(r.ephemeral).toBe(true);
  return r.content;
};

describe('/settings', () => {
  it('shows nothing set at first, then keeps what is set, per user, and says so in the reader’s language', async () => {
    const svc = await clockedService(testClock(Date.parse('2026-01-05T03:00:00Z')));
    const none = await text(svc.settings(alice, {}));
    expect(none).toContain('🌍 Time zone: none, so your turn clocks run day and night.');
    expect(none).toContain('💤 Quiet hours: none.');
    expect(none).toContain('✉️ Direct message on your turn: off');
    const saved = await text(svc.settings(alice, { timezone: 'Tokyo', quiet: '23-8', daysoff: 'sat,sun', dm: true }));
    expect(saved.split('\n')).toEqual([
      '✅ Saved: your clocks count your waking hours from your next turn.',
      '**Your own time** (kept across servers; only you see this):',
      '🌍 Time zone: Asia/Tokyo (Tokyo: it is 12:00 there).',
      '💤 Quiet hours 23–8: your clock does not count them, and nobody pings you then.',
      '📅 Days off: Sat, Sun; your clock does not count them.',
      '✉️ Direct message on your turn: on (`/settings dm:`).',
    ]);
    // /notify dm is the same switch.
    await svc.notify(alice, false);
    expect(await text(svc.settings(alice, {}))).toContain('✉️ Direct message on your turn: off');
    // Bob's are his own; in French for a French reader.
    const fr = await text(svc.settings({ ...bob, locale: 'fr' }, {}));
    expect(fr).toContain('🌍 Fuseau horaire\u00a0: aucun');
    // Clearing with off.
    const cleared = await text(svc.settings(alice, { quiet: 'off', daysoff: 'off' }));
    expect(cleared).toContain('💤 Quiet hours: none.');
    expect(cleared).toContain('📅 Days off: none');
    expect(cleared).toContain('Asia/Tokyo');
  });

  it('answers an unknown zone with the nearest names, and bad hours or days, changing nothing', async () => {
    const svc = await clockedService(testClock());
    await svc.settings(alice, { timezone: 'Europe/Paris', quiet: '23-7' });
    const before = await text(svc.settings(alice, {}));
    const zone = await text(svc.settings(alice, { timezone: 'Europe/Pariss', quiet: '22-6' }));
    expect(zone).toMatch(/^I do not know the time zone "Europe\/Pariss"\. Did you mean .*`Europe\/Paris`/);
    expect(await text(svc.settings(alice, { quiet: '25-3' }))).toBe(
      'I cannot read the quiet hours "25-3": write the hours you sleep like 23-8 (whole hours from 0 to 24, at most 16 of them), or off.',
    );
    expect(await text(svc.settings(alice, { daysoff: 'sat,sun,mon,tue,wed,thu' }))).toMatch(/^I cannot read the days off/);
    expect(await text(svc.settings(alice, {}))).toBe(before);
    // Hours without a zone mean nothing.
    expect(await text(svc.settings(bob, { quiet: '23-8' }))).toBe(
      'Quiet hours and days off are counted on your own clock: set your time zone too (`timezone:`).',
    );
    expect(await text(svc.settings(bob, {}))).toContain('💤 Quiet hours: none.');
  });

  it('explains on /status a deadline that sleep makes later', async () => {
    const clock = testClock(Date.parse('2026-01-05T03:00:00Z')); // noon in Tokyo
    const svc = await clockedService(clock);
    await svc.settings(alice, { timezone: 'Asia/Tokyo', quiet: '23-8' });
    await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: DAY, vacationMs: 0 });
    const status = (await svc.status(here)).reply.content;
    expect(status).toContain('💤 Alice sleeps 23–8 (Tokyo): the clock counts only their waking hours.');
    expect(status).toContain(`⏳ Time for this turn: until <t:${(clock.now + DAY + 9 * HOUR) / 1000}:f>.`);
  });
});

describe('the per-user limit', () => {
  it('answers a user past the limit with a private "slow down" that does no work, others and later clicks go on', async () => {
    let ms = 0;
    const svc = await createService({
      ...(await serviceStore(tempDb())),
      games: [diceRace],
      render: stubRender,
      seed: () => 1,
      rulesDir: RULES_DIR,
      rateLimit: { count: 3, windowMs: 10_000 },
      rateClock: () => ms,
    });
    await svc.newGame(here, alice, 'dice-race', 0);
    expect((await svc.status(here, alice)).reply.ephemeral).toBe(true);
    expect((await svc.help(here, alice)).reply.ephemeral).toBe(true);
    const slow = await svc.cancel(here, alice);
    expect(slow.reply).toEqual({
      ephemeral: true,
      content:
        'Slow down a little: that was more than 3 commands or clicks in 10 seconds, so I left this one alone. Try again in a moment.',
      rows: [],
    });
    // The cancel did nothing: Bob (his own count) joins the lobby still open.
    expect((await svc.join(here, bob)).reply.content).toBe('You took a seat.');
    expect((await svc.status(here, bob)).reply.content).toContain('2. Bob');
    ms += 9_999;
    expect((await svc.cancel(here, alice)).reply.content).toMatch(/^Slow down/);
    ms += 1;
    expect((await svc.cancel(here, alice)).reply.content).not.toMatch(/^Slow down/);
  });
});
