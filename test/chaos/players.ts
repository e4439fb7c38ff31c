// The two human players of the chaos games, and the worker script that plays them (in a process each).
import type { Actor } from '../../src/services';

export const PLAYERS: Actor[] = [
  { userId: 'u-ann', name: 'Ann' },
  { userId: 'u-ben', name: 'Ben' },
];

export const WORKER = 'test/chaos/worker.ts';
