// Interactions discord.js never hands the router: a gateway payload of a type it does not know
// (it drops it with a debug line), or one it cannot build (no `data`, no member nor user, a
// component without its message: it throws inside its gateway handler, an unhandled rejection).
// Discord would show the user "This interaction failed" after 3 s. Shapes Discord does not send
// today, but a bot that runs for years meets new ones: each is answered privately when its id
// and token allow, and logged once.
import { Events, MessageFlags, Routes, type Client, type REST } from 'discord.js';
import type { Log } from '../log';
import { localeOf } from '../services';
import { said } from './messages';

/** The gateway's interaction types (discord-api-types InteractionType). */
const AUTOCOMPLETE = 4;

// The raw payload: any JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = Record<string, any>;

/**
 * Calls `dropped` for every INTERACTION_CREATE that discord.js does not emit as an interaction,
 * with the error it threw, if any. discord.js has no public hook for this: its own handler
 * (client.actions.InteractionCreate, internal but stable through v14) is wrapped. Returns false
 * when that handler is not where it is expected (a discord.js upgrade: test/e2e/oddShapes.e2e.test.ts fails then).
 */
export function watchDropped(client: Client, dropped: (raw: unknown, error: unknown) => void): boolean {
  const actions = (client as unknown as { actions?: { InteractionCreate?: { handle?: unknown } } }).actions;
  const action = actions?.InteractionCreate;
  if (!action || typeof action.handle !== 'function') return false;
  const handle = (action.handle as (data: unknown) => void).bind(action);
  action.handle = (data: unknown) => {
    let emitted = false;
    const seen = () => void (emitted = true);
    // discord.js emits synchronously inside handle(): a listener added now hears it, or nothing came.
    client.prependOnceListener(Events.InteractionCreate, seen);
    let error: unknown = null;
    try {
      handle(data);
    } catch (e) {
      error = e;
    } finally {
      client.off(Events.InteractionCreate, seen);
    }
    if (!emitted) dropped(data, error);
  };
  return true;
}

/** What is missing or unknown in a payload, for the log: field names and type numbers, never values. */
export function shapeOf(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null) return { payload: typeof raw };
  const d = raw as Raw;
  const data = typeof d.data === 'object' && d.data !== null ? (d.data as Raw) : null;
  const missing = [
    ...(typeof d.id === 'string' ? [] : ['id']),
    ...(typeof d.token === 'string' ? [] : ['token']),
    ...(data ? [] : ['data']),
    ...(d.member || d.user ? [] : ['member and user']),
    ...(d.type === 3 && !d.message ? ['message'] : []),
    ...(d.type === 3 && data && typeof data.custom_id !== 'string' ? ['custom_id'] : []),
  ];
  return {
    type: d.type,
    ...(data && 'type' in data ? { commandType: data.type } : {}),
    ...(data && 'component_type' in data ? { componentType: data.component_type } : {}),
    ...(missing.length ? { missing } : {}),
  };
}

/** Answers a dropped interaction privately through its callback, when it carries an id and token; true if answered. */
export async function answerDropped(rest: REST, raw: unknown): Promise<boolean> {
  if (typeof raw !== 'object' || raw === null) return false;
  const d = raw as Raw;
  if (typeof d.id !== 'string' || typeof d.token !== 'string') return false;
  const body =
    d.type === AUTOCOMPLETE
      ? { type: 8, data: { choices: [] } }
      : {
          type: 4,
          // In the clicker's language, as every private answer (the raw payload's locale, when it has one).
          data: {
            content: said('discord.unreadable', localeOf(typeof d.locale === 'string' ? d.locale : null)),
            flags: MessageFlags.Ephemeral,
          },
        };
  try {
    await rest.post(Routes.interactionCallback(d.id, d.token), { body, auth: false });
    return true;
  } catch {
    // Discord refused the answer (a type that takes no message, an expired token): the log says so.
    return false;
  }
}

/** The handler bot.ts gives watchDropped: answer, then one log line. */
export function onDropped(rest: REST, logger: Pick<Log, 'warn'>): (raw: unknown, error: unknown) => void {
  return (raw, error) => {
    void answerDropped(rest, raw).then((answered) =>
      logger.warn(
        { ...shapeOf(raw), answered, ...(error ? { err: error } : {}) },
        'an interaction Discord sent in a shape Rerun does not know',
      ),
    );
  };
}
