// Escape from the Death Star through the platform: the service with real pictures, and the
// local table from the command line.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DsState } from '../../../src/games/death-star';
import { createService, type Answer } from '../../../src/services';
import { alice, bob, buttons, drain, here, lastTurn, row, shown, tempDb, toMove } from '../../support/service';
import { expectPictures } from '../../support/pictures';
import { local } from '../../support/local';
import { allGames } from '../../../src/games/registry';
import { renderBoard } from '../../../src/render';

describe('Escape from the Death Star through the service', () => {
  it('plays with real pictures: spin, then a button per token and end; hands never in public replies', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 11, games: allGames(), render: renderBoard });
    await svc.newGame(here, alice, 'death-star', 0);
    await svc.join(here, bob);
    // Start answers privately; the first turn message is owed by the pump (the game plays in its channel).
    expect((await svc.start(here, alice)).reply.ephemeral).toBe(true);
    const publics: Answer[] = [lastTurn(await drain(svc))];
    const secrets = new Set<string>();
    let moveButtons = 0;
    for (let i = 0; i < 60 && row(p).status === 'active'; i++) {
      for (const who of [alice, bob]) {
        const h = await svc.hand(here, who);
        expect(h.reply.ephemeral).toBe(true);
        for (const m of h.reply.content.matchAll(/\(`([^`]+)`\)/g)) secrets.add(m[1]);
        for (const c of (row(p).match!.state as DsState).players.flatMap((q) => q.hand)) secrets.add(c);
      }
      const last = publics[publics.length - 1];
      const picks = buttons(last).filter((b) => b.label !== 'My hand' && !b.disabled && b.customId.startsWith('pick:'));
      if (picks.length === 0) break;
      if (picks.some((b) => / to /.test(b.label))) {
        moveButtons++;
        for (const b of picks) expect(b.label).toMatch(/^(Luke\/Leia|Han\/Chewie|Falcon)( out of detention)? to /);
      } else expect(picks.map((b) => b.label)).toContain('Spin');
      const next = await svc.component(here, await toMove(svc, [alice, bob]), picks[0].customId);
      // A click answers in public (an update of this turn's message, or the next player-turn's);
      // a turn message the pump still owes, as the bot would post it, is the newest public one.
      expect(next.reply.ephemeral).toBe(false);
      publics.push(...(await shown(svc, next)));
    }
    expect(moveButtons).toBeGreaterThan(10);
    // Seed 11: a player draws an ESCAPE card early, so there was a secret to keep.
    expect(secrets.size).toBeGreaterThan(0);
    const text = publics.map((a) => a.reply.content).join('\n');
    expect(text).toMatch(/spins [123]/);
    // A picture for each decision on the board; none on a plain roll's message.
    expect(expectPictures(publics)).toBeGreaterThan(3);
    for (const a of publics) {
      expect(a.reply.content.length).toBeLessThanOrEqual(2000);
      const ids = a.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.customId) : [r.select.customId]));
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
      for (const s of secrets) {
        expect(a.reply.content).not.toContain(`\`${s}\``);
        for (const id of ids) expect(id.endsWith(`:${s}`)).toBe(false);
      }
    }
    await svc.close();
  });
});

describe('the local table', () => {
  it('plays death-star --players 4 --ai 4 to a winner', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rerun-ds-'));
    const { stdout } = await local(['death-star', '--players', '4', '--ai', '4', '--seed', '7', '--out', outDir]);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^Winner: AI (Red|Blue|Green|Yellow)$/);
    expect(stdout).toContain('reaches the Rebel Base and wins');
    expect(readdirSync(outDir).some((f) => f.endsWith('.png'))).toBe(true);
  }, 60_000);
});
