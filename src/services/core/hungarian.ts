// Hungarian grammar for words the catalogues cannot know in advance: a player's name (from
// Discord, in any script), an AI seat's name, a number. Hungarian hangs its cases on the end of
// a name ("alice-t", "Bencével", "Gépi Hannibalnak", "a 3. mezőre"), chosen by vowel harmony and
// the name's last sound, and chooses "a" or "az" by the sound that follows. The spelling follows
// the Academy's rules (AkH 12th ed.): suffixes join a name directly, a final a/e/o/ö lengthens
// ("Anna" -> "Annát"), -val/-vel takes the last consonant ("Bobbal", "Balázzsal"); a hyphen comes
// after a digit ("2-t", "3-mal"), after a silent or foreign final letter ("Alice-t",
// "Andrew-val", "José-nak" is not one: é is Hungarian), after an all-capital name ("BOB-ot"), and
// where three equal consonants would meet ("Marcell-lel", AkH 94). A name read the English way is
// guessed only for the plain cases (a silent final e, -ie, -w, -h); anything else is read as
// Hungarian spelling, and a name ending in another script or a symbol takes a hyphen and the
// forms of a vowel ("Иван-t", "🐉-nak"), which a reader never mistakes. Pure: strings in, strings out.

/** The cases a catalogue may ask for (`{who, case, accusative}`): docs/i18n.md lists their endings. */
export const HU_CASES = [
  'nominative',
  'accusative',
  'dative',
  'instrumental',
  'translative',
  'illative',
  'inessive',
  'elative',
  'sublative',
  'superessive',
  'delative',
  'allative',
  'adessive',
  'ablative',
  'terminative',
  'causal',
  'possessive',
] as const;
export type HuCase = (typeof HU_CASES)[number];

export const isHuCase = (x: string): x is HuCase => (HU_CASES as readonly string[]).includes(x);

type Harmony = 'back' | 'front' | 'rounded';

/** How a word ends, as Hungarian hears it. */
interface Ending {
  /** The written word the suffix follows (a final a/e/o/ö already lengthened when it joins directly). */
  stem: string;
  hyphen: boolean;
  harmony: Harmony;
  /** The last sound: null for a vowel, else the consonant as Hungarian writes it ("sz", "cs", "k"). */
  consonant: string | null;
  /** The accusative ending ("t", "ot", "et", "öt", "at"), when the ordinary rule would be wrong. */
  accusative?: string;
  /** The superessive ending after a consonant, when the ordinary rule would be wrong. */
  superessive?: string;
}

const BACK = 'aáoóuú';
const ROUNDED = 'öőüű';
const VOWELS = 'aáeéiíoóöőuúüű';
const HU_LETTERS = /^[a-záéíóöőúüű]$/;
/** Consonants after which the accusative -t follows directly ("Pált", "Jánost", "Kornélt"). */
const DIRECT_T = new Set(['j', 'l', 'ly', 'n', 'ny', 'r', 's', 'sz', 'z', 'zs']);
const DIGRAPHS = ['dzs', 'cs', 'dz', 'gy', 'ly', 'ny', 'sz', 'ty', 'zs'];

/** Foreign letters read as the nearest Hungarian sound (a final one takes a hyphen). */
const FOREIGN: Record<string, string> = {
  à: 'a',
  â: 'a',
  ä: 'e',
  ã: 'a',
  å: 'o',
  æ: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ò: 'o',
  ô: 'ó',
  õ: 'o',
  ø: 'ö',
  œ: 'ö',
  ù: 'u',
  û: 'ú',
  ý: 'i',
  ÿ: 'i',
  ç: 'sz',
  ñ: 'ny',
  š: 's',
  ž: 'zs',
  č: 'cs',
  ć: 'ty',
  đ: 'dzs',
  ł: 'l',
  ř: 'rzs',
  ß: 'sz',
  ş: 's',
  ţ: 'c',
  ń: 'ny',
  ś: 's',
  ź: 'z',
  ż: 'zs',
  ą: 'o',
  ę: 'e',
  ě: 'e',
  ů: 'ú',
  ň: 'ny',
  ď: 'gy',
  ť: 'ty',
  ľ: 'ly',
  ğ: '',
  ı: 'i',
};

/** English names whose written vowels mislead harmony: they are said with a front vowel ("Amynek"). */
const FRONT_NAMES = new Set([
  'amy',
  'jack',
  'sam',
  'harry',
  'mary',
  'gary',
  'larry',
  'barry',
  'jamie',
  'katie',
  'casey',
  'tracy',
  'stacy',
  'kathy',
  'cathy',
  'danny',
  'sally',
  'ashley',
  'zack',
  'zach',
  'matt',
  'nathan',
  'lady',
]);

/** Words whose accusative lowers its linking vowel ("piros" -> "pirosat", "zöld" -> "zöldet": colours naming AI seats). */
const LOWERING = new Set(['piros', 'zöld']);

/** The vowel letters of a word, foreign ones as Hungarian hears them, y as i between consonants. */
function vowelsOf(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    const mapped = FOREIGN[c] ?? c;
    if (mapped.length === 1 && VOWELS.includes(mapped)) out += mapped;
    else if (c === 'y' && !VOWELS.includes(word[i - 1] ?? '')) out += 'i';
  }
  return out;
}

/** Vowel harmony from the vowels a word is heard with. */
function harmonyOf(vowels: string): Harmony {
  if (vowels === '') return 'front';
  const last = vowels[vowels.length - 1];
  if (ROUNDED.includes(last)) return 'rounded';
  if (BACK.includes(last)) return 'back';
  // Only e é i í at the end: back after a back vowel ("Dávid", "Máté"), unless a short e follows
  // it ("Ágnes", "Dániel", "Ábel" take front endings).
  let b = -1;
  for (let i = vowels.length - 1; i >= 0; i--)
    if (BACK.includes(vowels[i])) {
      b = i;
      break;
    }
  if (b < 0) return 'front';
  return vowels.slice(b + 1).includes('e') ? 'front' : 'back';
}

const LENGTHEN: Record<string, string> = { a: 'á', e: 'é', o: 'ó', ö: 'ő' };

/** The consonant sound a word ends in, by Hungarian spelling (and the few foreign spellings AkH 216 keeps). */
function finalConsonant(w: string): string {
  if (w.endsWith('tch')) return 'cs';
  if (w.endsWith('sch') || w.endsWith('sh')) return 's';
  if (w.endsWith('ch')) return 'h';
  if (w.endsWith('ck')) return 'k';
  if (w.endsWith('th')) return 't';
  if (w.endsWith('tz')) return 'c';
  if (w.endsWith('x')) return 'sz';
  if (w.endsWith('q')) return 'k';
  if (w.endsWith('w')) return 'v';
  // A final c is a k in a foreign name ("Marc", "Eric", "Balzac"), a Hungarian c after n or in a
  // name with Hungarian letters ("Ferenc", "Lőrinc", "Bánc").
  if (w.endsWith('c') && !w.endsWith('nc') && !/[áéíóöőúüű]/.test(w)) return 'k';
  for (const d of DIGRAPHS) if (w.endsWith(d)) return d;
  const last = w[w.length - 1];
  return FOREIGN[last] ?? last;
}

/** True when two consonant sounds come before the end ("Márk", "Arnold", "Max"): the accusative needs a vowel. */
function clusterBefore(w: string, consonant: string): boolean {
  if (consonant === 'sz' && w.endsWith('x')) return true;
  let rest = w;
  for (const spelt of ['tch', 'sch', 'sh', 'ch', 'ck', 'th', 'tz', ...DIGRAPHS])
    if (rest.endsWith(spelt)) {
      rest = rest.slice(0, -spelt.length);
      break;
    }
  if (rest.length === w.length) rest = w.slice(0, -1);
  // A doubled letter is one long sound ("Marcell", "Kiss").
  if (rest.endsWith(w[w.length - 1]) && rest.length === w.length - 1) rest = rest.slice(0, -1);
  const before = rest[rest.length - 1] ?? '';
  const heard = FOREIGN[before] ?? before;
  return before !== '' && !VOWELS.includes(heard) && before !== 'y';
}

/** A name read the English way, where its spelling says so plainly; null otherwise. */
function english(w: string): { vowel: boolean; consonant: string | null; harmony: Harmony } | null {
  // Hungarian letters say the name is read the Hungarian way ("Zsike", "Csenge", "Józsi").
  if (/[áéíóöőúüű]/.test(w) || /^(dzs|cs|gy|ny|sz|ty|zs)/.test(w)) return null;
  // -ie, -ee said as i ("Charlie", "Jamie"): a hyphen, and the word ends in a vowel.
  if (/[^aeiou]ie$/.test(w)) return { vowel: true, consonant: null, harmony: harmonyOf(vowelsOf(w.slice(0, -2)) + 'i') };
  // -ew, -ow, -aw ("Andrew", "Glasgow"): said with a back vowel.
  if (/[aeo]w$/.test(w)) return { vowel: true, consonant: null, harmony: 'back' };
  // A silent h after a vowel ("Sarah", "Noah", "Leah"), -gh ("Hugh", "Leigh").
  if (/[aeiou]h$/.test(w) || /[aeiou]gh$/.test(w)) {
    const base = w.replace(/g?h$/, '');
    return { vowel: true, consonant: null, harmony: harmonyOf(vowelsOf(base)) };
  }
  // French endings with a silent e.
  if (w.endsWith('ette')) return { vowel: false, consonant: 't', harmony: 'front' };
  if (w.endsWith('elle')) return { vowel: false, consonant: 'l', harmony: 'front' };
  if (/[aeiou][^aeiou]+ine$/.test(w)) return { vowel: false, consonant: 'n', harmony: 'front' };
  if (/[aeiou][^aeiou]ique$/.test(w) || w.endsWith('que')) return { vowel: false, consonant: 'k', harmony: 'front' };
  if (/[aeiou][^aeiou]+ice$/.test(w)) return { vowel: false, consonant: 'sz', harmony: 'front' };
  // One syllable and a silent e: Mike, Luke, Kate, Jane, Claire, Bruce, Steve, Pete, George, Rose.
  const m = /^[^aeiouy]+(ai|oa|ee|ea|oy|ou|au|eo|[aiouy]|e)(ck|rg|dg|[^aeiouy])e$/.exec(w);
  if (m) {
    const v = m[1];
    const c = m[2];
    const sound = c === 'c' ? 'sz' : c.endsWith('g') ? 'dzs' : c === 's' ? 'z' : finalConsonant(c);
    // a, ai, e, ea, ee are said with a front vowel (é, í), the rest with a back one (áj, ó, ú).
    const harmony: Harmony = ['a', 'ai', 'e', 'ea', 'ee'].includes(v) ? 'front' : 'back';
    return { vowel: false, consonant: sound, harmony };
  }
  return null;
}

/** How a word of letters ends (`w` and `shown` in lower case: the caller puts back the name's own letters). */
function letterEnding(shown: string, w: string): Ending {
  const last = w[w.length - 1];
  const foreign = !HU_LETTERS.test(last);
  const eng = english(w);
  const harmony: Harmony = FRONT_NAMES.has(w) ? 'front' : (eng?.harmony ?? harmonyOf(vowelsOf(w)));
  if (eng) return { stem: shown, hyphen: true, harmony, consonant: eng.vowel ? null : eng.consonant };
  // y after a consonant or a/e is an i ("Amy", "Szalay"), after o, u a j ("Roy"); gy, ly, ny, ty
  // after a vowel are Hungarian letters in a Hungarian-looking name ("Nagy", "Mihály", "Gergely",
  // "Bárány"), an i in an English one ("Emily", "Tony", "Katy", "Peggy", "Kelly").
  if (last === 'y') {
    const before = w[w.length - 2] ?? '';
    const prev = w[w.length - 3] ?? '';
    if (before === 'o' || before === 'u') return { stem: shown, hyphen: false, harmony, consonant: 'j' };
    const letter =
      'glnt'.includes(before) &&
      before !== '' &&
      VOWELS.includes(prev) &&
      (/[áéíóöőúüű]/.test(w) || (before === 'g' && prev !== 'g') || w.endsWith('ely'));
    if (!letter) return { stem: shown, hyphen: false, harmony, consonant: null };
  }
  const heardLast = FOREIGN[last] ?? last;
  if (heardLast === '' || (heardLast.length === 1 && VOWELS.includes(heardLast))) {
    const lengthen = !foreign && LENGTHEN[last] !== undefined;
    return {
      stem: lengthen ? shown.slice(0, -1) + LENGTHEN[last] : shown,
      hyphen: foreign,
      harmony,
      consonant: null,
    };
  }
  const consonant = finalConsonant(w);
  const ending: Ending = { stem: shown, hyphen: foreign, harmony, consonant };
  if (!DIRECT_T.has(consonant) || clusterBefore(w, consonant)) ending.accusative = linking(harmony, 't');
  if (LOWERING.has(w)) ending.accusative = harmony === 'back' ? 'at' : 'et';
  return ending;
}

const linking = (h: Harmony, end: string): string => (h === 'back' ? 'o' : h === 'front' ? 'e' : 'ö') + end;

/** The last spoken word of a whole number, as Hungarian reads its digits. */
const NUMBER_WORDS: Record<string, Omit<Ending, 'stem' | 'hyphen'>> = {
  nulla: { harmony: 'back', consonant: null },
  egy: { harmony: 'front', consonant: 'gy', accusative: 'et' },
  kettő: { harmony: 'rounded', consonant: null },
  három: { harmony: 'back', consonant: 'm', accusative: 'at' },
  négy: { harmony: 'front', consonant: 'gy', accusative: 'et' },
  öt: { harmony: 'rounded', consonant: 't', accusative: 'öt' },
  hat: { harmony: 'back', consonant: 't', accusative: 'ot' },
  hét: { harmony: 'front', consonant: 't', accusative: 'et' },
  nyolc: { harmony: 'back', consonant: 'c', accusative: 'at' },
  kilenc: { harmony: 'front', consonant: 'c', accusative: 'et' },
  tíz: { harmony: 'front', consonant: 'z', accusative: 'et' },
  húsz: { harmony: 'back', consonant: 'sz', accusative: 'at' },
  harminc: { harmony: 'back', consonant: 'c', accusative: 'at' },
  negyven: { harmony: 'front', consonant: 'n', accusative: 'et' },
  ötven: { harmony: 'front', consonant: 'n', accusative: 'et' },
  hatvan: { harmony: 'back', consonant: 'n', accusative: 'at' },
  hetven: { harmony: 'front', consonant: 'n', accusative: 'et' },
  nyolcvan: { harmony: 'back', consonant: 'n', accusative: 'at' },
  kilencven: { harmony: 'front', consonant: 'n', accusative: 'et' },
  száz: { harmony: 'back', consonant: 'z', accusative: 'at' },
  ezer: { harmony: 'front', consonant: 'r', accusative: 'et', superessive: 'en' },
  millió: { harmony: 'back', consonant: null },
  milliárd: { harmony: 'back', consonant: 'd', accusative: 'ot' },
};
const UNITS = ['', 'egy', 'kettő', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'];
const TENS = ['', 'tíz', 'húsz', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'];

/** The word a number's reading ends with ("12" -> kettő, "30" -> harminc, "1000" -> ezer). */
export function lastNumberWord(digits: string): string {
  const n = BigInt(digits.replace(/\D/g, '') || '0');
  if (n === 0n) return 'nulla';
  if (n % 10n !== 0n) return UNITS[Number(n % 10n)];
  if (n % 100n !== 0n) return TENS[Number((n / 10n) % 10n)];
  if (n % 1000n !== 0n) return 'száz';
  if (n % 1_000_000n !== 0n) return 'ezer';
  if (n % 1_000_000_000n !== 0n) return 'millió';
  return 'milliárd';
}

/** The suffix of case `c` for an ending (without the hyphen); `assimilates`: its v became the last consonant. */
function suffixOf(e: Ending, c: Exclude<HuCase, 'nominative'>): { text: string; assimilates: boolean } {
  const pick = (back: string, front: string, rounded = front) =>
    e.harmony === 'back' ? back : e.harmony === 'front' ? front : rounded;
  const plain = (text: string) => ({ text, assimilates: false });
  // -val/-vel, -vá/-vé: the v becomes the last consonant ("Bobbal", "Bach-hal", "3-mal").
  const assimilated = (vowelForm: string) =>
    e.consonant === null ? plain(`v${vowelForm}`) : { text: `${e.consonant}${vowelForm}`, assimilates: true };
  switch (c) {
    case 'accusative':
      return plain(e.accusative ?? (e.consonant === null || DIRECT_T.has(e.consonant) ? 't' : linking(e.harmony, 't')));
    case 'dative':
      return plain(pick('nak', 'nek'));
    case 'instrumental':
      return assimilated(pick('al', 'el'));
    case 'translative':
      return assimilated(pick('á', 'é'));
    case 'illative':
      return plain(pick('ba', 'be'));
    case 'inessive':
      return plain(pick('ban', 'ben'));
    case 'elative':
      return plain(pick('ból', 'ből'));
    case 'sublative':
      return plain(pick('ra', 're'));
    case 'superessive':
      return plain(e.consonant === null ? 'n' : (e.superessive ?? pick('on', 'en', 'ön')));
    case 'delative':
      return plain(pick('ról', 'ről'));
    case 'allative':
      return plain(pick('hoz', 'hez', 'höz'));
    case 'adessive':
      return plain(pick('nál', 'nél'));
    case 'ablative':
      return plain(pick('tól', 'től'));
    case 'terminative':
      return plain('ig');
    case 'causal':
      return plain('ért');
    case 'possessive':
      return plain('é');
  }
}

/** The word in case `c`: stem and suffix joined, with a hyphen where the spelling asks for one. */
function inflect(e: Ending, c: Exclude<HuCase, 'nominative'>): string {
  const { text: suffix, assimilates } = suffixOf(e, c);
  if (e.hyphen) return `${e.stem}-${suffix}`;
  // Three equal consonant letters in a name are all kept, with a hyphen ("Marcell-lel", "Mariann-nak").
  const s = e.stem.toLowerCase();
  const tail = s.slice(-2);
  if (tail.length === 2 && tail[0] === tail[1] && !VOWELS.includes(tail[0]) && suffix.startsWith(tail[0]))
    return `${e.stem}-${suffix}`;
  for (const d of DIGRAPHS) if (s.endsWith(d[0] + d) && suffix.startsWith(d)) return `${e.stem}-${suffix}`;
  // A consonant the name spells the Hungarian way is doubled in place ("Balázzsal", "Gergellyel");
  // one spelt otherwise is written after the name ("Bachhal", "Marckal", "Maxszal": AkH 216).
  const c2 = e.consonant;
  if (assimilates && c2 !== null && s.endsWith(c2)) {
    const at = e.stem.length - c2.length;
    return `${e.stem.slice(0, at)}${c2[0]}${e.stem.slice(at)}${suffix.slice(c2.length)}`;
  }
  return `${e.stem}${suffix}`;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * `text` in case `c`: the suffix goes on its last word; a parenthesis at the end stays after it
 * ("alice (Piros)" -> "alice-t (Piros)"), and the rest of the text is left as it is.
 */
export function declineHu(text: string, c: HuCase): string {
  if (c === 'nominative' || text === '') return text;
  const paren = /^(.*?\S)(\s*\([^()]*\))+$/su.exec(text);
  if (paren) {
    const head = paren[1];
    return declineHu(head, c) + text.slice(head.length);
  }
  // The last run of letters, digits and marks (a word), and what follows it (symbols, emoji).
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && !LETTER_OR_DIGIT.test(chars[end - 1])) end--;
  const trailing = chars.slice(end).join('');
  let start = end;
  while (start > 0 && /[\p{L}\p{N}\p{M}]/u.test(chars[start - 1])) start--;
  // A number written in groups ("12 000") is read whole.
  while (
    /^\p{N}{3}$/u.test(chars.slice(start, start + 3).join('')) &&
    /\p{N}[\s\u00a0\u202f]$/u.test(chars.slice(0, start).join(''))
  )
    for (start -= 2; start > 0 && /\p{N}/u.test(chars[start - 1]);) start--;
  const before = chars.slice(0, start).join('');
  const word = chars.slice(start, end).join('').normalize('NFC');
  const ending = endingOf(word, trailing !== '');
  // A word in capitals ("KÖR", "BOB") takes its ending in capitals ("KÖRT"); else the name keeps its own letters.
  const caps = word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
  if (trailing !== '') {
    const suffix = suffixOf(ending, c).text;
    return `${before}${word}${trailing}-${caps ? suffix.toUpperCase() : suffix}`;
  }
  const declined = inflect(ending, c);
  return before + (caps ? declined.toUpperCase() : withCaseOf(word, declined));
}

/** `lower` (a declined word in lower case) with the capitals of `word`, its nominative. */
function withCaseOf(word: string, lower: string): string {
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const own = word[i];
    out += own !== undefined && own !== own.toLowerCase() ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}

/** How `word` ends; `symbolAfter`: a symbol follows it, so a hyphen joins the suffix anyway. */
function endingOf(word: string, symbolAfter: boolean): Ending {
  if (word === '') return { stem: '', hyphen: true, harmony: 'back', consonant: null };
  const lastChar = [...word].pop()!;
  if (/\p{N}/u.test(lastChar)) {
    const digits = /[\p{N}\s\u00a0\u202f]*\p{N}$/u.exec(word)![0];
    return { stem: word, hyphen: true, ...NUMBER_WORDS[lastNumberWord(digits)] };
  }
  if (!LATIN.test(lastChar)) return { stem: word, hyphen: true, harmony: 'back', consonant: null };
  const lower = word.normalize('NFC').toLowerCase();
  const e = letterEnding(lower, lower);
  if (!symbolAfter) return e;
  // The suffix follows a symbol: a hyphen, and no lengthened vowel.
  return { ...e, stem: word, hyphen: true };
}

/** "a" or "az" before `text`, by its first sound: a vowel, or a number read "egy…", "öt…", "ezer…". */
export function articleHu(text: string): 'a' | 'az' {
  const m = /[\p{L}\p{N}]/u.exec(text);
  if (!m) return 'a';
  const first = m[0];
  if (/\p{N}/u.test(first)) {
    const digits = /^[\p{N}\s\u00a0\u202f]*/u.exec(text.slice(m.index))![0].replace(/\D/g, '');
    return numberStartsWithVowel(digits) ? 'az' : 'a';
  }
  // An abbreviation read letter by letter ("S3", "TV", "SZTK"): the name of its first letter
  // ("es", "tévé") decides; F, L, M, N, R, S, X, Y are said with a vowel first.
  const token = /^\p{L}+/u.exec(text.slice(m.index))![0];
  const next = text.charAt(m.index + token.length);
  if (token === token.toUpperCase() && token.length <= 4 && (/^\p{N}$/u.test(next) || vowelsOf(token.toLowerCase()) === ''))
    return 'AÁEÉIÍOÓÖŐUÚÜŰFLMNRSXY'.includes(first.toUpperCase()) ? 'az' : 'a';
  const lower = first.toLowerCase();
  const heard = FOREIGN[lower] ?? lower;
  if (lower === 'y') {
    const next = text.slice(m.index + 1, m.index + 2).toLowerCase();
    return VOWELS.includes(next) ? 'a' : 'az';
  }
  return heard.length === 1 && VOWELS.includes(heard) ? 'az' : 'a';
}

/** True when a whole number is read starting with a vowel: egy (1, 1 000 000…), öt (5, 50, 500…), ezer (1000…). */
function numberStartsWithVowel(digits: string): boolean {
  const d = digits.replace(/^0+(?=\d)/, '');
  if (d === '') return false;
  if (d[0] === '5') return true;
  if (d[0] !== '1') return false;
  // 1, 1xxx, 1xxxxxx… start with "egy" or "ezer"; 1x, 1xx (tíz, száz) do not.
  const len = d.length;
  if (len === 1) return true;
  return len % 3 === 1;
}
