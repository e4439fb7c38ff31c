// `/rules`: a game's rules in short, from the Summary of its page in docs/games (in the asker's
// language: <game>.fr.md, <game>.hu.md beside the English <game>.md); and which game a place is
// about (also asked by /help).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Answer, Asker, Where } from '../contract';
import type { AnyGame, Deps } from '../core/context';
import type { Voice } from '../core/texts';
import { ephemeral, fail } from '../messages/answers';
import { clip, esc, escText, fit } from '../messages/text';
import { gameName, privateVoice } from '../messages/voices';
import { current } from '../records/load';

const RULES_MAX = 1800;

/** The rules page's "Summary" section if it has one (any heading level-2 named so in its language), else its beginning. */
export function rulesSummary(md: string): string {
  const m = /^##\s+(?:Summary|Résumé|Összefoglaló)\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/im.exec(md);
  const text = (m ? m[1] : md).trim();
  return clip(text, RULES_MAX);
}

/** The game played here: the one in this place, else the one game opened here that plays in a thread. */
export async function gameHere(deps: Deps, where: Where): Promise<AnyGame | null> {
  const l = await current(deps, where);
  if (l) return l.def;
  const kinds = new Set((await deps.store.threadedGamesOf(where.channelId)).map((g) => g.game));
  return kinds.size === 1 ? (deps.games.get([...kinds][0]) ?? null) : null;
}

export async function rules(deps: Deps, where: Where, game?: string, asker?: Asker): Promise<Answer> {
  const me = privateVoice(deps, asker);
  const named = game?.trim();
  if (!named) {
    const here = await gameHere(deps, where);
    if (here) return rulesOf(deps, me, here);
    const list = [...deps.games.values()].map((g) => me.t('rules.item', { game: esc(gameName(deps, me, g)), id: g.id }));
    return ephemeral([me.t('rules.list'), ...list].join('\n'));
  }
  const low = named.toLowerCase();
  const def =
    deps.games.get(named) ??
    [...deps.games.values()].find((g) => g.name.toLowerCase() === low || gameName(deps, me, g).toLowerCase() === low);
  if (!def) return fail(me, 'game.unknown', { game: escText(clip(named, 50)), list: [...deps.games.keys()].join(', ') });
  return rulesOf(deps, me, def);
}

/** The rules page in `me`'s language, else the English one. */
function pageOf(deps: Deps, me: Voice, def: AnyGame): string | null {
  for (const file of [...(me.locale === 'en' ? [] : [`${def.id}.${me.locale}.md`]), `${def.id}.md`]) {
    const path = join(deps.rulesDir, file);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  return null;
}

function rulesOf(deps: Deps, me: Voice, def: AnyGame): Answer {
  const page = pageOf(deps, me, def);
  const name = gameName(deps, me, def);
  if (page === null) return fail(me, 'rules.missing', { game: name });
  return ephemeral(fit(me, [me.t('rules.head', { game: esc(name) })], [rulesSummary(page)], []));
}
