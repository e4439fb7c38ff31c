// The games' render plug-ins (see ../plugin.ts): one line per game that needs drawing code.
// Most games need none: their pictures are data.
import type { RenderPlugins } from '../plugin';
import { atchaOverlay } from './atcha';
import { bionicWomanOverlay } from './bionic-woman';

// pngLevel, measured on every picture of one played game (deflate median per picture, and the
// game's bytes, against level 6), with the targets of docs/decisions/0006-picture-budget.md
// (uploads at most 6 MB a game, mean of 3 games in the bench; no picture over 60 KB) in mind:
// - ateam, 4: 2.1 ms instead of 3.7, +8% (4.4 MB a game at level 5);
// - action-man, 4: 2.5 ms instead of 4.5, +7% (4.9 MB a game at 4, largest of 3 games 57 KB);
// - bionic-woman (5.5 MB a game at 6, 5.8 at 5; over 8 games 6.1 and 6.4), atcha (5.6 MB at 6)
//   and death-star (5.8 MB at 6) have no room: they keep 6.
export const RENDER_PLUGINS: RenderPlugins = {
  ateam: { pngLevel: 4 },
  atcha: { overlay: atchaOverlay },
  'bionic-woman': { overlay: bionicWomanOverlay },
  'action-man': { pngLevel: 4 },
};
