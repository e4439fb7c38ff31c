// The announcer carries out what the service owes Discord: threads (or the channel when refused),
// turn messages posted or edited and acknowledged, DMs (a closed DM stops further tries).
import { describe, expect, it } from 'vitest';
import type { REST } from 'discord.js';
import { createAnnouncer } from '../../src/discord/announcer';
import type { Announcement } from '../../src/services';
import { fakeService } from './fakeService';
import { memoryLog } from '../log/capture';

const quiet = memoryLog('silent').logger;

function fakeRest(fail: (route: string) => unknown = () => null) {
  const calls: Array<{ method: string; route: string }> = [];
  const answer = (method: string) => async (route: string) => {
    calls.push({ method, route });
    const f = fail(route);
    if (f) throw f;
    return { id: route.includes('threads') ? 'thread-1' : route.includes('@me/channels') ? 'dm-1' : 'msg-1' };
  };
  return { rest: { post: answer('post'), patch: answer('patch') } as unknown as REST, calls };
}

const reply = { ephemeral: false, content: 'hi', rows: [] };

describe('the announcer', () => {
  it('makes the thread, records it, and plays in the channel when threads are refused', async () => {
    for (const [err, expected] of [
      [null, 'thread-1'],
      [Object.assign(new Error('Missing Permissions'), { code: 50013, status: 403 }), null],
    ] as const) {
      const service = fakeService();
      const { rest } = fakeRest((r) => (r.includes('threads') ? err : null));
      await createAnnouncer(service, rest, quiet).perform([{ kind: 'thread', gameId: 4, channelId: 'c1', name: 'Game · a, b' }]);
      expect(service.calls).toEqual([{ method: 'placed', args: [4, expected] }]);
    }
  });

  it('posts a new turn message, acknowledges it, and retires the older one; edits when told which', async () => {
    const service = fakeService();
    const { rest, calls } = fakeRest();
    const posts = { gameId: 1, version: 5, turnNo: 3 };
    const list: Announcement[] = [
      { kind: 'turn', posts, channelId: 't1', messageId: null, reply, retire: [{ channelId: 't1', messageId: 'old' }] },
      { kind: 'turn', posts: { ...posts, version: 6 }, channelId: 't1', messageId: 'msg-1', reply, retire: [] },
    ];
    await createAnnouncer(service, rest, quiet, () => 'g1').perform(list);
    expect(calls).toEqual([
      { method: 'post', route: '/channels/t1/messages' },
      { method: 'patch', route: '/channels/t1/messages/old' },
      { method: 'patch', route: '/channels/t1/messages/msg-1' },
    ]);
    expect(service.calls).toEqual([
      { method: 'messagePosted', args: [posts, 't1', 'msg-1', 'g1'] },
      { method: 'messagePosted', args: [{ ...posts, version: 6 }, 't1', 'msg-1', 'g1'] },
    ]);
  });

  it('tells the service when a DM cannot be delivered, and leaves other failures owed', async () => {
    const service = fakeService();
    const closed = Object.assign(new Error('Cannot send messages to this user'), { code: 50007, status: 403 });
    const { rest } = fakeRest((r) => (r.includes('dm-1') ? closed : null));
    await createAnnouncer(service, rest, quiet).perform([{ kind: 'dm', userId: 'u1', content: 'Your turn' }]);
    expect(service.calls).toEqual([{ method: 'dmFailed', args: ['u1'] }]);
    const logged = memoryLog('warn');
    const down = fakeRest(() => Object.assign(new Error('socket hang up'), { name: 'HTTPError' }));
    const s2 = fakeService();
    await createAnnouncer(s2, down.rest, logged.logger).perform([
      { kind: 'turn', posts: { gameId: 1, version: 1, turnNo: 1 }, channelId: 't', messageId: null, reply, retire: [] },
    ]);
    expect(s2.calls).toEqual([]); // not acknowledged: still owed, the next run tries again
    expect(logged.records()).toMatchObject([
      { level: 50, msg: 'announcement turn failed', announcement: 'turn', err: { type: 'HTTPError' } },
    ]);
  });
});
