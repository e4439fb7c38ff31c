// A card table: kinds with counts, names and texts, expanded into instance ids c1..cN in a
// fixed order. Every game with a deck builds its table here, so ids, lookups and the owner's
// view of a card work the same way everywhere.
import type { Text } from './text';
import type { CardView } from './types';

export interface CardInfo {
  count: number;
  name: Text;
  text: Text;
}

export interface CardTable<K extends string, I extends CardInfo> {
  /** Every instance id in table order (c1..cN). */
  ids: readonly string[];
  /** The kind of an instance id; throws for an unknown id (a bug: ids come from the table). */
  kind(id: string): K;
  info(id: string): I;
  has(id: string): boolean;
  name(id: string): I['name'];
  /** The card as its holder sees it. */
  view(id: string): CardView;
}

/** Expands `kinds` (in the order given) into instances `${prefix}1`, `${prefix}2`, ... */
export function cardTable<K extends string, I extends CardInfo>(
  game: string,
  order: readonly K[],
  infos: Readonly<Record<K, I>>,
  prefix = 'c',
): CardTable<K, I> {
  const ids: string[] = [];
  const kindOf = new Map<string, K>();
  for (const k of order) {
    for (let i = 0; i < infos[k].count; i++) {
      const id = `${prefix}${ids.length + 1}`;
      ids.push(id);
      kindOf.set(id, k);
    }
  }
  const kind = (id: string): K => {
    const k = kindOf.get(id);
    if (k === undefined) throw new Error(`unknown ${game} card ${id}`);
    return k;
  };
  return {
    ids,
    kind,
    info: (id) => infos[kind(id)],
    has: (id) => kindOf.has(id),
    name: (id) => infos[kind(id)].name,
    view: (id) => ({ id, name: infos[kind(id)].name, text: infos[kind(id)].text }),
  };
}
