// `/choose`: any choice of the pending decision, typed by its id or its label, decided as a
// click would be; a refusal lists the choices open now.
import type { Actor, Answer } from '../contract';
import { seatOf, type Deps, type Running } from '../core/context';
import type { Voice } from '../core/texts';
import { fail } from '../messages/answers';
import { clip, escText } from '../messages/text';
import { privateVoice, publicVoice } from '../messages/voices';
import { decide, mayDecide } from './decide';
import { harmLast } from '../messages/choiceRows';

/**
 * The choice id `/choose` means: the id itself (what autocomplete sends), in any case, or
 * else the choice of the actor's pending decision whose label was typed in full: as the actor
 * reads it (`me`), or as the game's own messages show it (its buttons).
 */
export function typedChoice(r: Running, actor: Actor, typed: string, ...voices: Voice[]): string {
  const pending = r.def.pending(r.match.state);
  if (!pending || pending.player !== seatOf(r, actor) || pending.choices.some((c) => c.id === typed)) return typed;
  const low = typed.trim().toLowerCase();
  // Ids are lower case: "ROLL" or "Tv:1" typed by hand mean the same choice.
  const byId = pending.choices.find((c) => c.id === low);
  if (byId) return byId.id;
  // Choices that read the same (two cards of one kind) are the same to the player: the first.
  for (const v of voices) {
    const hit = pending.choices.find((c) => v.say(c.label).toLowerCase() === low);
    if (hit) return hit.id;
  }
  return typed;
}

/** How many choices a /choose refusal lists (the rest are in autocomplete and on the buttons). */
const LISTED = 15;

/**
 * `/choose`: the typed choice (its id, or its label in full), or a refusal that lists the
 * choices open now, so that the player can type one. It answers only the actor, so it may
 * name the cards of their hand.
 */
export async function choose(deps: Deps, r: Running, actor: Actor, typed: string): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const may = mayDecide(me, r, actor);
  if (!may.ok) return may.answer;
  const pending = r.def.pending(r.match.state)!;
  const id = typedChoice(r, actor, typed, me, publicVoice(deps, r));
  if (pending.choices.some((c) => c.id === id)) return await decide(deps, r, actor, id, r.row.version);
  const names = r.match.seats.map((s) => s.name);
  const labels = [...new Set(harmLast(pending.choices).map((c) => me.say(c.label)))];
  const shown = labels.slice(0, LISTED).map((x) => `**${escText(clip(x, 80), names)}**`);
  const more = labels.length > LISTED ? me.t('choose.more', { n: labels.length - LISTED }) : '';
  return fail(me, 'choose.refused', { typed: escText(clip(typed, 40)), options: shown.join(' · ') + more });
}
