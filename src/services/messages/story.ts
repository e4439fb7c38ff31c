// The short story of a turn message: what happened since the previous one, one line per
// player-turn (a run of actions by one seat, as play/turns.ts counts them), never cut inside an
// event. A line too long keeps the events that matter most (the first, the last, then the latest
// others) and says how many more the Details button shows. A game may give an event a shorter
// form for the story: the key `<event key>.short` next to it in its catalogue.
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import type { ButtonSpec } from '../contract';
import type { Deps, Running } from '../core/context';
import { buildId } from '../core/customIds';
import type { SeatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { esc, escText } from './text';

/** At most this many characters of events on one story line (a phone shows about 40 a row). */
export const STORY_LINE = 200;
/** At most this many player-turns get a line of their own; older ones share one line. */
export const STORY_TURNS = 5;

/** One player-turn of the story: whose (null: the set-up), its events, and the lines around it. */
interface Part {
  seat: number | null;
  events: GameEvent[];
  /** Lines before this part's line (who the clock or the AI played for). */
  before: string[];
  /** Notes written after its actions. */
  after: string[];
}

/** The actions a turn message tells: steps after `from` up to `to` (the set-up too when `from` is 0). */
export interface Span {
  from: number;
  to: number;
}

/** The event as the story tells it: the game's short form when it has one, else the whole text. */
export function storyText(me: Voice, e: GameEvent, names: readonly string[], named?: Named): string {
  const key = `${e.text.key}.short`;
  const short = me.say({ ...e.text, key });
  const said = short === key ? me.say(e.text) : short;
  return escText(named ? named.once(said) : said, names);
}

/** How the events of a line name its lead seat: the lead already says "Amy (Red)", they say Amy. */
export interface Named {
  once(said: string): string;
}

export function namedOnce(me: Voice, names: readonly string[], lead: number | null): Named {
  // Other seats keep their full form in each event: an event may be left out of the line (Details).
  const full = lead === null ? '' : me.say({ key: 'engine:name', params: { who: { seat: lead } } });
  const name = lead === null ? '' : names[lead];
  return { once: (said) => (full === name ? said : said.split(full).join(name)) };
}

/**
 * `texts` joined after `lead`, in their order, within `max` characters: the first and the last
 * always (what started the turn and how it ended), then the latest of the others that fit; the
 * left-out ones are counted at the end, "(+N more: Details)".
 */
export function joinWhole(me: Voice, lead: string, texts: readonly string[], max = STORY_LINE): string {
  // French sets a space before the semicolon: the separator is the language's.
  const sep = me.t('story.sep');
  const order = texts.length <= 1 ? texts.map((_, i) => i) : [texts.length - 1, 0];
  for (let i = texts.length - 2; i >= 1; i--) order.push(i);
  const kept = new Set<number>();
  let used = 0;
  for (const i of order) {
    const cost = texts[i].length + (kept.size > 0 ? sep.length : 0);
    // The last event is kept whatever its length: a line is never empty, and never half an event.
    if (kept.size > 0 && used + cost > max) continue;
    kept.add(i);
    used += cost;
  }
  const shown = texts.filter((_, i) => kept.has(i)).join(sep);
  const more = texts.length - kept.size;
  const vars = { hasLead: lead === '' ? 'no' : 'yes', lead, events: shown, n: more };
  return me.t(more > 0 ? 'story.line-more' : 'story.line', vars);
}

/** "**Bo** (Red)": the seat's name and role as the story's lines begin. */
function seatLead(me: Voice, r: Running, seat: number, looks: SeatLooks): string {
  const name = r.match.seats[seat]?.name ?? '?';
  const look = looks[seat]?.role;
  const role = look === undefined ? '' : me.say(look);
  // AI seats are named after their role ("AI Face"): no need to say it twice.
  const hasRole = role !== '' && !name.includes(role);
  return me.t('story.who', { name: esc(name), hasRole: hasRole ? 'yes' : 'no', role: esc(role) });
}

/** The span's parts: the set-up, then one per run of actions by one seat, with notes and clock lines. */
async function partsOf(
  deps: Deps,
  me: Voice,
  r: Running,
  from: number,
  setup: readonly GameEvent[],
  actions: readonly store.ToldAction[],
): Promise<Part[]> {
  const names = r.match.seats.map((s) => s.name);
  const notes = await deps.store.notesSince(r.row.id, from);
  const noteAt = (step: number) =>
    notes.filter((n) => n.after === step).map((n) => me.t('story.note', { note: escText(me.say(n.text), names) }));
  const parts: Part[] = [];
  if (setup.length > 0) parts.push({ seat: null, events: [...setup], before: [], after: [] });
  const first = noteAt(from);
  if (first.length > 0) {
    if (parts.length > 0) parts[0].after.push(...first);
    else parts.push({ seat: null, events: [], before: [], after: first });
  }
  let by: string | null = null;
  for (const a of actions) {
    // Who played for the seat starts a new line (the clock, the AI for an away player); a forced move does not.
    const given = a.decision.kind === 'choice' ? a.decision.by : undefined;
    const now = given === 'clock' || given === 'away' ? given : null;
    const last = parts[parts.length - 1];
    let part = last;
    if (!last || last.seat !== a.seat || now !== by) {
      part = { seat: a.seat, events: [], before: [], after: [] };
      parts.push(part);
    }
    const name = esc(r.match.seats[a.seat]?.name ?? '?');
    if (now !== by && now === 'clock') part.before.push(me.t('story.clock', { name }));
    if (now !== by && now === 'away') part.before.push(me.t('story.away', { name }));
    by = now;
    part.events.push(...a.events);
    part.after.push(...noteAt(a.seq));
  }
  return parts;
}

/**
 * The story from step `from` on, a line per player-turn: at most `STORY_TURNS` of them, the
 * older ones named on one line before them (Details has them whole).
 */
export async function storyLines(
  deps: Deps,
  me: Voice,
  r: Running,
  from: number,
  setup: readonly GameEvent[],
  actions: readonly store.ToldAction[],
  looks: SeatLooks,
  max = STORY_LINE,
): Promise<string[]> {
  const names = r.match.seats.map((s) => s.name);
  const parts = await partsOf(deps, me, r, from, setup, actions);
  const lineOf = (p: Part): string[] => {
    const named = namedOnce(me, names, p.seat);
    const texts = p.events.map((e) => storyText(me, e, names, named));
    const line = texts.length > 0 ? [joinWhole(me, p.seat === null ? '' : seatLead(me, r, p.seat, looks), texts, max)] : [];
    return [...p.before, ...line, ...p.after];
  };
  const told = parts.filter((p) => p.events.length > 0);
  if (told.length <= STORY_TURNS) return parts.flatMap(lineOf);
  // Only the newest turns are written out: an all-AI stretch can hold hundreds of older ones.
  const older = told.slice(0, told.length - STORY_TURNS + 1);
  const kept = parts.slice(parts.indexOf(older[older.length - 1]) + 1);
  const seats = [...new Set(older.filter((p) => p.seat !== null).map((p) => p.seat!))];
  const head = me.t('story.earlier', {
    n: older.filter((p) => p.seat !== null).length,
    who: me.list(seats.map((s) => seatLead(me, r, s, looks))),
    setup: older.some((p) => p.seat === null) ? 'yes' : 'no',
  });
  return [head, ...kept.flatMap(lineOf)];
}

/** The span's custom-id argument: `from-to-page`. */
export function spanArg(span: Span, page = 1): string {
  return `${span.from}-${span.to}-${page}`;
}

/** Reads `spanArg`'s form back; null when it is not one. */
export function parseSpan(arg: string): (Span & { page: number }) | null {
  const m = /^(\d{1,9})-(\d{1,9})-(\d{1,4})$/.exec(arg);
  if (!m) return null;
  const [from, to, page] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return from <= to ? { from, to, page: Math.max(1, page) } : null;
}

/** The **Details** button: every line of the span, privately, in the clicker's language. */
export function detailsButton(me: Voice, r: Running, span: Span): ButtonSpec {
  return {
    customId: buildId('details', r.row.id, r.row.version, spanArg(span)),
    label: me.t('story.details'),
    style: 'secondary',
  };
}
