// The Action Man Game, as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { SYMBOL_DIE } from './chance';
import { setup } from './setup';
import { apply, pending, resign } from './turn';
import { COLORS, ROLES, type ActionManAction, type ActionManState } from './state';
import { type ActionManView, hand, outcome, scene, status, view } from './view';

export type { ActionManState, ActionManAction } from './state';
export type { ActionManView } from './view';

export const actionMan: GameDef<ActionManState, ActionManView, ActionManAction> = {
  id: 'action-man',
  name: 'The Action Man Game',
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  devices: [SYMBOL_DIE],
  version: 1,
  setup,
  pending,
  apply,
  view,
  hand,
  outcome,
  scene,
  status,
  resign,
  ai,
};
