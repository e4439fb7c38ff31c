// The track as rules data, read from data/boards/dice-race.json and checked once at load:
// spaces s0 (START) to s39 (FINISH) joined in order, some of them LUCKY.
import { validateBoard, type BoardData } from '../../engine/board';
import raw from '../../../data/boards/dice-race.json';

const FILE = 'data/boards/dice-race.json';
const KINDS = ['start', 'plain', 'lucky', 'finish'] as const;

/** Checks the track: START first, FINISH last, every space joined to the next. */
export function loadBoard(data: unknown): BoardData {
  const b = validateBoard(data, FILE);
  const fail = (m: string): never => {
    throw new Error(`board ${FILE}: ${m}`);
  };
  const last = b.spaces.length - 1;
  b.spaces.forEach((s, n) => {
    if (s.id !== `s${n}`) fail(`spaces[${n}].id: s${n} expected`);
    if (!(KINDS as readonly string[]).includes(s.kind)) fail(`spaces[${n}].kind: ${s.kind} is not a Dice Race kind`);
    const want = n === 0 ? 'start' : n === last ? 'finish' : null;
    if ((want ?? s.kind) !== s.kind || (want === null && (s.kind === 'start' || s.kind === 'finish')))
      fail(`spaces[${n}].kind: START first, FINISH last, and only there`);
  });
  const links = new Set((b.links ?? []).map(([a, z]) => `${a}>${z}`));
  for (let n = 0; n < last; n++) if (!links.has(`s${n}>s${n + 1}`)) fail(`links: s${n} is not joined to s${n + 1}`);
  return b;
}

export const BOARD: BoardData = loadBoard(raw);

/** The last space: reaching it wins. */
export const FINISH = BOARD.spaces.length - 1;
export const RACE_LENGTH = BOARD.spaces.length;
export const spaceId = (n: number): string => `s${n}`;
export const isLucky = (n: number): boolean => BOARD.spaces[n]?.kind === 'lucky';
