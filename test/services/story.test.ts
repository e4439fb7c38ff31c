// The turn message opens with the call to act, tells a short story (a
// line per player-turn, whole events, never cut) and offers Details: every line of its span.
import { describe, expect, it } from 'vitest';
import { aiDecision } from '../../src/engine/match';
import { tx } from '../../src/engine/text';
import { allGames } from '../../src/games/registry';
import { createService, type Actor, type Answer, type Announcement, type Where } from '../../src/services';
import { STORY_TURNS, storyText, turnStoryLine } from '../../src/services/messages/story';
import { cutRanks, storyLine, type Told } from '../../src/services/messages/storyLine';
import * as store from '../../src/store';
import {
  alice,
  bob,
  button,
  carol,
  dave,
  eve,
  buttons,
  drain,
  here,
  lastTurn,
  makeService,
  post,
  resignNow,
  row,
  snapshot,
  started,
  stubRender,
  tempDb,
} from '../support/service';
import { plain, voice } from '../support/text';
import { sampled } from '../support/deep';

/** The story's lines: those between the call (and its deadline) and the rest. */
const storyOf = (content: string): string[] => content.split('\n').filter((l) => l.startsWith('• '));
/** The lines of an action as /log and Details write them (an entry's head, then its indented events). */
const bodyOf = (content: string): string[] => content.split('\n').slice(1);

describe('joining a player-turn into one story line', () => {
  const me = voice();
  /** Events of a player-turn: [text, decision, thrown?, battle set?]. */
  const turn = (...evs: Array<[string, number, boolean?, string?]>): Told[] =>
    evs.map(([text, seq, dice, set]) => ({
      e: { text: plain(text), ...(dice ? { dice: [3] } : {}), ...(set ? { set } : {}) },
      seq,
    }));
  const line = (told: Told[], max: number) =>
    storyLine(
      me,
      '**A**',
      told.map((t) => me.say(t.e.text)),
      cutRanks(told),
      max,
    );

  it('fits whole', () => {
    expect(line(turn(['a rolls 3', 1, true], ['a moves 3', 1]), 200)).toBe('• **A**: a rolls 3; a moves 3');
  });

  it('keeps the latest whole decisions and says at the cut how many came before', () => {
    const told = turn(['a rolls 8', 1, true], ['a passes b on 14', 1], ['a moves 6 to 14', 2], ['b loses', 2]);
    expect(line(told, 50)).toBe('• **A**: … 2 more before: Details; a moves 6 to 14; b loses');
    // Never the first and the last with a gap between: a roll of 8, then a move of 6, would not add up.
    expect(line(told, 30)).not.toMatch(/rolls 8/);
  });

  it('begins at a decision that begins with a throw rather than one that does not', () => {
    const told = turn(['a rolls 5', 1, true], ['a comes out', 2], ['a moves 5', 3], ['a rolls 2', 4, true], ['a moves 2', 5]);
    expect(line(told, 50)).toBe('• **A**: … 3 more before: Details; a rolls 2; a moves 2');
  });

  it('keeps a long last decision whole up to half as long again, and never cuts inside a battle', () => {
    const long = turn(
      ['a rolls 1', 1, true],
      ['x'.repeat(30), 2],
      ['b throws', 2, true, 's1'],
      ['c throws', 2, true, 's1'],
      ['b wins', 2],
    );
    expect(line(long, 60)).toBe(`• **A**: … 1 more before: Details; ${'x'.repeat(30)}; b throws; c throws; b wins`);
    // Tighter still: the battle is cut from its first throw, never between its two sides.
    expect(line(long, 40)).toBe('• **A**: … 2 more before: Details; b throws; c throws; b wins');
  });

  it('never halves an event, even a long last one', () => {
    expect(line(turn(['first', 1, true], ['z'.repeat(120), 2]), 50)).toBe(
      `• **A**: … 1 more before: Details; ${'z'.repeat(120)}`,
    );
  });

  it('names each other seat in full once, at the first mention the line shows', () => {
    const names = ['Bo', 'Al'];
    const roles = [tx('ateam:role.face'), tx('ateam:role.amy')];
    const at = voice({ game: 'ateam', names, roles });
    const moves = (seat: number, n: number) => ({
      text: tx('event.moves', { who: { seat }, n, space: tx('space.plain', { n: 9 }) }),
    });
    const told: Told[] = [
      { e: moves(1, 2), seq: 1 },
      { e: moves(1, 3), seq: 1 },
      { e: moves(0, 1), seq: 1 },
    ];
    expect(turnStoryLine(at, '**Bo** (Face)', 0, told, names)).toBe(
      '• **Bo** (Face): Al (Amy) moves 2 to space 9; Al moves 3 to space 9; Bo moves 1 to space 9',
    );
  });

  it("tells a battle's dice on both sides to everyone, in every language", () => {
    const names = ['bob', 'al'];
    const rounds = tx('engine:battle.round', {
      a: tx('ateam:side.guard'),
      av: 5,
      b: tx('ateam:side.green', { who: { seat: 0 } }),
      bv: 2,
    });
    const held = { text: tx('event.guard-holds', { rounds, who: { seat: 0 }, guard: 5, own: 2 }), dice: [5, 2] };
    const said = (locale: 'en' | 'fr' | 'hu') => storyText(voice({ game: 'ateam', locale, names }), held, names);
    expect(said('en')).toBe('guard battle: the guard holds bob: 2 against 5');
    expect(said('fr')).toMatch(/bob, 2 contre 5$/);
    expect(said('hu')).toMatch(/bob dobása 2, az őré 5/);
    const fight = {
      text: tx('event.battle', { rounds, who: { seat: 1 }, other: { seat: 0 }, won: 6, lost: 3, n: 3 }),
      dice: [6, 3],
    };
    expect(storyText(voice({ game: 'ateam', names }), fight, names)).toBe("battle: al's 6 against bob's 3: al moves ahead 3");
    // An event stored before the dice were given to the short form reads whole (its rounds).
    const old = { text: tx('event.guard-holds', { rounds, who: { seat: 0 } }), dice: [5, 2] };
    expect(storyText(voice({ game: 'ateam', names }), old, names)).toBe(
      'Guard battle for bob: guard (red) 5 v bob (green) 2 — the guard holds bob',
    );
  });

  it('uses the short form a game gives an event, else the whole text', () => {
    const am = voice({ game: 'action-man', names: ['Bo'] });
    const faces = Object.fromEntries([1, 2, 3, 4, 5].map((k) => [`f${k}`, 'tank']));
    const thrown = { text: tx('event.throws', { who: { seat: 0 }, ...faces, score: 2 }) };
    expect(am.say(thrown.text)).toBe('Bo throws tank, tank, tank, tank, tank: score 2');
    expect(storyText(am, thrown, ['Bo'])).toBe('Bo scores 2');
    // An event without a short form reads whole.
    expect(storyText(am, { text: tx('event.moves', { who: { seat: 0 }, die: 3, square: 'Gorge' }) }, ['Bo'])).toBe(
      'Bo rolls 3 and moves to Gorge',
    );
  });
});

describe('the turn message', () => {
  it('opens with the call to act, then the deadline, the story and the title last', async () => {
    const svc = await makeService(tempDb());
    const a = await started(svc, [6, 4, 3], [alice, bob], 0, { clockMs: 86_400_000 });
    const b = await svc.component(here, alice, button(a, 'Roll the die'));
    const lines = b.reply.content.split('\n');
    expect(lines[0]).toBe('▶ <@u-bob> (Blue): Roll the die');
    expect(lines[1]).toMatch(/^⏳ /);
    expect(lines[2]).toBe('• Alice (Red) rolls 6 for first turn; Bob (Blue) rolls 4 for first turn; Alice goes first');
    expect(lines[3]).toBe('• **Alice** (Red): Alice rolls 3');
    expect(lines.at(-1)).toBe('**Dice Race** · turn 2');
    await svc.close();
  });

  it('folds a long AI stretch into a few whole lines: no line is cut, the old "earlier lines" is gone', async () => {
    const svc = await makeService(tempDb(), 3);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 3 });
    await svc.start(here, alice);
    await drain(svc);
    // Alice resigns: the three AI seats race to the end inside this one answer, dozens of player-turns.
    const end = await resignNow(svc, alice);
    const content = end.reply.content;
    expect(content.split('\n')[0]).toMatch(/^🏆 Winner: \*\*AI (Blue|Green|Yellow)\*\*/);
    expect(content).not.toMatch(/earlier lines?/);
    const story = storyOf(content);
    expect(story.length).toBeLessThanOrEqual(STORY_TURNS);
    // The older player-turns share one line naming who played them.
    expect(story).toHaveLength(STORY_TURNS);
    expect(story[0]).toBe('• Before: the set-up and 1 turn (**Alice** (Red)): see Details');
    for (const l of story) expect(l.endsWith('…')).toBe(false);
    expect(content.split('\n').length).toBeLessThanOrEqual(10);
    await svc.close();
  });

  it('puts one AI player-turn of several decisions on one line', async () => {
    // Alice rolls 1; the AI rolls a six, then decides where to jump: two decisions, one line.
    const svc = await makeService(tempDb());
    const a = await started(svc, [6, 1, 1, 6], [alice], 1);
    const b = await svc.component(here, alice, button(a, 'Roll the die'));
    const next = b.reply.ephemeral ? lastTurn(await drain(svc)) : b;
    const ai = storyOf(next.reply.content).filter((l) => l.includes('**AI Blue**'));
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatch(/AI Blue rolls 6; AI Blue (jumps to \d+|stays)/);
    await svc.close();
  });
});

describe('Details', () => {
  it('answers with every line of the span, as /log writes it, after the game moved on and after a restart', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await started(svc, [6, 4, 3, 2, 5], [alice, bob]);
    const b = await post(svc, await svc.component(here, alice, button(a, 'Roll the die')));
    const details = button(b, 'Details');
    // The span of Bob's message: the set-up and Alice's roll, all that /log shows now.
    const asLog = (await svc.log(here, 10, carolIn('fr'))).reply.content;
    await svc.component(here, bob, button(b, 'Roll the die'));
    const shown = await svc.component(here, carolIn('fr'), details);
    expect(shown.reply.ephemeral).toBe(true);
    expect(bodyOf(shown.reply.content).length).toBeGreaterThan(3);
    expect(bodyOf(shown.reply.content)).toEqual(bodyOf(asLog));
    expect(shown.reply.content).toMatch(
      /^\*\*Course de dés\*\*\u00a0: ce que raconte le message du tour, la mise en place et action n°1$/m,
    );
    await svc.close();
    const again = await makeService(p);
    expect((await again.component(here, { ...bob, locale: 'en' }, details)).reply.content).toContain('⚂3 · Alice (Red) rolls 3');
    await again.close();
  });

  it('pages a long span in whole actions, with Prev and Next', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const players = [alice, bob, carol, dave];
    const first = await started(svc, [6, 5, 4, 3], players);
    // Four players race to the end; then a Details button spanning the whole game is clicked.
    for (let i = 0; i < 400 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { turn: number; await: { kind: string } };
      const who = players[st.turn];
      if (st.await.kind === 'jump') await svc.choose(here, who, 'stay');
      else await svc.roll(here, who);
    }
    const [, id, version] = button(first, 'Details').split(':');
    const all = `details:${id}:${version}:0-${snapshot(p).actions}-1`;
    const page1 = await svc.component(here, eve, all, undefined, false);
    expect(page1.reply.content).toMatch(/\(page 1 of \d+\)/);
    expect(buttons(page1).map((b) => [b.label, !!b.disabled])).toEqual([
      ['◀ Prev', true],
      ['Next ▶', false],
    ]);
    const page2 = await svc.component(here, eve, button(page1, 'Next ▶'), undefined, true);
    expect(page2.reply.content).toMatch(/\(page 2 of \d+\)/);
    // Every page starts with a whole entry: its head, "#n Name".
    expect(bodyOf(page2.reply.content)[0]).toMatch(/^\*\*#\d+\*\* /);
    // Together the pages are the whole log, as /log's pages write it.
    const pages = Number(/of (\d+)/.exec(page1.reply.content)![1]);
    const lines: string[] = [];
    for (let n = 1; n <= pages; n++)
      lines.push(...bodyOf((await svc.component(here, eve, all.replace(/-1$/, `-${n}`))).reply.content));
    const logged: string[] = [];
    for (let n = 1; n <= pages; n++) logged.push(...bodyOf((await svc.log(here, { count: 1, page: n })).reply.content));
    expect(lines).toEqual(logged);
    await svc.close();
  });
});

const carolIn = (locale: 'fr' | 'hu'): Actor => ({ userId: 'u-carol', name: 'Carol', locale });

// A whole game through the service each: The A-Team and Death Star in npm test, all five in the deep
// run (Atcha!'s alone takes 11 s). properties/story.test.ts reads every game's story in npm test.
describe.each(
  sampled(
    allGames().map((g) => [g.id]),
    [0, 3],
  ),
)('%s: a complete 4-player game', (gameId) => {
  it('names whose turn it is first in every turn message; median at most 10 lines, none cut', async () => {
    const def = allGames().find((g) => g.id === gameId)!;
    const p = tempDb();
    const svc = await createService({ databasePath: p, games: [def], render: stubRender, seed: () => 7 });
    const where: Where = { guildId: 'g', channelId: 'c' };
    const actors: Actor[] = [0, 1, 2, 3].map((i) => ({ userId: `p${i}`, name: `Player ${i + 1}` }));
    const shown = new Map<string, { content: string; whose: number | null }>();
    let n = 0;
    const db = store.open(p);
    const whose = () => {
      const g = store.latestGameIn(db, 'c')!;
      return g.status === 'active' ? (def.pending(g.match!.state)?.player ?? null) : null;
    };
    const run = async (list: Announcement[]) => {
      for (const a of list) {
        if (a.kind === 'thread') await run(await svc.placed(a.gameId, null));
        if (a.kind === 'turn') {
          const id = a.messageId ?? `m${++n}`;
          shown.set(id, { content: a.reply.content, whose: whose() });
          await run(await svc.messagePosted(a.posts, a.channelId, id));
        }
      }
    };
    await svc.newGameWith(where, actors[0], gameId, {});
    for (const a of actors.slice(1)) await svc.join(where, a);
    await svc.start(where, actors[0]);
    await run(await svc.pump());
    for (let i = 0; i < 5000 && store.latestGameIn(db, 'c')!.status === 'active'; i++) {
      const d = aiDecision(def, store.latestGameIn(db, 'c')!.match!)!;
      const a: Answer = await svc.choose(where, actors[d.player], d.choice);
      if (a.posts && !a.update && !a.reply.ephemeral) {
        const id = `m${++n}`;
        shown.set(id, { content: a.reply.content, whose: whose() });
        await svc.messagePosted(a.posts, 'c', id);
      }
      await run(await svc.pump());
    }
    expect(store.latestGameIn(db, 'c')!.status).toBe('finished');
    const lines: number[] = [];
    for (const { content, whose: seat } of shown.values()) {
      const first = content.split('\n')[0];
      if (seat === null) expect(first).toMatch(/^🏆 /);
      else expect(first.startsWith(`▶ <@p${seat}>`)).toBe(true);
      expect(content).not.toMatch(/^… \d+ /m);
      for (const l of storyOf(content)) expect(l.endsWith('…')).toBe(false);
      // One line per player-turn: a seat's run of decisions (forced ones too) never splits in two.
      const leads = storyOf(content).map((l) => /^• (\*\*[^*]+\*\*[^:]*):/.exec(l)?.[1] ?? null);
      leads.forEach((x, k) => k > 0 && x !== null && expect(x).not.toBe(leads[k - 1]));
      lines.push(content.split('\n').length);
    }
    lines.sort((x, y) => x - y);
    expect(lines[Math.floor(lines.length / 2)]).toBeLessThanOrEqual(10);
    db.close();
    await svc.close();
  }, 120_000);
});
