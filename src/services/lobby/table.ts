// The lobby's table: taking a seat, leaving it, adding an AI player. Every change is one
// transaction that bumps the game's version, and answers with a fresh lobby message.
import * as store from '../../store';
import type { Actor, Answer, Reply } from '../contract';
import { stamp, type Deps, type Loaded } from '../core/context';
import { maxSeats } from '../core/seats';
import { ephemeral, fail } from '../messages/answers';
import { creatorName, lobbyReply } from '../messages/lobbyMessage';
import type { Via } from '../play/decide';

/** A seat before the table is ordered (the seat number is its place in the list). */
export type SeatDraft = Omit<store.SeatRow, 'seat'>;

export const human = (actor: Actor): SeatDraft => ({ userId: actor.userId, name: actor.name, ai: false });
export const robot = (): SeatDraft => ({ userId: null, name: 'AI', ai: true });

/**
 * The lobby message changed: a click on it replaces it in place; a command answers privately
 * and the lobby message is rewritten.
 */
export function lobbyChanged(l: Loaded, reply: Reply, via: Via, ack: string): Answer {
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
