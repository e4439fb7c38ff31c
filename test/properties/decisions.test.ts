// No routine move behind a paged menu, in any game: over whole all-AI games, every pending
// decision's public choices are laid out in the turn message at once (buttons, or menus of at
// most 25 side by side; never Prev/Next), the ones that matter (unlettered) before the ones
// lettered on the picture, in rows that leave room for the message's tools; and no hand holds
// more plays than one menu shows.
import { describe, expect, it } from 'vitest';
import { deepOr } from '../support/deep';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import type { Choice } from '../../src/engine/types';
import { allGames } from '../../src/games/registry';
import { playerCountsOf } from '../../src/services/core/seats';
import { choiceRows, isPublic, PAGE_SIZE } from '../../src/services/messages/choiceRows';
import { voice } from '../support/text';

/** Games of each kind; 1 in npm test, 50 in the deep run; STORY_GAMES sets another count. */
const GAMES = Number(process.env.STORY_GAMES ?? deepOr(50, 1));

/** Discord's limit of rows in a message; the turn message keeps one for Details and What did I miss?. */
const ROWS = 5;

describe.each(allGames().map((g) => [g.id, g] as const))('%s: every decision at once', (_id, def) => {
  it(`over ${GAMES} all-AI games: no paged menu, the choices that matter first, hands within one menu`, () => {
    const me = voice({ game: def.id });
    let decisions = 0;
    let most = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const counts = playerCountsOf(def);
      const players = counts[seed % counts.length];
      const seats = Array.from({ length: players }, (_, i) => ({ name: `Bot ${i + 1}`, ai: true }));
      let match = createMatch(def, seats, {}, seed).match;
      for (let step = 0; step < 5000; step++) {
        const pending = def.pending(match.state);
        if (!pending) break;
        const open = pending.choices.filter(isPublic);
        const hand = pending.choices.filter((c) => !isPublic(c));
        const withHand = def.cards === true;
        const rows = choiceRows(me, 1, 1, open, withHand);
        const where = `${def.id} seed ${seed} step ${step} (${open.length} choices)`;
        decisions++;
        most = Math.max(most, open.length);
        expect(rows.length, where).toBeLessThanOrEqual(ROWS - 1);
        const ids: string[] = [];
        for (const r of rows) {
          if ('select' in r) {
            expect(r.select.options.length, where).toBeLessThanOrEqual(PAGE_SIZE);
            ids.push(...r.select.options.map((o) => o.value));
          } else {
            for (const b of r.buttons) {
              const [kind, , , ...arg] = b.customId.split(':');
              expect(kind, `${where}: a paging button`).not.toBe('page');
              if (kind === 'pick') ids.push(arg.join(':'));
            }
          }
        }
        // Every public choice exactly once, and none lettered on the picture before one that is not.
        expect([...ids].sort(), where).toEqual(open.map((c) => c.id).sort());
        const byId = new Map<string, Choice>(open.map((c) => [c.id, c]));
        const lettered = ids.map((id) => byId.get(id)!.mark !== undefined);
        expect(lettered.indexOf(true) < 0 || !lettered.slice(lettered.indexOf(true)).includes(false), where).toBe(true);
        // A hand's plays fit one menu of the hand message.
        expect(hand.length, where).toBeLessThanOrEqual(PAGE_SIZE);
        const d = aiDecision(def, match, pending)!;
        const res = applyDecision(def, match, d, pending);
        if (!res.ok) throw new Error(`${where}: ${res.message}`);
        match = res.value.match;
      }
    }
    expect(decisions).toBeGreaterThan(GAMES * 10);
    // The Bionic Woman's drive offers more than a menu holds: the case this guards.
    if (def.id === 'bionic-woman') expect(most).toBeGreaterThan(PAGE_SIZE);
  });
});
