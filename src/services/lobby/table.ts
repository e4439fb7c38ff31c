// The lobby: open, join, leave, add AI, start, cancel. Every change is one transaction that
// bumps the game's version, and answers with a fresh lobby message replacing the old one.
import type { Forced } from '../../engine/chance';
import { createMatch } from '../../engine/match';
import * as store from '../../store';
import type { Actor, Answer, Reply, Where } from '../contract';
import { buildId } from '../core/customIds';
import {
  ephemeral,
  fail,
  liveIn,
  playerCountsOf,
  retireLast,
  seatLooks,
  stamp,
  type AnyGame,
  type Deps,
  type Loaded,
  type Running,
} from '../core/context';
import { t } from '../messages/catalogue';
import { advance, type Via } from '../play/decide';
import { stateVersionOf } from '../records/upgrade';
import { clip, esc, escText } from '../messages/text';
import { firstTurn } from '../play/turns';

export const LOBBY_ACTIONS = ['join', 'leave', 'ai', 'start', 'cancel'] as const;
export type LobbyAction = (typeof LOBBY_ACTIONS)[number];

export interface NewGameOptions {
  ai?: number;
  seed?: number;
  dice?: Forced[];
  /** Forced results after the opening roll (the local table's --dice); `dice` then forces only the opening. */
  after?: Forced[];
  /** Every seat AI, the creator only watching (the local table's all-AI run, simulations). */
  aiOnly?: boolean;
  /** Platform settings (clock, missed turns, forced decisions); defaults otherwise. */
  settings?: Partial<store.Settings>;
}

const maxSeats = (def: AnyGame): number => Math.max(...playerCountsOf(def));

function countsText(def: AnyGame): string {
  const c = playerCountsOf(def);
  return c.length > 1 && c[c.length - 1] - c[0] === c.length - 1 ? `${c[0]}–${c[c.length - 1]}` : c.join(' or ');
}

export function lobbyReply(l: Loaded, version: number): Reply {
  const { def, row, seats } = l;
  // Names, not mentions: every lobby update would ping the creator again.
  const creator = `**${creatorName(l)}**`;
  const lines = [
    `**${esc(def.name)}**: a new game, opened by ${creator}. Players: ${countsText(def)}.`,
    '',
    ...seats.map((s, i) => `${i + 1}. ${s.ai ? `🤖 AI${def.paint ? ' player' : ` ${esc(def.roles[i] ?? '')}`}` : esc(s.name)}`),
    '',
    settingsLine(row.settings),
    '',
    `Press **Join** to take a seat; ${creator} presses **Start** when the table is ready.`,
  ];
  const b = (action: LobbyAction) => buildId('lobby', row.id, version, action);
  const full = seats.length >= maxSeats(def);
  return {
    ephemeral: false,
    content: lines.join('\n'),
    rows: [
      {
        buttons: [
          { customId: b('join'), label: 'Join', style: 'success', disabled: full },
          { customId: b('leave'), label: 'Leave', style: 'secondary' },
          { customId: b('ai'), label: 'Add AI', style: 'secondary', disabled: full },
          { customId: b('start'), label: 'Start', style: 'primary' },
          { customId: b('cancel'), label: 'Cancel', style: 'danger' },
        ],
      },
    ],
  };
}

/** "Clock: 3 days a turn · the AI takes a seat after 2 missed turns". */
export function settingsLine(s: store.Settings): string {
  const clock =
    s.clockMs === null
      ? 'no clock'
      : `clock: ${durationText(s.clockMs)} a turn, then the AI plays it; after ${s.missLimit} missed turns in a row the AI keeps the seat`;
  return `⏳ ${clock}.${s.autoForce ? '' : ' Forced moves are clicked by hand.'}`;
}

export function durationText(ms: number): string {
  const h = ms / 3_600_000;
  if (h >= 24 && h % 24 === 0) return h === 24 ? '1 day' : `${h / 24} days`;
  if (h >= 1 && Number.isInteger(h)) return h === 1 ? '1 hour' : `${h} hours`;
  return `${Math.round(ms / 60_000)} minutes`;
}

/** "2d", "12h", "90m", "off": a clock length in milliseconds, null for off, undefined when unreadable. */
export function parseClock(text: string): number | null | undefined {
  const s = text.trim().toLowerCase();
  if (s === 'off' || s === 'none' || s === '0') return null;
  const m = /^(\d{1,4})\s*(d|h|m)$/.exec(s);
  if (!m) return undefined;
  const n = Number(m[1]);
  const ms = n * (m[2] === 'd' ? 86_400_000 : m[2] === 'h' ? 3_600_000 : 60_000);
  // At least ten minutes, at most 30 days: a shorter clock is a typo, a longer one no clock.
  return ms >= 600_000 && ms <= 30 * 86_400_000 ? ms : undefined;
}

type SeatDraft = Omit<store.SeatRow, 'seat'>;

/**
 * The lobby message changed: a click on it replaces it in place; a command answers privately
 * and the lobby message is rewritten.
 */
function lobbyChanged(l: Loaded, reply: Reply, via: Via, ack: string): Answer {
  if (via === 'update') return { reply, update: true, retire: [] };
  const id = l.row.lobbyMessageId;
  return { ...ephemeral(ack), ...(id ? { edits: [{ channelId: l.row.channelId, messageId: id, reply }] } : {}) };
}

/** Rewrites the seats under the version guard and answers with the new lobby message. */
function reseat(deps: Deps, l: Loaded, seats: SeatDraft[], via: Via, ack: string): Answer {
  const ok = deps.db.transaction(() => {
    if (!store.touch(deps.db, l.row.id, l.row.version, stamp(deps))) return false;
    store.writeSeats(deps.db, l.row.id, seats);
    return true;
  })();
  if (!ok) return fail('game.already-done');
  const next: Loaded = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  return lobbyChanged(l, lobbyReply(next, l.row.version + 1), via, ack);
}

const human = (actor: Actor): SeatDraft => ({ userId: actor.userId, name: actor.name, ai: false });
const robot = (): SeatDraft => ({ userId: null, name: 'AI', ai: true });

export function openLobby(deps: Deps, where: Where, actor: Actor, game: string, opts: NewGameOptions): Answer {
  const def = deps.games.get(game);
  if (!def) return fail('game.unknown', { game: escText(clip(game, 40)), list: [...deps.games.keys()].join(', ') });
  const ai = opts.ai ?? 0;
  const maxAi = opts.aiOnly ? maxSeats(def) : maxSeats(def) - 1;
  if (!Number.isInteger(ai) || ai < 0 || ai > maxAi) return fail('lobby.bad-ai', { max: maxAi, game: def.name });
  const busy = liveIn(deps, where.channelId);
  if (busy) return fail('game.channel-busy', { game: busy.def.name, status: busy.row.status });
  const id = deps.db.transaction(() => {
    const gid = store.insertLobby(deps.db, {
      guildId: where.guildId,
      channelId: where.channelId,
      game: def.id,
      creatorId: actor.userId,
      options: {},
      seed: (opts.seed ?? deps.seed()) >>> 0,
      dice: opts.after?.length ? { opening: opts.dice ?? [], after: opts.after } : (opts.dice ?? []),
      at: stamp(deps),
      settings: { ...store.DEFAULT_SETTINGS, ...opts.settings },
    });
    const robots = Array.from({ length: ai }, robot);
    if (gid !== null) store.writeSeats(deps.db, gid, opts.aiOnly ? robots : [human(actor), ...robots]);
    return gid;
  })();
  if (id === null) return fail('game.channel-busy', { game: def.name, status: 'lobby' });
  const l = liveIn(deps, where.channelId)!;
  return { reply: lobbyReply(l, l.row.version), posts: { gameId: l.row.id, lobby: true }, retire: [] };
}

export function join(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (l.seats.some((s) => s.userId === actor.userId)) return fail('lobby.already-seated');
  if (l.seats.length >= maxSeats(l.def)) return fail('lobby.full', { max: maxSeats(l.def) });
  return reseat(deps, l, [...l.seats, human(actor)], via, 'You took a seat.');
}

export function leave(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId === l.row.creatorId) return fail('lobby.creator-stays');
  if (!l.seats.some((s) => s.userId === actor.userId)) return fail('lobby.not-seated');
  return reseat(
    deps,
    l,
    l.seats.filter((s) => s.userId !== actor.userId),
    via,
    'You left the table.',
  );
}

export function addAi(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId !== l.row.creatorId) return fail('lobby.only-creator-ai', { name: creatorName(l) });
  if (l.seats.length >= maxSeats(l.def)) return fail('lobby.full', { max: maxSeats(l.def) });
  return reseat(deps, l, [...l.seats, robot()], via, 'An AI player took a seat.');
}

function creatorName(l: Loaded): string {
  const name = l.seats.find((s) => s.userId === l.row.creatorId)?.name;
  return name === undefined ? 'the creator' : esc(name);
}

/** Starts the match: humans first, then AI seats named after their role ("AI Hannibal"). */
export function start(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId !== l.row.creatorId) return fail('lobby.only-creator-starts', { name: creatorName(l) });
  const counts = playerCountsOf(l.def);
  if (!counts.includes(l.seats.length))
    return fail('lobby.bad-count', { game: l.def.name, counts: countsText(l.def), n: l.seats.length });
  const ordered = [...l.seats.filter((s) => !s.ai), ...l.seats.filter((s) => s.ai)];
  const roles = seatRoles(l.def, ordered, l.row);
  const seats: SeatDraft[] = ordered.map((s, i) => (s.ai ? { userId: null, name: `AI ${roles[i]}`, ai: true } : s));
  const first = createMatch(
    l.def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    l.row.options,
    l.row.seed,
    l.row.dice,
    l.row.after,
  );
  const r = beginMatch(deps, l, seats, first.match);
  if (!r) return fail('game.already-done');
  advance(deps, r, { match: r.match, version: r.row.version, turn: r.row.turn });
  const reply: Reply = {
    ephemeral: false,
    content: `${lobbyReply(r, r.row.version).content.split('\n')[0]}\n\n${t('game.thread-coming')}`,
    rows: [],
  };
  return lobbyChanged(l, reply, via, 'Started.');
}

/**
 * Stores the first state and the first turn (its message owed, its thread to be made) in one
 * transaction; the Running game, or null when someone else changed the lobby first.
 */
export function beginMatch(deps: Deps, l: Loaded, seats: SeatDraft[], match: Running['match']): Running | null {
  const seated = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  const turn = firstTurn(deps, seated, match);
  const ok = deps.db.transaction(() => {
    if (!store.startMatch(deps.db, l.row.id, l.row.version, match, stamp(deps), turn, true, stateVersionOf(l.def))) return false;
    store.writeSeats(deps.db, l.row.id, seats);
    return true;
  })();
  if (!ok) return null;
  return { ...seated, match, row: { ...l.row, status: 'active', version: l.row.version + 1, turn, placed: false, owed: true } };
}

/** "The A-Team · alice, bob, AI Face": the thread's name (Discord: at most 100 characters). */
export function threadName(def: AnyGame, names: readonly string[]): string {
  return clip(`${def.name} · ${names.join(', ')}`, 100);
}

/**
 * The role of each seat, to name AI seats after it. Games that assign roles per match
 * (paint) are asked with a dry run of the same set-up: names do not change the dice.
 */
function seatRoles(def: AnyGame, ordered: SeatDraft[], row: store.GameRow): string[] {
  if (!def.paint) return ordered.map((_, i) => def.roles[i]);
  const dry = createMatch(
    def,
    ordered.map((s, i) => ({ name: `Seat ${i + 1}`, ai: s.ai })),
    row.options,
    row.seed,
    row.dice,
  );
  return seatLooks(def, dry.match.state, ordered.length).map((x) => x.role);
}

export function cancel(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  if (l.row.status !== 'lobby' && l.row.status !== 'active') return fail('game.over');
  if (!actor.canManage) {
    if (actor.userId !== l.row.creatorId) return fail('game.cancel-denied', { name: creatorName(l) });
    // A creator who resigned no longer decides for the players still at the table (issue 10).
    const seat = l.seats.find((s) => !s.ai && s.userId === actor.userId);
    if (seat && store.hasResigned(deps.db, l.row.id, seat.seat)) return fail('game.cancel-resigned');
  }
  if (!store.setStatus(deps.db, l.row.id, l.row.version, 'cancelled', stamp(deps))) return fail('game.already-done');
  const reply: Reply = {
    ephemeral: false,
    content: t('game.cancelled', { game: esc(l.def.name), name: esc(actor.name) }),
    rows: [],
  };
  if (l.row.status === 'lobby') return lobbyChanged(l, reply, via, 'Cancelled.');
  return { reply, retire: retireLast(l) };
}

/** A lobby button. Join, leave, start and cancel say so when done already; "Add AI" is not idempotent, so an older message's refuses. */
export function lobbyAction(deps: Deps, l: Loaded, actor: Actor, action: string, version: number): Answer {
  const a = LOBBY_ACTIONS.find((x) => x === action);
  if (!a) return fail('game.unknown-button');
  if (a === 'ai' && l.row.status === 'lobby' && version !== l.row.version) return fail('lobby.stale');
  switch (a) {
    case 'join':
      return join(deps, l, actor, 'update');
    case 'leave':
      return leave(deps, l, actor, 'update');
    case 'ai':
      return addAi(deps, l, actor, 'update');
    case 'start':
      return start(deps, l, actor, 'update');
    case 'cancel':
      return cancel(deps, l, actor, l.row.status === 'lobby' ? 'update' : 'reply');
    default: {
      const never: never = a;
      return never;
    }
  }
}
