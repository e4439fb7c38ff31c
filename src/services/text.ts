// Small text helpers shared by the message builders.
import type { GameEvent } from '../engine/types';

export const MAX_CONTENT = 2000;

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair, ending with an ellipsis. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  let out = '';
  for (const cp of s) {
    if (out.length + cp.length > max - 1) break;
    out += cp;
  }
  return out + '…';
}

/** Escapes Discord markdown in a display name so that it shows as typed. */
export function esc(name: string): string {
  return name
    .replace(/([\\*_~`|])/g, '\\$1')
    .replace(/^([#>-])/, '\\$1')
    .replace(/@(everyone|here)/g, '@\u200b$1');
}

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

export function diceText(dice: readonly number[]): string {
  return dice.map((d) => (d >= 1 && d <= 6 ? `${FACES[d - 1]}${d}` : `[${d}]`)).join(' ');
}

/** One event as a line; its dice, if any, lead the line so that every die is shown. */
export function eventLine(e: GameEvent): string {
  return e.dice && e.dice.length > 0 ? `🎲 ${diceText(e.dice)} · ${e.text}` : `• ${e.text}`;
}

/**
 * Joins head, body lines and foot into at most `max` characters, dropping the oldest body
 * lines first (and saying so) when they do not fit.
 */
export function fit(head: string[], body: string[], foot: string[], max = MAX_CONTENT): string {
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
  const text = [...head, `… ${dropped} earlier lines`, ...kept, ...foot].join('\n');
  return clip(text, max);
}
