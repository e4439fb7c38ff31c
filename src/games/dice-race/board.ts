// The track as rules data, read from data/boards/dice-race.json and checked once at load:
// spaces s0 (START) to s39 (FINISH) joined in order, some of them LUCKY.
import { z } from 'zod';
import { boardSchema } from '../../engine/board';
import { parseData, withChecks } from '../../engine/schema';
import raw from '../../../data/boards/dice-race.json';

const FILE = 'data/boards/dice-race.json';
const KINDS = ['start', 'plain', 'lucky', 'finish'] as const;

/** The shared board with Dice Race's kinds; START first, FINISH last, every space joined to the next. */
const SCHEMA = withChecks(boardSchema({ space: { kind: z.enum(KINDS) } }), (b, fault) => {
  const last = b.spaces.length - 1;
  b.spaces.forEach((s, n) => {
    if (s.id !== `s${n}`) fault(['spaces', n, 'id'], `s${n} expected`);
    const want = n === 0 ? 'start' : n === last ? 'finish' : null;
    if ((want ?? s.kind) !== s.kind || (want === null && (s.kind === 'start' || s.kind === 'finish')))
      fault(['spaces', n, 'kind'], 'START first, FINISH last, and only there');
  });
  const links = new Set((b.links ?? []).map(([from, to]) => `${from}>${to}`));
  for (let n = 0; n < last; n++) if (!links.has(`s${n}>s${n + 1}`)) fault(['links'], `s${n} is not joined to s${n + 1}`);
});

export type RaceBoard = z.output<typeof SCHEMA>;

/** Checks the track once at load, naming the file, the path and the fault. */
export function loadBoard(data: unknown): RaceBoard {
  return parseData(SCHEMA, data, `board ${FILE}`);
}

export const BOARD: RaceBoard = loadBoard(raw);

/** The last space: reaching it wins. */
export const FINISH = BOARD.spaces.length - 1;
export const RACE_LENGTH = BOARD.spaces.length;
export const spaceId = (n: number): string => `s${n}`;
export const isLucky = (n: number): boolean => BOARD.spaces[n]?.kind === 'lucky';
