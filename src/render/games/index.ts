// The games' render plug-ins (see ../plugin.ts): one line per game that needs drawing code.
// Most games need none: their pictures are data.
import type { RenderPlugins } from '../plugin';
import { atchaOverlay } from './atcha';
import { bionicWomanOverlay } from './bionic-woman';

// pngLevel, measured on every picture of one played game (deflate median per picture, and the
// game's bytes, against level 6), with the upload target of issue 21 (6 MB a game) in mind:
// - action-man, 4: 2.5 ms instead of 4.5, +7% (5.4 MB a game at level 6, largest 57 KB);
// - bionic-woman, 5: 2.8 ms instead of 4.0, +5% (3.0 MB at 6); 4 saves no more;
// - ateam, 5: 2.7 ms instead of 3.7, +5% (5.3 MB at 6);
// - atcha (5.9 MB at 6) and death-star (5.6 MB, +6% at 5) have no room: they keep 6.
export const RENDER_PLUGINS: RenderPlugins = {
  ateam: { pngLevel: 5 },
  atcha: { overlay: atchaOverlay },
  'bionic-woman': { overlay: bionicWomanOverlay, pngLevel: 5 },
  'action-man': { pngLevel: 4 },
};
