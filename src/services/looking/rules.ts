// Read-only answers: board, status, rules, help (the log is in log.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as store from '../../store';
import type { Answer, Where } from '../contract';
import {
  ephemeral,
  fail,
  latestIn,
  liveIn,
  looksOf,
  running,
  type AnyGame,
  type Deps,
  type Loaded,
  type Running,
} from '../core/context';
import { seatLabel } from '../play/playCard';
import { helpText } from '../messages/helpText';
import { lobbyReply } from '../lobby/table';
import { turnLine, turnReply } from '../messages/turnMessage';
import { clip, esc, escText, fit } from '../messages/text';

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
  const foot = outcome ? [`🏆 ${clip(escText(outcome.text, names), 300)}`] : pending ? [turnLine(r, pending, looks)] : [];
  return ephemeral(fit(head, lines, foot));
}

const RULES_MAX = 1800;

/** The rules page's "Summary" section if it has one, else its beginning. */
export function rulesSummary(md: string): string {
  const m = /^##\s+Summary\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/im.exec(md);
  const text = (m ? m[1] : md).trim();
  return clip(text, RULES_MAX);
}

/** The game played here: the one in this place, else the one game opened here that plays in a thread. */
function gameHere(deps: Deps, where: Where): AnyGame | null {
  const l = current(deps, where);
  if (l) return l.def;
  const kinds = new Set(store.threadedGamesOf(deps.db, where.channelId).map((g) => g.game));
  return kinds.size === 1 ? (deps.games.get([...kinds][0]) ?? null) : null;
}

export function rules(deps: Deps, where: Where, game?: string): Answer {
  const named = game?.trim();
  if (!named) {
    const here = gameHere(deps, where);
    if (here) return rulesOf(deps, here);
    const list = [...deps.games.values()].map((g) => `• **${esc(g.name)}** (\`${g.id}\`): /rules game:${g.id}`);
    return ephemeral(['Rules of the games here:', ...list].join('\n'));
  }
  const def = deps.games.get(named) ?? [...deps.games.values()].find((g) => g.name.toLowerCase() === named.toLowerCase());
  if (!def) return fail('game.unknown', { game: escText(clip(named, 50)), list: [...deps.games.keys()].join(', ') });
  return rulesOf(deps, def);
}

function rulesOf(deps: Deps, def: AnyGame): Answer {
  const file = join(deps.rulesDir, `${def.id}.md`);
  if (!existsSync(file)) return fail('rules.missing', { game: def.name });
  return ephemeral(fit([`**${esc(def.name)}**: rules in short`], [rulesSummary(readFileSync(file, 'utf8'))], []));
}

/** /help for the game here, or for every game when none is here. */
export function help(deps: Deps, where: Where): Answer {
  const here = gameHere(deps, where);
  const games = here ? [here] : [...deps.games.values()];
  return ephemeral(
    helpText({
      spinners: games.filter((g) => g.spinner).map((g) => g.name),
      withCards: games.filter((g) => g.cards).map((g) => g.name),
      here: here !== null,
    }),
  );
}
