// Decide in the DM, through the service: the turn DM carries the turn as a card (the call, the
// player's own hand, the picture, the thread's decision rows); a click on it is the thread's own
// click (the same game afterwards, the thread's turn message owed as after any decision), answered
// in the DM; old cards lose their buttons when their turn is over; a stale card, a game the player
// no longer sits in, and one that has moved are refused kindly, changing nothing.
import { describe, expect, it } from 'vitest';
import type { Actor, Announcement, Answer, DmClick, GameService, Reply } from '../../src/services';
import { parseId } from '../../src/services/core/customIds';
import {
  actionsIn,
  alice,
  bob,
  button,
  buttons,
  clockedService,
  DAY,
  drain,
  eve,
  here,
  PNG_SIGNATURE,
  row,
  selects,
  snapshot,
  started,
  tempDb,
  testClock,
} from '../support/service';

/** Alice then Bob (6 against 4): Alice throws 3, then Bob a six (he may jump), then 2, 3 … */
const DICE = [6, 4, 3, 6, 2, 3, 2, 3, 2, 3, 2];

type Dm = Extract<Announcement, { kind: 'dm' }>;
const dmsIn = (list: Announcement[]): Dm[] => list.filter((a): a is Dm => a.kind === 'dm');
const asAnswer = (reply: Reply): Answer => ({ reply, retire: [] });
const kinds = (reply: Reply) =>
  reply.rows
    .flatMap((r) => ('buttons' in r ? r.buttons.map((b) => b.customId) : [r.select.customId]))
    .map((id) => parseId(id)!.kind);
const onCard = (messageId: string, channelId = 'dm-bob'): DmClick => ({ channelId, messageId, onPrivate: false });

/** Alice and Bob at Dice Race, Bob's DMs on; Alice rolls, and Bob's turn DM comes with the turn message. */
async function bobsTurn(p = tempDb()) {
  const svc = await clockedService(testClock(), p);
  const first = await started(svc, DICE, [alice, bob], 0, { clockMs: 2 * DAY, vacationMs: 0 });
  await svc.notify(bob, true);
  const rolled = await svc.component(here, alice, button(first, 'Roll the die'));
  const [dm] = dmsIn(await svc.messagePosted(rolled.posts!, here.channelId, 'bob-turn', 'g1'));
  return { svc, p, dm };
}

/** Bob's card goes out as DM message `messageId`, recorded as the bot does once it is sent. */
async function sent(svc: GameService, dm: Dm, messageId = 'card1'): Promise<Announcement[]> {
  return await svc.dmCardsPosted(bob.userId, 'dm-bob', messageId, [
    { gameId: dm.gameId!, turnNo: dm.card!.turnNo, placeId: dm.card!.placeId },
  ]);
}

describe('the turn DM as a card', () => {
  it("carries the DM's call and lines, the player's own hand with its play menu, the picture, and the thread's decision", async () => {
    const { svc, p, dm } = await bobsTurn();
    const card = dm.card!;
    expect(card.turnNo).toBe(row(p).turn.no);
    expect(card.placeId).toBe(here.channelId);
    expect(card.reply).toMatchObject({ ephemeral: false, card: true, accent: expect.any(Number) });
    // The DM's text first (the call, the catch-up lines, the decision), then Bob's own hand.
    expect(card.reply.content.startsWith(`${dm.content}\n\nYour hand (only you can see this):\n• **`)).toBe(true);
    expect(card.reply.image!.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // The thread's decision, the hand's play menu instead of its My hand button, then the looking-back row.
    expect(kinds(card.reply)).toEqual(['pick', 'play', 'details', 'missed']);
    const thread = (await drain(svc)).length; // nothing owed: the turn message is out
    expect(thread).toBe(0);
  });

  it('is not sent again for a turn the DM card shows already (a click there moved it on to it)', async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p);
    await svc.notify(bob, true);
    // Bob against the AI: his die throws 6 against 4, then 3; the AI's turn plays at once and his comes back.
    await svc.newGameWith(here, bob, 'dice-race', { dice: [6, 4, 3, 2, 3, 2], ai: 1 });
    await svc.start(here, bob);
    const [dm] = dmsIn(await drain(svc));
    await sent(svc, dm);
    const turn = row(p).turn.no;
    const a = await svc.dmComponent(bob, onCard('card1'), button(asAnswer(dm.card!.reply), 'Roll the die'));
    // His next turn, already: the clicked card shows it.
    expect(row(p).turn.no).toBeGreaterThan(turn);
    expect(a).toMatchObject({ update: true, retire: [] });
    expect(a.reply.content).toMatch(/^Your turn in Dice Race \(<#chan1>\): <#chan1>\n🎲 ⚂3 · Bob \(Red\) rolls 3\n/);
    expect(a.reply.content).toContain('▶ Your turn: Roll the die');
    expect(kinds(a.reply)[0]).toBe('pick');
    // The turn message the pump now posts calls for no second DM, and retires no card.
    const after = await drain(svc);
    expect(after.filter((x) => x.kind === 'turn')).toHaveLength(1);
    expect(dmsIn(after)).toEqual([]);
    expect(after.filter((x) => x.kind === 'withdraw')).toEqual([]);
  });
});

describe('a click on a DM card', () => {
  it("acts on the game exactly as the thread's button would, and the thread's message is owed as after that click", async () => {
    const inDm = await bobsTurn();
    const inThread = await bobsTurn();
    await sent(inDm.svc, inDm.dm);
    const roll = button(asAnswer(inDm.dm.card!.reply), 'Roll the die');
    expect(roll).toBe(button(asAnswer(inThread.dm.card!.reply), 'Roll the die'));
    const fromDm = await inDm.svc.dmComponent(bob, onCard('card1'), roll);
    const fromThread = await inThread.svc.component(here, bob, roll);
    expect(snapshot(inDm.p)).toEqual(snapshot(inThread.p));
    expect(actionsIn(inDm.p).map((a) => a.decision)).toEqual(actionsIn(inThread.p).map((a) => a.decision));
    // The thread's click updated its message; from the DM the pump edits that same message into the same.
    expect(fromThread.update).toBe(true);
    const owed = (await inDm.svc.pump()).filter((a) => a.kind === 'turn');
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({
      messageId: 'bob-turn',
      reply: { content: fromThread.reply.content, rows: fromThread.reply.rows },
    });
    // The DM answers in the DM: the card itself, now at the jump (a six), its menus of this version.
    expect(fromDm).toMatchObject({ update: true, retire: [] });
    expect(fromDm.reply.card).toBe(true);
    expect(fromDm.reply.content).toContain('🎲 ⚅6 · Bob (Blue) rolls 6');
    expect(selects(fromDm).map((s) => parseId(s.customId)!.version)).toEqual([row(inDm.p).version, row(inDm.p).version]);
  });

  it("shows what was done and where the game goes on once the turn is another's, without buttons", async () => {
    const { svc, p, dm } = await bobsTurn();
    await sent(svc, dm);
    const jump = await svc.dmComponent(bob, onCard('card1'), button(asAnswer(dm.card!.reply), 'Roll the die'));
    const menu = selects(jump)[0];
    const done = await svc.dmComponent(bob, onCard('card1'), menu.customId, ['jump:2']);
    expect(row(p).turn.seat).toBe(0);
    expect(done).toMatchObject({ update: true, retire: [], reply: { card: true, rows: [] } });
    expect(done.reply.content.split('\n')).toEqual(['✅ Done. Dice Race goes on in <#chan1>.', '• Bob (Blue) jumps to 2']);
    // Its buttons are gone and it is forgotten: the next turn message retires nothing more.
    const after = await drain(svc);
    expect(after.filter((a) => a.kind === 'withdraw')).toEqual([]);
  });

  it('loses its buttons when the turn moves on without it, and one sent after its turn ended at once', async () => {
    const { svc, dm } = await bobsTurn();
    await sent(svc, dm);
    // Bob plays in the thread instead: his roll, then the jump.
    const jump = await svc.component(here, bob, button(asAnswer(dm.card!.reply), 'Roll the die'));
    await svc.component(here, bob, selects(jump)[0].customId, ['jump:2']);
    const out = await drain(svc);
    expect(out.filter((a) => a.kind === 'withdraw')).toEqual([
      { kind: 'withdraw', channelId: 'dm-bob', messageId: 'card1', remove: false, gameId: dm.gameId },
    ]);
    // The same card again, as if its DM had waited in the bundle until now.
    expect(await sent(svc, dm, 'card2')).toEqual([
      { kind: 'withdraw', channelId: 'dm-bob', messageId: 'card2', remove: false, gameId: dm.gameId },
    ]);
  });

  it('from a private answer in the DM (a card played from /hand), posts the card anew and retires the older', async () => {
    const { svc, p, dm } = await bobsTurn();
    await sent(svc, dm);
    const hand = await svc.hand(here, bob);
    const play = selects(hand)[0];
    const before = row(p).version;
    const a = await svc.dmComponent(bob, { channelId: 'dm-bob', messageId: 'private1', onPrivate: true }, play.customId, [
      play.options[0].value,
    ]);
    expect(row(p).version).toBeGreaterThan(before);
    expect(a.update).toBeUndefined();
    expect(a.reply).toMatchObject({ ephemeral: false, card: true });
    expect(a.dmCard).toEqual({ gameId: dm.gameId, turnNo: row(p).turn.no, placeId: here.channelId });
    expect(a.retire).toEqual([{ channelId: 'dm-bob', messageId: 'card1', gameId: dm.gameId }]);
    // The card played, then the roll it left (taken at once: the only choice), and the jump to decide.
    expect(a.reply.content).toMatch(
      /\n• Bob \(Blue\) plays Hop and moves to 2\n🎲 ⚅6 · Bob \(Blue\) rolls 6\n▶ Your turn: Jump anywhere/,
    );
    expect(kinds(a.reply)).toEqual(['menu', 'menu', 'details', 'missed']);
  });
});

describe('the private answers a DM card leads to', () => {
  it('answer in the DM: what Bob missed, and its clip made for the bot’s DM with him (not another conversation)', async () => {
    const { svc, dm } = await bobsTurn();
    await sent(svc, dm);
    await svc.dmOpened(bob.userId, 'dm-bob');
    const missed = await svc.dmComponent(bob, onCard('card1'), button(asAnswer(dm.card!.reply), 'What did I miss?'));
    expect(missed.reply.ephemeral).toBe(true);
    const clip = buttons(missed).find((b) => parseId(b.customId)!.kind === 'clip')!;
    const later = await svc.dmComponent(bob, { channelId: 'dm-bob', messageId: 'private2', onPrivate: true }, clip.customId);
    expect(later.later).toEqual({ clip: dm.gameId, version: parseId(clip.customId)!.version });
    const made = await svc.clip({ guildId: null, channelId: 'dm-bob' }, bob, dm.gameId!, parseId(clip.customId)!.version);
    expect(made.refused).toBeUndefined();
    expect(made.reply.file?.name).toMatch(/\.gif$/);
    const elsewhere = await svc.clip(
      { guildId: null, channelId: 'a-group-dm' },
      bob,
      dm.gameId!,
      parseId(clip.customId)!.version,
    );
    expect(elsewhere.reply.content).toBe('That button belongs to a game in another channel.');
  });
});

describe('a DM click refused kindly, changing nothing', () => {
  const refusedWith = async (svc: GameService, p: string, who: Actor, clicked: DmClick, id: string, text: string) => {
    const before = snapshot(p);
    const a = await svc.dmComponent(who, clicked, id);
    expect(a).toMatchObject({ refused: true, reply: { ephemeral: true, content: text }, retire: [] });
    expect(snapshot(p)).toEqual(before);
  };

  it('from a card of an earlier turn', async () => {
    const { svc, p, dm } = await bobsTurn();
    await sent(svc, dm);
    const roll = button(asAnswer(dm.card!.reply), 'Roll the die');
    await svc.dmComponent(bob, onCard('card1'), roll);
    await refusedWith(
      svc,
      p,
      bob,
      onCard('card1'),
      roll,
      'Dice Race: this message is from an earlier turn, so nothing was done. Use the newest one, here or in <#chan1>.',
    );
  });

  it('for a game the clicker does not sit in', async () => {
    const { svc, p, dm } = await bobsTurn();
    const roll = button(asAnswer(dm.card!.reply), 'Roll the die');
    await refusedWith(
      svc,
      p,
      eve,
      onCard('card1', 'dm-eve'),
      roll,
      'Dice Race: you no longer play in this game, so these buttons are not yours any more. Nothing was done.',
    );
  });

  it('after the game moved from its closed thread to its channel', async () => {
    const p = tempDb();
    const svc = await clockedService(testClock(), p);
    await svc.notify(bob, true);
    await svc.newGameWith(here, alice, 'dice-race', { dice: [4, 6, 3, 3] });
    await svc.join(here, bob);
    await svc.start(here, alice);
    // The game plays in its thread; Bob's turn comes first (6 against 4).
    const [dm] = dmsIn(await drain(svc, 'thread1'));
    expect(dm.card!.placeId).toBe('thread1');
    await sent(svc, dm);
    const moved = await svc.threadClosed('thread1');
    expect(moved).toMatchObject({ kind: 'moved', gameId: dm.gameId });
    await refusedWith(
      svc,
      p,
      bob,
      onCard('card1'),
      button(asAnswer(dm.card!.reply), 'Roll the die'),
      'Dice Race: the game has moved to <#chan1> since this message was sent (its thread was closed), so these buttons no longer play it. Nothing was done; play on there.',
    );
  });

  it('in the clicker’s language', async () => {
    const { svc, p, dm } = await bobsTurn();
    const roll = button(asAnswer(dm.card!.reply), 'Roll the die');
    await refusedWith(
      svc,
      p,
      { ...eve, locale: 'hu' },
      onCard('card1', 'dm-eve'),
      roll,
      'Kockaverseny: már nem játszol ebben a játékban, így ezek a gombok már nem a tieid. Nem történt semmi.',
    );
  });
});
