// The acknowledgement probe a) (test/chaos/acks.ts) as a test: a 429 of 6 s on thread creation (a
// game starting in one channel) holds only that place. /help in another channel and clicks in other
// games are acknowledged well within Discord's 3 s; answers in the held place itself are deferred
// (privately for a command) and given once the thread is made; the held work completes, each owed
// message posted once. (The real bot's router, announcer and service in this process:
// test/chaos/acks.ts.)
import { describe, expect, it } from 'vitest';
import { ackFigures, ACK_MAX_MS, probeBusyThread, probeThreadLimit } from '../chaos/acks';

describe('acknowledgements while one place waits on a rate limit, against a fake Discord', () => {
  it('acknowledges other places at once and completes the held work once', async () => {
    const probe = await probeThreadLimit();
    const ack = new Map(probe.acks.map((a) => [a.label, a.ms]));
    // Nothing lost, nothing posted twice, deferred answers private or public as they should be.
    expect(probe.faults).toEqual([]);
    expect(ack.get('/help in another channel')).toBeLessThan(1000);
    for (const label of ['click in game 2', 'click in game 3', 'click in game 4', '/status in game 2'])
      expect(ack.get(label), label).toBeLessThan(1000);
    // The held place's own answers: deferred after waiting its queue a while, never late.
    expect(probe.outcomes.get('/status where the thread waits')?.callbackType).toBe(5);
    expect(ackFigures(probe).max).toBeLessThan(ACK_MAX_MS);
  }, 90_000);

  it('defers a click in a game whose queue waits on a 429, then answers it and records its message once', async () => {
    const probe = await probeBusyThread();
    expect(probe.faults).toEqual([]);
    expect(probe.outcome?.ackMs).toBeGreaterThanOrEqual(900);
    expect(probe.outcome?.ackMs).toBeLessThan(ACK_MAX_MS);
  }, 90_000);
});
