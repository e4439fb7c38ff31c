// Time that fits people's lives (docs/pacing.md), end to end on a warped clock: the real
// discord.js client and the bot's router, announcer and service in this process, against the
// fake Discord, for 30 days of game time played in seconds. Amy (Tokyo, asleep 23-8, English),
// Bo (Paris, asleep 23-7, French) and Cy (New York, asleep 22-6, off at weekends, Hungarian) set
// their own time with /settings and play The A-Team on a 12-hour clock, each answering a while
// after their turn comes, in their waking hours. Over the month: nobody is pinged or DMed inside
// their quiet hours, days off or vacation; each deadline ends later than a plain clock by exactly
// the hours its player slept; Cy's declared vacation holds his seat for 10 days with no AI
// takeover, and the turn message says why; Bo's undeclared absence spends his allowance by itself,
// then the AI plays; a pause agreed by all stops every clock and reminder until /game resume. Beside
// it, Amy and Bo play Atcha! on a time bank (in French), and Amy and Cy take a move back before a
// throw and fail to after one (in Hungarian).
import { afterAll, describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import type { Actor } from '../../src/services';
import { countedMs, asleepAt, sleptMs, addCounted, type Schedule } from '../../src/services/core/wakingTime';
import * as store from '../../src/store';
import { FakeDiscord } from '../fake-discord/fake';
import type { FakeUser, StoredMessage } from '../fake-discord/types';
import { buttonId, useBotHarness } from '../support/botHarness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 2 March 2026, 00:00 UTC: 09:00 in Tokyo, 01:00 in Paris, Sunday 19:00 in New York. */
const T0 = Date.parse('2026-03-02T00:00:00Z');
/** The month: its A-Team game opens on day 1 and is played for 30 days. */
const MONTH = T0 + DAY;
const END = MONTH + 30 * DAY;
const CLOCK = 12 * HOUR;
const DEFS = new Map(allGames().map((g) => [g.id, g]));

/** How long each answers after their turn comes, in their own waking time (Bo and Cy late enough to be reminded). */
const THINK: Record<string, number> = { amy: 3 * HOUR, bo: 8 * HOUR, cy: 11.5 * HOUR };

describe('a warped month of people living their lives, against the fake Discord', () => {
  const fake = new FakeDiscord({ settleMs: 20 });
  const amy = fake.addUser('amy', { globalName: 'Amy', locale: 'en-US' });
  const bo = fake.addUser('bo', { globalName: 'Bo', locale: 'fr' });
  const cy = fake.addUser('cy', { globalName: 'Cy', locale: 'hu' });
  const people = [amy, bo, cy];
  const bankCh = fake.addChannel('bank');
  const undoCh = fake.addChannel('undo');
  const own: Record<string, Schedule> = {
    [amy.id]: { zone: 'Asia/Tokyo', quiet: { from: 23, to: 8 }, daysOff: [] },
    [bo.id]: { zone: 'Europe/Paris', quiet: { from: 23, to: 7 }, daysOff: [] },
    [cy.id]: { zone: 'America/New_York', quiet: { from: 22, to: 6 }, daysOff: [6, 0] },
  };
  let now = T0;
  const h = useBotHarness(fake, { name: 'pacing', now: () => new Date(now), seed: 77 });
  let db: store.Db | null = null;
  afterAll(() => db?.close());
  const reader = () => (db ??= store.open(h.dbPath));
  const actor = (u: FakeUser): Actor => ({ userId: u.id, name: u.globalName });
  const userOf = (id: string | null) => people.find((p) => p.id === id);
  const gameIn = (channelId: string) => store.gamesWhere(reader(), `channel_id = ? ORDER BY id DESC LIMIT 1`, channelId)[0];

  // ---------------------------------------------------------------- what people hear

  /** Every new message that mentions someone, and every DM, with the warped moment it came. */
  const heard: Array<{ at: number; to: string; dm: boolean; text: string }> = [];
  const seen = new Set<string>();
  const observe = () => {
    const places = [fake.channelId, bankCh.id, undoCh.id];
    for (const ch of [...places, ...places.flatMap((p) => fake.threads(p).map((t) => t.id))])
      for (const m of fake.publicMessages(ch)) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        // As first posted: an edit that adds a mention pings nobody.
        const text = FakeDiscord.view(fake.asPosted(m.id)!).text;
        for (const [, id] of text.matchAll(/<@(\d+)>/g)) heard.push({ at: now, to: id, dm: false, text });
      }
    for (const u of people)
      for (const m of fake.dms(u)) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        heard.push({ at: now, to: u.id, dm: true, text: FakeDiscord.view(m).text });
      }
  };
  /** Cy's declared vacation, as it was: nobody may ping him then. */
  const away: Array<{ who: string; from: number; to: number }> = [];

  // ---------------------------------------------------------------- the clocks seen

  /** Each person's turn as it began: its deadline and the hold of a vacation, if any. */
  const turns = new Map<string, { game: number; user: string; start: number; deadline: number; heldUntil: number | null }>();
  const plans = new Map<string, number>();
  /** Bo stays away without a word from day 17 on; Cy says nothing while on vacation. */
  const silent = (u: FakeUser) =>
    (u === bo && now >= T0 + 17 * DAY) || away.some((a) => a.who === u.id && now >= a.from && now < a.to);
  const track = () => {
    for (const ch of [fake.channelId]) {
      const g = gameIn(ch);
      if (!g || g.status !== 'active' || g.turn.seat === null) continue;
      const seat = store.seatsOf(reader(), g.id)[g.turn.seat];
      const u = userOf(seat.userId);
      const key = `${g.id}:${g.turn.no}`;
      if (!u || seat.away || g.turn.deadline === null || turns.has(key)) continue;
      turns.set(key, { game: g.id, user: u.id, start: now, deadline: g.turn.deadline, heldUntil: g.heldUntil });
      plans.set(key, addCounted(own[u.id], Math.max(now, g.heldUntil ?? now), THINK[u.username]));
    }
  };

  /** The person to move at a table takes their seat's AI's decisions until the turn passes. */
  const play = async (channelId: string, u: FakeUser) => {
    for (let i = 0; i < 30; i++) {
      const g = gameIn(channelId);
      const def = DEFS.get(g.game)!;
      const p = g.status === 'active' && !g.pause ? def.pending(g.match!.state) : null;
      if (!p || store.seatsOf(reader(), g.id)[p.player].userId !== u.id) return;
      const d = aiDecision(def, g.match!)!;
      await h.service.choose({ guildId: fake.guildId, channelId: store.placeOf(g) }, actor(u), d.choice);
      await h.bot.pump();
      observe();
    }
  };

  /** Moves the warped clock to the next moment anything may happen, at most six hours on. */
  const nextMoment = (extra: number[]) => {
    const due: number[] = [now + 6 * HOUR, END, ...extra, ...plans.values()];
    for (const ch of [fake.channelId, bankCh.id]) {
      const g = gameIn(ch);
      if (g?.status === 'active') due.push(g.turn.deadline ?? END, g.remindAt ?? END, g.heldUntil ?? END);
    }
    for (const o of store.outboxRows(reader()))
      due.push(Number(reader().prepare('SELECT post_after AS p FROM outbox WHERE id = ?').pluck().get(o.id) ?? now));
    return Math.max(now + 60_000, Math.min(...due.filter((t) => t > now)));
  };

  it('lets each player set their own time privately, in their own language', async () => {
    const said = async (u: FakeUser, o: Record<string, string>) => (await fake.slash(u, 'settings', o)).message!.content;
    expect(await said(amy, { timezone: 'Tokyo', quiet: '23-8', dm: 'on' })).toContain('🌍 Time zone: Asia/Tokyo');
    expect(await said(bo, { timezone: 'Europe/Paris', quiet: '23-7' })).toContain('🌍 Fuseau horaire\u00a0: Europe/Paris');
    expect(await said(cy, { timezone: 'America/New_York', quiet: '22-6', daysoff: 'szo,v', dm: 'on' })).toContain(
      '📅 Szabadnapok: Szo, V; ezeken nem fogy az időd.',
    );
    // Bad input: the nearest names, in the asker's language, and nothing changes.
    const bad = await fake.slash(bo, 'settings', { timezone: 'Europe/Pariss', quiet: '25-3' });
    expect(bad.ephemeral).toBe(true);
    expect(bad.message!.content).toMatch(
      /^Je ne connais pas le fuseau horaire «\sEurope\/Pariss\s»\. Vouliez-vous dire .*Europe\/Paris/,
    );
    // The zone autocompletes.
    const auto = await fake.autocomplete(amy, 'settings', 'timezone', { timezone: 'kolk' });
    expect(auto.choices?.map((c) => c.value)).toContain('Asia/Kolkata');
  });

  it('takes a move back before a throw and refuses after one (Atcha!, in Hungarian)', async () => {
    const where = { guildId: fake.guildId, channelId: undoCh.id };
    // Forced dice (Amy first: 8 against 7; 6 + 6 lets her bring a piece out and move it), forced moves by hand.
    await h.service.newGameWith(where, actor(amy), 'atcha', {
      dice: [5, 3, 6, 1, 6, 6, 2, 1],
      settings: { language: 'hu', autoForce: false, clockMs: null },
    });
    await h.service.join(where, actor(cy));
    await h.service.start(where, actor(amy));
    await h.bot.pump();
    observe();
    const thread = fake.threads(undoCh.id)[0].id;
    const last = () => fake.publicMessages(thread).at(-1)!;
    await fake.click(amy, last(), buttonId(last(), /^Dobok$/));
    await h.bot.pump();
    await fake.click(amy, last(), buttonId(last(), /^Kihozok egy bábut \(hatossal\)$/));
    await h.bot.pump();
    const offered: StoredMessage = last();
    expect(FakeDiscord.buttons(offered).map((b) => b.label)).toContain('↩️ Visszavonom');
    // Cy's click is refused in his language; Amy's takes it back.
    const other = await fake.click(cy, offered, buttonId(offered, /Visszavonom/));
    expect(other.ephemeral).toBe(true);
    expect(other.message!.content).toBe('Most Amy jön: rajta kívül senki sem vonhat vissza lépést.');
    const back = await fake.click(amy, offered, buttonId(offered, /Visszavonom/));
    expect(back.callbackType).toBe(7);
    expect(FakeDiscord.view(fake.message(offered.id)!).text).toContain('visszavonta: Kihozok egy bábut (hatossal)');
    // Out again, the other six moves it: a further throw follows, and the Undo is offered before it.
    await h.bot.pump();
    await fake.click(amy, last(), buttonId(last(), /^Kihozok egy bábut \(hatossal\)$/));
    await h.bot.pump();
    await fake.click(amy, last(), FakeDiscord.buttons(last()).find((b) => /\(6 lépés\)/.test(b.label))!.customId);
    await h.bot.pump();
    expect(FakeDiscord.buttons(last()).map((b) => b.label)).toEqual(expect.arrayContaining(['Dobok', '↩️ Visszavonom']));
    // Once thrown, nothing before the throw can be taken back.
    await fake.click(amy, last(), buttonId(last(), /^Dobok$/));
    const refused = await fake.slash(amy, 'undo', {}, undefined, thread);
    // Amy's own language is English: her private answers speak it, the game's messages Hungarian.
    expect(refused.message!.content).toMatch(/^You cannot take back past this: Amy .*2 \+ 1\. What is done is done\.$/);
    observe();
  });

  it('shows and spends each player’s time bank (Atcha!, in French)', async () => {
    // 17:00 in Tokyo, 09:00 in Paris: both awake, so every hour counts.
    now = T0 + 8 * HOUR;
    const opened = await fake.slash(
      amy,
      'game',
      { game: 'atcha', clock: 'bank:1d+6h', vacation: 0, language: 'fr' },
      'new',
      bankCh.id,
    );
    expect(opened.message!.content).toContain('réserve de temps\u00a0: 1 jour chacun, 6 heures de plus par tour');
    await fake.click(bo, opened.message!, buttonId(opened.message!, /^Rejoindre$/));
    await fake.click(amy, fake.message(opened.message!.id)!, buttonId(fake.message(opened.message!.id)!, /^Démarrer$/));
    await h.bot.pump();
    observe();
    const g = gameIn(bankCh.id);
    const first = g.turn.seat!;
    const mover = userOf(store.seatsOf(reader(), g.id)[first].userId)!;
    const thread = store.placeOf(g);
    expect(FakeDiscord.view(fake.publicMessages(thread).at(-1)!).text).toContain(
      `🏦 Réserve de temps de ${mover.globalName}\u00a0: il reste 1 jour.`,
    );
    // Answered after 5 hours (she is awake): 19 hours stay in the bank.
    now += 5 * HOUR;
    await play(bankCh.id, mover);
    expect(store.seatsOf(reader(), g.id)[first].bankMs).toBe(19 * HOUR);
    // The other lets his whole bank run out: the AI plays, his bank is empty.
    const other = store.seatsOf(reader(), g.id).find((s) => s.seat !== first)!;
    now = gameIn(bankCh.id).turn.deadline!;
    await h.bot.pump();
    observe();
    expect(store.seatsOf(reader(), g.id)[other.seat].bankMs).toBe(0);
    expect(
      store
        .actionsOf(reader(), g.id)
        .some((a) => a.seat === other.seat && a.decision.kind === 'choice' && a.decision.by === 'clock'),
    ).toBe(true);
    await h.service.cancel({ guildId: fake.guildId, channelId: thread }, actor(amy));
    await h.bot.pump();
    observe();
  });

  it('plays a month of The A-Team in three time zones: nobody pinged asleep, deadlines later by the hours slept', async () => {
    now = MONTH;
    const opened = await fake.slash(amy, 'game', { game: 'ateam', clock: '12h', vacation: 10, absent: 3, language: 'en' }, 'new');
    await fake.click(bo, opened.message!, buttonId(opened.message!, /^Join$/));
    await fake.click(cy, fake.message(opened.message!.id)!, buttonId(fake.message(opened.message!.id)!, /^Join$/));
    await fake.click(amy, fake.message(opened.message!.id)!, buttonId(fake.message(opened.message!.id)!, /^Start$/));
    await h.bot.pump();
    observe();
    track();
    const where = () => ({ guildId: fake.guildId, channelId: store.placeOf(gameIn(fake.channelId)) });
    const thread = where().channelId;
    const script: Array<{ at: number; done: boolean; run: () => Promise<void> }> = [
      {
        // Day 3, in his morning: Cy goes skiing for 10 days.
        at: T0 + 3 * DAY + 14 * HOUR,
        done: false,
        run: async () => {
          const a = await fake.slash(cy, 'away', { until: '10d', reason: 'síelés' }, undefined, thread);
          expect(a.ephemeral).toBe(true);
          expect(a.message!.content).toMatch(/^🏖️ Szabadságon eddig: /);
          away.push({ who: cy.id, from: now, to: now + 10 * DAY });
        },
      },
      {
        // Day 14, Bo's afternoon: he asks for a pause; Amy and Cy agree.
        at: T0 + 14 * DAY + 14 * HOUR,
        done: false,
        run: async () => {
          const ask = await fake.slash(bo, 'game', { reason: 'trip' }, 'pause', thread);
          expect(ask.ephemeral).toBe(false);
          expect(ask.message!.content).toMatch(/^⏸️ Bo asks to pause the game \(trip\)/);
          for (const u of [amy, cy]) {
            const m = fake.message(ask.message!.id)!;
            await fake.click(u, m, buttonId(m, /^Agree$/));
          }
          expect(gameIn(fake.channelId).pausedAt).toBe(now);
        },
      },
      {
        // Day 16: Bo resumes.
        at: T0 + 16 * DAY + 12 * HOUR,
        done: false,
        run: async () => {
          const r = await fake.slash(bo, 'game', {}, 'resume', thread);
          // Public, in the game's language.
          expect(r.message!.content).toBe('▶️ Bo resumed the game: the clocks run again.');
        },
      },
    ];
    let pausedWith: { at: number; deadline: number; user: string } | null = null;
    let quietWhilePaused = true;
    while (now < END && gameIn(fake.channelId).status === 'active') {
      now = nextMoment(script.filter((s) => !s.done).map((s) => s.at));
      const before = heard.length;
      await h.bot.pump();
      observe();
      const g = gameIn(fake.channelId);
      if (g.pausedAt !== null && heard.length > before) quietWhilePaused = false;
      for (const s of script)
        if (!s.done && now >= s.at) {
          s.done = true;
          const was = gameIn(fake.channelId);
          await s.run();
          await h.bot.pump();
          observe();
          const is = gameIn(fake.channelId);
          if (is.pausedAt !== null && was.pausedAt === null)
            pausedWith = { at: now, deadline: is.turn.deadline!, user: store.seatsOf(reader(), is.id)[is.turn.seat!].userId! };
          if (is.pausedAt === null && was.pausedAt !== null && pausedWith) {
            // The clock goes on with what it had left: the same waking time, from now.
            const s = own[pausedWith.user];
            expect(countedMs(s, now, is.turn.deadline!)).toBe(countedMs(s, pausedWith.at, pausedWith.deadline));
          }
        }
      track();
      for (const [key, at] of plans) {
        if (at > now) continue;
        plans.delete(key);
        const t = turns.get(key)!;
        const u = userOf(t.user)!;
        const live = gameIn(fake.channelId);
        if (`${live.id}:${live.turn.no}` !== key || live.pause) continue;
        if (silent(u)) {
          // Back when the silence ends (if the turn is still theirs then).
          const end = Math.max(u === bo ? END : 0, ...away.filter((a) => a.who === u.id).map((a) => a.to));
          plans.set(key, addCounted(own[u.id], Math.max(now, end), HOUR));
          continue;
        }
        await play(fake.channelId, u);
        track();
      }
    }
    const g = gameIn(fake.channelId);
    const log = store.actionsOf(reader(), g.id);
    const seatOf = (u: FakeUser) => store.seatsOf(reader(), g.id).find((s) => s.userId === u.id)!.seat;

    // Nobody was pinged or DMed inside their quiet hours, days off or vacation.
    expect(heard.length).toBeGreaterThan(20);
    const wrong = heard.filter(
      (x) => asleepAt(own[x.to], x.at) || away.some((a) => a.who === x.to && x.at >= a.from && x.at < a.to),
    );
    expect(wrong.map((x) => `${new Date(x.at).toISOString()} ${userOf(x.to)?.username}: ${x.text.slice(0, 60)}`)).toEqual([]);
    expect(heard.filter((x) => x.dm).length).toBeGreaterThan(0);
    // Each deadline ended later than a plain 12-hour clock by exactly the hours its player slept.
    const checked = [...turns.values()].filter((t) => t.game === g.id);

    expect(checked.length).toBeGreaterThan(12);
    for (const t of checked) {
      const from = Math.max(t.start, t.heldUntil ?? t.start);
      expect(t.deadline - from - CLOCK, `${userOf(t.user)?.username} from ${new Date(from).toISOString()}`).toBe(
        sleptMs(own[t.user], from, t.deadline),
      );
    }
    expect(checked.some((t) => t.deadline - Math.max(t.start, t.heldUntil ?? t.start) > CLOCK)).toBe(true);
    // Cy's vacation: his clock held, no AI for him during those 10 days, and his turn message said why.
    const vac = away[0];
    expect(
      log.filter(
        (a) =>
          a.seat === seatOf(cy) &&
          a.decision.kind === 'choice' &&
          a.decision.by === 'clock' &&
          Date.parse(a.at) >= vac.from &&
          Date.parse(a.at) < vac.to,
      ),
    ).toEqual([]);
    expect([...turns.values()].some((t) => t.user === cy.id && t.heldUntil !== null && t.start >= vac.from)).toBe(true);
    const texts = fake.publicMessages(thread).map((m) => FakeDiscord.view(m).text);
    expect(texts.some((t) => t.includes('🏖️ Cy is away until ') && t.includes('(síelés)'))).toBe(true);
    // Bo's silence: his 10 days of allowance spent by themselves (said on the turn message), then the AI played.
    expect(store.seatsOf(reader(), g.id)[seatOf(bo)].vacationMs).toBe(10 * DAY);
    expect(texts.some((t) => t.includes('🏖️ Time ran out for Bo'))).toBe(true);
    expect(
      log.some(
        (a) =>
          a.seat === seatOf(bo) && a.decision.kind === 'choice' && a.decision.by === 'clock' && Date.parse(a.at) >= T0 + 17 * DAY,
      ),
    ).toBe(true);
    // The pause stopped every clock and reminder.
    expect(pausedWith).not.toBeNull();
    expect(quietWhilePaused).toBe(true);
    expect(log.filter((a) => Date.parse(a.at) > pausedWith!.at && Date.parse(a.at) < T0 + 16 * DAY + 12 * HOUR)).toEqual([]);
    if (process.env.PACING_TIMELINE)
      for (const x of heard) {
        const s = own[x.to];
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone: s.zone,
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
        }).format(x.at);
        console.log(
          `${local.padEnd(20)} ${userOf(x.to)!.globalName.padEnd(3)} ${x.dm ? 'DM  ' : 'post'} ${x.text.split('\n')[0].slice(0, 90)}`,
        );
      }
  }, 120_000);

  it('kept every Discord rule and logged no failure', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.unknownRoutes).toEqual([]);
    expect(h.logged.records()).toEqual([]);
  });
});
