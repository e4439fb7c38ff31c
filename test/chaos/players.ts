// The two human players of the chaos games.
import type { Actor } from '../../src/services';

export const PLAYERS: Actor[] = [
  { userId: 'u-ann', name: 'Ann' },
  { userId: 'u-ben', name: 'Ben' },
];
