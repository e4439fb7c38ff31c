// Dice Race: the example game (docs/adding-a-game.md). A race along 40 spaces with a small
// secret hand and a coin on the LUCKY spaces; complete and tested, used by the platform's
// tests and the local table, not offered on Discord (see registry.ts).
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { COIN } from './chance';
import { TEXT } from './text';
import { setup } from './setup';
import { COLORS, ROLES, type RaceAction, type RaceState, type RaceView } from './state';
import { apply, pending, resign } from './turn';
import { hand, outcome, scene, status, view } from './view';

export type { RaceAction, RaceState, RaceView } from './state';

export const diceRace: GameDef<RaceState, RaceView, RaceAction> = {
  id: 'dice-race',
  name: 'Dice Race',
  text: TEXT,
  cards: true,
  devices: [COIN],
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  setup,
  pending,
  apply,
  view,
  hand,
  outcome,
  scene,
  status,
  resign,
  reveals,
  ai,
};
