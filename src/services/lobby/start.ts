// Starting a game: the seats ordered (humans first, AI seats numbered "Bot 3"), the match set
// up, and its first state and first turn stored in one transaction.
import { createMatch } from '../../engine/match';
import type { Actor, Answer, Reply } from '../contract';
import { claimFor } from '../core/claims';
import { stamp, type Deps, type Loaded, type Running } from '../core/context';
import { playerCountsOf } from '../core/seats';
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
 * Starts the match: humans first, then AI seats numbered by seat in the game's language
 * ("Bot 3", "Gép 3"): a name is stored once, as the table sees it.
 */
export async function start(deps: Deps, l: Loaded, actor: Actor, via: Via = 'reply'): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (l.row.status !== 'lobby') return fail(me, 'lobby.started');
  if (actor.userId !== l.row.creatorId) return fail(me, 'lobby.only-creator-starts', { name: creatorName(me, l) });
  const counts = playerCountsOf(l.def);
  if (!counts.includes(l.seats.length))
    return fail(me, 'lobby.bad-count', { game: gameName(deps, me, l.def), counts: countsText(me, l.def), n: l.seats.length });
  const ordered = [...l.seats.filter((s) => !s.ai), ...l.seats.filter((s) => s.ai)];
  const table = publicVoice(deps, l);
  const names = aiNames(table, ordered);
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

/**
 * Stores the first state and the first turn (its message owed, its thread to be made) in one
 * transaction; the Running game, or null when someone else changed the lobby first.
 */
export async function beginMatch(deps: Deps, l: Loaded, seats: SeatDraft[], match: Running['match']): Promise<Running | null> {
  const seated = { ...l, seats: seats.map((s, seat) => ({ ...s, seat })) };
  const turn = firstTurn(deps, seated, match);
  const ok = await deps.store.transaction(async () => {
    if (!(await deps.store.startMatch(l.row.id, l.row.version, match, stamp(deps), turn, true, stateVersionOf(l.def))))
      return false;
    await deps.store.writeSeats(l.row.id, seats);
    await deps.store.claimGame(l.row.id, claimFor(deps), true);
    return true;
  });
  if (!ok) return null;
  return { ...seated, match, row: { ...l.row, status: 'active', version: l.row.version + 1, turn, placed: false, owed: true } };
}

/**
 * Each AI seat's name, by seat number ("Bot 3"), never a seated person's: a person called "Bot 3"
 * makes the AI "Bot 3 🤖" (and so on, however the people are named). Humans' entries are theirs.
 */
export function aiNames(me: Voice, ordered: readonly SeatDraft[]): string[] {
  const key = (name: string) => name.normalize('NFKC').trim().toLowerCase();
  const taken = new Set(ordered.filter((s) => !s.ai).map((s) => key(s.name)));
  return ordered.map((s, i) => {
    if (!s.ai) return s.name;
    let name = me.t('seat.ai-name', { n: i + 1 });
    while (taken.has(key(name))) name = `${name} 🤖`;
    taken.add(key(name));
    return name;
  });
}
