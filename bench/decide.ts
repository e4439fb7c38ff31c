// A person's decision through the service, as the bench plays one: a choice that works against
// its chooser asks first (services/play/harm.ts), and the person confirms it; the click that
// takes the decision is the one timed. A refusal stops the bench: a figure over refused clicks
// would time no decision at all.
import { performance } from 'node:perf_hooks';
import type { Actor, Answer, GameService, Where } from '../src/services';

/** The confirmation's "yes" button: `confirm:<game>:<version>:y:<choice>` (services/core/customIds.ts). */
const YES = /^confirm:\d+:\d+:y:/;

/** `actor` takes `choice` in `where`, confirming it when asked; the answer, and the deciding click's time (ms). */
export async function decideAsPerson(
  svc: GameService,
  where: Where,
  actor: Actor,
  choice: string,
  /** Hears each click as it is made: the last one heard is the deciding click (round trips are counted from it). */
  clicking: () => void = () => {},
): Promise<{ answer: Answer; ms: number }> {
  clicking();
  let t0 = performance.now();
  let answer = await svc.choose(where, actor, choice);
  const yes = answer.reply.rows.flatMap((r) => ('buttons' in r ? r.buttons : [])).find((b) => YES.test(b.customId));
  if (yes) {
    clicking();
    t0 = performance.now();
    answer = await svc.component(where, actor, yes.customId, undefined, true);
  }
  const ms = performance.now() - t0;
  // A decision inside the same player's turn answers privately ("Done"); the message update is the pump's.
  if (answer.reply.ephemeral && !answer.update && !answer.reply.content.startsWith('Done'))
    throw new Error(`bench: ${actor.name}'s ${choice} refused: ${answer.reply.content}`);
  return { answer, ms };
}
