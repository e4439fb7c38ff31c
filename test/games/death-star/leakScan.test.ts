// The leak scan (test/properties/secrets.ts) on Death Star's own turn message (issue 18): the turn
// line once said "Spin, or first play your ESCAPE FROM DETENTION BLOCK card", naming a held card in
// public, and the scan let it pass once another ESCAPE card had been played (its name was then in
// the public discard pile). The scan now flags a held card's name wherever no event explains it.
import { describe, expect, it } from 'vitest';
import { deathStar, type DsState } from '../../../src/games/death-star';
import type { AnyGame } from '../../../src/services';
import { createService } from '../../../src/services';
import { alice, bob, drain, here, lastTurn, row, RULES_DIR, stubRender, tempDb } from '../../support/service';
import { leaksInData, leaksInText, secretsAt } from '../../properties/secrets';
import { english, plain } from '../../support/text';
import { build, spot } from './helpers';

const OLD_PROMPT = 'Spin, or first play your ESCAPE FROM DETENTION BLOCK card';

/** Red (Alice) holds an ESCAPE card and her Luke/Leia is detained; another ESCAPE lies face up. */
function start(): DsState {
  const s = build({ at: [{ luke: 'detention', han: spot(20) }, {}], hands: [['escape'], []], top: ['escape'] });
  s.deck.discard.push(s.deck.draw.pop()!);
  return s;
}

/** The first turn message of a game set up at `start()` under `def`, and the secrets of that state. */
function firstTurn(def: AnyGame) {
  const game = { ...def, setup: () => ({ state: start(), events: [] }) };
  const p = tempDb();
  const svc = createService({ databasePath: p, games: [game], render: stubRender, rulesDir: RULES_DIR, seed: () => 1 });
  svc.newGame(here, alice, 'death-star', 0);
  svc.join(here, bob);
  svc.start(here, alice);
  const message = lastTurn(drain(svc)).reply;
  svc.close();
  const match = row(p).match!;
  return { message, secrets: secretsAt(deathStar, { matches: [match], events: [[]] }, 0) };
}

describe('the leak scan on a Death Star turn message', () => {
  it('flags the old Death Star turn line that named a held ESCAPE card, even after another was played', () => {
    // What let the old scan pass: the name is public vocabulary, in the face-up discard pile.
    expect(deathStar.view(start(), null).discardPile).toContain('ESCAPE FROM DETENTION BLOCK');

    const now = firstTurn(deathStar);
    expect([...now.secrets.names]).toEqual(['ESCAPE FROM DETENTION BLOCK']);
    expect(now.message.content).toContain('your turn: Spin, or first play a card from your hand');
    expect(leaksInText(now.message.content, now.secrets)).toEqual([]);
    expect(leaksInData(now.message.rows, now.secrets)).toEqual([]);

    // The same game with the old prompt: the same scan flags the turn line.
    const old: AnyGame = {
      ...deathStar,
      pending: (state) => {
        const p = deathStar.pending(state as DsState);
        return p && english(p.prompt, 'death-star').startsWith('Spin, or') ? { ...p, prompt: plain(OLD_PROMPT) } : p;
      },
    };
    const then = firstTurn(old);
    expect(then.message.content).toContain(OLD_PROMPT);
    expect(leaksInText(then.message.content, then.secrets)).toEqual(['ESCAPE FROM DETENTION BLOCK']);
  });
});
