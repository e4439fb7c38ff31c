// The lobby says how long a game of this kind and size usually runs, and what the clock makes of
// it (issue 20), from data/lengths.json, which all-AI self-play gives (npm run lengths).
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
    // One seat taken: the smallest table The A-Team allows.
    expect(lengthLine(opened.reply.content)).toBe(
      `📏 A game for 2 usually runs about ${table.ateam['2'].median} player-turns: with one person answering twice a day, about 8 days; at worst, every turn run to its clock, up to 7 weeks.`,
    );
    await svc.join(here, bob);
    await svc.join(here, carol);
    // /status shows the lobby as its message now reads.
    const line = lengthLine((await svc.status(here)).reply.content)!;
    // 56 player-turns, a round of 3 each half-day: 9 days; every turn to a 3-day clock: 168 days.
    expect(three).toBe(56);
    expect(line).toBe(
      '📏 A game for 3 usually runs about 56 player-turns: with 3 people answering twice a day, about 9 days; at worst, every turn run to its clock, up to 6 months.',
    );
  });

  it('says nothing of a worst case without a clock, and speaks French and Hungarian', async () => {
    const svc = await service();
    const fr = await svc.newGame(here, { ...alice, locale: 'fr' }, 'atcha', 0, { clock: 'off', language: 'fr' });
    expect(lengthLine(fr.reply.content)).toMatch(
      /^📏 Une partie à 2 dure d’habitude environ \d+ tours de joueur\u00a0: si la personne répond deux fois par jour, environ \d+ (jours|semaines)\.$/,
    );
    const hu = await (await service()).newGame(here, { ...alice, locale: 'hu' }, 'atcha', 0, { clock: 'off', language: 'hu' });
    expect(lengthLine(hu.reply.content)).toMatch(
      /^📏 Egy 2 fős játék általában körülbelül \d+ játékoskörig tart: ha a játékos naponta kétszer lép, nagyjából \d+ (nap|hét)\.$/,
    );
  });
});
