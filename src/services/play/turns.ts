// Player-turns: a run of decisions by one seat is one turn. It has one public message (new,
// with the ping, when the turn begins; updated while the same player decides on), a counter
// that the texts and the picture show, and a clock (its deadline: play/pacing.ts).
import type { Match } from '../../engine/match';
import type { TurnFields } from '../../store';
import type { Loaded } from '../core/context';

/** True when a seat is played by a person (not an AI seat, not handed to the AI). */
export const inPerson = (l: Loaded, seat: number | null): boolean => {
  const s = seat === null ? undefined : l.seats[seat];
  return Boolean(s && !s.ai && !s.away);
};

/**
 * The player-turn after a decision brought the match to `next` (`prev` itself while the same
 * seat decides on). A new turn begins when another seat must decide (or the game ends: the
 * final message is a turn of its own). Its message tells from the start of the previous
 * message's turn, so "what just happened" is always there. Its deadline is set by the clock
 * (play/pacing.ts turnAfter).
 */
export function nextTurn(l: Loaded, prev: TurnFields, next: Match): TurnFields {
  const p = l.def.pending(next.state);
  const over = p === null || l.def.outcome(next.state) !== null;
  const seat = over ? null : p.player;
  if (!over && seat === prev.seat) return prev;
  // The previous turn had a message of its own only when a person played it.
  const showsFrom = inPerson(l, prev.seat) ? prev.step : prev.showsFrom;
  return { no: prev.no + 1, seat, step: next.step, showsFrom, deadline: null, reminded: 0 };
}

/** Before the first decision: turn 0, nobody's; the first commit or the start makes turn 1. */
export const NO_TURN: TurnFields = { no: 0, seat: null, step: 0, showsFrom: 0, deadline: null, reminded: 0 };

/** The turn before a match's first: nobody's (seat -1), so that the first is always new. */
export const BEFORE_FIRST: TurnFields = { ...NO_TURN, seat: -1 };
