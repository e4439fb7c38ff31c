// Absent and leaving players: resigning (with a private confirmation; in a partnership the seat
// passes to the AI), handing an expired player's seat to the AI, and coming back.
import { tx } from '../../engine/text';
import type { Actor, Answer, Reply } from '../contract';
import { isFinished, seatOf, stamp, type Deps, type Running } from '../core/context';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';
import { ephemeral, fail } from '../messages/answers';
import { esc } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import { advance, atOf, commitStep, reloaded } from '../play/commit';
import { answerAfter, pausedAnswer } from '../play/decide';
import { resignStep } from '../core/replay';

/** Games in partnerships may say who plays with whom; then a resigning player's partner plays on. */
const partnerOf = (r: Running, seat: number): number | null => r.def.partnerOf?.(r.match.state, seat) ?? null;

/** `/game resign`: asks first, privately. */
export async function askResign(deps: Deps, r: Running, actor: Actor): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const seat = seatOf(r, actor);
  if (seat < 0) return fail(me, 'game.not-playing');
  if (isFinished(r.def, r.match)) return fail(me, 'game.over');
  if (await deps.store.hasResigned(r.row.id, seat)) return fail(me, 'game.already-resigned');
  const effect = partnerOf(r, seat) !== null ? me.t('resign.effect-partner') : me.t('resign.effect-end');
  const reply: Reply = {
    ephemeral: true,
    content: me.t('resign.confirm', { game: esc(gameName(deps, me, r.def)), effect }),
    rows: [
      {
        buttons: [
          { customId: buildId('resign', r.row.id, r.row.version, 'yes'), label: me.t('resign.button.yes'), style: 'danger' },
          { customId: buildId('resign', r.row.id, r.row.version, 'no'), label: me.t('resign.button.no'), style: 'secondary' },
        ],
      },
    ],
  };
  return { reply, retire: [] };
}

/** Resigns `seat` for good (after the confirmation). */
async function resignSeat(deps: Deps, me: Voice, r: Running, seat: number): Promise<Answer> {
  if (isFinished(r.def, r.match)) return fail(me, 'game.over');
  if (await deps.store.hasResigned(r.row.id, seat)) return fail(me, 'game.already-resigned');
  const step = resignStep(r.def, r.match, seat);
  const at = await commitStep(deps, r, atOf(r), seat, { kind: 'resign' }, { ...step, rolls: [] });
  if (!at) return fail(me, 'game.already-done');
  const run = await advance(deps, r, at);
  return await answerAfter(deps, me, r, 'reply', [...step.events, ...run.events]);
}

/** The confirmation's buttons. The version is not checked: resigning stays possible whatever happened meanwhile. */
export async function confirmResign(deps: Deps, r: Running, actor: Actor, answer: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  if (answer !== 'yes') return { reply: { ephemeral: true, content: me.t('resign.kept'), rows: [] }, update: true, retire: [] };
  const seat = seatOf(r, actor);
  if (seat < 0) return fail(me, 'game.not-playing');
  if (isFinished(r.def, r.match)) return fail(me, 'game.over');
  if (partnerOf(r, seat) === null) return await resignSeat(deps, me, r, seat);
  // In a partnership the seat goes to the AI for good: the partner is not left alone.
  const name = r.match.seats[seat]?.name ?? '?';
  await deps.store.transaction(async () => {
    await deps.store.seatToAi(r.row.id, seat, name);
    await deps.store.addNote({
      gameId: r.row.id,
      after: r.match.step,
      userId: actor.userId,
      text: tx('platform:resign.to-ai', { name: { seat } }),
      at: stamp(deps),
    });
  });
  return await playOnAfterSeatChange(deps, me, r);
}

/** After a seat changed hands: the AI moves at once if it is that seat's turn; the turn message is owed again. */
async function playOnAfterSeatChange(deps: Deps, me: Voice, r: Running): Promise<Answer> {
  const now = await reloaded(deps, r);
  const run = await advance(deps, now, { match: now.match, version: now.row.version, turn: now.row.turn });
  if (run.version === now.row.version) {
    // Nothing moved: the note still belongs in the turn message.
    await deps.store.oweTurnMessage(r.row.id);
    return ephemeral(me.t('game.done-in-message'));
  }
  return await answerAfter(deps, me, now, 'reply', run.events);
}

/** Any seated player hands the seat of a player whose clock ran out to the AI (logged with who asked). */
export async function handover(deps: Deps, r: Running, actor: Actor, userId: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  // A paused game hands no seat to the AI: nobody's time runs out meanwhile.
  if (r.row.pause) return pausedAnswer(me, r);
  const mine = seatOf(r, actor);
  if (mine < 0) return fail(me, 'handover.not-seated');
  const target = r.seats.find((s) => !s.ai && s.userId === userId);
  if (!target || target.away || (target.missed ?? 0) < 1 || target.seat === mine) return fail(me, 'handover.not-expired');
  const text = tx('platform:handover.done', { name: { seat: mine }, seat: { seat: target.seat } });
  const ok = await deps.store.transaction(async () => {
    if (!(await deps.store.setAway(r.row.id, target.seat, true))) return false;
    await deps.store.addNote({ gameId: r.row.id, after: r.match.step, userId: actor.userId, text, at: stamp(deps) });
    return true;
  });
  if (!ok) return fail(me, 'game.already-done');
  return await playOnAfterSeatChange(deps, me, r);
}

/** `/game return`: the seat is the player's again; the AI, playing it now, hands it back at the next turn. */
export async function comeBack(deps: Deps, r: Running, actor: Actor): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const seat = seatOf(r, actor);
  if (seat < 0) return fail(me, 'game.not-playing');
  if (!(await deps.store.setAway(r.row.id, seat, false))) return fail(me, 'return.not-away');
  return ephemeral(me.t('return.done', { name: esc(actor.name) }));
}
