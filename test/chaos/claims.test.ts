// Exactly once across processes, raced for real: three processes named as shards pump
// one file at the same moment, over and over, while forty games each owe their thread (their
// claims lapsed: the process that started them is gone). Each game's work goes to exactly one
// of them, however the conditional claims interleave.
import { describe, expect, it } from 'vitest';
import { diceRace } from '../../src/games/dice-race';
import { createService } from '../../src/services';
import { CLAIM_MS } from '../../src/services/core/claims';
import { launch } from '../support/bot';
import { alice, bob, RULES_DIR, stubRender, tempDb } from '../support/service';

const GAMES = 40;
const PUMPERS = 3;

describe('claims raced by three processes', () => {
  it('hand each owed thread to exactly one process', async () => {
    const db = tempDb();
    // Started by a process gone for longer than a claim holds: every claim has lapsed.
    const long = Date.now() - 2 * CLAIM_MS;
    const setup = await createService({
      databasePath: db,
      games: [diceRace],
      render: stubRender,
      now: () => new Date(long),
      rulesDir: RULES_DIR,
      worker: 'gone',
    });
    for (let i = 0; i < GAMES; i++) {
      const where = { guildId: 'g', channelId: `race-${i}` };
      await setup.newGameWith(where, alice, 'dice-race', {});
      await setup.join(where, bob);
      expect((await setup.start(where, alice)).reply.content).toBe('Started.');
    }
    await setup.close();

    const startAt = Date.now() + 4000;
    const runs = Array.from({ length: PUMPERS }, (_, i) => launch('test/chaos/pumper.ts', [db, `shard-${i}`, String(startAt)]));
    const results = await Promise.all(
      runs.map(async (p) => {
        expect(await p.exited).toBe(0);
        return JSON.parse(p.printed('stdout').trim().split('\n').at(-1)!) as { pumps: number; got: string[] };
      }),
    );
    const handed = results.flatMap((r) => r.got);
    console.log(
      `claims race: ${PUMPERS} processes, ${results.map((r) => r.pumps).join('+')} pumps, ${GAMES} owed threads, ` +
        `handed out ${handed.length} times (${results.map((r) => r.got.length).join('+')})`,
    );
    expect(handed.filter((h) => !h.startsWith('game '))).toEqual([]);
    expect(new Set(handed).size).toBe(GAMES);
    // Exactly once: no game handed to two processes.
    expect(handed).toHaveLength(GAMES);
  }, 30_000);
});
