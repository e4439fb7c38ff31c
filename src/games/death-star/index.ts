// Escape from the Death Star, as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { setup } from './setup';
import { apply, pending, resign } from './turn';
import { COLORS, ROLES, type DsAction, type DsState } from './state';
import { type DsView, hand, outcome, scene, status, view } from './view';
import { SPINNER } from './chance';
import { TEXT } from './text';

export type { DsState, DsAction } from './state';
export type { DsView } from './view';

export const deathStar: GameDef<DsState, DsView, DsAction> = {
  id: 'death-star',
  name: 'Escape from the Death Star',
  text: TEXT,
  cards: true,
  spinner: true,
  devices: [SPINNER],
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  // 2: the ending is a Text (older states are rebuilt by replay: docs/decisions/0002-state-versions.md).
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
