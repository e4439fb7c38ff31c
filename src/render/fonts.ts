// One font family everywhere: DejaVu is installed with the system and covers Latin,
// Greek, Cyrillic, Arabic and Hebrew. Symbola, shipped in data/fonts, is registered so that
// pango's fallback finds emoji and symbols in display names; anything else draws as a box.
import { registerFont } from 'canvas';
import { fileURLToPath } from 'node:url';

registerFont(fileURLToPath(new URL('../../data/fonts/Symbola.ttf', import.meta.url)), { family: 'Symbola' });

export const FAMILY = '"DejaVu Sans", Symbola';
export const CONDENSED = '"DejaVu Sans Condensed", Symbola';
/** Smallest text size, in output pixels, still readable in Discord's inline preview. */
export const MIN_TEXT = 13;

export function font(px: number, bold = false, family = FAMILY): string {
  return `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
}
