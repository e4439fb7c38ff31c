// `/roll`: the pending roll of the actor, decided as a click would be (asks which when several
// choices roll).
import type { Actor, Answer, RowSpec } from '../contract';
import type { Deps, Running } from '../core/context';
import { buildId } from '../core/customIds';
import { fail } from '../messages/answers';
import { isPublic, styleOf } from '../messages/choiceRows';
import { clip, escText } from '../messages/text';
import { privateVoice } from '../messages/voices';
import { decide, mayDecide } from './decide';

/** `/roll`: the one roll of the pending decision; when several choices roll, a private question with a button each. */
export async function roll(deps: Deps, r: Running, actor: Actor): Promise<Answer> {
  const me = privateVoice(deps, actor, r);
  const may = mayDecide(me, r, actor);
  if (!may.ok) return may.answer;
  const pending = r.def.pending(r.match.state)!;
  const rolls = pending.choices.filter((x) => x.roll && isPublic(x));
  if (rolls.length === 0) {
    const names = r.match.seats.map((s) => s.name);
    return fail(me, 'game.nothing-to-roll', { prompt: escText(me.say(pending.prompt), names) });
  }
  if (rolls.length === 1) return await decide(deps, r, actor, rolls[0].id, r.row.version);
  const buttons = rolls.slice(0, 25).map((c) => ({
    customId: buildId('roll', r.row.id, r.row.version, c.id),
    label: clip(me.say(c.label), 80),
    style: styleOf(c),
  }));
  const rows: RowSpec[] = [];
  for (let i = 0; i < buttons.length; i += 5) rows.push({ buttons: buttons.slice(i, i + 5) });
  return { reply: { ephemeral: true, content: me.t('roll.which'), rows }, retire: [] };
}
