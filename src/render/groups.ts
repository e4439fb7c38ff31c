// The chance results of a decision, grouped by what each roll decided: "Hannibal" for a move,
// "Hannibal 6 v guard 2" for a battle, one row per seat for the roll for first turn. Built
// from the decision's events (each event carries the dice it reports), so the picture and
// the message tell the same story.
import type { Chance } from '../engine/chance';
import type { GameEvent } from '../engine/types';

export interface ChanceGroup {
  /** What these results decided, short ("Hannibal", "Hannibal 6 v guard 2"). */
  label: string;
  chance: Chance[];
}

const LABEL_MAX = 40;

/**
 * A short label from an event's text: what comes before " — " (the outcome), without a
 * "Battle:" heading; of several rounds the last, deciding one; the name before "rolls".
 */
export function groupLabel(text: string): string {
  const head = text.split(' — ')[0].replace(/^[^:]*battle:\s*/i, '');
  const rounds = head.split('; ');
  let t = rounds[rounds.length - 1].replace(/\s+for first turn$/i, '');
  const rolls = / (rolls|throws|spins)\b/i.exec(t);
  if (rolls) t = t.slice(0, rolls.index);
  t = t.trim();
  return t.length > LABEL_MAX ? `${t.slice(0, LABEL_MAX - 1).trimEnd()}…` : t;
}

/** One group per event with chance results (typed chance first, else its d6 dice). */
export function chanceGroups(events: readonly GameEvent[]): ChanceGroup[] {
  return events.flatMap((e) => {
    const chance: Chance[] = e.chance?.length
      ? e.chance
      : (e.dice ?? []).map((value) => ({ kind: 'die' as const, value, sides: 6 }));
    return chance.length > 0 ? [{ label: e.label ?? groupLabel(e.text), chance }] : [];
  });
}
