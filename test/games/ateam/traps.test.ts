// Traps last: SIDETRACKED or ROVING GUARD played on oneself works against the player (a new
// player once took "Play YOU ARE TEMPORARILY SIDETRACKED on yourself", listed first, and lost a
// turn). Such a play is listed last (hand menu, /choose and /playcard autocomplete, a /choose
// refusal) and taken only after a private confirmation that says what it costs.
import { describe, expect, it } from 'vitest';
import { ateam, type AteamState } from '../../../src/games/ateam';
import { cardKind, type CardKind } from '../../../src/games/ateam/cards';
import { createService, type GameService } from '../../../src/services';
import { RULES_DIR, alice, bob, buttons, drain, here, row, selects, stubRender, tempDb } from '../../support/service';
import { build, en, nextOf, type Build } from './helpers';

const SIDETRACK_SELF = 'Play YOU ARE TEMPORARILY SIDETRACKED on yourself';

/** The real service and rules from a position built for the scenario (alice is seat 0), started and placed. */
async function table(b: Build): Promise<{ svc: GameService; path: string }> {
  const path = tempDb();
  const start = build(b);
  const def = { ...ateam, setup: () => ({ state: structuredClone(start), events: [] }) };
  const svc = await createService({ databasePath: path, games: [def], render: stubRender, rulesDir: RULES_DIR, seed: () => 1 });
  await svc.newGameWith(here, alice, 'ateam', {});
  await svc.join(here, bob);
  await svc.start(here, alice);
  await drain(svc);
  return { svc, path };
}

const stateOf = (path: string): AteamState => row(path).match!.state as AteamState;
const held = (path: string, kind: CardKind): string => stateOf(path).players[0].hand.find((c) => cardKind(c) === kind)!;

describe('a play that harms the player making it', () => {
  it('is marked with what it costs: SIDETRACKED and ROVING GUARD on yourself, no other play', () => {
    const s = build({ pos: [8, 3], hands: [['sidetracked', 'roving', 'shove']] });
    const plays = ateam.pending(s)!.choices.filter((c) => c.card !== undefined);
    const harms = plays.filter((c) => c.harm).map((c) => [en(c.label).replace(/:.*/, ''), en(c.harm!)]);
    expect(harms).toEqual([
      [SIDETRACK_SELF, 'you miss your next turn'],
      [
        'Play ROVING GUARD CATCHES YOU on yourself',
        `you go back to space ${nextOf('guard')} (GUARD) and battle the guard at once`,
      ],
    ]);
    // On the other player, or a card that moves you ahead: no harm asked about.
    expect(plays.filter((c) => !c.harm).every((c) => c.target !== 0)).toBe(true);
  });

  it('comes last in the hand menu, in /choose autocomplete and among the targets /playcard offers', async () => {
    const { svc, path } = await table({ pos: [8, 3], hands: [['sidetracked', 'shove']] });
    const hand = await svc.hand(here, alice);
    const menu = selects(hand)[0].options.map((o) => o.label);
    expect(menu.at(-1)).toBe(SIDETRACK_SELF);
    expect(menu.indexOf(SIDETRACK_SELF)).toBe(menu.length - 1);
    expect(menu.length).toBeGreaterThan(2);
    const typed = (await svc.autocompleteChoices(here, alice, '')).map((o) => o.name);
    expect(typed.at(-1)).toBe(SIDETRACK_SELF);
    expect(typed[0]).not.toMatch(/SIDETRACKED/);
    const targets = (await svc.autocompleteTargets(here, alice, held(path, 'sidetracked'), '')).map((o) => o.name);
    expect(targets).toEqual(['2. Bob (Face)', '1. Alice (Hannibal)']);
    await svc.close();
  });

  it('asks privately first and changes nothing; Yes plays it, No keeps the card', async () => {
    const { svc, path } = await table({ pos: [8, 3], hands: [['sidetracked', 'shove']] });
    const card = held(path, 'sidetracked');
    const before = row(path);
    // Through /playcard on oneself: the question, privately, saying what it costs.
    const asked = await svc.playCard(here, alice, card, '1');
    expect(asked.reply.ephemeral).toBe(true);
    expect(asked.reply.content).toBe(`⚠️ **${SIDETRACK_SELF}** works against you: you miss your next turn. Do it anyway?`);
    expect(buttons(asked).map((b) => b.label)).toEqual(['Yes, do it', 'No']);
    expect(row(path).version).toBe(before.version);
    expect(JSON.stringify(row(path).match)).toBe(JSON.stringify(before.match));
    // Bob cannot answer for her; No keeps the card and the turn.
    const [yes, no] = buttons(asked).map((b) => b.customId);
    expect((await svc.component(here, bob, yes, undefined, true)).reply.content).toMatch(/not yours|not playing/);
    const kept = await svc.component(here, alice, no, undefined, true);
    expect(kept.reply.content).toBe('Nothing done: your turn goes on.');
    expect(row(path).version).toBe(before.version);
    // The hand menu's pick asks the same; Yes plays it.
    const hand = await svc.hand(here, alice);
    const play = selects(hand)[0];
    const value = play.options.find((o) => o.label === SIDETRACK_SELF)!.value;
    const again = await svc.component(here, alice, play.customId, [value], true);
    expect(again.reply.content).toMatch(/^⚠️ /);
    expect(row(path).version).toBe(before.version);
    const done = await svc.component(here, alice, buttons(again)[0].customId, undefined, true);
    // Her turn goes on to its end (the roll is then her only choice): Bob's turn message tells it.
    expect(done.reply.content).toContain('Alice plays YOU ARE TEMPORARILY SIDETRACKED on their own piece');
    expect(stateOf(path).players[0].sidetracked).toBe(card);
    // A second click on Yes is stale: it changes nothing.
    const v = row(path).version;
    expect((await svc.component(here, alice, buttons(again)[0].customId, undefined, true)).reply.content).toMatch(/earlier turn/);
    expect(row(path).version).toBe(v);
    await svc.close();
  });

  it('a play on someone else is taken at once, without a question', async () => {
    const { svc, path } = await table({ pos: [8, 3], hands: [['sidetracked', 'shove']] });
    const a = await svc.playCard(here, alice, held(path, 'sidetracked'), '2');
    expect(a.reply.content).not.toMatch(/⚠️/);
    expect(a.reply.content).toContain('Alice (Hannibal) plays YOU ARE TEMPORARILY SIDETRACKED on Bob (Face)');
    await svc.close();
  });
});
