// The Rematch button on a finished game's last message: the same seats, a new game started at
// once, in a new thread.
import { createMatch } from '../../engine/match';
import type { Actor, Answer } from '../contract';
import { seatOf, stamp, type Deps, type Running } from '../core/context';
import { fail } from '../messages/answers';
import { esc } from '../messages/text';
import { gameName, privateVoice, publicVoice } from '../messages/voices';
import { advance } from '../play/commit';
import { beginMatch } from './start';

/** The Rematch button: the same seats, a new game started at once, in a new thread. */
export async function rematch(deps: Deps, l: Running, actor: Actor): Promise<Answer> {
  const me = privateVoice(deps, actor, l);
  if (seatOf(l, actor) < 0) return fail(me, 'rematch.not-seated');
  if ((await deps.store.rematchOf(l.row.id)) !== null) return fail(me, 'rematch.done');
  const seats = l.seats.map((s) => ({ userId: s.userId, name: s.name, ai: s.ai }));
  const gid = await deps.store.transaction(async () => {
    const id = await deps.store.insertLobby({
      guildId: l.row.guildId,
      channelId: l.row.channelId,
      game: l.def.id,
      creatorId: actor.userId,
      options: l.row.options,
      seed: deps.seed() >>> 0,
      dice: [],
      at: stamp(deps),
      settings: l.row.settings,
    });
    if (id === null) return null;
    await deps.store.writeSeats(id, seats);
    await deps.store.setRematchOf(id, l.row.id);
    return id;
  });
  if (gid === null)
    return fail(me, 'rematch.busy', { reason: me.t('game.channel-busy', { game: gameName(deps, me, l.def), status: 'lobby' }) });
  const row = (await deps.store.gameById(gid))!;
  const lobby = { row, def: l.def, seats: await deps.store.seatsOf(gid) };
  const first = createMatch(
    l.def,
    seats.map((s) => ({ name: s.name, ai: s.ai })),
    row.options,
    row.seed,
    row.dice,
  );
  const r = await beginMatch(deps, lobby, seats, first.match);
  if (!r) return fail(me, 'game.already-done');
  await advance(deps, r, { match: r.match, version: r.row.version, turn: r.row.turn });
  const table = publicVoice(deps, l);
  return {
    reply: {
      ephemeral: false,
      content: table.t('rematch.started', { name: esc(actor.name), game: esc(gameName(deps, table, l.def)) }),
      rows: [],
    },
    retire: [],
  };
}
