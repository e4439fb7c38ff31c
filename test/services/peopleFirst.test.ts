// People first: a text names the player, with the role or colour beside it
// ("Amy (Red)") at its first mention in a line; a seat handed to the AI says so; AI seats are
// named after their role, the same in the lobby and the game, and never like a seated person.
import { describe, expect, it } from 'vitest';
import { LOCALES, tx, type Locale } from '../../src/engine/text';
import { allGames } from '../../src/games/registry';
import type { SeatTag } from '../../src/services/core/texts';
import { aiNames } from '../../src/services/messages/aiNames';
import { TEXTS } from '../support/text';
import { alice, bob, drain, here, lastTurn, makeService, post, row, tempDb } from '../support/service';

const RED = tx('dice-race:role.red');
const BLUE = tx('dice-race:role.blue');

/** A voice whose seats are tagged as the services tag them. */
const voice = (locale: Locale, tags: SeatTag[]) => TEXTS.voice(locale, { game: 'dice-race', seat: (n) => tags[n] });

describe('a seat in a text', () => {
  it('reads "Amy (Red)" at its first mention in a line and "Amy" after it, in every language', () => {
    const tags = [
      { name: 'Amy', role: RED },
      { name: 'Bo', role: BLUE },
    ];
    // A-Team's "{who} reaches the VAULT: ... so {who} turns out to pursue {holder}": one seat twice, another once.
    const text = tx('ateam:event.pursues', { who: { seat: 0 }, holder: { seat: 1 } });
    expect(voice('en', tags).say(text)).toBe(
      'Amy (Red) reaches the VAULT: the formula is gone, so Amy turns out to pursue Bo (Blue)',
    );
    expect(voice('fr', tags).say(text)).toMatch(/^Amy \(Rouge\) [^()]* Amy [^()]*Bo \(Bleu\)$/);
    expect(voice('hu', tags).say(text)).toMatch(/^Amy \(Piros\) [^()]*, és üldözőbe veszi Bót \(Kék\)$/);
    // Each line starts afresh: the next line names Amy in full again.
    expect(voice('en', tags).say(tx('event.rolls', { who: { seat: 0 }, die: 3 }))).toMatch(/^Amy \(Red\) /);
  });

  it('says when the AI plays a person’s seat, with a neutral form in every language', () => {
    const tags = [{ name: 'Amy', role: RED, away: true }];
    const said = Object.fromEntries(LOCALES.map((l) => [l, voice(l, tags).t('game.ai-stuck', { name: { seat: 0 } })]));
    expect(said.en).toContain('Amy (Red, played by the AI)');
    expect(said.fr).toContain('Amy (Rouge, l’IA joue à sa place)');
    expect(said.hu).toContain('Amy (Piros, helyette a gép játszik)');
  });

  it('names a seat without a role (a lobby, a test) by its name alone', () => {
    expect(voice('en', [{ name: 'Amy' }]).t('game.ai-stuck', { name: { seat: 0 } })).toMatch(/^⚠ Amy could not/);
  });
});

describe('AI seats', () => {
  const draft = (name: string, ai = false) => ({ userId: ai ? null : `u-${name}`, name, ai });

  const ROLES = [tx('ateam:role.hannibal'), tx('ateam:role.face'), tx('ateam:role.murdock')];
  const COLOURS = [RED, BLUE, tx('dice-race:role.green')];
  const game = (locale: Locale, id: string) => TEXTS.voice(locale, { game: id });

  it('are named after their role in the game’s language, one name everywhere', () => {
    const seats = [draft('Amy'), draft('AI', true), draft('AI', true)];
    expect(aiNames(game('en', 'ateam'), seats, ROLES)).toEqual(['Amy', 'AI Face', 'AI Murdock']);
    expect(aiNames(game('fr', 'ateam'), seats, ROLES)).toEqual(['Amy', 'IA Futé', 'IA Looping']);
    expect(aiNames(game('hu', 'ateam'), seats, ROLES)).toEqual(['Amy', 'Gépi Szépfiú', 'Gépi Murdock']);
    expect(aiNames(game('fr', 'dice-race'), seats, COLOURS)).toEqual(['Amy', 'IA Bleu', 'IA Vert']);
    expect(aiNames(game('hu', 'dice-race'), seats, COLOURS)).toEqual(['Amy', 'Gépi Kék', 'Gépi Zöld']);
    // No "Bot" outside English, and a number only when the role is not known.
    expect(aiNames(game('hu', 'dice-race'), seats, null)).toEqual(['Amy', '2. gép', '3. gép']);
  });

  it('never take a seated person’s name, however the person is named', () => {
    const en = game('en', 'dice-race');
    const seats = [draft('AI Blue'), draft(' ai green 🤖 '), draft('AI', true)];
    expect(aiNames(en, [...seats.slice(0, 2), draft('AI', true)], COLOURS)[2]).toBe('AI Green');
    expect(aiNames(en, [draft('AI Blue'), draft('AI', true)], COLOURS)).toEqual(['AI Blue', 'AI Blue 🤖']);
    const twice = aiNames(en, [draft('AI Blue'), draft('ai blue 🤖'), draft('AI', true)], [RED, RED, BLUE]);
    expect(twice[2]).toBe('AI Blue 🤖 🤖');
    expect(new Set(aiNames(en, seats, COLOURS).map((n) => n.toLowerCase().trim())).size).toBe(3);
  });
});

describe('every game names the person first', () => {
  const games = allGames().filter((g) => g.text);

  it.each(games.map((g) => [g.id, g] as const))(
    '%s: the first turn message names Alice and Bob with their roles',
    async (id, def) => {
      for (const language of LOCALES) {
        const p = tempDb();
        const svc = await makeService(p, 7, [def]);
        const ai = (def.playerCounts ?? [def.minPlayers]).find((n) => n >= 2)! - 2;
        await post(svc, await svc.newGameWith(here, alice, id, { ai, settings: { language } }));
        await svc.join(here, bob);
        await svc.start(here, alice);
        const text = lastTurn(await drain(svc)).reply.content;
        const me = TEXTS.voice(language, { game: id });
        const looks = def.paint ? def.paint(row(p).match!.state) : def.roles.map((role) => ({ role }));
        const roleOf = (seat: number) => me.say(looks[seat].role);
        // The roll for first turn names both people, each with the role or colour they play (in
        // full in /log: the turn message's short story may leave the rolls to Details).
        const log = (await svc.log(here, 20, { ...alice, locale: language })).reply.content;
        expect(text.split('\n')[0], `${id} ${language}`).toMatch(
          new RegExp(`^▶ <@(${alice.userId}> \\(${roleOf(0)}|${bob.userId}> \\(${roleOf(1)})\\)`),
        );
        expect(log, `${id} ${language}`).toContain(`Alice (${roleOf(0)})`);
        expect(log, `${id} ${language}`).toContain(`Bob (${roleOf(1)})`);
        // No event line starts with a bare role or colour where a person is meant.
        for (const line of text.split('\n').filter((l) => /^(🎲|•)/.test(l))) {
          const actor = line.replace(/^🎲 [^·]*· |^• /, '');
          for (const seat of [0, 1]) expect(actor.startsWith(`${roleOf(seat)} `), `${id} ${language}: ${line}`).toBe(false);
        }
        await svc.close();
      }
    },
  );
});
