// `/status`: the game here in text, privately (in the asker's language): seats with their
// roles, the game's own status lines, and whose turn it is (or the result).
import type { Answer, Asker, Where } from '../contract';
import type { Deps } from '../core/context';
import { looksOf } from '../core/seats';
import { ephemeral } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { clockLines, peopleOf } from '../messages/pacingLines';
import { seatLabel } from '../messages/seatNames';
import { clip, esc, escText, fit } from '../messages/text';
import { turnLine } from '../messages/turnMessage';
import { gameName, privateVoice } from '../messages/voices';
import { current, elsewhere, shown } from '../records/load';

export async function status(deps: Deps, where: Where, asker?: Asker): Promise<Answer> {
  const l = await current(deps, where);
  if (!l) return await elsewhere(deps, where, asker);
  const me = privateVoice(deps, asker, l);
  const people = await peopleOf(deps, l);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(deps, me, l, l.row.version, people).content);
  const r = shown(l)!;
  const pending = r.def.pending(r.match.state);
  const outcome = r.def.outcome(r.match.state);
  const head = [
    me.t('status.head', { game: esc(gameName(deps, me, r.def)), n: Math.max(1, l.row.turn.no), status: l.row.status }),
  ];
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  const seats = r.match.seats.map((s, i) => `${escText(seatLabel(me, r, i, looks), names)}${s.ai ? ' 🤖' : ''}`);
  const lines = [...seats, '', ...r.def.status(r.match.state).map((x) => clip(escText(me.say(x), names), 300))];
  const foot = outcome
    ? [me.t('status.result', { text: clip(escText(me.say(outcome.text), names), 300) })]
    : pending
      ? // Who must decide, and what their clock is: the deadline, who sleeps ("Amy sleeps 23–8 (Tokyo)"), banks, absences.
        [...turnLine(me, r, pending, looks), ...clockLines(me, r, people, deps.now().getTime())]
      : [];
  return ephemeral(fit(me, head, lines, foot));
}
