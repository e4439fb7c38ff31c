// Games stored before their game spoke in Texts (issue 19) hold English sentences: in their
// action log's events, a compacted game's result, and the platform's notes. Once the game has a
// catalogue, its events are told again by replay from its seed and decisions (the decisions,
// dice and times stay as written; the dice told must be the dice stored, else nothing changes);
// notes are read back into keys from the English templates, or kept as a legacy note.
import { isDie, type Chance } from '../../engine/chance';
import { isText, tx, type Text } from '../../engine/text';
import type { GameEvent } from '../../engine/types';
import { log } from '../../log';
import * as store from '../../store';
import { PLATFORM_TEXT } from '../messages/catalogue';
import { esc } from '../messages/text';
import type { AnyGame, Deps } from '../core/context';
import { replayStored } from '../core/replay';

/** Games whose retelling failed once (kept as they are, not tried at every load), per database. */
const failed = new WeakMap<object, Set<number>>();

/**
 * What the events threw, in order: a retelling must throw exactly the same. A die told as a
 * number is compared by its number alone (a game may later tell the same die as a result with
 * more to say: its colour, its round).
 */
const luckOf = (events: readonly GameEvent[]): string =>
  JSON.stringify(
    events.flatMap((e): Array<number | Chance> => [
      ...(e.dice ?? []),
      ...(e.chance ?? []).filter((c) => !(e.dice?.length && isDie(c))),
    ]),
  );

/** The row with its events (and result) as Texts, retold by replay when they were stored as sentences. */
export async function retold(
  deps: Deps,
  def: AnyGame,
  row: store.GameRow,
  seats: readonly store.SeatRow[],
): Promise<store.GameRow> {
  if (!def.text || row.status === 'lobby') return row;
  const oldResult = row.result !== null && !isText(row.result.text);
  if (!oldResult && !(await deps.store.toldInSentences(row.id))) return row;
  const tried = failed.get(deps.store) ?? new Set<number>();
  failed.set(deps.store, tried);
  if (tried.has(row.id)) return row;
  const actions = await deps.store.actionsOf(row.id);
  // What the log table told (nothing once archived: an archive's events are told by replay on reading).
  const stored = (await deps.store.toldSince(row.id, 0)) ?? [];
  const told: Array<{ seq: number; events: GameEvent[] }> = [];
  try {
    const match = replayStored(def, row, actions, row.match?.seats ?? seats.map((s) => ({ name: s.name, ai: s.ai })), (a) =>
      told.push({ seq: a.seq, events: a.events }),
    );
    const same =
      stored.length === 0 ||
      (told.length === stored.length && stored.every((a, i) => luckOf(a.events) === luckOf(told[i].events)));
    if (!same) throw new Error('the retold luck differs from the stored luck');
    const outcome = def.outcome(match.state);
    const result = row.result && oldResult && outcome ? { ...row.result, text: outcome.text } : row.result;
    await deps.store.transaction(async () => {
      if (stored.length > 0) await deps.store.retellActions(row.id, told);
      if (result !== row.result && result) await deps.store.retellResult(row.id, result);
    });
    return { ...row, result };
  } catch (e) {
    tried.add(row.id);
    log.warn({ err: e, game: row.id, rules: def.id }, 'the stored English events could not be retold as texts');
    return row;
  }
}

/** The notes the platform wrote before issue 19, with the seats their names stand for. */
const NOTE_KEYS: ReadonlyArray<{ key: string; seats: readonly string[] }> = [
  { key: 'clock.away', seats: ['name'] },
  { key: 'resign.to-ai', seats: ['name'] },
  { key: 'handover.done', seats: ['name', 'seat'] },
  { key: 'game.ai-stuck', seats: ['name'] },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's English words as a pattern, each `{arg}` a group (numbers as digits). */
function patternOf(template: string): { re: RegExp; args: string[] } {
  const args: string[] = [];
  const body = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (!m) return escapeRe(part);
      args.push(m[1]);
      return m[1] === 'n' ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { re: new RegExp(`^${body}$`, 's'), args };
}

const PATTERNS = NOTE_KEYS.map((k) => ({ ...k, ...patternOf(PLATFORM_TEXT.en[k.key]) }));

/** An old note's sentence read back as a Text, its names as the seats they were; null when no template fits. */
export function noteFromSentence(sentence: string, names: readonly string[]): Text | null {
  for (const p of PATTERNS) {
    const m = p.re.exec(sentence);
    if (!m) continue;
    const params: Record<string, number | { seat: number }> = {};
    let ok = true;
    p.args.forEach((arg, i) => {
      const v = m[i + 1];
      if (p.seats.includes(arg)) {
        const seat = names.findIndex((n) => esc(n) === v || n === v);
        if (seat < 0) ok = false;
        else params[arg] = { seat };
      } else params[arg] = Number(v);
    });
    if (ok) return tx(`platform:${p.key}`, params);
  }
  return null;
}

/** Every note still stored as a sentence, as a Text (or a legacy note keeping its words). Once, at start. */
export async function retellNotes(deps: Deps): Promise<number> {
  const old = await deps.store.sentenceNotes();
  if (old.length === 0) return 0;
  const names = new Map<number, string[]>();
  await deps.store.transaction(async () => {
    for (const n of old) {
      if (!names.has(n.gameId)) {
        const row = await deps.store.gameById(n.gameId);
        const seats = row?.match?.seats.map((s) => s.name) ?? (await deps.store.seatsOf(n.gameId)).map((s) => s.name);
        names.set(n.gameId, seats);
      }
      await deps.store.retellNote(n.rowid, noteFromSentence(n.text, names.get(n.gameId)!) ?? store.legacyNote(n.text));
    }
  });
  return old.length;
}
