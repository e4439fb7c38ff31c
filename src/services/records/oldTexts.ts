// Events as older builds stored them, read into today's shapes without the rules: an English
// sentence keeps its words (a legacy note), and a seat wrapped in a game's own key with its
// colour or character is the seat alone (the platform names seats, "Ann (Red)", since).
import { isDie, type Chance } from '../../engine/chance';
import { isSeatRef, isText, type Text, type TextParam } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import type * as store from '../../store';
import { legacyNote } from './oldNotes';

/** The keys each game wrapped a seat in: `{ who: { seat }, color | role }`. */
const SEAT_WRAPPERS: Readonly<Record<string, readonly string[]>> = {
  atcha: ['seat', 'seat.named'],
  ateam: ['seat.role', 'seat.named'],
};

function unwrap(wrappers: readonly string[], p: TextParam): TextParam {
  if (Array.isArray(p)) return p.map((x: TextParam) => unwrap(wrappers, x));
  if (!isText(p)) return p;
  const who = p.params?.who;
  if (wrappers.includes(p.key) && who !== undefined && isSeatRef(who)) return { seat: who.seat };
  return unwrapText(wrappers, p);
}

const unwrapText = (wrappers: readonly string[], t: Text): Text =>
  t.params ? { ...t, params: Object.fromEntries(Object.entries(t.params).map(([k, v]) => [k, unwrap(wrappers, v)])) } : t;

function wraps(wrappers: readonly string[], p: TextParam): boolean {
  if (Array.isArray(p)) return p.some((x: TextParam) => wraps(wrappers, x));
  return isText(p) && (wrappers.includes(p.key) || Object.values(p.params ?? {}).some((v) => wraps(wrappers, v)));
}

/** Whether an event holds a sentence, or a seat in a wrapper `game` no longer has. */
export const isOld = (game: string, e: store.OldEvent): boolean =>
  typeof e.text === 'string' ||
  typeof e.label === 'string' ||
  wraps(SEAT_WRAPPERS[game] ?? [], e.text) ||
  (e.label !== undefined && wraps(SEAT_WRAPPERS[game] ?? [], e.label));

export const hasSentence = (e: store.OldEvent): boolean => typeof e.text === 'string' || typeof e.label === 'string';

const textOf = (game: string, t: store.OldText): Text =>
  typeof t === 'string' ? legacyNote(t) : unwrapText(SEAT_WRAPPERS[game] ?? [], t);

/** An event in today's shape, as far as the words it was stored with allow. */
export function plainEvent(game: string, { text, label, ...rest }: store.OldEvent): GameEvent {
  return { ...rest, text: textOf(game, text), ...(label === undefined ? {} : { label: textOf(game, label) }) };
}

/** What some events threw, in order: a die told as a number is its number alone. */
const luckOf = (events: ReadonlyArray<Pick<GameEvent, 'dice' | 'chance'>>): Array<number | Chance> =>
  events.flatMap((e) => [...(e.dice ?? []), ...(e.chance ?? []).filter((c) => !(e.dice?.length && isDie(c)))]);

const pips = (r: number | Chance): number | null => (typeof r === 'number' ? r : isDie(r) ? r.value : null);

/**
 * Whether a retelling threw exactly the stored luck. A result agrees on every field both records
 * have: a game may later tell the same throw with more to say (a die's colour, its round), or
 * less (a spin's band, which only a dogfight reads).
 */
export function sameLuck(
  stored: ReadonlyArray<Pick<GameEvent, 'dice' | 'chance'>>,
  told: ReadonlyArray<Pick<GameEvent, 'dice' | 'chance'>>,
): boolean {
  const a = luckOf(stored);
  const b = luckOf(told);
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i];
      if (typeof x === 'number' || typeof y === 'number') return pips(x) !== null && pips(x) === pips(y);
      return x.kind === y.kind && Object.keys(x).every((k) => !(k in y) || x[k] === y[k]);
    })
  );
}
