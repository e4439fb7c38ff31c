// The engine's own catalogue (its shared pieces: the roll for first turn, battles), one file
// per language in ./text. Its keys are written `engine:...` outside the engine.
import en from './text/en.json';
import fr from './text/fr.json';
import hu from './text/hu.json';
import type { Catalogues } from './text';

export const ENGINE_TEXT: Catalogues = { en, fr, hu };
