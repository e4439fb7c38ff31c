// The counts of the bot crash probe, from what Discord (the fake) shows and what the database
// stores once the last life has stopped: decisions acknowledged, lost and doubled; turn messages
// posted twice; old messages whose buttons still work; reminders owed against those posted.
import { isDeepStrictEqual } from 'node:util';
import { allGames } from '../../src/games/registry';
import { parseId } from '../../src/services/core/customIds';
import { replayStored } from '../../src/services/core/replay';
import type { MessageKey } from '../../src/services/messages/catalogue';
import { t } from '../support/text';
import type * as store from '../../src/store';
import type { Look } from './look';
import { FakeDiscord } from '../fake-discord/fake';
import type { StoredMessage } from '../fake-discord/types';
import { toReal, type Warp } from './botLives';
import { CLOCK_MS, type Click, type PersonTurn } from './botPlayers';

export interface DecisionCounts {
  /** Clicks the person saw taken. */
  acknowledged: number;
  /** Acknowledged and not in the log as sent. */
  lost: number;
  /** People's decisions in the log beyond the clicks that were sent. */
  doubled: number;
  /** Sent, never answered (a kill), yet stored: fine. */
  inFlight: number;
  refused: number;
  unanswered: number;
}

/** A person's own decision in the log: not the AI's, nor one taken for them (`by`). */
const own = (a: store.ActionRow): boolean => a.userId !== null && a.decision.kind === 'choice' && a.decision.by === undefined;
const choiceOf = (a: store.ActionRow): string | null => (a.decision.kind === 'choice' ? a.decision.choice : null);

export async function countDecisions(
  db: Look,
  clicks: readonly Click[],
  gameIds: Iterable<number>,
  note: (line: string) => void = () => undefined,
): Promise<DecisionCounts> {
  const c: DecisionCounts = { acknowledged: 0, lost: 0, doubled: 0, inFlight: 0, refused: 0, unanswered: 0 };
  const logs = new Map<number, store.ActionRow[]>();
  for (const g of gameIds) logs.set(g, await db.actionsOf(g));
  const matched = new Set<store.ActionRow>();
  const rowAt = (k: Click) => logs.get(k.gameId)?.find((a) => a.seq === k.expectedSeq);
  const isIt = (k: Click, a: store.ActionRow | undefined) =>
    a !== undefined && own(a) && a.userId === k.userId && choiceOf(a) === k.choice;
  for (const k of clicks) {
    if (k.outcome === 'acked') c.acknowledged++;
    else if (k.outcome === 'refused') c.refused++;
    else c.unanswered++;
    const a = rowAt(k);
    if (k.expectedSeq !== null && isIt(k, a)) {
      matched.add(a!);
      if (k.outcome === 'unanswered') c.inFlight++;
    } else if (k.outcome === 'acked' && k.expectedSeq !== null) {
      c.lost++;
      const at = a ? `${a.userId ?? 'AI'} ${choiceOf(a) ?? a.decision.kind}` : 'nothing';
      note(
        `lost: game ${k.gameId} v${k.version} seq ${k.expectedSeq} ${k.userId} ${k.choice} (life ${k.life}); the log has ${at} there`,
      );
    }
  }
  // An acknowledged click read at a version the game had already left (it should have been
  // refused): matched to any of its person's rows of that choice left over.
  const rest = [...logs.values()].flat().filter((a) => own(a) && !matched.has(a));
  for (const k of clicks.filter((x) => x.outcome === 'acked' && x.expectedSeq === null)) {
    const i = rest.findIndex((a) => a.gameId === k.gameId && a.userId === k.userId && choiceOf(a) === k.choice);
    if (i >= 0) rest.splice(i, 1);
    else c.lost++;
  }
  c.doubled = rest.length;
  return c;
}

/** Games whose stored state is not what their seed and log replay to, and the file's own check (SQLite). */
export async function countStorage(
  db: Look,
  gameIds: Iterable<number>,
): Promise<{ replayMismatches: number; integrityFailures: number }> {
  let replayMismatches = 0;
  for (const id of gameIds) {
    const g = await db.gameById(id);
    if (!g?.match) continue;
    const def = allGames().find((x) => x.id === g.game)!;
    const actions = await db.actionsOf(id);
    const seqsOk = actions.every((a, i) => a.seq === i + 1) && actions.length === g.match.step;
    if (!seqsOk || !isDeepStrictEqual(replayStored(def, g, actions), g.match)) replayMismatches++;
  }
  return { replayMismatches, integrityFailures: (await db.integrityOk()) === false ? 1 : 0 };
}

// ---------------------------------------------------------------- turn messages

/** A turn message's title line (its last): `**The A-Team** · turn 12` (src/services/messages/turnMessage.ts). */
const TURN_HEAD = /^\*\*.+?\*\* · turn (\d+)$/m;

export const turnNoOf = (m: StoredMessage): number | null => {
  const n = TURN_HEAD.exec(FakeDiscord.view(m).text)?.[1];
  return n === undefined ? null : Number(n);
};

export interface MessageCounts {
  turnMessages: number;
  /** Turn messages beyond the first for one player-turn of a thread. */
  duplicates: number;
  /** Public messages with working buttons or menus that are not their game's newest (turn or lobby) message. */
  liveOld: number;
}

export async function countMessages(
  fake: FakeDiscord,
  db: Look,
  channelIds: readonly string[],
  note: (line: string) => void = () => undefined,
  /** Which life of the bot a real time falls in, and how the lives around it ended. */
  whenOf: (at: number) => string = () => '',
): Promise<MessageCounts> {
  const c: MessageCounts = { turnMessages: 0, duplicates: 0, liveOld: 0 };
  const places = [...channelIds, ...channelIds.flatMap((ch) => fake.threads(ch).map((x) => x.id))];
  for (const place of places) {
    const msgs = fake.publicMessages(place);
    const seen = new Set<number>();
    const turnMsgs = msgs.filter((m) => turnNoOf(m) !== null);
    for (const m of turnMsgs) {
      const n = turnNoOf(m)!;
      c.turnMessages++;
      if (seen.has(n)) {
        c.duplicates++;
        const first = turnMsgs.find((x) => turnNoOf(x) === n)!;
        const how = (x: StoredMessage) =>
          `message ${x.id}${x.madeBy ? ` by process ${x.madeBy}` : ''}, ${x.interactionId ? 'answer to a click or command' : `post (nonce ${x.nonce ?? 'none'})`}, ${whenOf(x.createdAt)}`;
        note(`turn ${n} posted again in ${place}: ${how(m)}; first ${how(first)}`);
      }
      seen.add(n);
    }
    const newest = turnMsgs.at(-1);
    for (const m of msgs) {
      const ids = [...FakeDiscord.buttons(m).filter((b) => !b.disabled), ...FakeDiscord.selects(m)].map((x) =>
        parseId(x.customId),
      );
      const first = ids.find((x) => x !== null);
      if (!first || m === newest) continue;
      // A lobby's buttons work while its game is a lobby.
      if (first.kind === 'lobby' && (await db.gameById(first.gameId))?.status === 'lobby') continue;
      c.liveOld++;
      const how = m.interactionId ? 'answer to a click or command' : `post (nonce ${m.nonce ?? 'none'})`;
      note(
        `live buttons on an old message in ${place}: ${first.kind} of game ${first.gameId} at version ${first.version}, message ${m.id}, ${how}, ${whenOf(m.createdAt)}`,
      );
    }
  }
  return c;
}

// ---------------------------------------------------------------- reminders

/** A catalogue text as a pattern, its `{who}` and `{at}` captured. */
function textPattern(key: MessageKey): RegExp {
  const text = t(key, { who: '\u0001', at: '\u0002', link: '\u0003' });
  const src = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0001', '<@(\\d+)>')
    .replace('\u0002', '(\\d+)')
    .replace('\u0003', '\\S+');
  return new RegExp(`^${src}$`);
}

const REMINDERS: Array<{ level: number; pattern: RegExp }> = [
  { level: 1, pattern: textPattern('clock.half') },
  { level: 2, pattern: textPattern('clock.soon') },
];

/** A posted reminder: its level, the user and the deadline (seconds) it names. */
export function reminderOf(m: StoredMessage): { level: number; userId: string; deadlineSec: number } | null {
  // The reminder is the first line: a player's first one, with no time zone set, has a tip below it.
  const line = FakeDiscord.view(m).text.split('\n')[0];
  for (const r of REMINDERS) {
    const x = r.pattern.exec(line);
    if (x) return { level: r.level, userId: x[1], deadlineSec: Number(x[2]) };
  }
  return null;
}

/**
 * When a turn's reminders are due, in bot time: the half-time one (level 1) from half time until
 * the second is due, a twelfth of the clock before the end (src/services/days/clock.ts), and that
 * one (level 2) until the end.
 */
function reminderWindows(deadline: number): Array<[level: number, from: number, to: number]> {
  const soon = deadline - Math.round(CLOCK_MS / 12);
  return [
    [1, deadline - CLOCK_MS / 2, soon],
    [2, soon, deadline],
  ];
}

const reminderKey = (threadId: string, deadline: number, level: number) => `${threadId}:${Math.floor(deadline / 1000)}:${level}`;

/** Reminders due at bot time `now` for turns left to run out, not posted yet (as thread:deadline-seconds:level). */
export function dueReminders(fake: FakeDiscord, turns: Iterable<PersonTurn>, now: number): string[] {
  const out: string[] = [];
  for (const turn of turns) {
    if (!turn.slow || turn.deadline === null || now >= turn.deadline) continue;
    const posted = new Set(
      fake
        .publicMessages(turn.threadId)
        .map(reminderOf)
        .filter((r) => r !== null)
        .map((r) => `${turn.threadId}:${r.deadlineSec}:${r.level}`),
    );
    for (const [level, from, to] of reminderWindows(turn.deadline)) {
      const key = reminderKey(turn.threadId, turn.deadline, level);
      if (now >= from && now < to && !posted.has(key)) out.push(key);
    }
  }
  return out;
}

export interface ReminderCounts {
  /** Reminders a bot that was up long enough while each was due owed (turns left to run out). */
  owed: number;
  /** Of those, posted. */
  postedOwed: number;
  lost: number;
  /** Posted more than once for one turn and level. */
  doubled: number;
  /** All reminders posted. */
  posted: number;
}

/**
 * Reminders of the turns left to run out: one counts as owed when a bot was up and running for
 * at least `lookMs` (real time) within its window (time for several pumps), and is lost when
 * never posted; any posted twice for one turn and level is doubled.
 */
export function countReminders(
  fake: FakeDiscord,
  turns: Iterable<PersonTurn>,
  alive: ReadonlyArray<[number, number]>,
  warp: Warp,
  lookMs: number,
  note: (line: string) => void = () => undefined,
): ReminderCounts {
  const c: ReminderCounts = { owed: 0, postedOwed: 0, lost: 0, doubled: 0, posted: 0 };
  const posted = new Map<string, number>();
  const threads = new Set<string>();
  const list = [...turns];
  for (const turn of list) threads.add(turn.threadId);
  for (const th of threads) {
    for (const m of fake.publicMessages(th)) {
      const r = reminderOf(m);
      if (!r) continue;
      c.posted++;
      const key = `${th}:${r.deadlineSec}:${r.level}`;
      posted.set(key, (posted.get(key) ?? 0) + 1);
    }
  }
  for (const [key, n] of posted) {
    c.doubled += n - 1;
    if (n > 1) note(`reminder posted ${n} times (thread:deadline:level ${key})`);
  }
  const upFor = (from: number, to: number) => Math.max(0, ...alive.map(([a, b]) => Math.min(b, to) - Math.max(a, from)));
  for (const turn of list) {
    if (!turn.slow || turn.deadline === null) continue;
    for (const [level, from, to] of reminderWindows(turn.deadline)) {
      if (upFor(toReal(warp, from), toReal(warp, to)) < lookMs) continue;
      c.owed++;
      if (posted.has(reminderKey(turn.threadId, turn.deadline, level))) c.postedOwed++;
      else {
        c.lost++;
        note(`reminder lost: game ${turn.gameId} turn ${turn.turnNo} level ${level}`);
      }
    }
  }
  return c;
}
