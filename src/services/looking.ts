// Read-only answers: board, status, log, rules, help.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMatch } from '../engine/match';
import * as store from '../store';
import type { Answer, Where } from './contract';
import { ephemeral, fail, latestIn, liveIn, looksOf, publicPost, running, type Deps, type Loaded, type Running } from './context';
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

export function board(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return fail('game.none-here');
  if (l.row.status === 'lobby') return publicPost(l, lobbyReply(l, l.row.version));
  const r = shown(l)!;
  const last = store.recentActions(deps.db, l.row.id, 1)[0];
  return publicPost(r, turnReply(deps, r, l.row.version, last ? last.events : []));
}

export function status(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return fail('game.none-here');
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(l, l.row.version).content);
  const r = shown(l)!;
  const pending = r.def.pending(r.match.state);
  const outcome = r.def.outcome(r.match.state);
  const head = [`**${esc(r.def.name)}** · turn ${r.match.step} · ${l.row.status}`];
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

export function log(deps: Deps, where: Where, count: number): Answer {
  const l = current(deps, where);
  if (!l) return fail('game.none-here');
  const n = Math.min(Math.max(1, Math.floor(count) || DEFAULT_LOG_COUNT), MAX_LOG_COUNT);
  const rows = store.recentActions(deps.db, l.row.id, n);
  const seats = l.row.match?.seats ?? [];
  const names = seats.map((s) => s.name);
  // The set-up (who goes first, with its rolls) is not an action: it is rebuilt from the seed,
  // which gives exactly the same events, once the log reaches back to the start.
  const setup = l.row.match && rows.length < n ? createMatch(l.def, seats, l.row.options, l.row.seed, l.row.dice).events : [];
  const lines = [
    ...(setup.length ? ['**#0** set-up', ...setup.map((e) => `  ${clip(eventLine(e, names), 300)}`)] : []),
    ...rows.flatMap((a) => [
    `**#${a.seq}** ${esc(seats[a.seat]?.name ?? '?')}${a.decision.kind === 'resign' ? ' resigned' : ''}`,
      ...a.events.map((e) => `  ${clip(eventLine(e, names), 300)}`),
    ]),
  ];
  const head = [`**${esc(l.def.name)}**: the last ${rows.length} actions`];
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
