// The Bionic Woman through the platform: the service with real pictures, the hand kept out of
// public messages, /playcard, and the local table playing an all-AI game to a winner.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createService, type Answer } from '../../../src/services';
import {
  alice,
  bob,
  buttons,
  drain,
  here,
  lastTurn,
  row,
  selects,
  shown,
  stubRender,
  tempDb,
  toMove,
} from '../../support/service';
import { expectPictures } from '../../support/pictures';
import { local } from '../../support/local';
import { allGames } from '../../../src/games/registry';
import { renderBoard } from '../../../src/render';

const SPECIAL_NAMES = ['STEVE AUSTIN ASSISTS', 'GO TO ANY AIRPORT', 'GO TO H.Q.'];

describe('The Bionic Woman through the service', () => {
  it('plays through buttons, menus and /playcard with real pictures; a held card never shows in public', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 11, games: allGames(), render: renderBoard });
    await svc.newGame(here, alice, 'bionic-woman', 0);
    await svc.join(here, bob);
    await svc.start(here, alice);
    const publics: Answer[] = [lastTurn(await drain(svc))];
    // The first travel by /roll: at H.Q. driving is the one method open.
    const first = await toMove(svc, [alice, bob]);
    publics.push(...(await shown(svc, await svc.roll(here, first))));
    expect(publics.at(-1)!.reply.content).toMatch(/drives: rolls \d \+ \d/);
    let played = 0;
    let menus = 0;
    let checked = 0;
    let acted = 1; // the /roll above; an action may leave two public messages, so count actions
    for (let i = 0; i < 120 && row(p).status === 'active'; i++) {
      const turn = await toMove(svc, [alice, bob]);
      const held = new Map<string, string>(); // card id -> name, of both players
      for (const who of [alice, bob]) {
        const h = await svc.hand(here, who);
        expect(h.reply.ephemeral).toBe(true);
        for (const m of h.reply.content.matchAll(/\*\*([^*]+)\*\* \(`([^`]+)`\)/g)) held.set(m[2], m[1]);
      }
      const last = publics[publics.length - 1];
      // A card is named in public only when it is played (every message since the last round).
      for (const pub of publics.slice(checked)) {
        const unplayed = pub.reply.content.replace(/plays [A-Z .]+/g, '');
        for (const [id, name] of held) {
          expect(SPECIAL_NAMES).toContain(name);
          expect(unplayed).not.toContain(name);
          expect(pub.reply.content).not.toContain(`\`${id}\``);
          for (const b of buttons(pub)) expect(b.customId.endsWith(`:${id}`)).toBe(false);
        }
      }
      checked = publics.length;
      const hand = await svc.hand(here, turn);
      const playable = selects(hand)[0];
      let next: Answer;
      if (playable && played < 3) {
        // The special card from the hand, by /playcard with its id.
        next = await svc.playCard(here, turn, playable.options[0].value.replace(/^play:/, ''));
        played++;
      } else {
        const pick = buttons(last).find((b) => b.label !== 'My hand' && !b.disabled && b.customId.startsWith('pick:'));
        const menu = selects(last)[0];
        if (pick) next = await svc.component(here, turn, pick.customId);
        else if (menu) {
          menus++;
          next = await svc.component(here, turn, menu.customId, [menu.options[0].value]);
        } else break;
      }
      // Accepted: a click answers in public; /playcard may answer privately ("Done"), its turn message owed.
      if (next.reply.ephemeral) expect(next.reply.content).toMatch(/^Done/);
      publics.push(...(await shown(svc, next)));
      acted++;
    }
    expect(acted).toBeGreaterThan(50);
    expect(publics.some((a) => buttons(a).some((b) => b.label === 'Drive'))).toBe(true);
    expect(publics.some((a) => buttons(a).some((b) => b.label.startsWith('Helicopter to ')))).toBe(true);
    expect(menus).toBeGreaterThan(0);
    expect(played).toBeGreaterThan(0);
    // A picture for each decision on the board; none on a plain roll's message.
    expect(expectPictures(publics)).toBeGreaterThan(3);
    for (const a of publics) {
      expect(a.reply.content.length).toBeLessThanOrEqual(2000);
      for (const r of a.reply.rows) if ('select' in r) expect(r.select.options.length).toBeLessThanOrEqual(25);
    }
    await svc.close();
  });

  it('the local table plays --players 4 --ai 4 to a winner', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'bionic-local-'));
    const run = await local(['bionic-woman', '--players', '4', '--ai', '4', '--seed', '7', '--out', outDir], '', (databasePath) =>
      createService({ databasePath, render: stubRender, seed: () => 7, games: allGames() }),
    );
    expect(run.last).toMatch(/^Winner: AI (Red|Blue|Green|Yellow)( & AI (Red|Blue|Green|Yellow))*$/);
  });
});
