// looking/: read-only answers: board, status, hand, rules, help, autocomplete.
// `/board`: the game here as its turn message shows it, privately and without buttons (those
// stay on the turn message), or the lobby while it has not started; in the asker's language.
import type { Answer, Asker, Where } from '../contract';
import type { Deps } from '../core/context';
import { ephemeral } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { turnReply } from '../messages/turnMessage';
import { privateVoice } from '../messages/voices';
import { current, elsewhere, shown } from '../records/load';

/** `/board`: the current picture, privately (no second ping, no flood); the buttons stay on the turn message. */
export async function board(deps: Deps, where: Where, asker?: Asker): Promise<Answer> {
  const l = await current(deps, where);
  if (!l) return await elsewhere(deps, where, asker);
  const me = privateVoice(deps, asker, l);
  if (l.row.status === 'lobby') return ephemeral(lobbyReply(deps, me, l, l.row.version).content);
  const r = shown(l)!;
  const reply = await turnReply(deps, r, me);
  return { reply: { ...reply, ephemeral: true, rows: [] }, retire: [] };
}
