// The lobby's table: taking a seat, leaving it, adding an AI player. Every change is one
// transaction that bumps the game's version, and answers with a fresh lobby message.
import type * as store from '../../store';
import type { Actor, Answer, Reply } from '../contract';
import { stamp, type Deps, type Loaded } from '../core/context';
import { maxSeats } from '../core/seats';
import type { Voice } from '../core/texts';
import { ephemeral, fail } from '../messages/answers';
import { creatorName, lobbyReply } from '../messages/lobbyMessage';
import { peopleOf } from '../messages/pacingLines';
import { privateVoice, publicVoice } from '../messages/voices';
import type { Via } from '../play/decide';

/** A seat before the table is ordered (the seat number is its place in the list). */
export type SeatDraft = Omit<store.SeatRow, 'seat'>;

export const human = (actor: Actor): SeatDraft => ({ userId: actor.userId, name: actor.name, ai: false });
export const robot = (): SeatDraft => ({ userId: null, name: 'AI', ai: true });

/**
 * The lobby message changed: a click on it replaces it in place; a command answers privately
 * (`ack`, in the asker's language) and the lobby message is rewritten.
 */
export function lobbyChanged(l: Loaded, reply: Reply, via: Via, ack: string): Answer {
  if (via === 'update') return { reply, update: true, retire: [] };
  const id = l.row.lobbyMessageId;
  return { ...ephemeral(ack), ...(id ? { edits: [{ channelId: l.row.channelId, messageId: id, reply }] } : {}) };
}

/** Rewrites the seats under the version guard and answers with the new lobby message. */
async function reseat(deps: Deps, me: Voice, l: Loaded, seats: SeatDraft[], via: Via, ack: string): Promise<Answer> {
  const ok = await deps.store.transaction(async () => {
    if (!(await deps.store.touch(l.row.id, l.row.version, stamp(deps)))) return false;
    await deps.store.writeSeats(l.row.id, seats);
    return true;
  });
  if (!ok) return fail(me, 'game.already-done');
  const next: Loaded = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  const reply = lobbyReply(deps, publicVoice(deps, next), next, l.row.version + 1, await peopleOf(deps, next));
  return lobbyChanged(l, reply, via, ack);
}

export async function join(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (l.seats.some((s) => s.userId === actor.userId)) return fail(me, 'lobby.already-seated');
  if (l.seats.length >= maxSeats(l.def)) return fail(me, 'lobby.full', { max: maxSeats(l.def) });
  return await reseat(deps, me, l, [...l.seats, human(actor)], via, me.t('lobby.joined'));
}

export async function leave(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (actor.userId === l.row.creatorId) return fail(me, 'lobby.creator-stays');
  if (!l.seats.some((s) => s.userId === actor.userId)) return fail(me, 'lobby.not-seated');
  return await reseat(
    deps,
    me,
    l,
    l.seats.filter((s) => s.userId !== actor.userId),
    via,
    me.t('lobby.left'),
  );
}

export async function addAi(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (actor.userId !== l.row.creatorId) return fail(me, 'lobby.only-creator-ai', { name: creatorName(me, l) });
  if (l.seats.length >= maxSeats(l.def)) return fail(me, 'lobby.full', { max: maxSeats(l.def) });
  return await reseat(deps, me, l, [...l.seats, robot()], via, me.t('lobby.ai-joined'));
}
