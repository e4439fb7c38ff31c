// The public turn message: first the call to act (whose turn, and what to decide) or the outcome,
// as a push notification shows the first line; then the deadline, the short story since the
// previous turn message (story.ts), the rest, and the buttons of exactly the public choices
// with Details. Secret (card) choices never appear here. Built from the stored log, so that a
// message owed before a crash is the same after it. It speaks the game's language (/board
// shows it privately in the asker's).
import { createMatch } from '../../engine/match';
import type { GameEvent, Pending } from '../../engine/types';
import type { Caption, SeatPaint } from '../../render/contract';
import { firstSeat } from '../../engine/text';
import { chanceGroups, labelOf } from '../../render/groups';
import type { NoteRow, ToldAction } from '../../store';
import type { Reply, RowSpec } from '../contract';
import type { Deps, Running } from '../core/context';
import { buildId } from '../core/customIds';
import { looksOf, type SeatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { accentOf } from './accent';
import { choiceRows, isPublic } from './choiceRows';
import { missedButton } from './missedButton';
import { clockLines, peopleFrom, quietNow, type People } from './pacingLines';
import { undoButton } from './undoButton';
import { takeBackable } from '../core/takeBack';
import { boardWords, captionWords, drawnScene, shownDevices } from './picture';
import { boardKey, draws, type Drawn } from './pictureRule';
import { who } from './seatNames';
import { detailsButton, storyLines, STORY_LINE, type Span } from './story';
import { clip, esc, escText, MAX_CONTENT } from './text';
import { gameName, pictureName, publicVoice } from './voices';
import { log } from '../../log';
import { toldSince } from '../core/told';

/**
 * The call to act, as a phone's notification shows its first line: "▶ @alice (Red): keep 3, or
 * throw again? Sea battle against AI Blue", who and the decision, its verb first; a prompt's
 * further lines (after a line break in the catalogue: what the decision is about) follow on
 * their own lines. Escaped. The people in `quiet` (asleep or away) are named, not mentioned.
 */
export function turnLine(me: Voice, r: Running, pending: Pending, looks: SeatLooks, quiet?: ReadonlySet<string>): string[] {
  const names = r.match.seats.map((s) => s.name);
  const look = looks[pending.player]?.role;
  const role = look === undefined ? '' : me.say(look);
  // AI seats are named after their role ("AI Face"): no need to say it twice.
  const hasRole = role !== '' && !names[pending.player].includes(role);
  const [decision, ...more] = me.say(pending.prompt).split('\n');
  const line = me.t('turn.line', {
    who: who(r, pending.player, quiet),
    hasRole: hasRole ? 'yes' : 'no',
    role: esc(role),
    away: r.seats[pending.player]?.away ? 'yes' : 'no',
    prompt: clip(escText(decision, names), 300),
  });
  return [line, ...more.filter((l) => l.trim() !== '').map((l) => clip(escText(l, names), 300))];
}

/** True when the game deals secret cards (so the turn message offers "My hand"). */
function hasHands(r: Running): boolean {
  return r.match.seats.some((_, i) => r.def.hand(r.match.state, i).length > 0);
}

/**
 * Renders the board when the rule says so (pictureRule.ts); a failing renderer must not stop the
 * game, so the picture is dropped. `last`: the key of the picture shown above (null: none).
 */
function picture(
  deps: Deps,
  me: Voice,
  r: Running,
  caption: Caption,
  looks: SeatLooks,
  drawn: Drawn,
  last: string | null,
): Reply['image'] {
  const seats: SeatPaint[] = r.match.seats.map((s, i) => ({ name: s.name, color: looks[i].color, role: me.say(looks[i].role) }));
  const scene = drawnScene(me, r.def.scene(r.match.state));
  const board = boardKey(r.def.id, scene, seats, me.locale);
  const pending = r.def.pending(r.match.state);
  if (!draws(drawn, r.def.outcome(r.match.state) !== null, pending, board, last)) return undefined;
  try {
    const data = deps.render(r.def.id, scene, seats, caption, boardWords(me));
    return { name: `${r.def.id}-${r.row.id}-${r.match.step}.png`, data, board };
  } catch (e) {
    // The scene comes from the game's plug-in, whose error messages may quote its state.
    log.error({ err: e, game: r.row.id }, 'drawing the board failed');
    return undefined;
  }
}

/** True when the event reports chance results (the caption groups it). */
const thrown = (e: GameEvent): boolean => (e.chance?.length ?? 0) > 0 || (e.dice?.length ?? 0) > 0;

/** Who threw: the seat the event's label (else its text) names first, as a key. */
const sideOf = (e: GameEvent): string => String(firstSeat(labelOf(e) ?? e.text));

/**
 * The throws a caption shows. A battle (the latest throw's set) alone and whole: each side's
 * deciding, latest, throw; the earlier ones are told in the text. Otherwise, in a slim caption,
 * the throws of this player-turn, which the player decides on (the story's older ones are in
 * the text); in a full one every throw of the message's story.
 */
function shownThrows(r: Running, setup: readonly GameEvent[], actions: readonly ToldAction[], slim: boolean): GameEvent[] {
  const events = [...setup, ...actions.flatMap((a) => a.events)].filter(thrown);
  const set = events[events.length - 1]?.set;
  if (set !== undefined) {
    const battle = events.filter((e) => e.set === set);
    return battle.filter((e, i) => !battle.slice(i + 1).some((later) => sideOf(later) === sideOf(e)));
  }
  if (!slim) return events;
  const step = r.row.turn.step;
  const mine = actions.filter((a) => a.seq > step).flatMap((a) => a.events);
  return (step === 0 ? [...setup, ...mine] : mine).filter(thrown);
}

/** The set-up's events (who goes first, with its rolls), rebuilt from the seed, when `from` reaches back to it. */
function setupEvents(r: Running, from: number): GameEvent[] {
  return from === 0 ? createMatch(r.def, r.match.seats, r.row.options, r.row.seed, r.row.dice).events : [];
}

/** The final message's row: a rematch, and the whole game again as an animation. */
export function rematchButton(me: Voice, r: Running): RowSpec {
  return {
    buttons: [
      { customId: buildId('rematch', r.row.id, r.row.version, 'go'), label: me.t('turn.rematch'), style: 'success' },
      { customId: buildId('replay', r.row.id, r.row.version, 'gif'), label: me.t('turn.replay'), style: 'secondary' },
    ],
  };
}

/** What a turn message tells from step `from` on, its reads sent at once (readTold). */
export interface Told {
  from: number;
  /** Null: the log is archived (the turn message then replays it). */
  actions: Promise<ToldAction[] | null>;
  people: Promise<People>;
  notes: Promise<NoteRow[]>;
}

/**
 * Sends the turn message's reads at once (one round trip to PostgreSQL). Inside a commit's
 * transaction (play/commit.ts) they go out with its COMMIT; whoever reads them awaits them.
 */
export function readTold(deps: Deps, gameId: number, from: number): Told {
  const told: Told = {
    from,
    actions: deps.store.toldSince(gameId, from),
    people: deps.store.userTimesOf(gameId).then(peopleFrom),
    notes: deps.store.notesSince(gameId, from),
  };
  // Left unread when the commit failed or its answer needs no turn message.
  for (const p of [told.actions, told.people, told.notes]) p.catch(() => {});
  return told;
}

/**
 * The turn message of `r` as stored: its version, player-turn and story, in `me`'s language
 * (the game's, unless /board asks privately). `drawn`: whether it is posted anew or updated, for
 * the picture's rule (pictureRule.ts); on demand it always has its picture. `notes`: extra lines
 * for the foot. `alone`: shown where no picture of the game stands above it (a DM card), so the
 * place's last picture does not count.
 */
export async function turnReply(
  deps: Deps,
  r: Running,
  me: Voice = publicVoice(deps, r),
  {
    drawn = 'always',
    notes = [],
    alone = false,
    prefetched,
  }: {
    drawn?: Drawn;
    notes?: readonly string[];
    alone?: boolean;
    /** What it tells, read already with the commit that led here (play/commit.ts). */
    prefetched?: Told;
  } = {},
): Promise<Reply> {
  const { def, match } = r;
  const version = r.row.version;
  const pending = def.pending(match.state);
  const outcome = def.outcome(match.state);
  const names = match.seats.map((s) => s.name);
  // Looks (role, colour) are asked of the game once: the turn line and the picture both use them.
  const looks = looksOf(r);
  const turnNo = Math.max(1, r.row.turn.no);
  const title = gameName(deps, me, def);
  const from = r.row.turn.showsFrom;
  const setup = setupEvents(r, from);
  // What the message tells, read with the commit that led here, or now.
  const reads = prefetched?.from === from ? prefetched : readTold(deps, r.row.id, from);
  const [actions, people, told] = await Promise.all([
    reads.actions.then((a) => a ?? toldSince(deps, r, from)),
    reads.people,
    reads.notes,
  ]);
  const now = deps.now().getTime();
  const quiet = quietNow(people, now);
  const first: string[] = [];
  const rest: string[] = [];
  let whose: string;
  const over = !pending || outcome !== null;
  if (over) {
    const winners = outcome?.winners ?? [];
    whose = winners.length
      ? me.t('caption.winner', { names: winners.map((w) => match.seats[w].name).join(' & ') })
      : me.t('caption.over');
    const end = winners.length ? me.t('turn.won', { who: winners.map((w) => who(r, w, quiet)).join(' & ') }) : me.t('turn.over');
    first.push(outcome ? me.t('turn.why', { end, why: clip(escText(me.say(outcome.text), names), 200) }) : end);
  } else {
    whose = match.seats[pending.player].name;
    first.push(...turnLine(me, r, pending, looks, quiet), ...clockLines(me, r, people, now));
    if (pending.choices.some((c) => !isPublic(c)) && !r.row.pause) rest.push(me.t('turn.cards'));
  }
  rest.push(...notes, me.t('turn.head', { game: esc(title), n: turnNo }));
  const content = async (max: number) =>
    [...first, ...(await storyLines(deps, me, r, from, setup, actions, looks, max, told)), ...rest].join('\n');
  // Six lines of at most STORY_LINE characters fit beside the rest; if ever not, the lines get shorter (never cut).
  let text = await content(STORY_LINE);
  for (let max = STORY_LINE / 2; text.length > MAX_CONTENT && max >= 20; max /= 2) text = await content(max);
  // What was just thrown, else what the game still shows (e.g. a throw's dice not yet used).
  // A slim caption: the text says the game, the turn and whose move it is (the final picture keeps them).
  const slim = !over;
  const caption: Caption = {
    title: pictureName(deps, me, def),
    turn: turnNo,
    whose,
    dice: match.lastDice,
    chance: match.lastChance?.length ? match.lastChance : def.scene(match.state).chance,
    groups: chanceGroups(shownThrows(r, setup, actions, slim), me.say),
    devices: shownDevices(me, def.devices),
    words: captionWords(me, turnNo),
    slim,
  };
  // A paused game offers no decision: they are refused until /game resume.
  const publicChoices = !over && !r.row.pause ? pending.choices.filter(isPublic) : [];
  const rows = over
    ? r.row.status === 'finished'
      ? [rematchButton(me, r)]
      : []
    : choiceRows(me, r.row.id, version, publicChoices, hasHands(r) && !r.row.pause);
  // Take-back, before chance: offered exactly when the player's last decision of this turn may be taken back.
  const back = over || r.row.pause ? null : takeBackable(actions, r.row.turn);
  // Looking back, one click away: Details (this message's story in full) and "What did I miss?" share one row.
  const span: Span = { from, to: actions.length > 0 ? actions[actions.length - 1].seq : from };
  const tools = [
    ...(back ? [undoButton(me, r.row.id, version, back.seq)] : []),
    ...(setup.length > 0 || actions.length > 0 ? [detailsButton(me, r, span)] : []),
    ...(over ? [] : [missedButton(me, r.row.id, version)]),
  ];
  if (tools.length > 0 && rows.length < 5) rows.push({ buttons: tools });
  // Players whose time ran out: anyone seated may hand their seat to the AI, one click away.
  const absent =
    over || r.row.pause ? [] : r.seats.filter((s) => !s.ai && !s.away && s.userId && (s.missed ?? 0) >= 1).slice(0, 5);
  if (absent.length > 0 && rows.length < 5) {
    rows.push({
      buttons: absent.map((s) => ({
        customId: buildId('handover', r.row.id, version, s.userId!),
        label: clip(me.t('turn.handover', { name: s.name }), 80),
        style: 'secondary' as const,
      })),
    });
  }
  const image = picture(deps, me, r, caption, looks, drawn, alone ? null : r.row.pictured);
  const accent = accentOf(looks, pending, outcome);
  return {
    ephemeral: false,
    content: clip(text, MAX_CONTENT),
    rows,
    ...(image ? { image } : {}),
    card: true,
    ...(accent === undefined ? {} : { accent }),
  };
}
