// A call to act fits a phone's notification: the first line of a turn message says who decides
// and what, the decision's verb first, in at most 120 characters; what the decision is about
// follows on the next lines. Checked over whole AI games of every game in every language.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/engine/text';
import { allGames } from '../../src/games/registry';
import { callsToAct, length } from '../support/callToAct';

const MAX = 120;

describe('the call to act', () => {
  it.each(allGames().map((g) => [g.id, g] as const))('of %s fits 120 characters in every language', (_id, def) => {
    const long: string[] = [];
    for (const locale of LOCALES) {
      const lines = callsToAct(def, locale, 11);
      expect(lines.length, `${locale}: a whole game has calls to act`).toBeGreaterThan(3);
      for (const line of new Set(lines)) if (length(line) > MAX) long.push(`${locale} ${length(line)}: ${line}`);
    }
    expect(long.slice(0, 8)).toEqual([]);
  });

  it('names the person and the decision first, the explanation on its own line', () => {
    const def = allGames().find((g) => g.id === 'action-man')!;
    const lines = callsToAct(def, 'en', 11);
    expect(lines.find((l) => l.startsWith('▶ @Amélie'))).toBe('▶ @Amélie (Red): Roll the die');
    expect(lines.find((l) => l.startsWith('▶ AI '))).toMatch(/^▶ AI (Blue|Yellow|Green): Roll the die$/);
    const battle = lines.find((l) => l.includes('Keep'));
    expect(battle).toMatch(/^▶ .+: Keep \d+, or throw all five again\? (Land|Sea|Air) battle against /);
  });
});
