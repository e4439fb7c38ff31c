// A story that adds up, over whole all-AI games of every registered game in every language:
// each player-turn's story line, at every length the turn message may give it, shows a whole
// run of its events (never a gap) and says at the cut how many came before; and where the line
// shows a roll and then a move of another number, the event that explains it is between them.
import { describe, expect, it } from 'vitest';
import { deepOr } from '../support/deep';
import { aiDecision, applyDecision, createMatch } from '../../src/engine/match';
import { isSeatRef, isText, LOCALES, tx, type Locale, type TextParam } from '../../src/engine/text';
import type { GameEvent } from '../../src/engine/types';
import { allGames } from '../../src/games/registry';
import { playerCountsOf, seatLooks } from '../../src/services/core/seats';
import type { Voice } from '../../src/services/core/texts';
import { namedOnce, seatsOnce, storyText, turnStoryLine } from '../../src/services/messages/story';
import { thrown, type Told } from '../../src/services/messages/storyLine';
import { voice } from '../support/text';

/** Games of each kind in each language; 1 in npm test, 50 in the deep run; STORY_GAMES sets another count. */
const GAMES = Number(process.env.STORY_GAMES ?? deepOr(50, 1));

/**
 * The lengths a turn message gives a line: the full one, and the halves it falls back on; and a
 * line never cut (French lines are long enough that a roll and its move rarely both fit in 200).
 */
const MAXES = [Infinity, 200, 100, 50];

/** One player-turn as the story tells it: whose (null: the set-up), and its events. */
interface Turn {
  seat: number | null;
  told: Told[];
}

/** A whole all-AI game, cut into player-turns as the turn message's story cuts it. */
function playedTurns(gameId: string, seed: number, names: string[]): Turn[] {
  const def = allGames().find((g) => g.id === gameId)!;
  const seats = names.map((name) => ({ name, ai: true }));
  const made = createMatch(def, seats, {}, seed);
  let match = made.match;
  const turns: Turn[] = [{ seat: null, told: made.events.map((e) => ({ e, seq: -1 })) }];
  for (let step = 0; step < 5000; step++) {
    const pending = def.pending(match.state);
    if (!pending) break;
    const d = aiDecision(def, match, pending)!;
    const res = applyDecision(def, match, d, pending);
    if (!res.ok) throw new Error(`${gameId} seed ${seed}: ${res.message}`);
    match = res.value.match;
    const last = turns[turns.length - 1];
    const turn = last.seat === d.player ? last : { seat: d.player, told: [] };
    if (turn !== last) turns.push(turn);
    turn.told.push(...res.value.events.map((e) => ({ e, seq: match.step })));
  }
  return turns.filter((t) => t.told.length > 0);
}

/** The seat a parameter names ({ seat: n }), else null. */
const seatOf = (p: TextParam | undefined): number | null => (p !== undefined && isSeatRef(p) ? p.seat : null);
const num = (p: TextParam | undefined): number => Number(p);

/**
 * What a game's story shows in numbers: a roll (the numbers a move may then use), a move (its
 * number), and the events that explain a move of another number. Games whose moves show no
 * count (a destination only) have no rolls here: their lines are held to the whole-run rules.
 */
interface Numbers {
  /** The numbers a roll lets the seat move, or null when the event is no roll. */
  roll(e: GameEvent): { seat: number | null; moves: number[] } | null;
  /** The count a move shows, or null when the event is no move. */
  move(e: GameEvent): { seat: number | null; n: number[]; says?: boolean } | null;
  /** Event keys that change the count a move goes (a stop, a battle, a re-roll, a card...). */
  explains: ReadonlySet<string>;
}

const ATEAM_TOTALS = new Set(['event.rolls', 'event.rolls-both', 'event.takes', 'event.runs']);
/** A-Team's route ends at START and the VAULT: a move stops there whatever it rolled. */
const ROUTE_ENDS = new Set(['space.start', 'space.vault']);

const NUMBERS: Record<string, Numbers> = {
  ateam: {
    roll: (e) => (ATEAM_TOTALS.has(e.text.key) ? { seat: seatOf(e.text.params?.who), moves: [num(e.text.params?.total)] } : null),
    move: (e) => {
      const p = e.text.params ?? {};
      if (e.text.key !== 'event.moves' && e.text.key !== 'event.moves-short') return null;
      const space = p.space;
      const toEnd = space !== undefined && isText(space) && ROUTE_ENDS.has(space.key);
      // A move into an occupied passageway says itself why it stopped short.
      return { seat: seatOf(p.who), n: [num(p.n)], says: e.text.key === 'event.moves-short' || toEnd };
    },
    explains: new Set([
      'event.passes',
      'event.battle',
      'event.guard-holds',
      'event.guard-escapes',
      'event.captures',
      'event.keeps',
      'event.roll-again',
      'event.ahead',
      'event.back',
      'event.plays',
      'event.plays-on',
      'event.plays-self',
      'event.roving',
      'event.stuck',
    ]),
  },
  atcha: {
    roll: (e) => (e.text.key === 'event.throws' ? { seat: null, moves: e.dice ?? [] } : null),
    move: (e) => {
      const p = e.text.params ?? {};
      if (e.text.key === 'event.move') return { seat: null, n: [num(p.n)] };
      if (e.text.key === 'event.move-both') return { seat: null, n: [num(p.a), num(p.b)] };
      return null;
    },
    explains: new Set(),
  },
  'death-star': {
    roll: (e) => (e.text.key === 'event.spins' ? { seat: seatOf(e.text.params?.who), moves: [num(e.text.params?.n)] } : null),
    // A Force card's move is told as the card's effect: "Bo: Luke/Leia moves back 1 to 35".
    move: (e) => {
      const p = e.text.params ?? {};
      const inner = e.text.key === 'event.of' && p.text !== undefined && isText(p.text) ? p.text : null;
      return inner?.key === 'event.back' ? { seat: seatOf(p.who), n: [num(inner.params?.steps)] } : null;
    },
    explains: new Set(['event.draws']),
  },
};

/**
 * Where the shown events fail to add up: a move whose count is not what the roll before it
 * (by the same seat) allows, with no explaining event between them. Atcha!'s dice are spent
 * one move at a time.
 */
function unexplained(
  gameId: string,
  shown: readonly GameEvent[],
  say: (e: GameEvent) => string,
): { problems: string[]; pairs: number } {
  const rules = NUMBERS[gameId];
  const out: string[] = [];
  let pairs = 0;
  if (!rules) return { problems: out, pairs };
  let roll: { seat: number | null; left: number[]; at: number; explained: boolean } | null = null;
  shown.forEach((e, i) => {
    const r = rules.roll(e);
    if (r) {
      roll = { seat: r.seat, left: [...r.moves], at: i, explained: false };
      return;
    }
    if (!roll) return;
    if (rules.explains.has(e.text.key)) roll.explained = true;
    const m = rules.move(e);
    if (!m || (roll.seat !== null && m.seat !== null && m.seat !== roll.seat)) return;
    pairs++;
    const fits = m.n.every((n) => {
      const k = roll!.left.indexOf(n);
      if (k >= 0 && gameId === 'atcha') roll!.left.splice(k, 1);
      return k >= 0;
    });
    if (!fits && !m.says && !roll.explained) out.push(`"${say(shown[roll.at])}" then "${say(e)}", nothing between explains it`);
  });
  return { problems: out, pairs };
}

/**
 * The line `line` read back against the player-turn's events: which whole run it shows (the
 * events from `from` on; a line showing anything else fails), else null.
 */
function shownFrom(me: Voice, line: string, lead: string, texts: readonly string[], tidy: (s: string) => string): number | null {
  const sep = me.t('story.sep');
  const hasLead = lead === '' ? 'no' : 'yes';
  for (let from = 0; from < texts.length; from++) {
    const events = tidy(texts.slice(from).join(sep));
    if (!line.endsWith(events)) continue;
    const expected =
      from === 0 ? me.t('story.line', { hasLead, lead, events }) : me.t('story.line-cut', { hasLead, lead, events, n: from });
    if (line === expected) return from;
  }
  return null;
}

/** Story lines checked, and roll-then-move pairs among them. */
interface Checked {
  lines: number;
  pairs: number;
}

function checkGame(gameId: string, locale: Locale, seed: number, checked: Checked): void {
  const def = allGames().find((g) => g.id === gameId)!;
  const counts = playerCountsOf(def);
  const players = counts[seed % counts.length];
  const base = voice({ locale });
  const names = Array.from({ length: players }, (_, i) => base.t('seat.ai-name', { n: i + 1 }));
  const turns = playedTurns(gameId, seed, names);
  const looks = seatLooks(
    def,
    createMatch(
      def,
      names.map((name) => ({ name, ai: true })),
      {},
      seed,
    ).match.state,
    players,
  );
  const me = voice({ game: gameId, locale, names, roles: looks.map((l) => l.role) });
  for (const t of turns) {
    const lead =
      t.seat === null ? '' : me.t('story.who', { name: names[t.seat], hasRole: 'yes', role: me.say(looks[t.seat].role) });
    const named = namedOnce(me, names, t.seat);
    const texts = t.told.map((x) => storyText(me, x.e, names, named));
    for (const max of MAXES) {
      const line = turnStoryLine(me, lead, t.seat, t.told, names, max);
      checked.lines++;
      const where = `${gameId} (${locale}) seed ${seed}, max ${max}: ${line}`;
      const from = shownFrom(me, line, lead, texts, seatsOnce(me, names, t.seat));
      expect(from, `not a whole run of the turn's events: ${where}`).not.toBeNull();
      if (from! > 0) {
        // A cut comes where a decision or a throw begins, never inside a battle's throws.
        const at = t.told[from!];
        const before = t.told[from! - 1];
        const fresh = thrown(at.e) && (at.e.set === undefined || !t.told.slice(0, from!).some((o) => o.e.set === at.e.set));
        expect(at.seq !== before.seq || fresh, `cut inside a decision, not at a throw: ${where}`).toBe(true);
      }
      const shown = t.told.slice(from!).map((x) => x.e);
      const told = unexplained(gameId, shown, (e) => storyText(me, e, names));
      expect(told.problems, where).toEqual([]);
      checked.pairs += told.pairs;
    }
  }
}

describe.each(allGames().map((g) => [g.id]))('%s: every story line adds up', (gameId) => {
  it.each(LOCALES.map((l) => [l]))(`over ${GAMES} all-AI games in %s`, (locale) => {
    const checked = { lines: 0, pairs: 0 };
    // Seeds differ from language to language, so that a single game each still sees several table sizes.
    const first = LOCALES.indexOf(locale as Locale) * GAMES;
    for (let g = 1; g <= GAMES; g++) checkGame(gameId, locale as Locale, first + g, checked);
    expect(checked.lines).toBeGreaterThan(GAMES * 10);
    // Where the game's moves show a count, the lines held rolls followed by moves to check.
    if (NUMBERS[gameId]) expect(checked.pairs).toBeGreaterThan(0);
  });
});

describe('the check itself', () => {
  const seat = (n: number) => ({ seat: n });
  const rolls = { text: tx('event.rolls-both', { who: seat(0), a: 4, b: 4, total: 8 }), dice: [4, 4] };
  const passes = { text: tx('event.passes', { who: seat(0), n: 8, holder: seat(1), space: tx('space.plain', { n: 14 }) }) };
  const moves = (n: number) => ({ text: tx('event.moves', { who: seat(0), n, space: tx('space.plain', { n: 14 }) }) });
  const say = (e: GameEvent) => e.text.key;

  it('reports a roll and then a move of another number with nothing between, and accepts the stop between them', () => {
    expect(unexplained('ateam', [rolls, moves(6)], say).problems).toHaveLength(1);
    expect(unexplained('ateam', [rolls, passes, moves(6)], say)).toEqual({ problems: [], pairs: 1 });
    expect(unexplained('ateam', [rolls, moves(8)], say)).toEqual({ problems: [], pairs: 1 });
  });

  it("spends Atcha!'s dice one move at a time", () => {
    const throws = { text: tx('event.throws', { who: seat(0), dice: '5 + 3' }), dice: [5, 3] };
    const move = (n: number) => ({ text: tx('event.move', { piece: 'Red 1', n, dest: 'to 9' }) });
    expect(unexplained('atcha', [throws, move(5), move(3)], say).problems).toEqual([]);
    expect(unexplained('atcha', [throws, move(5), move(5)], say).problems).toHaveLength(1);
  });
});
