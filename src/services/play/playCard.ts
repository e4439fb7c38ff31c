// /roll and /playcard: find the pending choice the command means, then decide as a click would.
import type { Choice } from '../../engine/types';
import type { Actor, Answer, RowSpec } from '../contract';
import { isPublic, styleOf } from '../messages/choiceRows';
import { buildId } from '../core/customIds';
import { t } from '../messages/catalogue';
import { fail, looksOf, seatOf, type Deps, type Running, type SeatLooks } from '../core/context';
import { decide, mayDecide } from './decide';
import { clip, escText } from '../messages/text';

/** Seat named by a /playcard target: a 1-based seat number, a player name or a role. */
export function targetSeat(r: Running, typed: string): number {
  const s = typed.trim();
  if (/^\d+$/.test(s)) return Number(s) - 1;
  const low = s.toLowerCase();
  const byName = r.match.seats.findIndex((x) => x.name.toLowerCase() === low);
  if (byName >= 0) return byName;
  return looksOf(r).findIndex((x) => x.role.toLowerCase() === low);
}

/** "2. Bob (Face)". */
export function seatLabel(r: Running, seat: number, looks: SeatLooks): string {
  return `${seat + 1}. ${r.match.seats[seat]?.name ?? '?'} (${looks[seat]?.role ?? '?'})`;
}

const targetsText = (r: Running, cs: Choice[]) => {
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  return cs
    .filter((c) => c.target !== undefined)
    .map((c) => escText(seatLabel(r, c.target!, looks), names))
    .join(', ');
};

/**
 * The choice id `/choose` means: the id itself (what autocomplete sends), in any case, or
 * else the choice of the actor's pending decision whose label was typed in full.
 */
export function typedChoice(r: Running, actor: Actor, typed: string): string {
  const pending = r.def.pending(r.match.state);
  if (!pending || pending.player !== seatOf(r, actor) || pending.choices.some((c) => c.id === typed)) return typed;
  const low = typed.trim().toLowerCase();
  // Ids are lower case: "ROLL" or "Tv:1" typed by hand mean the same choice.
  const byId = pending.choices.find((c) => c.id === low);
  if (byId) return byId.id;
  // Choices that read the same (two cards of one kind) are the same to the player: the first.
  return pending.choices.find((c) => c.label.toLowerCase() === low)?.id ?? typed;
}

/** How many choices a /choose refusal lists (the rest are in autocomplete and on the buttons). */
const LISTED = 15;

/**
 * `/choose`: the typed choice (its id, or its label in full), or a refusal that lists the
 * choices open now, so that the player can type one. It answers only the actor, so it may
 * name the cards of their hand.
 */
export function choose(deps: Deps, r: Running, actor: Actor, typed: string): Answer {
  const may = mayDecide(r, actor);
  if (!may.ok) return may.answer;
  const pending = r.def.pending(r.match.state)!;
  const id = typedChoice(r, actor, typed);
  if (pending.choices.some((c) => c.id === id)) return decide(deps, r, actor, id, r.row.version);
  const names = r.match.seats.map((s) => s.name);
  const labels = [...new Set(pending.choices.map((c) => c.label))];
  const shown = labels.slice(0, LISTED).map((x) => `**${escText(clip(x, 80), names)}**`);
  const more = labels.length > LISTED ? ` and ${labels.length - LISTED} more (start typing to see them)` : '';
  return fail('choose.refused', { typed: escText(clip(typed, 40)), options: shown.join(' · ') + more });
}

/** `/roll`: the one roll of the pending decision; when several choices roll, a private question with a button each. */
export function roll(deps: Deps, r: Running, actor: Actor): Answer {
  const may = mayDecide(r, actor);
  if (!may.ok) return may.answer;
  const pending = r.def.pending(r.match.state)!;
  const rolls = pending.choices.filter((x) => x.roll && isPublic(x));
  if (rolls.length === 0) return fail('game.nothing-to-roll', { prompt: pending.prompt });
  if (rolls.length === 1) return decide(deps, r, actor, rolls[0].id, r.row.version);
  const buttons = rolls
    .slice(0, 25)
    .map((c) => ({ customId: buildId('roll', r.row.id, r.row.version, c.id), label: clip(c.label, 80), style: styleOf(c) }));
  const rows: RowSpec[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ buttons: buttons.slice(i, i + 5) });
  return { reply: { ephemeral: true, content: t('roll.which'), rows }, retire: [] };
}

/** The card choice `/playcard card target` names, or the error to answer with. */
export function cardChoice(
  r: Running,
  actor: Actor,
  card: string,
  target?: string,
): { ok: true; choice: string } | { ok: false; answer: Answer } {
  const no = (answer: Answer) => ({ ok: false as const, answer });
  if (!r.def.cards) return no(fail('card.no-cards', { game: r.def.name }));
  const seat = seatOf(r, actor);
  if (seat < 0) return no(fail('game.not-playing'));
  // Autocomplete sends the card's id; a player who typed its name means their own card of that name.
  const hand = r.def.hand(r.match.state, seat);
  const typed = card.trim().toLowerCase();
  const held = hand.find((c) => c.id === card) ?? hand.find((c) => c.name.toLowerCase() === typed);
  if (!held) return no(fail('card.not-in-hand'));
  const may = mayDecide(r, actor);
  if (!may.ok) return no(may.answer);
  const cands = r.def.pending(r.match.state)!.choices.filter((c) => c.card === held.id);
  // The game says why when it can ("you are on a GUARD space", "Face is on a SAFETY ZONE").
  const refused = (t?: number): Answer | null => {
    const why = r.def.cardRefusal?.(r.match.state, seat, held.id, t);
    return why ? fail('card.refused', { why: escText(why) }) : null;
  };
  if (cands.length === 0) return no(refused() ?? fail('card.cannot-play'));
  if (target !== undefined && target.trim() !== '') {
    const t = targetSeat(r, target);
    const hit = cands.find((c) => c.target === t);
    if (!hit) {
      const list = targetsText(r, cands);
      return no(
        refused(t) ??
          (list ? fail('card.bad-target', { target: escText(clip(target, 40)), targets: list }) : fail('card.cannot-play')),
      );
    }
    return { ok: true, choice: hit.id };
  }
  const untargeted = cands.find((c) => c.target === undefined);
  if (untargeted) return { ok: true, choice: untargeted.id };
  if (cands.length === 1) return { ok: true, choice: cands[0].id };
  return no(fail('card.needs-target', { targets: targetsText(r, cands) }));
}
