// What players may see: their own ESCAPE cards plus public facts. Never the deck order or
// another player's hand (only how many cards they keep).
import { tx, type Text } from '../../engine/text';
import type { CardView, Marker, Outcome, Pending, Scene, Token } from '../../engine/types';
import { BOARD, DETENTION, FALCON, cellOf, spotName } from './board';
import { cardName, cardView } from './cards';
import { activeSeats, who } from './context';
import { pending } from './turn';
import {
  FALCON_LETTER,
  ROLES,
  TOKENS,
  TOKEN_LETTERS,
  TOKEN_NAMES,
  type Await,
  type DsAction,
  type DsState,
  type TokenKey,
} from './state';

export interface DsPlayerView {
  readonly seat: number;
  readonly role: Text;
  readonly name: string;
  readonly tokens: Readonly<Record<TokenKey, Readonly<{ at: string; held: number }>>>;
  readonly blueprint: boolean;
  readonly tractor: boolean;
  /** How many secret cards they keep. */
  readonly cards: number;
  readonly skip: boolean;
  readonly ship: string | null;
  readonly out: boolean;
}

export interface DsView {
  readonly me: number | null;
  readonly hand: readonly CardView[];
  readonly players: readonly DsPlayerView[];
  readonly turn: number;
  readonly await: Await;
  /** The pending decision; other players' secret card choices are left out. */
  readonly pending: Pick<Pending<DsAction>, 'player' | 'prompt' | 'choices'> | null;
  readonly drawPile: number;
  readonly discardPile: readonly Text[];
  readonly winner: number | null;
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
  .map((sp) => ({ space: sp.id, label: tx('marker.tie'), color: '#ef4444' }));

const tick = (done: boolean): string => (done ? '✓' : '–');

/** One short line per seat: missions, detention, hyperspace. */
export function seatLine(s: DsState, seat: number): Text {
  const p = s.players[seat];
  if (p.out) return tx('seat.left');
  // Short enough for the seat key's half width at 720 px (about 36 characters; the longest are
  // checked in test/games/death-star/seatKey.test.ts): both missions done say so in one word.
  const parts = [
    p.blueprint && p.tractor
      ? tx('seat.missions-done')
      : tx('seat.missions', { blueprint: tick(p.blueprint), tractor: tick(p.tractor) }),
  ];
  const held = TOKENS.filter((k) => p.tokens[k].at === DETENTION);
  if (held.length) {
    const letters =
      held.length === 1 ? TOKEN_LETTERS[held[0]] : tx('letters.both', { a: TOKEN_LETTERS.luke, b: TOKEN_LETTERS.han });
    parts.push(tx('seat.detained', { letters }));
  }
  if (p.ship !== null) parts.push(tx(p.ship === FALCON ? 'seat.falcon' : 'seat.hyperspace'));
  // Parts joined by " · ", the separator being the catalogue's.
  return parts.reduce((a, b) => tx('seat.and', { a, b }));
}

export function scene(s: DsState): Scene {
  const tokens: Token[] = [];
  let flying = false;
  for (const seat of activeSeats(s)) {
    const p = s.players[seat];
    if (p.ship !== null && p.ship !== FALCON) {
      tokens.push({ seat, space: p.ship, label: FALCON_LETTER });
      flying = true;
    } else for (const k of TOKENS) tokens.push({ seat, space: p.tokens[k].at, label: TOKEN_LETTERS[k] });
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
    // The key names the letters on the board, as the language has them: F only while a ship flies in hyperspace.
    notes: [
      tx(flying ? 'note.key-falcon' : 'note.key', {
        l: TOKEN_LETTERS.luke,
        h: TOKEN_LETTERS.han,
        f: FALCON_LETTER,
        n: s.deck.draw.length,
      }),
    ],
    markers: TIE_MARKERS,
    ...(marks.length ? { marks } : {}),
    seatLines: s.players.map((_, seat) => seatLine(s, seat)),
    chance: s.lastChance,
  };
}

function tokenText(s: DsState, seat: number, k: TokenKey): Text {
  const t = s.players[seat].tokens[k];
  if (t.at === DETENTION) return tx('status.held', { token: TOKEN_NAMES[k], turns: t.held });
  return tx('status.at', { token: TOKEN_NAMES[k], spot: spotName(t.at) });
}

export function status(s: DsState): Text[] {
  return activeSeats(s).map((seat) => {
    const p = s.players[seat];
    const where =
      p.ship !== null && p.ship !== FALCON
        ? tx('status.hyperspace', { spot: spotName(p.ship), rows: cellOf(p.ship).row })
        : tx('status.tokens', { luke: tokenText(s, seat, 'luke'), han: tokenText(s, seat, 'han') });
    const blueprint = tx(p.blueprint ? 'status.blueprint-taken' : 'status.blueprint-not-yet');
    const tractor = tx(p.tractor ? 'status.tractor-off' : 'status.tractor-on');
    const more = [...(p.hand.length ? [tx('status.cards', { n: p.hand.length })] : []), ...(p.skip ? [tx('status.skips')] : [])];
    const params = { who: who(seat), where, blueprint, tractor };
    return more.length ? tx('status.line-more', { ...params, more }) : tx('status.line', params);
  });
}

export function outcome(s: DsState): Outcome | null {
  if (s.winner === null) return null;
  return { winners: [s.winner], text: s.ended ?? tx('outcome.wins', { who: who(s.winner) }) };
}
