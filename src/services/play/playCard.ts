// `/playcard card [target]`: the card choice the command means (by the card's id or its name,
// the target by seat number, name or role), then decided as a click would be.
import type { Choice } from '../../engine/types';
import type { Actor, Answer } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import { looksOf } from '../core/seats';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { seatLabel } from '../messages/seatNames';
import { clip, escText } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
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

const targetsText = (me: Voice, r: Running, cs: Choice[]) => {
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  return cs
    .filter((c) => c.target !== undefined)
    .map((c) => escText(seatLabel(me, r, c.target!, looks), names))
    .join(', ');
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
  const cands = r.def.pending(r.match.state)!.choices.filter((c) => c.card === held.id);
  // The game says why when it can ("you are on a GUARD space", "Face is on a SAFETY ZONE").
  const refused = (t?: number): Answer | null => {
    const why = r.def.cardRefusal?.(r.match.state, seat, held.id, t);
    return why ? fail(me, 'card.refused', { why: escText(me.say(why)) }) : null;
  };
  if (cands.length === 0) return no(refused() ?? fail(me, 'card.cannot-play'));
  if (target !== undefined && target.trim() !== '') {
    const t = targetSeat(r, target, me, table);
    const hit = cands.find((c) => c.target === t);
    if (!hit) {
      const list = targetsText(me, r, cands);
      return no(
        refused(t) ??
          (list
            ? fail(me, 'card.bad-target', { target: escText(clip(target, 40)), targets: list })
            : fail(me, 'card.cannot-play')),
      );
    }
    return { ok: true, choice: hit.id };
  }
  const untargeted = cands.find((c) => c.target === undefined);
  if (untargeted) return { ok: true, choice: untargeted.id };
  if (cands.length === 1) return { ok: true, choice: cands[0].id };
  return no(fail(me, 'card.needs-target', { targets: targetsText(me, r, cands) }));
}

/** `/playcard`: the named card choice, decided now. */
export function playCard(deps: Deps, r: Running, actor: Actor, card: string, target?: string): Answer {
  const c = cardChoice(deps, r, actor, card, target);
  return c.ok ? decide(deps, r, actor, c.choice, r.row.version) : c.answer;
}
