// The A-Team's catalogues: its keys (unprefixed in its Texts) in each language, and the words its
// board prints as `board.<WORD>`. Terms follow its glossary in docs/i18n.md.
import type { Catalogues } from '../../engine/text';
import en from './text/en.json';
import fr from './text/fr.json';
import hu from './text/hu.json';

export const TEXT: Catalogues = { en, fr, hu };

/**
 * Keys the game no longer emits, kept for the events of games stored before issue 20, which
 * wrapped a seat in them with its character: they now read as the seat alone (the platform adds the character).
 */
export const STORED_ONLY = ['seat.role', 'seat.named'] as const;
