// The registered games as slash-command choices, so that a new game plug-in appears without edits here.
import { allGames } from '../games/registry';

export function gameChoices(): Array<{ name: string; value: string }> {
  return allGames().map((g) => ({ name: g.name, value: g.id }));
}

/** The most AI seats any game can take (every seat but the creator's). */
export function maxAiSeats(): number {
  return Math.max(1, ...allGames().map((g) => g.maxPlayers - 1));
}

/** /roll's description: "(or spin)" only once a registered game spins a spinner. */
export function rollDescription(): string {
  return allGames().some((g) => g.spinner) ? 'Roll the dice (or spin) for your turn' : 'Roll the dice for your turn';
}
