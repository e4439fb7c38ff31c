import { selfPlay } from './selfplay';
import { allGames } from '../src/games/registry';
const id = process.argv[2];
const def = allGames().find((g) => g.id === id)!;
console.log(id, selfPlay(def, 4000, 5));
