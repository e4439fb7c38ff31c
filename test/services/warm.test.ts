// The boards drawn at start (src/services/looking/warm.ts): the most recently played running game
// of each kind and language, drawn once each through the turn message's own path, nothing stored.
import { describe, expect, it } from 'vitest';
import { allGames } from '../../src/games/registry';
import type { BoardWords, RenderBoard } from '../../src/render/contract';
import { createService, type GameService, type Where } from '../../src/services';
import { alice, bob, drain, PNG_1x1, post, row, snapshot, tempDb } from '../support/service';
import { serviceStore } from '../support/stores';

/** Opens `game` at `where` in `language` for Alice and Bob, starts it, and lets it be placed there. */
async function open(svc: GameService, where: Where, game: string, language: 'en' | 'fr' | 'hu'): Promise<void> {
  const lobby = await svc.newGameWith(where, alice, game, { settings: { language } });
  if (lobby.posts) await svc.messagePosted(lobby.posts, where.channelId, `lobby-${where.channelId}`);
  await svc.join(where, bob);
  await svc.start(where, alice);
  await drain(svc);
}

describe('the boards drawn at start', () => {
  it('draws the newest running game of each kind and language once, in its language, and changes nothing', async () => {
    const path = tempDb();
    const drawn: Array<{ game: string; locale: string }> = [];
    const render = ((game: string, _scene: unknown, _seats: unknown, _caption: unknown, words?: BoardWords) => {
      drawn.push({ game, locale: words?.locale ?? 'en' });
      return PNG_1x1;
    }) as RenderBoard;
    const svc = await createService({ ...(await serviceStore(path)), games: allGames(), render, seed: () => 7 });
    const at = (channelId: string): Where => ({ guildId: 'g1', channelId });
    await open(svc, at('a1'), 'ateam', 'en');
    await open(svc, at('a2'), 'ateam', 'en');
    await open(svc, at('a3'), 'ateam', 'fr');
    await open(svc, at('d1'), 'death-star', 'hu');
    // A lobby not started has no board to draw.
    await post(svc, await svc.newGameWith(at('b1'), alice, 'bionic-woman', {}));
    const before = ['a1', 'a2', 'a3', 'd1', 'b1'].map((c) => snapshot(path, c));
    const touched = ['a1', 'a2', 'a3', 'd1'].map((c) => row(path, c).updatedAt);
    drawn.length = 0;

    expect(await svc.warmPictures()).toEqual({ boards: 3, failed: 0 });
    expect(drawn.map((d) => `${d.game} ${d.locale}`).sort()).toEqual(['ateam en', 'ateam fr', 'death-star hu']);
    expect(['a1', 'a2', 'a3', 'd1', 'b1'].map((c) => snapshot(path, c))).toEqual(before);
    expect(['a1', 'a2', 'a3', 'd1'].map((c) => row(path, c).updatedAt)).toEqual(touched);
    // Nothing was made owed by it: the pump has nothing to hand out.
    expect(await drain(svc)).toEqual([]);
    await svc.close();
  });

  it('goes on with the other boards when one fails to draw', async () => {
    const path = tempDb();
    let fail = false;
    const asked: string[] = [];
    const render = ((game: string) => {
      asked.push(game);
      if (fail && game === 'ateam') throw new Error('no canvas');
      return PNG_1x1;
    }) as RenderBoard;
    const svc = await createService({ ...(await serviceStore(path)), games: allGames(), render, seed: () => 7 });
    await open(svc, { guildId: 'g1', channelId: 'a1' }, 'ateam', 'en');
    await open(svc, { guildId: 'g1', channelId: 'd1' }, 'death-star', 'en');
    fail = true;
    asked.length = 0;
    expect(await svc.warmPictures()).toEqual({ boards: 2, failed: 0 });
    expect(asked.sort()).toEqual(['ateam', 'death-star']);
    await svc.close();
  });
});
