// The one way tests drive a game through the service (GameService: what the bot and the local
// table call): the example game (Dice Race) or the real ones on a temp database, a stub renderer
// returning a valid tiny PNG, a few players, and what the bot does with answers and the pump's
// work (post messages, place games, read buttons and menus).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createService,
  type Actor,
  type Announcement,
  type Answer,
  type AnyGame,
  type GameService,
  type RowSpec,
  type Where,
} from '../../src/services';
import { aiDecision } from '../../src/engine/match';
import { diceRace } from '../../src/games/dice-race';
import type * as store from '../../src/store';
import { peek, serviceStore, type Peek } from './stores';
import { stubRender } from './stubRender';

export { PNG_1x1, stubRender } from './stubRender';

/** The first 8 bytes of every PNG file. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const RULES_DIR = fileURLToPath(new URL('../../docs/games', import.meta.url));

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'rerun-test-')), 'rerun.sqlite');
}

/** The service over the example game (or a variant of it, to play a faulty plug-in). */
export async function makeService(path = tempDb(), seed = 42, games: AnyGame[] = [diceRace]): Promise<GameService> {
  return await createService({
    ...(await serviceStore(path)),
    games,
    render: stubRender,
    seed: () => seed,
    now: () => new Date('2026-01-01T00:00:00Z'),
    rulesDir: RULES_DIR,
  });
}

/** A clock the test moves: `clock.now` in ms since the epoch. */
export interface TestClock {
  now: number;
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2026-01-01T00:00:00Z')): TestClock {
  const c = { now: start, advance: (ms: number) => void (c.now += ms) };
  return c;
}

/** The service over the example game with an injected clock (and the same seed as makeService). */
export async function clockedService(
  clock: TestClock,
  path = tempDb(),
  games: AnyGame[] = [diceRace],
  seed = 42,
): Promise<GameService> {
  return await createService({
    ...(await serviceStore(path)),
    games,
    render: stubRender,
    seed: () => seed,
    now: () => new Date(clock.now),
    rulesDir: RULES_DIR,
  });
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const here: Where = { guildId: 'g1', channelId: 'chan1' };
export const alice: Actor = { userId: 'u-alice', name: 'Alice' };
export const bob: Actor = { userId: 'u-bob', name: 'Bob' };
export const carol: Actor = { userId: 'u-carol', name: 'Carol' };
export const dave: Actor = { userId: 'u-dave', name: 'Dave' };
export const eve: Actor = { userId: 'u-eve', name: 'Eve' };
export const mod: Actor = { userId: 'u-mod', name: 'Mod', canManage: true };

export function buttons(a: Answer): Array<{ customId: string; label: string; disabled?: boolean }> {
  return a.reply.rows.flatMap((r: RowSpec) => ('buttons' in r ? r.buttons : []));
}

export function button(a: Answer, label: string): string {
  const b = buttons(a).find((x) => x.label === label);
  if (!b)
    throw new Error(
      `no button "${label}" in: ${buttons(a)
        .map((x) => x.label)
        .join(', ')}`,
    );
  return b.customId;
}

export function selects(a: Answer) {
  return a.reply.rows.flatMap((r: RowSpec) => ('select' in r ? [r.select] : []));
}

let posted = 0;

/**
 * Does what the bot does with the pump's work: games play where they were opened (no thread:
 * `placed(null)`; or in thread `threadId`), turn messages and reminders are acknowledged as
 * posted. Returns everything handed out, in order.
 */
export async function drain(svc: GameService, threadId: string | null = null): Promise<Announcement[]> {
  const out: Announcement[] = [];
  const run = async (list: Announcement[]) => {
    for (const a of list) {
      out.push(a);
      if (a.kind === 'thread') await run(await svc.placed(a.gameId, threadId));
      if (a.kind === 'turn') await run(await svc.messagePosted(a.posts, a.channelId, a.messageId ?? `posted-${++posted}`));
      if (a.kind === 'say' && a.outbox !== undefined) await svc.said(a.outbox, `posted-${++posted}`);
    }
  };
  await run(await svc.pump());
  return out;
}

/** The last turn message the pump handed out, as an Answer (to read its buttons). */
export function lastTurn(list: Announcement[]): Answer {
  const turns = list.filter((a) => a.kind === 'turn');
  const a = turns.at(-1);
  if (!a || a.kind !== 'turn') throw new Error(`no turn message in: ${list.map((x) => x.kind).join(', ')}`);
  return { reply: a.reply, posts: a.posts, retire: a.retire };
}

/**
 * The public messages an action leaves, as the bot would post them: its own reply when public (a
 * click's update, or a new player-turn's message), then the turn message the pump owes (a command
 * answers privately and its turn message is updated). Fails when there is none.
 */
export async function shown(svc: GameService, a: Answer): Promise<Answer[]> {
  const out = a.reply.ephemeral ? [] : [await post(svc, a)];
  const owed = (await drain(svc)).filter((x) => x.kind === 'turn');
  if (owed.length > 0) out.push(lastTurn(owed));
  if (out.length === 0) throw new Error(`no public message after: ${a.reply.content}`);
  return out;
}

/** Which of `players` is to move at `where`: the one offered choices to /choose. */
export async function toMove(svc: GameService, players: Actor[], where: Where = here): Promise<Actor> {
  let p: Actor | undefined;
  for (const x of players) if (!p && (await svc.autocompleteChoices(where, x, '')).length > 0) p = x;
  if (!p) throw new Error(`none of ${players.map((x) => x.name).join(', ')} is to move`);
  return p;
}

/** Records an answer's public message as posted (as the bot does), and returns the answer. */
export async function post(svc: GameService, a: Answer, id = `posted-${++posted}`): Promise<Answer> {
  if (a.posts) await svc.messagePosted(a.posts, here.channelId, id);
  return a;
}

/** Opens a two-player table (Alice, Bob) with forced dice, starts it, and returns the first turn message. */
export async function started(
  svc: GameService,
  dice: number[],
  players: Actor[] = [alice, bob],
  ai = 0,
  settings: Partial<store.Settings> = {},
): Promise<Answer> {
  await post(svc, await svc.newGameWith(here, players[0], 'dice-race', { dice, ai, settings }));
  for (const p of players.slice(1)) await svc.join(here, p);
  const s = await svc.start(here, players[0]);
  if (s.reply.content !== 'Started.') return s;
  return lastTurn(await drain(svc));
}

/** `/game resign` and its confirmation button. */
export async function resignNow(svc: GameService, actor: Actor, where: Where = here): Promise<Answer> {
  const ask = await svc.resign(where, actor);
  const yes = buttons(ask).find((b) => b.label === 'Resign');
  return yes ? await svc.component(where, actor, yes.customId, undefined, true) : ask;
}

/** `read` of the channel's game, through a second connection opened and closed for it. */
function lookAt<T>(path: string, channelId: string, read: (db: Peek, game: store.GameRow) => T): T {
  const db = peek(path);
  try {
    return read(db, db.latestGameIn(channelId)!);
  } finally {
    db.close();
  }
}

/** Version and state of the channel's game, read through a second connection. */
export function snapshot(path: string, channelId = here.channelId): { version: number; state: string; actions: number } {
  return lookAt(path, channelId, (db, g) => ({
    version: g.version,
    state: JSON.stringify(g.match),
    actions: db.actionsOf(g.id).length,
  }));
}

export function row(path: string, channelId = here.channelId): store.GameRow {
  return lookAt(path, channelId, (_db, g) => g);
}

/** The actions of the channel's game, read through a second connection. */
export function actionsIn(path: string, channelId = here.channelId): store.ActionRow[] {
  return lookAt(path, channelId, (db, g) => db.actionsOf(g.id));
}

/** The seats of the channel's game, read through a second connection. */
export function seatsIn(path: string, channelId = here.channelId): store.SeatRow[] {
  return lookAt(path, channelId, (db, g) => db.seatsOf(g.id));
}

/**
 * Plays the running game at `where` to its end with every seat a person of `players`, each
 * taking what their seat's AI would; `before` runs before each decision (a test clock moving
 * on, say). The bot's part is done after each: turn messages posted. Returns the decisions taken.
 */
export async function playAsPeople(
  svc: GameService,
  path: string,
  def: AnyGame,
  players: Actor[],
  where: Where = here,
  before: () => void = () => {},
): Promise<number> {
  const db = peek(path);
  try {
    let taken = 0;
    for (let g = db.latestGameIn(where.channelId); g?.status === 'active'; g = db.latestGameIn(where.channelId)) {
      const d = aiDecision(def, g.match!);
      if (!d) break;
      const userId = db.seatsOf(g.id)[d.player].userId;
      const actor = players.find((p) => p.userId === userId);
      if (!actor) throw new Error(`seat ${d.player} is not one of the players`);
      before();
      const a = await svc.choose(where, actor, d.choice);
      if (a.reply.ephemeral && !a.update && !/^Done/.test(a.reply.content))
        throw new Error(`${actor.name}'s ${d.choice} refused: ${a.reply.content}`);
      if (a.posts) await svc.messagePosted(a.posts, where.channelId, `posted-${++posted}`);
      await drain(svc);
      taken++;
    }
    return taken;
  } finally {
    db.close();
  }
}
