// Games stored before chance devices moved into their games (issue 17): a device's results
// were and are plain records ({ kind: 'spin', value, band }), but forced results were objects
// ({ spin: 2, band: 'LOSE' }, { symbol: 'tank' }) where they are now tokens ('spin:2:LOSE').
// A game written in the old shape loads, replays and plays on.
import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../src/engine/rng';
import { actionMan } from '../../src/games/action-man';
import { deathStar } from '../../src/games/death-star';
import { allGames } from '../../src/games/registry';
import { renderBoard } from '../../src/render';
import { createService } from '../../src/services';
import { replayStored } from '../../src/services/core/replay';
import * as store from '../../src/store';
import { act, build, forced } from '../games/action-man/helpers';
import { alice, bob, drain, here, lastTurn, row, tempDb } from '../support/service';

/** Rewrites a stored game's forced results as the old code wrote them. */
function writeOld(path: string, dice: unknown, pendingForced: unknown[]): void {
  const db = store.open(path);
  try {
    const g = store.latestGameIn(db, here.channelId)!;
    const match = { ...g.match!, rng: { ...g.match!.rng, forced: pendingForced } };
    db.prepare('UPDATE games SET dice = ?, state = ? WHERE id = ?').run(JSON.stringify(dice), JSON.stringify(match), g.id);
  } finally {
    db.close();
  }
}

describe('a game stored with the old forced shape', () => {
  it('Death Star: loads, replays from its old dice column, and spins the old forced value', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 3, games: allGames(), render: renderBoard });
    // Opening: Red spins 3, Blue 1, so Red (alice) starts; then Red's first spin is forced.
    await svc.newGameWith(here, alice, 'death-star', { dice: ['spin:3', 'spin:1'], after: ['spin:2'] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    await svc.close();
    // As an old build stored it: the opening and the pending spin as objects.
    writeOld(p, { opening: [{ spin: 3 }, { spin: 1 }], after: [{ spin: 2, band: 'LOSE' }] }, [{ spin: 2, band: 'LOSE' }]);
    const stored = row(p);
    expect(stored.dice).toEqual([{ spin: 3 }, { spin: 1 }]);

    const again = await createService({ databasePath: p, seed: () => 3, games: allGames(), render: renderBoard });
    const spun = await again.roll(here, alice);
    // Death Star names seats as the players (issue 19): Red is Alice.
    expect(spun.reply.content).toContain('Alice (Red) spins 2');
    const after = row(p);
    const db = store.open(p);
    try {
      const actions = store.actionsOf(db, after.id);
      // The old forced object decided the spin, reported as a move's spin is: its number (no band, issue 21).
      expect(store.toldSince(db, after.id, 0)![0].events[0]).toEqual({
        text: { key: 'event.spins', params: { who: { seat: 0 }, n: 2 } },
        chance: [{ kind: 'spin', value: 2 }],
      });
      expect(after.match!.rng.forced).toEqual([]);
      // The stored game replays exactly from its old-shape dice column.
      expect(replayStored(deathStar, after, actions)).toEqual(after.match);
    } finally {
      db.close();
    }
    // And plays on: a move, then Blue's turn with a picture.
    const move = lastTurn(await drain(again));
    expect(move.reply.image).toBeDefined();
    await again.close();
  });

  it('Action Man: old forced symbol objects throw the same combat as their tokens', () => {
    // Red lands on Blue's commander (a roll of 5) and throws the five combat dice.
    const state = build({ pos: [0, 5, 24, 36], cards: ['land', 'land', 'land'] });
    const faces = ['tank', 'tank', 'plane', 'plane', 'plane'];
    const old = act(state, 'roll', new Rng(seedState(1, [5, ...faces.map((symbol) => ({ symbol }))])));
    const now = act(state, 'roll', forced(5, faces.join(' ')));
    expect(old.text).toContain('Red throws tank, tank, plane, plane, plane: score 2');
    expect(old.events).toEqual(now.events);
    expect(old.state).toEqual(now.state);
    expect(actionMan.scene(old.state).chance).toEqual(faces.map((face) => ({ kind: 'symbol', face })));
  });
});
