// Autocomplete answers go only to the asking user, so they may name that user's own cards; they
// speak the user's language, and what they type is matched against the words they see.
import type { Actor, AutocompleteOption, Where } from '../contract';
import { running, seatOf, type Deps, type Running } from '../core/context';
import { cityOf, zonesLike } from '../core/schedule';
import { looksOf } from '../core/seats';
import type { Voice } from '../core/texts';
import { seatLabel } from '../messages/seatNames';
import { clip } from '../messages/text';
import { privateVoice } from '../messages/voices';
import { harmLast } from '../messages/choiceRows';
import { liveIn } from '../records/load';

const MAX_OPTIONS = 25;

async function mine(deps: Deps, where: Where, actor: Actor): Promise<{ r: Running; seat: number; me: Voice } | null> {
  const l = await liveIn(deps, where.channelId);
  const r = l && running(l);
  if (!r) return null;
  const seat = seatOf(r, actor);
  return seat < 0 ? null : { r, seat, me: privateVoice(deps, actor, r) };
}

const matches = (typed: string, ...texts: string[]) => {
  const q = typed.trim().toLowerCase();
  return q === '' || texts.some((x) => x.toLowerCase().includes(q));
};

const opt = (name: string, value: string): AutocompleteOption => ({ name: clip(name, 100), value: value.slice(0, 100) });

export async function cards(deps: Deps, where: Where, actor: Actor, typed: string): Promise<AutocompleteOption[]> {
  const m = await mine(deps, where, actor);
  if (!m) return [];
  return m.r.def
    .hand(m.r.match.state, m.seat)
    .map((c) => ({ id: c.id, name: m.me.say(c.name) }))
    .filter((c) => matches(typed, c.name, c.id))
    .slice(0, MAX_OPTIONS)
    .map((c) => opt(c.name, c.id));
}

export async function targets(
  deps: Deps,
  where: Where,
  actor: Actor,
  card: string,
  typed: string,
): Promise<AutocompleteOption[]> {
  const m = await mine(deps, where, actor);
  if (!m) return [];
  const p = m.r.def.pending(m.r.match.state);
  if (!p || p.player !== m.seat) return [];
  // A target the play would harm (yourself, for SIDETRACKED) comes last.
  const plays = harmLast(p.choices.filter((c) => c.card === card && c.target !== undefined));
  const seats = [...new Set(plays.map((c) => c.target!))];
  const looks = looksOf(m.r);
  return seats
    .map((s) => ({ s, label: seatLabel(m.me, m.r, s, looks) }))
    .filter((x) => matches(typed, x.label))
    .slice(0, MAX_OPTIONS)
    .map((x) => opt(x.label, String(x.s + 1)));
}

export async function choices(deps: Deps, where: Where, actor: Actor, typed: string): Promise<AutocompleteOption[]> {
  const m = await mine(deps, where, actor);
  if (!m) return [];
  const p = m.r.def.pending(m.r.match.state);
  if (!p || p.player !== m.seat) return [];
  return harmLast(p.choices)
    .map((c) => ({ id: c.id, label: m.me.say(c.label) }))
    .filter((c) => matches(typed, c.label, c.id))
    .slice(0, MAX_OPTIONS)
    .map((c) => opt(c.label, c.id));
}

/** Time zones for /settings timezone: cities that start with what was typed first, then names that hold it. */
export function zones(typed: string): AutocompleteOption[] {
  return zonesLike(typed).map((z) => ({ name: `${cityOf(z)} (${z})`, value: z }));
}
