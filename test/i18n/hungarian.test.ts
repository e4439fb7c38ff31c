// Hungarian grammar for names (src/services/core/hungarian.ts) and the catalogues' forms that use
// it (`{who, case, accusative}`, `{space, article}`: src/services/core/forms.ts): names from
// Discord in any script take the case endings AkH 12 spells, and "a"/"az" follows the sound;
// French "de" elides before a name that starts with a vowel (`{who, de}`).
import { describe, expect, it } from 'vitest';
import { tx, type Catalogues } from '../../src/engine/text';
import { articleHu, declineHu, lastNumberWord, type HuCase } from '../../src/services/core/hungarian';
import { markForms } from '../../src/services/core/forms';
import { createTexts } from '../../src/services/core/texts';

const forms = (name: string, cases: HuCase[]) => cases.map((c) => declineHu(name, c));
const MAIN: HuCase[] = ['accusative', 'dative', 'instrumental', 'illative', 'sublative', 'possessive'];

describe('Hungarian names in their cases', () => {
  it('follows vowel harmony (back, front, front rounded) and lengthens a final a, e, o, ö', () => {
    expect(forms('Anna', MAIN)).toEqual(['Annát', 'Annának', 'Annával', 'Annába', 'Annára', 'Annáé']);
    expect(forms('Bence', MAIN)).toEqual(['Bencét', 'Bencének', 'Bencével', 'Bencébe', 'Bencére', 'Bencéé']);
    expect(forms('Ödön', ['accusative', 'allative', 'superessive'])).toEqual(['Ödönt', 'Ödönhöz', 'Ödönön']);
    expect(forms('Hugo', ['accusative', 'dative'])).toEqual(['Hugót', 'Hugónak']);
    // Neutral vowels after a back one: back ("Dávid", "Máté"), but front after a short e ("Ágnes").
    expect(forms('Dávid', ['accusative', 'dative'])).toEqual(['Dávidot', 'Dávidnak']);
    expect(forms('Máté', ['dative'])).toEqual(['Máténak']);
    expect(forms('Ágnes', ['dative', 'instrumental'])).toEqual(['Ágnesnek', 'Ágnessel']);
    expect(forms('Lőrinc', ['accusative', 'allative'])).toEqual(['Lőrincet', 'Lőrinchez']);
  });

  it('joins -t directly after a vowel or a sonorant or sibilant, else with a linking vowel', () => {
    expect(['Pál', 'János', 'Kálmán', 'Gábor', 'Balázs', 'Mihály'].map((n) => declineHu(n, 'accusative'))).toEqual([
      'Pált',
      'Jánost',
      'Kálmánt',
      'Gábort',
      'Balázst',
      'Mihályt',
    ]);
    expect(['Bob', 'Ádám', 'József', 'Bálint', 'Márk', 'Nagy', 'Max'].map((n) => declineHu(n, 'accusative'))).toEqual([
      'Bobot',
      'Ádámot',
      'Józsefet',
      'Bálintot',
      'Márkot',
      'Nagyot',
      'Maxot',
    ]);
  });

  it('turns the v of -val/-vel into the last consonant, doubling a Hungarian letter in place', () => {
    expect(['Bob', 'Balázs', 'Gergely', 'Szabolcs', 'Nagy', 'Tamás', 'Péter'].map((n) => declineHu(n, 'instrumental'))).toEqual([
      'Bobbal',
      'Balázzsal',
      'Gergellyel',
      'Szabolccsal',
      'Naggyal',
      'Tamással',
      'Péterrel',
    ]);
    // Foreign spellings of a consonant are written whole before it (AkH 216: Bachhal, Balzackal, Marxszal).
    expect(['Bach', 'Marc', 'Max', 'Alex', 'Murdock'].map((n) => declineHu(n, 'instrumental'))).toEqual([
      'Bachhal',
      'Marckal',
      'Maxszal',
      'Alexszel',
      'Murdockkal',
    ]);
    expect(declineHu('Bob', 'translative')).toBe('Bobbá');
  });

  it('keeps three equal consonants of a name with a hyphen (AkH 94)', () => {
    expect(declineHu('Marcell', 'instrumental')).toBe('Marcell-lel');
    expect(declineHu('Papp', 'instrumental')).toBe('Papp-pal');
    expect(declineHu('Mariann', 'dative')).toBe('Mariann-nak');
    expect(declineHu('Marcell', 'accusative')).toBe('Marcellt');
  });

  it('hyphenates after a silent or foreign final letter, reading the sound the name ends in (AkH 217)', () => {
    expect(forms('alice', ['accusative', 'dative', 'instrumental'])).toEqual(['alice-t', 'alice-nek', 'alice-szel']);
    expect(forms('Mike', ['accusative', 'instrumental'])).toEqual(['Mike-ot', 'Mike-kal']);
    expect(forms('Claire', ['accusative', 'instrumental'])).toEqual(['Claire-t', 'Claire-rel']);
    expect(forms('Charlie', ['accusative', 'instrumental'])).toEqual(['Charlie-t', 'Charlie-val']);
    expect(forms('Andrew', ['accusative', 'dative'])).toEqual(['Andrew-t', 'Andrew-nak']);
    expect(forms('Sarah', ['accusative'])).toEqual(['Sarah-t']);
    expect(forms('Michelle', ['instrumental'])).toEqual(['Michelle-lel']);
    expect(declineHu('Ştefan', 'dative')).toBe('Ştefannak');
    expect(declineHu('Renè', 'accusative')).toBe('Renè-t');
    // Hungarian names of the same shape are read as Hungarian.
    expect(['Imre', 'Vince', 'Ede', 'Zsike'].map((n) => declineHu(n, 'accusative'))).toEqual([
      'Imrét',
      'Vincét',
      'Edét',
      'Zsikét',
    ]);
  });

  it('reads a final y as i, or as j after o and u, without a hyphen', () => {
    expect(forms('Emily', ['accusative', 'instrumental'])).toEqual(['Emilyt', 'Emilyvel']);
    expect(forms('Tony', ['dative'])).toEqual(['Tonynak']);
    expect(forms('Roy', ['instrumental'])).toEqual(['Royjal']);
    expect(forms('Amy', ['dative'])).toEqual(['Amynek']);
  });

  it('reads a final number aloud, after a hyphen ("Gép 2-t", "3-mal", "1000-rel")', () => {
    expect(forms('Gép 2', MAIN)).toEqual(['Gép 2-t', 'Gép 2-nek', 'Gép 2-vel', 'Gép 2-be', 'Gép 2-re', 'Gép 2-é']);
    expect(['1', '3', '5', '6', '8', '10', '20', '100', '1000'].map((n) => declineHu(n, 'accusative'))).toEqual([
      '1-et',
      '3-at',
      '5-öt',
      '6-ot',
      '8-at',
      '10-et',
      '20-at',
      '100-at',
      '1000-et',
    ]);
    expect(['1', '3', '5', '6', '10', '20', '40', '100', '1000'].map((n) => declineHu(n, 'instrumental'))).toEqual([
      '1-gyel',
      '3-mal',
      '5-tel',
      '6-tal',
      '10-zel',
      '20-szal',
      '40-nel',
      '100-zal',
      '1000-rel',
    ]);
    expect(declineHu('12 000', 'accusative')).toBe('12 000-et');
    expect(['12', '30', '105', '2000000'].map(lastNumberWord)).toEqual(['kettő', 'harminc', 'öt', 'millió']);
  });

  it('gives a name in another script, or ending in a symbol, a hyphen and a vowel’s endings', () => {
    expect(forms('Иван', ['accusative', 'dative', 'instrumental'])).toEqual(['Иван-t', 'Иван-nak', 'Иван-val']);
    expect(declineHu('太郎', 'sublative')).toBe('太郎-ra');
    expect(declineHu('alice ✨', 'accusative')).toBe('alice ✨-t');
    expect(declineHu('BOB', 'accusative')).toBe('BOBOT');
    expect(declineHu('ANNA', 'instrumental')).toBe('ANNÁVAL');
  });

  it('declines the last word of a phrase, before a closing parenthesis', () => {
    expect(declineHu('Piros gép', 'instrumental')).toBe('Piros géppel');
    expect(['Gépi Piros', 'Gépi Kék', 'Gépi Zöld', 'Gépi Sárga'].map((n) => declineHu(n, 'accusative'))).toEqual([
      'Gépi Pirosat',
      'Gépi Kéket',
      'Gépi Zöldet',
      'Gépi Sárgát',
    ]);
    expect(declineHu('Luke/Leia', 'instrumental')).toBe('Luke/Leiával');
    expect(declineHu('12. mező (FEGYVERLABOR)', 'sublative')).toBe('12. mezőre (FEGYVERLABOR)');
    expect(declineHu('alice (Piros)', 'accusative')).toBe('alice-t (Piros)');
    expect(declineHu('alice', 'nominative')).toBe('alice');
  });
});

describe('the Hungarian article', () => {
  it('is "az" before a vowel, "a" before a consonant, by the first letter or digit', () => {
    expect(['alice', 'Bob', 'Ödön', '„Éva”', '**Imre**', 'ÚJABB KÖR', 'Yvette', 'Yann'].map(articleHu)).toEqual([
      'az',
      'a',
      'az',
      'az',
      'az',
      'az',
      'az',
      'a',
    ]);
  });

  it('before an abbreviation, follows its first letter’s name ("az S3", "a P1", "a TV", "az SMS")', () => {
    expect(['S3 mező', 'P1 mező', 'TV-MONITOR', 'SMS', 'ÉK-i repülőtér', 'START'].map(articleHu)).toEqual([
      'az',
      'a',
      'a',
      'az',
      'az',
      'a',
    ]);
  });

  it('before a number, follows how it is read: egy, öt, ezer take "az"', () => {
    const nums = ['1', '2', '5', '10', '11', '50', '100', '500', '1000', '1500', '10000', '1000000'];
    expect(nums.map((n) => articleHu(`${n}. mező`))).toEqual(['az', 'a', 'az', 'a', 'a', 'az', 'a', 'az', 'az', 'az', 'a', 'az']);
  });
});

describe('grammar forms in a catalogue', () => {
  const game: Catalogues = {
    en: {
      holds: 'the guard holds {who}',
      moves: '{who} moves to {space}',
      space: 'space {n}',
      offers: '{who} offers {to} an exchange',
      play: 'play {card}',
      card: 'EXTRA TURN',
      roll: 'your throw {n} scores 3',
      room: 'the Control Room',
      enters: '{who} moves to {to}',
    },
    fr: { holds: 'le garde retient {who}', moves: '{who} va {space}', space: 'case {n}', offers: 'le tour {who, de} ({to})' },
    hu: {
      holds: 'az őr fogva tartja {who, case, accusative}',
      moves: '{who} {space, article, sublative} lép',
      space: '{n}. mező',
      offers: '{who} fogolycserét ajánl {to, case, dative}',
      play: 'kijátszod {card, article, accusative}',
      card: 'ÚJABB KÖR',
      roll: '{n, Article}. dobásod 3 pontot ér',
      room: 'a vezérlőterem',
      'room@sublative': 'a vezérlőterembe',
      enters: '{who} {to, case, sublative} lép',
    },
  };
  const texts = createTexts({
    platform: { en: { 'seat.role': '{name} ({role})' }, fr: {}, hu: { 'seat.role': '{name} ({role})' } },
    engine: { en: {}, fr: {}, hu: {} },
    games: new Map([['g', game]]),
  });
  const names = ['alice', 'Bob', 'Gép 2'];
  const hu = texts.voice('hu', { game: 'g', seat: (n) => ({ name: names[n], role: tx('platform:legacy', {}) }) });
  const plain = texts.voice('hu', { game: 'g', seat: (n) => names[n] });

  it('declines a seat’s name, keeping its role in parentheses at its first mention', () => {
    const role = texts.voice('hu', { game: 'g', seat: (n) => ({ name: names[n], role: tx('card') }) });
    expect(role.say(tx('holds', { who: { seat: 0 } }))).toBe('az őr fogva tartja alice-t (ÚJABB KÖR)');
    expect(plain.say(tx('holds', { who: { seat: 2 } }))).toBe('az őr fogva tartja Gép 2-t');
    expect(plain.say(tx('offers', { who: { seat: 1 }, to: { seat: 0 } }))).toBe('Bob fogolycserét ajánl alice-nek');
    expect(hu.say(tx('offers', { who: { seat: 1 }, to: [{ seat: 0 }, { seat: 2 }] }))).toContain('alice-nek');
  });

  it('declines a nested text’s last word and puts the article it needs before it', () => {
    expect(plain.say(tx('moves', { who: { seat: 1 }, space: tx('space', { n: 5 }) }))).toBe('Bob az 5. mezőre lép');
    expect(plain.say(tx('moves', { who: { seat: 1 }, space: tx('space', { n: 12 }) }))).toBe('Bob a 12. mezőre lép');
    expect(plain.say(tx('play', { card: tx('card') }))).toBe('kijátszod az ÚJABB KÖRT');
    expect(plain.say(tx('roll', { n: 1 }))).toBe('Az 1. dobásod 3 pontot ér');
    expect(plain.say(tx('roll', { n: 2 }))).toBe('A 2. dobásod 3 pontot ér');
  });

  it('uses a word’s own form for a case when its catalogue gives one, else declines it', () => {
    expect(plain.say(tx('enters', { who: { seat: 0 }, to: tx('room') }))).toBe('alice a vezérlőterembe lép');
    expect(plain.say(tx('enters', { who: { seat: 0 }, to: tx('space', { n: 3 }) }))).toBe('alice 3. mezőre lép');
    expect(plain.say(tx('holds', { who: { seat: 1 } }))).toBe('az őr fogva tartja Bobot');
  });

  it('leaves other languages’ words alone (the forms are Hungarian)', () => {
    const fr = texts.voice('fr', { game: 'g', seat: (n) => names[n] });
    expect(fr.say(tx('holds', { who: { seat: 0 } }))).toBe('le garde retient alice');
    // French elides "de" before a vowel, whatever the name.
    expect(fr.say(tx('offers', { who: { seat: 0 }, to: 'x' }))).toBe('le tour d’alice (x)');
    expect(fr.say(tx('offers', { who: { seat: 1 }, to: 'x' }))).toBe('le tour de Bob (x)');
    expect(markForms('{who, case, dative} x')).not.toContain('case');
    // An unknown case is left as written, so the message does not parse and the guards fail.
    expect(markForms('{who, case, vocative}')).toBe('{who, case, vocative}');
  });
});
