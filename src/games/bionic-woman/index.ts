// The Bionic Woman: travel by automobile, helicopter and airplane to adventures on a map
// (rulebooks/bionic-woman.txt, RULINGS.md), as a GameDef plug-in.
import type { GameDef } from '../../engine/types';
import { ai } from './ai';
import { reveals } from './reveals';
import { setup } from './setup';
import { TEXT } from './text';
import { COLORS, ROLES, type BionicAction, type BionicState } from './state';
import { apply, pending, resign } from './turn';
import { hand, outcome, scene, status, view, type BionicView } from './view';

export type { BionicAction, BionicState } from './state';
export type { BionicView } from './view';

export const bionicWoman: GameDef<BionicState, BionicView, BionicAction> = {
  id: 'bionic-woman',
  name: 'The Bionic Woman',
  text: TEXT,
  cards: true,
  minPlayers: 2,
  maxPlayers: 4,
  colors: COLORS,
  roles: ROLES,
  // 2: the outcome kept in the state is a Text (older states are rebuilt by replay:
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
