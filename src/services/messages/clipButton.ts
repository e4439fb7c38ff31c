// The catch-up's "Show it as a clip" button (records/catchupClip.ts makes the clip on a click).
// Its id carries the game's version at the catch-up: once the game moves on, the click is refused kindly.
import type { ButtonSpec } from '../contract';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';

export function clipButton(me: Voice, gameId: number, version: number): ButtonSpec {
  return { customId: buildId('clip', gameId, version, 'gif'), label: me.t('clip.button'), style: 'secondary' };
}
