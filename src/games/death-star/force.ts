// Force cards: drawn when a spin's move ends on a blue Force spot, carried out at once.
import { discardCard, drawCards } from '../../engine/deck';
import { tx } from '../../engine/text';
import { shortestPath } from '../../engine/graph';
import { CORRIDORS, compactorOf, isCompactor, spotName } from './board';
import { cardName, effectOf } from './cards';
import { type Ctx, arrive, say, toCompactor, toDetention, who } from './context';
import { aheadChoices } from './moves';
import { TOKEN_NAMES, type TokenKey, type TokenState } from './state';

/**
 * MOVE BACK: the token retraces its own last move, then goes on toward its Trash Compactor
 * area by the shortest way; it stops there if it gets there first.
 */
export function backPath(seat: number, t: TokenState, steps: number): string[] {
  const home = compactorOf(seat);
  const seq: string[] = [];
  if (t.last) {
    for (let i = t.last.path.length - 2; i >= 0; i--) seq.push(t.last.path[i]);
    seq.push(t.last.from);
  }
  const stop = seq.findIndex(isCompactor);
  if (stop >= 0) return seq.slice(0, Math.min(stop + 1, steps));
  if (seq.length >= steps) return seq.slice(0, steps);
  const at = seq.length > 0 ? seq[seq.length - 1] : t.at;
  const onward = shortestPath(CORRIDORS, at, home) ?? [];
  return [...seq, ...onward].slice(0, steps);
}

/** Draws the top Force card for `token` and carries it out. */
export function drawForce(c: Ctx, seat: number, token: TokenKey): void {
  const s = c.s;
  const d = drawCards(s.deck, 1, c.rng);
  s.deck = d.deck;
  if (d.reshuffled) say(c, 'event.reshuffle');
  const card = d.cards[0];
  if (card === undefined) return say(c, 'event.deck-empty');
  const p = s.players[seat];
  const name = TOKEN_NAMES[token];
  const effect = effectOf(card);
  if (effect.type === 'escape') {
    p.hand.push(card);
    return say(c, 'event.keeps', { who: who(seat) });
  }
  s.deck = discardCard(s.deck, card);
  say(c, 'event.draws', { who: who(seat), card: cardName(card) });
  const t = p.tokens[token];
  switch (effect.type) {
    case 'extra':
      s.turn.extra = true;
      return;
    case 'lose':
      p.skip = true;
      return say(c, 'event.will-miss', { who: who(seat) });
    case 'ahead':
      if (aheadChoices(s, seat, token, effect.steps).length === 0)
        return say(c, 'event.of', { who: who(seat), text: tx('event.ahead-stuck', { token: name, steps: effect.steps }) });
      s.await = { kind: 'ahead', token, steps: effect.steps };
      return;
    case 'goto':
      say(c, 'event.of', { who: who(seat), text: tx('event.goto', { token: name, spot: spotName(effect.space) }) });
      s.lastPath.push(effect.space);
      return arrive(c, seat, token, effect.space, null);
    case 'back': {
      const path = backPath(seat, t, effect.steps);
      if (path.length === 0) return;
      const end = path[path.length - 1];
      say(c, 'event.of', { who: who(seat), text: tx('event.back', { token: name, steps: path.length, spot: spotName(end) }) });
      s.lastPath.push(...path);
      return isCompactor(end) ? toCompactor(c, seat, token) : arrive(c, seat, token, end, { from: t.at, path });
    }
    case 'detention':
      say(c, 'event.of', { who: who(seat), text: tx('event.detention', { token: name }) });
      return toDetention(c, seat, token);
    case 'trash':
      say(c, 'event.of', { who: who(seat), text: tx('event.trash', { token: name }) });
      return toCompactor(c, seat, token);
    default: {
      const never: never = effect;
      throw new Error(`unhandled Force card ${JSON.stringify(never)}`);
    }
  }
}
