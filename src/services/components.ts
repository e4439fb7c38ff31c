// A click on any button or select menu the service built, routed by its custom id
// (core/customIds.ts) to the flow it belongs to, after checking it is clicked in its game's place.
import * as store from '../store';
import type { Actor, Answer, Where } from './contract';
import { running, type Deps } from './core/context';
import { parseId } from './core/customIds';
import { confirmResign, handover } from './days/absence';
import { lostMoves, lostStart } from './days/lostMoves';
import { answerPause } from './days/pause';
import { undo } from './play/undo';
import { lobbyAction } from './lobby/buttons';
import { rematch } from './lobby/rematch';
import { hand } from './looking/hand';
import { ended, fail } from './messages/answers';
import { isPublic, menuParts, selectRows } from './messages/choiceRows';
import { privateVoice } from './messages/voices';
import { catchUp, decide, mayDecide } from './play/decide';
import { HARM_NO } from './play/harm';
import { catchUpIn } from './records/catchup';
import { clipLater } from './records/catchupClip';
import { details } from './records/details';
import { byId } from './records/load';
import { noReplay, replayLater } from './records/replayGif';

export async function component(
  deps: Deps,
  where: Where,
  actor: Actor,
  customId: string,
  values: string[] | undefined,
  onPrivate: boolean,
  messageId?: string,
  parent?: () => Promise<string | null>,
): Promise<Answer> {
  const id = parseId(customId);
  const me = privateVoice(deps, actor);
  if (!id) return fail(me, 'game.unknown-button');
  /** The public message clicked, if the click came from one. */
  const clicked = messageId === undefined ? null : { channelId: where.channelId, messageId };
  const l = await byId(deps, id.gameId);
  // A public message of a game that is gone (swept, or lost whole by the database): its buttons go too.
  if (!l) return { ...fail(me, 'game.unknown-button'), retire: clicked ? [clicked] : [] };
  // Ids are only as honest as the client that sends them: a game answers in its own place only
  // (the lobby in its channel, the game in its thread).
  const home = id.kind === 'lobby' ? [l.row.channelId, store.placeOf(l.row)] : [store.placeOf(l.row)];
  // Only a commit the database lost hands out a version above its own. A public message carrying
  // the button is the proof (Discord's copy: a forged id arrives without one, and is refused).
  const lost = id.version > l.row.version && clicked !== null;
  if (!home.includes(where.channelId)) {
    // In a thread of the game's channel the database does not know as its place: the game's own,
    // made by a start (or a placing) it lost, while the game has no place yet. Once it has one,
    // the click is from a game the database lost before: one lost whole whose id a later game
    // took, or a start lost and made again. Neither may undo the game played now.
    if (!(lost && parent && (await parent()) === l.row.channelId)) return fail(me, 'game.other-channel');
    if (l.row.threadId !== null || (l.row.status !== 'lobby' && l.row.placed))
      return { ...fail(me, 'game.lost-game'), retire: [clicked!] };
  }
  if (id.kind === 'rematch' && l.row.status === 'finished' && l.row.match)
    return await rematch(deps, { ...l, match: l.row.match }, actor);
  // Details reads what a message told: it answers in any state of the game, even ended.
  if (id.kind === 'details') return await details(deps, l, actor, id.version, id.arg);
  if (id.kind === 'replay') return noReplay(deps, l, actor) ?? replayLater(me, l);
  if (id.kind === 'clip') return clipLater(deps, l, actor, id.version);
  if (l.row.status === 'finished' || l.row.status === 'cancelled') return ended(me, l);
  if (id.kind === 'lobby') return await lobbyAction(deps, l, actor, id.arg, id.version);
  if (l.row.status === 'lobby')
    return lost ? await lostStart(deps, l, actor, id.version, clicked!) : fail(me, 'game.not-started');
  const loaded = running(l);
  if (!loaded) return ended(me, l);
  if (lost) return await lostMoves(deps, loaded, actor, id.version, messageId!);
  const page = Number.parseInt(id.arg, 10) || 0;
  // A button of the turn before an AI's catch-up is then stale, and answered so privately.
  const r = ['hand', 'resign', 'missed', 'pause', 'undo'].includes(id.kind) ? loaded : await catchUp(deps, loaded);
  // A click on the public turn message replaces it; one on a private message answers anew.
  const via = onPrivate ? 'reply' : 'update';
  switch (id.kind) {
    case 'pick':
      return await decide(deps, r, actor, id.arg, id.version, via);
    case 'roll':
      return await decide(deps, r, actor, id.arg, id.version, 'reply');
    case 'confirm': {
      // The private confirmation of a choice that works against its chooser (play/harm.ts).
      if (id.arg === HARM_NO)
        return { reply: { ephemeral: true, content: me.t('confirm.kept'), rows: [] }, update: true, retire: [] };
      const choice = id.arg.startsWith('y:') ? id.arg.slice(2) : '';
      return await decide(deps, r, actor, choice, id.version, 'reply', true);
    }
    case 'menu':
    case 'play': {
      const choice = values?.[0];
      if (!choice) return fail(me, 'game.illegal-choice');
      return await decide(deps, r, actor, choice, id.version, id.kind === 'play' ? 'reply' : via);
    }
    case 'page': {
      if (id.version !== r.row.version) return fail(me, 'game.stale');
      const mine = privateVoice(deps, actor, r);
      const may = mayDecide(mine, r, actor);
      if (!may.ok) return may.answer;
      const choices = menuParts(r.def.pending(r.match.state)!.choices.filter(isPublic)).rest;
      return {
        reply: {
          ephemeral: true,
          content: mine.t('menu.more'),
          rows: selectRows(mine, 'menu', 'page', r.row.id, r.row.version, choices, page, mine.t('menu.choose')),
        },
        retire: [],
      };
    }
    case 'hand':
      return hand(deps, r, actor, page);
    case 'resign':
      return await confirmResign(deps, r, actor, id.arg);
    case 'rematch':
      return fail(me, 'game.unknown-button');
    case 'handover':
      return await handover(deps, r, actor, id.arg);
    case 'missed':
      return await catchUpIn(deps, r, actor);
    case 'undo':
      return await undo(deps, r, actor, via, { version: id.version, seq: Number(id.arg) });
    case 'pause':
      // Any version: the request stands whatever was decided meanwhile (until it lapses).
      return await answerPause(deps, r, actor, id.arg);
    default: {
      const never: never = id.kind;
      return never;
    }
  }
}
