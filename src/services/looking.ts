// Read-only answers: board, status, log, rules, help.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMatch } from '../engine/match';
import * as store from '../store';
import type { Answer, Where } from './contract';
import { ephemeral, fail, latestIn, liveIn, looksOf, running, type Deps, type Loaded, type Running } from './context';
import { seatLabel } from './cards';
import { HELP } from './help';
import { DEFAULT_LOG_COUNT, MAX_LOG_COUNT } from './logCount';
import { lobbyReply } from './lobby';
import { turnLine, turnReply } from './turnMessage';
import { clip, esc, escText, eventLine, fit } from './text';

/** The channel's live game, or else its last finished one (to look at after the end). */
export function current(deps: Deps, where: Where): Loaded | null {
  const live = liveIn(deps, where.channelId);
  if (live) return live;
  const last = latestIn(deps, where.channelId);
  return last && last.row.status === 'finished' ? last : null;
}

/** A finished game is still drawable: it is "running" for the message builders. */
function shown(l: Loaded): Running | null {
  return running(l) ?? (l.row.status === 'finished' && l.row.match ? { ...l, match: l.row.match } : null);
}

/** `/board`: the current picture, privately (no second ping, no flood); the buttons stay on the turn message. */
export function board(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(l, l.row.version).content);
  const r = shown(l)!;
  const reply = turnReply(deps, r);
  return { reply: { ...reply, ephemeral: true, rows: [] }, retire: [] };
}

/** No game here: if games opened here play in threads, say where. */
export function elsewhere(deps: Deps, where: Where): Answer {
  const threaded = store.threadedGamesOf(deps.db, where.channelId);
  if (threaded.length === 0) return fail('game.none-here');
  return fail('game.in-thread', { links: threaded.map((g) => `<#${g.threadId}>`).join(', ') });
}

export function status(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(l, l.row.version).content);
  const r = shown(l)!;
  const pending = r.def.pending(r.match.state);
  const outcome = r.def.outcome(r.match.state);
  const head = [`**${esc(r.def.name)}** · turn ${Math.max(1, l.row.turn.no)} · ${l.row.status}`];
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  const seats = r.match.seats.map((s, i) => `${escText(seatLabel(r, i, looks), names)}${s.ai ? ' 🤖' : ''}`);
  const lines = [...seats, '', ...r.def.status(r.match.state).map((x) => clip(escText(x, names), 300))];
  const foot = outcome
    ? [`🏆 ${clip(escText(outcome.text, names), 300)}`]
    : pending
      ? [turnLine(r, pending, looks)]
      : [];
  return ephemeral(fit(head, lines, foot));
}

/** How /log is asked: the last `count` actions, a page of the whole game (LOG_PAGE a page), or all of it as a text file. */
export interface LogAsk {
  count: number;
  page?: number;
  file?: boolean;
}

const BY: Record<store.DecidedBy, string> = { forced: ' (forced)', clock: ' (time ran out: AI)', away: ' (AI, player away)' };

function logLines(l: Loaded, actions: store.ActionRow[], withSetup: boolean, plain: boolean, deps: Deps): string[] {
  const seats = l.row.match?.seats ?? [];
  const names = seats.map((s) => s.name);
  const ev = (e: Parameters<typeof eventLine>[0]) => `  ${plain ? (e.dice?.length ? `[${e.dice.join(' ')}] ` : '') + e.text : clip(eventLine(e, names), 300)}`;
  const name = (seat: number) => (plain ? (seats[seat]?.name ?? '?') : esc(seats[seat]?.name ?? '?'));
  // The set-up (who goes first, with its rolls) is not an action: it is rebuilt from the seed,
  // which gives exactly the same events, once the log reaches back to the start.
  const setup = l.row.match && withSetup ? createMatch(l.def, seats, l.row.options, l.row.seed, l.row.dice).events : [];
  const notes = store.notesSince(deps.db, l.row.id, 0);
  const bold = (x: string) => (plain ? x : `**${x}**`);
  return [
    ...(setup.length ? [`${bold('#0')} set-up`, ...setup.map(ev)] : []),
    ...(withSetup ? notes.filter((n) => n.after === 0).map((n) => `  note: ${plain ? n.text : clip(escText(n.text), 300)}`) : []),
    ...actions.flatMap((a) => [
      `${bold(`#${a.seq}`)} ${name(a.seat)}${a.decision.kind === 'resign' ? ' resigned' : a.decision.by ? BY[a.decision.by] : ''}`,
      ...a.events.map(ev),
      ...notes.filter((n) => n.after === a.seq).map((n) => `  note: ${plain ? n.text : clip(escText(n.text), 300)}`),
    ]),
  ];
}

// A page must fit one message (2000 characters) with every event of its actions: 12 A-Team
// actions with their battles' dice and re-rolls did not, and fit() dropped the first ones.
export const LOG_PAGE = 8;

export function log(deps: Deps, where: Where, ask: number | LogAsk): Answer {
  const q: LogAsk = typeof ask === 'number' ? { count: ask } : ask;
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  const total = store.actionCount(deps.db, l.row.id);
  if (q.file) {
    const text = [`${l.def.name}, game ${l.row.id}: ${total} actions`, ...logLines(l, store.actionsOf(deps.db, l.row.id), true, true, deps)].join('\n');
    return { reply: { ephemeral: true, content: `**${esc(l.def.name)}**: the whole log (${total} actions) is attached.`, rows: [], file: { name: `${l.def.id}-${l.row.id}-log.txt`, data: Buffer.from(text, 'utf8') } }, retire: [] };
  }
  if (q.page !== undefined) {
    const pages = Math.max(1, Math.ceil(total / LOG_PAGE));
    const p = Math.min(Math.max(1, Math.floor(q.page) || 1), pages);
    const rows = store.actionPage(deps.db, l.row.id, (p - 1) * LOG_PAGE, LOG_PAGE);
    const head = [`**${esc(l.def.name)}**: actions, page ${p} of ${pages}${p < pages ? ` (next: /log page:${p + 1})` : ''}`];
    return ephemeral(fit(head, logLines(l, rows, p === 1, false, deps), []));
  }
  const n = Math.min(Math.max(1, Math.floor(q.count) || DEFAULT_LOG_COUNT), MAX_LOG_COUNT);
  const rows = store.recentActions(deps.db, l.row.id, n);
  const lines = logLines(l, rows, rows.length < n, false, deps);
  const more = total > rows.length ? ' (older: /log page:1, or /log file:true)' : '';
  const head = [`**${esc(l.def.name)}**: the last ${rows.length} actions${more}`];
  return ephemeral(fit(head, lines.length ? lines : ['(nothing yet)'], []));
}

const RULES_MAX = 1800;

/** The rules page's "Summary" section if it has one, else its beginning. */
export function rulesSummary(md: string): string {
  const m = /^##\s+Summary\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/im.exec(md);
  const text = (m ? m[1] : md).trim();
  return clip(text, RULES_MAX);
}

export function rules(deps: Deps, game?: string): Answer {
  if (!game) {
    const list = [...deps.games.values()].map((g) => `• **${esc(g.name)}** (\`${g.id}\`): /rules game:${g.id}`);
    return ephemeral(['Rules of the games here:', ...list].join('\n'));
  }
  const def = deps.games.get(game) ?? [...deps.games.values()].find((g) => g.name.toLowerCase() === game.toLowerCase());
  if (!def) return fail('game.unknown', { game: escText(clip(game, 50)), list: [...deps.games.keys()].join(', ') });
  const file = join(deps.rulesDir, `${def.id}.md`);
  if (!existsSync(file)) return fail('rules.missing', { game: def.name });
  return ephemeral(fit([`**${esc(def.name)}**: rules in short`], [rulesSummary(readFileSync(file, 'utf8'))], []));
}

export function help(): Answer {
  return ephemeral(HELP);
}
