// Slash command registration: build the JSON of every command and PUT it to one guild (instant,
// for development) or globally. At start-up it only registers when Discord's copy is stale, by
// comparing a hash of the meaningful fields on both sides (Discord adds ids, versions, defaults).
import { createHash } from 'node:crypto';
import { Routes, type REST, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { commands as allCommands, type Command } from '../commands';
import type { Log } from '../log';

export type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;

export function commandJson(commands: readonly Command[] = allCommands): CommandJson[] {
  return commands.map((c) => c.data.toJSON());
}

export interface RegisterTarget {
  clientId: string;
  /** Register to this guild only; global when absent. */
  guildId?: string;
}

export interface RegisterResult {
  changed: boolean;
  count: number;
  scope: string;
}

/** Registers the commands; unless `force`, only when Discord's current set differs. */
export async function registerCommands(
  rest: REST,
  target: RegisterTarget,
  opts: { force?: boolean; commands?: readonly Command[] } = {},
): Promise<RegisterResult> {
  const wanted = commandJson(opts.commands);
  const route = target.guildId
    ? Routes.applicationGuildCommands(target.clientId, target.guildId)
    : Routes.applicationCommands(target.clientId);
  const scope = target.guildId ? `guild ${target.guildId}` : 'global';
  if (!opts.force) {
    const current = (await rest.get(route)) as unknown[];
    if (commandsHash(current) === commandsHash(wanted)) return { changed: false, count: wanted.length, scope };
  }
  await rest.put(route, { body: wanted });
  return { changed: true, count: wanted.length, scope };
}

/** A hash of what users see of a command set, equal for our JSON and Discord's echo of it. */
export function commandsHash(list: readonly unknown[]): string {
  const normal = list.map((c) => normalCommand(c as Raw)).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}

// A command as Discord returns it: any JSON, compared field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

function normalCommand(c: Raw) {
  return {
    name: c.name as string,
    description: c.description ?? '',
    type: c.type ?? 1,
    default_member_permissions: c.default_member_permissions ?? null,
    contexts: c.contexts ? [...c.contexts].sort() : null,
    // Discord echoes [0] for a command registered without any (installed to servers only).
    integration_types: [...(c.integration_types ?? [0])].sort(),
    nsfw: c.nsfw ?? false,
    name_localizations: c.name_localizations ?? null,
    description_localizations: c.description_localizations ?? null,
    options: normalOptions(c.options),
  };
}

// Option order is meaningful (it is the order users see), so options are not sorted.
function normalOptions(options: Raw[] | undefined): unknown[] {
  return (options ?? []).map((o) => ({
    type: o.type,
    name: o.name,
    description: o.description,
    // The French and Hungarian words are part of what users see: a change must re-register.
    name_localizations: o.name_localizations ?? null,
    description_localizations: o.description_localizations ?? null,
    required: o.required ?? false,
    autocomplete: o.autocomplete ?? false,
    choices: (o.choices ?? []).map((ch: Raw) => ({
      name: ch.name,
      name_localizations: ch.name_localizations ?? null,
      value: ch.value,
    })),
    min_value: o.min_value ?? null,
    max_value: o.max_value ?? null,
    min_length: o.min_length ?? null,
    max_length: o.max_length ?? null,
    channel_types: o.channel_types ? [...o.channel_types].sort() : null,
    options: normalOptions(o.options),
  }));
}

/**
 * Re-registration when a command arrives in a shape of an older registration: at most one at a
 * time and one a `gapMs`, since every user of a stale command would ask for it. Registers only
 * when Discord's copy differs (registerCommands' check), and logs what it did.
 */
export function commandRefresher(
  register: () => Promise<RegisterResult>,
  logger: Pick<Log, 'info' | 'warn'>,
  gapMs = 60_000,
  now: () => number = Date.now,
): () => Promise<void> {
  let last = -Infinity;
  let running: Promise<void> | null = null;
  return () => {
    if (running) return running;
    if (now() - last < gapMs) return Promise.resolve();
    last = now();
    running = register()
      .then((result) => {
        if (result.changed)
          logger.info(result, `Registered ${result.count} slash commands (${result.scope}) again: Discord's copy was stale.`);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'could not register slash commands again'))
      .finally(() => (running = null));
    return running;
  };
}
