// Writing decisions: each one committed with the player-turn it leads to, under the version
// guard and in one transaction (the turn message owed is written with it). The auto-movers'
// decisions it sets off are taken in memory and ride in the same transaction, each its own
// action (a remote database then waits once for all); runAi commits what is left the same way.
import type { Match, MatchStep } from '../../engine/match';
import { tx } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import { isFinished, stamp, type Deps, type Running } from '../core/context';
import { claimFor } from '../core/claims';
import { stateVersionOf } from '../records/forward';
import { readTold, type Told } from '../messages/turnMessage';
import { autoMover, plan, runAi, type AiRun, type At, type ReadBack } from './autoMover';
import { endVacation, peopleIn, turnAfter, withClock, writeClock, type People } from './pacing';
import { inPerson } from './turns';

/** The seat whose clock ran out, played by the AI for the rest of that turn (autoMover). */
type Proxy = { seat: number; turn: number } | null;

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
  /**
   * Read back inside the transaction: the game (At.readBack), for an answer that shows where a
   * run ends; 'turn': what its turn message tells too (At.told), for a person's decision.
   */
  readBack: false | 'game' | 'turn' = false,
  /**
   * The auto-movers' decisions after this one are taken in memory and committed in its
   * transaction (each its own action): no round trips of their own. `proxy`: as for autoMover.
   */
  follow: { proxy: Proxy } | null = null,
): Promise<At | null> {
  const byPerson = decision.kind === 'choice' && decision.by === undefined && inPerson(r, seat);
  // A person's own action (a move or a take-back) ends their vacation.
  const own = (byPerson || decision.kind === 'takeback') && inPerson(r, seat);
  /** Where the commit leaves the game: after this decision, and the auto-movers' it takes along. */
  let end = at;
  let followed: GameEvent[] = [];
  let back: Promise<ReadBack> | undefined;
  let told: Told | undefined;
  const res = await deps.store.transaction(async () => {
    // The people's seats and times are read at once with the guard (one round trip on
    // PostgreSQL); the writes after it go out with the commit.
    const [people, c] = await Promise.all([
      peopleIn(deps, r.row.id),
      deps.store.commitAction(
        at.version,
        step.match,
        isFinished(r.def, step.match),
        actionOf(deps, r, seat, decision, step),
        undefined,
        stateVersionOf(r.def),
      ),
    ]);
    if (!c.ok) return c;
    // The clock of the turn it leads to is worked out here, in the transaction that stores it.
    const next = await turnAfter(deps, r, at.turn, step.match, own ? seat : null, people);
    end = { match: step.match, version: c.version, turn: next.turn };
    await deps.store.writeTurn(r.row.id, end.turn);
    await writeClock(deps, r.row.id, end.turn, next.writes);
    if (byPerson) await deps.store.presentSeat(r.row.id, seat);
    // Only a person away has a vacation to end (endVacation reads and waits; most moves skip it).
    const userId = r.seats[seat].userId;
    if (own && userId && people.users.get(userId)?.awayUntil != null) await endVacation(deps, userId, r.row.id);
    if (follow) ({ at: end, events: followed } = await followOn(deps, r, end, people, follow.proxy));
    // The process that commits posts the turn message it owes (the reply, or its own pump).
    await deps.store.claimGame(r.row.id, claimFor(deps), true);
    // Sent now, after the writes, and not awaited: the reads go out with the COMMIT and are
    // answered with it (awaited here, the COMMIT would wait a round trip for them).
    if (readBack) {
      back = readGame(deps, r.row.id);
      // Awaited by the answer; a failed transaction throws below and never reads it.
      back.catch(() => {});
    }
    if (readBack === 'turn') told = readTold(deps, r.row.id, end.turn.showsFrom);
    return c;
  });
  if (!res.ok) return null;
  // A resignation and a take-back are a player's own decisions too; forced, clock and away ones are the auto-movers'.
  const byPlayer = (decision.kind !== 'choice' || decision.by === undefined) && inPerson(r, seat);
  deps.meter.decided(r.def.id, byPlayer ? 'player' : 'auto');
  // The auto-movers' decisions it took along: one version each.
  for (let v = res.version; v < end.version; v++) deps.meter.decided(r.def.id, 'auto');
  return {
    ...end,
    ...(back ? { readBack: back } : {}),
    ...(told ? { told } : {}),
    ...(followed.length > 0 ? { followed } : {}),
  };
}

/** The log row of `seat`'s decision: an AI seat's has no user. */
function actionOf(
  deps: Deps,
  r: Running,
  seat: number,
  decision: store.StoredDecision,
  step: { match: Match; events: GameEvent[]; rolls: number[] },
): store.ToldAction {
  return {
    gameId: r.row.id,
    seq: step.match.step,
    seat,
    userId: r.seats[seat]?.ai ? null : (r.seats[seat]?.userId ?? null),
    decision,
    events: step.events,
    rolls: step.rolls,
    at: stamp(deps),
  };
}

/** An auto-mover's decision as stored: by whom it was taken for its seat (none for an AI seat's own). */
const autoDecision = (choice: string, by: store.DecidedBy | null): store.StoredDecision => ({
  kind: 'choice',
  choice,
  ...(by ? { by } : {}),
});

/** At most this many auto-movers' decisions ride in one commit; runAi commits the rest. */
const MAX_FOLLOWED = 200;

/**
 * The auto-movers' decisions after a commit, in its transaction: each decided in memory as runAi
 * would (autoMover, plan), its clock worked out from the people as the decisions before it left
 * them, its turn and clock written, and the action rows with the game's version and state at the
 * end (store followActions). The first that fails to plan stops the run: runAi plans it again
 * after the commit, and says what failed.
 */
async function followOn(
  deps: Deps,
  r: Running,
  start: At,
  people: People,
  proxy: Proxy,
): Promise<{ at: At; events: GameEvent[] }> {
  let at = start;
  let ppl = people;
  const events: GameEvent[] = [];
  const actions: store.ToldAction[] = [];
  for (let i = 0; i < MAX_FOLLOWED; i++) {
    const m = autoMover(r, at, proxy);
    if (m === null) break;
    const p = plan(r, at.match, m, true);
    if (!p.ok) break;
    const { d, step } = p;
    const next = await turnAfter(deps, r, at.turn, step.match, null, ppl);
    await deps.store.writeTurn(r.row.id, next.turn);
    await writeClock(deps, r.row.id, next.turn, next.writes);
    ppl = withClock(ppl, next.writes);
    actions.push(actionOf(deps, r, d.player, autoDecision(d.choice, m.by), step));
    events.push(...step.events);
    at = { match: step.match, version: at.version + 1, turn: next.turn };
  }
  if (actions.length > 0)
    await deps.store.followActions(start.version, at.match, isFinished(r.def, at.match), actions, stateVersionOf(r.def));
  return { at, events };
}

/** The auto-movers play on from `at` (AI seats, absent seats, forced decisions, a clock's proxy). */
export async function advance(
  deps: Deps,
  r: Running,
  at: At,
  proxy: Proxy = null,
  /** Each commit reads the game back (At.readBack): for an answer that shows where the run ends. */
  readBack = false,
): Promise<AiRun> {
  const run = await runAi(
    r,
    at,
    (cur, d, by, step: MatchStep<unknown>) =>
      commitStep(deps, r, cur, d.player, autoDecision(d.choice, by), step, readBack && 'game', { proxy }),
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
    // The note came after the run's reads: the turn message reads anew.
    const { told: _, ...noted } = run;
    return noted;
  }
  return run;
}

/**
 * The game as it stands after a run: a Running whose row carries the new version and turn. The
 * run's last commit may have read it back already (At.readBack); else it is read now.
 */
export async function reloaded(deps: Deps, r: Running, after?: At): Promise<Running> {
  const { row, seats } = await (after?.readBack ?? readGame(deps, r.row.id));
  return { ...r, row, match: row.match!, seats };
}

/** The game's row and seats, read at once. */
function readGame(deps: Deps, gameId: number): Promise<ReadBack> {
  return Promise.all([deps.store.gameById(gameId), deps.store.seatsOf(gameId)]).then(([row, seats]) => {
    if (!row) throw new Error(`game ${gameId} not found`);
    return { row, seats };
  });
}
