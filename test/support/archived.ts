// An ended game's log to archive, shared by the archive format's tests on SQLite
// (test/store/archive.test.ts) and archiving on both stores (test/store/archiving.test.ts).
import type { Match } from '../../src/engine/match';
import type { ActionRow } from '../../src/store';

export const SEATS = [
  { name: 'Alice', ai: false },
  { name: 'AI Blue', ai: true },
];

/** The seats as written to the store: Alice, and the AI with no user. */
export const SEAT_ROWS = [
  { userId: 'u-alice', name: 'Alice', ai: false },
  { userId: null, name: 'AI Blue', ai: true },
];

export const match = (step: number): Match => ({
  game: 'x',
  seats: SEATS,
  options: {},
  rng: { s: 1, forced: [] },
  state: { step },
  step,
  lastDice: [],
});

/** Four actions: a roll, one forced and one by the clock, an AI's, and a resignation (hours and milliseconds apart). */
export const ACTIONS: ActionRow[] = [
  { gameId: 1, seq: 1, seat: 0, userId: 'u-alice', decision: { kind: 'choice', choice: 'roll' }, at: '2026-01-01T10:00:00.000Z' },
  {
    gameId: 1,
    seq: 2,
    seat: 0,
    userId: 'u-alice',
    decision: { kind: 'choice', choice: 'move:12', by: 'forced' },
    at: '2026-01-01T10:00:00.004Z',
  },
  {
    gameId: 1,
    seq: 3,
    seat: 1,
    userId: null,
    decision: { kind: 'choice', choice: 'card:c17', by: 'clock' },
    at: '2026-01-04T09:30:00.000Z',
  },
  { gameId: 1, seq: 4, seat: 0, userId: 'u-alice', decision: { kind: 'resign' }, at: '2026-01-03T08:00:00.000Z' },
];

/** The lobby of that game, in channel c1. */
export const NEW_GAME = {
  guildId: 'g',
  channelId: 'c1',
  game: 'x',
  creatorId: 'u-alice',
  options: {},
  seed: 7,
  dice: [],
  at: ACTIONS[0].at,
};
