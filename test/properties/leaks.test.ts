// In each language (issue 19): secrets are named in all three at once.
// The leak scan over every registered game (issue 10): games played by AIs through the service,
// with a renderer that records its input. No secret card id or name may appear in a public
// message (text, button labels, select options and values), a thread's name, /status, /log,
// /board, autocomplete for anyone but the holder, or the Scene and Caption the renderer is
// given (what secrets.ts counts as secret: a held card's name unless a public event explains it).
import { describe, expect, it, vi } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import type { GameEvent } from '../../src/engine/types';
import type { Caption, DrawnScene } from '../../src/render/contract';
import { allGames } from '../../src/games/registry';
import { createService, MAX_LOG_COUNT, type Actor, type Announcement, type Answer } from '../../src/services';
import { resignStep } from '../../src/services/core/replay';
import * as store from '../../src/store';
import { alice, bob, drain, eve, here, PNG_1x1, row, tempDb } from '../support/service';
import { LOCALES, type Locale } from '../../src/engine/text';
import { leaksInData, leaksInText, secretsInAll, type Secrets, type Story } from './secrets';
import { sampled } from '../support/deep';

// Each scan plays a whole game and reads every message, picture scene and log: about 15 s alone
// on a shared 2-core machine, twice that beside other test files. Not a timing test.
vi.setConfig({ testTimeout: 120_000 });

/** Every text and id of an answer that others can see (a public reply, or an ephemeral /status). */
function shown(a: Answer): { text: string; data: unknown } {
  return { text: a.reply.content, data: a.reply.rows };
}

/** Every message the pump hands out for anyone to see: turn messages, notes, edits, thread names. */
function publicOf(list: Announcement[]): Answer[] {
  return list.flatMap((a): Answer[] => {
    switch (a.kind) {
      case 'turn':
        return [{ reply: a.reply, retire: a.retire }];
      case 'say':
        return [{ reply: a.reply, retire: [] }];
      case 'edit':
        return [{ reply: a.edit.reply, retire: [] }];
      case 'thread':
        return [{ reply: { ephemeral: false, content: a.name, rows: [] }, retire: [] }];
      case 'dm':
      case 'withdraw':
        return [];
    }
  });
}

function expectClean(where: string, a: Answer, s: Secrets): void {
  const { text, data } = shown(a);
  expect(leaksInText(text, s), `${where}: ${text.slice(0, 300)}`).toEqual([]);
  expect(leaksInData(data, s), where).toEqual([]);
  for (const e of a.edits ?? []) expectClean(`${where} (edit)`, { reply: e.reply, retire: [] }, s);
}

const recordingService = async (p: string, seed: number) => {
  const scenes: DrawnScene[] = [];
  const captions: Caption[] = [];
  const svc = await createService({
    databasePath: p,
    seed: () => seed,
    render: (_game, scene, _seats, caption) => {
      scenes.push(structuredClone(scene));
      captions.push(structuredClone(caption));
      return PNG_1x1;
    },
    games: allGames(),
  });
  return { svc, scenes, captions };
};

/** The stored game step by step, rebuilt from its seed and log: each match and the events that made it. */
function history(p: string, def: ReturnType<typeof allGames>[number]): Story {
  const db = store.open(p);
  try {
    const g = store.latestGameIn(db, here.channelId)!;
    const first = createMatch(def, g.match!.seats, g.options, g.seed, g.dice);
    let m = first.match;
    const story: Story = { matches: [m], events: [first.events] };
    for (const a of store.actionsOf(db, g.id)) {
      let events: GameEvent[];
      if (a.decision.kind === 'resign') ({ match: m, events } = resignStep(def, m, a.seat));
      else if (a.decision.kind === 'takeback') throw new Error(`no take-back in a game the AI plays (#${a.seq})`);
      else {
        const res = applyDecision(def, m, { player: a.seat, choice: a.decision.choice });
        if (!res.ok) throw new Error(`stored decision #${a.seq} refused: ${res.error}`);
        ({ match: m, events } = res.value);
      }
      expect(m.step).toBe(story.matches.length);
      story.matches.push(m);
      story.events.push(events);
    }
    expect(m).toEqual(g.match);
    return story;
  } finally {
    db.close();
  }
}

/** Someone asking in a language other than the game's (issue 19). */
const asking = (who: Actor, game: Locale): Actor => ({ ...who, locale: LOCALES[(LOCALES.indexOf(game) + 1) % LOCALES.length] });

describe.each(allGames().map((g, i) => [g.id, g, i] as const))('%s leak scan', (_id, def, i) => {
  // npm test: each game's all-AI game in one language, the three languages spread over the
  // games; the deep run plays every game in every language.
  it.each(sampled(LOCALES, [i % LOCALES.length]))(
    'an all-AI game in %s: the public message, /status, /log, /board, autocomplete and every Scene and Caption hold no secret',
    async (language) => {
      const p = tempDb();
      const { svc, scenes, captions } = await recordingService(p, 1234);
      const seats = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
      await svc.newGameWith(here, eve, def.id, { ai: seats, aiOnly: true, settings: { language } });
      const start = await svc.start(here, eve);
      // The bot opens the game's place (here: no thread) and posts what the pump hands out; the AIs play on.
      const posted = publicOf(await drain(svc));
      expect(row(p).status).not.toBe('lobby');
      const story = history(p, def);
      const last = story.matches.length - 1;
      expect(last).toBeGreaterThan(10);

      // Step by step: the renderer's input of every state holds none of that state's secrets.
      for (let i = 0; i <= last; i++)
        expect(leaksInData(def.scene(story.matches[i].state), secretsInAll(def, story, i)), `scene at step ${i}`).toEqual([]);
      const end = secretsInAll(def, story, last);
      expect(scenes.length).toBeGreaterThan(0);
      for (const sc of scenes) expect(leaksInData(sc, end)).toEqual([]);
      for (const c of captions) expect(leaksInData(c, end), 'caption').toEqual([]);
      expectClean('start', start, end);
      expect(posted.length).toBeGreaterThan(0);
      posted.forEach((a, i) => expectClean(`posted ${i}`, a, end));
      const onlooker = asking(alice, language);
      expectClean('/status', await svc.status(here, onlooker), end);
      expectClean('/log', await svc.log(here, MAX_LOG_COUNT, onlooker), end);
      expectClean('/board', await svc.board(here, onlooker), end);
      for (const who of [eve, alice]) {
        expect(await svc.autocompleteCards(here, who, '')).toEqual([]);
        expect(await svc.autocompleteChoices(here, who, '')).toEqual([]);
      }
      await svc.close();
    },
  );

  it('a game of two humans at a mixed table (the game in Hungarian, Alice French, Bob English): every turn message, thread name, caption, /status, /log and the others’ autocomplete hold no secret', async () => {
    const p = tempDb();
    // Seed 10: in every game with hands, a player holds a card they may play (the turn lines
    // that invite it are scanned: Death Star's once named the card).
    const { svc, scenes, captions } = await recordingService(p, 10);
    const humans: Actor[] = [asking(alice, 'en'), bob];
    const min = Math.min(...(def.playerCounts ?? [def.minPlayers]));
    await svc.newGame(here, humans[0], def.id, Math.max(0, min - 2), { language: 'hu' });
    await svc.join(here, bob);
    // The start answer, then the game's first turn message (the game plays here: no thread).
    const answers: Answer[] = [await svc.start(here, humans[0]), ...publicOf(await drain(svc))];
    let fresh = answers.length;
    // What was shown after each decision, scanned once the whole story is known: the texts
    // shown at step `at`, made by the steps after `since`.
    const shownAt: Array<{ at: number; since: number; label: string; answers: Answer[]; data: unknown[] }> = [];
    let since = -1;
    let playable = 0;
    // One reading connection for the whole game (a connection a look cost a third of the file's time).
    const look = store.openToLook(p);
    const game = () => store.latestGameIn(look, here.channelId)!;
    for (let i = 0; i < 120 && game().status === 'active'; i++) {
      const m = game().match!;
      if (def.pending(m.state)?.choices.some((c) => c.secret)) playable++;
      // Everything posted since the last decision (its reply, the turn message new or updated), the picture's input.
      const seen = answers.slice(-fresh);
      const data: unknown[] = [scenes.at(-1), captions.at(-1)];
      if (i % 10 === 0)
        seen.push(await svc.status(here, humans[i % 20 === 0 ? 0 : 1]), await svc.log(here, MAX_LOG_COUNT, humans[0]));
      shownAt.push({ at: m.step, since, label: `decision ${i}`, answers: seen, data });
      since = m.step;
      // Autocomplete names only the asking user's own cards, and nothing to an onlooker.
      for (const [seat, who] of humans.entries()) {
        const own = new Set(def.hand(m.state, seat).map((c) => c.id));
        for (const o of await svc.autocompleteCards(here, who, ''))
          expect(own.has(o.value), `${o.value} offered to seat ${seat}`).toBe(true);
      }
      expect(await svc.autocompleteCards(here, eve, '')).toEqual([]);
      const d = aiDecision(def, m)!;
      const a = await svc.choose(here, humans[d.player], d.choice);
      // Accepted: the match moved on (in-turn decisions may answer privately; the public turn
      // message is then updated through the pump). Private answers are scanned too.
      const after = game();
      expect(after.status !== 'active' || after.match!.step > m.step, a.reply.content).toBe(true);
      const out = [a, ...publicOf(await drain(svc))];
      answers.push(...out);
      fresh = out.length;
    }
    look.close();
    const story = history(p, def);
    for (const x of shownAt) {
      const s = secretsInAll(def, story, x.at, x.since);
      x.answers.forEach((a, k) => expectClean(`${x.label}.${k}`, a, s));
      x.data.forEach((d, k) => expect(leaksInData(d, s), `${x.label}: picture input ${k}`).toEqual([]));
    }
    // The scan saw turns where a held card could be played, in every game with hands.
    if (def.cards) expect(playable).toBeGreaterThan(0);
    // The scan saw the public turn messages, not only private answers.
    expect(answers.filter((a) => !a.reply.ephemeral && a.reply.rows.length > 0).length).toBeGreaterThan(1);
    await svc.close();
  });
});
