// The combat dice are the game's own device (src/games/action-man/chance.ts): six symbol
// faces, thrown exactly as before they were declared there, named and drawn from the data.
import { words } from '../../support/text';
import { en } from './helpers';
import { describe, expect, it } from 'vitest';
import { chanceName, faceOfToken } from '../../../src/engine/chance';
import { Rng, seedState } from '../../../src/engine/rng';
import { SYMBOL_DIE, SYMBOLS, throwSymbols } from '../../../src/games/action-man/chance';

describe('the combat dice', () => {
  it('show every face of the six, each as likely, recorded as symbols', () => {
    const r = new Rng(seedState(3));
    const seen = new Set(throwSymbols(r, 300));
    expect([...seen].sort()).toEqual([...SYMBOLS].sort());
    expect(r.chances.every((c) => c.kind === 'symbol')).toBe(true);
    expect(r.rolls).toEqual([]);
  });

  it('throw as they always did: one draw of six, faces in order', () => {
    // Stored games replay from their seed: the same draw must give the same symbol.
    const r = new Rng(seedState(12));
    const mirror = new Rng(seedState(12));
    for (let i = 0; i < 300; i++) expect(throwSymbols(r, 1)).toEqual([SYMBOLS[mirror.int(6)]]);
  });

  it('are named, forced and drawn from their declaration: a tile, a pictogram, a word', () => {
    const carrier = chanceName([SYMBOL_DIE], { kind: 'symbol', face: 'carrier' });
    expect(en(carrier)).toBe('aircraft carrier');
    expect(words(carrier, { game: 'action-man', locale: 'fr' })).toBe('porte-avions');
    expect(words(carrier, { game: 'action-man', locale: 'hu' })).toBe('repülőgép-hordozó');
    expect(faceOfToken(SYMBOL_DIE, 'Tank')?.face).toEqual({ kind: 'symbol', face: 'tank' });
    expect(faceOfToken(SYMBOL_DIE, 'symbol:missile')?.face).toEqual({ kind: 'symbol', face: 'missile' });
    expect(faceOfToken(SYMBOL_DIE, 'banana')).toBeNull();
    const ship = SYMBOL_DIE.faces.find((f) => f.face.face === 'battleship')!;
    expect(ship.picture).toMatchObject({ tile: true, word: 'ship' });
    expect(ship.picture.shapes.length).toBeGreaterThan(3);
    for (const f of SYMBOL_DIE.faces)
      for (const s of f.picture.shapes)
        if ('points' in s) for (const [u, v] of s.points) expect(Math.min(u, v) >= 0 && Math.max(u, v) <= 1).toBe(true);
  });
});
