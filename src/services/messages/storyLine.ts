// One line of the turn message's story: a player-turn's events, whole. A line too long never
// drops an event from its middle (a roll, the stop or battle that changed the move, then the
// move would no longer add up): it keeps the latest whole run of events and says at its start
// how many came before, "… 3 more before: Details".
import type { GameEvent } from '../../engine/types';
import type { Voice } from '../core/texts';

/** At most this many characters of events on one story line (a phone shows about 40 a row). */
export const STORY_LINE = 200;

/** One event of a player-turn and the decision that told it (its step; the set-up's are -1). */
export interface Told {
  e: GameEvent;
  seq: number;
}

/** True when the event reports chance results: a roll, a throw, a spin, a battle's dice. */
export const thrown = (e: GameEvent): boolean => (e.chance?.length ?? 0) > 0 || (e.dice?.length ?? 0) > 0;

/**
 * Where a line may begin when the player-turn does not fit, by preference (0: never there):
 * 1, a decision that begins with a throw (the throw and all it caused follow it); 2, any other
 * decision; 3, a throw inside a decision. Never inside a battle: a throw of a battle already
 * under way (its `set`) continues it.
 */
export function cutRanks(told: readonly Told[]): number[] {
  return told.map((t, i) => {
    if (i === 0) return 0;
    const decision = t.seq !== told[i - 1].seq;
    const set = t.e.set;
    const fresh = thrown(t.e) && (set === undefined || !told.slice(0, i).some((o) => o.e.set === set));
    if (decision) return fresh ? 1 : 2;
    return fresh ? 3 : 0;
  });
}

/** How far past `max` a line may run to keep its last decision whole rather than cut inside it. */
const WHOLE_DECISION = 1.5;

/**
 * `texts` (the events of one player-turn, in order) on one line after `lead`, joined and then
 * `tidy`ed (each seat named in full once): all of them when
 * they fit `max` characters; else the longest run that fits from the start of a decision (one
 * that begins with a throw first); else the last decision whole when it is not much longer;
 * else the longest run that fits from a throw; else the shortest run there is: never half an
 * event, never a gap.
 */
export function storyLine(
  me: Voice,
  lead: string,
  texts: readonly string[],
  ranks: readonly number[],
  max = STORY_LINE,
  tidy: (events: string) => string = (events) => events,
): string {
  // French sets a space before the semicolon: the separator is the language's.
  const sep = me.t('story.sep');
  const hasLead = lead === '' ? 'no' : 'yes';
  // What saying the cut adds to the line ("… 3 more before: Details; "), counted with its events.
  const bare = me.t('story.line', { hasLead, lead: '', events: '' }).length;
  const cutNote = (n: number) => me.t('story.line-cut', { hasLead, lead: '', events: '', n }).length - bare;
  const shown = (from: number) => tidy(texts.slice(from).join(sep));
  const cost = (from: number): number => (from > 0 ? cutNote(from) : 0) + shown(from).length;
  const places = (most: number) => ranks.flatMap((r, i) => (r > 0 && r <= most ? [i] : []));
  const fits = (most: number) => places(most).find((i) => cost(i) <= max);
  const lastDecision = places(2).at(-1) ?? 0;
  let from = 0;
  if (cost(0) > max)
    from =
      fits(1) ??
      fits(2) ??
      (cost(lastDecision) <= max * WHOLE_DECISION ? lastDecision : undefined) ??
      fits(3) ??
      places(3).at(-1) ??
      0;
  return me.t(from > 0 ? 'story.line-cut' : 'story.line', { hasLead, lead, events: shown(from), n: from });
}
