import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../../src/engine/match';
import { ateam } from '../../../src/games/ateam';
import { BOARD, START, VAULT, spaceId } from '../../../src/games/ateam/board';
import { CARD_IDS, CARD_NAMES, CARDS, CARD_KINDS, cardName } from '../../../src/games/ateam/cards';
import { LOCALES, type Locale, type Text } from '../../../src/engine/text';
import { headingOf } from '../../../src/games/ateam/view';
import { act, build, cardIn, dice, en } from './helpers';
import { words } from '../../support/text';

const NAMES = CARD_NAMES;
const CARD_ID = /\bc\d{1,2}\b/;
const unbracket = (s: string): string => s.replace(/\([^)]*\)/g, '');

describe('A-Team views', () => {
  it("a player's view holds their own hand and only counts of the others'", () => {
    const s = build({ pos: [0, 0], hands: [['shove', 'roving'], ['lab1']] });
    const v = ateam.view(s, 0);
    expect(v.hand.map((c) => c.id).sort()).toEqual([...s.players[0].hand].sort());
    expect(v.players.map((p) => p.cards)).toEqual([2, 1]);
    expect(JSON.stringify(v)).not.toContain(s.players[1].hand[0]);
    expect(ateam.hand(s, 1)).toEqual([{ id: s.players[1].hand[0], name: CARDS.lab1.name, text: CARDS.lab1.text }]);
    expect(words(CARDS.lab1.name, { game: 'ateam' })).toBe('WEAPONS LAB');
    expect(ateam.view(s, null).hand).toEqual([]);
  });

  it('scene: initials, facing, the formula badge, the last move highlighted, the formula note', () => {
    const s = build({ pos: [30, 20], formula: 0, reached: [true, false], turn: 1 });
    const r = act(s, 'roll', dice(1));
    const sc = ateam.scene(r.state);
    expect(sc.tokens.map((t) => ({ ...t, label: en(t.label as Text) }))).toEqual([
      { seat: 0, space: 's30', label: 'H', heading: { from: 's30', to: 's29' }, badge: 'F' },
      { seat: 1, space: 's21', label: 'F', heading: { from: 's21', to: 's22' } },
    ]);
    // Each character's initial in the game's language: French Futé is F, Looping L; Hungarian Szépfiú S.
    const initials = (locale: 'fr' | 'hu') =>
      ateam.scene(build({ pos: [0, 0, 0, 0] })).tokens.map((t) => words(t.label as Text, { game: 'ateam', locale }));
    expect(initials('fr')).toEqual(['H', 'F', 'L', 'A']);
    expect(initials('hu')).toEqual(['H', 'S', 'M', 'A']);
    expect(sc.highlight).toEqual(['s21']);
    expect(sc.notes!.map(en)).toEqual(['Formula: Ann']);
    const t = act(build({ pos: [0, 0] }), 'roll', dice(2));
    expect(ateam.scene(t.state).highlight).toEqual(['s1', 's2']);
    expect(ateam.scene(build({ pos: [0, 0] })).notes!.map(en)).toEqual(['Formula: in the VAULT']);
  });

  it("the facing chevron follows the board's route: in toward the VAULT, out toward START, keeping its heading at either end", () => {
    const links = new Set((BOARD.links ?? []).map(([a, b]) => `${a}>${b}`));
    for (let pos = 0; pos <= VAULT; pos++) {
      const into = headingOf(pos, 'in');
      const out = headingOf(pos, 'out');
      // Links run START to VAULT: in follows a link, out runs one backwards.
      expect(links.has(`${into.from}>${into.to}`), `${pos} in`).toBe(true);
      expect(links.has(`${out.to}>${out.from}`), `${pos} out`).toBe(true);
      expect(pos === VAULT ? into.to : into.from).toBe(spaceId(pos));
      expect(pos === START ? out.to : out.from).toBe(spaceId(pos));
    }
  });

  it('the last move stays highlighted through decisions that move nobody (End turn, a discard)', () => {
    const s = build({ pos: [0, 20], hands: [['shove', 'lab2']] });
    const moved = act(s, 'roll', dice(2));
    expect(ateam.scene(moved.state).highlight).toEqual(['s1', 's2']);
    const ended = act(moved.state, 'end');
    expect(ended.state.turn.player).toBe(1);
    expect(ateam.scene(ended.state).highlight).toEqual(['s1', 's2']);
    // The next move replaces it.
    const next = act(ended.state, 'roll', dice(1));
    expect(ateam.scene(next.state).highlight).toEqual(['s21']);
  });

  it("status: each player's space, facing, card count and flags, and the formula", () => {
    const s = build({ pos: [13, 21], formula: 1, reached: [false, true], hands: [['shove']] });
    s.players[0].sidetracked = s.deck.draw.pop()!;
    const status = (locale: Locale = 'en') => ateam.status(s).map((t) => words(t, { game: 'ateam', locale, names: s.names }));
    expect(status()).toEqual([
      'P0: space 13 (GUARD), facing in, 1 card, held by the guard, sidetracked',
      'P1: space 21, facing out, 0 cards, HAS THE FORMULA',
      'P1 holds the formula',
    ]);
    expect(status('fr')[1]).toBe('P1\u00a0: la case 21, face à la sortie, 0 carte, A LA FORMULE');
    expect(status('hu')[0]).toBe('P0: 13. mező (ŐRSÉG), befelé néz, 1 lap, az őr fogva tartja, tévúton');
    // The seat is the platform's to name ("Amy (Hannibal)": test/services/seatNames.test.ts), never the game's.
    expect(ateam.status(s)[0].params?.who).toEqual({ seat: 0 });
  });

  it("secrecy: public views, scenes, status and events never show a card in anyone's hand", () => {
    for (const seed of [3, 11]) {
      const seats = [0, 1, 2, 3].map((i) => ({ name: `P${i}`, ai: true }));
      let m = createMatch(ateam, seats, {}, seed).match;
      for (let step = 0; step < 400 && !ateam.outcome(m.state); step++) {
        const d = aiDecision(ateam, m)!;
        const res = applyDecision(ateam, m, d);
        expect(res.ok).toBe(true);
        if (!res.ok) return;
        m = res.value.match;
        const pub = ateam.view(m.state, null);
        const { discardPile, ...rest } = pub;
        expect(discardPile.every((k) => CARD_KINDS.includes(k))).toBe(true);
        const scene = ateam.scene(m.state);
        const texts = [...ateam.status(m.state), ...(scene.notes ?? []), ...(scene.markers ?? []).map((x) => x.label)];
        for (const locale of LOCALES) {
          const say = (t: Text) => words(t, { game: 'ateam', locale, names: m.state.names });
          // Space names in brackets, "(WEAPONS LAB)", are board facts, not cards: drop them first.
          const text = unbracket(JSON.stringify([rest, scene.tokens, texts.map(say)]));
          expect(text).not.toMatch(CARD_ID);
          for (const n of NAMES.map(say)) expect(text).not.toContain(n);
          for (const e of res.value.events) {
            expect(say(e.text)).not.toMatch(CARD_ID);
            // A card is named only as it is played or discarded face up.
            if (NAMES.map(say).some((n) => unbracket(say(e.text)).includes(n)))
              expect(e.text).toMatchObject({ key: expect.stringMatching(/^event\.(plays|plays-on|plays-self|discards)$/) });
          }
        }
        // Each player's own view names only their own cards.
        for (let seat = 0; seat < 4; seat++) {
          const own = JSON.stringify(ateam.view(m.state, seat));
          for (let other = 0; other < 4; other++) {
            if (other === seat) continue;
            for (const c of m.state.players[other].hand) expect(own).not.toMatch(new RegExp(`\\b${c}\\b`));
          }
        }
      }
    }
  });

  it('the discard pile shows played cards face up; a card names its own id', () => {
    const s = build({ pos: [0, 0], hands: [['shove']] });
    const card = cardIn(s, 0, 'shove');
    const r = act(s, `play:${card}`);
    expect(ateam.view(r.state, null).discardPile).toEqual(['shove']);
    expect(en(cardName(card))).toBe('B.A. GIVES YOU A SHOVE');
    expect(CARD_IDS).toContain(card);
  });
});

describe('A-Team resigning', () => {
  it("the leaver's token goes, their cards go to the discard pile, the turn passes on", () => {
    const s = build({ pos: [5, 14, 20], hands: [['shove', 'tells'], [], []] });
    const r = ateam.resign(s, 0);
    expect(r.state.players[0].out).toBe(true);
    expect([...r.state.deck.discard].sort()).toEqual([...s.players[0].hand].sort());
    expect(ateam.scene(r.state).tokens.map((t) => t.seat)).toEqual([1, 2]);
    expect(r.state.turn.player).toBe(1);
    expect(ateam.outcome(r.state)).toBeNull();
    // Seat 0 is skipped from now on.
    const a = act(act(r.state, 'roll', dice(1)).state, 'roll', dice(1));
    expect(a.state.turn.player).toBe(1);
  });

  it('a stop decision survives the holder leaving, and goes with a pursuer who leaves', () => {
    // Murdock loses a battle to Face on Murdock's turn; Face's move passes Hannibal, the holder.
    const s = build({ pos: [21, 24, 20, 0], formula: 0, reached: [true, true, false, false], turn: 2 });
    const stop = act(s, 'roll', dice(4, 1, 5)).state;
    expect(ateam.pending(stop)!.player).toBe(1);
    const holderGone = ateam.resign(stop, 0).state;
    expect(ateam.pending(holderGone)!.choices.map((c) => en(c.label))).toEqual([
      'Stop on space 21',
      'Move on to space 20 (NARROW PASSAGEWAY)',
    ]);
    expect(act(holderGone, 'stop').state.players[1].pos).toBe(21);
    // Face leaves instead: Murdock, who has rolled and holds no card, has finished his turn.
    const faceGone = ateam.resign(stop, 1).state;
    expect(faceGone.await.kind).toBe('turn');
    expect(faceGone.turn.player).toBe(3);
  });

  it('when one player is left, they win', () => {
    const r = ateam.resign(build({ pos: [5, 10] }), 1);
    expect(ateam.outcome(r.state)).toMatchObject({ winners: [0] });
    expect(en(ateam.outcome(r.state)!.text)).toBe('Ann wins: everyone else has left');
    expect(ateam.pending(r.state)).toBeNull();
  });

  it('a formula holder who leaves puts the formula back in the VAULT, and everyone turns in again', () => {
    const s = build({ pos: [20, 30, 58], formula: 1, reached: [false, true, true] });
    const r = ateam.resign(s, 1);
    expect(r.state.formula).toBeNull();
    expect(r.state.players.filter((p) => !p.out).every((p) => p.facing === 'in' && !p.reached)).toBe(true);
    // Murdock, still standing in the VAULT, takes the formula there on his turn.
    const murdock = { ...r.state, turn: { ...r.state.turn, player: 2 } };
    expect(ateam.pending(murdock)!.choices[0]).toMatchObject({ id: 'roll' });
    expect(en(ateam.pending(murdock)!.choices[0].label)).toBe('Take the formula and run');
    const m = act(murdock, 'roll', dice(2, 2));
    expect(m.state.formula).toBe(2);
    expect(m.state.players[2]).toMatchObject({ pos: 54, facing: 'out', reached: true });
  });
});
