// Registration: PUT to the right route, and at start only when Discord's copy differs.
import { describe, expect, it } from 'vitest';
import type { REST } from 'discord.js';
import { memoryLog } from '../log/capture';
import { commandJson, commandRefresher, commandsHash, registerCommands } from '../../src/discord/register';

/** What Discord answers to GET commands after a PUT of `json`: ids, versions and defaults added. */
function discordEcho(json: ReturnType<typeof commandJson>) {
  const withDefaults = (options: any[] | undefined): any[] | undefined =>
    options?.map((o) => ({
      ...o,
      description_localized: o.description,
      ...(o.type === 1 || o.type === 2 ? { options: withDefaults(o.options) } : { required: o.required ?? false }),
    }));
  return json.map((c, i) => ({
    ...c,
    id: `10${i}`,
    application_id: 'app',
    version: '1',
    type: 1,
    default_member_permissions: null,
    nsfw: false,
    integration_types: c.integration_types ?? [0],
    options: withDefaults(c.options),
  }));
}

function fakeRest(current: unknown[]) {
  const calls: Array<{ verb: 'get' | 'put'; route: string; body?: unknown }> = [];
  const rest = {
    async get(route: string) {
      calls.push({ verb: 'get', route });
      return current;
    },
    async put(route: string, opts: { body: unknown }) {
      calls.push({ verb: 'put', route, body: opts.body });
      return opts.body;
    },
  };
  return { rest: rest as unknown as REST, calls };
}

describe('commandsHash', () => {
  const json = commandJson();

  it("equals for our JSON and Discord's echo of it, in any order", () => {
    expect(commandsHash([...discordEcho(json)].reverse())).toBe(commandsHash(json));
  });

  it('changes when a description, an option or the set of commands changes', () => {
    const base = commandsHash(json);
    const [first, ...rest] = json;
    expect(commandsHash([{ ...first, description: 'something else' }, ...rest])).not.toBe(base);
    expect(commandsHash(rest)).not.toBe(base);
    const log = json.find((c) => c.name === 'log')!;
    const noCount = json.map((c) => (c === log ? { ...log, options: [] } : c));
    expect(commandsHash(noCount)).not.toBe(base);
  });
});

describe('registerCommands', () => {
  it('registers to a guild when Discord has none yet', async () => {
    const { rest, calls } = fakeRest([]);
    const result = await registerCommands(rest, { clientId: 'app', guildId: 'g1' });
    expect(calls.map((c) => `${c.verb} ${c.route}`)).toEqual([
      'get /applications/app/guilds/g1/commands',
      'put /applications/app/guilds/g1/commands',
    ]);
    expect(calls[1].body).toEqual(commandJson());
    expect(result).toEqual({ changed: true, count: commandJson().length, scope: 'guild g1' });
  });

  it('does nothing when Discord already has the same commands', async () => {
    const { rest, calls } = fakeRest(discordEcho(commandJson()));
    const result = await registerCommands(rest, { clientId: 'app' });
    expect(calls.map((c) => `${c.verb} ${c.route}`)).toEqual(['get /applications/app/commands']);
    expect(result.changed).toBe(false);
  });

  it('always registers when forced (npm run register), without asking first', async () => {
    const { rest, calls } = fakeRest(discordEcho(commandJson()));
    await registerCommands(rest, { clientId: 'app' }, { force: true });
    expect(calls.map((c) => `${c.verb} ${c.route}`)).toEqual(['put /applications/app/commands']);
  });
});

describe('commandRefresher', () => {
  it('registers again at most once a gap, one at a time, and logs only a real change', async () => {
    let t = 0;
    const results = [true, false];
    let calls = 0;
    let release: () => void = () => undefined;
    const log = memoryLog('info');
    const refresh = commandRefresher(
      () => {
        calls++;
        const changed = results.shift()!;
        return new Promise((ok) => (release = () => ok({ changed, count: 14, scope: 'guild g' })));
      },
      log.logger,
      60_000,
      () => t,
    );
    const first = refresh();
    // A second stale command while the first registration runs waits for it.
    expect(refresh()).toBe(first);
    release();
    await first;
    expect(log.records().map((r) => r.msg)).toEqual(["Registered 14 slash commands (guild g) again: Discord's copy was stale."]);
    t += 59_000;
    await refresh();
    expect(calls).toBe(1);
    t += 2_000;
    const later = refresh();
    release();
    await later;
    expect(calls).toBe(2);
    expect(log.records()).toHaveLength(1);
  });

  it('logs a failed registration as a warning, and tries again after the gap', async () => {
    let t = 0;
    const log = memoryLog('info');
    const refresh = commandRefresher(
      () => Promise.reject(new Error('503')),
      log.logger,
      1000,
      () => t,
    );
    await refresh();
    await refresh();
    t += 1000;
    await refresh();
    expect(log.records().map((r) => [r.level, r.msg])).toEqual([
      [40, 'could not register slash commands again'],
      [40, 'could not register slash commands again'],
    ]);
  });
});
