// The lobby message's buttons (messages/lobbyMessage.ts), each answered in place.
import type { Actor, Answer } from '../contract';
import type { Deps, Loaded } from '../core/context';
import { fail } from '../messages/answers';
import { LOBBY_ACTIONS } from '../messages/lobbyMessage';
import { privateVoice } from '../messages/voices';
import { cancel } from './cancel';
import { start } from './start';
import { addAi, join, leave } from './table';

/** A lobby button. Join, leave, start and cancel say so when done already; "Add AI" is not idempotent, so an older message's refuses. */
export async function lobbyAction(deps: Deps, l: Loaded, actor: Actor, action: string, version: number): Promise<Answer> {
  const a = LOBBY_ACTIONS.find((x) => x === action);
  if (!a) return fail(privateVoice(deps, actor), 'game.unknown-button');
  if (a === 'ai' && l.row.status === 'lobby' && version !== l.row.version) return fail(privateVoice(deps, actor), 'lobby.stale');
  switch (a) {
    case 'join':
      return await join(deps, l, actor, 'update');
    case 'leave':
      return await leave(deps, l, actor, 'update');
    case 'ai':
      return await addAi(deps, l, actor, 'update');
    case 'start':
      return await start(deps, l, actor, 'update');
    case 'cancel':
      return await cancel(deps, l, actor, l.row.status === 'lobby' ? 'update' : 'reply');
    default: {
      const never: never = a;
      return never;
    }
  }
}
