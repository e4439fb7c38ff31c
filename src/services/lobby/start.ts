// Starting a game: the seats ordered (humans first, AI seats named after their role, "AI Red"),
// the match set up, and its first state and first turn stored in one transaction.
import { createMatch } from '../../engine/match';
import type { Actor, Answer, Reply } from '../contract';
import { claimFor } from '../core/claims';
import { stamp, type Deps, type Loaded, type Running } from '../core/context';
import { playerCountsOf } from '../core/seats';
import { aiNames, rolesAt, seatingOrder } from '../messages/aiNames';
import { fail } from '../messages/answers';
import { countsText, creatorName, lobbyReply } from '../messages/lobbyMessage';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { advance } from '../play/commit';
import type { Via } from '../play/decide';
import { turnAfter, writeClock } from '../play/pacing';
import { BEFORE_FIRST } from '../play/turns';
import { stateVersionOf } from '../records/forward';
import { lobbyChanged, type SeatDraft } from './table';

/**
 * Starts the match: humans first, then AI seats named after their role in the game's language
 * ("AI Red", "IA Rouge", "Gépi Piros"): a name is stored once, as the lobby showed it.
 */
export async function start(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (actor.userId !== l.row.creatorId) return fail(me, 'lobby.only-creator-starts', { name: creatorName(me, l) });
  const counts = playerCountsOf(l.def);
  if (!counts.includes(l.seats.length))
    return fail(me, 'lobby.bad-count', { game: gameName(deps, me, l.def), counts: countsText(me, l.def), n: l.seats.length });
  const ordered = seatingOrder(l.seats);
  const table = publicVoice(deps, l);
  const names = aiNames(table, ordered, rolesAt(l.def, l.row, ordered.length));
  const seats: SeatDraft[] = ordered.map((s, i) => (s.ai ? { userId: null, name: names[i], ai: true } : s));
  const first = createMatch(
    l.def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    l.row.options,
    l.row.seed,
    l.row.dice,
    l.row.after,
  );
  const r = await beginMatch(deps, l, seats, first.match);
  if (!r) return fail(me, 'game.already-done');
  await advance(deps, r, { match: r.match, version: r.row.version, turn: r.row.turn });
  const reply: Reply = {
    ephemeral: false,
    content: `${lobbyReply(deps, table, r, r.row.version).content.split('\n')[0]}\n\n${table.t('game.thread-coming')}`,
    rows: [],
  };
  return lobbyChanged(l, reply, via, me.t('lobby.started-ack'));
}

/** Thrown to roll a transaction back (the lobby changed meanwhile). */
class Rollback extends Error {}

/**
 * Stores the first state and the first turn (its message owed, its thread to be made) in one
 * transaction; the Running game, or null when someone else changed the lobby first.
 */
export async function beginMatch(deps: Deps, l: Loaded, seats: SeatDraft[], match: Running['match']): Promise<Running | null> {
  const seated = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  let turn = BEFORE_FIRST;
  const ok = await deps.store
    .transaction(async () => {
      // The seats first: the first turn's clock reads its player's (their bank starts now).
      await deps.store.writeSeats(l.row.id, seats);
      const first = await turnAfter(deps, seated, BEFORE_FIRST, match, null);
      turn = first.turn;
      if (!(await deps.store.startMatch(l.row.id, l.row.version, match, stamp(deps), turn, true, stateVersionOf(l.def))))
        throw new Rollback();
      await writeClock(deps, l.row.id, turn, first.writes);
      await deps.store.claimGame(l.row.id, claimFor(deps), true);
      return true;
    })
    .catch((e: unknown) => {
      // Someone else changed the lobby first: its seats stay as they were (rolled back).
      if (e instanceof Rollback) return false;
      throw e;
    });
  if (!ok) return null;
  return { ...seated, match, row: { ...l.row, status: 'active', version: l.row.version + 1, turn, placed: false, owed: true } };
}
