// The public turn message: board picture, what just happened, whose turn, and the buttons of
// exactly the public choices. Secret (card) choices never appear here.
import type { GameEvent, Pending } from '../engine/types';
import type { Caption, SeatPaint } from '../render/contract';
import type { Reply } from './contract';
import { choiceRows, isPublic } from './choiceRows';
import { looksOf, type Deps, type Running, type SeatLooks } from './context';
import { clip, esc, escText, eventLine, fit } from './text';
import { faultTrace } from './faults';


/** How a seat is addressed in a public message: a mention for humans, the name for AI. */
export function who(r: Running, seat: number): string {
  const s = r.seats[seat];
  return s && !s.ai && s.userId ? `<@${s.userId}>` : `**${esc(r.match.seats[seat]?.name ?? '?')}**`;
}

/** "▶ @alice (Hannibal), your turn: Roll the die…": who must decide, and what (already escaped). */
export function turnLine(r: Running, pending: Pending, looks: SeatLooks): string {
  const names = r.match.seats.map((s) => s.name);
  const role = looks[pending.player]?.role ?? '';
  // AI seats are named after their role ("AI Face"): no need to say it twice.
  const shownRole = role && !names[pending.player].includes(role) ? ` (${esc(role)})` : '';
  return `▶ ${who(r, pending.player)}${shownRole}, your turn: ${clip(escText(pending.prompt, names), 300)}`;
}

/** True when the game deals secret cards (so the turn message offers "My hand"). */
function hasHands(r: Running): boolean {
  return r.match.seats.some((_, i) => r.def.hand(r.match.state, i).length > 0);
}

/** Renders the board; a failing renderer must not stop the game, so the picture is dropped. */
function picture(deps: Deps, r: Running, caption: Caption, looks: SeatLooks): Reply['image'] {
  const seats: SeatPaint[] = r.match.seats.map((s, i) => ({ name: s.name, ...looks[i] }));
  try {
    const data = deps.render(r.def.id, r.def.scene(r.match.state), seats, caption);
    return { name: `${r.def.id}-${r.row.id}-${r.match.step}.png`, data };
  } catch (e) {
    // The scene comes from the game's plug-in, whose error messages may quote its state.
    console.error(`[rerun] drawing the board of game ${r.row.id} failed: ${faultTrace(e)}`);
    return undefined;
  }
}

/** `notes`: extra lines for the foot (already escaped). */
export function turnReply(deps: Deps, r: Running, version: number, events: readonly GameEvent[], notes: readonly string[] = []): Reply {
  const { def, match } = r;
  const pending = def.pending(match.state);
  const outcome = def.outcome(match.state);
  const names = match.seats.map((s) => s.name);
  // Looks (role, colour) are asked of the game once: the turn line and the picture both use them.
  const looks = looksOf(r);
  const head = [`**${esc(def.name)}** · turn ${match.step}`];
  const body = events.map((e) => clip(eventLine(e, names), 300));
  const foot: string[] = [];
  let whose: string;
  if (!pending || outcome) {
    const winners = outcome?.winners ?? [];
    whose = winners.length ? `Winner: ${winners.map((w) => match.seats[w].name).join(' & ')}` : 'Game over';
    foot.push(`🏆 ${winners.length ? `Winner: ${winners.map((w) => who(r, w)).join(' & ')}` : 'The game is over'}${outcome ? ` (${clip(escText(outcome.text, names), 200)})` : ''}`);
  } else {
    whose = match.seats[pending.player].name;
    foot.push(turnLine(r, pending, looks));
    if (pending.choices.some((c) => !isPublic(c))) foot.push('Your cards: **My hand** or `/hand`, or `/playcard`.');
  }
  foot.push(...notes);
  // What was just thrown, else what the game still shows (e.g. a throw's dice not yet used).
  const caption: Caption = { title: def.name, turn: match.step, whose, dice: match.lastDice, chance: match.lastChance?.length ? match.lastChance : def.scene(match.state).chance };
  const publicChoices = pending && !outcome ? pending.choices.filter(isPublic) : [];
  const rows = pending && !outcome ? choiceRows(r.row.id, version, publicChoices, hasHands(r)) : [];
  const image = picture(deps, r, caption, looks);
  return { ephemeral: false, content: fit(head, body, foot), rows, ...(image ? { image } : {}) };
}
