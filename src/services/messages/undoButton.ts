// The turn message's Undo button: offered exactly when its player may take back their last
// decision of the turn (core/takeBack.ts); anyone may click it, only that player is answered yes.
import type { ButtonSpec } from '../contract';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';

export function undoButton(me: Voice, gameId: number, version: number, seq: number): ButtonSpec {
  return { customId: buildId('undo', gameId, version, seq), label: me.t('turn.undo'), style: 'secondary' };
}
