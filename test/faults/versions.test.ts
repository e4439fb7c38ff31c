// Stored games survive rule changes: a game stored under a state version older than its game's
// is rebuilt by replay from its seed and decisions when the stored history is told forward at
// start (src/store/forward.ts, docs/decisions/0002-state-versions.md), and plays on.
import { describe, expect, it } from 'vitest';
import { createService, type AnyGame } from '../../src/services';
import { aiDecision, applyDecision } from '../../src/engine/match';
import { allGames } from '../../src/games/registry';
import { diceRace, type RaceState } from '../../src/games/dice-race';
import { alice, bob, drain, here, makeService, RULES_DIR, row, started, stubRender, tempDb } from '../support/service';
import { captureLog } from '../log/capture';
import { beforeTelling, rawSql, serviceStore, stored as storeRead } from '../support/stores';

/** Version 2 of the race keeps positions under `squares` instead of `pos`. */
type RaceV2 = Omit<RaceState, 'pos'> & { squares: readonly number[] };
const up = ({ pos, ...rest }: RaceState): RaceV2 => ({ ...rest, squares: pos });
const down = ({ squares, ...rest }: RaceV2): RaceState => ({ ...rest, pos: squares });

/** The example game under a new state shape: every function converts at its edge. */
function raceV2(extra: Partial<AnyGame> = {}): AnyGame {
  const d = diceRace as AnyGame;
  return {
    ...d,
    version: 2,
    setup: (ctx) => {
      const r = d.setup(ctx);
      return { ...r, state: up(r.state) };
    },
    pending: (s) => d.pending(down(s)),
    apply: (s, p, c, rng) => {
      const r = d.apply(down(s), p, c, rng);
      return r.ok ? { ok: true, value: { ...r.value, state: up(r.value.state) } } : r;
    },
    view: (s, p) => d.view(down(s), p),
    hand: (s, p) => d.hand(down(s), p),
    outcome: (s) => d.outcome(down(s)),
    scene: (s) => d.scene(down(s)),
    status: (s) => d.status(down(s)),
    resign: (s, p) => {
      const r = d.resign(down(s), p);
      return { ...r, state: up(r.state) };
    },
    ...extra,
  };
}

const serviceWith = async (p: string, game: AnyGame) =>
  await createService({
    ...(await serviceStore(p)),
    games: [game],
    render: stubRender,
    seed: () => 42,
    now: () => new Date('2026-01-02T00:00:00Z'),
    rulesDir: RULES_DIR,
  });

/** A two-player race stored under version 1, two rolls in, by the build before the history was last told forward. */
async function storedV1(): Promise<{ p: string; before: RaceState; shown: string }> {
  const p = tempDb();
  const v1 = await makeService(p);
  await started(v1, [6, 4, 3, 5, 2, 1, 4]);
  await v1.roll(here, alice);
  await v1.roll(here, bob);
  const shown = (await v1.status(here)).reply.content;
  await v1.close();
  // Read before the file goes back to that build's schema, which today's readers do not read.
  const stored = row(p);
  expect(stored.stateVersion).toBe(1);
  expect(stored.match!.step).toBe(2);
  await beforeTelling(p);
  return { p, before: stored.match!.state as RaceState, shown };
}

describe('a game stored under the previous state version', () => {
  it('is rebuilt by replay from its seed and decisions at start, written under the new version, and plays on', async () => {
    const { p, before, shown } = await storedV1();
    const v2 = await serviceWith(p, raceV2());
    // Rewritten once, at start, before anything reads it.
    const rebuilt = row(p);
    expect(rebuilt.stateVersion).toBe(2);
    expect(rebuilt.match!.state).toEqual(up(before));
    // The status (player-turn count, positions) reads the rebuilt state as the stored one, at step 2.
    expect((await v2.status(here)).reply.content).toBe(shown);
    expect((await v2.outcome(here))!.step).toBe(2);
    const a = await v2.roll(here, alice);
    expect(a.reply.ephemeral).toBe(false);
    expect(a.reply.content).toContain('Alice rolls 2');
    const after = row(p);
    expect(after.stateVersion).toBe(2);
    expect(after.match!.step).toBe(3);
    expect(after.match!.state).toMatchObject({ squares: [before.pos[0] + 2, before.pos[1]], hands: before.hands });
    expect(after.match!.state).not.toHaveProperty('pos');
    await v2.close();
  });

  it('is cancelled, freeing its channel, when the new rules refuse a stored decision', async () => {
    const { p } = await storedV1();
    const logged = captureLog();
    const rename = (id: string) => (id === 'roll' ? 'throw' : id);
    const back = (id: string) => (id === 'throw' ? 'roll' : id);
    const base = raceV2();
    const renamed = raceV2({
      pending: (s) => {
        const q = base.pending(s);
        return q && { ...q, choices: q.choices.map((c) => ({ ...c, id: rename(c.id) })) };
      },
      // Whether apply gets the choice id or the Choice itself, 'throw' means the old 'roll'.
      apply: (s, pl, c: unknown, rng) =>
        base.apply(
          s,
          pl,
          (typeof c === 'string' ? back(c) : { ...(c as { id: string }), id: back((c as { id: string }).id) }) as never,
          rng,
        ),
    });
    const v2 = await serviceWith(p, renamed);
    expect(row(p).status).toBe('cancelled');
    expect((await v2.roll(here, alice)).reply.content).toBe('There is no game in this channel. Open one with /game new.');
    expect(logged.records()).toMatchObject([
      { level: 50, msg: 'the game could not be rebuilt under its rules', game: 1, rules: 'dice-race', stateVersion: 2 },
    ]);
    expect((logged.records()[0].err as { stack: string }).stack).toMatch(/^Error \(message withheld/);
    expect((await v2.newGame(here, alice, 'dice-race', 1)).reply.ephemeral).toBe(false);
    logged.restore();
    await v2.close();
  });
});

describe.each(allGames().map((g) => [g.id, g] as const))('%s stored under an older state version', (_id, def) => {
  it('is rebuilt by replay to exactly the stored match and plays on', async () => {
    const p = tempDb();
    const svc = await createService({ ...(await serviceStore(p)), seed: () => 31, render: stubRender, games: allGames() });
    await svc.newGame(here, alice, def.id, 0);
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc); // the game plays in the channel (no thread)
    for (let i = 0; i < 30 && row(p).status === 'active'; i++) {
      const d = aiDecision(def, row(p).match!)!;
      await svc.choose(here, [alice, bob][d.player], d.choice);
    }
    const shown = (await svc.status(here)).reply.content;
    await svc.close();
    const stored = row(p);
    // What a newer plug-in sees: the row written under the version before its own, by the build before.
    await rawSql(p, `UPDATE games SET state_version = ? WHERE id = ?`, [(def.version ?? 1) - 1, stored.id]);
    await beforeTelling(p);
    const again = await createService({ ...(await serviceStore(p)), games: allGames(), seed: () => 31, render: stubRender });
    expect(row(p).stateVersion).toBe(def.version ?? 1);
    expect(row(p).match!.state).toEqual(stored.match!.state);
    expect((await again.status(here)).reply.content).toBe(shown);
    expect((await again.outcome(here))!.step).toBe(stored.match!.step);
    if (stored.status === 'active') {
      const d = aiDecision(def, stored.match!)!;
      expect((await again.choose(here, [alice, bob][d.player], d.choice)).reply.ephemeral).toBe(false);
      // The step after the rebuild is the step after the stored match, dice and all.
      const expected = applyDecision(def, stored.match!, d);
      expect(expected.ok).toBe(true);
      const next = (await storeRead(p, (s) => s.toldSince(stored.id, stored.match!.step)))![0];
      if (expected.ok) expect(next).toMatchObject({ rolls: expected.value.rolls, events: expected.value.events });
      expect(row(p).match!.step).toBeGreaterThan(stored.match!.step);
    }
    await again.close();
  });
});
