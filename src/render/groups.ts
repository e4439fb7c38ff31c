// The chance results of a decision, grouped by what each roll decided: "Hannibal" for a move,
// "Hannibal 6 v guard 2" for a battle, one row per seat for the roll for first turn. Built
// from the decision's events (each event carries the dice it reports), so the picture and
// the message tell the same story. The label comes from the event's structure: its `label`,
// else the first seat its Text names; the words are the services' (`name`), in the picture's language.
import type { Chance } from '../engine/chance';
import { firstSeat, isText, tx, type Say } from '../engine/text';
import type { GameEvent } from '../engine/types';

export interface ChanceGroup {
  /** What these results decided, short ("Hannibal", "Hannibal 6 v guard 2"), in the picture's language. */
  label: string;
  chance: Chance[];
}

const LABEL_MAX = 40;

const short = (t: string): string => (t.length > LABEL_MAX ? `${t.slice(0, LABEL_MAX - 1).trimEnd()}…` : t);

/**
 * Transitional (issue 19), for the English sentences of a game not converted yet: a short label
 * from an event's text: what comes before " — " (the outcome), without a "Battle:" heading; of
 * several rounds the last, deciding one; the name before "rolls". Goes once every game emits Texts.
 */
export function groupLabel(text: string): string {
  const head = text.split(' — ')[0].replace(/^[^:]*battle:\s*/i, '');
  const rounds = head.split('; ');
  let t = rounds[rounds.length - 1].replace(/\s+for first turn$/i, '');
  const rolls = / (rolls|throws|spins)\b/i.exec(t);
  if (rolls) t = t.slice(0, rolls.index);
  return short(t.trim());
}

/** What labels an event's results: its label, else the first seat its Text names (as `engine:name`), else nothing. */
export function labelOf(e: GameEvent): Say | null {
  if (e.label !== undefined) return e.label;
  if (!isText(e.text)) return null;
  const seat = firstSeat(e.text);
  return seat === null ? null : tx('engine:name', { who: { seat } });
}

/** One group per event with chance results (typed chance first, else its d6 dice); `name` puts a label into words. */
export function chanceGroups(events: readonly GameEvent[], name: (label: Say) => string): ChanceGroup[] {
  return events.flatMap((e) => {
    const chance: Chance[] = e.chance?.length
      ? e.chance
      : (e.dice ?? []).map((value) => ({ kind: 'die' as const, value, sides: 6 }));
    if (chance.length === 0) return [];
    const label = labelOf(e);
    // An event's own label is shown as it is (the caption ellipsizes it); one read from the text is kept short.
    const shown =
      e.label !== undefined
        ? name(e.label)
        : label !== null
          ? short(name(label))
          : typeof e.text === 'string'
            ? groupLabel(e.text)
            : '';
    return [{ label: shown, chance }];
  });
}
