// `/help`: the command reference (messages/helpText.ts), for the game here or every game, in
// the asker's language.
import type { Answer, Asker, Where } from '../contract';
import type { Deps } from '../core/context';
import { ephemeral } from '../messages/answers';
import { helpText } from '../messages/helpText';
import { gameName, privateVoice } from '../messages/voices';
import { gameHere } from './rules';

/** /help for the game here, or for every game when none is here. */
export async function help(deps: Deps, where: Where, asker?: Asker): Promise<Answer> {
  const here = await gameHere(deps, where);
  const games = here ? [here] : [...deps.games.values()];
  const me = privateVoice(deps, asker);
  return ephemeral(
    helpText(me, {
      spinners: games.filter((g) => g.spinner).map((g) => gameName(deps, me, g)),
      withCards: games.filter((g) => g.cards).map((g) => gameName(deps, me, g)),
      here: here !== null,
    }),
  );
}
