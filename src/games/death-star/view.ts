// What players may see: their own ESCAPE cards plus public facts. Never the deck order or
// another player's hand (only how many cards they keep).
import type { CardView, Marker, Outcome, Pending, Scene } from '../../engine/types';
import { BOARD, DETENTION, FALCON, cellOf, spotName } from './board';
import { cardName, cardView } from './cards';
import { activeSeats, role } from './context';
import { pending } from './turn';
import { ROLES, TOKENS, TOKEN_LETTERS, TOKEN_NAMES, type Await, type DsAction, type DsState, type TokenKey } from './state';

export interface DsPlayerView {
  seat: number;
  role: string;
  name: string;
  tokens: Record<TokenKey, { at: string; held: number }>;
  blueprint: boolean;
  tractor: boolean;
  /** How many secret cards they keep. */
  cards: number;
  skip: boolean;
  ship: string | null;
  out: boolean;
}

export interface DsView {
  me: number | null;
  hand: CardView[];
  players: DsPlayerView[];
  turn: number;
  await: Await;
  /** The pending decision; other players' secret card choices are left out. */
  pending: Pick<Pending<DsAction>, 'player' | 'prompt' | 'choices'> | null;
  drawPile: number;
  discardPile: string[];
  winner: number | null;
}

export function hand(s: DsState, seat: number): CardView[] {
  return (s.players[seat]?.hand ?? []).map(cardView);
}

export function view(s: DsState, me: number | null): DsView {
  const p = pending(s);
  return {
    me,
    hand: me === null ? [] : hand(s, me),
    players: s.players.map((q, seat) => ({
      seat,
      role: ROLES[seat],
      name: s.names[seat],
      tokens: {
        luke: { at: q.tokens.luke.at, held: q.tokens.luke.held },
        han: { at: q.tokens.han.at, held: q.tokens.han.held },
      },
      blueprint: q.blueprint,
      tractor: q.tractor,
      cards: q.hand.length,
      skip: q.skip,
      ship: q.ship,
      out: q.out,
    })),
    turn: s.turn.player,
    await: s.await,
    pending: p && {
      player: p.player,
      prompt: p.prompt,
      choices: p.player === me ? p.choices : p.choices.filter((c) => !c.secret),
    },
    drawPile: s.deck.draw.length,
    // Used Force cards lie face up: public.
    discardPile: s.deck.discard.map(cardName),
    winner: s.winner,
  };
}

/** The TIE Fighters, drawn as markers so that a ship on one stays in the middle of its square. */
const TIE_MARKERS: Marker[] = BOARD.spaces
  .filter((sp) => sp.kind === 'tie')
  .map((sp) => ({ space: sp.id, label: 'TIE', color: '#ef4444' }));

const tick = (done: boolean): string => (done ? '✓' : '–');

/** One short line per seat: missions, detention, hyperspace. */
export function seatLine(s: DsState, seat: number): string {
  const p = s.players[seat];
  if (p.out) return 'left the game';
  // Short enough for the seat key's half width (about 40 characters).
  const parts = [`Blueprint ${tick(p.blueprint)} Tractor Beam ${tick(p.tractor)}`];
  const held = TOKENS.filter((k) => p.tokens[k].at === DETENTION);
  if (held.length) parts.push(`${held.map((k) => TOKEN_LETTERS[k]).join('+')} detained`);
  if (p.ship !== null) parts.push(p.ship === FALCON ? 'on the Falcon' : 'hyperspace');
  return parts.join(' · ');
}

export function scene(s: DsState): Scene {
  const tokens: Scene['tokens'] = [];
  for (const seat of activeSeats(s)) {
    const p = s.players[seat];
    if (p.ship !== null && p.ship !== FALCON) tokens.push({ seat, space: p.ship, label: 'F' });
    else for (const k of TOKENS) tokens.push({ seat, space: p.tokens[k].at, label: TOKEN_LETTERS[k] });
  }
  const pend = pending(s);
  const marks = (pend?.choices ?? []).flatMap((c) => {
    const a = c.action;
    return c.mark && a && (a.kind === 'fly' || a.kind === 'dogfight')
      ? [{ space: a.end, letter: c.mark, ...(a.kind === 'fly' ? { path: a.path } : {}) }]
      : [];
  });
  return {
    tokens,
    highlight: s.lastPath,
    notes: [`L = Luke/Leia, H = Han/Chewie, F = the Falcon in hyperspace · Force deck: ${s.deck.draw.length}`],
    markers: TIE_MARKERS,
    ...(marks.length ? { marks } : {}),
    seatLines: s.players.map((_, seat) => seatLine(s, seat)),
    chance: s.lastChance,
  };
}

function tokenText(s: DsState, seat: number, k: TokenKey): string {
  const t = s.players[seat].tokens[k];
  if (t.at === DETENTION) return `${TOKEN_NAMES[k]} in the Detention Block (${t.held} turn${t.held === 1 ? '' : 's'})`;
  return `${TOKEN_NAMES[k]} on ${spotName(t.at)}`;
}

export function status(s: DsState): string[] {
  return activeSeats(s).map((seat) => {
    const p = s.players[seat];
    const where =
      p.ship !== null && p.ship !== FALCON
        ? `the Falcon in hyperspace on ${spotName(p.ship)}, ${cellOf(p.ship).row} row${cellOf(p.ship).row === 1 ? '' : 's'} from the Rebel Base`
        : TOKENS.map((k) => tokenText(s, seat, k)).join(', ');
    const extra = [
      `Blueprint ${p.blueprint ? 'taken' : 'not yet'}`,
      `Tractor Beam ${p.tractor ? 'off' : 'on'}`,
      ...(p.hand.length ? [`${p.hand.length} secret card${p.hand.length === 1 ? '' : 's'}`] : []),
      ...(p.skip ? ['misses the next turn'] : []),
    ];
    return `${role(seat)} (${s.names[seat]}): ${where}; ${extra.join(', ')}`;
  });
}

export function outcome(s: DsState): Outcome | null {
  if (s.winner === null) return null;
  return { winners: [s.winner], text: s.ended ?? `${role(s.winner)} wins` };
}
