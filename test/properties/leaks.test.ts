// The leak scan over every registered game (issue 10): games played by AIs through the service,
// with a renderer that records its input; in each language (issue 19), secrets named in all. No secret card id or name may appear in a public
// message (text, buttons, select values), /status, /log, /board, autocomplete for anyone but
// the holder, or the Scene the renderer is given.
import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch, type Match } from '../../src/engine/match';
import type { Scene } from '../../src/engine/types';
import { allGames } from '../../src/games/registry';
import { createService, MAX_LOG_COUNT, type Actor, type Announcement, type Answer } from '../../src/services';
import { resignStep } from '../../src/services/records/replay';
import * as store from '../../src/store';
import { alice, bob, drain, eve, here, PNG_1x1, row, tempDb } from '../support/service';
import { LOCALES, type Locale } from '../../src/engine/text';
import { leaksInData, leaksInText, leftHandsInAll, secretsInAll, type Secrets } from './secrets';

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

const recordingService = (p: string, seed: number) => {
  const scenes: Scene[] = [];
  const svc = createService({
    databasePath: p,
    seed: () => seed,
    render: (_game, scene) => {
      scenes.push(structuredClone(scene));
      return PNG_1x1;
    },
    games: allGames(),
  });
  return { svc, scenes };
};

/** The stored game's matches step by step, rebuilt from its seed and log. */
function history(p: string, def: ReturnType<typeof allGames>[number]): Match[] {
  const db = store.open(p);
  try {
    const g = store.latestGameIn(db, here.channelId)!;
    let m = createMatch(def, g.match!.seats, g.options, g.seed, g.dice).match;
    const out = [m];
    for (const a of store.actionsOf(db, g.id)) {
      if (a.decision.kind === 'resign') m = resignStep(def, m, a.seat).match;
      else {
        const res = applyDecision(def, m, { player: a.seat, choice: a.decision.choice });
        if (!res.ok) throw new Error(`stored decision #${a.seq} refused: ${res.error}`);
        m = res.value.match;
      }
      out.push(m);
    }
    expect(out[out.length - 1]).toEqual(g.match);
    return out;
  } finally {
    db.close();
  }
}

/** Someone asking in a language other than the game's. */
const asking = (who: Actor, game: Locale): Actor => ({ ...who, locale: LOCALES[(LOCALES.indexOf(game) + 1) % LOCALES.length] });

describe.each(allGames().map((g) => [g.id, g] as const))('%s leak scan', (_id, def) => {
  it.each(LOCALES)(
    'an all-AI game in %s: the public message, /status, /log, /board, autocomplete and every Scene hold no secret',
    (language) => {
      const p = tempDb();
      const { svc, scenes } = recordingService(p, 1234);
      const seats = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
      svc.newGameWith(here, eve, def.id, { ai: seats, aiOnly: true, settings: { language } });
      const start = svc.start(here, eve);
      // The bot opens the game's place (here: no thread) and posts what the pump hands out; the AIs play on.
      const posted = publicOf(drain(svc));
      expect(row(p).status).not.toBe('lobby');
      const matches = history(p, def);
      expect(matches.length).toBeGreaterThan(10);

      // Step by step: the renderer's input of every state holds none of that state's secrets.
      const played = new Set<string>();
      for (let i = 0; i < matches.length; i++) {
        if (i > 0) for (const n of leftHandsInAll(def, matches[i - 1], matches[i])) played.add(n);
        expect(leaksInData(def.scene(matches[i].state), secretsInAll(def, matches[i], played)), `scene at step ${i}`).toEqual([]);
      }
      const end = secretsInAll(def, matches[matches.length - 1], played);
      expect(scenes.length).toBeGreaterThan(0);
      for (const sc of scenes) expect(leaksInData(sc, end)).toEqual([]);
      expectClean('start', start, end);
      expect(posted.length).toBeGreaterThan(0);
      posted.forEach((a, i) => expectClean(`posted ${i}`, a, end));
      const onlooker = asking(alice, language);
      expectClean('/status', svc.status(here, onlooker), end);
      expectClean('/log', svc.log(here, MAX_LOG_COUNT, onlooker), end);
      expectClean('/board', svc.board(here, onlooker), end);
      for (const who of [eve, alice]) {
        expect(svc.autocompleteCards(here, who, '')).toEqual([]);
        expect(svc.autocompleteChoices(here, who, '')).toEqual([]);
      }
      svc.close();
    },
  );

  it('a game of two humans at a mixed table (the game in Hungarian, Alice French, Bob English): every turn message, /status, /log and the others’ autocomplete hold no secret', () => {
    const p = tempDb();
    const { svc, scenes } = recordingService(p, 99);
    const humans: Actor[] = [asking(alice, 'en'), bob];
    const min = Math.min(...(def.playerCounts ?? [def.minPlayers]));
    svc.newGame(here, humans[0], def.id, Math.max(0, min - 2), { language: 'hu' });
    svc.join(here, bob);
    // The start answer, then the game's first turn message (the game plays here: no thread).
    const answers: Answer[] = [svc.start(here, humans[0]), ...publicOf(drain(svc))];
    let fresh = answers.length;
    const played = new Set<string>();
    let before = row(p).match!;
    for (let i = 0; i < 120 && row(p).status === 'active'; i++) {
      const m = row(p).match!;
      for (const n of leftHandsInAll(def, before, m)) played.add(n);
      before = m;
      const s = secretsInAll(def, m, played);
      // Everything posted since the last decision (its reply, the turn message new or updated).
      answers.slice(-fresh).forEach((a, k) => expectClean(`turn message ${i}.${k}`, a, s));
      expect(leaksInData(scenes[scenes.length - 1], s), `scene ${i}`).toEqual([]);
      if (i % 10 === 0) {
        expectClean(`/status ${i}`, svc.status(here, humans[i % 2]), s);
        expectClean(`/log ${i}`, svc.log(here, MAX_LOG_COUNT, humans[i % 2]), s);
      }
      // Autocomplete names only the asking user's own cards, and nothing to an onlooker.
      for (const [seat, who] of humans.entries()) {
        const own = new Set(def.hand(m.state, seat).map((c) => c.id));
        for (const o of svc.autocompleteCards(here, who, ''))
          expect(own.has(o.value), `${o.value} offered to seat ${seat}`).toBe(true);
      }
      expect(svc.autocompleteCards(here, eve, '')).toEqual([]);
      const d = aiDecision(def, m)!;
      const a = svc.choose(here, humans[d.player], d.choice);
      // Accepted: the match moved on (in-turn decisions may answer privately; the public turn
      // message is then updated through the pump). Private answers are scanned too.
      const after = row(p);
      expect(after.status !== 'active' || after.match!.step > m.step, a.reply.content).toBe(true);
      const out = [a, ...publicOf(drain(svc))];
      answers.push(...out);
      fresh = out.length;
    }
    // The scan saw the public turn messages, not only private answers.
    expect(answers.filter((a) => !a.reply.ephemeral && a.reply.rows.length > 0).length).toBeGreaterThan(1);
    svc.close();
  });
});
