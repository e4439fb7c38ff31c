// A click in the bot's DM: on a DM card (days/dmCards.ts), or on a private answer given there (a
// hand's page, a confirmation). The ids are the thread's, so the click is the thread's own click
// made from afar: routed by components.ts in the game's place, answered anew (never over the
// thread's message, which the pump then posts or updates as after any decision). Before that,
// what only a DM can get wrong is refused kindly, changing nothing: a game the player no longer
// sits in, a card from an earlier turn, a card sent before the game moved to another place.
// A decision made, the DM answers: the clicked card shows the player's turn as it now stands
// (the same turn going on, or their next one when the others' seats played on at once), or, the
// turn being another's, what was done and where the game goes on, without buttons.
import * as store from '../store';
import type { Actor, Answer, DmClick, DmCardSent, Retire } from './contract';
import { component } from './components';
import { running, seatOf, type Deps } from './core/context';
import { parseId, type IdKind } from './core/customIds';
import { toldSince } from './core/told';
import { dmCall, dmCardReply, doneCard, placeName } from './days/dmCards';
import { ephemeral, fail } from './messages/answers';
import { clip, esc, escText, eventLine } from './messages/text';
import { gameName, privateVoice } from './messages/voices';
import { byId } from './records/load';

/** Clicks that decide against a version: from an older card they are stale. */
const DECIDING: ReadonlySet<IdKind> = new Set(['pick', 'roll', 'menu', 'play', 'confirm', 'page', 'undo']);
/** What a click did, in lines at most (the thread's turn message tells the whole story). */
const DONE_LINES = 6;

export async function dmComponent(
  deps: Deps,
  actor: Actor,
  clicked: DmClick,
  customId: string,
  values: string[] | undefined,
): Promise<Answer> {
  const id = parseId(customId);
  const loaded = id ? await byId(deps, id.gameId) : null;
  if (!id || !loaded) return fail(privateVoice(deps, actor), 'game.unknown-button');
  const me = privateVoice(deps, actor, loaded);
  const game = esc(gameName(deps, me, loaded.def));
  const place = store.placeOf(loaded.row);
  if (seatOf(loaded, actor) < 0) return fail(me, 'dm.not-seated', { game });
  const card = clicked.onPrivate ? null : await deps.store.dmCardOf(clicked.messageId, loaded.row.id);
  if (card && card.placeId !== place) return fail(me, 'dm.moved', { game, place: placeName(me, loaded) });
  // An older version only: a newer one is a commit the database lost (components.ts, lostMoves).
  if (DECIDING.has(id.kind) && loaded.row.status === 'active' && id.version < loaded.row.version)
    return fail(me, 'dm.stale', { game, place: placeName(me, loaded) });

  const before = loaded.row;
  // As a click on a private message in the game's place: answered anew, the thread's message left to the pump.
  const answer = await component(deps, { guildId: before.guildId, channelId: place }, actor, customId, values, true);
  const now = await byId(deps, before.id);
  if (answer.refused || answer.later || !now || now.row.version === before.version) return answer;

  // A decision was made: what it did, in the player's language.
  const names = (now.row.match ?? before.match)?.seats.map((s) => s.name) ?? [];
  const told = await toldSince(deps, now, before.match?.step ?? 0);
  const did = told.flatMap((a) => a.events).map((e) => clip(eventLine(me, e, names), 300));
  const lines = did.slice(-DONE_LINES);
  const r = running(now);
  const seat = seatOf(now, actor);
  const pending = r ? r.def.pending(r.match.state) : null;
  const mine = (dm: { channelId: string; messageId: string }): boolean =>
    dm.channelId === clicked.channelId && dm.messageId === clicked.messageId;
  // The player's other cards of this game lose their buttons: the one they clicked tells the rest.
  const others = async (): Promise<Retire[]> =>
    (await deps.store.takeDmCards(before.id, null, actor.userId))
      .filter((c) => clicked.onPrivate || !mine(c))
      .map((c) => ({ channelId: c.channelId, messageId: c.messageId, gameId: c.gameId }));

  if (r && pending && pending.player === seat && !r.row.pause) {
    // Still their turn (or their next one already): the card as it now stands.
    const sameTurn = r.row.turn.no === before.turn.no;
    const call = dmCall(deps, me, r, sameTurn ? r.row.lastMessageId : null, r.row.guildId);
    const next = me.t('catchup.your-turn', { prompt: clip(escText(me.say(pending.prompt), names), 300) });
    const reply = await dmCardReply(deps, r, me, seat, [call, ...lines, next], 'update');
    const sent: DmCardSent = { gameId: r.row.id, turnNo: r.row.turn.no, placeId: place };
    if (clicked.onPrivate) return { reply, retire: await others(), dmCard: sent };
    await deps.store.addDmCards(actor.userId, clicked.channelId, clicked.messageId, [sent]);
    return { reply, update: true, retire: [] };
  }
  const retire = await others();
  if (clicked.onPrivate) {
    const done = doneCard(deps, me, now, lines);
    return { ...ephemeral(done.content), retire };
  }
  return { reply: doneCard(deps, me, now, lines), update: true, retire };
}
