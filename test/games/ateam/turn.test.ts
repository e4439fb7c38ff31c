import { describe, expect, it } from 'vitest';
import { ateam } from '../../../src/games/ateam';
import { act, build, cardIn, choiceIds, dice, kindAt, said } from './helpers';
import { LOCALES, tx, type Locale } from '../../../src/engine/text';
import { words } from '../../support/text';

describe('A-Team turn flow', () => {
  it('roll one die and move ahead that many spaces', () => {
    const s = build({ pos: [0, 0], hands: [['shove']] });
    const r = act(s, 'roll', dice(4));
    expect(r.state.players[0].pos).toBe(4);
    expect(said(r.events)[0]).toEqual({ text: 'Ann rolls 4', dice: [4] });
  });

  it('the roll choice is marked roll and card choices are secret with their card', () => {
    const s = build({ pos: [0, 0], hands: [['shove', 'sidetracked']] });
    const p = ateam.pending(s)!;
    expect(p.choices.find((c) => c.id === 'roll')).toMatchObject({ roll: true, label: { key: 'choice.roll' } });
    const side = p.choices.filter((c) => c.id.startsWith('play:') && c.card === cardIn(s, 0, 'sidetracked'));
    expect(side.map((c) => c.target)).toEqual([0, 1]);
    for (const c of p.choices.filter((c) => c.id !== 'roll')) expect(c.secret).toBe(true);
    // Plays name their card; a discard is its own action and carries none, so /playcard never takes it.
    for (const c of p.choices.filter((c) => c.action?.kind === 'play')) expect(c.card).toBeTruthy();
    const discards = p.choices.filter((c) => c.action?.kind === 'discard');
    expect(discards.map((c) => c.card)).toEqual([undefined, undefined]);
    expect(discards.map((c) => c.action)).toEqual(s.players[0].hand.map((card) => ({ kind: 'discard', card })));
    for (const c of p.choices) {
      expect(c.id).toMatch(/^[a-z0-9:_.-]{1,40}$/);
      for (const locale of LOCALES) expect(words(c.label, { game: 'ateam', locale }).length).toBeLessThanOrEqual(80);
    }
  });

  it('card choices say where the card takes someone, short enough for a button', () => {
    const labels = (st: ReturnType<typeof build>, locale: Locale = 'en') =>
      ateam
        .pending(st)!
        .choices.filter((c) => c.id.startsWith('play:'))
        .map((c) => words(c.label, { game: 'ateam', locale, names: st.names }));
    expect(labels(build({ pos: [0, 21], hands: [['shove', 'roving']] }))).toEqual([
      'Play B.A. GIVES YOU A SHOVE: move 2 to space 2 (WEAPONS LAB)',
      'Play ROVING GUARD CATCHES YOU on Face: back to space 19',
    ]);
    // A target in a button is named by the character, as on the board: a long display name cannot push the end off.
    const long = build({ pos: [0, 21], hands: [['roving']] });
    long.names[1] = 'Templeton-Peck-the-Faceman-of-the-A-Team';
    expect(labels(long)).toEqual(['Play ROVING GUARD CATCHES YOU on Face: back to space 19']);
    expect(labels(long, 'fr')).toEqual(['Jouer UNE PATROUILLE VOUS ATTRAPE contre Futé\u00a0: retour à la case 19']);
    expect(labels(long, 'hu')).toEqual(['Kijátszom Szépfiúra: ELKAP A JÁRŐR – vissza a 19. mezőre']);
    // An occupied NARROW PASSAGEWAY cuts the move short: the label says so.
    expect(labels(build({ pos: [9, 10], hands: [['smooths']] }))).toEqual([
      'Play B.A. SMOOTHS THE WAY: only 1, to the occupied space 10',
    ]);
    const tells = build({ pos: [55, 0], hands: [['tells']] });
    expect(labels(tells)).toEqual(['Play B.A. TELLS YOU WHERE IT IS: move 1 to space 56 (ULTIMATE WEAPONS LAB)']);
    expect(labels(tells, 'fr')).toEqual(['Jouer BARRACUDA VOUS DIT OÙ C’EST\u00a0: 1 case, vers la case 56 (LABO ULTIME)']);
    expect(labels(tells, 'hu')).toEqual(['Kijátszom: ROSSZFIÚ ÚTBA IGAZÍT – 1 lépés, az 56. mezőre (VÉGSŐ LABOR)']);
  });

  it('after the roll a card may still be played or discarded, or the turn ended', () => {
    const s = build({ pos: [0, 0], hands: [['shove']] });
    const r = act(s, 'roll', dice(1));
    const ids = choiceIds(r.state);
    expect(ids).toContain('end');
    expect(ids).toContain(`play:${cardIn(s, 0, 'shove')}`);
    expect(ids).toContain(`discard:${cardIn(s, 0, 'shove')}`);
    expect(ids).not.toContain('roll');
    const e = act(r.state, 'end');
    expect(e.state.turn.player).toBe(1);
  });

  it('a card may be played before rolling; the roll then ends the turn', () => {
    const s = build({ pos: [0, 0, 0], hands: [['shove', 'smooths']] });
    const a = act(s, `play:${cardIn(s, 0, 'shove')}`);
    expect(a.state.players[0].pos).toBe(2);
    expect(choiceIds(a.state)).toEqual(['roll']);
    const b = act(a.state, 'roll', dice(2));
    expect(b.state.players[0].pos).toBe(4);
    expect(b.state.turn.player).toBe(1);
  });

  it('playing a card draws a replacement from the draw pile; the played card goes face up on the discard pile', () => {
    const s = build({ pos: [0, 0], hands: [['shove', 'smooths', 'tells']] });
    const shove = cardIn(s, 0, 'shove');
    const top = s.deck.draw[s.deck.draw.length - 1];
    const r = act(s, `play:${shove}`);
    expect(r.state.players[0].hand).toHaveLength(3);
    expect(r.state.players[0].hand).toContain(top);
    expect(r.state.deck.discard).toEqual([shove]);
    expect(r.text).toContain('Ann plays B.A. GIVES YOU A SHOVE');
  });

  it('instead of playing, one card may be discarded face up and replaced', () => {
    const s = build({ pos: [0, 0], hands: [['lab3', 'shove']] });
    const lab = cardIn(s, 0, 'lab3');
    const r = act(s, `discard:${lab}`);
    expect(r.state.deck.discard).toEqual([lab]);
    expect(r.state.players[0].hand).toHaveLength(2);
    expect(r.text).toContain('Ann discards TOP SECRET WEAPONS LAB and draws a card');
    // Only one card a turn: no more card choices.
    expect(choiceIds(r.state)).toEqual(['roll']);
  });

  it('only one card per turn: after playing, rolling ends the turn', () => {
    const s = build({ pos: [0, 0], hands: [['shove', 'shove']] });
    const a = act(s, 'roll', dice(4));
    const b = act(a.state, `play:${a.state.players[0].hand[0]}`);
    expect(b.state.players[0].pos).toBe(6);
    expect(b.state.turn.player).toBe(1);
  });

  it('the discard pile is reshuffled into a new draw pile when the draw pile runs out', () => {
    const s = build({ pos: [0, 0], hands: [['shove']] });
    s.deck = { draw: [], discard: s.deck.draw.slice(0, 5) };
    const before = [...s.deck.discard];
    const r = act(s, `play:${cardIn(s, 0, 'shove')}`);
    expect(r.text).toContain('discard pile is shuffled');
    const drawn = r.state.players[0].hand[0];
    expect([...before, cardIn(s, 0, 'shove')]).toContain(drawn);
    expect(r.state.deck.discard).toEqual([]);
    expect(r.state.deck.draw.length + 1).toBe(before.length + 1);
  });

  it('play passes to the left and the turn ends by itself once rolled and a card used', () => {
    const s = build({ pos: [0, 0, 0], turn: 2, hands: [[], [], ['shove']] });
    const r = act(act(s, 'roll', dice(4)).state, `play:${cardIn(s, 2, 'shove')}`);
    expect(r.state.turn.player).toBe(0);
  });

  it('with an empty hand the roll ends the turn', () => {
    const s = build({ pos: [0, 0] });
    const r = act(s, 'roll', dice(1));
    expect(kindAt(1)).toBe('plain');
    expect(r.state.turn.player).toBe(1);
  });

  it('after the roll the turn ends by itself when no card can be played: End turn only beside a playable card', () => {
    // A SECRET WEAPONS LAB card off a LAB space cannot be played (a discard alone keeps no turn open).
    const s = build({ pos: [0, 0], hands: [['lab2']] });
    expect(choiceIds(s)).toContain(`discard:${cardIn(s, 0, 'lab2')}`);
    const r = act(s, 'roll', dice(1));
    expect(r.state.turn.player).toBe(1);
    expect(r.state.players[0].hand).toEqual(s.players[0].hand);
  });

  it('refuses decisions out of turn or not offered', () => {
    const s = build({ pos: [0, 0] });
    const wrong = ateam.apply(s, 1, { id: 'roll', label: tx('choice.roll') }, dice(1));
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error).toBe('not-your-turn');
    const bad = ateam.apply(s, 0, { id: 'end', label: tx('choice.end') }, dice(1));
    expect(!bad.ok && bad.error).toBe('illegal-choice');
  });

  it('apply does not change the state it is given', () => {
    const s = build({ pos: [0, 0], hands: [['shove']] });
    const copy = structuredClone(s);
    act(s, 'roll', dice(3));
    expect(s).toEqual(copy);
  });
});
