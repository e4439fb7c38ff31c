// Direct messages (src/discord/dms.ts): the DM channel opened once per user, however many games
// DM that user at the same moment, and opened again once when the kept one is gone.
import { DiscordAPIError, type REST } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { sendDm } from '../../src/discord/dms';
import type { Service } from '../../src/services';

/** A REST client that answers after `ms`: opens return channel `dm-<n>`; sends to `gone` fail as Discord's Unknown Channel. */
function slowRest(ms: number, gone = new Set<string>()) {
  const calls: string[] = [];
  let opened = 0;
  const rest = {
    post: async (route: string, opts: { body: { recipient_id?: string } }) => {
      calls.push(route);
      await new Promise((r) => setTimeout(r, ms));
      if (route === '/users/@me/channels') return { id: `dm-${++opened}-${opts.body.recipient_id}` };
      const channel = /^\/channels\/([^/]+)\/messages$/.exec(route)![1];
      if (gone.has(channel))
        throw new DiscordAPIError({ code: 10003, message: 'Unknown Channel' }, 10003, 404, 'POST', route, {});
      return { id: 'm' };
    },
  } as unknown as REST;
  return { rest, calls, opens: () => calls.filter((c) => c === '/users/@me/channels').length };
}

/** The DM channels the service keeps, by user. */
function keeping(kept = new Map<string, string>()) {
  const service = {
    dmChannel: async (userId: string) => kept.get(userId) ?? null,
    dmOpened: async (userId: string, channelId: string | null) => {
      if (channelId === null) kept.delete(userId);
      else kept.set(userId, channelId);
    },
    dmFailed: async () => undefined,
  } as unknown as Service;
  return { service, kept };
}

describe('direct messages', () => {
  it('opens one DM channel for ten DMs sent to one user at once, and sends all ten there', async () => {
    const { rest, calls, opens } = slowRest(20);
    const { service, kept } = keeping();
    await Promise.all(Array.from({ length: 10 }, (_, i) => sendDm(rest, service, 'amy', `your turn in game ${i}`)));
    expect(opens()).toBe(1);
    expect(calls.filter((c) => c === `/channels/${kept.get('amy')}/messages`)).toHaveLength(10);
  });

  it('opens once for each user, and not again once kept', async () => {
    const { rest, opens } = slowRest(5);
    const { service } = keeping();
    await Promise.all(['amy', 'bo', 'amy', 'bo'].map((u) => sendDm(rest, service, u, 'hi')));
    expect(opens()).toBe(2);
    await sendDm(rest, service, 'amy', 'again');
    expect(opens()).toBe(2);
  });

  it('opens again, once, when the kept channel is gone', async () => {
    const { rest, opens, calls } = slowRest(5, new Set(['old']));
    const { service, kept } = keeping(new Map([['amy', 'old']]));
    await Promise.all(Array.from({ length: 3 }, () => sendDm(rest, service, 'amy', 'hi')));
    expect(opens()).toBe(1);
    expect(kept.get('amy')).toMatch(/^dm-1-amy$/);
    expect(calls.filter((c) => c === '/channels/dm-1-amy/messages')).toHaveLength(3);
  });
});
