// The project's folder, for the files the bot reads at run time (fonts, boards, rules pages, .env).
// Worked out from this file's place, one folder below the root: the same from src/ (run by tsx)
// and from the bundle `npm start` runs (build/rerun.mjs, also one folder below it).
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
