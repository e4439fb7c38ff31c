import { describe, expect, it } from 'vitest';
import { tx } from '../../../src/engine/text';
import { aiDecision, applyDecision, createMatch, type Match } from '../../../src/engine/match';
import { Rng, seedState } from '../../../src/engine/rng';
import { atcha, type AtchaState } from '../../../src/games/atcha';
import { makeState, play, say } from './helpers';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, ai: true }));

describe('the plug-in contract', () => {
  it('declares id, name, player counts, a role and colour per seat', () => {
    expect(atcha).toMatchObject({ id: 'atcha', name: 'Atcha!', minPlayers: 2, maxPlayers: 4, playerCounts: [2, 4] });
    expect(atcha.roles.map((r) => say(r))).toEqual(['Red', 'Green', 'Yellow', 'Blue']);
    expect(atcha.roles.map((r) => say(r, 'hu'))).toEqual(['Piros', 'Zöld', 'Sárga', 'Kék']);
    expect(atcha.colors).toHaveLength(4);
  });

  it('who goes first: everyone throws two dice, highest total starts, every roll is an event', () => {
    const { match, events } = createMatch(atcha, seats(2), {}, 1, [3, 4, 6, 5]);
    expect(events.slice(0, 3).map((e) => [say(e.text), e.dice])).toEqual([
      ['P1 rolls 3 + 4 = 7 for first turn', [3, 4]],
      ['P2 rolls 6 + 5 = 11 for first turn', [6, 5]],
      ['P2 goes first', undefined],
    ]);
    expect(atcha.pending(match.state)).toMatchObject({
      player: 1,
      choices: [{ id: 'roll', label: { key: 'choice.roll' }, roll: true }],
    });
  });

  it('ties for first throw again', () => {
    const { match, events } = createMatch(atcha, seats(2), {}, 1, [3, 4, 5, 2, 1, 1, 2, 2]);
    expect(events.map((e) => say(e.text))).toContain('Tie between P1 and P2: they roll again');
    expect(match.state.turn).toBe(1);
  });

  it('apply refuses the wrong player, an unknown choice, and any choice once the game is over', () => {
    const s = makeState();
    const rng = new Rng(seedState(1, [6, 1]));
    expect(atcha.apply(s, 1, { id: 'roll', label: tx('choice.roll') }, rng)).toMatchObject({ ok: false, error: 'not-your-turn' });
    expect(atcha.apply(s, 0, { id: 'm1:3', label: tx('choice.move') }, rng)).toMatchObject({
      ok: false,
      error: 'illegal-choice',
    });
    const over = atcha.resign(s, 1).state;
    expect(atcha.apply(over, 0, { id: 'roll', label: tx('choice.roll') }, rng)).toMatchObject({ ok: false, error: 'game-over' });
  });

  it('apply never changes its input state', () => {
    const s = makeState({ pieces: { 0: ['t10'], 1: ['t15'] } });
    const copy = structuredClone(s);
    play(s, ['roll', 'm1:5'], [5, 1]);
    expect(s).toEqual(copy);
  });

  it('has no secrets: hand() is empty and every view shows the whole public state', () => {
    const s = makeState({ pieces: { 0: ['t10'] } });
    expect(atcha.hand(s, 0)).toEqual([]);
    const { viewer, moves, ...rest } = atcha.view(s, 1);
    expect(rest).toEqual(s);
    expect(viewer).toBe(1);
    expect(moves).toBe(1);
  });

  it('choice ids are short and stable, labels fit a button, over whole AI games', () => {
    for (const n of [2, 4]) {
      let match: Match<AtchaState> = createMatch(atcha, seats(n), {}, 11).match;
      for (let i = 0; i < 3000 && atcha.pending(match.state); i++) {
        const p = atcha.pending(match.state)!;
        expect(p.choices.length).toBeGreaterThan(0);
        expect(new Set(p.choices.map((c) => c.id)).size).toBe(p.choices.length);
        for (const c of p.choices) {
          expect(c.id).toMatch(/^[a-z0-9:_.-]{1,40}$/);
          for (const locale of ['en', 'fr', 'hu'] as const) expect(say(c.label, locale).length).toBeLessThanOrEqual(80);
          expect(c.secret).toBeFalsy();
        }
        expect(atcha.pending(match.state)).toEqual(p);
        const res = applyDecision(atcha, match, aiDecision(atcha, match)!);
        if (!res.ok) throw new Error(res.error);
        match = res.value.match;
      }
      expect(atcha.outcome(match.state)).not.toBeNull();
    }
  });
});

describe('scene and status', () => {
  it('one token per seat per square, blobs and mixeys as stacked counts', () => {
    const s = makeState({ seats: 4, pieces: { 0: ['t10', 't10', 't20'], 2: ['t10', 'home'] } });
    const tokens = atcha.scene(s).tokens;
    // Red 1 and Red 2 on t10: a blob names both pieces.
    expect(tokens).toContainEqual({ seat: 0, space: 't10', label: '1·2', stacked: true });
    expect(tokens).toContainEqual({ seat: 2, space: 't10', label: '1' });
    expect(tokens).toContainEqual({ seat: 0, space: 't20', label: '3' });
    expect(tokens).toContainEqual({ seat: 0, space: 'rbase4', label: '4' });
    expect(tokens).toContainEqual({ seat: 2, space: 'yhome', label: '2' });
    expect(tokens.filter((t) => t.seat === 1)).toHaveLength(4);
  });

  it('highlights the squares of the last move', () => {
    const r = play(makeState({ pieces: { 0: ['t10'] } }), ['roll', 'm1:3'], [3, 1]);
    expect(atcha.scene(r.state).highlight).toEqual(['t10', 't11', 't12', 't13']);
  });

  it('status counts pieces in base, out and home per colour, and a pending ATCHA', () => {
    const s = makeState({ pieces: { 0: ['t14', 'home'], 1: ['t15', 't15'] } });
    expect(say(atcha.status(s)[0])).toBe('P1: 2 in base, 1 out, 1 home');
    expect(say(atcha.status(s)[0], 'fr')).toBe('P1\u00a0: 2 à l’écurie, 1 en jeu, 1 au but');
    const r = play(s, ['roll', 'atcha:t15'], [6, 6]);
    expect(atcha.status(r.state).map((l) => say(l))).toContain('ATCHA on the Yellow blob at 15: 2 of 3 sixes');
    expect(atcha.scene(r.state).notes!.map((n) => say(n))).toContain('ATCHA on the Yellow blob at 15: 2 of 3 sixes');
    expect(atcha.scene(r.state).notes!.map((n) => say(n, 'hu'))).toContain('ATCHA Sárga TORLASZA ellen (15. mező): 2/3 hatos');
  });
});

describe('names and stored games', () => {
  it('a seat is the platform’s to name (its player, colour beside): the game passes the seat, never a name or a colour', () => {
    const s = makeState({ pieces: { 0: ['t10'] } });
    s.names = ['AI Red', 'bob'];
    const r = play(s, ['roll', 'm1:5', 'm1:1'], [5, 1]);
    // The message layer names a seat ("bob (Yellow)": test/services/peopleFirst.test.ts); the game adds nothing.
    const text = r.events.map((e) => say(e.text, 'en', s.names)).join('\n');
    expect(text).toContain('AI Red throws 5 + 1');
    expect(text).toContain('bob to throw');
    expect(text).not.toContain('(Red)');
    // The outcome says why, by seat.
    const won = atcha.resign(r.state, 1);
    expect(won.state.end!.text).toEqual({ key: 'outcome.resigns', params: { color: { seat: 1 } } });
    expect(won.events.map((e) => say(e.text, 'en', s.names))).toContain('bob resigns: AI Red wins');
    expect(won.events.map((e) => say(e.text, 'hu', s.names))).toContain('bob feladta: AI Red nyert');
    // AI seats may be named after their colour in the game's language (as older games named them).
    s.names = ['AI Piros', 'IA Jaune'];
    const hu = atcha.setup({
      seats: s.names.map((name) => ({ name, ai: true })),
      options: {},
      rng: new Rng(seedState(1, [3, 4, 6, 5])),
    });
    expect(hu.events.map((e) => say(e.text, 'hu', s.names)).slice(0, 3)).toEqual([
      'AI Piros kezdő dobása: 3 + 4 = 7',
      'IA Jaune kezdő dobása: 6 + 5 = 11',
      'IA Jaune kezd',
    ]);
  });
});
