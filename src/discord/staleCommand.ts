// Does a slash command as Discord sent it fit the command as Rerun defines it today? A command
// registered by an older version (a subcommand since renamed, an option whose type changed)
// reaches the bot as a name, subcommand or option it does not know, or one of another type:
// the router then says the commands are being updated instead of failing inside a handler.
import { ApplicationCommandOptionType } from 'discord.js';
import type { CommandJson } from './register';

/** An option as it arrives (discord.js's CommandInteractionOption, or the raw payload's). */
export interface SentOption {
  name: string;
  type: number;
  value?: unknown;
  options?: readonly SentOption[];
}

type DefinedOption = NonNullable<CommandJson['options']>[number];

const NESTING: readonly number[] = [ApplicationCommandOptionType.Subcommand, ApplicationCommandOptionType.SubcommandGroup];

const VALUE_CHECKS: Partial<Record<number, (v: unknown) => boolean>> = {
  [ApplicationCommandOptionType.String]: (v) => typeof v === 'string',
  [ApplicationCommandOptionType.Integer]: (v) => Number.isInteger(v),
  [ApplicationCommandOptionType.Number]: (v) => typeof v === 'number' && Number.isFinite(v),
  [ApplicationCommandOptionType.Boolean]: (v) => typeof v === 'boolean',
  [ApplicationCommandOptionType.User]: (v) => typeof v === 'string',
};

export type Fit =
  | { ok: true }
  /** `stale`: Discord's copy of the command differs from ours; `malformed`: a value not of its own type. */
  | { ok: false; why: 'stale' | 'malformed'; detail: string };

const stale = (detail: string): Fit => ({ ok: false, why: 'stale', detail });

/**
 * Checks `sent` against `def` (undefined: no command of that name). The detail names options
 * and types only, never a value (a value may be a card id from someone's hand).
 */
export function fitOf(def: CommandJson | undefined, sent: readonly SentOption[]): Fit {
  if (!def) return stale('unknown command');
  let defined: readonly DefinedOption[] = def.options ?? [];
  let given = sent;
  let where = `/${def.name}`;
  // Down through a subcommand group and a subcommand, when the command has them.
  for (let depth = 0; depth < 2 && defined.some((o) => NESTING.includes(o.type)); depth++) {
    const g = given[0];
    if (!g || given.length !== 1 || !NESTING.includes(g.type)) return stale(`${where}: no subcommand given`);
    const sub = defined.find((o) => o.name === g.name && o.type === g.type);
    if (!sub) return stale(`${where}: unknown subcommand ${g.name}`);
    defined = ('options' in sub ? sub.options : undefined) ?? [];
    given = g.options ?? [];
    where = `${where} ${g.name}`;
  }
  for (const o of given) {
    const d = defined.find((x) => x.name === o.name);
    if (!d) return stale(`${where}: unknown option ${o.name}`);
    if (d.type !== o.type) return stale(`${where}: option ${o.name} of type ${o.type}, defined as ${d.type}`);
    const check = VALUE_CHECKS[o.type];
    if (check && !check(o.value))
      return { ok: false, why: 'malformed', detail: `${where}: option ${o.name}'s value is not of its type` };
  }
  for (const d of defined)
    if ('required' in d && d.required && !given.some((o) => o.name === d.name))
      return stale(`${where}: option ${d.name} missing`);
  return { ok: true };
}
