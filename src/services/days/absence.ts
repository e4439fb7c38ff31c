// Absent and leaving players: resigning (with a private confirmation; in a partnership the seat
// passes to the AI), handing an expired player's seat to the AI, coming back, and the rematch.
import { createMatch } from '../../engine/match';
import * as store from '../../store';
import type { Actor, Answer, Reply } from '../contract';
import { ephemeral, fail, isFinished, seatOf, stamp, type Deps, type Running } from '../core/context';
import { buildId } from '../core/customIds';
import { t } from '../messages/catalogue';
import { advance, answerAfter, reloaded, resignSeat } from '../play/decide';
import { beginMatch } from '../lobby/table';
import { esc } from '../messages/text';

/** Games in partnerships may say who plays with whom; then a resigning player's partner plays on. */
const partnerOf = (r: Running, seat: number): number | null => r.def.partnerOf?.(r.match.state, seat) ?? null;

/** `/game resign`: asks first, privately. */
export function askResign(deps: Deps, r: Running, actor: Actor): Answer {
  const seat = seatOf(r, actor);
  if (seat < 0) return fail('game.not-playing');
  if (isFinished(r.def, r.match)) return fail('game.over');
  if (store.hasResigned(deps.db, r.row.id, seat)) return fail('game.already-resigned');
  const effect = partnerOf(r, seat) !== null ? t('resign.effect-partner') : t('resign.effect-end');
  const reply: Reply = {
    ephemeral: true,
    content: t('resign.confirm', { game: esc(r.def.name), effect }),
    rows: [
      {
        buttons: [
          { customId: buildId('resign', r.row.id, r.row.version, 'yes'), label: 'Resign', style: 'danger' },
          { customId: buildId('resign', r.row.id, r.row.version, 'no'), label: 'Keep playing', style: 'secondary' },
        ],
      },
    ],
  };
  return { reply, retire: [] };
}

/** The confirmation's buttons. The version is not checked: resigning stays possible whatever happened meanwhile. */
export function confirmResign(deps: Deps, r: Running, actor: Actor, answer: string): Answer {
  if (answer !== 'yes') return { reply: { ephemeral: true, content: t('resign.kept'), rows: [] }, update: true, retire: [] };
  const seat = seatOf(r, actor);
  if (seat < 0) return fail('game.not-playing');
  if (isFinished(r.def, r.match)) return fail('game.over');
  if (partnerOf(r, seat) === null) return resignSeat(deps, r, seat);
  // In a partnership the seat goes to the AI for good: the partner is not left alone.
  const name = r.match.seats[seat]?.name ?? '?';
  deps.db.transaction(() => {
    store.seatToAi(deps.db, r.row.id, seat, name);
    store.addNote(deps.db, {
      gameId: r.row.id,
      after: r.match.step,
      userId: actor.userId,
      text: t('resign.to-ai', { name: esc(name) }),
      at: stamp(deps),
    });
  })();
  return playOnAfterSeatChange(deps, r);
}

/** After a seat changed hands: the AI moves at once if it is that seat's turn; the turn message is owed again. */
function playOnAfterSeatChange(deps: Deps, r: Running): Answer {
  const now = reloaded(deps, r);
  const run = advance(deps, now, { match: now.match, version: now.row.version, turn: now.row.turn });
  if (run.version === now.row.version) {
    // Nothing moved: the note still belongs in the turn message.
    deps.db.prepare(`UPDATE games SET owed = 1 WHERE id = ?`).run(r.row.id);
    return ephemeral(t('game.done-in-message'));
  }
  return answerAfter(deps, now, 'reply', run.events);
}

/** Any seated player hands the seat of a player whose clock ran out to the AI (logged with who asked). */
export function handover(deps: Deps, r: Running, actor: Actor, userId: string): Answer {
  const me = seatOf(r, actor);
  if (me < 0) return fail('handover.not-seated');
  const target = r.seats.find((s) => !s.ai && s.userId === userId);
  if (!target || target.away || (target.missed ?? 0) < 1 || target.seat === me) return fail('handover.not-expired');
  const text = t('handover.done', { name: esc(actor.name), seat: esc(target.name) });
  const ok = deps.db.transaction(() => {
    if (!store.setAway(deps.db, r.row.id, target.seat, true)) return false;
    store.addNote(deps.db, { gameId: r.row.id, after: r.match.step, userId: actor.userId, text, at: stamp(deps) });
    return true;
  })();
  if (!ok) return fail('game.already-done');
  return playOnAfterSeatChange(deps, r);
}

/** `/game return`: the seat is the player's again; the AI, playing it now, hands it back at the next turn. */
export function comeBack(deps: Deps, r: Running, actor: Actor): Answer {
  const seat = seatOf(r, actor);
  if (seat < 0) return fail('game.not-playing');
  if (!store.setAway(deps.db, r.row.id, seat, false)) return fail('return.not-away');
  return ephemeral(t('return.done', { name: esc(actor.name) }));
}

/** The Rematch button: the same seats, a new game started at once, in a new thread. */
export function rematch(deps: Deps, l: Running, actor: Actor): Answer {
  if (seatOf(l, actor) < 0) return fail('rematch.not-seated');
  if (store.rematchOf(deps.db, l.row.id) !== null) return fail('rematch.done');
  const seats = l.seats.map((s) => ({ userId: s.userId, name: s.name, ai: s.ai }));
  const gid = deps.db.transaction(() => {
    const id = store.insertLobby(deps.db, {
      guildId: l.row.guildId,
      channelId: l.row.channelId,
      game: l.def.id,
      creatorId: actor.userId,
      options: l.row.options,
      seed: deps.seed() >>> 0,
      dice: [],
      at: stamp(deps),
      settings: l.row.settings,
    });
    if (id === null) return null;
    store.writeSeats(deps.db, id, seats);
    store.setRematchOf(deps.db, id, l.row.id);
    return id;
  })();
  if (gid === null) return fail('rematch.busy', { reason: t('game.channel-busy', { game: l.def.name, status: 'lobby' }) });
  const row = store.gameById(deps.db, gid)!;
  const lobby = { row, def: l.def, seats: store.seatsOf(deps.db, gid) };
  const first = createMatch(
    l.def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    row.options,
    row.seed,
    row.dice,
  );
  const r = beginMatch(deps, lobby, seats, first.match);
  if (!r) return fail('game.already-done');
  advance(deps, r, { match: r.match, version: r.row.version, turn: r.row.turn });
  return {
    reply: { ephemeral: false, content: t('rematch.started', { name: esc(actor.name), game: esc(l.def.name) }), rows: [] },
    retire: [],
  };
}
