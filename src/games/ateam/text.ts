// The A-Team's catalogues: its keys (unprefixed in its Texts) in each language, and the words its
// board prints as `board.<WORD>`. Terms follow its glossary in docs/i18n.md.
import type { Catalogues } from '../../engine/text';
import en from './text/en.json';
import fr from './text/fr.json';
import hu from './text/hu.json';

export const TEXT: Catalogues = { en, fr, hu };
