// /log: the last moves, a page of the whole game, or all of it as a text file, in the asker's
// language. The log is a list of entries (the set-up, then one per action with its events and
// notes); an entry is never cut in two, so each header counts exactly the entries below it.
import { createMatch } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT, type Actor, type Answer, type Asker, type Where } from '../contract';
import type { Deps, Loaded } from '../core/context';
import type { Voice } from '../core/texts';
import { ephemeral } from '../messages/answers';
import { clip, esc, escText, eventLine, fit, MAX_CONTENT } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import { dueCatchUp } from './catchup';
import { current, elsewhere } from './load';
import { noReplay, replayLater } from './replayGif';
import { toldSince } from '../core/told';

/** How /log is asked: the last `count` actions, a page of the whole game, or all of it as a text file. */
export interface LogAsk {
  count: number;
  page?: number;
  file?: boolean;
  /** The animated replay of the finished game (answered later: see Answer.later). */
  replay?: boolean;
  /** Asked with no options: the asker's catch-up instead, when it is their turn. */
  due?: boolean;
}

/** One entry: the set-up (seq 0) or an action, as the lines it shows. */
export interface Entry {
  seq: number;
  lines: string[];
}

/** Room for the header line above the entries of a message. */
const HEAD_ROOM = 200;
const BUDGET = MAX_CONTENT - HEAD_ROOM;

export async function entries(
  deps: Deps,
  me: Voice,
  l: Loaded,
  actions: store.ToldAction[],
  withSetup: boolean,
  plain: boolean,
): Promise<Entry[]> {
  const seats = l.row.match?.seats ?? [];
  const names = seats.map((s) => s.name);
  const ev = (e: GameEvent) =>
    `  ${plain ? (e.dice?.length ? `[${e.dice.join(' ')}] ` : '') + me.say(e.text) : clip(eventLine(me, e, names), 300)}`;
  const name = (seat: number) => (plain ? (seats[seat]?.name ?? '?') : esc(seats[seat]?.name ?? '?'));
  const bold = (x: string) => (plain ? x : `**${x}**`);
  const notes = await deps.store.notesSince(l.row.id, 0);
  const noteLines = (after: number) =>
    notes
      .filter((n) => n.after === after)
      .map((n) => `  ${me.t('log.note', { text: plain ? me.say(n.text) : clip(escText(me.say(n.text), names), 300) })}`);
  const out: Entry[] = [];
  // The set-up (who goes first, with its rolls) is not an action: it is rebuilt from the seed,
  // which gives exactly the same events, once the log reaches back to the start.
  if (withSetup && l.row.match) {
    const setup = createMatch(l.def, seats, l.row.options, l.row.seed, l.row.dice).events;
    out.push({ seq: 0, lines: [me.t('log.setup', { id: bold('#0') }), ...setup.map(ev), ...noteLines(0)] });
  }
  for (const a of actions) {
    const by = a.decision.kind === 'resign' ? 'resign' : a.decision.kind === 'choice' ? (a.decision.by ?? 'none') : 'none';
    const who = me.t('log.action', { id: bold(`#${a.seq}`), name: name(a.seat), by });
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
export function pagesOf(all: Entry[]): Entry[][] {
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

/** What a list of entries holds, in words: "the set-up and actions #1 to #7". */
export function span(me: Voice, list: Entry[]): string {
  const acts = list.filter((e) => e.seq > 0);
  const setup = list.length > acts.length;
  const range =
    acts.length === 0
      ? null
      : acts.length === 1
        ? me.t('log.span-one', { n: acts[0].seq })
        : me.t('log.span-range', { from: acts[0].seq, to: acts[acts.length - 1].seq });
  if (setup && range) return me.t('log.span-both', { range });
  if (setup) return me.t('log.span-setup');
  return range ?? me.t('log.span-none');
}

export async function log(
  deps: Deps,
  where: Where,
  ask: number | LogAsk,
  asker?: Asker & Partial<Pick<Actor, 'userId'>>,
): Promise<Answer> {
  const q: LogAsk = typeof ask === 'number' ? { count: ask } : ask;
  const l = await current(deps, where);
  if (!l) return await elsewhere(deps, where, asker);
  const due = q.due && asker ? await dueCatchUp(deps, l, asker) : null;
  if (due) return due;
  const me = privateVoice(deps, asker, l);
  if (q.replay) return noReplay(deps, l, asker ?? {}) ?? replayLater(me, l);
  const game = gameName(deps, me, l.def);
  const title = `**${esc(game)}**`;
  const total = await deps.store.actionCount(l.row.id);
  if (q.file) {
    const all = await entries(deps, me, l, await toldSince(deps, l, 0), true, true);
    const text = [me.t('log.file-head', { game, id: l.row.id, n: total }), ...all.flatMap((e) => e.lines)].join('\n');
    return {
      reply: {
        ephemeral: true,
        content: me.t('log.file', { title, n: total }),
        rows: [],
        file: { name: `${l.def.id}-${l.row.id}-log.txt`, data: Buffer.from(text, 'utf8') },
      },
      retire: [],
    };
  }
  if (q.page !== undefined) {
    const pages = pagesOf(await entries(deps, me, l, await toldSince(deps, l, 0), true, false));
    const p = Math.min(Math.max(1, Math.floor(q.page) || 1), pages.length);
    const head = me.t('log.page', {
      title,
      page: p,
      pages: pages.length,
      span: span(me, pages[p - 1]),
      next: p < pages.length ? 'yes' : 'no',
      following: p + 1,
    });
    return ephemeral(
      fit(
        me,
        [head],
        pages[p - 1].flatMap((e) => e.lines),
        [],
      ),
    );
  }
  const n = Math.min(Math.max(1, Math.floor(q.count) || DEFAULT_LOG_COUNT), MAX_LOG_COUNT);
  const rows = await toldSince(deps, l, Math.max(0, total - n));
  const shown = newestThatFit(await entries(deps, me, l, rows, rows.length < n, false));
  const acts = shown.filter((e) => e.seq > 0).length;
  const setup = shown.length > acts;
  const what =
    acts === 0
      ? me.t('log.what-setup')
      : acts === total && setup
        ? me.t('log.what-all', { n: acts })
        : me.t('log.what-last', { n: acts });
  const more = acts < total ? me.t('log.older') : '';
  return ephemeral(
    fit(me, [me.t('log.head', { title, what, more })], shown.length ? shown.flatMap((e) => e.lines) : [me.t('log.nothing')], []),
  );
}
