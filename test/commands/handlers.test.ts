// Each command handler asks the service exactly one thing, with the options passed through.
import { describe, expect, it } from 'vitest';
import { commandsByName, type CommandOptions } from '../../src/commands';
import { DEFAULT_LOG_COUNT, type Actor, type Where } from '../../src/services';
import { fakeService } from './fakeService';

const where: Where = { guildId: 'g1', channelId: 'c1' };
const actor: Actor = { userId: 'u1', name: 'Face', canManage: false };

function opts(values: Record<string, string | number | boolean> = {}, sub: string | null = null): CommandOptions {
  return {
    string: (n) => (typeof values[n] === 'string' ? (values[n] as string) : null),
    integer: (n) => (typeof values[n] === 'number' ? (values[n] as number) : null),
    boolean: (n) => (typeof values[n] === 'boolean' ? (values[n] as boolean) : null),
    user: (n) => (typeof values[n] === 'string' ? { userId: values[n] as string, name: `name of ${values[n] as string}` } : null),
    subcommand: () => sub,
  };
}

async function run(name: string, options: CommandOptions) {
  const service = fakeService();
  const command = commandsByName.get(name);
  if (!command) throw new Error(`no /${name}`);
  const answer = await command.execute({ service, where, actor, options });
  return { service, answer };
}

describe('command handlers', () => {
  it.each([
    ['game', 'newGame', opts({ game: 'atcha', ai: 2 }, 'new'), [where, actor, 'atcha', 2, {}]],
    ['game', 'newGame', opts({ game: 'ateam' }, 'new'), [where, actor, 'ateam', 0, {}]],
    [
      'game',
      'newGame',
      opts({ game: 'ateam', clock: '2d', absent: 3, autoforce: false }, 'new'),
      [where, actor, 'ateam', 0, { clock: '2d', absent: 3, autoForce: false }],
    ],
    ['game', 'newGame', opts({ game: 'atcha', language: 'hu' }, 'new'), [where, actor, 'atcha', 0, { language: 'hu' }]],
    ['game', 'handover', opts({ player: 'u9' }, 'handover'), [where, actor, 'u9']],
    ['game', 'comeBack', opts({}, 'return'), [where, actor]],
    ['games', 'games', opts(), [where, actor, false]],
    ['games', 'games', opts({ all: true }), [where, actor, true]],
    ['stats', 'stats', opts({ user: 'u9', game: 'ateam' }), [where, actor, { userId: 'u9', name: 'name of u9' }, 'ateam']],
    ['stats', 'stats', opts(), [where, actor, undefined, undefined]],
    ['history', 'history', opts(), [where, actor]],
    ['notify', 'notify', opts({ dm: 'on' }), [actor, true]],
    ['notify', 'notify', opts({ dm: 'off' }), [actor, false]],
    ['game', 'join', opts({}, 'join'), [where, actor]],
    ['game', 'leave', opts({}, 'leave'), [where, actor]],
    ['game', 'start', opts({}, 'start'), [where, actor]],
    ['game', 'cancel', opts({}, 'cancel'), [where, actor]],
    ['game', 'resign', opts({}, 'resign'), [where, actor]],
    ['roll', 'roll', opts(), [where, actor]],
    ['playcard', 'playCard', opts({ card: 'c17', target: '2' }), [where, actor, 'c17', '2']],
    ['playcard', 'playCard', opts({ card: 'c17' }), [where, actor, 'c17', undefined]],
    ['hand', 'hand', opts(), [where, actor]],
    ['choose', 'choose', opts({ option: 'move:3' }), [where, actor, 'move:3']],
    // Read-only answers are private: the actor is passed for their language.
    ['board', 'board', opts(), [where, actor]],
    ['status', 'status', opts(), [where, actor]],
    ['log', 'log', opts({ count: 5 }), [where, { count: 5 }, actor]],
    // No options: the catch-up instead when it is the asker's turn (the service decides).
    ['log', 'log', opts(), [where, { count: DEFAULT_LOG_COUNT, due: true }, actor]],
    ['log', 'log', opts({ page: 3 }), [where, { count: DEFAULT_LOG_COUNT, page: 3 }, actor]],
    ['log', 'log', opts({ file: true }), [where, { count: DEFAULT_LOG_COUNT, file: true }, actor]],
    ['catchup', 'catchUp', opts(), [where, actor]],
    ['rules', 'rules', opts({ game: 'atcha' }), [where, 'atcha', actor]],
    ['rules', 'rules', opts(), [where, undefined, actor]],
    ['help', 'help', opts(), [where, actor]],
  ] as const)('/%s calls service.%s', async (name, method, options, args) => {
    const { service, answer } = await run(name, options);
    expect(service.calls).toEqual([{ method, args }]);
    expect(answer).toBe(service.next);
  });

  it('refuses a /game subcommand it does not know (an outdated registration) without calling the service', async () => {
    const service = fakeService();
    await expect(commandsByName.get('game')!.execute({ service, where, actor, options: opts({}, 'explode') })).rejects.toThrow();
    expect(service.calls).toEqual([]);
  });
});

describe('command autocomplete', () => {
  const complete = async (name: string, focused: { name: string; value: string }, values: Record<string, string> = {}) => {
    const service = fakeService();
    service.suggestions = [{ name: 'Plan (c1)', value: 'c1' }];
    const result = await commandsByName.get(name)!.autocomplete!({ service, where, actor, options: opts(values), focused });
    return { service, result };
  };

  it('suggests cards from the hand for /playcard card', async () => {
    const { service, result } = await complete('playcard', { name: 'card', value: 'pl' });
    expect(service.calls).toEqual([{ method: 'autocompleteCards', args: [where, actor, 'pl'] }]);
    expect(result).toEqual([{ name: 'Plan (c1)', value: 'c1' }]);
  });

  it('suggests targets for the card already chosen in /playcard', async () => {
    const { service } = await complete('playcard', { name: 'target', value: 'ha' }, { card: 'c9' });
    expect(service.calls).toEqual([{ method: 'autocompleteTargets', args: [where, actor, 'c9', 'ha'] }]);
  });

  it('suggests the legal choices for /choose option', async () => {
    const { service } = await complete('choose', { name: 'option', value: '' });
    expect(service.calls).toEqual([{ method: 'autocompleteChoices', args: [where, actor, ''] }]);
  });
});
