// lobby/: a game before it starts: open, seats, start, cancel, its buttons, rematch, settings.
// `/game new`: opens a lobby in the channel, with the creator seated (or only AI seats, for
// simulations) and the platform settings asked for.
import type { Forced } from '../../engine/chance';
import * as store from '../../store';
import type { Actor, Answer, Where } from '../contract';
import { stamp, type Deps } from '../core/context';
import { maxSeats } from '../core/seats';
import { fail } from '../messages/answers';
import { lobbyReply } from '../messages/lobbyMessage';
import { peopleOf } from '../messages/pacingLines';
import { clip, escText } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { liveIn } from '../records/load';
import { human, robot } from './table';

export interface NewGameOptions {
  ai?: number;
  seed?: number;
  dice?: Forced[];
  /** Forced results after the opening roll (the local table's --dice); `dice` then forces only the opening. */
  after?: Forced[];
  /** Every seat AI, the creator only watching (the local table's all-AI run, simulations). */
  aiOnly?: boolean;
  /** Platform settings (clock, missed turns, forced decisions, language); defaults otherwise. */
  settings?: Partial<store.Settings>;
}

export async function openLobby(deps: Deps, where: Where, actor: Actor, game: string, opts: NewGameOptions): Promise<Answer> {
  const me = privateVoice(deps, actor);
  const def = deps.games.get(game);
  if (!def) return fail(me, 'game.unknown', { game: escText(clip(game, 40)), list: [...deps.games.keys()].join(', ') });
  const ai = opts.ai ?? 0;
  const maxAi = opts.aiOnly ? maxSeats(def) : maxSeats(def) - 1;
  if (!Number.isInteger(ai) || ai < 0 || ai > maxAi)
    return fail(me, 'lobby.bad-ai', { max: maxAi, game: gameName(deps, me, def) });
  const busy = await liveIn(deps, where.channelId);
  if (busy) return fail(me, 'game.channel-busy', { game: gameName(deps, me, busy.def), status: busy.row.status });
  const id = await deps.store.transaction(async () => {
    const gid = await deps.store.insertLobby({
      guildId: where.guildId,
      channelId: where.channelId,
      game: def.id,
      creatorId: actor.userId,
      options: {},
      seed: (opts.seed ?? deps.seed()) >>> 0,
      dice: opts.after?.length ? { opening: opts.dice ?? [], after: opts.after } : (opts.dice ?? []),
      at: stamp(deps),
      settings: { ...store.DEFAULT_SETTINGS, ...opts.settings },
    });
    const robots = Array.from({ length: ai }, robot);
    if (gid !== null) await deps.store.writeSeats(gid, opts.aiOnly ? robots : [human(actor), ...robots]);
    return gid;
  });
  if (id === null) return fail(me, 'game.channel-busy', { game: gameName(deps, me, def), status: 'lobby' });
  const l = (await liveIn(deps, where.channelId))!;
  return {
    reply: lobbyReply(deps, publicVoice(deps, l), l, l.row.version, await peopleOf(deps, l)),
    posts: { gameId: l.row.id, lobby: true },
    retire: [],
  };
}
