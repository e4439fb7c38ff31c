import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../../src/engine/match';
import { HQ } from '../../../src/games/bionic-woman/board';
import { SPECIAL_IDS, cardName } from '../../../src/games/bionic-woman/cards';
import { LOCALES } from '../../../src/engine/text';
import { act, allCards, build, en, game, loc, markers, notes, outcome, rollDrive, seatLines, status } from './helpers';
import { words } from '../../support/text';

describe('what players see', () => {
  it("a player's view holds her own special cards; of the others' only how many; the deck only as counts", () => {
    const s = build({ at: [loc(1), HQ], adventures: [30, 31], held: [['steve', 'hq'], ['airport']] });
    const mine = game.view(s, 0);
    expect(mine.hand.map((c) => [c.id, c.special])).toEqual([
      ['c37', 'steve'],
      ['c40', 'hq'],
    ]);
    expect(mine.players.map((p) => p.held)).toEqual([2, 1]);
    expect(game.view(s, 1).hand.map((c) => c.id)).toEqual(['c39']);
    expect(game.view(s, null).hand).toEqual([]);
    expect(mine.deckSize).toBe(s.deck.length);
    expect(mine.adventuresLeft).toBe(34);
    expect(JSON.stringify(mine)).not.toContain('"deck"');
  });

  it('positions, adventures, assignments and scores are public', () => {
    const s = build({
      at: [loc(1), 'ap-ne'],
      adventures: [30, 31],
      assignments: [{ location: 7 }],
      won: [[{ card: 'c12', points: 30, doubled: true, bonus: 0 }], []],
    });
    const v = game.view(s, null);
    expect(v.players.map((p) => [p.at, p.adventure?.location, p.score])).toEqual([
      [loc(1), 30, 60],
      ['ap-ne', 31, 0],
    ]);
    expect(v.assignments).toEqual([{ location: 7, points: 25, bonus: 50 }]);
    expect(status(s)).toEqual([
      'P0: at 1, adventure 30 (15 pts), 60 points',
      'P1: at Airport NE, adventure 31 (15 pts), 0 points',
      'Face-up assignments (exact count): 7 (25+50)',
      'Assignments turned up: 1 of 5 (the fifth is Top Secret); deck: 36 cards',
    ]);
  });

  it('the picture: markers, each adventure in its player colour, assignments with their bonus, seat lines, the last dice', () => {
    const s = act(build({ at: [loc(1), HQ], adventures: [30, 31], assignments: [{ location: 7 }] }), 'drive', 2, 5).state;
    const sc = game.scene(s);
    expect(sc.tokens).toEqual([
      { seat: 0, space: loc(1), label: '1' },
      { seat: 1, space: HQ, label: '2' },
    ]);
    expect(markers(s)).toEqual([
      { space: loc(7), label: '+50', color: '#f59e0b' },
      { space: loc(30), label: '★1', color: game.colors[0] },
      { space: loc(31), label: '★2', color: game.colors[1] },
    ]);
    expect(seatLines(s)).toEqual(['0 pts · adv 30', '0 pts · adv 31']);
    expect(sc.chance).toEqual([
      { kind: 'die', value: 2, sides: 6 },
      { kind: 'die', value: 5, sides: 6 },
    ]);
    expect(sc.marks!.length).toBeGreaterThan(0);
    expect(notes(s)).toEqual(['Assignments: 7 (25+50)', 'Turned up 1 of 5 · deck 37 cards']);
  });

  it("secrecy: public views, scenes, status and events never name a card in anyone's hand", () => {
    const keys = [...new Set(SPECIAL_IDS.map((c) => cardName(c).key))];
    // Each special card's name in each language, and its key.
    const names = LOCALES.flatMap((locale) => keys.map((key) => words({ key }, { game: game.id, locale })));
    for (let seed = 1; seed <= 12; seed++) {
      let m = createMatch(
        game,
        [
          { name: 'a', ai: true },
          { name: 'b', ai: true },
          { name: 'c', ai: true },
        ],
        {},
        seed,
      ).match;
      for (let step = 0; step < 400 && !game.outcome(m.state); step++) {
        const res = applyDecision(game, m, aiDecision(game, m)!);
        if (!res.ok) throw new Error(res.message);
        m = res.value.match;
        const s = m.state;
        const held = s.players.flatMap((p) => p.held);
        const sc = game.scene(s);
        // A card played is named as it is played: that event is public by right.
        const events = res.value.events.filter((e) => typeof e.text === 'string' || e.text.key !== 'event.plays');
        const texts = [
          ...(sc.notes ?? []),
          ...(sc.seatLines ?? []),
          ...(sc.markers ?? []).map((x) => x.label),
          ...game.status(s),
        ];
        texts.push(...events.map((e) => e.text));
        const publicText = [
          JSON.stringify([game.view(s, null), sc, game.status(s), events]),
          ...LOCALES.flatMap((locale) => texts.map((t) => words(t, { game: game.id, locale }))),
        ].join('\n');
        for (const id of held) expect(publicText).not.toContain(`"${id}"`);
        if (held.length > 0) for (const n of [...names, ...keys]) expect(publicText).not.toContain(n);
        const p = game.pending(s);
        if (p) for (const c of p.choices) if (c.card) expect(c.secret).toBe(true);
      }
    }
  });
});

describe('leaving', () => {
  it('a player who leaves: her adventure and special cards go to the bottom of the deck, her turn passes on', () => {
    const s = build({ at: [loc(1), HQ, loc(5)], adventures: [30, 31, 32], held: [['steve'], [], []] });
    const { state, events } = game.resign(s, 0);
    expect(state.players[0]).toMatchObject({ out: true, adventure: null, held: [] });
    expect(state.deck.slice(0, 2).sort()).toEqual(['c30', 'c37']);
    expect(new Set(allCards(state)).size).toBe(40);
    expect(state.turn).toBe(1);
    expect(en(events[0].text)).toBe('P0 leaves the game; her cards go to the bottom of the deck');
    expect(game.scene(state).tokens.map((t) => t.seat)).toEqual([1, 2]);
    expect(seatLines(state)[0]).toBe('left the game');
  });

  it('a leaver is passed over; when one player is left she wins', () => {
    let s = game.resign(build({ at: [loc(1), HQ, loc(5)], adventures: [30, 31, 32], turn: 1 }), 2).state;
    s = act(rollDrive(s, 2, 3), 'to:r99').state;
    expect(s.turn).toBe(0);
    s = act(rollDrive(s, 2, 3), 'to:r21').state;
    expect(s.turn).toBe(1);
    const { state } = game.resign(s, 0);
    expect(outcome(state)).toEqual({ winners: [1], text: 'P1 wins: everyone else has left' });
  });

  it('a resigned player is not scored among the winners at the end', () => {
    let s = build({
      at: [loc(1), HQ, loc(5)],
      adventures: [30, 31, 32],
      assignments: [{ location: 3, bonus: 100 }],
      turnedUp: 5,
      won: [[], [], [{ card: 'c9', points: 40, doubled: true, bonus: 100 }]],
    });
    s = game.resign(s, 2).state;
    const { state } = act(rollDrive(s, 2, 4), `to:${loc(3)}`);
    expect(game.outcome(state)!.winners).toEqual([0]);
  });
});
