// The short story of a turn message: what happened since the previous one, one line per
// player-turn (a run of actions by one seat, as play/turns.ts counts them), never cut inside an
// event. A line too long keeps its latest whole run of events and says at the cut how many came
// before, which the Details button shows (storyLine.ts). A game may give an event a shorter
// form for the story: the key `<event key>.short` next to it in its catalogue.
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import type { ButtonSpec } from '../contract';
import type { Deps, Running } from '../core/context';
import { buildId } from '../core/customIds';
import type { SeatLooks } from '../core/seats';
import type { Voice } from '../core/texts';
import { cutRanks, STORY_LINE, storyLine, type Told } from './storyLine';
import { esc, escText } from './text';

/** The game's notes from a step on, as the store reads them (read once where a caller has them). */
type GameNote = Awaited<ReturnType<store.Store['notesSince']>>[number];

export { STORY_LINE } from './storyLine';
/** At most this many player-turns get a line of their own; older ones share one line. */
export const STORY_TURNS = 5;

/** One player-turn of the story: whose (null: the set-up), its events, and the lines around it. */
interface Part {
  seat: number | null;
  events: Told[];
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
  // Other seats keep their full form in each event until the line is joined (seatsOnce).
  const full = lead === null ? '' : me.say({ key: 'engine:name', params: { who: { seat: lead } } });
  const name = lead === null ? '' : names[lead];
  return { once: (said) => (full === name ? said : said.split(full).join(name)) };
}

/**
 * The joined events of a line with every other seat named in full once, at its first mention,
 * and by its name after that ("Bo (Face)'s 4 against Al (Amy)'s 2: Bo moves ahead 2"). A line
 * shows a whole run of events, so the first mention it shows is the one to say in full.
 */
export function seatsOnce(me: Voice, names: readonly string[], lead: number | null): (events: string) => string {
  const forms = names.flatMap((n, seat) => {
    if (seat === lead) return [];
    const full = escText(me.say({ key: 'engine:name', params: { who: { seat } } }), names);
    const name = escText(n, names);
    return full === name ? [] : [{ full, name }];
  });
  return (events) => {
    let out = events;
    for (const { full, name } of forms) {
      const at = out.indexOf(full);
      if (at < 0) continue;
      const end = at + full.length;
      out = out.slice(0, end) + out.slice(end).split(full).join(name);
    }
    return out;
  };
}

/**
 * The line of one player-turn (`seat` null: the set-up): its lead, then its events as the story
 * tells them, whole, within `max` characters (storyLine.ts).
 */
export function turnStoryLine(
  me: Voice,
  lead: string,
  seat: number | null,
  told: readonly Told[],
  names: readonly string[],
  max = STORY_LINE,
): string {
  const named = namedOnce(me, names, seat);
  const texts = told.map((t) => storyText(me, t.e, names, named));
  return storyLine(me, lead, texts, cutRanks(told), max, seatsOnce(me, names, seat));
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
  read?: readonly GameNote[],
): Promise<Part[]> {
  const names = r.match.seats.map((s) => s.name);
  const notes = read ?? (await deps.store.notesSince(r.row.id, from));
  const noteAt = (step: number) =>
    notes.filter((n) => n.after === step).map((n) => me.t('story.note', { note: escText(me.say(n.text), names) }));
  const parts: Part[] = [];
  if (setup.length > 0) parts.push({ seat: null, events: setup.map((e) => ({ e, seq: -1 })), before: [], after: [] });
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
    part.events.push(...a.events.map((e) => ({ e, seq: a.seq })));
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
  notes?: readonly GameNote[],
): Promise<string[]> {
  const names = r.match.seats.map((s) => s.name);
  const parts = await partsOf(deps, me, r, from, setup, actions, notes);
  const lineOf = (p: Part): string[] => {
    const lead = p.seat === null ? '' : seatLead(me, r, p.seat, looks);
    const line = p.events.length > 0 ? [turnStoryLine(me, lead, p.seat, p.events, names, max)] : [];
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
