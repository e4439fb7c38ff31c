// The call to act as a phone's notification shows it: the first line of each turn message over
// a whole game played by the AIs, with one seat a person (a mention shows as "@name") and the
// others AI seats named as the services name them. Used by the length test and the bench.
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import type { Locale } from '../../src/engine/text';
import type { AnyGame } from '../../src/engine/types';
import type { Running } from '../../src/services/core/context';
import { looksOf } from '../../src/services/core/seats';
import { aiNames, rolesAt } from '../../src/services/messages/aiNames';
import { turnLine } from '../../src/services/messages/turnMessage';
import { seatNamer } from '../../src/services/messages/voices';
import { TEXTS } from './text';

/** A first line as Discord shows it: a mention as "@name", no bold marks, no escapes. */
export const shown = (line: string, names: ReadonlyMap<string, string>): string =>
  line
    .replace(/<@(\d+)>/g, (_, id: string) => `@${names.get(id) ?? id}`)
    .replace(/\*\*/g, '')
    .replace(/\\(.)/g, '$1');

/** Characters as a reader counts them (a code point each). */
export const length = (s: string): number => [...s].length;

/** Every call to act's first line over one whole AI game of `def` in `locale` (seed `seed`), as shown. */
export function callsToAct(def: AnyGame, locale: Locale, seed: number, person = 'Amélie'): string[] {
  const count = Math.min(4, Math.max(...(def.playerCounts ?? [def.maxPlayers])));
  const drafts = Array.from({ length: count }, (_, i) => ({ name: i === 0 ? person : 'AI', ai: i > 0 }));
  const row = { options: {}, seed, dice: [], after: [] };
  const table = TEXTS.voice(locale, { game: def.id });
  const names = aiNames(table, drafts, rolesAt(def, row, count));
  const seats = names.map((name, seat) => ({ seat, name, ai: seat > 0, userId: seat === 0 ? '100' : null }));
  let match = createMatch(
    def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    {},
    seed,
  ).match;
  const mentions = new Map([['100', person]]);
  const lines: string[] = [];
  for (let step = 0; step < 5000; step++) {
    const pending = def.pending(match.state);
    if (!pending || def.outcome(match.state)) break;
    const r = { def, match, seats, row: { match, settings: { language: locale } } } as unknown as Running;
    const me = TEXTS.voice(locale, { game: def.id, seat: seatNamer(TEXTS, r) });
    lines.push(shown(turnLine(me, r, pending, looksOf(r))[0], mentions));
    const res = applyDecision(def, match, aiDecision(def, match, pending)!, pending);
    if (!res.ok) throw new Error(`${def.id}: the AI's move refused at step ${step}`);
    match = res.value.match;
  }
  return lines;
}
