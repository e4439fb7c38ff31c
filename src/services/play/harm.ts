// A choice that works against the player taking it (The A-Team's SIDETRACKED on oneself) is
// taken only after a private confirmation that says what it costs (and comes last wherever
// choices are listed: choiceRows.ts harmLast). The AI never asks itself: only people's
// decisions pass through here.
import type { Choice } from '../../engine/types';
import type { Answer } from '../contract';
import type { Running } from '../core/context';
import { buildId } from '../core/customIds';
import type { Voice } from '../core/texts';
import { escText } from '../messages/text';

/** The custom-id argument of the confirmation's buttons: `y:<choice id>` takes it, `n` keeps it. */
export const harmYes = (choiceId: string): string => `y:${choiceId}`;
export const HARM_NO = 'n';

/** "⚠️ Play SIDETRACKED on yourself works against you: you miss your next turn. Do it anyway?", privately. */
export function askHarm(me: Voice, r: Running, choice: Choice): Answer {
  const names = r.match.seats.map((s) => s.name);
  const content = me.t('confirm.harm', {
    choice: escText(me.say(choice.label), names),
    harm: escText(me.say(choice.harm!), names),
  });
  const id = (arg: string) => buildId('confirm', r.row.id, r.row.version, arg);
  return {
    reply: {
      ephemeral: true,
      content,
      rows: [
        {
          buttons: [
            { customId: id(harmYes(choice.id)), label: me.t('confirm.yes'), style: 'danger' },
            { customId: id(HARM_NO), label: me.t('confirm.no'), style: 'secondary' },
          ],
        },
      ],
    },
    retire: [],
  };
}
