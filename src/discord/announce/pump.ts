// The pump: at start, on the timer and after each interaction, the service lists what is owed;
// each place's list goes out in that place's queue, a few places at a time, each announcement
// checked again (service.stillOwed) when its turn comes. DMs and edits of other messages go out
// at once, and the retirements due anywhere are tried.
import type { Announcement } from '../../services';
import { placeOfAnnouncement } from './owed';
import { attempt, perform, recheck } from './perform';
import { retireOwedIn } from './retirements';
import type { AnnouncerState, PumpState } from './state';

/** How many places the pump serves at once: owed posts of different games go out side by side. */
export const PLACES_AT_ONCE = 4;

export const pumpState = (): PumpState => ({ latest: new Map(), waiting: new Map(), slots: PLACES_AT_ONCE, freed: [] });

/** Runs the pump now; resolves when what it found owed is done. */
export async function kick(s: AnnouncerState): Promise<void> {
  const byPlace = new Map<string, Announcement[]>();
  const elsewhere: Announcement[] = [];
  for (const a of await s.service.pump()) {
    const place = placeOfAnnouncement(a);
    if (place === null) elsewhere.push(a);
    else byPlace.set(place, [...(byPlace.get(place) ?? []), a]);
  }
  const jobs: Array<Promise<void>> = [];
  for (const [place, list] of byPlace) {
    s.pump.latest.set(place, list);
    let job = s.pump.waiting.get(place);
    if (!job) {
      job = inSlot(s.pump, () => pumpPlace(s, place));
      s.pump.waiting.set(place, job);
    }
    jobs.push(job);
  }
  await Promise.all([...jobs, perform(s, elsewhere), retireOwedIn(s, null)]);
}

/** The pump's work in one place: its newest list, each announcement checked again as its turn comes. */
function pumpPlace(s: AnnouncerState, place: string): Promise<void> {
  return s.queues.run(place, async () => {
    s.pump.waiting.delete(place);
    const list = s.pump.latest.get(place) ?? [];
    s.pump.latest.delete(place);
    for (const a of list) {
      const now = await recheck(s, a);
      if (now) await attempt(s, now, place);
    }
  });
}

/**
 * Runs `job` once a slot is free. A slot is taken before the place's queue, so a place held by a
 * long answer or a 429 keeps one slot at most.
 */
async function inSlot(p: PumpState, job: () => Promise<void>): Promise<void> {
  while (p.slots === 0) await new Promise<void>((resolve) => p.freed.push(resolve));
  p.slots -= 1;
  try {
    await job();
  } finally {
    p.slots += 1;
    p.freed.shift()?.();
  }
}
