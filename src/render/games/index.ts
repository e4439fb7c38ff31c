// The games' render plug-ins (see ../plugin.ts): one line per game that needs drawing code.
// Most games need none: their pictures are data.
import type { RenderPlugins } from '../plugin';
import { atchaOverlay } from './atcha';
import { bionicWomanOverlay } from './bionic-woman';

export const RENDER_PLUGINS: RenderPlugins = {
  atcha: { overlay: atchaOverlay },
  'bionic-woman': { overlay: bionicWomanOverlay },
};
