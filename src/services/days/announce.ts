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
import { running, stamp, type Deps, type Loaded, type Running } from '../core/context';
import { threadName } from '../messages/places';
import { clip, esc, MAX_CONTENT } from '../messages/text';
import { shownBoard } from '../messages/pictureRule';
import { turnReply } from '../messages/turnMessage';
import { gameLocale, gameName, publicVoice, voiceIn } from '../messages/voices';
import { autoMover } from '../play/autoMover';
import { advance, atOf } from '../play/commit';
import { dmLines } from '../records/catchup';
import { byId, load } from '../records/load';
import { reminderWaits, tickClock } from './clock';
import { dmCall, dmCardReply, hasCurrentCard, overCards } from './dmCards';

/** True when the AI of the pending seat already failed at this step (its note says so): it is not asked again. */
async function stuckHere(deps: Deps, r: Running): Promise<boolean> {
  const p = r.def.pending(r.match.state);
  if (!p) return false;
  const text = JSON.stringify(tx('platform:game.ai-stuck', { name: { seat: p.player } }));
  return (await deps.store.notesSince(r.row.id, r.match.step)).some(
    (n) => n.after === r.match.step && JSON.stringify(n.text) === text,
  );
}

/** Lets the auto-movers play on in a game at rest (after a crash, or an AI that could not move then); true if any moved. */
async function playOn(deps: Deps, r: Running): Promise<boolean> {
  const at = { match: r.match, version: r.row.version, turn: r.row.turn };
  if (r.row.pause || autoMover(r, at) === null) return false;
  return (await advance(deps, r, at)).version !== r.row.version;
}

/**
 * After the turn message showing the current state is out: a seat to be moved at rest (a crash
 * came between a person's commit and the AI's, so the message showed "AI …, your turn") plays
 * on now, and the turn message that follows is owed at once.
 */
async function afterShown(deps: Deps, gameId: number, l: Loaded | null): Promise<Announcement[]> {
  const r = l && running(l);
  // Most games rest with a person to move: nothing to play on, and no need to read its notes.
  if (!r || r.row.owed || !r.row.placed || r.row.pause || autoMover(r, atOf(r)) === null) return [];
  if ((await stuckHere(deps, r)) || !(await playOn(deps, r))) return [];
  const now = await byId(deps, gameId);
  return now?.row.match && now.row.owed ? [await owedTurn(deps, { ...now, match: now.row.match })] : [];
}

/** The owed turn message of one game: post a new one (a new player-turn) or update the current one. */
export async function owedTurn(deps: Deps, r: Running): Promise<Announcement> {
  const row = r.row;
  const place = store.placeOf(row);
  const fresh = row.turn.no !== row.shownTurn || row.lastMessageId === null;
  const drawn = fresh ? 'new' : 'update';
  const reply = await turnReply(deps, r, undefined, { drawn });
  return {
    kind: 'turn',
    posts: {
      gameId: row.id,
      version: row.version,
      turnNo: row.turn.no,
      board: shownBoard(reply, drawn),
      follows: row.lastMessageId,
    },
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
export async function pump(deps: Deps, starting = false): Promise<Announcement[]> {
  const woken = await tickClock(deps);
  const out: Announcement[] = [];
  // A player woken now (asleep or away when their turn began) gets the DM they asked for now.
  for (const id of woken) {
    const row = await deps.store.gameById(id);
    if (row)
      out.push(...(await dmFor(deps, { gameId: id, turnNo: row.turn.no }, store.placeOf(row), row.lastMessageId, row.guildId)));
  }
  const now = deps.now().getTime();
  if (starting) {
    for (const row of await deps.store.restingGames()) {
      const l = await load(deps, row);
      const r = l && running(l);
      if (r) await playOn(deps, r);
    }
  }
  // Only what this process claims (core/claims.ts): another process may be posting the rest.
  const claim = claimFor(deps);
  // A post that failed waits for its next try (days/outbox.ts).
  for (const row of await deps.store.duePosts(now)) {
    if (!(await deps.store.claimGame(row.id, claim))) continue;
    const l = await load(deps, row);
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
    out.push(await owedTurn(deps, r));
  }
  // A notice (no deadline: the game moved to its channel, its last moves were lost) says what
  // happened before the turn message it explains; a reminder speaks of the turn message above it.
  const notices: Announcement[] = [];
  for (const o of await deps.store.dueOutbox(now)) {
    // A reminder whose player sleeps now (or is away, or whose game is paused) waits for them.
    const wait = await reminderWaits(deps, o, now);
    if (wait !== null) await deps.store.deferOutbox(o.id, wait);
    else if (await deps.store.claimOutbox(o.id, claim))
      (o.deadline === null ? notices : out).push({
        kind: 'say',
        channelId: o.channelId,
        reply: { ephemeral: false, content: o.content, rows: [] },
        outbox: o.id,
      });
  }
  const firstPost = out.findIndex((a) => a.kind !== 'dm');
  out.splice(firstPost < 0 ? out.length : firstPost, 0, ...notices);
  return out;
}

/** The thread is made (or refused): the game plays there from now on; the lobby says where. */
export async function placed(
  deps: Deps,
  gameId: number,
  threadId: string | null,
  why: ThreadRefusal = 'permission',
): Promise<Announcement[]> {
  if (!(await deps.store.placeGame(gameId, threadId))) {
    // The channel has a live game of its own again: the thread was the only place for this one.
    const row = await deps.store.gameById(gameId);
    if (row && !row.placed && threadId === null) await deps.store.setStatus(row.id, row.version, 'cancelled', stamp(deps));
    return [];
  }
  // The owed turn message starts its own count of tries.
  await deps.store.clearPostTries(gameId);
  const row = (await deps.store.gameById(gameId))!;
  const out: Announcement[] = [];
  const l = await load(deps, row);
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
  if (l?.row.match) out.push(await owedTurn(deps, { ...l, match: l.row.match }));
  return out;
}

/** A posted or edited message is recorded; a new turn message calls for the DMs of those who asked. */
export async function messagePosted(
  deps: Deps,
  posts: Posts,
  channelId: string,
  messageId: string,
  guildId: string | null,
): Promise<Announcement[]> {
  if ('lobby' in posts) {
    await deps.store.setLobbyMessage(posts.gameId, messageId);
    return [];
  }
  const { before, shown } = await deps.store.transaction(async () => {
    // The row as it was, and the guarded record, sent at once: one round trip.
    const [row, marked] = await Promise.all([
      deps.store.gameById(posts.gameId),
      deps.store.markShown(posts.gameId, posts.version, posts.turnNo, messageId, posts.board),
    ]);
    // A message that went out: the next post of this game is not held back.
    if (marked) await deps.store.clearPostTries(posts.gameId);
    return { before: row, shown: marked };
  });
  if (!before) return [];
  if (!shown) return await superseded(deps, before, posts, channelId, messageId);
  const fresh = before.shownTurn !== posts.turnNo;
  // DM cards of the turns before lose their buttons, as the turn messages there do (all, once it
  // is over); the game as it stands now, read beside it, serves the DM and the play on after.
  const [over, l] = await Promise.all([
    overCards(deps, posts.gameId, before.status === 'active' ? posts.turnNo : null),
    byId(deps, posts.gameId),
  ]);
  return [
    ...overtaken(deps, before, posts, messageId),
    ...over,
    ...(fresh ? await dmFor(deps, posts, channelId, messageId, guildId, l) : []),
    ...(await afterShown(deps, posts.gameId, l)),
  ];
}

/**
 * Two processes may each post a game's turn message at once (a decision in one while the other's
 * pump posts, or takes over a lapsed claim): each posts what it knew, and the store records the
 * newest. The message recorded here, made without knowing of one another process recorded meanwhile,
 * withdraws that one: deleted when it shows the same player-turn (a double post), else stripped
 * of its buttons (its retire was not asked for).
 */
function overtaken(
  deps: Deps,
  before: store.GameRow,
  posts: Extract<Posts, { version: number }>,
  messageId: string,
): Announcement[] {
  const other = before.lastMessageId;
  if (other === null || other === messageId || posts.follows === undefined || other === posts.follows) return [];
  return [{ kind: 'withdraw', channelId: store.placeOf(before), messageId: other, remove: before.shownTurn === posts.turnNo }];
}

/**
 * A turn message refused because a newer one is recorded already (made by another process, or
 * a later answer). Posted as a message of its own, it is withdrawn; edited into the recorded
 * message, it may have overwritten newer news there, so the turn message is owed again. `now`:
 * the game as the refusal found it (the refused write changed nothing).
 */
async function superseded(
  deps: Deps,
  now: store.GameRow,
  posts: Extract<Posts, { version: number }>,
  channelId: string,
  messageId: string,
): Promise<Announcement[]> {
  if (now.lastMessageId !== messageId)
    return [{ kind: 'withdraw', channelId, messageId, remove: now.shownTurn === posts.turnNo }];
  if (now.shownVersion > posts.version) await deps.store.oweTurnMessage(now.id);
  return [];
}

/**
 * A new turn message calls for a DM to its player, if they asked for one: the call to act with
 * what they missed, and the turn as a card to decide in the DM (days/dmCards.ts).
 */
async function dmFor(
  deps: Deps,
  posts: { gameId: number; turnNo: number },
  channelId: string,
  messageId: string | null,
  guildId: string | null,
  loaded?: Loaded | null,
): Promise<Announcement[]> {
  const l = loaded === undefined ? await byId(deps, posts.gameId) : loaded;
  const r = l && running(l);
  // A player asleep or away when the turn began gets it with their wake call (days/clock.ts).
  if (!r || r.row.turn.no !== posts.turnNo || r.row.turn.reminded < 0 || r.row.pause) return [];
  const p = r.def.pending(r.match.state);
  const seat = p ? r.seats[p.player] : undefined;
  if (!seat || seat.ai || seat.away || !seat.userId) return [];
  const n = await deps.store.notifyOf(seat.userId);
  if (!n.enabled || n.dmClosed) return [];
  // Their click in the DM already moved their card on to this turn.
  if (await hasCurrentCard(deps, r, seat.userId)) return [];
  const hint = (await deps.store.userTime(seat.userId))?.timeZone ? false : await deps.store.markTzHint(seat.userId);
  // A direct message speaks the receiver's language, as last seen (else the game's).
  const them = voiceIn(deps, (await deps.store.userLocale(seat.userId)) ?? gameLocale(r), r);
  const call = dmCall(deps, them, r, messageId, guildId);
  // The call, then what they missed (its first lines) and the decision: public events only.
  const lines = [
    call,
    // Once, to a player who set no time zone: how their clock could sleep when they do.
    ...(hint ? [them.t('clock.tz-hint')] : []),
    ...(await dmLines(deps, them, r, p!.player)),
  ];
  const card = await dmCardReply(deps, r, them, p!.player, lines, 'new');
  return [
    {
      kind: 'dm',
      userId: seat.userId,
      locale: them.locale,
      gameId: r.row.id,
      brief: call,
      content: clip(lines.join('\n'), MAX_CONTENT),
      card: { reply: card, turnNo: r.row.turn.no, placeId: channelId },
    },
  ];
}
