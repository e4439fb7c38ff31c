// "which language where": private answers speak the asker's Discord language; a
// game's public messages (lobby, turn messages, reminders, thread name, picture) speak the
// game's language, chosen at /game new or the server's; DMs speak the receiver's last seen one.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Announcement, Where } from '../../src/services';
import type { RenderBoard } from '../../src/render/contract';
import { createService } from '../../src/services';
import { diceRace } from '../../src/games/dice-race';
import {
  alice,
  bob,
  button,
  clockedService,
  DAY,
  drain,
  here,
  HOUR,
  lastTurn,
  post,
  RULES_DIR,
  started,
  tempDb,
  testClock,
} from '../support/service';

const fr = { ...alice, locale: 'fr' as const };
const hu = { ...bob, locale: 'hu' as const };

describe('a game’s language', () => {
  it('defaults to the server’s when French or Hungarian, else English; /game new language: chooses; the lobby shows it', async () => {
    const svc = await createService({
      databasePath: tempDb(),
      games: [diceRace],
      render: () => Buffer.alloc(0),
      rulesDir: RULES_DIR,
    });
    const at = (channelId: string, guildLocale?: 'en' | 'fr' | 'hu'): Where => ({
      guildId: 'g1',
      channelId,
      ...(guildLocale ? { guildLocale } : {}),
    });
    expect((await svc.newGame(at('c1', 'hu'), alice, 'dice-race', 0)).reply.content).toContain('🗣️ Nyelv: magyar.');
    expect((await svc.newGame(at('c2', 'en'), alice, 'dice-race', 0)).reply.content).toContain('🗣️ Language: English.');
    expect((await svc.newGame(at('c3'), alice, 'dice-race', 0)).reply.content).toContain('🗣️ Language: English.');
    const chosen = (await svc.newGame(at('c4', 'hu'), alice, 'dice-race', 0, { language: 'fr' })).reply.content;
    expect(chosen).toContain('**Course de dés**\u00a0: nouvelle partie ouverte par **Alice**');
    expect(chosen).toContain('🗣️ Langue\u00a0: français.');
    expect((await svc.newGame(at('c5'), fr, 'dice-race', 0, { language: 'de' })).reply).toMatchObject({
      ephemeral: true,
      content: expect.stringContaining('Je ne parle pas «\u00a0de\u00a0»'),
    });
    await svc.close();
  });

  it('a mixed table: public texts in the game’s language, each player’s private answers in their own', async () => {
    const drawn: Array<{ caption: string; label: string; notes: string[] }> = [];
    const render: RenderBoard = (_game, scene, _seats, caption, words) => {
      drawn.push({ caption: caption.words?.turn ?? '', label: words?.label('LUCKY') ?? '', notes: scene.notes ?? [] });
      return Buffer.alloc(0);
    };
    const svc = await createService({
      databasePath: tempDb(),
      games: [diceRace],
      render,
      rulesDir: RULES_DIR,
      seed: () => 42,
      now: () => new Date('2026-01-01T00:00:00Z'),
    });
    await post(svc, await svc.newGameWith(here, fr, 'dice-race', { dice: [6, 4, 3], settings: { language: 'fr' } }));
    await svc.join(here, hu);
    expect((await svc.start(here, fr)).reply.content).toBe('C’est parti.');
    const list = await drain(svc);
    const thread = list.find((a) => a.kind === 'thread');
    expect(thread).toMatchObject({ kind: 'thread', name: 'Course de dés · Alice, Bob' });
    const turn = lastTurn(list).reply.content;
    expect(turn).toContain('**Course de dés** · tour 1');
    expect(turn).toContain('Alice (Rouge) fait 6 pour savoir qui commence');
    expect(turn).toContain('▶ <@u-alice> (Rouge)\u00a0: lancez le dé');
    expect(drawn.at(-1)).toEqual({ caption: 'Tour 1', label: 'CHANCE', notes: ['En tête\u00a0: case 0'] });
    // Bob, in Hungarian, is not to move: told so privately in Hungarian, as are /status and /help.
    expect((await svc.roll(here, hu)).reply).toMatchObject({ ephemeral: true, content: 'Most nem te jössz, hanem Alice.' });
    expect((await svc.status(here, hu)).reply.content).toContain('Alice (Piros): 0. mező');
    expect((await svc.help(here, hu)).reply.content).toContain('**Rerun**: klasszikus társasjátékok');
    expect((await svc.rules(here, undefined, hu)).reply.content).toContain('Verseny 40 mezőn át');
    expect((await svc.rules(here, undefined, fr)).reply.content).toContain('Une course de 40 cases');
    expect((await svc.rules(here, undefined, alice)).reply.content).toContain('Race along 40 spaces');
    // Alice rolls: the public answer is French, whoever reads it.
    const rolled = await svc.roll(here, fr);
    expect(rolled.reply.content).toContain('Alice lance le dé\u00a0: 3');
    expect((await svc.log(here, 5, hu)).reply.content).toContain('Alice (Piros) 3-at dob');
    await svc.close();
  });

  it('reminders speak the game’s language; a DM the receiver’s last seen language', async () => {
    const clock = testClock();
    const svc = await clockedService(clock);
    const first = await started(svc, [6, 4, 3, 2], [alice, bob], 0, { clockMs: 2 * DAY, language: 'hu', vacationMs: 0 });
    expect(first.reply.content).toContain('**Kockaverseny** · 1. kör');
    clock.advance(24 * HOUR);
    const says = (await drain(svc)).flatMap((a: Announcement) => (a.kind === 'say' ? [a.reply.content] : []));
    expect(says[0]).toMatch(/^⏰ <@u-alice>, a körödre szánt idő fele eltelt/);
    // Bob last spoke French (his /notify): his DM is French, the game Hungarian.
    await svc.notify({ ...bob, locale: 'fr' }, true);
    const b = await svc.component(here, alice, button(first, 'Dobok'));
    const dms = await svc.messagePosted(b.posts!, here.channelId, 'bob-turn', 'g1');
    // The card to decide in the DM speaks his language too: its text, its buttons and menus.
    const card = dms[0].kind === 'dm' ? dms[0].card! : null;
    expect(card!.reply.content.startsWith(dms[0].kind === 'dm' ? `${dms[0].content}\n\nVotre main` : '')).toBe(true);
    expect(card!.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons.map((x) => x.label) : [r.select.placeholder]))).toEqual([
      'Lancer le dé',
      'Jouer une carte',
      'Détails',
      'Qu’ai-je manqué\u00a0?',
    ]);
    expect(dms.map((a) => (a.kind === 'dm' ? { ...a, card: undefined } : a))).toEqual([
      {
        kind: 'dm',
        userId: bob.userId,
        locale: 'fr',
        gameId: b.posts!.gameId,
        brief: `À vous de jouer dans Course de dés (<#${here.channelId}>)\u00a0: https://discord.com/channels/g1/${here.channelId}/bob-turn`,
        // The catch-up's first lines and the decision are in his language too.
        content: [
          `À vous de jouer dans Course de dés (<#${here.channelId}>)\u00a0: https://discord.com/channels/g1/${here.channelId}/bob-turn`,
          // Once, as he set no time zone: how to set one.
          '💡 Indiquez votre fuseau horaire et vos heures de sommeil (`/settings timezone:Europe/Paris quiet:23-8`)\u00a0: votre délai s’arrête alors pendant que vous dormez, et personne ne vous notifie la nuit.',
          '🎲 ⚃4 · Bob (Bleu) fait 4 pour savoir qui commence',
          '🎲 ⚅6 · Alice (Rouge) fait 6 pour savoir qui commence',
          '• Alice (Rouge) commence',
          '… et 1 autre ligne\u00a0: `/catchup` dans la partie',
          '▶ À vous de jouer\u00a0: lancez le dé',
        ].join('\n'),
        card: undefined,
      },
    ]);
    await svc.close();
  });
});

describe('/rules', () => {
  it('falls back to the English summary when a game has no page in the asker’s language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rerun-rules-'));
    copyFileSync(join(RULES_DIR, 'dice-race.md'), join(dir, 'dice-race.md'));
    const svc = await createService({ databasePath: tempDb(), games: [diceRace], render: () => Buffer.alloc(0), rulesDir: dir });
    const french = (await svc.rules(here, 'dice-race', fr)).reply.content;
    expect(french).toContain('**Course de dés** : les règles en bref');
    expect(french).toContain('Race along 40 spaces');
    await svc.close();
  });
});
