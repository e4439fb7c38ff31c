// The chance results of a decision, grouped by what each roll decided: "Hannibal" for a move,
// "Hannibal 6 v guard 2" for a battle, one row per seat for the roll for first turn. Built
// from the decision's events (each event carries the dice it reports), so the picture and
// the message tell the same story. The label comes from the event's structure: its `label`,
// else the first seat its Text names; the words are the services' (`name`), in the picture's language.
import type { Chance } from '../engine/chance';
import { firstSeat, tx, type Text } from '../engine/text';
import type { GameEvent } from '../engine/types';

export interface ChanceGroup {
  /** What these results decided, short ("Hannibal", "Hannibal 6 v guard 2"), in the picture's language. */
  label: string;
  chance: readonly Chance[];
  /** The event's set (one battle's throws): the caption keeps a set whole and shows one set at a time. */
  set?: string;
}

const LABEL_MAX = 40;

const short = (t: string): string => (t.length > LABEL_MAX ? `${t.slice(0, LABEL_MAX - 1).trimEnd()}…` : t);

/** What labels an event's results: its label, else the first seat its Text names (as `engine:name`), else nothing. */
export function labelOf(e: GameEvent): Text | null {
  if (e.label !== undefined) return e.label;
  const seat = firstSeat(e.text);
  return seat === null ? null : tx('engine:name', { who: { seat } });
}

/** One group per event with chance results (typed chance first, else its d6 dice); `name` puts a label into words. */
export function chanceGroups(events: readonly GameEvent[], name: (label: Text) => string): ChanceGroup[] {
  return events.flatMap((e) => {
    const chance: readonly Chance[] = e.chance?.length
      ? e.chance
      : (e.dice ?? []).map((value) => ({ kind: 'die' as const, value, sides: 6 }));
    if (chance.length === 0) return [];
    const label = labelOf(e);
    // An event's own label is shown as it is (the caption ellipsizes it); one read from the text is kept short.
    const shown = e.label !== undefined ? name(e.label) : label !== null ? short(name(label)) : '';
    return [{ label: shown, chance, ...(e.set !== undefined ? { set: e.set } : {}) }];
  });
}
