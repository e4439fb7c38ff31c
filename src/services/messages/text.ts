// Small text helpers shared by the message builders.
import { clip } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import type { Voice } from '../core/texts';

export { clip };

export const MAX_CONTENT = 2000;

/** Strong right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko, ...). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Escapes Discord markdown and defuses mentions in any text, so that it shows as typed:
 * `*_~`|[]` and backslashes are escaped, `<` can no longer open a mention (`<@id>`, `<#id>`,
 * `</cmd:id>`), and `@everyone` / `@here` are broken by a zero-width space.
 */
function defuse(s: string): string {
  return s
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\*_~`|[\]])/g, '\\$1')
    .replace(/</g, '<\u200b')
    .replace(/@(everyone|here)/g, '@\u200b$1');
}

/** Wraps a right-to-left name in Unicode isolates, so that it cannot turn the rest of its line around. */
const isolate = (shown: string, raw: string): string => (RTL.test(raw) ? `\u2068${shown}\u2069` : shown);

/** A display name as it must appear in a message: escaped, defused, isolated if right-to-left. */
export function esc(name: string): string {
  return isolate(defuse(name).replace(/^([#>-])/, '\\$1'), name);
}

/**
 * A game's own text (an event, a prompt, a status line) that may hold player names:
 * escaped and defused as a whole, with every right-to-left name in it isolated.
 */
export function escText(text: string, names: readonly string[] = []): string {
  let out = defuse(text);
  for (const n of new Set(names)) {
    if (!RTL.test(n)) continue;
    const shown = defuse(n);
    out = out.split(shown).join(isolate(shown, n));
  }
  return out;
}

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function diceText(dice: readonly number[]): string {
  return dice.map((d) => (d >= 1 && d <= 6 ? `${FACES[d - 1]}${d}` : `[${d}]`)).join(' ');
}

/** One event as a line, in `me`'s language; its dice, if any, lead the line so that every die is shown. */
export function eventLine(me: Voice, e: GameEvent, names: readonly string[] = []): string {
  const text = escText(me.say(e.text), names);
  return e.dice && e.dice.length > 0 ? `🎲 ${diceText(e.dice)} · ${text}` : `• ${text}`;
}

/**
 * Joins head, body lines and foot into at most `max` characters, dropping the oldest body
 * lines first (and saying so) when they do not fit.
 */
export function fit(me: Voice, head: string[], body: string[], foot: string[], max = MAX_CONTENT): string {
  const all = [...head, ...body, ...foot].join('\n');
  if (all.length <= max) return all;
  const fixed = [...head, ...foot].join('\n').length;
  const budget = max - fixed - 40; // room for the "earlier lines" note and newlines
  const kept: string[] = [];
  let used = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    if (used + body[i].length + 1 > budget) break;
    kept.unshift(body[i]);
    used += body[i].length + 1;
  }
  const dropped = body.length - kept.length;
  const text = [...head, me.t('fit.earlier', { n: dropped }), ...kept, ...foot].join('\n');
  return clip(text, max);
}
