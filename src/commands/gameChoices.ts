// The registered games as slash-command choices (named in each language), so that a new game
// plug-in appears without edits here.
import { allGames } from '../games/registry';
import { gameChoice } from './text';

export function gameChoices() {
  return allGames().map((g) => gameChoice(g.id, g.name));
}

/** The most AI seats any game can take (every seat but the creator's). */
export function maxAiSeats(): number {
  return Math.max(1, ...allGames().map((g) => g.maxPlayers - 1));
}

/** /roll's description key: "(or spin)" only once a registered game spins a spinner. */
export function rollDescription(): string {
  return allGames().some((g) => g.spinner) ? 'roll.spin' : 'roll.dice';
}
