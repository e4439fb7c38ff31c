// The leak scan (test/properties/secrets.ts) on Death Star's own turn message: the turn
// line once said "Spin, or first play your ESCAPE FROM DETENTION BLOCK card", naming a held card in
// public, and the scan let it pass once another ESCAPE card had been played (its name was then in
// the public discard pile). The scan now flags a held card's name wherever no event explains it,
// in each language the game speaks.
import { describe, expect, it } from 'vitest';
import { LOCALES, tx, type Locale, type Text } from '../../../src/engine/text';
import { deathStar, type DsState } from '../../../src/games/death-star';
import type { AnyGame } from '../../../src/services';
import { createService } from '../../../src/services';
import { alice, bob, drain, here, lastTurn, row, RULES_DIR, stubRender, tempDb } from '../../support/service';
import { leaksInData, leaksInText, secretsInAll } from '../../properties/secrets';
import { plain, words } from '../../support/text';
import { build, spot } from './helpers';

const say = (t: Text, locale: Locale) => words(t, { game: 'death-star', locale });

/** The old turn line, naming the held card, as it would read in each language. */
const OLD_PROMPT: Record<Locale, (card: string) => string> = {
  en: (card) => `Spin, or first play your ${card} card`,
  fr: (card) => `Lancez la roulette, ou jouez d’abord votre carte ${card}`,
  hu: (card) => `Pörgess, vagy előbb játszd ki a(z) ${card} lapodat`,
};

/** Red (Alice) holds an ESCAPE card and her Luke/Leia is detained; another ESCAPE lies face up. */
function start(): DsState {
  const s = build({ at: [{ luke: 'detention', han: spot(20) }, {}], hands: [['escape'], []], top: ['escape'] });
  s.deck.discard.push(s.deck.draw.pop()!);
  return s;
}

/** The first turn message of a game in `language` set up at `start()` under `def`, and the secrets of that state. */
async function firstTurn(def: AnyGame, language: Locale) {
  const game = { ...def, setup: () => ({ state: start(), events: [] }) };
  const p = tempDb();
  const svc = await createService({ databasePath: p, games: [game], render: stubRender, rulesDir: RULES_DIR, seed: () => 1 });
  await svc.newGame(here, alice, 'death-star', 0, { language });
  await svc.join(here, bob);
  await svc.start(here, alice);
  const message = lastTurn(await drain(svc)).reply;
  await svc.close();
  const match = row(p).match!;
  return { message, secrets: secretsInAll(deathStar, { matches: [match], events: [[]] }, 0) };
}

describe('the leak scan on a Death Star turn message', () => {
  it.each(LOCALES)(
    'in %s: flags the old Death Star turn line that named a held ESCAPE card, even after another was played',
    async (language) => {
      const escape = say(tx('card.escape'), language);
      // What let the old scan pass: the name is public vocabulary, in the face-up discard pile.
      expect(deathStar.view(start(), null).discardPile.map((c) => say(c, language))).toContain(escape);

      const now = await firstTurn(deathStar, language);
      // Held: its name in every language (and its key) is secret.
      for (const l of LOCALES) expect(now.secrets.names).toContain(say(tx('card.escape'), l));
      expect(now.message.content).toContain(say(tx('prompt.spin-or-card'), language));
      expect(now.message.content).not.toContain(escape);
      expect(leaksInText(now.message.content, now.secrets)).toEqual([]);
      expect(leaksInData(now.message.rows, now.secrets)).toEqual([]);

      // The same game with the old prompt: the same scan flags the turn line.
      const spinOrCard = say(tx('prompt.spin-or-card'), 'en');
      const old: AnyGame = {
        ...deathStar,
        pending: (state) => {
          const p = deathStar.pending(state as DsState);
          return p && say(p.prompt, 'en') === spinOrCard ? { ...p, prompt: plain(OLD_PROMPT[language](escape)) } : p;
        },
      };
      const then = await firstTurn(old, language);
      expect(then.message.content).toContain(OLD_PROMPT[language](escape));
      expect(leaksInText(then.message.content, then.secrets)).toEqual([escape]);
    },
  );
});
