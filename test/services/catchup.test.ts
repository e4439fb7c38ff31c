// "What did I miss?": everything since a player's own last decision, theirs
// first, privately, checked against the game's /log: a player away for three turns (a Nap, then
// the clock twice) reads exactly what happened to them, then the others' moves.
import { describe, expect, it } from 'vitest';
import { ateam } from '../../src/games/ateam';
import type { Actor, Answer, GameService } from '../../src/services';
import {
  alice,
  bob,
  button,
  carol,
  clockedService,
  DAY,
  dave,
  drain,
  here,
  shown,
  post,
  toMove,
  started,
  tempDb,
  testClock,
  type TestClock,
} from '../support/service';

/** The sections of a catch-up answer: the header, the player's lines, the others' lines, the foot. */
function sections(a: Answer) {
  expect(a.reply.ephemeral).toBe(true);
  const lines = a.reply.content.split('\n');
  const you = lines.indexOf('**You**');
  const others = lines.indexOf('**The others**');
  expect(you).toBeGreaterThan(0);
  expect(others).toBeGreaterThan(you);
  const isFoot = (l: string) => /^(▶|⏳|🏆)/.test(l);
  const mine = lines.slice(you + 1, others);
  return {
    head: lines.slice(0, you),
    mine: mine.filter((l) => !l.startsWith('Your hand') && !l.startsWith('Now:')),
    hand: mine.find((l) => l.startsWith('Your hand')),
    others: lines.slice(others + 1).filter((l) => !isFoot(l)),
    foot: lines.filter(isFoot),
  };
}

/** /log's entries, whole game: each action's number, who, and its event lines (notes left out). */
async function logEntries(svc: GameService): Promise<Array<{ seq: number; who: string; lines: string[] }>> {
  const out: Array<{ seq: number; who: string; lines: string[] }> = [];
  for (const l of (await svc.log(here, { count: 50 }, alice)).reply.content.split('\n')) {
    const head = /^\*\*#(\d+)\*\* (\S+)/.exec(l);
    if (head) out.push({ seq: Number(head[1]), who: head[2], lines: [] });
    else if (l.startsWith('  ') && !l.startsWith('  note:') && out.length > 0) out.at(-1)!.lines.push(l.slice(2));
  }
  return out;
}

/** Rolls for `p` (with a card on Alice first, when `card` names one they hold); the public message it leaves. */
async function turnOf(svc: GameService, p: Actor, card?: 'Trip' | 'Nap'): Promise<Answer> {
  if (card) {
    const held = (await svc.autocompleteCards(here, p, '')).find((c) => c.name === card);
    if (!held) throw new Error(`${p.name} holds no ${card}`);
    const target = (await svc.autocompleteTargets(here, p, held.value, '')).find((t) => t.name.includes('Alice'));
    const after = (await shown(svc, await svc.playCard(here, p, held.value, target!.value))).at(-1)!;
    // With the roll its only choice left, the roll is taken for them (autoforce).
    if ((await svc.autocompleteChoices(here, p, '')).length === 0) return after;
  }
  return (await shown(svc, await svc.roll(here, p))).at(-1)!;
}

/** Alice rolls, then misses three turns: Carol's Nap, then the clock twice; then it is her turn again. */
async function awayThreeTurns(clock: TestClock = testClock()) {
  const svc = await clockedService(clock, tempDb());
  // First turn 6 / 4 / 3; then Alice 2; Bob 5, Carol 2 (Alice naps); Bob 3, Carol 4, Alice (clock) 1;
  // Bob 3, Carol 2, Alice (clock) 4; Bob 4, Carol 1. No six (a jump), no LUCKY space (a coin).
  await started(svc, [6, 4, 3, 2, 5, 2, 3, 4, 1, 3, 2, 4, 4, 1], [alice, bob, carol], 0, {
    clockMs: DAY,
    missLimit: 5,
    vacationMs: 0,
  });
  await turnOf(svc, alice);
  await turnOf(svc, bob, 'Trip');
  await turnOf(svc, carol, 'Nap');
  for (let round = 0; round < 2; round++) {
    await turnOf(svc, bob);
    await turnOf(svc, carol);
    clock.advance(DAY);
    await drain(svc);
  }
  await turnOf(svc, bob);
  await turnOf(svc, carol);
  return svc;
}

describe('What did I miss?', () => {
  it('lists exactly what happened to a player away for three turns (as /log tells it), then the others’ moves', async () => {
    const svc = await awayThreeTurns();
    const got = sections(await svc.catchUp(here, alice));
    // Alice's last own decision is action #1, her roll.
    expect(got.head).toEqual(['**Dice Race** · what you missed since your last move (action #1)']);
    const mine: string[] = [];
    const others: string[] = [];
    for (const e of (await logEntries(svc)).filter((x) => x.seq > 1))
      for (const l of e.lines) (e.who === 'Alice' || l.includes('Alice') ? mine : others).push(l);
    expect(got.mine.filter((l) => !l.startsWith('⏰'))).toEqual(mine);
    expect(got.others).toEqual(others);
    // What the three turns were, in her terms.
    expect(mine).toEqual([
      '• Bob (Blue) plays Trip: Alice (Red) goes back to 0',
      '• Carol (Green) plays Nap on Alice (Red)',
      '• Alice (Red) is napping and misses a turn',
      // The clock's first turn for her: the AI played her Trip on Bob, then rolled.
      '• Alice (Red) plays Trip: Bob (Blue) goes back to 5',
      '🎲 ⚀1 · Alice (Red) rolls 1',
      '🎲 ⚃4 · Alice (Red) rolls 4',
    ]);
    expect(got.mine.filter((l) => l.startsWith('⏰'))).toEqual([
      '⏰ Your time ran out: the AI played that turn for you.',
      '⏰ Your time ran out: the AI played that turn for you.',
    ]);
    expect(others).toHaveLength(8);
    expect(others.every((l) => /^🎲 .* · (Bob \(Blue\)|Carol \(Green\)) rolls \d$/.test(l))).toBe(true);
    // Her own cards (private to her), and the decision now hers.
    expect(got.hand).toMatch(
      /^Your hand \(only you see this\): 3 cards: (Hop|Trip|Nap)(, (Hop|Trip|Nap))*,? and (Hop|Trip|Nap)$/,
    );
    expect(got.foot).toEqual(['▶ Your turn: Roll the die']);
  });

  it('the same through /log with no options on one’s turn (its header says so), and /log as before otherwise', async () => {
    const svc = await awayThreeTurns();
    const viaLog = (await svc.log(here, { count: 10, due: true }, alice)).reply.content;
    const lines = viaLog.split('\n');
    expect(lines[0]).toBe('It is your turn, so `/log` shows what you missed (`/log count:10` for the last moves).');
    expect(lines.slice(1).join('\n')).toBe((await svc.catchUp(here, alice)).reply.content);
    // Not Bob's turn: his /log with no options is the last moves; asked with a count, Alice's too.
    expect((await svc.log(here, { count: 10, due: true }, bob)).reply.content).toMatch(/^\*\*Dice Race\*\*: the last 10 actions/);
    expect((await svc.log(here, { count: 10 }, alice)).reply.content).toMatch(/^\*\*Dice Race\*\*: the last 10 actions/);
  });

  it('the turn message’s button answers the clicker privately; someone without a seat gets a friendly word', async () => {
    const clock = testClock();
    const svc = await clockedService(clock, tempDb());
    await started(svc, [6, 4, 3, 2, 5], [alice, bob, carol], 0, { clockMs: DAY, vacationMs: 0 });
    const turn = await turnOf(svc, alice);
    const id = button(turn, 'What did I miss?');
    const mine = await svc.component(here, bob, id);
    expect(mine).toEqual(await svc.catchUp(here, bob));
    expect(mine.update).toBeUndefined();
    const stranger = await svc.component(here, dave, id);
    expect(stranger.reply).toEqual({
      ephemeral: true,
      content: 'You have no seat in this game, so nothing here is waiting for you: `/log` shows its last moves.',
      rows: [],
    });
    expect((await svc.catchUp(here, dave)).reply.content).toBe(stranger.reply.content);
  });

  it('before a first decision: everything since the game began, the set-up included', async () => {
    const svc = await clockedService(testClock(), tempDb());
    await started(svc, [6, 4, 3, 2], [alice, bob, carol]);
    await turnOf(svc, alice);
    const got = sections(await svc.catchUp(here, bob));
    expect(got.head).toEqual(['**Dice Race** · what you missed since the game began']);
    expect(got.mine).toEqual(['🎲 ⚃4 · Bob (Blue) rolls 4 for first turn']);
    expect(got.others).toEqual([
      '🎲 ⚅6 · Alice (Red) rolls 6 for first turn',
      '🎲 ⚂3 · Carol (Green) rolls 3 for first turn',
      '• Alice (Red) goes first',
      '🎲 ⚁2 · Alice (Red) rolls 2',
    ]);
    expect(got.foot).toEqual(['▶ Your turn: Roll the die']);
    // Carol, not to move, is told whose turn it is.
    expect(sections(await svc.catchUp(here, carol)).foot).toEqual(["⏳ Now it is Bob's turn."]);
  });

  it('after a long absence it fits one message: the others’ oldest lines give way, the newest and the decision stay', async () => {
    const clock = testClock();
    const svc = await clockedService(clock, tempDb(), [ateam], 7);
    await post(svc, await svc.newGameWith(here, alice, 'ateam', { settings: { clockMs: DAY, missLimit: 99, vacationMs: 0 } }));
    await svc.join(here, bob);
    await svc.join(here, carol);
    await svc.start(here, alice);
    await drain(svc);
    // Alice (Hannibal) takes her first decision herself; then the clock plays everyone's turns.
    const first = await toMove(svc, [alice, bob, carol]);
    for (let i = 0; i < 200 && first !== alice && (await toMove(svc, [alice, bob, carol])) !== alice; i++) {
      clock.advance(DAY);
      await drain(svc);
    }
    await shown(svc, await svc.choose(here, alice, (await svc.autocompleteChoices(here, alice, ''))[0].value));
    for (let turns = 0; turns < 30 && (await svc.outcome(here))?.status === 'active'; turns++) {
      clock.advance(DAY);
      await drain(svc);
    }
    const a = (await svc.catchUp(here, alice)).reply.content;
    expect(a.length).toBeLessThanOrEqual(2000);
    const got = a.split('\n');
    expect(got[0]).toMatch(/^\*\*The A-Team\*\* · what you missed since your last move \(action #\d+\)$/);
    // Lines gave way (the others' oldest), and said so; the newest of the others' stayed, and the foot.
    expect(got.filter((l) => /^… \d+ earlier lines?$/.test(l)).length).toBeGreaterThan(0);
    const others = (await logEntries(svc))
      .filter((e) => e.who !== 'Alice')
      .flatMap((e) => e.lines.filter((l) => !l.includes('Hannibal')));
    expect(got).toContain(others.at(-1));
    expect(got.at(-1)).toMatch(/^(▶ Your turn: |⏳ Now it is |🏆 The game is over)/);
  });

  it('the "your turn" DM carries the catch-up’s first lines and the decision, in the receiver’s language', async () => {
    const svc = await clockedService(testClock(), tempDb());
    await svc.notify({ ...alice, locale: 'fr' }, true);
    await started(svc, [6, 4, 3, 2, 5, 2], [alice, bob, carol]);
    await turnOf(svc, alice);
    await turnOf(svc, bob, 'Trip');
    // Carol's roll ends her turn: Alice's turn message is owed, and with it Alice's DM.
    const a = await svc.roll(here, carol);
    const out = [...(a.posts ? await svc.messagePosted(a.posts, here.channelId, 'm1', 'g1') : []), ...(await drain(svc))];
    const dms = out.flatMap((x) => (x.kind === 'dm' ? [x] : []));
    expect(dms.map((d) => d.userId)).toEqual([alice.userId]);
    const lines = dms[0].content.split('\n');
    expect(lines[0]).toMatch(
      /^À vous de jouer dans Course de dés \(<#chan1>\)\u00a0: https:\/\/discord\.com\/channels\/g1\/chan1\/\S+$/,
    );
    // Hers first (Bob's Trip on her), then the others' moves, at most three lines; then the decision.
    expect(lines.slice(1)).toEqual([
      '• Bob (Bleu) joue Croche-pied\u00a0: Alice (Rouge) recule à la case 0',
      '🎲 ⚄5 · Bob (Bleu) lance le dé\u00a0: 5',
      '🎲 ⚁2 · Carol (Vert) lance le dé\u00a0: 2',
      '▶ À vous de jouer\u00a0: lancez le dé',
    ]);
    expect(dms[0].content.length).toBeLessThanOrEqual(2000);
  });
});
