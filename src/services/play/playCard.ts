// `/playcard card [target]`: the card choice the command means (by the card's id or its name,
// the target by seat number, name or role), then decided as a click would be.
import type { CardView } from '../../engine/types';
import type { Actor, Answer } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import { looksOf } from '../core/seats';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { seatLabel } from '../messages/seatNames';
import { clip, escText } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { cardVerdict, type CardVerdict } from './cardVerdict';
import { decide, mayDecide } from './decide';

/** Seat named by a /playcard target: a 1-based seat number, a player name or a role (as any of `voices` says it). */
export function targetSeat(r: Running, typed: string, ...voices: Voice[]): number {
  const s = typed.trim();
  if (/^\d+$/.test(s)) return Number(s) - 1;
  const low = s.toLowerCase();
  const byName = r.match.seats.findIndex((x) => x.name.toLowerCase() === low);
  if (byName >= 0) return byName;
  const looks = looksOf(r);
  for (const v of voices) {
    const byRole = looks.findIndex((x) => v.say(x.role).toLowerCase() === low);
    if (byRole >= 0) return byRole;
  }
  return -1;
}

const targetsText = (me: Voice, r: Running, seats: readonly number[]) => {
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  return seats.map((t) => escText(seatLabel(me, r, t, looks), names)).join(', ');
};

/** The card choice `/playcard card target` names, or the error to answer with (in the actor's language). */
export function cardChoice(
  deps: Deps,
  r: Running,
  actor: Actor,
  card: string,
  target?: string,
): { ok: true; choice: string } | { ok: false; answer: Answer } {
  const me = privateVoice(deps, actor, r);
  const table = publicVoice(deps, r);
  const no = (answer: Answer) => ({ ok: false as const, answer });
  if (!r.def.cards) return no(fail(me, 'card.no-cards', { game: gameName(deps, me, r.def) }));
  if (card.trim() === '') return no(fail(me, 'card.missing'));
  const seat = seatOf(r, actor);
  if (seat < 0) return no(fail(me, 'game.not-playing'));
  // Autocomplete sends the card's id; a player who typed its name (as they read it, or as the
  // table does) means their own card of that name.
  const hand = r.def.hand(r.match.state, seat);
  const typed = card.trim().toLowerCase();
  const held =
    hand.find((c) => c.id === card) ??
    hand.find((c) => me.say(c.name).toLowerCase() === typed) ??
    hand.find((c) => table.say(c.name).toLowerCase() === typed);
  if (!held) return no(fail(me, 'card.not-in-hand'));
  const may = mayDecide(me, r, actor);
  if (!may.ok) return no(may.answer);
  const t = target === undefined || target.trim() === '' ? undefined : targetSeat(r, target, me, table);
  const v = cardVerdict(r.def, r.match.state, seat, held.id, t);
  if (v.kind === 'ok') return { ok: true, choice: v.choice };
  return no(refusal(me, r, v, hand, target));
}

/** Why the card cannot be played, in the player's words (private: their own cards may be named). */
function refusal(
  me: Voice,
  r: Running,
  v: Exclude<CardVerdict, { kind: 'ok' }>,
  hand: readonly CardView[],
  typed?: string,
): Answer {
  const names = r.match.seats.map((s) => s.name);
  switch (v.kind) {
    case 'over':
      return fail(me, 'game.over');
    case 'game':
      return fail(me, 'card.refused', { why: escText(me.say(v.why)) });
    case 'takes-no-target':
      return fail(me, 'card.takes-no-target');
    case 'bad-target':
      return fail(me, 'card.bad-target', { target: escText(clip(typed ?? '', 40)), targets: targetsText(me, r, v.targets) });
    case 'needs-target':
      return fail(me, 'card.needs-target', { targets: targetsText(me, r, v.targets) });
    case 'not-now':
      return fail(me, 'card.not-now', { prompt: escText(me.say(v.prompt), names) });
    case 'others': {
      const cards = v.cards.map((id) => hand.find((c) => c.id === id)).filter((c) => c !== undefined);
      return fail(me, 'card.others', { cards: cards.map((c) => escText(me.say(c.name))).join(', ') });
    }
  }
}

/** `/playcard`: the named card choice, decided now. */
export async function playCard(deps: Deps, r: Running, actor: Actor, card: string, target?: string): Promise<Answer> {
  const c = cardChoice(deps, r, actor, card, target);
  return c.ok ? await decide(deps, r, actor, c.choice, r.row.version) : c.answer;
}
