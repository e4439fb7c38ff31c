// `/rules`: a game's rules in short, from the Summary of its page in docs/games; and which game
// a place is about (also asked by /help).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as store from '../../store';
import type { Answer, Where } from '../contract';
import type { AnyGame, Deps } from '../core/context';
import { ephemeral, fail } from '../messages/answers';
import { clip, esc, escText, fit } from '../messages/text';
import { current } from '../records/load';

const RULES_MAX = 1800;

/** The rules page's "Summary" section if it has one, else its beginning. */
export function rulesSummary(md: string): string {
  const m = /^##\s+Summary\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/im.exec(md);
  const text = (m ? m[1] : md).trim();
  return clip(text, RULES_MAX);
}

/** The game played here: the one in this place, else the one game opened here that plays in a thread. */
export function gameHere(deps: Deps, where: Where): AnyGame | null {
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
