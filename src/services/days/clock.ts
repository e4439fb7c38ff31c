// The turn clock. Each player-turn of a person has a deadline stored with the game; the pump
// calls tickClock with the injected clock: a reminder at half time and shortly before the end
// (each recorded as sent in the transaction that makes it owed, an outbox row the pump hands out
// until it is on Discord: at least once, and never decided twice), and at the end the AI plays the turn
// for the absent player, in one transaction with the missed-turn count, so a restarted bot that
// finds a deadline long past acts on it exactly once (the next turn gets a fresh deadline).
import { tx } from '../../engine/text';
import * as store from '../../store';
import { running, stamp, type Deps, type Running } from '../core/context';
import { publicVoice } from '../messages/voices';
import { advance } from '../play/commit';
import { claimFor } from '../core/claims';
import { inPerson } from '../play/turns';
import { load } from '../records/load';

/** The second reminder comes this long before the end: a twelfth of the clock (6 h of 3 days, 1 h of 12 h). */
export const soonBefore = (clockMs: number): number => Math.round(clockMs / 12);

/** Which reminder is due at `now`: 0 none, 1 half time, 2 shortly before the end. */
export function reminderDue(clockMs: number, deadline: number, now: number): number {
  if (now >= deadline - soonBefore(clockMs)) return 2;
  if (now >= deadline - clockMs / 2) return 1;
  return 0;
}

/** The clock ran out: the AI plays the rest of this player-turn; the seat may go to the AI. */
export async function expire(deps: Deps, r: Running): Promise<boolean> {
  const seat = r.row.turn.seat;
  const p = r.def.pending(r.match.state);
  if (seat === null || !p || p.player !== seat || !inPerson(r, seat)) return false;
  return await deps.store.transaction(async () => {
    const run = await advance(
      deps,
      r,
      { match: r.match, version: r.row.version, turn: r.row.turn },
      { seat, turn: r.row.turn.no },
    );
    if (run.version === r.row.version) return false;
    if (await deps.store.missTurn(r.row.id, seat, r.row.settings.missLimit)) {
      await deps.store.addNote({
        gameId: r.row.id,
        after: run.match.step,
        userId: null,
        text: tx('platform:clock.away', { name: { seat }, n: r.row.settings.missLimit }),
        at: stamp(deps),
      });
      // From now on the AI plays this seat: let it play on at once if the turn came back to it.
      await advance(deps, { ...r, seats: await deps.store.seatsOf(r.row.id) }, run);
    }
    return true;
  });
}

/** Expires the turns whose clock ran out and makes the due reminders owed (outbox rows). */
export async function tickClock(deps: Deps): Promise<void> {
  const now = deps.now().getTime();
  for (const row of await deps.store.clockedGames()) {
    const clock = row.settings.clockMs;
    const deadline = row.turn.deadline;
    if (!row.placed || clock === null || deadline === null) continue;
    const l = await load(deps, row);
    const r = l && running(l);
    if (!r) continue;
    if (now >= deadline) {
      await expire(deps, r);
      continue;
    }
    const level = reminderDue(clock, deadline, now);
    const seat = row.turn.seat === null ? undefined : r.seats[row.turn.seat];
    if (level <= row.turn.reminded || !seat?.userId) continue;
    const place = store.placeOf(row);
    const link = row.lastMessageId
      ? `https://discord.com/channels/${row.guildId ?? '@me'}/${place}/${row.lastMessageId}`
      : `<#${place}>`;
    const content = publicVoice(deps, r).t(level === 1 ? 'clock.half' : 'clock.soon', {
      who: `<@${seat.userId}>`,
      at: String(Math.floor(deadline / 1000)),
      link,
    });
    await deps.store.transaction(async () => {
      if (await deps.store.markReminded(row.id, deadline, level))
        await deps.store.claimOutbox(
          await deps.store.addOutbox({ gameId: row.id, channelId: place, deadline, content }),
          claimFor(deps),
        );
    });
  }
}
