// The bot's one timer (src/discord/timer.ts) drives both of its timed jobs: the pump each minute
// and the upkeep sweeps each hour; and one upkeep run (src/discord/upkeep.ts) posts what the
// sweep closed, never two runs at once, and logs a failing sweep without its message.
import type { Client } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTimer } from '../../src/discord/timer';
import { createUpkeep, SWEEP_EVERY_MS } from '../../src/discord/upkeep';
import { PUMP_EVERY_MS } from '../../src/discord/bot';
import type { Swept } from '../../src/services';
import { memoryLog } from '../log/capture';

describe('the bot timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks at the pump period and runs the sweeps every sixtieth tick, both on one timer', () => {
    const runs = { pump: 0, sweep: 0 };
    const timer = startTimer([
      { everyMs: PUMP_EVERY_MS, run: () => runs.pump++ },
      { everyMs: SWEEP_EVERY_MS, run: () => runs.sweep++ },
    ]);
    expect(timer.tickMs).toBe(60_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(SWEEP_EVERY_MS - 1);
    expect(runs).toEqual({ pump: 59, sweep: 0 });
    vi.advanceTimersByTime(1);
    expect(runs).toEqual({ pump: 60, sweep: 1 });
    vi.advanceTimersByTime(SWEEP_EVERY_MS * 1.5);
    expect(runs).toEqual({ pump: 150, sweep: 2 });
    timer.stop();
    vi.advanceTimersByTime(SWEEP_EVERY_MS * 3);
    expect(runs).toEqual({ pump: 150, sweep: 2 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves out a job whose period is 0 (tests pump by hand), and makes no timer when none is left', () => {
    const runs = { pump: 0, sweep: 0 };
    const timer = startTimer([
      { everyMs: 0, run: () => runs.pump++ },
      { everyMs: SWEEP_EVERY_MS, run: () => runs.sweep++ },
    ]);
    expect(timer.tickMs).toBe(SWEEP_EVERY_MS);
    vi.advanceTimersByTime(SWEEP_EVERY_MS * 2);
    expect(runs).toEqual({ pump: 0, sweep: 2 });
    timer.stop();

    expect(startTimer([{ everyMs: 0, run: () => runs.pump++ }]).tickMs).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** A client whose channel records what is sent, each send waiting for `gate`. */
function fakeClient(gate: Promise<void> = Promise.resolve()) {
  const sent: Array<{ channelId: string; content: unknown }> = [];
  const patched: string[] = [];
  const client = {
    channels: {
      fetch: async (channelId: string) => ({
        isSendable: () => true,
        send: async (payload: { content?: unknown }) => {
          await gate;
          sent.push({ channelId, content: payload.content });
        },
      }),
    },
    rest: {
      get: async () => ({ flags: 0, components: [], attachments: [] }),
      patch: async (route: string) => void patched.push(route),
    },
  } as unknown as Client;
  return { client, sent, patched };
}

const closedGame = (n: number): Swept['closed'][number] => ({
  gameId: n,
  channelId: `chan${n}`,
  answer: {
    reply: { ephemeral: false, content: `Game ${n} was closed.`, rows: [] },
    retire: [{ channelId: `chan${n}`, messageId: `turn${n}` }],
  },
});

describe('one upkeep run', () => {
  const settings = { retentionDays: 180, idleDays: 30 };

  it('posts each closing message in its channel and takes the buttons off the last turn message', async () => {
    const { client, sent, patched } = fakeClient();
    const logged = memoryLog();
    const sweep = vi.fn(async (): Promise<Swept> => ({
      closed: [closedGame(1), closedGame(2)],
      archived: 5,
      compacted: 3,
      freedBytes: 81920,
    }));
    const run = createUpkeep({ service: { sweep }, settings }, client, logged.logger);
    await run();
    expect(sweep).toHaveBeenCalledWith(expect.any(Date), settings);
    expect(sent).toEqual([
      { channelId: 'chan1', content: 'Game 1 was closed.' },
      { channelId: 'chan2', content: 'Game 2 was closed.' },
    ]);
    expect(patched).toEqual(['/channels/chan1/messages/turn1', '/channels/chan2/messages/turn2']);
    expect(logged.records()).toMatchObject([
      {
        level: 30,
        msg: 'Archived the logs of 5 ended game(s), compacted 3 past 180 days, gave back 80 KB.',
        archived: 5,
        compacted: 3,
        freedBytes: 81920,
        retentionDays: 180,
      },
    ]);
  });

  it('lets a run pass while the previous one is still posting', async () => {
    let open!: () => void;
    const { client, sent } = fakeClient(new Promise<void>((r) => (open = r)));
    const sweep = vi.fn(async (): Promise<Swept> => ({ closed: [closedGame(1)], archived: 0, compacted: 0, freedBytes: 0 }));
    const run = createUpkeep({ service: { sweep }, settings }, client, memoryLog().logger);
    const first = run();
    await run();
    expect(sweep).toHaveBeenCalledTimes(1);
    open();
    await first;
    expect(sent).toHaveLength(1);
    await run();
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('logs a failing sweep by its kind and stack only (its message may quote a hand), and runs again later', async () => {
    const { client } = fakeClient();
    const logged = memoryLog();
    let fail = true;
    const sweep = vi.fn(async (): Promise<Swept> => {
      if (fail) throw new Error('secret hand: Ace of Spades');
      return { closed: [], archived: 0, compacted: 0, freedBytes: 0 };
    });
    const run = createUpkeep({ service: { sweep }, settings }, client, logged.logger);
    await run();
    expect(logged.records()).toMatchObject([{ level: 50, msg: 'upkeep sweep failed', err: { type: 'Error' } }]);
    expect((logged.records()[0].err as { stack: string }).stack).toMatch(/^Error \(message withheld/);
    expect(logged.text()).not.toContain('Ace of Spades');
    fail = false;
    await run();
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(logged.records()).toHaveLength(1);
  });
});
