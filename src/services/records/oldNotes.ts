// The notes the platform wrote as English sentences, before it spoke in catalogue keys, read back
// into keys from the English templates (the data step of store/forward.ts, once).
import { tx, type Text } from '../../engine/text';
import { PLATFORM_TEXT } from '../messages/catalogue';
import { esc } from '../messages/text';

/** The notes the platform wrote then, with the seats their names stand for. */
const NOTE_KEYS: ReadonlyArray<{ key: string; seats: readonly string[] }> = [
  { key: 'clock.away', seats: ['name'] },
  { key: 'resign.to-ai', seats: ['name'] },
  { key: 'handover.done', seats: ['name', 'seat'] },
  { key: 'game.ai-stuck', seats: ['name'] },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's English words as a pattern, each `{arg}` a group (numbers as digits). */
function patternOf(template: string): { re: RegExp; args: string[] } {
  const args: string[] = [];
  const body = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escapeRe(part);
      args.push(m[1]);
      return m[1] === 'n' ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { re: new RegExp(`^${body}$`, 's'), args };
}

const PATTERNS = NOTE_KEYS.map((k) => ({ ...k, ...patternOf(PLATFORM_TEXT.en[k.key]) }));

/** Words kept as they were written, in every language: an old sentence no template reads. */
export const legacyNote = (text: string): Text => tx('platform:legacy-note', { text });

/** An old note's sentence read back as a Text, its names as the seats they were; null when no template fits. */
export function noteFromSentence(sentence: string, names: readonly string[]): Text | null {
  for (const p of PATTERNS) {
    const m = p.re.exec(sentence);
    if (!m) continue;
    const params: Record<string, number | { seat: number }> = {};
    let ok = true;
    p.args.forEach((arg, i) => {
      const v = m[i + 1];
      if (p.seats.includes(arg)) {
        const seat = names.findIndex((n) => esc(n) === v || n === v);
        if (seat < 0) ok = false;
        else params[arg] = { seat };
      } else params[arg] = Number(v);
    });
    if (ok) return tx(`platform:${p.key}`, params);
  }
  return null;
}
