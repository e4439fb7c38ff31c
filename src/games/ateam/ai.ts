// A sensible computer player. It sees only its own view: positions, facings, its own hand.
import type { Rng } from '../../engine/rng';
import type { Choice, Pending } from '../../engine/types';
import type { AteamAction } from './state';
import { ROUTE_LENGTH, VAULT, guardBehindFrom, kindAt } from './board';
import { CARDS } from './cards';
import type { AteamView, PlayerView } from './view';

/** How far along the whole race a player is: in to the VAULT, then out to START. */
export function progress(v: AteamView, p: PlayerView): number {
  if (!p.reached) return p.pos;
  return VAULT + (VAULT - p.pos) + (v.formula === p.seat ? ROUTE_LENGTH : 0);
}

/** Where a move of `steps` ahead would end, ignoring other characters. */
function landingOf(p: PlayerView, steps: number): number {
  const to = p.pos + (p.facing === 'in' ? steps : -steps);
  return Math.max(0, Math.min(VAULT, to));
}

const BAD_LANDING = new Set(['guard', 'back']);

/** Score of a card choice; <= 0 means "not worth playing". */
function scorePlay(v: AteamView, me: PlayerView, c: Choice<AteamAction>): number {
  const card = v.hand.find((h) => h.id === c.card);
  if (!card) return 0;
  const rivals = v.players.filter((p) => !p.out && p.seat !== me.seat);
  const leader = rivals.reduce<PlayerView | null>((b, p) => (!b || progress(v, p) > progress(v, b) ? p : b), null);
  switch (card.kind) {
    case 'sidetracked':
    case 'roving': {
      if (c.target === undefined || c.target === me.seat || !leader || c.target !== leader.seat) return 0;
      const ahead = progress(v, leader) - progress(v, me);
      const holder = v.formula === leader.seat;
      if (card.kind === 'roving') {
        if (kindAt(leader.pos) === 'guard' && !holder) return 0;
        // A pursuer never sends the holder back behind itself: it would have to turn and chase back in.
        const g = guardBehindFrom(leader.pos, leader.facing);
        if (holder && me.reached && g !== null && g > me.pos) return 0;
      }
      return holder || ahead > 0 ? 5 + ahead / 10 : 0;
    }
    case 'shove':
    case 'smooths':
    case 'lab1':
    case 'lab2':
    case 'lab3': {
      const steps = CARDS[card.kind].steps!;
      return BAD_LANDING.has(kindAt(landingOf(me, steps))) ? 0 : steps;
    }
    case 'tells':
      return 3;
    default: {
      const never: never = card.kind;
      throw new Error(`unhandled card ${String(never)}`);
    }
  }
}

type AteamChoice = Choice<AteamAction>;
const of = (cs: readonly AteamChoice[], kind: AteamAction['kind']): AteamChoice[] => cs.filter((c) => c.action?.kind === kind);

export function ai(v: AteamView, pending: Pending<AteamAction>, rng: Rng): string {
  const cs = pending.choices;
  const stop = cs.find((c) => c.action?.kind === 'stop' && c.action.stop);
  if (stop) return stop.id;
  const me = v.players[pending.player];
  const tv = of(cs, 'tv');
  if (tv.length > 0) return tvChoice(v, me, tv);

  const scored = of(cs, 'play')
    .map((c) => ({ c, score: scorePlay(v, me, c) }))
    .filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score);
  const roll = of(cs, 'roll')[0];
  if (roll) {
    // A LAB card from the LAB one starts on must be played before the roll moves us off it.
    const lab = scored.find((x) => x.c.card && v.hand.find((h) => h.id === x.c.card)?.kind.startsWith('lab'));
    return lab ? lab.c.id : roll.id;
  }
  if (scored.length > 0) return scored[0].c.id;
  // Nothing worth playing: now and then swap a card for a fresh one, otherwise end the turn.
  const discards = of(cs, 'discard');
  if (discards.length > 0 && rng.int(3) === 0) return rng.pick(discards).id;
  return (of(cs, 'end')[0] ?? cs[0]).id;
}

/** The rival a TV MONITOR choice battles, or null for nobody. */
function seatOf(c: AteamChoice): number | null {
  return c.action?.kind === 'tv' ? c.action.target : null;
}

/** From a TV MONITOR: battle the rival who gains least by winning (never the leader), or nobody. */
function tvChoice(v: AteamView, me: PlayerView, tv: AteamChoice[]): string {
  const none = tv.find((c) => seatOf(c) === null)!;
  const targets = tv
    .flatMap((c) => {
      const t = seatOf(c);
      return t === null ? [] : [{ c, p: v.players[t] }];
    })
    .filter(({ p }) => kindAt(p.pos) !== 'guard' && v.formula !== p.seat && progress(v, p) <= progress(v, me));
  if (targets.length === 0) return none.id;
  targets.sort((a, b) => progress(v, a.p) - progress(v, b.p));
  return targets[0].c.id;
}
