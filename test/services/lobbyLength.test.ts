// The lobby says how long a game of this kind and size usually runs, and what the clock makes of
// it, from data/lengths.json, which all-AI self-play gives (npm run lengths).
import { describe, expect, it } from 'vitest';
import lengths from '../../data/lengths.json';
import { lengthOf } from '../../src/engine/length';
import { allGames } from '../../src/games/registry';
import { createService } from '../../src/services';
import { playerCountsOf } from '../../src/services/core/seats';
import { alice, bob, carol, here, RULES_DIR, stubRender, tempDb } from '../support/service';

const table = lengths as Record<string, Record<string, { median: number; p90: number; games: number }>>;
const service = () =>
  createService({ databasePath: tempDb(), seed: () => 5, games: allGames(), render: stubRender, rulesDir: RULES_DIR });
const lengthLine = (content: string) => content.split('\n').find((l) => l.startsWith('📏'));

describe('how long a game runs', () => {
  it('the figures cover every game at every table size, and are what self-play gives', () => {
    for (const def of allGames()) {
      for (const n of playerCountsOf(def)) {
        const e = table[def.id][n];
        expect(e.median).toBeGreaterThan(0);
        expect(e.p90).toBeGreaterThanOrEqual(e.median);
      }
    }
    // The cheapest entries, recomputed in full: the file is the script's output, not typed in.
    const ateam = allGames().find((g) => g.id === 'ateam')!;
    expect(lengthOf(ateam, 2, table.ateam['2'].games)).toEqual(table.ateam['2']);
  });

  it('the lobby quotes the figure for the seats taken, and what people answering twice a day and the clock make of it', async () => {
    const svc = await service();
    const three = table.ateam['3'].median;
    const opened = await svc.newGame(here, alice, 'ateam', 0, { clock: '3d' });
    // One seat taken: the smallest table The A-Team allows. At worst her 16.5 turns each run a
    // 3-day clock out (49.5 days), and she takes the 14 vacation days: 63.5 days, 2 months.
    expect(table.ateam['2'].median).toBe(33);
    expect(lengthLine(opened.reply.content)).toBe(
      `📏 A game for 2 usually runs about 33 player-turns: with one person answering twice a day, about 8 days; at worst, with every clock run out and every vacation taken, up to 2 months.`,
    );
    await svc.join(here, bob);
    await svc.join(here, carol);
    // /status shows the lobby as its message now reads.
    const line = lengthLine((await svc.status(here)).reply.content)!;
    // 56 player-turns, a round of 3 each half-day: 9 days; every turn to a 3-day clock: 168 days,
    // and each of the three takes 14 vacation days: 210 days.
    expect(three).toBe(56);
    expect(line).toBe(
      '📏 A game for 3 usually runs about 56 player-turns: with 3 people answering twice a day, about 9 days; at worst, with every clock run out and every vacation taken, up to 7 months.',
    );
  });

  it('counts a time bank at worst as each whole bank, then its gain each later turn, and the allowance chosen', async () => {
    const svc = await service();
    // Two people, a bank of 5 days with 1 more a turn, 3 vacation days each: each person's 16.5
    // turns run out at worst 5 + 15.5 × 1 = 20.5 days, and 3 days of vacation: 47 days in all.
    const opened = await svc.newGame(here, alice, 'ateam', 0, { clock: 'bank:5d+1d', vacation: 3 });
    await svc.join(here, bob);
    const line = lengthLine((await svc.status(here)).reply.content)!;
    expect(line).toMatch(/; at worst, with every clock run out and every vacation taken, up to 7 weeks\.$/);
    expect(opened.reply.content).toContain('time bank: 5 days each, 1 day more a turn (never above 5 days)');
    expect(opened.reply.content).toContain('🏖️ Vacation: up to 3 days per player');
  });

  it('says nothing of a worst case without a clock, and speaks French and Hungarian', async () => {
    const svc = await service();
    const fr = await svc.newGame(here, { ...alice, locale: 'fr' }, 'atcha', 0, { clock: 'off', language: 'fr' });
    expect(lengthLine(fr.reply.content)).toMatch(
      /^📏 Une partie à 2 dure d’habitude environ \d+ tours de joueur\u00a0: en jouant deux fois par jour, environ \d+ (jours|semaines)\.$/,
    );
    const hu = await (await service()).newGame(here, { ...alice, locale: 'hu' }, 'atcha', 0, { clock: 'off', language: 'hu' });
    expect(lengthLine(hu.reply.content)).toMatch(
      /^📏 Egy 2 fős játszma általában nagyjából \d+ körig tart: ha a játékos naponta kétszer lép, körülbelül \d+ (nap|hét)\.$/,
    );
  });
});
