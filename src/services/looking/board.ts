// looking/: read-only answers: board, status, hand, rules, help, autocomplete.
// `/board`: the game here as its turn message shows it, privately and without buttons (those
// stay on the turn message), or the lobby while it has not started.
import type { Answer, Where } from '../contract';
import type { Deps } from '../core/context';
import { ephemeral } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { turnReply } from '../messages/turnMessage';
import { current, elsewhere, shown } from '../records/load';

/** `/board`: the current picture, privately (no second ping, no flood); the buttons stay on the turn message. */
export function board(deps: Deps, where: Where): Answer {
  const l = current(deps, where);
  if (!l) return elsewhere(deps, where);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(l, l.row.version).content);
  const r = shown(l)!;
  const reply = turnReply(deps, r);
  return { reply: { ...reply, ephemeral: true, rows: [] }, retire: [] };
}
