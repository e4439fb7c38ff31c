// /log: the last moves, a page of the whole game, or all of it as a text file. The log is a list
// of entries (the set-up, then one per action with its events and notes); an entry is never cut
// in two, so each header counts exactly the entries below it.
import { createMatch } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import * as store from '../../store';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT, type Answer, type Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { ephemeral } from '../messages/answers';
import { clip, esc, escText, eventLine, fit, MAX_CONTENT } from '../messages/text';
import { current, elsewhere } from './load';
import { toldSince } from '../core/told';

/** How /log is asked: the last `count` actions, a page of the whole game, or all of it as a text file. */
export interface LogAsk {
  count: number;
  page?: number;
  file?: boolean;
}

/** One entry: the set-up (seq 0) or an action, as the lines it shows. */
interface Entry {
  seq: number;
  lines: string[];
}

/** Room for the header line above the entries of a message. */
const HEAD_ROOM = 200;
const BUDGET = MAX_CONTENT - HEAD_ROOM;

const BY: Record<store.DecidedBy, string> = { forced: ' (forced)', clock: ' (time ran out: AI)', away: ' (AI, player away)' };

function entries(deps: Deps, l: Loaded, actions: store.ToldAction[], withSetup: boolean, plain: boolean): Entry[] {
  const seats = l.row.match?.seats ?? [];
  const names = seats.map((s) => s.name);
  const ev = (e: GameEvent) =>
    `  ${plain ? (e.dice?.length ? `[${e.dice.join(' ')}] ` : '') + e.text : clip(eventLine(e, names), 300)}`;
  const name = (seat: number) => (plain ? (seats[seat]?.name ?? '?') : esc(seats[seat]?.name ?? '?'));
  const bold = (x: string) => (plain ? x : `**${x}**`);
  const notes = store.notesSince(deps.db, l.row.id, 0);
  const noteLines = (after: number) =>
    notes.filter((n) => n.after === after).map((n) => `  note: ${plain ? n.text : clip(escText(n.text), 300)}`);
  const out: Entry[] = [];
  // The set-up (who goes first, with its rolls) is not an action: it is rebuilt from the seed,
  // which gives exactly the same events, once the log reaches back to the start.
  if (withSetup && l.row.match) {
    const setup = createMatch(l.def, seats, l.row.options, l.row.seed, l.row.dice).events;
    out.push({ seq: 0, lines: [`${bold('#0')} set-up`, ...setup.map(ev), ...noteLines(0)] });
  }
  for (const a of actions) {
    const who = `${bold(`#${a.seq}`)} ${name(a.seat)}${a.decision.kind === 'resign' ? ' resigned' : a.decision.by ? BY[a.decision.by] : ''}`;
    out.push({ seq: a.seq, lines: [who, ...a.events.map(ev), ...noteLines(a.seq)] });
  }
  return out;
}

const size = (e: Entry) => e.lines.reduce((n, x) => n + x.length + 1, 0);

/** The newest entries that fit one message together (at least one). */
function newestThatFit(all: Entry[]): Entry[] {
  let used = 0;
  let from = all.length;
  while (from > 0 && (from === all.length || used + size(all[from - 1]) <= BUDGET)) used += size(all[--from]);
  return all.slice(from);
}

/** The whole log in pages of whole entries, each page one message. */
function pagesOf(all: Entry[]): Entry[][] {
  const pages: Entry[][] = [];
  let page: Entry[] = [];
  let used = 0;
  for (const e of all) {
    if (page.length > 0 && used + size(e) > BUDGET) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(e);
    used += size(e);
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}

const actions = (n: number) => (n === 1 ? '1 action' : `${n} actions`);

/** What a list of entries holds, in words: "the set-up and actions #1 to #7". */
function span(list: Entry[]): string {
  const acts = list.filter((e) => e.seq > 0);
  const setup = list.length > acts.length ? 'the set-up' : '';
  const range =
    acts.length === 0
      ? ''
      : acts.length === 1
        ? `action #${acts[0].seq}`
        : `actions #${acts[0].seq} to #${acts[acts.length - 1].seq}`;
  return [setup, range].filter(Boolean).join(' and ') || 'nothing yet';
}

export function log(deps: Deps, where: Where, ask: number | LogAsk): Answer {
  const q: LogAsk = typeof ask === 'number' ? { count: ask } : ask;
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  const title = `**${esc(l.def.name)}**`;
  const total = store.actionCount(deps.db, l.row.id);
  if (q.file) {
    const all = entries(deps, l, toldSince(deps, l, 0), true, true);
    const text = [`${l.def.name}, game ${l.row.id}: ${actions(total)}`, ...all.flatMap((e) => e.lines)].join('\n');
    return {
      reply: {
        ephemeral: true,
        content: `${title}: the whole log (${actions(total)}) is attached.`,
        rows: [],
        file: { name: `${l.def.id}-${l.row.id}-log.txt`, data: Buffer.from(text, 'utf8') },
      },
      retire: [],
    };
  }
  if (q.page !== undefined) {
    const pages = pagesOf(entries(deps, l, toldSince(deps, l, 0), true, false));
    const p = Math.min(Math.max(1, Math.floor(q.page) || 1), pages.length);
    const next = p < pages.length ? ` (next: /log page:${p + 1})` : '';
    const head = `${title}: page ${p} of ${pages.length}, ${span(pages[p - 1])}${next}`;
    return ephemeral(
      fit(
        [head],
        pages[p - 1].flatMap((e) => e.lines),
        [],
      ),
    );
  }
  const n = Math.min(Math.max(1, Math.floor(q.count) || DEFAULT_LOG_COUNT), MAX_LOG_COUNT);
  const rows = toldSince(deps, l, Math.max(0, total - n));
  const shown = newestThatFit(entries(deps, l, rows, rows.length < n, false));
  const acts = shown.filter((e) => e.seq > 0).length;
  const setup = shown.length > acts;
  const what =
    acts === 0
      ? 'the set-up (no moves yet)'
      : acts === total && setup
        ? `all ${actions(acts)}, from the set-up`
        : acts === 1
          ? 'the last action'
          : `the last ${acts} actions`;
  const more = acts < total ? ' (older: /log page:1, or /log file:true)' : '';
  return ephemeral(fit([`${title}: ${what}${more}`], shown.length ? shown.flatMap((e) => e.lines) : ['(nothing yet)'], []));
}
