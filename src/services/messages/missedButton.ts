// The turn message's "What did I miss?" button: anyone may click it; it answers privately with
// the clicker's own catch-up (records/catchup.ts), whichever version of the message it sits on.
import type { ButtonSpec } from '../contract';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';

export function missedButton(me: Voice, gameId: number, version: number): ButtonSpec {
  return { customId: buildId('missed', gameId, version, 'me'), label: me.t('turn.missed'), style: 'secondary' };
}
