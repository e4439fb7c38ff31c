// Every command definition, built to JSON, checked against Discord's documented limits
// (https://discord.com/developers/docs/interactions/application-commands#application-command-object).
import { describe, expect, it } from 'vitest';
import { ApplicationCommandOptionType } from 'discord.js';
import { commands } from '../../src/commands';
import { commandJson, type CommandJson } from '../../src/discord/register';
import { allGames } from '../../src/games/registry';
import { PLATFORM_TEXT } from '../../src/services/messages/catalogue';
import { readFileSync } from 'node:fs';

const NAME = /^[-_\p{L}\p{N}]{1,32}$/u;
const NESTING = new Set([ApplicationCommandOptionType.Subcommand, ApplicationCommandOptionType.SubcommandGroup]);

type Option = NonNullable<CommandJson['options']>[number] & Record<string, any>;

/** Every broken limit of one command, as readable lines (empty when it is valid). */
function problems(command: CommandJson): string[] {
  const found: string[] = [];
  let chars = 0;
  const checkName = (where: string, name: string) => {
    chars += name.length;
    if (!NAME.test(name)) found.push(`${where}: name "${name}" does not match ${NAME}`);
    if (name !== name.toLowerCase()) found.push(`${where}: name "${name}" is not lower-case`);
  };
  // Every description in English, French and Hungarian; Discord counts the longest of them.
  const checkDescription = (
    where: string,
    description: string | undefined,
    localized?: Partial<Record<string, string | null>> | null,
  ) => {
    const all: Array<[string, string | undefined]> = [
      ['en', description],
      ['fr', localized?.fr ?? undefined],
      ['hu', localized?.hu ?? undefined],
    ];
    chars += Math.max(...all.map(([, d]) => d?.length ?? 0));
    for (const [l, d] of all)
      if (!d || d.length < 1 || d.length > 100)
        found.push(`${where}: ${l} description must be 1..100 characters, is ${d?.length ?? 0}`);
  };
  const checkOptions = (where: string, options: Option[] | undefined) => {
    if (!options) return;
    if (options.length > 25) found.push(`${where}: ${options.length} options (max 25)`);
    const names = options.map((o) => o.name);
    if (new Set(names).size !== names.length) found.push(`${where}: duplicate option names ${names.join(',')}`);
    let seenOptional = false;
    for (const o of options) {
      const at = `${where} ${o.name}`;
      checkName(at, o.name);
      checkDescription(at, o.description, o.description_localizations);
      if (NESTING.has(o.type)) {
        checkOptions(at, o.options);
        continue;
      }
      if (o.required) {
        if (seenOptional) found.push(`${at}: required option after an optional one`);
      } else seenOptional = true;
      const choices: Array<{ name: string; value: unknown; name_localizations?: Record<string, string> }> = o.choices ?? [];
      if (choices.length > 25) found.push(`${at}: ${choices.length} choices (max 25)`);
      if (choices.length && o.autocomplete) found.push(`${at}: choices and autocomplete together`);
      for (const ch of choices) {
        const names = [ch.name, ch.name_localizations?.fr ?? '', ch.name_localizations?.hu ?? ''];
        chars += Math.max(...names.map((n) => n.length)) + String(ch.value).length;
        for (const n of names) if (n.length < 1 || n.length > 100) found.push(`${at}: choice name "${n}" length (${ch.name})`);
        if (typeof ch.value === 'string' && ch.value.length > 100) found.push(`${at}: choice value too long`);
      }
    }
  };
  checkName(`/${command.name}`, command.name);
  checkDescription(`/${command.name}`, command.description, command.description_localizations);
  checkOptions(`/${command.name}`, command.options as Option[] | undefined);
  if (chars > 8000) found.push(`/${command.name}: ${chars} characters in all (max 8000)`);
  return found;
}

const json = commandJson();
const byName = new Map(json.map((c) => [c.name, c]));
const options = (c: any): Option[] => c?.options ?? [];

describe('command definitions', () => {
  it('are the commands the issue asks for, each once', () => {
    expect(json.map((c) => c.name).sort()).toEqual(
      [
        'board',
        'catchup',
        'choose',
        'game',
        'games',
        'hand',
        'help',
        'history',
        'log',
        'notify',
        'playcard',
        'roll',
        'rules',
        'settings',
        'stats',
        'status',
        'away',
        'undo',
      ].sort(),
    );
    expect(commands.length).toBeLessThanOrEqual(100); // global chat-input command limit
  });

  it.each(json.map((c) => [c.name, c] as const))('/%s is within every Discord limit', (_name, command) => {
    expect(problems(command)).toEqual([]);
  });

  it('/game has the lobby subcommands', () => {
    expect(options(byName.get('game')).map((o) => o.name)).toEqual([
      'new',
      'join',
      'leave',
      'start',
      'cancel',
      'resign',
      'handover',
      'return',
      'pause',
      'resume',
    ]);
    expect(options(byName.get('game')).every((o) => o.type === ApplicationCommandOptionType.Subcommand)).toBe(true);
  });

  it('/help and the README show every option of /game new, in each language (absent and autoforce were missing)', () => {
    const news = options(byName.get('game')).find((o) => o.name === 'new')!;
    const names = (news.options as Option[]).map((o) => o.name);
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const row = readme.split('\n').find((l) => l.startsWith('| `/game new'))!;
    for (const locale of ['en', 'fr', 'hu'] as const) {
      const usage = /`\/game new ([^`]+)`/.exec(PLATFORM_TEXT[locale]['help.new'])![1];
      // Options start a word ("clock:3d|12h|bank:5d+1d|off": bank: is one of clock's values).
      expect([...usage.matchAll(/(?:^|\s)\[?([a-z]+):/g)].map((m) => m[1])).toEqual(names);
    }
    expect([...row.matchAll(/\[?([a-z]+):</g)].map((m) => m[1])).toEqual(names);
  });

  it('offers exactly the registered games in /game new and /rules, named in French and Hungarian too', () => {
    const registered = allGames().map((g) => ({ name: g.name, value: g.id }));
    expect(registered.length).toBeGreaterThan(0);
    const newGame = options(byName.get('game')).find((o) => o.name === 'new');
    type Choice = { name: string; value: string; name_localizations?: Record<string, string> };
    const lists: Array<Choice[] | undefined> = [
      options(newGame).find((o) => o.name === 'game')?.choices,
      options(byName.get('rules')).find((o) => o.name === 'game')?.choices,
    ];
    for (const choices of lists) {
      expect(choices?.map((c) => ({ name: c.name, value: c.value }))).toEqual(registered);
      for (const c of choices ?? []) expect(Object.keys(c.name_localizations ?? {}).sort()).toEqual(['fr', 'hu']);
    }
  });

  it('lets /game new fill every seat but the creator with AI', () => {
    const newGame = options(byName.get('game')).find((o) => o.name === 'new');
    const ai = options(newGame).find((o) => o.name === 'ai');
    expect(ai?.min_value).toBe(0);
    expect(ai?.max_value).toBe(Math.max(...allGames().map((g) => g.maxPlayers)) - 1);
    expect(ai?.required ?? false).toBe(false);
  });

  it('autocompletes the card, target and option that only the service knows, and the time zone', () => {
    const auto = (cmd: string, opt: string) => options(byName.get(cmd)).find((o) => o.name === opt)?.autocomplete;
    expect(auto('settings', 'timezone')).toBe(true);
    expect(auto('playcard', 'card')).toBe(true);
    expect(auto('playcard', 'target')).toBe(true);
    expect(auto('choose', 'option')).toBe(true);
  });

  it('declares both installs, to a server and to a player, on every command', () => {
    for (const c of json) expect([c.name, c.integration_types]).toEqual([c.name, [0, 1]]);
  });

  it("works anywhere (the bot's DM, other DMs, group DMs) only for what a player needs of their own games", () => {
    const anywhere = ['games', 'catchup', 'hand', 'status', 'log', 'board', 'settings', 'away', 'notify'];
    for (const c of json) expect([c.name, c.contexts]).toEqual([c.name, anywhere.includes(c.name) ? [0, 1, 2] : [0]]);
  });

  it('lets the commands about one game pick it by an autocompleted game option, never required', () => {
    const picking = json.filter((c) => options(c).some((o) => o.name === 'game' && o.autocomplete));
    expect(picking.map((c) => c.name).sort()).toEqual(['board', 'catchup', 'hand', 'log', 'status']);
    for (const c of picking) expect(options(c).find((o) => o.name === 'game')?.required ?? false).toBe(false);
    expect(
      commands
        .filter((c) => c.picksGame)
        .map((c) => c.data.name)
        .sort(),
    ).toEqual(picking.map((c) => c.name).sort());
  });

  it('the limit checker itself catches broken definitions', () => {
    const broken = {
      name: 'Bad Name',
      description: '',
      options: [
        { type: ApplicationCommandOptionType.String, name: 'a', description: 'x', required: false },
        { type: ApplicationCommandOptionType.String, name: 'a', description: 'y'.repeat(101), required: true },
      ],
    } as CommandJson;
    const found = problems(broken).join('\n');
    expect(found).toMatch(/does not match/);
    expect(found).toMatch(/not lower-case/);
    expect(found).toMatch(/description must be 1..100/);
    expect(found).toMatch(/duplicate option names/);
    expect(found).toMatch(/required option after an optional one/);
  });
});
