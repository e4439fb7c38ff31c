// In each language: secrets are named in all three at once.
// The leak scan over every registered game: games played by AIs through the service,
// with a renderer that records its input. No secret card id or name may appear in a public
// message (text, button labels, select options and values), a thread's name, /status, /log,
// /board, autocomplete for anyone but the holder, or the Scene and Caption the renderer is
// given (what secrets.ts counts as secret: a held card's name unless a public event explains it).
// A DM card (the turn to decide in the DM) and a DM click's answer go to one player alone: they may
// show that player's own hand, and nothing of anyone else's.
import { describe, expect, it, vi } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import type { GameEvent } from '../../src/engine/types';
import type { Caption, DrawnScene } from '../../src/render/contract';
import { allGames } from '../../src/games/registry';
import { createService, MAX_LOG_COUNT, type Actor, type Announcement, type Answer } from '../../src/services';
import { parseId } from '../../src/services/core/customIds';
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

/** Someone asking in a language other than the game's. */
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

  it('a game of two humans at a mixed table (the game in Hungarian, Alice French, Bob English): every turn message, thread name, caption, /status, /log, the others’ autocomplete and each player’s DM cards hold no secret of another’s', async () => {
    const p = tempDb();
    // Seed 10: in every game with hands, a player holds a card they may play (the turn lines
    // that invite it are scanned: Death Star's once named the card).
    const { svc, scenes, captions } = await recordingService(p, 10);
    const humans: Actor[] = [asking(alice, 'en'), bob];
    const min = Math.min(...(def.playerCounts ?? [def.minPlayers]));
    // Both play from their DM cards where they can, through the bot's DM with them.
    for (const h of humans) await svc.notify(h, true);
    await svc.newGame(here, humans[0], def.id, Math.max(0, min - 2), { language: 'hu' });
    await svc.join(here, bob);
    // What went to one player alone (their DM cards, and the answers to their clicks there), scanned
    // with that player's own hand left out of the secrets: the texts shown at step `at`, made after `since`.
    const toOne: Array<{ at: number; since: number; seat: number; label: string; answers: Answer[] }> = [];
    /** Each seat's live DM card: its message, and the card as it now shows. */
    const cards = new Map<number, { messageId: string; reply: Answer['reply'] }>();
    const dmLabel = (seat: number) => `dm-${seat}`;
    /** The DMs of a drained list, sent as the bot does (each card recorded); the rest of the list. */
    const sendDms = async (list: Announcement[], at: number, since: number, label: string): Promise<Announcement[]> => {
      for (const a of list) {
        if (a.kind !== 'dm' || !a.card) continue;
        const seat = humans.findIndex((h) => h.userId === a.userId);
        const messageId = `${label}-${seat}`;
        await svc.dmCardsPosted(a.userId, dmLabel(seat), messageId, [{ gameId: a.gameId!, ...a.card }]);
        cards.set(seat, { messageId, reply: a.card.reply });
        const text = { reply: { ephemeral: true, content: `${a.content}\n${a.brief ?? ''}`, rows: [] }, retire: [] };
        toOne.push({ at, since, seat, label: `${label} DM`, answers: [{ reply: a.card.reply, retire: [] }, text] });
      }
      return list;
    };
    /** The click on `seat`'s DM card that takes `choice`, if the card offers it now. */
    const onCard = (seat: number, choice: string, version: number): { customId: string; values?: string[] } | null => {
      const card = cards.get(seat);
      for (const row of card?.reply.rows ?? []) {
        const ids = 'buttons' in row ? row.buttons.map((b) => b.customId) : [row.select.customId];
        const parsed = ids.map((id) => parseId(id)!);
        if (parsed.some((x) => x.version !== version)) continue;
        if ('buttons' in row) {
          const b = row.buttons.find((x) => parseId(x.customId)!.kind === 'pick' && parseId(x.customId)!.arg === choice);
          if (b) return { customId: b.customId };
        } else if (row.select.options.some((o) => o.value === choice)) return { customId: row.select.customId, values: [choice] };
      }
      return null;
    };
    // The start answer, then the game's first turn message (the game plays here: no thread).
    const answers: Answer[] = [await svc.start(here, humans[0]), ...publicOf(await sendDms(await drain(svc), 0, -1, 'start'))];
    let fresh = answers.length;
    let fromDm = 0;
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
      // From the player's DM card when it offers the choice (as the thread's button would), else /choose.
      const click = onCard(d.player, d.choice, game().version);
      const a = click
        ? await svc.dmComponent(
            humans[d.player],
            { channelId: dmLabel(d.player), messageId: cards.get(d.player)!.messageId, onPrivate: false },
            click.customId,
            click.values,
          )
        : await svc.choose(here, humans[d.player], d.choice);
      // Accepted: the match moved on (in-turn decisions may answer privately; the public turn
      // message is then updated through the pump). Private answers are scanned too.
      const after = game();
      expect(after.status !== 'active' || after.match!.step > m.step, a.reply.content).toBe(true);
      if (click) {
        fromDm++;
        // The card goes on (or says what was done), for its player alone.
        if (a.update) cards.set(d.player, { messageId: cards.get(d.player)!.messageId, reply: a.reply });
        toOne.push({ at: after.match!.step, since: m.step, seat: d.player, label: `decision ${i} in the DM`, answers: [a] });
      }
      const out = [
        ...(click ? [] : [a]),
        ...publicOf(await sendDms(await drain(svc), after.match!.step, m.step, `decision ${i}`)),
      ];
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
    // A DM card or answer holds no secret of another player's; the scan saw the player's own hand there in games with hands.
    let ownShown = 0;
    for (const x of toOne) {
      const s = secretsInAll(def, story, x.at, x.since, x.seat);
      x.answers.forEach((a, k) => expectClean(`${x.label}.${k} to seat ${x.seat}`, a, s));
      const everyone = secretsInAll(def, story, x.at, x.since);
      if (x.answers.some((a) => leaksInText(a.reply.content, everyone).length > 0)) ownShown++;
    }
    expect(toOne.length).toBeGreaterThan(1);
    expect(fromDm).toBeGreaterThan(0);
    if (def.cards) expect(ownShown).toBeGreaterThan(0);
    // The scan saw turns where a held card could be played, in every game with hands.
    if (def.cards) expect(playable).toBeGreaterThan(0);
    // The scan saw the public turn messages, not only private answers.
    expect(answers.filter((a) => !a.reply.ephemeral && a.reply.rows.length > 0).length).toBeGreaterThan(1);
    await svc.close();
  });
});
