// Stored states of older versions, read into today's shape.
import { isText } from '../../engine/text';
import { homeReason, resignReason } from './order';
import { allHome, sideOf } from './sides';
import type { AtchaState } from './state';

/**
 * Version 1 states held the decision in nullable fields (`throw`, `atcha`) and spelt `colour`;
 * version 2 holds it in `await` and spells `color`, and ends with an English sentence; version
 * 3 ends with a Text.
 */
export function migrate(old: unknown, from: number): AtchaState | null {
  if (typeof old !== 'object' || old === null) return null;
  if (from === 1) return fromV2(fromV1(old));
  if (from === 2) return fromV2(old as AtchaState);
  return null;
}

function fromV1(old: object): AtchaState {
  const {
    throw: t,
    atcha: at,
    colour,
    ...rest
  } = old as Record<string, unknown> & {
    throw: { dice: number[]; left: number[]; frozen: number[] } | null;
    atcha: { target: string; owner: number; piece: number | null; need: number; count: number } | null;
    colour: number[];
  };
  const wait: AtchaState['await'] = at ? { kind: 'atcha', ...at } : t ? { kind: 'use', ...t } : { kind: 'turn' };
  return { ...(rest as Omit<AtchaState, 'await' | 'color'>), color: colour, await: wait };
}

/**
 * An ended game's reason, once an English sentence, is said again from the position: the
 * winners came home, or else the other side resigned (the only two ways a game ends).
 */
function fromV2(s: AtchaState): AtchaState {
  if (!s.end || isText(s.end.text)) return s;
  const { winners } = s.end;
  const losers = Array.from({ length: s.seats }, (_, i) => i).filter((x) => !winners.includes(x));
  const home = winners.every((x) => allHome(s, x));
  const text = home || losers.length === 0 ? homeReason(s, sideOf(s, winners[0])) : resignReason(s, losers);
  return { ...s, end: { winners, text } };
}
