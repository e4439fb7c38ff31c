// The Action Man Game through the real service, with real pictures, and at the local table.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createService, type Actor, type Answer } from '../../../src/services';
import { alice, bob, buttons, drain, here, lastTurn, row, shown, tempDb } from '../../support/service';
import { expectPictures } from '../../support/pictures';
import { local } from '../../support/local';
import { allGames } from '../../../src/games/registry';
import { renderBoard } from '../../../src/render';

/** The player a public message asks to act (its first mention). */
function asked(a: Answer): Actor | null {
  const m = /<@([^>]+)>/.exec(a.reply.content);
  return m ? ([alice, bob].find((p) => p.userId === m[1]) ?? null) : null;
}

describe('The Action Man Game through the service', () => {
  it('plays a combat (Keep / Throw again) and a POW offer that only the asked player may answer, with a real picture for each decision on the board', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 2024, games: allGames(), render: renderBoard });
    await svc.newGame(here, alice, 'action-man', 0);
    await svc.join(here, bob);
    // Start answers privately; the first turn message is owed by the pump (the game plays in its channel).
    expect((await svc.start(here, alice)).reply.ephemeral).toBe(true);
    let last = lastTurn(await drain(svc));
    const publics: Answer[] = [last];
    let sawCombat = false;
    let sawOffer = false;
    for (let i = 0; i < 200 && row(p).status === 'active' && !sawOffer; i++) {
      const who = asked(last)!;
      expect(who, last.reply.content).not.toBeNull();
      const labels = buttons(last)
        .filter((b) => b.customId.startsWith('pick:'))
        .map((b) => b.label);
      if (labels.includes('Keep (score 0)') || labels.some((l) => /^Keep \(score \d\)$/.test(l))) {
        sawCombat = true;
        expect(labels.some((l) => /^Throw again \([12] left\)$/.test(l))).toBe(true);
        expect(last.reply.content).toMatch(/(Land|Sea|Air) battle: \w+/);
        expect(last.reply.content).toMatch(/(throws [a-z ,]+: score|scores) \d/);
      }
      if (labels.includes('Accept the exchange')) {
        sawOffer = true;
        const other = who === alice ? bob : alice;
        const refused = await svc.component(here, other, buttons(last).find((b) => b.label === 'Accept the exchange')!.customId);
        expect(refused.reply.ephemeral).toBe(true);
      }
      const pick = buttons(last).find((b) => b.customId.startsWith('pick:') && !b.disabled)!;
      // A click answers in public: an update of this turn's message, or the next player-turn's message.
      const next = await svc.component(here, who, pick.customId);
      expect(next.reply.ephemeral, next.reply.content).toBe(false);
      // A turn message the pump still owes (as the bot would post it) is the newest public one.
      const now = await shown(svc, next);
      publics.push(...now);
      last = now.at(-1)!;
    }
    expect(sawCombat).toBe(true);
    expect(sawOffer).toBe(true);
    // A picture for each decision on the board; none on a plain roll's message.
    expect(expectPictures(publics)).toBeGreaterThan(3);
    for (const a of publics) {
      expect(a.reply.content.length).toBeLessThanOrEqual(2000);
    }
    // No hands in this game: /hand has nothing secret to show.
    expect((await svc.hand(here, alice)).reply.ephemeral).toBe(true);
    await svc.close();
  });

  it('the local table plays an all-AI game of 4 to a winner: "Winner: AI <colour>"', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rerun-am-'));
    const { stdout } = await local(['action-man', '--players', '4', '--ai', '4', '--seed', '7', '--out', outDir]);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^Winner: AI (Red|Blue|Yellow|Green)$/);
    const png = readdirSync(outDir).find((f) => f.endsWith('.png'))!;
    expect(readFileSync(join(outDir, png)).subarray(1, 4).toString()).toBe('PNG');
  });
});
