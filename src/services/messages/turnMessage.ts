// The public turn message: board picture, what happened since the previous turn message, whose
// turn, and the buttons of exactly the public choices. Secret (card) choices never appear here.
// Built from the stored log, so that a message owed before a crash is the same after it. It
// speaks the game's language (/board shows it privately in the asker's).
import { createMatch } from '../../engine/match';
import type { GameEvent, Pending } from '../../engine/types';
import type { Caption, SeatPaint } from '../../render/contract';
import { chanceGroups } from '../../render/groups';
import * as store from '../../store';
import type { Reply, RowSpec } from '../contract';
import type { Deps, Running } from '../core/context';
import { buildId } from '../core/customIds';
import { looksOf, type SeatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { accentOf } from './accent';
import { choiceRows, isPublic } from './choiceRows';
import { boardWords, captionWords, drawnScene, shownDevices } from './picture';
import { who } from './seatNames';
import { clip, esc, escText, eventLine, fit } from './text';
import { gameName, publicVoice } from './voices';
import { log } from '../../log';
import { toldSince } from '../core/told';

/** "▶ @alice (Hannibal), your turn: Roll the die…": who must decide, and what (already escaped). */
export function turnLine(me: Voice, r: Running, pending: Pending, looks: SeatLooks): string {
  const names = r.match.seats.map((s) => s.name);
  const look = looks[pending.player]?.role;
  const role = look === undefined ? '' : me.say(look);
  // AI seats are named after their role ("AI Face"): no need to say it twice.
  const hasRole = role !== '' && !names[pending.player].includes(role);
  return me.t('turn.line', {
    who: who(r, pending.player),
    hasRole: hasRole ? 'yes' : 'no',
    role: esc(role),
    away: r.seats[pending.player]?.away ? 'yes' : 'no',
    prompt: clip(escText(me.say(pending.prompt), names), 300),
  });
}

/** True when the game deals secret cards (so the turn message offers "My hand"). */
function hasHands(r: Running): boolean {
  return r.match.seats.some((_, i) => r.def.hand(r.match.state, i).length > 0);
}

/** Renders the board; a failing renderer must not stop the game, so the picture is dropped. */
function picture(deps: Deps, me: Voice, r: Running, caption: Caption, looks: SeatLooks): Reply['image'] {
  const seats: SeatPaint[] = r.match.seats.map((s, i) => ({ name: s.name, color: looks[i].color, role: me.say(looks[i].role) }));
  try {
    const data = deps.render(r.def.id, drawnScene(me, r.def.scene(r.match.state)), seats, caption, boardWords(me));
    return { name: `${r.def.id}-${r.row.id}-${r.match.step}.png`, data };
  } catch (e) {
    // The scene comes from the game's plug-in, whose error messages may quote its state.
    log.error({ err: e, game: r.row.id }, 'drawing the board failed');
    return undefined;
  }
}

/** The set-up's events (who goes first, with its rolls), rebuilt from the seed, when `from` reaches back to it. */
function setupEvents(r: Running, from: number): GameEvent[] {
  return from === 0 ? createMatch(r.def, r.match.seats, r.row.options, r.row.seed, r.row.dice).events : [];
}

/** What happened from step `from` on, as lines: the set-up's events, each action's events, the notes. */
function storyLines(
  deps: Deps,
  me: Voice,
  r: Running,
  from: number,
  setup: readonly GameEvent[],
  actions: readonly store.ToldAction[],
): string[] {
  const names = r.match.seats.map((s) => s.name);
  const lines: string[] = [];
  const line = (e: GameEvent) => clip(eventLine(me, e, names), 300);
  lines.push(...setup.map(line));
  const notes = store.notesSince(deps.db, r.row.id, from);
  const noteAt = (step: number) =>
    notes.filter((n) => n.after === step).map((n) => me.t('story.note', { note: escText(me.say(n.text), names) }));
  lines.push(...noteAt(from));
  let by: string | null = null;
  for (const a of actions) {
    const now = a.decision.kind === 'choice' ? (a.decision.by ?? null) : null;
    const name = esc(r.match.seats[a.seat]?.name ?? '?');
    if (now !== by && now === 'clock') lines.push(me.t('story.clock', { name }));
    if (now !== by && now === 'away') lines.push(me.t('story.away', { name }));
    by = now;
    lines.push(...a.events.map(line), ...noteAt(a.seq));
  }
  return lines;
}

export function rematchButton(me: Voice, r: Running): RowSpec {
  return {
    buttons: [{ customId: buildId('rematch', r.row.id, r.row.version, 'go'), label: me.t('turn.rematch'), style: 'success' }],
  };
}

/**
 * The turn message of `r` as stored: its version, player-turn and story, in `me`'s language
 * (the game's, unless /board asks privately). `notes`: extra lines for the foot.
 */
export function turnReply(deps: Deps, r: Running, me: Voice = publicVoice(deps, r), notes: readonly string[] = []): Reply {
  const { def, match } = r;
  const version = r.row.version;
  const pending = def.pending(match.state);
  const outcome = def.outcome(match.state);
  const names = match.seats.map((s) => s.name);
  // Looks (role, colour) are asked of the game once: the turn line and the picture both use them.
  const looks = looksOf(r);
  const turnNo = Math.max(1, r.row.turn.no);
  const title = gameName(deps, me, def);
  const head = [me.t('turn.head', { game: esc(title), n: turnNo })];
  const from = r.row.turn.showsFrom;
  const setup = setupEvents(r, from);
  const actions = toldSince(deps, r, from);
  const body = storyLines(deps, me, r, from, setup, actions);
  // The first message's caption shows the roll for first turn too, one labelled row per roll.
  const events = [...setup, ...actions.flatMap((a) => a.events)];
  const foot: string[] = [];
  let whose: string;
  const over = !pending || outcome !== null;
  if (over) {
    const winners = outcome?.winners ?? [];
    whose = winners.length
      ? me.t('caption.winner', { names: winners.map((w) => match.seats[w].name).join(' & ') })
      : me.t('caption.over');
    const end = winners.length ? me.t('turn.won', { who: winners.map((w) => who(r, w)).join(' & ') }) : me.t('turn.over');
    foot.push(outcome ? me.t('turn.why', { end, why: clip(escText(me.say(outcome.text), names), 200) }) : end);
  } else {
    whose = match.seats[pending.player].name;
    foot.push(turnLine(me, r, pending, looks));
    if (r.row.turn.deadline !== null) foot.push(me.t('turn.deadline', { at: String(Math.floor(r.row.turn.deadline / 1000)) }));
    if (pending.choices.some((c) => !isPublic(c))) foot.push(me.t('turn.cards'));
  }
  foot.push(...notes);
  // What was just thrown, else what the game still shows (e.g. a throw's dice not yet used).
  const caption: Caption = {
    title,
    turn: turnNo,
    whose,
    dice: match.lastDice,
    chance: match.lastChance?.length ? match.lastChance : def.scene(match.state).chance,
    groups: chanceGroups(events, me.say),
    devices: shownDevices(me, def.devices),
    words: captionWords(me, turnNo),
  };
  const publicChoices = !over ? pending.choices.filter(isPublic) : [];
  const rows = over
    ? r.row.status === 'finished'
      ? [rematchButton(me, r)]
      : []
    : choiceRows(me, r.row.id, version, publicChoices, hasHands(r));
  // Players whose time ran out: anyone seated may hand their seat to the AI, one click away.
  const absent = over ? [] : r.seats.filter((s) => !s.ai && !s.away && s.userId && (s.missed ?? 0) >= 1).slice(0, 5);
  if (absent.length > 0 && rows.length < 5) {
    rows.push({
      buttons: absent.map((s) => ({
        customId: buildId('handover', r.row.id, version, s.userId!),
        label: clip(me.t('turn.handover', { name: s.name }), 80),
        style: 'secondary' as const,
      })),
    });
  }
  const image = picture(deps, me, r, caption, looks);
  const accent = accentOf(looks, pending, outcome);
  return {
    ephemeral: false,
    content: fit(me, head, body, foot),
    rows,
    ...(image ? { image } : {}),
    card: true,
    ...(accent === undefined ? {} : { accent }),
  };
}
