// The Action Man Game's catalogues: its keys (unprefixed in its Texts) in each language, and the
// words its board and combat dice print as `board.<WORD>`. French follows the French rulebook's
// own terms; all three follow the glossary in docs/i18n.md.
import type { Catalogues } from '../../engine/text';
import en from './text/en.json';
import fr from './text/fr.json';
import hu from './text/hu.json';

export const TEXT: Catalogues = { en, fr, hu };
