// The Replay of a finished game: an animated GIF, one frame per player-turn
// plus the set-up, under 8 MB, its first and last frames the start and final pictures, made
// in steps that leave other games to answer meanwhile.
import { GifReader } from 'omggif';
import { afterAll, describe, expect, it } from 'vitest';
import { allGames } from '../../src/games/registry';
import { renderBoard } from '../../src/render';
import { REPLAY_WIDTH, scaled } from '../../src/render/replay';
import { createService, type Answer, type GameService } from '../../src/services';
import { alice, bob, buttons, drain, here, lastTurn, post, row, stubRender, tempDb } from '../support/service';
import { sampled } from '../support/deep';
import type { RenderBoard } from '../../src/render/contract';
import { MAX_REPLAY_BYTES } from '../../src/services/records/replayGif';
import { maxSeats } from '../../src/services/core/seats';

/** The finished game of `gameId` (playedOut), played once for the file: its tests read the same game. */
function finished(gameId: string): Promise<Finished> {
  let game = played.get(gameId);
  if (!game) played.set(gameId, (game = playedOut(gameId)));
  return game;
}

interface Finished {
  svc: GameService;
  path: string;
  last: Answer;
}

const played = new Map<string, Promise<Finished>>();
/** A finished game's replay answer, made once for the file: the first test to ask makes it. */
const replays = new Map<string, Promise<Answer>>();
async function replayOf(gameId: string): Promise<Answer> {
  let made = replays.get(gameId);
  if (!made) {
    const { svc, path } = await finished(gameId);
    replays.set(gameId, (made = svc.replay(here, alice, row(path).id)));
  }
  return made;
}
afterAll(async () => {
  for (const g of played.values()) await (await g).svc.close();
});

/**
 * A game of `gameId` played to its end by AI seats only (as many as it seats, up to 4), its turn
 * messages' pictures stubbed (the replay draws every frame again from the log); the service
 * handed back draws real pictures.
 */
async function playedOut(gameId: string, seed = 7): Promise<Finished> {
  const path = tempDb();
  const open = async (render: RenderBoard) =>
    await createService({ databasePath: path, seed: () => seed, render, games: allGames() });
  const playing = await open(stubRender);
  const def = allGames().find((g) => g.id === gameId)!;
  const most = Math.min(4, maxSeats(def));
  await post(playing, await playing.newGameWith(here, alice, gameId, { ai: most, aiOnly: true }));
  await playing.start(here, alice);
  const last = lastTurn(await drain(playing));
  await playing.close();
  return { svc: await open(renderBoard), path, last };
}

function frames(gif: Buffer): { reader: GifReader; rgba: (n: number) => Uint8ClampedArray } {
  const reader = new GifReader(gif);
  return {
    reader,
    rgba: (n) => {
      const px = new Uint8ClampedArray(reader.width * reader.height * 4);
      for (let i = 0; i <= n; i++) reader.decodeAndBlitFrameRGBA(i, px);
      return px;
    },
  };
}

/** Share of pixels within a few levels of each other (the GIF has 255 colours, the PNG up to 256). */
function alike(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let same = 0;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]);
    if (d <= 24) same++;
  }
  return same / (a.length / 4);
}

const gifOf = (a: Answer): Buffer => {
  expect(a.reply.file?.name).toMatch(/\.gif$/);
  return a.reply.file!.data;
};

describe('replay GIF', () => {
  // First: it makes The A-Team's replay while another game answers; the GIF test below reads it.
  it('is offered on the final message only, refused privately while the game runs, and lets other games answer meanwhile', async () => {
    const { svc, path, last: final } = await finished('ateam');
    const g = row(path);
    // The final message's row: Rematch and Replay; /log replay:true asks for the same.
    const replayId = buttons(final).find((b) => b.customId.startsWith('replay:'))!.customId;
    expect(buttons(final).map((b) => b.label)).toEqual(expect.arrayContaining(['Rematch', 'Replay']));
    const clicked = await svc.component(here, bob, replayId);
    expect(clicked.later).toEqual({ replay: g.id });
    expect(clicked.reply.ephemeral).toBe(true);
    expect((await svc.log(here, { count: 10, replay: true }, alice)).later).toEqual({ replay: g.id });

    // A running game in another channel: no Replay button, and a friendly private refusal.
    const there = { guildId: 'g1', channelId: 'chan2' };
    await post(svc, await svc.newGame(there, alice, 'ateam', 0));
    await svc.join(there, bob);
    await svc.start(there, alice);
    const running = lastTurn(await drain(svc));
    expect(buttons(running).some((b) => b.customId.startsWith('replay:'))).toBe(false);
    const refused = await svc.log(there, { count: 10, replay: true }, alice);
    expect(refused.later).toBeUndefined();
    expect(refused.reply.ephemeral).toBe(true);
    expect(refused.reply.content).toContain('once the game is over');
    const runningId = row(path, there.channelId).id;
    const early = await svc.replay(there, alice, runningId);
    expect(early.reply.file).toBeUndefined();
    expect(early.reply.content).toContain('once the game is over');

    // Not blocking: while the replay is made, the event loop turns, and the other game answers.
    // The replay made here is the one the GIF test reads (replayOf): one encoding for the file.
    let done = false;
    const making = replayOf('ateam').then((a) => ((done = true), a));
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    const t0 = performance.now();
    const answered = await svc.status(there);
    const took = performance.now() - t0;
    expect(answered.reply.content.length).toBeGreaterThan(0);
    expect(done).toBe(false);
    expect(took).toBeLessThan(1000);
    expect((await making).reply.file?.name).toMatch(/\.gif$/);
    expect(done).toBe(true);
  }, 120_000);

  // npm test: The A-Team's (the shortest game); the deep run: every game's (Atcha!'s, the longest,
  // 226 frames and 2.1 MB at seed 7, takes 7 s alone).
  it.each(
    sampled(
      allGames().map((g) => [g.id]),
      [0],
    ),
  )(
    '%s: one frame per player-turn and the set-up, under 8 MB, first and last as the pictures',
    async (gameId) => {
      const { svc, path } = await finished(gameId);
      const g = row(path);
      expect(g.status).toBe('finished');
      const a = await replayOf(gameId);
      const gif = gifOf(a);
      expect(a.reply.ephemeral).toBe(true);
      expect(gif.length).toBeLessThanOrEqual(MAX_REPLAY_BYTES);
      const { reader, rgba } = frames(gif);
      // The final message is a player-turn of its own: turn.no counts the played turns plus one.
      expect(reader.numFrames()).toBe(g.turn.no);
      console.log(`replay ${gameId}: ${reader.numFrames()} frames, ${(gif.length / 1024).toFixed(0)} KB`);
      // The last frame is the final message's picture, scaled as the replay scales it.
      const final = (await svc.board(here)).reply.image!.data;
      const want = scaled(final, REPLAY_WIDTH, reader.height);
      expect([reader.width, reader.height]).toEqual([want.width, want.height]);
      const last = alike(rgba(reader.numFrames() - 1), want.rgba);
      expect(last).toBeGreaterThan(0.97);
      // The first is the board as set up: not the final board.
      expect(alike(rgba(0), want.rgba)).toBeLessThan(last);
    },
    120_000,
  );
});
