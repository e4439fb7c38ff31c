// Groups that speak French or Hungarian play a whole game against the fake
// Discord, with the real discord.js client and the bot's router, announcer and service in this
// process. Every interaction carries its user's Discord language and the guild's preferred one,
// as Discord sends them. Each group plays from `/game new` to the winner (a seed with a short
// game; a person's decision is what the seat's AI would take, sent as a click, and AI seats and
// forced decisions are the bot's own), and every text a player reads is checked: none holds
// English words of the catalogues, and known texts appear as that language's catalogue says them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { Locale } from '../../src/engine/text';
import { allGames } from '../../src/games/registry';
import type { RenderBoard } from '../../src/render/contract';
import type { AnyGame } from '../../src/services';
import { FakeDiscord, type Outcome } from '../fake-discord/fake';
import { isPng } from '../fake-discord/limits';
import { everyComponent } from '../fake-discord/view';
import type { FakeUser, Json, StoredMessage } from '../fake-discord/types';
import { REPO } from '../support/bot';
import { BotHarness } from '../support/botHarness';
import { PNG_1x1 } from '../support/service';
import { englishIn, englishOnly } from '../support/english';
import { voice } from '../support/text';

const GAMES = new Map(allGames().map((g) => [g.id, g as AnyGame]));

/**
 * A fake Discord and the bot on it, with a render spy: what each picture was asked to print (the
 * picture itself stubbed: drawing the words in each language is test/render's).
 */
function table(opts: { guildLocale: string; seed: number }) {
  const fake = new FakeDiscord({ settleMs: 60, guildLocale: opts.guildLocale });
  const pictures: Array<{ locale: string; texts: string[] }> = [];
  const spy: RenderBoard = (game, scene, seats, caption, words) => {
    const texts = [
      caption.title,
      caption.whose,
      caption.words?.turn ?? '',
      caption.words?.toMove ?? '',
      ...(caption.groups ?? []).map((g) => g.label),
      ...(scene.notes ?? []),
      ...(scene.seatLines ?? []),
      ...(scene.markers ?? []).map((m) => m.label),
    ];
    pictures.push({ locale: words?.locale ?? 'en', texts: texts.filter(Boolean) });
    return PNG_1x1;
  };
  return Object.assign(new BotHarness(fake, { name: 'lang', seed: opts.seed, render: spy }), { pictures });
}

type Table = ReturnType<typeof table>;

/** Everything a message shows a reader: its text, its buttons' labels, its menus' placeholders and options. */
function shown(m: StoredMessage): string[] {
  const out = [FakeDiscord.view(m).text];
  for (const c of everyComponent(m.components)) {
    if (typeof c?.label === 'string') out.push(c.label);
    if (typeof c?.placeholder === 'string') out.push(c.placeholder);
    for (const o of (c?.options ?? []) as Json[]) out.push(String(o.label), ...(o.description ? [String(o.description)] : []));
  }
  return out.filter((s) => s.length > 0);
}

/** Every text the outcome showed: the answer, its follow-ups, and the messages it edited. */
const outcomeTexts = (o: Outcome): string[] =>
  [o.message, ...o.followUps, ...o.edited].filter((m): m is StoredMessage => m !== null).flatMap(shown);

function buttonId(m: StoredMessage, label: string): string {
  const b = FakeDiscord.buttons(m).find((x) => x.label === label && !x.disabled);
  if (!b)
    throw new Error(
      `no button "${label}" on: ${FakeDiscord.buttons(m)
        .map((x) => x.label)
        .join(' | ')}`,
    );
  return b.customId;
}

/** The choice a custom id or menu value carries (`pick:<game>:<version>:<choice>`). */
const choiceOf = (customId: string): string => customId.split(':').slice(3).join(':');

/**
 * Plays the game in `thread` to its end: a shadow of the match (same game, seats and seed)
 * tells what the seat's AI takes at each decision. The bot takes the AI seats' and the forced
 * decisions itself (its auto-mover); a person's decision is clicked on the turn message, as a
 * button or a menu option. Returns every public text seen on the way and the clicks made.
 */
async function playToEnd(
  t: Table,
  def: AnyGame,
  seatsAi: boolean[],
  seed: number,
  people: FakeUser[],
  thread: string,
  /** Someone who clicks the first decision before its player does (and must be refused). */
  intruder?: FakeUser,
  /** Stop after this many clicks (the game then goes on without us). */
  maxClicks = Infinity,
): Promise<{ texts: string[]; clicks: number; match: Match; refused: Outcome | null }> {
  let match = createMatch(
    def,
    seatsAi.map((ai, i) => ({ name: `Seat ${i + 1}`, ai })),
    {},
    seed,
  ).match;
  let turnSeat = -1;
  let turnStep = 0;
  const texts: string[] = [];
  let clicks = 0;
  let refused: Outcome | null = null;
  for (let guard = 0; guard < 2000; guard++) {
    const p = def.pending(match.state);
    if (!p || def.outcome(match.state) !== null || clicks >= maxClicks) break;
    if (p.player !== turnSeat) [turnSeat, turnStep] = [p.player, match.step];
    const d = aiDecision(def, match, p)!;
    // What the bot's auto-mover takes (src/services/play/autoMover.ts): an AI seat, or the one
    // public choice of a decision that does not open a player's turn with a roll.
    const only = p.choices.length === 1 ? p.choices[0] : null;
    const opening = match.step === turnStep;
    const byBot = seatsAi[p.player] || (only && !only.secret && only.card === undefined && !(only.roll && opening));
    if (!byBot) {
      const who = people[p.player];
      const turn = t.fake.publicMessages(thread).at(-1)!;
      texts.push(...shown(turn));
      const button = FakeDiscord.buttons(turn).find((b) => b.customId.startsWith('pick:') && choiceOf(b.customId) === d.choice);
      const menu = FakeDiscord.selects(turn).find((s) => s.options.some((o) => o.value === d.choice));
      if (intruder && !refused && button) {
        refused = await t.track(t.fake.click(intruder, turn, button.customId));
        expect(refused.ephemeral).toBe(true);
        texts.push(...outcomeTexts(refused));
      }
      let out: Outcome;
      if (button) out = await t.track(t.fake.click(who, turn, button.customId));
      else if (menu) out = await t.track(t.fake.select(who, turn, menu.customId, [d.choice]));
      else throw new Error(`step ${match.step}: "${d.choice}" is not offered on: ${shown(turn).join(' | ')}`);
      expect(out.ephemeral).toBe(false);
      texts.push(...outcomeTexts(out));
      clicks++;
    }
    const next = applyDecision(def, match, d, p);
    if (!next.ok) throw new Error(next.error);
    match = next.value.match;
  }
  return { texts, clicks, match, refused };
}

/** No English word of the catalogues in any of `texts` (each text named in the failure). */
function expectNoEnglish(texts: readonly string[], game: string, locale: Locale, names: readonly string[]): void {
  const english = englishOnly(game, locale, names);
  const leaks = texts.map((s) => ({ s, words: englishIn(s, english) })).filter((x) => x.words.length > 0);
  expect(leaks).toEqual([]);
}

/** The "## Résumé" / "## Összefoglaló" section's first paragraph of a game's rules page. */
function summaryLine(game: string, locale: 'fr' | 'hu'): string {
  const page = readFileSync(join(REPO, 'docs/games', `${game}.${locale}.md`), 'utf8');
  const after = page.split(/^## .*$/m)[1];
  return after.trim().split('\n')[0];
}

describe('a French group plays The Action Man Game to the winner', () => {
  // Seed 72: a short game (30 decisions of the person's, the AI's own and forced ones aside).
  const SEED = 72;
  const t = table({ guildLocale: 'fr', seed: SEED });
  const amelie = t.fake.addUser('amelie', { globalName: 'Amélie', locale: 'fr' });
  const bastien = t.fake.addUser('bastien', { globalName: 'Bastien', locale: 'fr' });
  const fr = voice({ game: 'action-man', locale: 'fr' });
  const en = voice({ game: 'action-man', locale: 'en' });
  // The AI seat, Blue in a game of two, is named after its colour as the lobby shows it: "IA Bleu".
  const NAMES = ['Amélie', 'Bastien', fr.t('seat.ai-name', { hasRole: 'yes', role: fr.say({ key: 'role.blue' }), n: 2 })];
  /** Every text a player read, public or private. */
  const seen: string[] = [];
  let thread = '';

  beforeAll(() => t.start(), 40_000);
  afterAll(() => t.stop(), 20_000);

  it('opens a lobby in French (the server is French), takes an AI seat and opens a French thread', async () => {
    const opened = await t.track(t.fake.slash(amelie, 'game', { game: 'action-man' }, 'new'));
    const lobby = opened.message!;
    expect(opened.ephemeral).toBe(false);
    expect(lobby.content).toContain(fr.say({ key: 'name' }));
    expect(lobby.content).toContain(fr.t('lobby.language', { language: fr.t('language.fr') }));
    expect(FakeDiscord.buttons(lobby).map((b) => b.label)).toEqual(
      expect.arrayContaining([fr.t('lobby.button.join'), fr.t('lobby.button.ai'), fr.t('lobby.button.start')]),
    );
    expect(FakeDiscord.buttons(lobby).map((b) => b.label)).not.toContain(en.t('lobby.button.join'));
    seen.push(...shown(lobby));
    // Bastien watches: Amélie plays against an AI (the game is two seats at its shortest).
    const ai = await t.track(t.fake.click(amelie, lobby, buttonId(lobby, fr.t('lobby.button.ai'))));
    seen.push(...outcomeTexts(ai));
    const now = t.fake.message(lobby.id)!;
    // Only the creator starts: Bastien is told so, in French.
    const denied = await t.track(t.fake.click(bastien, now, buttonId(now, fr.t('lobby.button.start'))));
    expect(denied.ephemeral).toBe(true);
    expect(denied.message!.content).toBe(fr.t('lobby.only-creator-starts', { name: 'Amélie' }));
    seen.push(...outcomeTexts(denied));
    const started = await t.track(t.fake.click(amelie, now, buttonId(now, fr.t('lobby.button.start'))));
    seen.push(...outcomeTexts(started), ...shown(t.fake.message(lobby.id)!));
    const [made] = t.fake.threads(t.fake.channelId);
    thread = made.id;
    expect(made.name).toMatch(new RegExp(`^${fr.say({ key: 'name' })} · Amélie, `));
    seen.push(made.name);
  });

  it('plays to the winner through French buttons and menus, every picture captioned in French', async () => {
    const def = GAMES.get('action-man')!;
    // Bastien, who watches, clicks Amélie's first decision: refused, in French.
    const played = await playToEnd(t, def, [false, true], SEED, [amelie], thread, bastien);
    expect(played.refused!.message!.content).toBe(fr.t('game.not-playing'));
    seen.push(...played.texts);
    expect(played.clicks).toBeGreaterThan(10);
    const outcome = def.outcome(played.match.state)!;
    expect(outcome.winners.length).toBe(1);
    const last = t.fake.publicMessages(thread).at(-1)!;
    const winner = outcome.winners[0] === 0 ? `<@${amelie.id}>` : NAMES[2];
    expect(FakeDiscord.view(last).text).toContain(fr.t('turn.won', { who: winner }).split(winner)[0]);
    expect(FakeDiscord.view(last).text).toContain(winner);
    expect(FakeDiscord.buttons(last).map((b) => b.label)).toEqual([
      fr.t('turn.rematch'),
      fr.t('turn.replay'),
      fr.t('story.details'),
    ]);
    // The turn messages of the thread, in their last state: a real picture on the final one and on
    // each whose decision was on the board (a plain roll that found no move has none).
    expectPictured(t.fake.publicMessages(thread));
    for (const m of t.fake.publicMessages(thread)) seen.push(...shown(m));
    // The turn messages name the game and the turn in French.
    expect(FakeDiscord.view(last).text).toContain(fr.t('turn.head', { game: fr.say({ key: 'name' }), n: 1 }).split('1')[0]);
    // Every picture: French board words, and the caption's words as the French catalogue says them.
    expect(t.pictures.length).toBeGreaterThan(5);
    expect(new Set(t.pictures.map((p) => p.locale))).toEqual(new Set(['fr']));
    const captions = t.pictures.flatMap((p) => p.texts);
    expect(captions).toContain(fr.t('caption.to-move'));
    expectNoEnglish(captions, 'action-man', 'fr', NAMES);
  }, 120_000);

  it('answers an out-of-turn click, /help, /rules, /log, /status and /hand in French', async () => {
    const asked: Outcome[] = [];
    // Rematch asked by someone who did not play: refused in French.
    const last = t.fake.publicMessages(thread).at(-1)!;
    const rematch = await t.track(t.fake.click(bastien, last, buttonId(last, fr.t('turn.rematch'))));
    expect(rematch.message!.content).toBe(fr.t('rematch.not-seated'));
    asked.push(rematch);
    const help = await t.track(t.fake.slash(bastien, 'help', {}, undefined, thread));
    expect(help.texts.join('\n')).toContain(fr.t('help.title'));
    const rules = await t.track(t.fake.slash(amelie, 'rules', {}, undefined, thread));
    expect(rules.texts.join('\n')).toContain(summaryLine('action-man', 'fr'));
    const log = await t.track(t.fake.slash(amelie, 'log', {}, undefined, thread));
    const status = await t.track(t.fake.slash(bastien, 'status', {}, undefined, thread));
    const hand = await t.track(t.fake.slash(amelie, 'hand', {}, undefined, thread));
    asked.push(help, rules, log, status, hand);
    for (const o of [help, rules, log, status, hand]) expect(o.ephemeral).toBe(true);
    expect(log.texts.join('\n').length).toBeGreaterThan(50);
    for (const o of asked) seen.push(...outcomeTexts(o));
  }, 60_000);

  it('said nothing in English anywhere, broke no Discord limit and logged no failure', () => {
    expect(seen.length).toBeGreaterThan(50);
    expectNoEnglish(seen, 'action-man', 'fr', NAMES);
    // The AI is "IA Bleu" everywhere (lobby, story, winner line, log), never the English "Bot".
    expect(seen.join('\n')).toContain(NAMES[2]);
    expect(seen.filter((s) => /\bBot\b/.test(s))).toEqual([]);
    // The check sees English where there is some: the same answers in English.
    const english = englishOnly('action-man', 'fr', NAMES);
    for (const key of ['game.not-playing', 'rematch.not-seated', 'caption.to-move', 'turn.rematch'])
      expect(englishIn(en.t(key), english), key).not.toEqual([]);
    // And it did say French things: the catalogue's own words turn up.
    const all = seen.join('\n');
    expect(all).toContain(fr.t('help.title'));
    expect(t.fake.violations).toEqual([]);
    expect(t.outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(t.logged.records()).toEqual([]);
  });
});

describe('a Hungarian group plays Atcha! to the winner', () => {
  // Seed 203: a short game of two people (57 decisions of theirs).
  const SEED = 203;
  const t = table({ guildLocale: 'hu', seed: SEED });
  const bence = t.fake.addUser('bence', { globalName: 'Bence', locale: 'hu' });
  const zsofi = t.fake.addUser('zsofi', { globalName: 'Zsófi', locale: 'hu' });
  const hu = voice({ game: 'atcha', locale: 'hu' });
  const en = voice({ game: 'atcha', locale: 'en' });
  const NAMES = ['Bence', 'Zsófi'];
  const seen: string[] = [];
  let thread = '';

  beforeAll(() => t.start(), 40_000);
  afterAll(() => t.stop(), 20_000);

  it('opens a Hungarian lobby (the server is Hungarian) and a Hungarian thread', async () => {
    const opened = await t.track(t.fake.slash(bence, 'game', { game: 'atcha' }, 'new'));
    const lobby = opened.message!;
    expect(lobby.content).toContain(hu.t('lobby.language', { language: hu.t('language.hu') }));
    expect(FakeDiscord.buttons(lobby).map((b) => b.label)).not.toContain(en.t('lobby.button.start'));
    seen.push(...shown(lobby));
    const joined = await t.track(t.fake.click(zsofi, lobby, buttonId(lobby, hu.t('lobby.button.join'))));
    seen.push(...outcomeTexts(joined));
    expect(t.fake.message(lobby.id)!.content).toContain('Zsófi');
    const now = t.fake.message(lobby.id)!;
    const started = await t.track(t.fake.click(bence, now, buttonId(now, hu.t('lobby.button.start'))));
    seen.push(...outcomeTexts(started), ...shown(t.fake.message(lobby.id)!));
    const [made] = t.fake.threads(t.fake.channelId);
    thread = made.id;
    expect(made.name).toBe(`${hu.say({ key: 'name' })} · Bence, Zsófi`);
    seen.push(made.name);
  });

  it('plays to the winner through Hungarian buttons, an out-of-turn click refused in Hungarian', async () => {
    const def = GAMES.get('atcha')!;
    const first = def.pending(
      createMatch(
        def,
        [0, 1].map((i) => ({ name: `${i}`, ai: false })),
        {},
        SEED,
      ).match.state,
    )!;
    const other = first.player === 0 ? zsofi : bence;
    const played = await playToEnd(t, def, [false, false], SEED, [bence, zsofi], thread, other);
    const mover = first.player === 0 ? 'Bence' : 'Zsófi';
    expect(played.refused!.message!.content).toBe(hu.t('game.not-your-turn', { name: mover }));
    seen.push(...played.texts);
    const outcome = def.outcome(played.match.state)!;
    expect(outcome.winners.length).toBe(1);
    const last = t.fake.publicMessages(thread).at(-1)!;
    const winner = `<@${[bence, zsofi][outcome.winners[0]].id}>`;
    expect(FakeDiscord.view(last).text).toContain(hu.t('turn.won', { who: winner }));
    expect(FakeDiscord.buttons(last).map((b) => b.label)).toEqual([
      hu.t('turn.rematch'),
      hu.t('turn.replay'),
      hu.t('story.details'),
    ]);
    expectPictured(t.fake.publicMessages(thread));
    for (const m of t.fake.publicMessages(thread)) seen.push(...shown(m));
    expect(new Set(t.pictures.map((p) => p.locale))).toEqual(new Set(['hu']));
    const captions = t.pictures.flatMap((p) => p.texts);
    expect(captions).toContain(hu.t('caption.to-move'));
    expect(captions).toContain(hu.t('caption.turn', { n: 2 }));
    expectNoEnglish(captions, 'atcha', 'hu', NAMES);
  }, 120_000);

  it('answers /help, /rules, /log, /status and /hand in Hungarian', async () => {
    const ask = (u: FakeUser, name: string) => t.track(t.fake.slash(u, name, {}, undefined, thread));
    const help = await ask(zsofi, 'help');
    expect(help.texts.join('\n')).toContain(hu.t('help.title'));
    const rules = await ask(bence, 'rules');
    expect(rules.texts.join('\n')).toContain(summaryLine('atcha', 'hu'));
    const asked = [help, rules, await ask(bence, 'log'), await ask(zsofi, 'status'), await ask(zsofi, 'hand')];
    for (const o of asked) {
      expect(o.ephemeral).toBe(true);
      seen.push(...outcomeTexts(o));
    }
  }, 60_000);

  it('said nothing in English anywhere, broke no Discord limit and logged no failure', () => {
    expect(seen.length).toBeGreaterThan(50);
    expectNoEnglish(seen, 'atcha', 'hu', NAMES);
    expect(t.fake.violations).toEqual([]);
    expect(t.outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(t.logged.records()).toEqual([]);
  });
});

describe('a mixed group: a French game, one player on Hungarian', () => {
  const SEED = 203;
  const t = table({ guildLocale: 'en-US', seed: SEED });
  const amy = t.fake.addUser('amy', { globalName: 'Amy', locale: 'fr' });
  const zoe = t.fake.addUser('zoe', { globalName: 'Zoé', locale: 'hu' });
  const fr = voice({ game: 'atcha', locale: 'fr' });
  const hu = voice({ game: 'atcha', locale: 'hu' });
  const NAMES = ['Amy', 'Zoé'];

  beforeAll(() => t.start(), 40_000);
  afterAll(() => t.stop(), 20_000);

  it('speaks French in public and Hungarian to the Hungarian player, privately', async () => {
    const publicTexts: string[] = [];
    const zoeTexts: string[] = [];
    const opened = await t.track(t.fake.slash(amy, 'game', { game: 'atcha', language: 'fr' }, 'new'));
    const lobby = opened.message!;
    expect(lobby.content).toContain(fr.t('lobby.language', { language: fr.t('language.fr') }));
    // Zoé's own click is answered in Hungarian (Amy alone may start), the lobby stays French.
    const denied = await t.track(t.fake.click(zoe, lobby, buttonId(lobby, fr.t('lobby.button.start'))));
    expect(denied.message!.content).toBe(hu.t('lobby.only-creator-starts', { name: 'Amy' }));
    zoeTexts.push(...outcomeTexts(denied));
    await t.track(t.fake.click(zoe, lobby, buttonId(lobby, fr.t('lobby.button.join'))));
    const now = t.fake.message(lobby.id)!;
    await t.track(t.fake.click(amy, now, buttonId(now, fr.t('lobby.button.start'))));
    publicTexts.push(...shown(t.fake.message(lobby.id)!));
    const [made] = t.fake.threads(t.fake.channelId);
    expect(made.name).toBe(`${fr.say({ key: 'name' })} · Amy, Zoé`);
    publicTexts.push(made.name);

    // A few turns each, the first decision clicked by the wrong player.
    const def = GAMES.get('atcha')!;
    const first = def.pending(
      createMatch(
        def,
        [0, 1].map((i) => ({ name: `${i}`, ai: false })),
        {},
        SEED,
      ).match.state,
    )!;
    const [mover, other] = first.player === 0 ? [amy, zoe] : [zoe, amy];
    const played = await playToEnd(t, def, [false, false], SEED, [amy, zoe], made.id, other, 8);
    const refusal = played.refused!.message!.content;
    const voiceOf = other === zoe ? hu : fr;
    expect(refusal).toBe(voiceOf.t('game.not-your-turn', { name: mover.globalName }));
    for (const m of t.fake.publicMessages(made.id)) publicTexts.push(...shown(m));
    expect(new Set(t.pictures.map((p) => p.locale))).toEqual(new Set(['fr']));
    publicTexts.push(...t.pictures.flatMap((p) => p.texts));

    // Zoé's private answers: /hand, /status, /log, /help and an error, all in Hungarian.
    const ask = (name: string) => t.track(t.fake.slash(zoe, name, {}, undefined, made.id));
    const help = await ask('help');
    expect(help.texts.join('\n')).toContain(hu.t('help.title'));
    const turn = t.fake.publicMessages(made.id).at(-1)!;
    const pick = FakeDiscord.buttons(turn).find((b) => b.customId.startsWith('pick:'))!;
    const whose = def.pending(played.match.state)!.player;
    // The one whose turn it is not clicks: refused in their own language.
    const outOfTurn = await t.track(t.fake.click(whose === 1 ? amy : zoe, turn, pick.customId));
    const asked = [help, await ask('hand'), await ask('status'), await ask('log')];
    for (const o of asked) expect(o.ephemeral).toBe(true);
    zoeTexts.push(...asked.flatMap(outcomeTexts));
    if (whose === 0) zoeTexts.push(...outcomeTexts(outOfTurn));
    expect(outOfTurn.message!.content).toBe((whose === 0 ? hu : fr).t('game.not-your-turn', { name: NAMES[whose] }));

    expectNoEnglish(publicTexts, 'atcha', 'fr', NAMES);
    expectNoEnglish(zoeTexts, 'atcha', 'hu', NAMES);
    // Public texts are not Hungarian, and Zoé's are not French: each side's own words only.
    expect(publicTexts.join('\n')).not.toContain(hu.t('caption.to-move'));
    expect(zoeTexts.join('\n')).toContain(hu.t('help.title'));
    expect(t.fake.violations).toEqual([]);
    expect(t.outcomes.flatMap((o) => o.errors)).toEqual([]);
    expect(t.logged.records()).toEqual([]);
  }, 90_000);
});

/** The final message has its picture, and most turn messages one (each decision on the board). */
function expectPictured(messages: ReadonlyArray<{ attachments: ReadonlyArray<{ data: Buffer }> }>): void {
  const pictured = (m: (typeof messages)[number]) => m.attachments.some((a) => isPng(a.data));
  expect(pictured(messages.at(-1)!)).toBe(true);
  expect(messages.filter(pictured).length).toBeGreaterThan(messages.length / 2);
}
