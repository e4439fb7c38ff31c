// Whole games of the real plug-ins played by humans through every surface the service offers
// (buttons, paged menus, the hand menu, /choose), each human taking what its seat's AI would
// take. Every reply is checked against Discord's limits, and every public one for secrets.
import { describe, expect, it } from 'vitest';
import { sampled } from '../support/deep';
import { aiDecision, type Match } from '../../src/engine/match';
import type { CardView, Choice } from '../../src/engine/types';
import { createService, type Actor, type Answer, type GameService } from '../../src/services';
import { allGames } from '../../src/games/registry';
import { alice, bob, carol, dave, drain, here, lastTurn, row, stubRender, tempDb } from '../support/service';
import { drawn, english } from '../support/text';

/** Discord's limits on a message the bot sends (the fake Discord enforces the same). */
export function limitProblems(a: Answer): string[] {
  const bad: string[] = [];
  const r = a.reply;
  if (r.content.length > 2000) bad.push(`content ${r.content.length}`);
  if (r.content.length === 0 && !r.image) bad.push('empty message');
  if (r.rows.length > 5) bad.push(`${r.rows.length} rows`);
  const ids = new Set<string>();
  const id = (x: string) => {
    if (x.length < 1 || x.length > 100) bad.push(`custom id length ${x.length}: ${x}`);
    if (ids.has(x)) bad.push(`duplicate custom id ${x}`);
    ids.add(x);
  };
  for (const row of r.rows) {
    if ('buttons' in row) {
      if (row.buttons.length < 1 || row.buttons.length > 5) bad.push(`${row.buttons.length} buttons in a row`);
      for (const b of row.buttons) {
        id(b.customId);
        if (b.label.length < 1 || b.label.length > 80) bad.push(`button label ${b.label.length}: ${b.label}`);
      }
    } else {
      const s = row.select;
      id(s.customId);
      if (s.placeholder.length > 150) bad.push(`placeholder ${s.placeholder.length}`);
      if (s.options.length < 1 || s.options.length > 25) bad.push(`${s.options.length} select options`);
      const values = new Set<string>();
      for (const o of s.options) {
        if (o.label.length < 1 || o.label.length > 100) bad.push(`option label ${o.label.length}: ${o.label}`);
        if (o.value.length < 1 || o.value.length > 100) bad.push(`option value ${o.value.length}: ${o.value}`);
        if (values.has(o.value)) bad.push(`duplicate option value ${o.value}`);
        values.add(o.value);
      }
    }
  }
  return bad;
}

const picks = (a: Answer) => a.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons.filter((b) => !b.disabled) : []));
const menus = (a: Answer) => a.reply.rows.flatMap((r) => ('select' in r ? [r.select] : []));

/** The public values a message offers: pick-button choices and menu option values. */
function offered(a: Answer): string[] {
  const fromButtons = picks(a)
    .filter((b) => b.customId.startsWith('pick:'))
    .map((b) => b.customId.split(':').slice(3).join(':'));
  return [...fromButtons, ...menus(a).flatMap((s) => s.options.map((o) => o.value))];
}

interface Played {
  answers: Answer[];
  publics: Answer[];
  /** /status and /log: private answers, but about the whole table, so no hand may show. */
  lookups: Answer[];
  surfaces: Set<string>;
}

/** Takes `choice` for `who` the way a player would find it: a button, a (paged) menu, the hand menu, else /choose. */
async function take(svc: GameService, who: Actor, last: Answer, choice: string, seen: Played): Promise<Answer> {
  const note = (a: Answer) => (seen.answers.push(a), a);
  const pick = picks(last).find((b) => b.customId.startsWith('pick:') && b.customId.split(':').slice(3).join(':') === choice);
  if (pick) return (seen.surfaces.add('button'), await svc.component(here, who, pick.customId));
  let page: Answer = last;
  for (let i = 0; i < 10; i++) {
    const menu = menus(page).find((s) => s.customId.startsWith('menu:'));
    if (!menu) break;
    if (menu.options.some((o) => o.value === choice)) {
      seen.surfaces.add(page === last ? 'menu' : 'paged menu');
      return await svc.component(here, who, menu.customId, [choice], page !== last);
    }
    const next = picks(page).find((b) => b.customId.startsWith('page:') && b.label.startsWith('Next'));
    if (!next) break;
    page = note(await svc.component(here, who, next.customId, undefined, page !== last));
  }
  let hand = note(await svc.hand(here, who));
  for (let i = 0; i < 10; i++) {
    const menu = menus(hand).find((s) => s.customId.startsWith('play:'));
    if (!menu) break;
    if (menu.options.some((o) => o.value === choice))
      return (seen.surfaces.add('hand menu'), await svc.component(here, who, menu.customId, [choice], true));
    const next = picks(hand).find((b) => b.customId.startsWith('hand:') && b.label.startsWith('Next'));
    if (!next) break;
    hand = note(await svc.component(here, who, next.customId, undefined, true));
  }
  seen.surfaces.add('/choose');
  return await svc.choose(here, who, choice);
}

async function playOut(
  gameId: string,
  players: Actor[],
  seed: number,
): Promise<Played & { hands: CardView[]; secretsOffered: string[]; sceneLeaks: string[] }> {
  const p = tempDb();
  const svc = await createService({ databasePath: p, seed: () => seed, render: stubRender, games: allGames() });
  const def = allGames().find((g) => g.id === gameId)!;
  await svc.newGame(here, players[0], gameId, 0);
  for (const x of players.slice(1)) await svc.join(here, x);
  const seen: Played = { answers: [], publics: [], lookups: [], surfaces: new Set() };
  seen.answers.push(await svc.start(here, players[0]));
  let last = lastTurn(await drain(svc));
  seen.answers.push(last);
  seen.publics.push(last);
  const hands: CardView[] = [];
  const secretsOffered: string[] = [];
  const sceneLeaks: string[] = [];
  for (let step = 0; step < 4000; step++) {
    const g = row(p);
    if (g.status !== 'active') break;
    const match = g.match as Match;
    const pending = def.pending(match.state)!;
    // Secret choices of the moment must not be on the public message.
    const secret = new Set(pending.choices.filter((c: Choice) => c.secret).map((c: Choice) => c.id));
    for (const v of offered(last)) if (secret.has(v)) secretsOffered.push(v);
    const held: CardView[] = [];
    for (let s = 0; s < players.length; s++) held.push(...def.hand(match.state, s));
    hands.push(...held);
    // The picture is public: its scene names no card held (by id or by text).
    const scene = JSON.stringify(drawn(def.scene(match.state), { game: def.id }));
    for (const c of held)
      if (scene.includes(`"${c.id}"`) || scene.includes(english(c.text, def.id))) sceneLeaks.push(`${c.id} at step ${step}`);
    const d = aiDecision(def, match)!;
    let next = await take(svc, players[d.player], last, d.choice, seen);
    seen.answers.push(next);
    // A command or a private menu in the same player's turn answers privately; the pump then
    // updates the turn message (as the bot does right after the answer).
    if (next.reply.ephemeral) {
      expect(next.reply.content, `${gameId} step ${step}`).toMatch(/^Done/);
      next = lastTurn(await drain(svc));
    } else await drain(svc);
    seen.publics.push(next);
    last = next;
    if (step % 7 === 0) {
      const looks = [await svc.status(here), await svc.log(here, 50)];
      seen.lookups.push(...looks);
      for (const x of players) looks.push(await svc.hand(here, x));
      seen.answers.push(...looks);
    }
    if (step % 50 === 0) {
      const b = await svc.board(here);
      seen.answers.push(b);
      seen.publics.push(b);
    }
  }
  expect(row(p).status).toBe('finished');
  seen.answers.push(await svc.status(here), await svc.log(here, 50), await svc.board(here));
  await svc.close();
  return { ...seen, hands, secretsOffered, sceneLeaks };
}

/** Display names at Discord's 32-character limit, in several scripts, with markdown and mentions. */
const odd: Actor[] = [
  { userId: '112233445566778899', name: '🦄'.repeat(16) },
  { userId: '223344556677889900', name: 'محمد بن عبد الله الخوارزمي الكبير'.slice(0, 32) },
  { userId: '334455667788990011', name: '*_~`|> @everyone <@1> [x](y) ||s||' },
  { userId: '445566778899001122', name: 'Bartholomew Aloysius Fitzgerald' },
];

const TABLES: Array<[string, Actor[], number]> = [
  ['ateam', [alice, bob], 7],
  ['ateam', [alice, bob, carol, dave], 8],
  ['ateam', odd, 11],
  ['atcha', [alice, bob], 9],
  ['atcha', [alice, bob, carol, dave], 10],
  ['atcha', odd, 12],
];

// npm test: a 4-player A-Team and Atcha! at an odd table; the deep run: all six tables.
describe.each(sampled(TABLES, [1, 5]))('a whole game of %s played through the service (seed %#)', (gameId, players, seed) => {
  it(`keeps every reply within Discord's limits and every public one free of secrets (${players.length} players)`, async () => {
    const out = await playOut(gameId, players, seed);
    expect(out.publics.length).toBeGreaterThan(20);
    for (const a of out.answers) expect(limitProblems(a), a.reply.content.slice(0, 200)).toEqual([]);
    expect(out.secretsOffered).toEqual([]);
    expect(out.sceneLeaks).toEqual([]);
    const texts = new Set(out.hands.map((c) => c.text));
    for (const a of [...out.publics, ...out.lookups]) {
      for (const t of texts) expect(a.reply.content).not.toContain(t);
      expect(a.reply.content).not.toMatch(/`c\d+`/);
      expect(a.reply.content).not.toMatch(/<@1>|@everyone/);
    }
    // The game went through more than one surface (buttons at least, and cards where it has them).
    expect(out.surfaces.has('button')).toBe(true);
    if (out.hands.length > 0) expect(out.surfaces.has('hand menu')).toBe(true);
  });
});
