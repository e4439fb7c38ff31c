// One font family everywhere: DejaVu is installed with the system and covers Latin,
// Greek, Cyrillic, Arabic and Hebrew; pango falls back (or draws a box) for the rest.
export const FAMILY = '"DejaVu Sans"';
export const CONDENSED = '"DejaVu Sans Condensed"';
/** Smallest text size, in output pixels, still readable in Discord's inline preview. */
export const MIN_TEXT = 13;

export function font(px: number, bold = false, family = FAMILY): string {
  return `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
}
