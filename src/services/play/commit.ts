// Writing decisions: each one committed with the player-turn it leads to, under the version
// guard and in one transaction (the turn message owed is written with it), then the
// auto-movers play on the same way.
import type { Match, MatchStep } from '../../engine/match';
import { tx } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import { isFinished, stamp, type Deps, type Running } from '../core/context';
import { claimFor } from '../core/claims';
import { stateVersionOf } from '../records/upgrade';
import { runAi, type AiRun, type At } from './autoMover';
import { endVacation, turnAfter, writeClock } from './pacing';
import { inPerson } from './turns';

/** Where a running game stands now, as a run of decisions starts from it. */
export const atOf = (r: Running): At => ({ match: r.match, version: r.row.version, turn: r.row.turn });

/** One decision and the player-turn it leads to, in one transaction; null when the version moved on. */
export async function commitStep(
  deps: Deps,
  r: Running,
  at: At,
  seat: number,
  decision: store.StoredDecision,
  step: { match: Match; events: GameEvent[]; rolls: number[] },
): Promise<At | null> {
  const byPerson = decision.kind === 'choice' && decision.by === undefined && inPerson(r, seat);
  // A person's own action (a move or a take-back) ends their vacation.
  const own = (byPerson || decision.kind === 'takeback') && inPerson(r, seat);
  let turn = at.turn;
  const res = await deps.store.transaction(async () => {
    // The clock of the turn it leads to is worked out here, in the transaction that stores it.
    const next = await turnAfter(deps, r, at.turn, step.match, own ? seat : null);
    turn = next.turn;
    const c = await deps.store.commitAction(
      at.version,
      step.match,
      isFinished(r.def, step.match),
      {
        gameId: r.row.id,
        seq: step.match.step,
        seat,
        userId: r.seats[seat]?.ai ? null : (r.seats[seat]?.userId ?? null),
        decision,
        events: step.events,
        rolls: step.rolls,
        at: stamp(deps),
      },
      turn,
      stateVersionOf(r.def),
    );
    if (c.ok) await writeClock(deps, r.row.id, turn, next.writes);
    if (c.ok && byPerson) await deps.store.presentSeat(r.row.id, seat);
    if (c.ok && own) await endVacation(deps, r.seats[seat].userId!, r.row.id);
    // The process that commits posts the turn message it owes (the reply, or its own pump).
    if (c.ok) await deps.store.claimGame(r.row.id, claimFor(deps), true);
    return c;
  });
  if (!res.ok) return null;
  // A resignation and a take-back are a player's own decisions too; forced, clock and away ones are the auto-movers'.
  const byPlayer = (decision.kind !== 'choice' || decision.by === undefined) && inPerson(r, seat);
  deps.meter.decided(r.def.id, byPlayer ? 'player' : 'auto');
  return { match: step.match, version: res.version, turn };
}

/** The auto-movers play on from `at` (AI seats, absent seats, forced decisions, a clock's proxy). */
export async function advance(
  deps: Deps,
  r: Running,
  at: At,
  proxy: { seat: number; turn: number } | null = null,
): Promise<AiRun> {
  const run = await runAi(
    r,
    at,
    (cur, d, by, step: MatchStep<unknown>) =>
      commitStep(deps, r, cur, d.player, { kind: 'choice', choice: d.choice, ...(by ? { by } : {}) }, step),
    proxy,
  );
  if (run.stuck !== null) {
    await deps.store.addNote({
      gameId: r.row.id,
      after: run.match.step,
      userId: null,
      text: tx('platform:game.ai-stuck', { name: { seat: run.stuck } }),
      at: stamp(deps),
    });
  }
  return run;
}

/** The game as it stands after a run: a Running whose row carries the new version and turn. */
export async function reloaded(deps: Deps, r: Running): Promise<Running> {
  const row = (await deps.store.gameById(r.row.id))!;
  return { ...r, row, match: row.match!, seats: await deps.store.seatsOf(row.id) };
}
