// Starting a game: the seats ordered (humans first, AI seats named after their role), the
// match set up, and its first state and first turn stored in one transaction.
import { createMatch } from '../../engine/match';
import * as store from '../../store';
import type { Actor, Answer, Reply } from '../contract';
import { stamp, type AnyGame, type Deps, type Loaded, type Running } from '../core/context';
import { playerCountsOf, seatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { countsText, creatorName, lobbyReply } from '../messages/lobbyMessage';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { advance } from '../play/commit';
import type { Via } from '../play/decide';
import { firstTurn } from '../play/turns';
import { stateVersionOf } from '../records/upgrade';
import { lobbyChanged, type SeatDraft } from './table';

/**
 * Starts the match: humans first, then AI seats named after their role in the game's language
 * ("AI Hannibal", "IA Rouge"): a name is stored once, as the table sees it.
 */
export function start(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Answer {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (actor.userId !== l.row.creatorId) return fail(me, 'lobby.only-creator-starts', { name: creatorName(me, l) });
  const counts = playerCountsOf(l.def);
  if (!counts.includes(l.seats.length))
    return fail(me, 'lobby.bad-count', { game: gameName(deps, me, l.def), counts: countsText(me, l.def), n: l.seats.length });
  const ordered = [...l.seats.filter((s) => !s.ai), ...l.seats.filter((s) => s.ai)];
  const table = publicVoice(deps, l);
  const roles = seatRoles(table, l.def, ordered, l.row);
  const seats: SeatDraft[] = ordered.map((s, i) =>
    s.ai ? { userId: null, name: table.t('seat.ai-name', { role: roles[i] }), ai: true } : s,
  );
  const first = createMatch(
    l.def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    l.row.options,
    l.row.seed,
    l.row.dice,
    l.row.after,
  );
  const r = beginMatch(deps, l, seats, first.match);
  if (!r) return fail(me, 'game.already-done');
  advance(deps, r, { match: r.match, version: r.row.version, turn: r.row.turn });
  const reply: Reply = {
    ephemeral: false,
    content: `${lobbyReply(deps, table, r, r.row.version).content.split('\n')[0]}\n\n${table.t('game.thread-coming')}`,
    rows: [],
  };
  return lobbyChanged(l, reply, via, me.t('lobby.started-ack'));
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

/**
 * The role of each seat in words, to name AI seats after it. Games that assign roles per match
 * (paint) are asked with a dry run of the same set-up: names do not change the dice.
 */
function seatRoles(me: Voice, def: AnyGame, ordered: SeatDraft[], row: store.GameRow): string[] {
  if (!def.paint) return ordered.map((_, i) => me.say(def.roles[i]));
  const dry = createMatch(
    def,
    ordered.map((s, i) => ({ name: `Seat ${i + 1}`, ai: s.ai })),
    row.options,
    row.seed,
    row.dice,
  );
  return seatLooks(def, dry.match.state, ordered.length).map((x) => me.say(x.role));
}
