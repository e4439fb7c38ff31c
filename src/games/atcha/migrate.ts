// Stored states of older versions, read into today's shape.
import type { AtchaState } from './state';

/**
 * Version 1 states held the decision in nullable fields (`throw`, `atcha`) and spelt `colour`;
 * version 2 holds it in `await` and spells `color`.
 */
export function migrate(old: unknown, from: number): AtchaState | null {
  if (from !== 1 || typeof old !== 'object' || old === null) return null;
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
