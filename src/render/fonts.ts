// One font family everywhere: DejaVu is installed with the system and covers Latin,
// Greek, Cyrillic, Arabic and Hebrew. Symbola, shipped in data/fonts, is registered so that
// pango's fallback finds emoji and symbols in display names; anything else draws as a box.
import { registerFont } from 'canvas';
import { join } from 'node:path';
import { ROOT } from '../root';

registerFont(join(ROOT, 'data', 'fonts', 'Symbola.ttf'), { family: 'Symbola' });

export const FAMILY = '"DejaVu Sans", Symbola';
export const CONDENSED = '"DejaVu Sans Condensed", Symbola';
/**
 * Smallest text a player must read, in CSS pixels, when Discord shows the picture 450 px wide
 * on a phone. Why 9: a CSS pixel on a phone is about 0.16 mm, so 9 px DejaVu Sans has capitals
 * about 1.05 mm high, some 12 arc-minutes at a 30 cm reading distance: about 2.4 times the
 * 5 arc-minute letter of 20/20 acuity, which reads short bold board words reliably (smaller
 * text on 400 px screens falls toward the acuity limit). Checked by test/render/legibility.
 */
export const MIN_TEXT_AT_450 = 9;
/** Text squeezed to a width (fillText's maxWidth) may narrow to this fraction, no further. */
export const MIN_SQUEEZE = 0.8;
/** Widest picture the renderer makes (see geometry.ts MAX_WIDTH). */
const WIDEST = 800;
/** Smallest text size in output pixels: MIN_TEXT_AT_450 once a picture of up to WIDEST px is shown 450 px wide. */
export const MIN_TEXT = Math.ceil((MIN_TEXT_AT_450 * WIDEST) / 450);

export function font(px: number, bold = false, family = FAMILY): string {
  return `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
}
