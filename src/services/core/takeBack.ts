// Which decision a take-back would take back now, read from the log (the engine judged each
// decision as it was taken: its action carries `undo` when it revealed nothing). Only the last
// decision of the current player-turn still standing, taken by its player in person (not forced,
// not by the AI or the clock), and only while nothing that cannot be taken back came after it:
// a throw, a card, another's action. Take-backs take back, latest first, what is below them.
import type { ActionRow, TurnFields } from '../../store';

export function takeBackable(actions: readonly ActionRow[], turn: TurnFields): ActionRow | null {
  let standing: ActionRow[] = [];
  for (const a of actions) {
    if (a.seq <= turn.step) continue;
    const d = a.decision;
    if (d.kind === 'choice' && d.undo && d.by === undefined && a.userId !== null) standing.push(a);
    else if (d.kind === 'takeback' && standing.at(-1)?.seq === d.seq) standing.pop();
    else standing = [];
  }
  const last = standing.at(-1) ?? null;
  return last && last.seat === turn.seat ? last : null;
}
