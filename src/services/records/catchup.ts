// "What did I miss?" (/catchup, the turn message's button, /log's default on one's turn, the
// DM): everything since the player's own last decision, privately, in their language, in their
// terms first: what happened to their pieces (events naming their seat, and turns the clock or
// the AI played for them), their position and hand, then the others' moves.
import { createMatch } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import type { Actor, Answer, Asker, Where } from '../contract';
import type { Deps, Loaded, Running } from '../core/context';
import { looksOf } from '../core/seats';
import type { Voice } from '../core/texts';
import { toldSince } from '../core/told';
import { ephemeral, fail } from '../messages/answers';
import { clipButton } from '../messages/clipButton';
import { clip, esc, escText, eventLine, fit } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import { concerns } from './concerns';
import { current, elsewhere, shown } from './load';

/** What a player missed, as lines in their language, oldest first. */
export interface Missed {
  /** The player's last own decision (its step), or 0: nothing decided yet, so from the set-up. */
  since: number;
  /** What happened to them: events naming their seat, and the turns played in their seat for them. */
  mine: string[];
  /** Everything else: the others' moves. */
  others: string[];
  /** How many actions were taken since (0: nothing to show as a clip). */
  actions: number;
}

/**
 * The end of the seat's last move made by its player: their last decision taken by themselves
 * (not the clock's, not the AI's), with the forced steps that finished that turn right after it.
 * 0 when they have decided nothing yet.
 */
export async function lastOwnDecision(deps: Deps, gameId: number, seat: number): Promise<number> {
  const actions = await deps.store.actionsOf(gameId);
  let i = actions.length - 1;
  while (i >= 0 && !(actions[i].seat === seat && actions[i].decision.kind === 'choice' && !byOf(actions[i]))) i--;
  if (i < 0) return 0;
  while (i + 1 < actions.length && actions[i + 1].seat === seat && byOf(actions[i + 1]) === 'forced') i++;
  return actions[i].seq;
}

/** Who took a decision for its seat's player (null: the player, or a resignation). */
const byOf = (a: store.ActionRow): store.DecidedBy | null => (a.decision.kind === 'choice' ? (a.decision.by ?? null) : null);

/** Everything since the seat's last own decision, sorted into theirs and the others'. */
export async function missedBy(deps: Deps, me: Voice, r: Running, seat: number): Promise<Missed> {
  const since = await lastOwnDecision(deps, r.row.id, seat);
  const names = r.match.seats.map((s) => s.name);
  const role = looksOf(r)[seat]?.role;
  const line = (e: GameEvent) => clip(eventLine(me, e, names), 300);
  const mine: string[] = [];
  const others: string[] = [];
  const sort = (e: GameEvent, own: boolean) => (own || concerns(e, seat, role) ? mine : others).push(line(e));
  // Before a first decision the set-up (who goes first) is news too; it is rebuilt from the seed.
  if (since === 0)
    for (const e of createMatch(r.def, r.match.seats, r.row.options, r.row.seed, r.row.dice).events) sort(e, false);
  // Each of their turns the clock or the AI took says so once, before what it did.
  let before: store.DecidedBy | null | undefined;
  const told = await toldSince(deps, r, since);
  for (const a of told) {
    const own = a.seat === seat;
    const how = byOf(a);
    if (own && how !== before && (how === 'clock' || how === 'away')) mine.push(me.t('catchup.for-you', { by: how }));
    before = own ? how : undefined;
    for (const e of a.events) sort(e, own);
  }
  return { since, mine, others, actions: told.length };
}

/** The seat `actor` holds in the game, if any (a seat handed to the AI while away is still theirs). */
export const seatOf = (l: Loaded, actor: Pick<Actor, 'userId'>): number | null =>
  l.seats.find((s) => !s.ai && s.userId === actor.userId)?.seat ?? null;

/** Room kept for the player's own lines: the others' moves give way first. */
const MINE_ROOM = 900;

/**
 * The catch-up of a seated player, as a private answer; `viaLog`: /log answered with it (its
 * header says so); `company`: asked where others share the conversation, so the hand is left out.
 */
async function answer(deps: Deps, me: Voice, r: Running, seat: number, viaLog: boolean, company = false): Promise<Answer> {
  const m = await missedBy(deps, me, r, seat);
  const names = r.match.seats.map((s) => s.name);
  const head = [
    ...(viaLog ? [me.t('catchup.via-log')] : []),
    me.t('catchup.head', {
      title: `**${esc(gameName(deps, me, r.def))}**`,
      from: m.since === 0 ? 'start' : 'move',
      n: m.since,
    }),
    me.t('catchup.you'),
    m.mine.length ? fit(me, [], m.mine, [], MINE_ROOM) : me.t('catchup.you-nothing'),
  ];
  const line = r.def.scene(r.match.state).seatLines?.[seat];
  if (line) head.push(me.t('catchup.now', { line: clip(escText(me.say(line), names), 200) }));
  if (r.def.cards && company) head.push(me.t('catchup.hand-hidden'));
  else if (r.def.cards) {
    // Private to the asker: their own cards may be named, never anyone else's.
    const cards = r.def.hand(r.match.state, seat).map((c) => escText(me.say(c.name)));
    head.push(clip(me.t('catchup.hand', { n: cards.length, cards: me.list(cards) }), 300));
  }
  head.push(me.t('catchup.others'));
  const pending = r.row.status === 'active' ? r.def.pending(r.match.state) : null;
  const outcome = r.def.outcome(r.match.state);
  const foot = outcome
    ? [me.t('catchup.over', { why: clip(escText(me.say(outcome.text), names), 200) })]
    : !pending
      ? []
      : pending.player === seat
        ? [me.t('catchup.your-turn', { prompt: clip(escText(me.say(pending.prompt), names), 300) })]
        : [me.t('catchup.waiting', { name: esc(names[pending.player] ?? '?') })];
  const text = ephemeral(fit(me, head, m.others.length ? m.others : [me.t('catchup.others-nothing')], foot));
  // The clip is offered, never sent: drawing it takes seconds, and most only read the words.
  if (r.row.status === 'active' && m.actions > 0) text.reply.rows = [{ buttons: [clipButton(me, r.row.id, r.row.version)] }];
  return text;
}

/** The catch-up of the game `l` for `actor`: a friendly word when they hold no seat in it. */
export async function catchUpIn(deps: Deps, l: Loaded, actor: Actor): Promise<Answer> {
  const r = shown(l);
  const me = privateVoice(deps, actor, l);
  if (!r) return fail(me, l.row.status === 'lobby' ? 'game.not-started' : 'game.over');
  const seat = seatOf(l, actor);
  if (seat === null) return ephemeral(me.t('catchup.not-seated'));
  return await answer(deps, me, r, seat, false, actor.company);
}

/** `/catchup`: the catch-up of the game here. */
export async function catchUp(deps: Deps, where: Where, actor: Actor): Promise<Answer> {
  const l = await current(deps, where);
  return l ? await catchUpIn(deps, l, actor) : await elsewhere(deps, where, actor);
}

/** `/log` without options: the catch-up when it is the asker's turn, else null (the usual last moves). */
export async function dueCatchUp(deps: Deps, l: Loaded, asker: Asker & Partial<Pick<Actor, 'userId'>>): Promise<Answer | null> {
  if (!asker.userId || l.row.status !== 'active' || !l.row.match) return null;
  const r: Running = { ...l, match: l.row.match };
  const seat = seatOf(l, { userId: asker.userId });
  if (seat === null || r.def.pending(r.match.state)?.player !== seat) return null;
  return await answer(deps, privateVoice(deps, asker, l), r, seat, true, asker.company);
}

/** The DM's lines: the catch-up's first few, then the decision (in the receiver's voice). */
export async function dmLines(deps: Deps, me: Voice, r: Running, seat: number, max = 3): Promise<string[]> {
  const m = await missedBy(deps, me, r, seat);
  const all = [...m.mine, ...m.others];
  const lines = all.slice(0, max);
  if (all.length > max) lines.push(me.t('catchup.dm-more', { n: all.length - max }));
  const pending = r.def.pending(r.match.state);
  if (pending?.player === seat) {
    const names = r.match.seats.map((s) => s.name);
    lines.push(me.t('catchup.your-turn', { prompt: clip(escText(me.say(pending.prompt), names), 300) }));
  }
  return lines;
}
