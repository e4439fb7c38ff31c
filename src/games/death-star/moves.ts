// Where a token or the ship may go: exact-count walks along the corridors (never stepping
// straight back), straight lines in hyperspace, one square after a won dogfight.
import { distinctEnds, walks, type Walk } from '../../engine/graph';
import { neighbours, straightLines } from '../../engine/grid';
import { tx, type Text } from '../../engine/text';
import type { Choice } from '../../engine/types';
import {
  BASE,
  COLS,
  CONTROL,
  CORRIDORS,
  DETENTION,
  DOOR,
  ENTRIES,
  FALCON,
  ROWS,
  TRACTOR,
  cellId,
  cellOf,
  isCompactor,
  isTie,
  kindOf,
  spotName,
} from './board';
import { TOKENS, TOKEN_NAMES, type DsAction, type DsState, type PlayerState, type TokenKey, type TokenState } from './state';

export const missionsDone = (p: PlayerState): boolean => p.blueprint && p.tractor;

/** Spots a token of `p` may not enter by walking: the compactor areas, and the Falcon before both missions. */
const blockedFor =
  (p: PlayerState) =>
  (space: string): boolean =>
    isCompactor(space) || (space === FALCON && !missionsDone(p));

/** Every exact-count walk of `token`, one per end; from the Detention Block's door when it is let out. */
export function tokenWalks(s: DsState, seat: number, token: TokenKey, steps: number, cameFrom: string | null = null): Walk[] {
  const p = s.players[seat];
  const t = p.tokens[token];
  if (t.at === FALCON) return [];
  const from = t.at === DETENTION ? DOOR : t.at;
  return distinctEnds(walks(CORRIDORS, from, steps, { blocked: blockedFor(p), cameFrom }));
}

/** Opponents' like tokens standing on `space` (sent back by an arrival there). Nobody is sent back from the Falcon. */
export function likeTokensAt(s: DsState, seat: number, token: TokenKey, space: string): number[] {
  if (space === FALCON || space === DETENTION || isCompactor(space)) return [];
  // A plain loop: this runs for every walk of every choice list (flatMap's arrays showed in profiles).
  const out: number[] = [];
  s.players.forEach((q, i) => {
    if (i !== seat && !q.out && q.ship === null && q.tokens[token].at === space) out.push(i);
  });
  return out;
}

/** "the Control Room (mission)", "23 (Force card)", "the Millennium Falcon". */
function endText(p: PlayerState, end: string, draws: boolean): Text {
  const spot = spotName(end);
  if ((end === CONTROL && !p.blueprint) || (end === TRACTOR && !p.tractor)) return tx('end.mission', { spot });
  return draws && kindOf(end) === 'force' ? tx('end.force', { spot }) : spot;
}

/** "Luke/Leia to 41, sends Blue back" (the platform clips a label past 80 characters). */
export function walkLabel(s: DsState, seat: number, token: TokenKey, w: Walk, draws: boolean, freed: boolean): Text {
  const p = s.players[seat];
  const owners = likeTokensAt(s, seat, token, w.end).map((o) => ({ seat: o }));
  const sends = owners.length > 0;
  const key = freed ? (sends ? 'choice.walk-freed-sends' : 'choice.walk-freed') : sends ? 'choice.walk-sends' : 'choice.walk';
  const params = { token: TOKEN_NAMES[token], end: endText(p, w.end, draws) };
  return tx(key, sends ? { token: params.token, end: params.end, owners } : params);
}

const walkChoice = (s: DsState, seat: number, token: TokenKey, w: Walk, draws: boolean, from: string): Choice<DsAction> => ({
  id: `w:${token}:${w.end}`,
  label: walkLabel(s, seat, token, w, draws, from === DOOR && s.players[seat].tokens[token].at === DETENTION),
  action: { kind: 'walk', token, end: w.end, path: w.path, from },
});

/** The moves after a spin of `spin` on the Death Star (tokens), or in hyperspace (the ship). */
export function spinChoices(s: DsState, seat: number, spin: number, freed: readonly TokenKey[]): Choice<DsAction>[] {
  const p = s.players[seat];
  if (p.ship !== null) return flyChoices(p.ship, spin);
  const out: Choice<DsAction>[] = [];
  for (const token of TOKENS) {
    const t = p.tokens[token];
    if (t.at === DETENTION && !freed.includes(token)) continue;
    const from = t.at === DETENTION ? DOOR : t.at;
    for (const w of tokenWalks(s, seat, token, spin)) out.push(walkChoice(s, seat, token, w, true, from));
  }
  return out;
}

/** Whether a spin of `spin` gives the player any move (spinChoices without the labels). */
export function canMove(s: DsState, seat: number, spin: number, freed: readonly TokenKey[]): boolean {
  const p = s.players[seat];
  if (p.ship !== null) return shipLines(p.ship, spin).length > 0;
  return TOKENS.some((k) => (p.tokens[k].at !== DETENTION || freed.includes(k)) && tokenWalks(s, seat, k, spin).length > 0);
}

/** A MOVE AHEAD card: the same token walks on, not turning back the way it came. */
export function aheadChoices(s: DsState, seat: number, token: TokenKey, steps: number): Choice<DsAction>[] {
  const t = s.players[seat].tokens[token];
  return tokenWalks(s, seat, token, steps, cameFromOf(t.last)).map((w) => walkChoice(s, seat, token, w, false, t.at));
}

/** The spot a token stepped off to reach where it stands (its "direction"), if it walked there. */
export function cameFromOf(last: TokenState['last']): string | null {
  if (!last || last.path.length === 0) return null;
  return last.path.length >= 2 ? last.path[last.path.length - 2] : last.from;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function shipText(end: string): Text {
  if (end === BASE) return tx('end.base');
  return isTie(end) ? tx('end.tie') : spotName(end);
}

/** Straight lines of the spun number: from the Falcon, starting on one of the three entries (counted as 1). */
export function shipLines(ship: string, spin: number): Array<{ end: string; path: string[] }> {
  const starts =
    ship === FALCON
      ? ENTRIES.map((e) => ({ from: cellOf(e), lead: [e], n: spin - 1 }))
      : [{ from: cellOf(ship), lead: [], n: spin }];
  const seen = new Map<string, string[]>();
  for (const st of starts) {
    const lines =
      st.n === 0
        ? [{ path: [] as string[] }]
        : straightLines(COLS, ROWS, st.from, st.n).map((l) => ({ path: l.path.map(cellId) }));
    for (const l of lines) {
      const path = [...st.lead, ...l.path];
      // The Rebel Base is reached by exact count: a line may not fly on past it.
      if (path.slice(0, -1).includes(BASE)) continue;
      const end = path[path.length - 1];
      if (!seen.has(end)) seen.set(end, path);
    }
  }
  return [...seen.entries()].map(([end, path]) => ({ end, path }));
}

function flyChoices(ship: string, spin: number): Choice<DsAction>[] {
  return shipLines(ship, spin).map((l, i) => ({
    id: `f:${l.end}`,
    label: tx('choice.fly', { letter: LETTERS[i], end: shipText(l.end) }),
    mark: LETTERS[i],
    action: { kind: 'fly', end: l.end, path: l.path },
  }));
}

/** After a won dogfight: one square in any direction. */
export function dogfightChoices(at: string): Choice<DsAction>[] {
  return neighbours(COLS, ROWS, cellOf(at)).map((c, i) => {
    const end = cellId(c);
    return {
      id: `d:${end}`,
      label: tx('choice.fly', { letter: LETTERS[i], end: shipText(end) }),
      mark: LETTERS[i],
      action: { kind: 'dogfight', end },
    };
  });
}
