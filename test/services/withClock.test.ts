// The people as a decision's clock writes leave them, for the auto-movers' decisions that follow
// it in the same transaction (services/play/commit.ts): their reads were made before its writes.
import { describe, expect, it } from 'vitest';
import { withClock, type People } from '../../src/services/play/pacing';

const people: People = {
  seats: [
    { seat: 0, userId: 'u-a', name: 'A', ai: false, bankMs: 60_000, vacationMs: 1_000 },
    { seat: 1, userId: null, name: 'AI', ai: true },
    { seat: 2, userId: 'u-c', name: 'C', ai: false, bankMs: null, vacationMs: 0 },
  ],
  users: new Map(),
};

describe('withClock', () => {
  it('sets the banks written, adds the vacation spent (never below 0), and leaves other seats as they were', () => {
    const after = withClock(people, {
      remindAt: null,
      heldUntil: null,
      banks: [
        { seat: 0, ms: 45_000 },
        { seat: 2, ms: 90_000 },
      ],
      spent: [
        { seat: 0, ms: -5_000 },
        { seat: 2, ms: 2_500 },
      ],
    });
    expect(after.seats.map((s) => [s.bankMs, s.vacationMs])).toEqual([
      [45_000, 0],
      [undefined, undefined],
      [90_000, 2_500],
    ]);
    // The people read are not changed: a decision never changes its input.
    expect(people.seats[0]).toMatchObject({ bankMs: 60_000, vacationMs: 1_000 });
  });

  it('takes the last bank written for a seat, and gives the same people back when nothing is written', () => {
    const w = { remindAt: 5, heldUntil: null, banks: [], spent: [{ seat: 1, ms: 0 }] };
    expect(withClock(people, w)).toBe(people);
    expect(withClock(people, null)).toBe(people);
    const twice = withClock(people, {
      ...w,
      banks: [
        { seat: 0, ms: 1 },
        { seat: 0, ms: 2 },
      ],
      spent: [],
    });
    expect(twice.seats[0].bankMs).toBe(2);
  });
});
