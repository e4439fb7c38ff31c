// The auto-mover: while a seat's decision is not a person's to take, take it, each decision its
// own action, so the log holds every step like a human one (those a commit sets off ride in that
// commit: commit.ts). That is an AI seat, a seat handed to the AI (absent player), the AI standing
// in for a player whose clock ran out, and a forced decision (exactly one public choice; an option
// of the game, on by default).
import { ForcedChanceError } from '../../engine/chance';
import { aiDecision, applyDecision, type Decision, type Match, type MatchStep } from '../../engine/match';
import type { GameEvent } from '../../engine/types';
import type { DecidedBy, GameRow, SeatRow, TurnFields } from '../../store';
import type { Told } from '../messages/turnMessage';
import type { Running } from '../core/context';
import { log } from '../../log';
import { isPublic } from '../messages/choiceRows';

/** Safety net against a game whose AI never reaches a human or an end (a bug). */
const MAX_AI_STEPS = 5000;

/** Where a run of decisions stands: the match, the game's version and the player-turn. */
export interface At {
  match: Match;
  version: number;
  turn: TurnFields;
  /**
   * The game's row and seats as this commit left them, read inside its transaction and answered
   * with its COMMIT (asked for by a person's decision: its answer needs them, and a read after
   * the commit would be one more round trip). Absent once another commit came after.
   */
  readBack?: Promise<ReadBack>;
  /** What the turn message tells from this commit on, read with it the same way (a person's decision only). */
  told?: Told;
  /** The events of the auto-movers' decisions its commit took after its own (commit.ts), in order. */
  followed?: GameEvent[];
}

export interface ReadBack {
  row: GameRow;
  seats: SeatRow[];
}

export type CommitStep = (at: At, d: Decision, by: DecidedBy | null, step: MatchStep<unknown>) => Promise<At | null>;

export interface AiRun extends At {
  events: GameEvent[];
  /** The seat whose AI failed (a bug in the game's plug-in); what came before it stands. */
  stuck: number | null;
}

export interface Mover {
  seat: number;
  /** The one choice of a forced decision; null: the AI chooses. */
  choice: string | null;
  /** Null for an AI seat's own decisions. */
  by: DecidedBy | null;
}

/**
 * Who takes the pending decision without a person, if anyone. `proxy`: the seat whose clock ran
 * out, played by the AI for the rest of that turn. A lone roll that opens a player's turn is
 * left to the player (the turn is theirs to start); a lone roll later in it is forced.
 */
export function autoMover(r: Running, at: At, proxy: { seat: number; turn: number } | null = null): Mover | null {
  const p = r.def.pending(at.match.state);
  if (!p || r.def.outcome(at.match.state) !== null) return null;
  const s = r.seats[p.player];
  if (!s) return null;
  if (s.ai) return { seat: p.player, choice: null, by: null };
  if (s.away) return { seat: p.player, choice: null, by: 'away' };
  if (proxy && proxy.seat === p.player && proxy.turn === at.turn.no) return { seat: p.player, choice: null, by: 'clock' };
  const only = p.choices.length === 1 ? p.choices[0] : null;
  const opening = at.turn.seat !== p.player || at.match.step === at.turn.step;
  if (r.row.settings.autoForce && only && isPublic(only) && !(only.roll && opening))
    return { seat: p.player, choice: only.id, by: 'forced' };
  return null;
}

type Planned = { ok: true; d: Decision; step: MatchStep<unknown> } | { ok: false };

/**
 * One decision; a throwing or illegal AI is caught here, so that the decisions before it are still
 * answered. `quiet`: a try inside a commit's transaction (commit.ts) that stops there on any
 * failure; runAi then plans it again, and says what failed.
 */
export function plan(r: Running, match: Match, m: Mover, quiet = false): Planned {
  try {
    const d = m.choice !== null ? { player: m.seat, choice: m.choice } : aiDecision(r.def, match)!;
    const res = applyDecision(r.def, match, d);
    if (!res.ok) throw new Error(`AI chose an illegal move: ${res.error}`);
    return { ok: true, d, step: res.value };
  } catch (e) {
    if (quiet) return { ok: false };
    // Forced results (tests, the local table) that do not fit are the caller's mistake: let it show.
    if (e instanceof ForcedChanceError) throw e;
    log.error({ err: e, game: r.row.id, rules: r.def.id, seat: m.seat + 1, step: match.step }, 'the AI failed');
    return { ok: false };
  }
}

export async function runAi(
  r: Running,
  start: At,
  commit: CommitStep,
  proxy: { seat: number; turn: number } | null = null,
): Promise<AiRun> {
  let at = start;
  const events: GameEvent[] = [];
  for (let i = 0; i < MAX_AI_STEPS; i++) {
    const m = autoMover(r, at, proxy);
    if (m === null) break;
    const p = plan(r, at.match, m);
    if (!p.ok) return { ...at, events, stuck: m.seat };
    const next = await commit(at, p.d, m.by, p.step);
    if (!next) {
      // Someone else moved the game on; their answer shows the newer state, and this one's
      // answer reads the game as it is now, not as this run's last commit left it.
      const { readBack: _, told: __, ...moved } = at;
      at = moved;
      break;
    }
    at = next;
    events.push(...p.step.events, ...(next.followed ?? []));
  }
  return { ...at, events, stuck: null };
}
