import { describe, expect, it } from 'vitest';
import { aiDecision, applyDecision, createMatch } from '../../../src/engine/match';
import type { Text } from '../../../src/engine/text';
import { deathStar, type DsState } from '../../../src/games/death-star';
import { act, build, say, spin, spot } from './helpers';

/** Red's Luke/Leia on spot 5; Blue, both missions done, flies the ship in hyperspace (h24). */
const flying = () =>
  build({
    at: [{ luke: spot(5) }, { luke: 'falcon', han: 'falcon' }],
    missions: [
      [false, false],
      [true, true],
    ],
    ship: [null, 'h24'],
  });

describe('what the picture and the status show', () => {
  it('tokens by seat and letter (L, H), the ship as F in hyperspace, the last move highlighted', () => {
    const s = flying();
    const r = act(spin(s, 2).state, 'w:luke:s49');
    const sc = deathStar.scene(r.state);
    expect(sc.tokens.map((t) => ({ ...t, label: say(t.label as Text) }))).toEqual([
      { seat: 0, space: 's49', label: 'L' },
      { seat: 0, space: 'tc0', label: 'H' },
      { seat: 1, space: 'h24', label: 'F' },
    ]);
    // The letters follow the language's names: in French Han is Yan, his letter Y.
    expect(sc.tokens.map((t) => say(t.label as Text, { locale: 'fr' }))).toEqual(['L', 'Y', 'F']);
    expect(sc.highlight).toEqual(['s5', 's6', 's49']);
  });

  it('the key names the letters on the board: F only while a ship flies in hyperspace', () => {
    const walking = build({ at: [{ luke: spot(5) }, {}] });
    expect(deathStar.scene(walking).notes!.map((n) => say(n))).toEqual([
      `L = Luke/Leia, H = Han/Chewie · Force deck: ${walking.deck.draw.length}`,
    ]);
    const inHyperspace = flying();
    expect(say(deathStar.scene(inHyperspace).notes![0])).toBe(
      `L = Luke/Leia, H = Han/Chewie, F = the Falcon in hyperspace · Force deck: ${inHyperspace.deck.draw.length}`,
    );
  });

  it('one line per seat: missions done, detention, hyperspace', () => {
    const s = build({
      at: [{ luke: 'detention' }, { luke: 'falcon', han: 'falcon' }, {}],
      missions: [
        [true, false],
        [true, true],
        [false, false],
      ],
      ship: [null, 'h24', null],
    });
    expect(deathStar.scene(s).seatLines!.map((l) => say(l))).toEqual([
      'Blueprint ✓ Tractor Beam – · L held',
      'Missions ✓ · hyperspace',
      'Blueprint – Tractor Beam –',
    ]);
    expect(say(deathStar.status(s)[0])).toBe(
      'Red: Luke/Leia in the Detention Block (0 turns), Han/Chewie on the Trash Compactor; Blueprint taken, Tractor Beam on',
    );
  });

  it('the picture and the status read in French and Hungarian, in the game’s own terms', () => {
    const s = build({
      at: [{ luke: 'detention', han: spot(20) }, {}],
      missions: [
        [true, false],
        [false, false],
      ],
      hands: [['escape'], []],
    });
    const fr = { locale: 'fr' as const };
    const hu = { locale: 'hu' as const };
    expect(say(deathStar.status(s)[0], fr)).toBe(
      'Red\u00a0: Luc/Leia au quartier de détention (0 tour), Yan/Chewbacca sur la case 20\u00a0; plans dérobés, rayon tracteur actif, 1 carte secrète',
    );
    expect(say(deathStar.status(s)[0], hu)).toBe(
      'Red: Luke/Leia a fogdablokkban (0 kör óta), Han/Csubakka a 20. mezőn; tervrajz megszerezve, vonósugár bekapcsolva, 1 titkos lap',
    );
    expect(say(deathStar.scene(s).seatLines![0], hu)).toBe('Tervrajz ✓ Vonósugár – · L fogdában');
    expect(say(deathStar.scene(s).seatLines![0], fr)).toBe('Plans ✓ Rayon – · L en détention');
    expect(say(deathStar.scene(s).notes![0], fr)).toBe(
      `L = Luc/Leia, Y = Yan/Chewbacca · Pioche de la Force\u00a0: ${s.deck.draw.length}`,
    );
    expect(say(deathStar.scene(s).notes![0], hu)).toBe(`L = Luke/Leia, H = Han/Csubakka · Erő-pakli: ${s.deck.draw.length}`);
  });

  it('secrecy: public views, scenes, status and events never show a card held in a hand', () => {
    let m = createMatch(
      deathStar,
      [0, 1, 2, 3].map((i) => ({ name: `P${i}`, ai: true })),
      {},
      9,
    ).match;
    let sawHand = false;
    for (let i = 0; i < 800 && deathStar.outcome(m.state) === null; i++) {
      const held = m.state.players.flatMap((p) => p.hand);
      sawHand ||= held.length > 0;
      const pub = JSON.stringify([deathStar.view(m.state, null), deathStar.scene(m.state), deathStar.status(m.state)]);
      for (const id of held) expect(pub).not.toContain(`"${id}"`);
      m.state.players.forEach((p, seat) => {
        const other = JSON.stringify(deathStar.view(m.state, (seat + 1) % 4));
        for (const id of p.hand) expect(other).not.toContain(`"${id}"`);
      });
      const d = aiDecision(deathStar, m)!;
      const res = applyDecision(deathStar, m, d);
      if (!res.ok) throw new Error(res.message);
      for (const e of res.value.events) for (const id of held) expect(e.text).not.toContain(id);
      m = res.value.match;
    }
    expect(sawHand).toBe(true);
  });
});

describe('leaving', () => {
  it('a player who resigns leaves the board; their cards go to the discard pile; the turn passes', () => {
    const s: DsState = build({ at: [{}, {}, {}], hands: [['escape'], [], []] });
    const r = deathStar.resign(s, 0);
    expect(r.state.players[0].out).toBe(true);
    expect(r.state.deck.discard.length).toBe(1);
    expect(r.state.turn.player).toBe(1);
    expect(deathStar.scene(r.state).tokens.every((t) => t.seat !== 0)).toBe(true);
    expect(say(deathStar.scene(r.state).seatLines![0])).toBe('left the game');
  });

  it('the last player left wins', () => {
    const r = deathStar.resign(build(), 1);
    const out = deathStar.outcome(r.state)!;
    expect(out.winners).toEqual([0]);
    expect(say(out.text)).toBe('Red wins: everyone else has left');
    expect(deathStar.pending(r.state)).toBeNull();
  });

  it('a player who left no longer sends tokens back nor is sent back', () => {
    const s = build({ at: [{}, { han: spot(37) }, {}] });
    const gone = deathStar.resign(s, 1).state;
    const r = act(spin(gone, 2).state, 'w:han:s37');
    expect(r.text).not.toContain('sent back');
  });
});
