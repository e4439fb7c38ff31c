// The GameService with the real games and the real renderer as defaults.
import { allGames } from '../games/registry';
import { renderBoard } from '../render';
import type { RenderBoard } from '../render/contract';
import type { AnyGame } from './core/context';
import { createServiceWith, type GameService } from './service';

export type { GameService } from './service';

export function createService(opts: {
  databasePath: string;
  games?: AnyGame[];
  render?: RenderBoard;
  seed?: () => number;
  now?: () => Date;
  rulesDir?: string;
}): GameService {
  return createServiceWith({ ...opts, games: opts.games ?? allGames(), render: opts.render ?? renderBoard });
}
