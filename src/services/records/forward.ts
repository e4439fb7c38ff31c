// The Teller of store/forward.ts: a stored game in today's shapes, by replay from its seed and
// decisions where its own rows cannot say it (docs/decisions/0001-history-told-forward.md).
// Its decisions, dice and times stay as they were written: a retelling that throws other luck
// than the stored events is not used.
import type { Match } from '../../engine/match';
import { tx } from '../../engine/text';
import type { Seat } from '../../engine/types';
import { log } from '../../log';
import type * as store from '../../store';
import type { AnyGame } from '../core/context';
import { replayStored } from '../core/replay';
import { legacyNote, noteFromSentence } from './oldNotes';
import { hasSentence, isOld, plainEvent, sameLuck } from './oldTexts';

export const stateVersionOf = (def: AnyGame): number => def.version ?? 1;

/** The Teller for these games; `now` stamps a game cancelled because today's rules refuse its log. */
export function historyTeller(games: readonly AnyGame[], now: () => Date): store.Teller {
  const defs = new Map(games.map((g) => [g.id, g]));
  return {
    game: (old) => {
      const def = defs.get(old.row.game);
      // A lobby tells nothing; a game whose plug-in was removed is never loaded.
      return def && old.row.status !== 'lobby' ? tellGame(def, old, now) : {};
    },
    note: (sentence, names) => noteFromSentence(sentence, names) ?? legacyNote(sentence),
  };
}

interface Replayed {
  match: Match;
  told: Array<{ seq: number; events: store.ToldAction['events'] }>;
}

/** The game replayed from its archive or log, or null (logged) when today's rules refuse it. */
function replayed(def: AnyGame, old: store.OldGame): Replayed | null {
  const { row, archive, logged, seats } = old;
  // An archive keeps the seats as the match had them (the seats table may have changed since).
  const at: readonly Seat[] = row.match?.seats ?? archive?.seats ?? seats.map((s) => ({ name: s.name, ai: s.ai }));
  const told: Replayed['told'] = [];
  try {
    const match = replayStored(def, { ...row, result: null }, archive?.actions ?? logged, at, (a) =>
      told.push({ seq: a.seq, events: a.events }),
    );
    return { match, told };
  } catch (e) {
    if (row.status !== 'cancelled')
      log.error(
        { err: e, game: row.id, rules: def.id, stateVersion: stateVersionOf(def) },
        'the game could not be rebuilt under its rules',
      );
    return null;
  }
}

function tellGame(def: AnyGame, old: store.OldGame, now: () => Date): store.ToldGame {
  const { row, result, logged } = old;
  const stale = row.match !== null && row.stateVersion < stateVersionOf(def);
  const sentences = logged.some((a) => a.events.some(hasSentence));
  const oldEvents = sentences || logged.some((a) => a.events.some((e) => isOld(def.id, e)));
  const oldResult = result !== null && (typeof result.text === 'string' || result.seats === undefined);
  if (!stale && !oldEvents && !oldResult) return {};
  const again = stale || sentences || oldResult ? replayed(def, old) : null;
  const out: store.ToldGame = {};
  if (stale) {
    if (again) out.match = { match: again.match, stateVersion: stateVersionOf(def) };
    // A live game the rules refuse is cancelled, so that its place is free; an ended one is never shown.
    else if (row.status === 'active') out.cancelAt = now().toISOString();
  }
  if (oldEvents) {
    const same =
      again !== null && again.told.length === logged.length && logged.every((a, i) => sameLuck(a.events, again.told[i].events));
    if (sentences && same) out.events = again.told;
    else {
      if (sentences) log.warn({ game: row.id, rules: def.id }, 'the stored English events could not be told again as texts');
      out.events = logged.map((a) => ({ seq: a.seq, events: a.events.map((e) => plainEvent(def.id, e)) }));
    }
  }
  if (oldResult) out.result = resultOf(def, old, again?.match ?? null);
  return out;
}

/** A compacted game's result: its text and winners from the replayed end; the stored words when it cannot be replayed. */
function resultOf(def: AnyGame, { row, result, seats }: store.OldGame, match: Match | null): store.GameResult {
  const { winners, text } = result!;
  const outcome = match && def.outcome(match.state);
  const told =
    outcome?.text ?? (match ? tx(row.status === 'cancelled' ? 'platform:result.cancelled' : 'platform:result.ended') : null);
  const names = match?.seats.map((s) => s.name) ?? seats.map((s) => s.name);
  return {
    winners,
    seats: result!.seats ?? outcome?.winners.slice() ?? winners.map((w) => names.indexOf(w)).filter((s) => s >= 0),
    text: typeof text === 'string' ? (told ?? legacyNote(text)) : text,
  };
}
