// The lobby: open, join, leave, add AI, start, cancel. Every change is one transaction that
// bumps the game's version, and answers with a fresh lobby message replacing the old one.
import type { Forced } from '../engine/chance';
import { createMatch } from '../engine/match';
import * as store from '../store';
import type { Actor, Answer, Reply, Where } from './contract';
import { buildId } from './customIds';
import { fail, liveIn, playerCountsOf, publicPost, seatLooks, stamp, type AnyGame, type Deps, type Loaded } from './context';
import { t } from './messages';
import { afterDecisions } from './play';
import { stateVersionOf } from './upgrade';
import { clip, esc, escText } from './text';

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
    ...seats.map((s, i) => `${i + 1}. ${s.ai ? '🤖 AI player' : esc(s.name)}`),
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

type SeatDraft = Omit<store.SeatRow, 'seat'>;

/** Rewrites the seats under the version guard and answers with the new lobby message. */
function reseat(deps: Deps, l: Loaded, seats: SeatDraft[]): Answer {
  const ok = deps.db.transaction(() => {
    if (!store.touch(deps.db, l.row.id, l.row.version, stamp(deps))) return false;
    store.writeSeats(deps.db, l.row.id, seats);
    return true;
  })();
  if (!ok) return fail('game.already-done');
  const next: Loaded = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  return publicPost(l, lobbyReply(next, l.row.version + 1));
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
    });
    const robots = Array.from({ length: ai }, robot);
    if (gid !== null) store.writeSeats(deps.db, gid, opts.aiOnly ? robots : [human(actor), ...robots]);
    return gid;
  })();
  if (id === null) return fail('game.channel-busy', { game: def.name, status: 'lobby' });
  const l = liveIn(deps, where.channelId)!;
  return publicPost(l, lobbyReply(l, l.row.version));
}

export function join(deps: Deps, l: Loaded, actor: Actor): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (l.seats.some((s) => s.userId === actor.userId)) return fail('lobby.already-seated');
  if (l.seats.length >= maxSeats(l.def)) return fail('lobby.full', { max: maxSeats(l.def) });
  return reseat(deps, l, [...l.seats, human(actor)]);
}

export function leave(deps: Deps, l: Loaded, actor: Actor): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId === l.row.creatorId) return fail('lobby.creator-stays');
  if (!l.seats.some((s) => s.userId === actor.userId)) return fail('lobby.not-seated');
  return reseat(deps, l, l.seats.filter((s) => s.userId !== actor.userId));
}

export function addAi(deps: Deps, l: Loaded, actor: Actor): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId !== l.row.creatorId) return fail('lobby.only-creator-ai', { name: creatorName(l) });
  if (l.seats.length >= maxSeats(l.def)) return fail('lobby.full', { max: maxSeats(l.def) });
  return reseat(deps, l, [...l.seats, robot()]);
}

function creatorName(l: Loaded): string {
  const name = l.seats.find((s) => s.userId === l.row.creatorId)?.name;
  return name === undefined ? 'the creator' : esc(name);
}

/** Starts the match: humans first, then AI seats named after their role ("AI Hannibal"). */
export function start(deps: Deps, l: Loaded, actor: Actor): Answer {
  if (l.row.status !== 'lobby') return fail('lobby.started');
  if (actor.userId !== l.row.creatorId) return fail('lobby.only-creator-starts', { name: creatorName(l) });
  const counts = playerCountsOf(l.def);
  if (!counts.includes(l.seats.length)) return fail('lobby.bad-count', { game: l.def.name, counts: countsText(l.def), n: l.seats.length });
  const ordered = [...l.seats.filter((s) => !s.ai), ...l.seats.filter((s) => s.ai)];
  const roles = seatRoles(l.def, ordered, l.row);
  const seats: SeatDraft[] = ordered.map((s, i) => (s.ai ? { userId: null, name: `AI ${roles[i]}`, ai: true } : s));
  const first = createMatch(l.def, seats.map((s) => ({ name: s.name, ai: s.ai })), l.row.options, l.row.seed, l.row.dice, l.row.after);
  const ok = deps.db.transaction(() => {
    if (!store.startMatch(deps.db, l.row.id, l.row.version, first.match, stamp(deps), stateVersionOf(l.def))) return false;
    store.writeSeats(deps.db, l.row.id, seats);
    return true;
  })();
  if (!ok) return fail('game.already-done');
  const started = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })), row: { ...l.row, status: 'active' as const } };
  return afterDecisions(deps, { ...started, match: first.match }, l.row.version + 1, first.events);
}

/**
 * The role of each seat, to name AI seats after it. Games that assign roles per match
 * (paint) are asked with a dry run of the same set-up: names do not change the dice.
 */
function seatRoles(def: AnyGame, ordered: SeatDraft[], row: store.GameRow): string[] {
  if (!def.paint) return ordered.map((_, i) => def.roles[i]);
  const dry = createMatch(def, ordered.map((s, i) => ({ name: `Seat ${i + 1}`, ai: s.ai })), row.options, row.seed, row.dice);
  return seatLooks(def, dry.match.state, ordered.length).map((x) => x.role);
}

export function cancel(deps: Deps, l: Loaded, actor: Actor): Answer {
  if (l.row.status !== 'lobby' && l.row.status !== 'active') return fail('game.over');
  if (!actor.canManage) {
    if (actor.userId !== l.row.creatorId) return fail('game.cancel-denied', { name: creatorName(l) });
    // A creator who resigned no longer decides for the players still at the table (issue 10).
    const seat = l.seats.find((s) => !s.ai && s.userId === actor.userId);
    if (seat && store.hasResigned(deps.db, l.row.id, seat.seat)) return fail('game.cancel-resigned');
  }
  if (!store.setStatus(deps.db, l.row.id, l.row.version, 'cancelled', stamp(deps))) return fail('game.already-done');
  const reply: Reply = { ephemeral: false, content: t('game.cancelled', { game: esc(l.def.name), name: esc(actor.name) }), rows: [] };
  return publicPost(l, reply);
}

/** A lobby button. Join, leave, start and cancel say so when done already; "Add AI" is not idempotent, so an older message's refuses. */
export function lobbyAction(deps: Deps, l: Loaded, actor: Actor, action: string, version: number): Answer {
  const a = LOBBY_ACTIONS.find((x) => x === action);
  if (!a) return fail('game.unknown-button');
  if (a === 'ai' && l.row.status === 'lobby' && version !== l.row.version) return fail('lobby.stale');
  switch (a) {
    case 'join':
      return join(deps, l, actor);
    case 'leave':
      return leave(deps, l, actor);
    case 'ai':
      return addAi(deps, l, actor);
    case 'start':
      return start(deps, l, actor);
    case 'cancel':
      return cancel(deps, l, actor);
    default: {
      const never: never = a;
      return never;
    }
  }
}
