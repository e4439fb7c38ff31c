// days/: play over days: the turn clock, absence (resign, hand over, return), upkeep, announcements.
// Durable announcements. Every decision writes, in its own transaction, that a turn message is
// owed (and the clock writes its reminders as outbox rows); the pump hands out what is owed (a
// thread to make, a message to post or update, the reminders) and the bot acknowledges each once
// done. On start and on a timer, so that a crash between a commit and its reply leaves nothing
// silently behind. Once an owed turn message is out, AI seats at rest play on from it.
import { tx } from '../../engine/text';
import * as store from '../../store';
import type { Announcement, Posts, ThreadRefusal } from '../contract';
import { claimFor } from '../core/claims';
import { running, stamp, type Deps, type Running } from '../core/context';
import { jumpLink, threadName } from '../messages/places';
import { clip, esc, MAX_CONTENT } from '../messages/text';
import { shownBoard } from '../messages/pictureRule';
import { turnReply } from '../messages/turnMessage';
import { gameLocale, gameName, publicVoice, voiceIn } from '../messages/voices';
import { autoMover } from '../play/autoMover';
import { advance } from '../play/commit';
import { dmLines } from '../records/catchup';
import { load } from '../records/load';
import { tickClock } from './clock';

/** True when the AI of the pending seat already failed at this step (its note says so): it is not asked again. */
function stuckHere(deps: Deps, r: Running): boolean {
  const p = r.def.pending(r.match.state);
  if (!p) return false;
  const text = JSON.stringify(tx('platform:game.ai-stuck', { name: { seat: p.player } }));
  return store
    .notesSince(deps.db, r.row.id, r.match.step)
    .some((n) => n.after === r.match.step && JSON.stringify(n.text) === text);
}

/** Lets the auto-movers play on in a game at rest (after a crash, or an AI that could not move then); true if any moved. */
function playOn(deps: Deps, r: Running): boolean {
  const at = { match: r.match, version: r.row.version, turn: r.row.turn };
  if (autoMover(r, at) === null) return false;
  return advance(deps, r, at).version !== r.row.version;
}

/**
 * After the turn message showing the current state is out: a seat to be moved at rest (a crash
 * came between a person's commit and the AI's, so the message showed "AI …, your turn") plays
 * on now, and the turn message that follows is owed at once.
 */
function afterShown(deps: Deps, gameId: number): Announcement[] {
  const l = load(deps, store.gameById(deps.db, gameId));
  const r = l && running(l);
  if (!r || r.row.owed || !r.row.placed || stuckHere(deps, r) || !playOn(deps, r)) return [];
  const now = load(deps, store.gameById(deps.db, gameId));
  return now?.row.match && now.row.owed ? [owedTurn(deps, { ...now, match: now.row.match })] : [];
}

/** The owed turn message of one game: post a new one (a new player-turn) or update the current one. */
export function owedTurn(deps: Deps, r: Running): Announcement {
  const row = r.row;
  const place = store.placeOf(row);
  const fresh = row.turn.no !== row.shownTurn || row.lastMessageId === null;
  const drawn = fresh ? 'new' : 'update';
  const reply = turnReply(deps, r, undefined, { drawn });
  return {
    kind: 'turn',
    posts: { gameId: row.id, version: row.version, turnNo: row.turn.no, board: shownBoard(reply, drawn) },
    channelId: place,
    messageId: fresh ? null : row.lastMessageId,
    reply,
    retire: fresh && row.lastMessageId ? [{ channelId: place, messageId: row.lastMessageId }] : [],
  };
}

/**
 * Everything owed now: the clock first (it may move games on), then threads and turn messages.
 * `starting`: also let AI seats at rest play on (a crash between a decision and the AI's turn);
 * once per start, so that an AI that fails is not retried (and noted) every minute.
 */
export function pump(deps: Deps, starting = false): Announcement[] {
  tickClock(deps);
  const out: Announcement[] = [];
  const now = deps.now().getTime();
  if (starting) {
    for (const row of store.gamesWhere(deps.db, `status = 'active' AND placed = 1 AND owed = 0`)) {
      const l = load(deps, row);
      const r = l && running(l);
      if (r) playOn(deps, r);
    }
  }
  // Only what this process claims (core/claims.ts): another process may be posting the rest.
  const claim = claimFor(deps);
  // A post that failed waits for its next try (days/outbox.ts).
  for (const row of store.duePosts(deps.db, now)) {
    if (!store.claimGame(deps.db, row.id, claim)) continue;
    const l = load(deps, row);
    if (!l || !l.row.match) continue;
    const r: Running = { ...l, match: l.row.match };
    if (!row.placed) {
      out.push({
        kind: 'thread',
        gameId: row.id,
        channelId: row.channelId,
        name: threadName(
          gameName(deps, publicVoice(deps, l), l.def),
          r.match.seats.map((s) => s.name),
        ),
      });
      continue;
    }
    out.push(owedTurn(deps, r));
  }
  for (const o of store.dueOutbox(deps.db, now))
    if (store.claimOutbox(deps.db, o.id, claim))
      out.push({ kind: 'say', channelId: o.channelId, reply: { ephemeral: false, content: o.content, rows: [] }, outbox: o.id });
  return out;
}

/** The thread is made (or refused): the game plays there from now on; the lobby says where. */
export function placed(deps: Deps, gameId: number, threadId: string | null, why: ThreadRefusal = 'permission'): Announcement[] {
  if (!store.placeGame(deps.db, gameId, threadId)) {
    // The channel has a live game of its own again: the thread was the only place for this one.
    const row = store.gameById(deps.db, gameId);
    if (row && !row.placed && threadId === null) store.setStatus(deps.db, row.id, row.version, 'cancelled', stamp(deps));
    return [];
  }
  // The owed turn message starts its own count of tries.
  store.clearPostTries(deps.db, gameId);
  const row = store.gameById(deps.db, gameId)!;
  const out: Announcement[] = [];
  const l = load(deps, row);
  const table = voiceIn(deps, row.settings.language, l);
  // Opened in a thread: it plays there, as asked; otherwise the channel is told why it has no thread.
  const refused = why === 'in-thread' ? null : table.t(why === 'limit' ? 'game.thread-limit' : 'game.thread-refused');
  const text = threadId
    ? table.t('game.thread-open', { thread: `<#${threadId}>` })
    : [table.t('game.started-here'), refused].filter((x) => x !== null).join('\n');
  if (row.lobbyMessageId && l) {
    const names = row.match?.seats.map((s) => esc(s.name)).join(', ') ?? '';
    out.push({
      kind: 'edit',
      edit: {
        channelId: row.channelId,
        messageId: row.lobbyMessageId,
        reply: {
          ephemeral: false,
          content: table.t('game.placed', { game: esc(gameName(deps, table, l.def)), names, where: text }),
          rows: [],
        },
      },
    });
  } else if (!threadId) {
    out.push({
      kind: 'say',
      channelId: row.channelId,
      reply: { ephemeral: false, content: refused ?? table.t('game.started-here'), rows: [] },
    });
  }
  // A game may already be over here (all AI seats): its final message is owed all the same.
  if (l?.row.match) out.push(owedTurn(deps, { ...l, match: l.row.match }));
  return out;
}

/** A posted or edited message is recorded; a new turn message calls for the DMs of those who asked. */
export function messagePosted(
  deps: Deps,
  posts: Posts,
  channelId: string,
  messageId: string,
  guildId: string | null,
): Announcement[] {
  if ('lobby' in posts) {
    store.setLobbyMessage(deps.db, posts.gameId, messageId);
    return [];
  }
  const before = store.gameById(deps.db, posts.gameId);
  const fresh = before !== null && before.shownTurn !== posts.turnNo;
  if (!store.markShown(deps.db, posts.gameId, posts.version, posts.turnNo, messageId, posts.board)) return [];
  store.clearPostTries(deps.db, posts.gameId);
  return [...(fresh ? dmFor(deps, posts, channelId, messageId, guildId) : []), ...afterShown(deps, posts.gameId)];
}

/** A new turn message calls for a DM to its player, if they asked for one. */
function dmFor(
  deps: Deps,
  posts: { gameId: number; turnNo: number },
  channelId: string,
  messageId: string,
  guildId: string | null,
): Announcement[] {
  const l = load(deps, store.gameById(deps.db, posts.gameId));
  const r = l && running(l);
  if (!r || r.row.turn.no !== posts.turnNo) return [];
  const p = r.def.pending(r.match.state);
  const seat = p ? r.seats[p.player] : undefined;
  if (!seat || seat.ai || seat.away || !seat.userId) return [];
  const n = store.notifyOf(deps.db, seat.userId);
  if (!n.enabled || n.dmClosed) return [];
  // A direct message speaks the receiver's language, as last seen (else the game's).
  const them = voiceIn(deps, store.userLocale(deps.db, seat.userId) ?? gameLocale(r), r);
  const place =
    channelId === r.row.channelId
      ? `<#${channelId}>`
      : them.t('notify.thread-in', { thread: `<#${channelId}>`, channel: `<#${r.row.channelId}>` });
  return [
    {
      kind: 'dm',
      userId: seat.userId,
      // The call, then what they missed (its first lines) and the decision: public events only.
      content: clip(
        [
          them.t('notify.dm', {
            game: esc(gameName(deps, them, r.def)),
            place,
            // The game's own server first: the process posting may be another server's shard.
            link: jumpLink(r.row.guildId ?? guildId, channelId, messageId),
          }),
          ...dmLines(deps, them, r, p!.player),
        ].join('\n'),
        MAX_CONTENT,
      ),
    },
  ];
}
