// /playcard through the real service: an unplayable card is refused with the reason, and
// nothing changes (it used to be discarded and replaced, using up the turn's card action).
import { describe, expect, it } from 'vitest';
import { ateam, type AteamState } from '../../../src/games/ateam';
import { cardKind, type CardKind } from '../../../src/games/ateam/cards';
import { createService, type GameService } from '../../../src/services';
import { RULES_DIR, alice, bob, drain, here, resignNow, row, stubRender, tempDb } from '../../support/service';
import { act, build, cardIn, nextOf, VAULT, type Build, en } from './helpers';

/** The real service and rules, starting from a position built for the scenario (alice is seat 0), started and placed. */
async function table(b: Build, settings: { autoForce?: boolean } = {}): Promise<{ svc: GameService; path: string }> {
  const path = tempDb();
  const start = build(b);
  const def = { ...ateam, setup: () => ({ state: structuredClone(start), events: [] }) };
  const svc = await createService({ databasePath: path, games: [def], render: stubRender, rulesDir: RULES_DIR, seed: () => 1 });
  await svc.newGameWith(here, alice, 'ateam', { settings });
  await svc.join(here, bob);
  await svc.start(here, alice);
  await drain(svc); // the game is placed in this channel and its first turn message posted
  return { svc, path };
}

const stateOf = (path: string): AteamState => row(path).match!.state as AteamState;
const held = (path: string, kind: CardKind): string => stateOf(path).players[0].hand.find((c) => cardKind(c) === kind)!;

/** Plays `kind` from alice's hand; expects a refusal matching `why` that changes nothing. */
async function refused(b: Build, kind: CardKind, why: RegExp): Promise<void> {
  const { svc, path } = await table(b);
  const card = held(path, kind);
  const before = row(path);
  const a = await svc.playCard(here, alice, card);
  expect(a.reply.ephemeral).toBe(true);
  expect(a.reply.content).toMatch(why);
  const after = row(path);
  expect(after.version).toBe(before.version);
  expect(JSON.stringify(after.match)).toBe(JSON.stringify(before.match));
}

describe('A-Team /playcard refusals', () => {
  it('a card that needs a target, played without one, is refused (not discarded) and nothing changes', async () => {
    await refused(
      { pos: [3, 5], hands: [['sidetracked', 'shove']] },
      'sidetracked',
      /needs a target: 1\. Alice \(Hannibal\), 2\. Bob \(Face\)/,
    );
  });

  it('a B.A. card on a GUARD space is refused: no card takes you off a GUARD', async () => {
    await refused({ pos: [nextOf('guard'), 5], hands: [['shove']] }, 'shove', /GUARD space/);
  });

  it('a LAB card in the VAULT is refused: no LAB here, and no card leaves the VAULT', async () => {
    await refused({ pos: [VAULT, 5], formula: 1, reached: [true, true], hands: [['lab1']] }, 'lab1', /VAULT/);
  });

  it('a LAB card off a LAB space is refused: no matching LAB here', async () => {
    await refused({ pos: [1, 5], hands: [['lab2']] }, 'lab2', /LAB/);
  });

  it('a second card in one turn is refused: a card was already played this turn', async () => {
    // Forced moves by hand: after the card, the roll (then the only choice) waits for Alice.
    const { svc, path } = await table({ pos: [0, 20], hands: [['shove', 'smooths']] }, { autoForce: false });
    const shove = held(path, 'shove');
    const version = row(path).version;
    // Accepted: Alice's turn goes on in its message, so the command's own answer is private.
    const first = (await svc.playCard(here, alice, shove)).reply.content;
    expect(first).toMatch(/^Done: the turn message above shows it\./);
    expect(first).toContain('Alice (Hannibal) plays B.A. GIVES YOU A SHOVE');
    expect(row(path).version).toBeGreaterThan(version);
    expect(stateOf(path).players[0].hand).not.toContain(shove);
    const a = await svc.playCard(here, alice, held(path, 'smooths'));
    expect(a.reply.ephemeral).toBe(true);
    expect(a.reply.content).toMatch(/already played or discarded a card this turn/);
  });

  it('a target who cannot be targeted is refused with the reason', async () => {
    const { svc, path } = await table({ pos: [3, nextOf('safety')], hands: [['sidetracked']] });
    const a = await svc.playCard(here, alice, held(path, 'sidetracked'), '2');
    expect(a.reply.ephemeral).toBe(true);
    expect(a.reply.content).toMatch(/Bob \(Face\) is on a SAFETY ZONE/);
  });

  it('the hand and card autocomplete name cards, never their internal ids', async () => {
    const { svc, path } = await table({ pos: [3, 20], hands: [['shove', 'lab1']] });
    const ids = stateOf(path).players[0].hand;
    const hand = (await svc.hand(here, alice)).reply.content;
    expect(hand).toContain('**B.A. GIVES YOU A SHOVE**');
    expect(hand).toContain('**WEAPONS LAB**');
    const names = (await svc.autocompleteCards(here, alice, '')).map((o) => o.name);
    expect(names.sort()).toEqual(['B.A. GIVES YOU A SHOVE', 'WEAPONS LAB']);
    for (const id of ids) {
      expect(hand).not.toMatch(new RegExp(`\\b${id}\\b`));
      expect(names.join(' ')).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
  });

  it('/choose takes an option id in any case', async () => {
    const { svc, path } = await table({ pos: [3, 20] });
    const a = await svc.choose(here, alice, 'ROLL');
    expect(a.reply.ephemeral).toBe(false);
    expect(stateOf(path).turn.player).toBe(1);
  });

  it('after a win, /roll says the game is over, not that there is no game', async () => {
    const { svc, path } = await table({ pos: [3, 20] });
    await resignNow(svc, bob);
    expect(row(path).status).toBe('finished');
    const a = await svc.roll(here, alice);
    expect(a.reply.ephemeral).toBe(true);
    expect(a.reply.content).toBe('The last game here is over. Open a new one with /game new.');
  });

  it('the game names each reason a card cannot be played, rule by rule', () => {
    const why = (b: Build, kind: CardKind, target?: number) => {
      const s = build(b);
      const r = ateam.cardRefusal!(s, s.turn.player, cardIn(s, s.turn.player, kind), target);
      return r === null ? null : en(r);
    };
    expect(why({ pos: [3, 20], hands: [['shove']] }, 'shove')).toBeNull();
    expect(why({ pos: [3, 20], hands: [['sidetracked']] }, 'sidetracked', 1)).toBeNull();
    expect(why({ pos: [3, 20], hands: [['sidetracked']] }, 'sidetracked')).toBe('that card needs a target');
    expect(why({ pos: [nextOf('guard'), 20], hands: [['smooths']] }, 'smooths')).toBe(
      'you are on a GUARD space: no card takes you off it',
    );
    expect(why({ pos: [VAULT, 20], formula: 1, reached: [true, true], hands: [['tells']] }, 'tells')).toBe(
      'you are in the VAULT: no card takes you out of it',
    );
    expect(why({ pos: [1, 20], hands: [['lab1']] }, 'lab1')).toBe('you are not on a LAB space');
    const lab2 = nextOf('lab2');
    expect(why({ pos: [lab2, 20], hands: [['lab1']] }, 'lab1')).toBe('this LAB space does not match the WEAPONS LAB symbol');
    // Rolled onto a matching LAB by a card, not by the die: no LAB card from there.
    const s = build({ pos: [lab2 - 2, 20], hands: [['shove', 'lab2']] });
    const played = act(s, `play:${cardIn(s, 0, 'shove')}`).state;
    const shoved = { ...played, turn: { ...played.turn, card: false } };
    expect(en(ateam.cardRefusal!(shoved, 0, cardIn(shoved, 0, 'lab2'))!)).toBe(
      'you neither began your turn on this LAB nor landed on it by rolling',
    );
    expect(why({ pos: [1, 20], facing: ['out', 'in'], reached: [true, false], formula: 0, hands: [['tells']] }, 'tells')).toBe(
      'there is no LAB space ahead of you',
    );
    expect(why({ pos: [9, 10], hands: [['shove']] }, 'shove')).toBeNull();
    expect(why({ pos: [3, nextOf('safety')], hands: [['roving']] }, 'roving', 1)).toBe('Bob is on a SAFETY ZONE');
    const side = build({ pos: [3, 20], hands: [['sidetracked', 'shove']] });
    side.players[1].sidetracked = side.deck.draw.pop()!;
    expect(en(ateam.cardRefusal!(side, 0, cardIn(side, 0, 'sidetracked'), 1)!)).toBe('Bob is already sidetracked');
    // An occupied NARROW PASSAGEWAY right ahead can still be entered (the move stops on it).
    const narrow = nextOf('narrow');
    expect(why({ pos: [narrow - 1, narrow], hands: [['shove']] }, 'shove')).toBeNull();
  });
});
