// `/status`: the game here in text, privately: seats with their roles, the game's own status
// lines, and whose turn it is (or the result).
import type { Answer, Where } from '../contract';
import type { Deps } from '../core/context';
import { looksOf } from '../core/seats';
import { ephemeral } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { seatLabel } from '../messages/seatNames';
import { clip, esc, escText, fit } from '../messages/text';
import { turnLine } from '../messages/turnMessage';
import { current, elsewhere, shown } from '../records/load';

export function status(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(l, l.row.version).content);
  const r = shown(l)!;
  const pending = r.def.pending(r.match.state);
  const outcome = r.def.outcome(r.match.state);
  const head = [`**${esc(r.def.name)}** · turn ${Math.max(1, l.row.turn.no)} · ${l.row.status}`];
  const names = r.match.seats.map((s) => s.name);
  const looks = looksOf(r);
  const seats = r.match.seats.map((s, i) => `${escText(seatLabel(r, i, looks), names)}${s.ai ? ' 🤖' : ''}`);
  const lines = [...seats, '', ...r.def.status(r.match.state).map((x) => clip(escText(x, names), 300))];
  const foot = outcome ? [`🏆 ${clip(escText(outcome.text, names), 300)}`] : pending ? [turnLine(r, pending, looks)] : [];
  return ephemeral(fit(head, lines, foot));
}
