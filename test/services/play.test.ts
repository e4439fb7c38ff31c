import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/services';
import { parseId } from '../../src/services/core/customIds';
import { clip, fit } from '../../src/services/messages/text';
import { CARD_NAMES } from '../../src/games/dice-race/cards';
import {
  actionsIn,
  alice,
  bob,
  button,
  buttons,
  carol,
  drain,
  eve,
  here,
  lastTurn,
  makeService,
  resignNow,
  row,
  selects,
  snapshot,
  started,
  tempDb,
} from '../support/service';
import { voice, words } from '../support/text';

describe('turns', () => {
  it('shows the first-turn rolls, mentions the player to move and offers exactly the public choices', async () => {
    const svc = await makeService();
    const a = await started(svc, [6, 4]);
    // The call to act comes first (a push notification shows it), the story of the set-up below.
    expect(a.reply.content.split('\n')[0]).toBe('▶ <@u-alice> (Red): Roll the die');
    expect(a.reply.content).toContain(
      '• Alice (Red) rolls 6 for first turn; Bob (Blue) rolls 4 for first turn; Alice goes first',
    );
    expect(buttons(a).map((b) => b.label)).toEqual(['Roll the die', 'My hand', 'Details', 'What did I miss?']);
    expect(a.reply.image?.data.subarray(1, 4).toString()).toBe('PNG');
  });

  it('/log reaches back to the set-up: the first-turn rolls are shown again, rebuilt from the seed', async () => {
    const svc = await makeService();
    await started(svc, [6, 4, 3]);
    await svc.roll(here, alice);
    const all = (await svc.log(here, 10)).reply.content;
    expect(all).toContain('**#0** set-up');
    expect(all).toContain('⚅6 · Alice (Red) rolls 6 for first turn');
    expect(all.indexOf('#0')).toBeLessThan(all.indexOf('#1'));
    expect(all).toContain('⚂3 · Alice (Red) rolls 3');
    // A log that does not reach the start leaves the set-up out.
    await svc.roll(here, bob);
    expect((await svc.log(here, 1)).reply.content).not.toContain('set-up');
  });

  it('applies a roll with forced dice, passes the turn and retires the old message', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await started(svc, [6, 4, 3]);
    const first = row(p).lastMessageId!;
    const b = await svc.component(here, alice, button(a, 'Roll the die'));
    expect(b.reply.ephemeral).toBe(false);
    // Bob's turn begins: a new message (with the ping), not an update of Alice's.
    expect(b.update).toBeUndefined();
    expect(b.reply.content).toContain('**Alice** (Red): Alice rolls 3');
    expect(b.reply.content.split('\n')[0]).toBe('▶ <@u-bob> (Blue): Roll the die');
    expect(b.reply.content).toMatch(/turn 2/);
    expect(b.retire).toEqual([{ channelId: here.channelId, messageId: first }]);
    expect(row(p).match!.state).toMatchObject({ pos: [3, 0], turn: 1 });
    expect(snapshot(p).actions).toBe(1);
  });

  it('refuses an old button, a second click, the wrong player and a forged choice, changing nothing', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const a = await started(svc, [6, 4, 3, 2]);
    const oldRoll = button(a, 'Roll the die');
    await svc.component(here, alice, oldRoll);
    const before = snapshot(p);
    const again = await svc.component(here, alice, oldRoll);
    expect(again.reply).toMatchObject({
      ephemeral: true,
      content: 'This button is from an earlier turn. Use the newest turn message (or /board).',
    });
    expect((await svc.component(here, bob, oldRoll)).reply.content).toMatch(/earlier turn/);
    expect((await svc.roll(here, alice)).reply.content).toBe("It's Bob's turn, not yours.");
    expect((await svc.roll(here, eve)).reply.content).toBe('You are not playing in this game.');
    const v = row(p).version;
    expect((await svc.component(here, bob, `pick:1:${v}:jump:30`)).reply.content).toBe('That is not a legal choice now.');
    expect((await svc.choose(here, bob, 'win')).reply.content).toBe(
      '"win" is not one of your choices now. Your choices: **Roll the die** · **Play Hop** · **Play Trip on Alice (Red)**.',
    );
    expect((await svc.component(here, bob, 'nonsense')).reply.content).toBe('That button is no longer in use.');
    expect(snapshot(p)).toEqual(before);
  });

  it('takes /choose and /roll as keyboard ways to the same decisions', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 2, 5]);
    expect((await svc.choose(here, alice, 'roll')).reply.content).toContain('**Alice** (Red): Alice rolls 2');
    expect((await svc.roll(here, bob)).reply.content).toContain('**Bob** (Blue): Bob rolls 5');
    expect(row(p).match!.state).toMatchObject({ pos: [2, 5] });
  });

  it('lets AI seats play on until a human must decide', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 1, dice: [6, 1, 2] });
    await svc.start(here, alice);
    const a = lastTurn(await drain(svc));
    expect(a.reply.content).toContain('▶ <@u-alice> (Red): Roll the die');
    const b = await svc.roll(here, alice);
    expect(b.reply.content).toContain('**Alice** (Red): Alice rolls 2');
    expect(b.reply.content).toMatch(/AI Blue/);
    const r = row(p);
    expect(r.status === 'finished' || (r.match!.state as { turn: number }).turn === 0).toBe(true);
    expect(snapshot(p).actions).toBeGreaterThanOrEqual(2);
  });

  it('commits the AI moves a decision sets off with it, each its own action, one version a decision', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 2, dice: [6, 1, 2, 3, 4, 5] });
    await svc.start(here, alice);
    await drain(svc);
    const before = snapshot(p);
    const logged = actionsIn(p).length;
    const b = await svc.roll(here, alice);
    const after = snapshot(p);
    const added = actionsIn(p).slice(logged);
    // Alice's roll, then both AI seats' turns, each decision in the log like a person's.
    expect(added[0]).toMatchObject({ seat: 0, userId: 'u-alice' });
    expect(added.slice(1).every((a) => a.userId === null)).toBe(true);
    expect([...new Set(added.slice(1).map((a) => a.seat))]).toEqual([1, 2]);
    expect(added.map((a, i) => a.seq - i)).toEqual(added.map(() => added[0].seq));
    expect(after.version - before.version).toBe(added.length);
    // Back to Alice, and her answer tells what the AI seats did.
    expect((row(p).match!.state as { turn: number }).turn).toBe(0);
    expect(b.reply.content).toMatch(/AI Blue/);
    expect(b.reply.content).toMatch(/AI Green/);
  });

  it('shows a decision with more than 25 choices in menus side by side, never paged', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const first = await started(svc, [6, 4, 6]);
    // Alice's turn goes on after the six: the click updates her turn message in place.
    const six = await svc.component(here, alice, button(first, 'Roll the die'));
    expect(six.update).toBe(true);
    expect(six.posts).toMatchObject({ turnNo: 1 });
    expect(six.reply.content).toContain('Jump anywhere?');
    const [menu, more] = selects(six);
    expect(menu.options).toHaveLength(25);
    expect(menu.options[0]).toEqual({ label: 'Stay on 6', value: 'stay' });
    expect([menu.placeholder, more.placeholder]).toEqual(['Choose… (1–25 of 39)', 'Choose… (26–39 of 39)']);
    expect(more.options.map((o) => o.value)).toContain('jump:38');
    expect(more.options.length).toBe(39 - 25);
    expect(buttons(six).map((b) => [b.label, !!b.disabled])).toEqual([
      ['My hand', false],
      ['Details', false],
      ['What did I miss?', false],
    ]);
    expect((await svc.component(here, bob, more.customId, ['jump:30'])).reply.content).toBe("It's Alice's turn, not yours.");
    const jumped = await svc.component(here, alice, more.customId, ['jump:30']);
    expect(jumped.reply.content).toContain('**Alice** (Red): Alice rolls 6; Alice jumps to 30');
    expect(row(p).match!.state).toMatchObject({ pos: [30, 0] });
  });

  it('ends with a final message naming the winner first, with only Rematch, Replay and Details', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 6]);
    await svc.roll(here, alice);
    await svc.choose(here, alice, 'jump:38');
    const end = await svc.roll(here, bob);
    // Bob rolls from the generator; play on until someone wins.
    let last: Answer = end;
    for (let i = 0; i < 200 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { turn: number; await: { kind: string } };
      const who = st.turn === 0 ? alice : bob;
      last = st.await.kind === 'jump' ? await svc.choose(here, who, 'stay') : await svc.roll(here, who);
    }
    expect(row(p).status).toBe('finished');
    expect(last.reply.content).toMatch(/🏆 Winner: <@u-(alice|bob)>/);
    // The final message offers only the rematch, and the details of its story.
    expect(last.reply.content.split('\n')[0]).toMatch(/^🏆 Winner: <@u-(alice|bob)>/);
    expect(buttons(last).map((b) => b.label)).toEqual(['Rematch', 'Replay', 'Details']);
    expect((await svc.roll(here, alice)).reply.content).toBe('The last game here is over. Open a new one with /game new.');
    expect((await svc.board(here)).reply.content).toContain('🏆');
  });

  it('lets a player resign; the last one left wins', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4]);
    expect((await svc.resign(here, eve)).reply.content).toBe('You are not playing in this game.');
    // First a private question; "Keep playing" changes nothing.
    const ask = await svc.resign(here, bob);
    expect(ask.reply.ephemeral).toBe(true);
    expect(buttons(ask).map((b) => b.label)).toEqual(['Resign', 'Keep playing']);
    expect((await svc.component(here, bob, button(ask, 'Keep playing'), undefined, true)).reply.content).toBe(
      'You are still playing.',
    );
    expect(row(p).status).toBe('active');
    const r = await svc.component(here, bob, button(ask, 'Resign'), undefined, true);
    expect(r.reply.content).toContain('**Bob** (Blue): Bob resigns');
    expect(r.reply.content).toContain('🏆 Winner: <@u-alice>');
    expect(row(p).status).toBe('finished');
  });
});

describe('cards and hands', () => {
  it('answers /hand ephemerally with the own cards and a Play a card menu on the own turn', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4]);
    const h = await svc.hand(here, alice);
    expect(h.reply.ephemeral).toBe(true);
    expect(h.posts).toBeUndefined();
    const hands = (row(p).match!.state as { hands: string[][] }).hands;
    // One line per own card, by name, never by its internal id.
    const bullets = h.reply.content.split('\n').filter((l) => l.startsWith('•'));
    expect(bullets.length).toBe(hands[0].length);
    const names = CARD_NAMES.map((n) => words(n, { game: 'dice-race' }));
    for (const b of bullets) expect(names.some((n) => b.startsWith(`• **${n}**`))).toBe(true);
    for (const c of [...hands[0], ...hands[1]]) expect(h.reply.content).not.toContain(`\`${c}\``);
    const [menu] = selects(h);
    expect(menu.placeholder).toBe('Play a card');
    expect(menu.options.every((o) => o.value.startsWith('card:'))).toBe(true);
    const bobs = await svc.hand(here, bob);
    expect(selects(bobs)).toHaveLength(0);
    expect(bobs.reply.content).toContain('You can play cards on your turn.');
    expect((await svc.hand(here, eve)).reply.content).toBe('You are not playing in this game.');
  });

  it('plays a card from the hand menu, from /playcard with a target, and refuses cards not held', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    // Forced moves off: after a card, Carol's roll (then her only choice) waits for her.
    await started(svc, [6, 4, 6, 5], [alice, bob, carol], 0, { autoForce: false });
    // Alice rolls a six and jumps, so that a Trip has somewhere to send her back from.
    await svc.roll(here, alice);
    await svc.choose(here, alice, 'jump:20');
    await svc.roll(here, bob);
    const hands = () => (row(p).match!.state as { hands: string[][] }).hands;
    const carols = hands()[2];
    const alices = hands()[0];
    expect((await svc.playCard(here, carol, alices[0])).reply.content).toBe('That card is not in your hand.');
    expect((await svc.playCard(here, carol, 'c99')).reply.content).toBe('That card is not in your hand.');
    expect((await svc.playCard(here, alice, alices[0])).reply.content).toBe("It's Carol's turn, not yours.");
    const before = snapshot(p);
    const targeted = carols.find((c) => !['c1', 'c4', 'c7', 'c10'].includes(c));
    if (targeted) {
      expect((await svc.playCard(here, carol, targeted)).reply.content).toMatch(
        /^That card needs a target: 1\. Alice \(Red\), 2\. Bob \(Blue\)/,
      );
      expect((await svc.playCard(here, carol, targeted, 'Carol')).reply.content).toMatch(/cannot target "Carol"/);
      expect(snapshot(p)).toEqual(before);
      const done = await svc.playCard(here, carol, targeted, '1');
      expect(done.reply.content).toMatch(/Carol plays (Trip|Nap)/);
    } else {
      const hand = await svc.hand(here, carol);
      const [menu] = selects(hand);
      expect((await svc.component(here, carol, menu.customId, [menu.options[0].value])).reply.content).toMatch(/Carol plays Hop/);
    }
    // One card per turn in the fixture: the next one cannot be played now.
    const next = hands()[2].find((c) => c !== targeted)!;
    const mid = snapshot(p);
    expect((await svc.playCard(here, carol, next, '1')).reply.content).toBe(
      'No card is played at this point of your turn. Your decision now: **Roll the die**',
    );
    expect(snapshot(p)).toEqual(mid);
  });

  it('/roll on a decision without a roll says so, then the decision in bold (it ended without a full stop)', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    // Alice goes first (6 v 4) and rolls a six: a jump to choose, nothing to roll.
    await started(svc, [6, 4, 6], [alice, bob], 0, { autoForce: false });
    await svc.roll(here, alice);
    const before = snapshot(p);
    expect((await svc.roll(here, alice)).reply.content).toBe(
      'There is nothing to roll now. Your decision: **Jump anywhere? You rolled a six**',
    );
    expect(snapshot(p)).toEqual(before);
  });

  it('says why a card is refused: none named, a target for a card that takes none', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4, 6, 5], [alice, bob, carol], 0, { autoForce: false });
    await svc.roll(here, alice);
    await svc.choose(here, alice, 'jump:20');
    await svc.roll(here, bob);
    const carols = (row(p).match!.state as { hands: string[][] }).hands[2];
    const before = snapshot(p);
    expect((await svc.playCard(here, carol, '  ')).reply.content).toMatch(/^Name a card to play: \/playcard card:/);
    // Hop (c1, c4, c7, c10) moves its player: it aims at nobody.
    const hop = carols.find((c) => ['c1', 'c4', 'c7', 'c10'].includes(c));
    expect(hop).toBeDefined();
    expect((await svc.playCard(here, carol, hop!, 'bob')).reply.content).toBe(
      'That card is played without a target: leave target out.',
    );
    expect(snapshot(p)).toEqual(before);
  });

  it('never shows a card in a public message', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const publics: Answer[] = [await started(svc, [6, 4], [alice, bob, carol])];
    for (let i = 0; i < 30 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { turn: number; await: { kind: string } };
      const who = [alice, bob, carol][st.turn];
      publics.push(st.await.kind === 'jump' ? await svc.choose(here, who, 'stay') : await svc.roll(here, who));
      publics.push(await svc.board(here), await svc.status(here), await svc.log(here, 10));
    }
    const json = JSON.stringify(publics.map((a) => ({ ...a.reply, image: undefined })));
    for (const name of CARD_NAMES) expect(json).not.toContain(words(name, { game: 'dice-race' }));
    expect(json).not.toContain('card:');
    expect(json).not.toMatch(/\bc\d+\b/);
  });

  it('autocompletes own cards, legal targets and the legal choices of the own turn', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    await started(svc, [6, 4], [alice, bob, carol]);
    const hands = (row(p).match!.state as { hands: string[][] }).hands;
    expect((await svc.autocompleteCards(here, alice, '')).map((o) => o.value).sort()).toEqual([...hands[0]].sort());
    expect(await svc.autocompleteCards(here, eve, '')).toEqual([]);
    expect(await svc.autocompleteChoices(here, bob, '')).toEqual([]);
    const mine = await svc.autocompleteChoices(here, alice, 'roll');
    expect(mine).toEqual([{ name: 'Roll the die', value: 'roll' }]);
    const targeted = hands[0].find((c) => !['c1', 'c4', 'c7', 'c10'].includes(c));
    if (targeted) expect((await svc.autocompleteTargets(here, alice, targeted, '')).map((o) => o.value)).toEqual(['2', '3']);
    expect(await svc.autocompleteTargets(here, bob, hands[1][0], '')).toEqual([]);
  });
});

describe('limits', () => {
  it('keeps content within 2000 characters and custom ids within 100, even with long names', async () => {
    const p = tempDb();
    const svc = await makeService(p);
    const long = { userId: '123456789012345678', name: '🦄'.repeat(16) + 'שלום_עולם*' };
    await svc.newGameWith(here, long, 'dice-race', { ai: 3 });
    const answers: Answer[] = [await svc.start(here, long)];
    for (let i = 0; i < 300 && row(p).status === 'active'; i++) {
      const st = row(p).match!.state as { await: { kind: string } };
      answers.push(st.await.kind === 'jump' ? await svc.choose(here, long, 'stay') : await svc.roll(here, long));
      answers.push(await svc.hand(here, long), await svc.log(here, 50), await svc.status(here));
    }
    expect(row(p).status).toBe('finished');
    for (const a of answers) {
      expect(a.reply.content.length).toBeLessThanOrEqual(2000);
      expect(a.reply.rows.length).toBeLessThanOrEqual(5);
      for (const r of a.reply.rows) {
        if ('buttons' in r) {
          expect(r.buttons.length).toBeLessThanOrEqual(5);
          for (const b of r.buttons) expect(b.customId.length).toBeLessThanOrEqual(100);
          for (const b of r.buttons) expect(b.label.length).toBeLessThanOrEqual(80);
        } else {
          expect(r.select.options.length).toBeLessThanOrEqual(25);
          expect(r.select.customId.length).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('keeps a long AI stretch within one message, the winner first', async () => {
    const svc = await makeService(tempDb(), 3);
    await svc.newGameWith(here, alice, 'dice-race', { ai: 3 });
    await svc.start(here, alice);
    await drain(svc);
    // Alice resigns: the three AI seats race to the end inside this one answer.
    const end = await resignNow(svc, alice);
    expect(end.reply.content.length).toBeLessThanOrEqual(2000);
    expect(end.reply.content).toMatch(/🏆 Winner: \*\*AI (Blue|Green|Yellow)\*\*/);
  });

  it('drops the oldest lines first, keeping the head and the foot', () => {
    const body = Array.from({ length: 200 }, (_, i) => `line ${i} `.padEnd(50, '.'));
    const text = fit(voice(), ['HEAD'], body, ['FOOT'], 2000);
    expect(text.length).toBeLessThanOrEqual(2000);
    expect(text).toMatch(/^HEAD\n… \d+ earlier lines\n/);
    expect(text).toContain('line 199');
    expect(text).not.toContain('line 0 ');
    expect(text.endsWith('\nFOOT')).toBe(true);
    expect(clip('🦄🦄🦄', 4)).toBe('🦄…');
  });

  it('builds ids that parse back', () => {
    expect(parseId('pick:12:7:card:c3:1')).toEqual({ kind: 'pick', gameId: 12, version: 7, arg: 'card:c3:1' });
    expect(parseId('boom:1:2:x')).toBeNull();
    expect(parseId('pick:1:2:' + 'x'.repeat(100))).toBeNull();
  });
});

describe('looking', () => {
  it('shows status, log, rules and help ephemerally', async () => {
    const svc = await makeService();
    await started(svc, [6, 4, 3]);
    await svc.roll(here, alice);
    const st = await svc.status(here);
    expect(st.reply.ephemeral).toBe(true);
    expect(st.reply.content).toContain('Alice (Red): space 3');
    const log = await svc.log(here, 5);
    expect(log.reply.content).toContain('**#1** Alice');
    expect(log.reply.content).toContain('⚂3 · Alice (Red) rolls 3');
    expect((await svc.rules(here, 'dice-race')).reply.content).toContain('Race along 40 spaces');
    expect((await svc.rules(here, 'dice-race')).reply.content).not.toContain('Only a roll flips'); // a later section
    expect((await svc.rules(here, 'nope')).reply.content).toMatch(/no game called "nope"/);
    expect((await svc.help(here)).reply.content).toContain('/playcard');
  });

  it('shows the board privately: the same picture and text, no buttons, no ping to anyone', async () => {
    const svc = await makeService();
    const a = await started(svc, [6, 4]);
    const b = await svc.board(here);
    expect(b.reply.ephemeral).toBe(true);
    expect(b.posts).toBeUndefined();
    expect(b.retire).toEqual([]);
    expect(b.reply.rows).toEqual([]);
    expect(b.reply.content).toBe(a.reply.content);
    expect(b.reply.image?.data).toEqual(a.reply.image?.data);
  });
});
