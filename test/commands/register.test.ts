// Registration: PUT to the right route, and at start only when Discord's copy differs.
import { describe, expect, it } from 'vitest';
import type { REST } from 'discord.js';
import { commandJson, commandsHash, registerCommands } from '../../src/discord/register';

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
    integration_types: [0],
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
