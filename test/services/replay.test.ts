import { describe, expect, it } from 'vitest';
import { createService } from '../../src/services';
import { replayStored } from '../../src/services/core/replay';
import { allGames } from '../../src/games/registry';
import * as store from '../../src/store';
import { diceRace } from '../../src/games/dice-race';
import { alice, bob, drain, here, makeService, resignNow, row, tempDb } from '../support/service';
import { renderBoard } from '../../src/render';
import { peek } from '../support/stores';

function replayMatches(path: string, def: typeof diceRace | ReturnType<typeof allGames>[number]) {
  const db = peek(path);
  try {
    const g = db.latestGameIn(here.channelId)!;
    const actions = db.actionsOf(g.id);
    expect(actions.length).toBe(g.match!.step);
    expect(replayStored(def, g, actions)).toEqual(g.match);
  } finally {
    db.close();
  }
}

describe('replay from seed and actions', () => {
  it('reproduces a stored fixture game with cards, AI, a resignation and forced dice', async () => {
    const p = tempDb();
    const svc = await makeService(p, 99);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 2, dice: [6, 4, 1, 3] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    await drain(svc);
    for (let i = 0; i < 40 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { turn: number; await: { kind: string } };
      const who = st.turn === 0 ? alice : bob;
      if (st.turn > 1) break;
      const cards = await svc.autocompleteChoices(here, who, 'card:');
      if (cards.length > 0 && i % 3 === 0) await svc.choose(here, who, cards[0].value);
      else if (st.await.kind === 'jump') await svc.choose(here, who, 'jump:12');
      else await svc.roll(here, who);
    }
    if (row(p).status === 'active') await resignNow(svc, bob);
    expect(row(p).match!.step).toBeGreaterThan(3);
    replayMatches(p, diceRace);
  });

  for (const def of allGames()) {
    it(`reproduces a whole game of ${def.id} played on by AI after the human resigns, drawn by the real renderer`, async () => {
      const p = tempDb();
      const svc = await createService({ databasePath: p, seed: () => 1234, games: allGames(), render: renderBoard });
      const max = Math.max(...(def.playerCounts ?? [def.maxPlayers]));
      await svc.newGameWith(here, alice, def.id, { ai: max - 1 });
      await svc.start(here, alice);
      await drain(svc);
      // The first message may have no picture (a plain roll's board comes with the roll); /board draws it.
      expect((await svc.board(here, alice)).reply.image?.data.subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      // Alice steps out; the AI seats play the game to its end.
      await resignNow(svc, alice);
      expect(row(p).status).toBe('finished');
      replayMatches(p, def);
      // Compacted: the archive alone replays to the match, and /log tells it word for word.
      await drain(svc);
      const ended = row(p);
      const log = (await svc.log(here, { count: 10, file: true })).reply.file!.data.toString('utf8');
      const later = new Date(Date.parse(ended.updatedAt) + 181 * 24 * 3_600_000);
      expect(await svc.sweep(later, { retentionDays: 180, idleDays: 10_000 })).toMatchObject({ archived: 1, compacted: 1 });
      const db = store.open(p);
      const archive = store.archiveOf(db, ended.id)!;
      db.close();
      expect(row(p).match).toBeNull();
      expect(replayStored(def, row(p), archive.actions, archive.seats)).toEqual(ended.match);
      expect((await svc.log(here, { count: 10, file: true })).reply.file!.data.toString('utf8')).toBe(log);
      await svc.close();
    });
  }
});
