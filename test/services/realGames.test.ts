// The service over the real games and the real renderer (what the bot runs).
import { describe, expect, it } from 'vitest';
import { createService, type Answer } from '../../src/services';
import { allGames } from '../../src/games/registry';
import { alice, bob, buttons, drain, here, lastTurn, row, selects, tempDb, toMove } from '../support/service';
import { renderBoard } from '../../src/render';
import { expectPictures } from '../support/pictures';

describe.each(allGames().map((g) => [g.id]))('%s through the service', (gameId) => {
  it('keeps every secret choice and card id out of public messages, with a real PNG for each decision on the board', async () => {
    const p = tempDb();
    const svc = await createService({ databasePath: p, seed: () => 2024, games: allGames(), render: renderBoard });
    await svc.newGame(here, alice, gameId, 0);
    await svc.join(here, bob);
    await svc.start(here, alice);
    const publics: Answer[] = [lastTurn(await drain(svc))];
    const secrets = new Set<string>();
    for (let i = 0; i < 25 && row(p).status === 'active'; i++) {
      for (const who of [alice, bob]) {
        const h = await svc.hand(here, who);
        expect(h.reply.ephemeral).toBe(true);
        for (const s of selects(h)) for (const o of s.options) secrets.add(o.value);
        for (const m of h.reply.content.matchAll(/\(`([^`]+)`\)/g)) secrets.add(m[1]);
      }
      const last = publics[publics.length - 1];
      const turn = await toMove(svc, [alice, bob]);
      const pick = buttons(last).find((b) => b.label !== 'My hand' && !b.disabled && b.customId.startsWith('pick:'));
      const menu = selects(last)[0];
      let next: Answer;
      if (pick) next = await svc.component(here, turn, pick.customId);
      else if (menu) next = await svc.component(here, turn, menu.customId, [menu.options[0].value]);
      else break; // only secret choices now: the player would use their hand
      expect(next.reply.ephemeral).toBe(false);
      publics.push(next);
    }
    expect(publics.length).toBeGreaterThan(5);
    // A card game dealt hands, so the check below had secrets to look for.
    if (
      allGames()
        .find((g) => g.id === gameId)!
        .hand(row(p).match!.state, 0).length > 0
    )
      expect(secrets.size).toBeGreaterThan(0);
    // A picture for each decision on the board; none on a plain roll's message.
    expect(expectPictures(publics)).toBeGreaterThan(2);
    for (const a of publics) {
      expect(a.reply.content.length).toBeLessThanOrEqual(2000);
      const ids = a.reply.rows.flatMap((r) =>
        'buttons' in r ? r.buttons.map((b) => b.customId) : [r.select.customId, ...r.select.options.map((o) => o.value)],
      );
      for (const id of ids) for (const s of secrets) expect(id.endsWith(`:${s}`) || id === s).toBe(false);
      for (const s of secrets) expect(a.reply.content).not.toContain(`\`${s}\``);
    }
    await svc.close();
  });
});
