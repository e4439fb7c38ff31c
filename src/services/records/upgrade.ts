// Stored games survive rule changes (issue 7): a game stored under an older state version is
// migrated by its plug-in, or rebuilt by replay from its seed and stored decisions when the
// plug-in has no migration for it; a compacted finished game is rebuilt the same way to be shown.
import type { Match } from '../../engine/match';
import * as store from '../../store';
import type { AnyGame, Deps } from '../core/context';
import { log } from '../../log';
import { replayStored } from '../core/replay';

export const stateVersionOf = (def: AnyGame): number => def.version ?? 1;

/** Why a stored match cannot be used as it is, or null when it can. */
function staleness(def: AnyGame, row: store.GameRow): 'old' | 'compacted' | null {
  if (row.match) return row.stateVersion < stateVersionOf(def) ? 'old' : null;
  // Only a finished game is ever shown again; a cancelled one only answers "cancelled".
  return row.result && row.status === 'finished' ? 'compacted' : null;
}

/**
 * The row with a match of the current state version. Null when it cannot be rebuilt (the new
 * rules refuse a stored decision): a live game is then cancelled, so that its channel is free.
 */
export async function upToDate(
  deps: Deps,
  def: AnyGame,
  row: store.GameRow,
  seats: store.SeatRow[],
): Promise<store.GameRow | null> {
  const why = staleness(def, row);
  if (!why) return row;
  const current = stateVersionOf(def);
  if (why === 'old') {
    const migrated = def.migrate?.(row.match!.state, row.stateVersion) ?? null;
    if (migrated !== null) return { ...row, match: { ...row.match!, state: migrated }, stateVersion: current };
  }
  try {
    // An archive keeps the seats as the match had them (the seats table may have changed since).
    const archived = await deps.store.archiveOf(row.id);
    const match: Match = replayStored(
      def,
      row,
      archived?.actions ?? (await deps.store.actionsOf(row.id)),
      archived?.seats ?? seats.map((s) => ({ name: s.name, ai: s.ai })),
    );
    return { ...row, match, stateVersion: current };
  } catch (e) {
    // The database, not the rules, failed: the game stays as it is, to be rebuilt once it answers.
    if (store.isStoreUnreachable(e)) throw e;
    // Said once: the live game is cancelled here, and a cancelled game is only ever absent after
    // (a request may load it again in the same breath, e.g. to tell "over" from "none").
    if (row.status !== 'cancelled')
      log.error({ err: e, game: row.id, rules: def.id, stateVersion: current }, 'the game could not be rebuilt under its rules');
    if (row.status === 'lobby' || row.status === 'active')
      await deps.store.setStatus(row.id, row.version, 'cancelled', deps.now().toISOString());
    return null;
  }
}
