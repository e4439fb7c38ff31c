// What each action told (its events), for turn messages and /log. A game's log stores them with
// its decisions until the game is archived; from then on replay from the seed rebuilds them, the
// same events (a long game replays in tens of milliseconds: see the bench).
import { log } from '../../log';
import type * as store from '../../store';
import type { Deps, Loaded } from './context';
import { replayStored } from './replay';

/** Actions after step `from` (seq > from) with the events they told, oldest first. */
export async function toldSince(deps: Deps, l: Loaded, from: number): Promise<store.ToldAction[]> {
  const stored = await deps.store.toldSince(l.row.id, from);
  if (stored) return stored;
  const archive = await deps.store.archiveOf(l.row.id);
  if (!archive) return [];
  const out: store.ToldAction[] = [];
  try {
    replayStored(l.def, l.row, archive.actions, archive.seats, (a) => {
      if (a.seq > from) out.push(a);
    });
    return out;
  } catch (e) {
    // The rules changed under an archived game: its decisions are still told, without their events.
    log.error({ err: e, game: l.row.id, rules: l.def.id }, 'the archived log could not be replayed');
    return archive.actions.filter((a) => a.seq > from).map((a) => ({ ...a, events: [], rolls: [] }));
  }
}
