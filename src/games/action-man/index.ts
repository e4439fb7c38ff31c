// The Action Man Game, as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { SYMBOL_DIE } from './chance';
import { setup } from './setup';
import { TEXT } from './text';
import { apply, pending, resign } from './turn';
import { COLORS, ROLES, type ActionManAction, type ActionManState } from './state';
import { type ActionManView, hand, outcome, scene, status, view } from './view';

export type { ActionManState, ActionManAction } from './state';
export type { ActionManView } from './view';

export const actionMan: GameDef<ActionManState, ActionManView, ActionManAction> = {
  id: 'action-man',
  name: 'The Action Man Game',
  text: TEXT,
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  devices: [SYMBOL_DIE],
  // 2: the state's `ended` is a Text (older states are rebuilt by replay:
  // docs/decisions/0002-state-versions.md).
  version: 2,
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
