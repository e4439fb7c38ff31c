// messages/: message builders: the catalogue, texts, answers, turn / lobby / hand messages, choice rows.
// The platform's catalogue: every sentence of the services, the commands and the Discord layer,
// keyed like `game.not-your-turn`, one file per language in ./text (ICU MessageFormat). English
// is the reference: every key is there first, with the same placeholders in every language.
import type { Catalogues } from '../../engine/text';
import en from './text/en.json';
import fr from './text/fr.json';
import hu from './text/hu.json';

export const PLATFORM_TEXT: Catalogues = { en, fr, hu };

export type MessageKey = keyof typeof en;
