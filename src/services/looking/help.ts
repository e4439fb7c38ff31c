// `/help`: the command reference (messages/helpText.ts), for the game here or every game.
import type { Answer, Where } from '../contract';
import type { Deps } from '../core/context';
import { ephemeral } from '../messages/answers';
import { helpText } from '../messages/helpText';
import { gameHere } from './rules';

/** /help for the game here, or for every game when none is here. */
export function help(deps: Deps, where: Where): Answer {
  const here = gameHere(deps, where);
  const games = here ? [here] : [...deps.games.values()];
  return ephemeral(
    helpText({
      spinners: games.filter((g) => g.spinner).map((g) => g.name),
      withCards: games.filter((g) => g.cards).map((g) => g.name),
      here: here !== null,
    }),
  );
}
