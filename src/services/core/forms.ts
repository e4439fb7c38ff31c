// The catalogues' grammar forms: a Hungarian message may ask for a parameter in a case,
// `{who, case, accusative}` ("alice-t"), or with its article, `{space, article}` ("az 5. mező"),
// `{space, Article, sublative}` ("A 12. mezőre"). ICU knows no such forms, so a message is
// rewritten before it is compiled: the parameter stays a plain `{who}` between private-use
// marks that say what to do once the line is whole (seats are named only then). French elides
// "de" before a vowel: `{who, de}` is "de Bob" or "d’alice". A word of a
// catalogue whose case the rules cannot make gives it itself, as the key `<key>@<case>`
// ("spot.control@sublative": "a vezérlőterembe"): that form is used as it is. docs/i18n.md.
import { articleHu, declineHu, isHuCase, type HuCase } from './hungarian';

// Marks around a parameter in a case: OPEN value CASE name CLOSE; before a parameter with an article: ARTICLE a|A.
const OPEN = '\ue001';
const CASE = '\ue002';
const CLOSE = '\ue003';
const ARTICLE = '\ue004';
/** Before a value already in its case (a catalogue's own `<key>@<case>` form): it is not declined again. */
export const KEPT = '\ue005';

const FORM = /\{\s*([A-Za-z_]\w*)\s*,\s*(case|article|Article|de)\s*(?:,\s*([a-z]+)\s*)?\}/g;

/**
 * A message's source with its grammar forms turned into marks around plain `{arg}`s. A form
 * with an unknown case is left as it is, so that the message fails to parse (the guards say so).
 */
export function markForms(source: string): string {
  return source.replace(FORM, (whole, arg: string, form: string, c: string | undefined) => {
    if (form === 'case' && (c === undefined || !isHuCase(c))) return whole;
    if (form !== 'case' && c !== undefined && (form === 'de' || !isHuCase(c))) return whole;
    const inCase = c === undefined ? `{${arg}}` : `${OPEN}{${arg}}${CASE}${c}${CLOSE}`;
    return form === 'case' ? inCase : `${ARTICLE}${form === 'Article' ? 'A' : form === 'de' ? 'd' : 'a'}${inCase}`;
  });
}

/** The case each argument of a message is asked in (`{who, case, dative}`, `{space, article, sublative}`). */
export function casesIn(source: string): ReadonlyMap<string, HuCase> {
  const out = new Map<string, HuCase>();
  for (const m of source.matchAll(FORM)) if (m[3] !== undefined && isHuCase(m[3])) out.set(m[1], m[3]);
  return out;
}

/** `key@case` for a word's own case form, or null when `key` is not one. */
export function ownForm(key: string): { base: string; form: HuCase } | null {
  const at = key.lastIndexOf('@');
  if (at < 0) return null;
  const form = key.slice(at + 1);
  return isHuCase(form) ? { base: key.slice(0, at), form } : null;
}

const IN_CASE = /\ue001([^\ue001\ue003]*)\ue002([a-z]+)\ue003/g;

/**
 * Puts each marked parameter in its case, innermost first. `seated(inner, c)` handles a value
 * holding seats (their names are not known yet: it marks them), else `decline` does.
 */
export function applyCases(
  line: string,
  decline: (text: string, c: HuCase) => string,
  seated: (inner: string, c: HuCase) => string | null,
): string {
  let out = line;
  while (out.includes(OPEN)) {
    const next = out.replace(IN_CASE, (_, inner: string, c: string) => {
      if (inner.startsWith(KEPT)) return inner.slice(1);
      const form = isHuCase(c) ? c : 'nominative';
      return seated(inner, form) ?? decline(inner, form);
    });
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A French elision before a vowel ("d’alice", "d’Atcha !"); not before h, which may be aspirated. */
const elides = (next: string): boolean => /^[aeiouyàâäéèêëîïôöùûüœæ]/i.test(next.replace(/^[*_\\\u2068]+/, ''));

/**
 * Writes each marked article: Hungarian "a" or "az" by the sound that follows it, French "de" or
 * "d’" by the letter that follows it. In a language that has not the form, nothing (a Hungarian
 * article) or the plain word ("de").
 */
export function applyArticles(line: string, locale: string): string {
  if (!line.includes(ARTICLE)) return line;
  return line.replace(/\ue004([aAd])/g, (_, a: string, at: number) => {
    const rest = line.slice(at + 2).replace(/[\ue000-\ue005]/g, '');
    if (a === 'd') return elides(rest) ? 'd’' : 'de ';
    if (locale !== 'hu') return '';
    const word = articleHu(rest);
    return `${a === 'A' ? word[0].toUpperCase() + word.slice(1) : word} `;
  });
}

/** A case form as a line would show it, in Hungarian or (anywhere else) as it is. */
export const declineIn =
  (hungarian: boolean) =>
  (text: string, c: HuCase): string =>
    hungarian ? declineHu(text, c) : text;
