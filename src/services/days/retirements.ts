// Old turn messages whose buttons are still to be taken off. Discord refuses an edit
// in an archived or locked thread (50083), so the old buttons there would stay live: such a
// retirement is kept (store/retirements.ts) and done once the thread is open again, when the bot
// next writes there or at a later pump, each refused try waiting twice as long as the one
// before (one minute, then 2, 4 … at most six hours: a thread locked for good costs a few
// requests a day, never a loop).
import type { Retire } from '../contract';
import type { Deps } from '../core/context';

const MINUTE = 60_000;

/** The wait after the `tries`-th refused try. */
export const retireWaitMs = (tries: number): number => Math.min(MINUTE * 2 ** (tries - 1), 6 * 60 * MINUTE);

/** Discord refused to take the buttons off `old` (its thread archived or locked): owed until it can. */
export async function oweRetirement(deps: Deps, old: Retire): Promise<void> {
  await deps.store.oweRetirement(old.channelId, old.messageId);
}

/** The owed retirements to try now: those due, or every one in place `placeId` (the bot just wrote there). */
export async function retirements(deps: Deps, placeId: string | null): Promise<Retire[]> {
  return (await deps.store.dueRetirements(deps.now().getTime(), placeId)).map((r) => ({
    channelId: r.channelId,
    messageId: r.messageId,
  }));
}

/** An owed retirement was tried: done (or nothing left to retire), or refused again (tried later). */
export async function retirementTried(deps: Deps, old: Retire, done: boolean): Promise<void> {
  if (done) await deps.store.retirementDone(old.messageId);
  else await deps.store.retirementRefused(old.messageId, deps.now().getTime(), retireWaitMs);
}
